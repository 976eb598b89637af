#pragma once
// One piece drawing: a neutral SVG whose shapes carry the classes `body`, `line`, `detail`
// and `detail-line`, coloured per side or army by a user stylesheet so one file serves every
// army. Drawn by librsvg straight into a Cairo context, so vector outputs stay vector.
#include <cairo.h>

#include <librsvg/rsvg.h>

#include <cstdint>
#include <filesystem>
#include <string>

#include "common/run_cache.h"
#include "gfx/handles.h"

namespace pp::art {

// The colours one side paints its pieces with, as CSS colours ("#rrggbb").
struct PieceColours {
  std::string body;    // fill of the silhouette
  std::string line;    // its outline and strokes outside it
  std::string detail;  // marks drawn on the body (eyes, slits, bands)
};

// The stylesheet that paints a piece drawing in `c`. `!important` so it wins over any
// colours the drawing carries itself (a user sheet ranks below the document's own).
std::string stylesheet(const PieceColours& c);

// Limits on a piece drawing, so a careless or hostile file cannot take the machine's memory or
// time: the shipped drawings are 1-6 KB with a few dozen elements and no <use>; 32 uses nested at worst draw some 10^5
// copies.
inline constexpr std::uintmax_t kMaxDrawingBytes = std::uintmax_t{256} * 1024;
inline constexpr int kMaxDrawingElements = 5000;
inline constexpr int kMaxDrawingUses = 32;

// Checks once per file and run (`cache`; null: every time) that it is within the limits and
// that librsvg reads it; throws InputError naming the file otherwise. Safe to call from several
// threads.
void check_drawing(const std::filesystem::path& file, RunCache* cache);

class PieceSvg {
 public:
  // Throws std::runtime_error naming the file if it cannot be read or parsed.
  explicit PieceSvg(const std::filesystem::path& file);

  // Draws the drawing's viewBox fitted (aspect kept, centred) into the square of side `size`
  // whose top-left corner is (x, y), in the context's user units, painted with `css`.
  void draw(cairo_t* cr, double x, double y, double size, const std::string& css) const;

  const std::filesystem::path& file() const { return file_; }

 private:
  std::filesystem::path file_;
  gfx::Object<RsvgHandle> handle_;
};

}  // namespace pp::art

// Development tool: draws every piece of a set at 15 mm and 30 mm at 300 dpi in each side's
// colours into one PNG, to look at the art the way it will be printed.
//   [PIECES=KQN] pawnprint-contact OUT.png SET_DIR [LAYOUT] [body,line,detail ...]
//   [PIECES=KQN] pawnprint-contact OUT.png --theme NAME [LAYOUT]   (the theme's set and sides;
//                six armies for the six-armies layout, else white and black)
// Rows are the letters' drawings (K.svg) and the named ones (archbishop.svg), by file name.
#include <cairo.h>

#include <algorithm>
#include <cctype>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <string>
#include <vector>

#include "art/piece_set.h"
#include "art/piece_svg.h"
#include "art/side_style.h"
#include "gfx/handles.h"
#include "model/layout_tokens.h"
#include "model/theme.h"

namespace {
std::vector<std::string> split(const std::string& s, char sep) {
  std::vector<std::string> out(1);
  for (char c : s) {
    if (c == sep) out.emplace_back();
    else out.back().push_back(c);
  }
  return out;
}

// A drawing of the set by file name: K.svg and archbishop.svg, not a side's wK.svg.
bool is_drawing_name(const std::string& stem) {
  return stem.size() == 1 || std::none_of(stem.begin(), stem.end(),
                                          [](char c) { return std::isupper(static_cast<unsigned char>(c)) != 0; });
}

// PIECES=KQN keeps those letters; PIECES=archbishop,ferz,K keeps those names (and letters).
bool wanted(const std::string& stem, const std::string& only) {
  for (const auto& entry : split(only, ',')) {
    if (entry == stem) return true;
    const bool letters = std::none_of(entry.begin(), entry.end(),
                                      [](char c) { return std::islower(static_cast<unsigned char>(c)) != 0; });
    if (stem.size() == 1 && letters && entry.find(stem[0]) != std::string::npos) return true;
  }
  return false;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 3) {
    std::fprintf(stderr, "usage: %s OUT.png SET_DIR [LAYOUT] [body,line,detail ...]\n", argv[0]);
    return 2;
  }
  std::filesystem::path set_dir = argv[2];
  std::string layout = argc > 3 ? argv[3] : "";
  std::vector<pp::art::PieceColours> sides;
  if (set_dir == "--theme") {
    if (argc < 4) return 2;
    const pp::ArtStyle style = pp::load_art_style(pp::load_theme(argv[3]));
    layout = argc > 4 ? argv[4] : "";
    set_dir = style.set_dir;
    for (const auto& name : pp::default_side_names(layout == "six-armies" ? 6 : 2))
      sides.push_back(style.side(name).piece);
  } else {
    for (int i = 4; i < argc; ++i) {
      auto p = split(argv[i], ',');
      if (p.size() != 3) return 2;
      sides.push_back({p[0], p[1], p[2]});
    }
  }
  if (sides.empty()) sides = {{"#f6f1e6", "#1a1a1a", "#1a1a1a"}, {"#2b2b2b", "#000000", "#f6f1e6"}};

  std::vector<std::string> stems;  // file names without .svg: "K", "archbishop"
  for (const auto& dir : {set_dir, set_dir / layout})
    for (const auto& e : std::filesystem::directory_iterator(dir)) {
      const auto stem = e.path().stem().string();
      if (e.path().extension() == ".svg" && is_drawing_name(stem)) stems.push_back(stem);
    }
  // PIECES limits the sheet to a few drawings, to look at them closely.
  if (const char* only = std::getenv("PIECES"))
    std::erase_if(stems, [&](const std::string& stem) { return !wanted(stem, only); });
  std::sort(stems.begin(), stems.end());
  stems.erase(std::unique(stems.begin(), stems.end()), stems.end());

  const double px_per_mm = 300 / 25.4;
  const double small = 15 * px_per_mm, large = 30 * px_per_mm, pad = 12;
  const double col_w = small + large + 3 * pad;
  const int w = static_cast<int>(col_w * static_cast<double>(sides.size()) + pad);
  const int h = static_cast<int>((large + pad) * static_cast<double>(stems.size()) + pad);
  const pp::gfx::Surface surface(cairo_image_surface_create(CAIRO_FORMAT_RGB24, w, h));
  cairo_surface_t* surf = surface.get();
  pp::gfx::Cairo owned(cairo_create(surf));
  cairo_t* cr = owned.get();
  cairo_set_source_rgb(cr, 0.82, 0.84, 0.80);
  cairo_paint(cr);
  pp::art::PieceSet set(set_dir);
  for (size_t r = 0; r < stems.size(); ++r) {
    const double y = pad + static_cast<double>(r) * (large + pad);
    for (size_t s = 0; s < sides.size(); ++s) {
      const double x = pad + static_cast<double>(s) * col_w;
      const auto css = pp::art::stylesheet(sides[s]);
      const auto& stem = stems[r];
      const pp::art::PieceSvg svg(stem.size() == 1 ? set.find(stem[0], "", "", layout)
                                                   : set.find(' ', stem, "", layout));
      if (std::getenv("TRIANGLE")) {  // the trig outline six-army drawings must stay inside
        for (double sz : {small, large}) {
          const double ox = sz == small ? x : x + small + pad, oy = sz == small ? y + (large - small) / 2 : y;
          cairo_move_to(cr, ox + 0.50 * sz, oy + 0.08 * sz);
          cairo_line_to(cr, ox + 0.96 * sz, oy + 0.88 * sz);
          cairo_line_to(cr, ox + 0.04 * sz, oy + 0.88 * sz);
          cairo_close_path(cr);
          cairo_set_source_rgb(cr, 1, 1, 1);
          cairo_fill(cr);
        }
      }
      svg.draw(cr, x, y + (large - small) / 2, small, css);
      svg.draw(cr, x + small + pad, y, large, css);
    }
  }
  owned.reset();
  const auto st = cairo_surface_write_to_png(surf, argv[1]);
  return st == CAIRO_STATUS_SUCCESS ? 0 : 1;
}

#pragma once
// Options shared by `render` and `kit`, read into RenderOptions after parsing.
#include <CLI/CLI.hpp>

#include <string>
#include <vector>

#include "render/render.h"
#include "writers/svg.h"

namespace pp::cli {

struct RenderFlags {
  std::string theme = "classic";
  std::string paper;
  std::vector<int> dpis;
  std::vector<std::string> formats;
  std::string cell;
  std::string token;  // diameter or preset for token sheets
  std::string token_shape;
  std::string standee_height;  // "45mm"
  bool labels = false;
  std::string backs;  // token backs: none, plain, mirror, promoted, mask
  std::string duplex = "long";
  std::string back_offset;  // "0.5mm,-0.3mm"
  std::string cut_marks = "none";
  std::string standee_base = "tabs";
  std::string scale_x, scale_y;
  int max_pages = kMaxPages;
  bool quiet = false;    // no progress and no summary lines
  bool verbose = false;  // every file with its size and the time it took
  int jobs = 0;          // pages made at once; 0: one per core
  std::string out = "output";
  std::string view;                  // diagrams and rules sheet seen from this side
  std::vector<std::string> only;     // kinds of sheet: board, pieces, diagrams, rules
  std::string svg_text = "text";     // text, paths
  std::string background = "white";  // white, none
};

// --svg-text text|paths|font, shared by render, kit and diagram.
void add_svg_text_flag(CLI::App* app, std::string& value);
SvgText svg_text_mode(const std::string& value);

// --background white|none, shared by render, kit and diagram: true for none (transparent PNGs).
void add_background_flag(CLI::App* app, std::string& value);
bool background_none(const std::string& value);

void add_render_flags(CLI::App* app, RenderFlags& flags);

// --scale-x and --scale-y, shared by render, kit, diagram and calibrate.
void add_scale_flags(CLI::App* app, std::string& scale_x, std::string& scale_y);

// --paper, its help `before` + the named papers + `after`, offering their names (cli/offers.h).
void add_paper_flag(CLI::App* app, std::string& value, const std::string& before, const std::string& after);

// --view, its help `before` + the armies' names + `after`, offering the sides' names.
void add_view_flag(CLI::App* app, std::string& value, const std::string& before, const std::string& after);
// The factor in a --scale-x or --scale-y value ("99.6%" or "0.996"); InputError naming `flag`.
double scale_option(const std::string& text, const char* flag);
// --scale-x and --scale-y as given, each unset when not.
ScaleSetting scale_options(const std::string& scale_x, const std::string& scale_y);

// Checks the values (InputError naming the option) and fills RenderOptions.
RenderOptions to_options(const RenderFlags& flags);

// Loads the theme and each layout, then plans and writes each one's folder under flags.out.
// Every layout and the theme are validated before any folder is swapped in; a failed run leaves nothing.
int render_layouts(const std::vector<std::string>& layout_files, const RenderFlags& flags);

}  // namespace pp::cli

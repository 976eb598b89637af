#pragma once
// Options shared by `render` and `kit`, read into RenderOptions after parsing.
#include <CLI/CLI.hpp>

#include <string>
#include <vector>

#include "render/render.h"

namespace pp::cli {

struct RenderFlags {
  std::string theme = "classic";
  std::string paper;
  std::vector<int> dpis;
  std::vector<std::string> formats;
  std::string cell;
  std::string token;  // diameter or preset for token sheets
  std::string token_shape;
  bool labels = false;
  int max_pages = kMaxPages;
  bool quiet = false;    // no progress and no summary lines
  bool verbose = false;  // every file with its size and the time it took
  std::string out = "output";
  std::string view;  // diagrams and rules sheet seen from this side
};

void add_render_flags(CLI::App* app, RenderFlags& flags);

// Checks the values (InputError naming the option) and fills RenderOptions.
RenderOptions to_options(const RenderFlags& flags);

// Loads the theme, renders each layout, then writes each one's folder under flags.out.
// Every layout and the theme are validated before anything is written.
int render_layouts(const std::vector<std::string>& layout_files, const RenderFlags& flags);

}  // namespace pp::cli

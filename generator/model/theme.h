#pragma once
// A theme: the look of boards and sheets, read from themes/NAME.yaml (or any path). Sections
// beyond the board and the page (`pieces`, `sides`, `tokens`, `diagram`) are read by their own
// modules (art/side_style.h, diagram/palette.h) from Theme::doc; theme.cpp's list of top-level keys names them too.
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "common/colour.h"
#include "common/yamldoc.h"
#include "model/mark.h"

namespace pp {

struct Stroke {
  Colour colour = kBlack;
  double width_mm = 0;  // 0 draws nothing
};

// A symbol in a free corner of every cell of a zone, so an army's home cells say whose they
// are without colour; the same symbols as the army's tokens.
struct ZoneMark {
  Mark shape = Mark::None;
  Colour colour = kBlack;
  Colour outline = kWhite;  // a thin edge around it, so it shows on any fill
};

struct ZoneStyle {
  std::map<std::string, Colour> cells;  // fill per colour class inside the zone ("light", "dark")
  std::optional<Stroke> outline;        // drawn around the zone's outer edge
  ZoneMark mark;
};

// Where coordinates go: in the frame band around the board, in a corner of the edge cells
// (for a board cut to its edge), or nowhere.
enum class CoordPosition { Outside, Inside, None };
// Which edges carry them: all, or the bottom and left ones only (the left ends of the rows on
// a board labelled at both ends of its rows).
enum class CoordEdges { All, BottomLeft };

struct BoardStyle {
  std::map<std::string, Colour> cells;  // fill per colour class ("light", "dark", ...)
  Stroke grid;                          // line between cells
  Stroke border;                        // line around the whole board
  Colour frame = kNone;                 // band around the board holding the coordinates
  double frame_mm = 7;                  // its width
  std::string coord_font = "DejaVu Sans Bold 9";
  Colour coord_colour = kBlack;
  CoordPosition coord_position = CoordPosition::Outside;
  CoordEdges coord_edges = CoordEdges::All;
  std::map<std::string, ZoneStyle> zones;  // by style name
};

struct PageStyle {
  std::string font = "DejaVu Sans 8";  // notes, labels, ruler figures
  Colour marks = kBlack;               // trim lines, alignment crosses, ruler
  Colour glue{0.55, 0.55, 0.55, 1};    // hatching on the glue strip
};

struct Theme {
  YamlDoc doc;
  std::string name;
  BoardStyle board;
  PageStyle page;
};

// `name_or_path` is a theme name looked up in themes/ ("classic") or a path to a YAML file.
Theme load_theme(const std::string& name_or_path);

// Where a theme name or path points, without loading it.
std::string theme_path(const std::string& name_or_path);


}  // namespace pp

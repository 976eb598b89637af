#pragma once
// A theme: the look of boards and sheets, read from themes/NAME.yaml (or any path). Every
// section is read and checked when the theme is loaded; nothing reads its YAML later.
#include <filesystem>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "common/colour.h"
#include "common/input_error.h"
#include "model/font_spec.h"
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
  Colour coord_colour = kBlack;
  CoordPosition coord_position = CoordPosition::Outside;
  CoordEdges coord_edges = CoordEdges::All;
  std::map<std::string, ZoneStyle> zones;  // by style name
};

struct PageStyle {
  FontSpec font;                     // its family is every text style's that names none
  Colour marks = kBlack;             // trim lines, alignment crosses, ruler
  Colour glue{0.55, 0.55, 0.55, 1};  // hatching on the glue strip
};

// How one side's (or army's) pieces and tokens look: `sides.NAME`.
struct SideLook {
  std::string prefix;  // file prefix of per-side drawings, "w" for wK.svg
  std::string body;    // "#rrggbb": fill of the piece drawings' silhouettes
  std::string line;    // their outlines; the army mark's colour too
  std::string detail;  // marks drawn on the body
  Colour background;   // token face; none: the tokens' background
  Colour ring;         // token ring; none: the colour of the tokens' ring
  Mark mark = Mark::None;
};

struct TokenStyle {
  Colour background{1, 1, 1, 1};                 // token face, unless the side sets its own
  Stroke ring{Colour{0.2, 0.2, 0.2, 1}, 0.6};    // a ring just inside the cut line
  Stroke cut{Colour{0.45, 0.45, 0.45, 1}, 0.1};  // the line to cut along
  double bleed_mm = 1;                           // face colour beyond the cut line
  Colour label_colour = kBlack;
};

// Every text pawnprint sets, by the name a theme's `text:` section gives it. The values every
// theme starts from are in themes/base/text.yaml; a style naming no family takes page.font's.
struct TextStyles {
  FontSpec title, about, heading, subheading, rules_text;  // rules sheets (the heading a game sheet's too)
  FontSpec caption, legend, page_numbers;                  // diagrams; the foot of rules and game sheets
  FontSpec move;                                           // the move under an animated game's board
  FontSpec piece_letters, hand_counts;                     // letters standing for pieces; counts in hand
  FontSpec coordinates, labels, river;                     // boards (and stands); token labels; Xiangqi's river
  FontSpec footer_heading, footer, ruler, ruler_name;      // the foot of board and token sheets
  FontSpec glue, map_title, map_labels;                    // glue strips; the assembly map
  FontSpec calibration_title, calibration_axes, calibration_figures, calibration_text;
};

// A style's name in a theme ("rules-text"), where it is kept, and whether the drawing sets its
// size (a token's label follows the token) rather than the theme; in the order of TextStyles.
struct TextRole {
  const char* name;
  FontSpec TextStyles::*style;
  bool sized_by_drawing;
};
const std::vector<TextRole>& text_roles();

// A font the theme names, kept with its place: whether it is installed is a question for the
// machine that draws, asked by `validate` and `render` alike (render/fonts.h).
struct FontUse {
  std::string path;  // "board.coordinates.font"
  std::string value;
  SourcePos pos;
};

struct Theme {
  std::string file;  // the file asked for
  std::string name;
  BoardStyle board;
  PageStyle page;
  TextStyles text;
  // Piece drawings: a theme with a `pieces` section (its own or inherited) draws them on its
  // diagrams; one without keeps letter tokens there.
  bool has_pieces = false;
  // `pieces: computed`: every piece drawn as the symbol of its moves (art/move_symbol.h), none
  // from a drawing; otherwise only the pieces no drawing shows.
  bool computed_pieces = false;
  // The folders of drawings, in the order a drawing is looked for: the theme's own `pieces.set`,
  // then each of the themes it extends, then the standard set.
  std::vector<std::filesystem::path> piece_dirs;
  std::map<std::string, SideLook> sides;  // every side a layout may play; the theme's over the classic look
  TokenStyle tokens;
  // The colours diagrams' marks and arrows name (`diagram: palette:`), "#rrggbb" by name.
  std::map<std::string, std::string, std::less<>> palette;
  std::vector<FontUse> fonts;
};

// The names diagram colours may have, with their colours when a theme does not set them
// (Okabe & Ito, which stay apart for every common colour-vision deficiency).
const std::vector<std::pair<std::string_view, std::string_view>>& default_palette();

// `name_or_path` is a theme name looked up in themes/ ("classic") or a path to a YAML file.
Theme load_theme(const std::string& name_or_path);

// The styles every theme starts from alone: pawnprint's own sheets (the calibration page) in
// black on white.
Theme base_theme();

// Where a theme name or path points, without loading it.
std::string theme_path(const std::string& name_or_path);


}  // namespace pp

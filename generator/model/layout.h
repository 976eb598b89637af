#pragma once
// A layout file, validated: what board to print, at what size, with which zones, on what
// paper, and (through the rules core) which pieces stand where.
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "common/yamldoc.h"
#include "model/diagram_spec.h"
#include "model/family.h"
#include "model/layout_tokens.h"
#include "model/paper.h"
#include "model/print_scale.h"
#include "model/sheet_spec.h"
#include "rules/notation/native.h"
#include "rules/topology/board.h"
#include "rules/variant/variant.h"

namespace rules {
class Game;
}

namespace pp {

struct Zone {
  std::string name;        // "inner", "promotion-white"
  std::string style;       // theme zone style to paint it with; defaults to the name
  std::vector<int> cells;  // cell ids, in board order
};

// A board whose pieces stand on points, where lines through the cells' centres cross, instead
// of in cells (Xiangqi): `board: points:`. Cells keep their ids and names; only the drawing differs.
struct PointsBoard {
  bool on = false;
  int river = 0;                          // the river runs between this rank and the next; 0: none
  std::vector<std::string> river_text;    // words in the river: its left half, then its right half
  std::vector<std::vector<int>> palaces;  // rectangles of points drawn with their two diagonals
  std::vector<int> marks;                 // points with the small position marks around them
};

struct PrintOptions {
  std::string paper = "a4";  // a4, letter, a3 or WxH with a unit ("300x420mm")
  double margin_mm = 6;      // printer safe margin; nothing is drawn closer to the edge
  double overlap_mm = 10;    // glue strip where two tiles of a board overlap
  ScaleSetting scale;        // the printer's measured scale, corrected on every page
};

struct Layout {
  YamlDoc doc;  // the merged file, with every key's position
  int schema = 1;
  std::string name;  // as written; writers sanitise it before using it as a folder name
  std::string title;
  std::string about;
  std::optional<Family> family;  // `family:`, for the catalogue (model/family.h)
  std::string shape;             // "square", ...
  double cell_mm = 0;
  bool coordinates = true;
  // How the coordinates and a game's moves are written: algebraic, or as Shogi's or Xiangqi's
  // players write them (`board: coordinates: japanese`, `japanese-letters`, `chinese`).
  rules::Coordinates coordinate_style = rules::Coordinates::Algebraic;
  bool chequered = true;  // board: chequered: false paints every cell one colour (Shogi's board)
  bool stands = false;    // board: stands: true adds a piece stand (komadai) for each side's captures
  rules::Board board;
  std::vector<Zone> zones;
  PointsBoard points;
  PrintOptions print;
  bool has_variant = false;
  rules::Variant variant;
  // Drawing names from the pieces' `art` keys, by the piece's key as written ("A" ->
  // "archbishop", a promoted form "+P" -> "shogi-tokin"); a piece without one is drawn from the
  // file named by its letter.
  std::map<std::string, std::string> art;
  TokenSection tokens;  // a board alone has the defaults of two sides
  // Sides whose pieces are drawn turned half round in diagrams (`tokens: turn: [black]`): in
  // Shogi both sides' pieces look alike and the way a piece points tells whose it is.
  std::vector<bool> turned;
  // Diagrams only: the board is drawn turned this many of its topology's turns, as the side
  // those turns seat sees it (geometry/cells.h, turn_geometry); 0 as the first side sees it.
  int turns = 0;
  std::vector<DiagramSpec> diagrams;  // `diagrams:`, each drawn on a page of its own
  SheetSpec sheet;                    // the rules sheet's words and its special rules' diagrams
  // The rules compiled, when a check has done so already (render's check_sections), for the
  // drawing to reuse: a big variant's attack tables take longer to build than its diagrams.
  std::shared_ptr<const rules::Game> game;

  const std::string& file() const { return doc.file; }
  // The drawing name of piece `letter`, or of its promoted form `+letter` ("" when its `art` key
  // is absent).
  std::string art_of(char letter, bool promoted = false) const;
  // Are the pieces of `side` drawn turned half round (`tokens: turn:`)?
  bool side_turned(int side) const {
    return side >= 0 && static_cast<size_t>(side) < turned.size() && turned[static_cast<size_t>(side)];
  }
};

// The names of a layout's sides (TokenSection::sides).
inline const std::vector<std::string>& side_names(const Layout& layout) { return layout.tokens.sides; }
// What captions call them (TokenSection::display_names).
inline const std::vector<std::string>& side_display_names(const Layout& layout) { return layout.tokens.display_names; }

// A layout's file: `name_or_path` itself, or for a plain name with no such file, the layout of
// that name in the search folders (common/paths.h). Throws InputError listing the names.
std::string layout_path(const std::string& name_or_path);
// Loads and checks a layout (a file or a name, as layout_path); throws InputError at the
// offending node.
Layout load_layout(const std::string& name_or_path);

// Cell ids named by a zone's `cells` text: "b2-i9" (every cell between two corners), "e4", or
// a list of those. Throws at the node for unknown cells.
std::vector<int> parse_cell_set(const std::string& file, const YAML::Node& node, const rules::Board& board);

}  // namespace pp

#include "model/layout.h"

#include <algorithm>

#include "common/paths.h"
#include "common/printable.h"
#include "common/units.h"
#include "common/yaml_at.h"
#include "common/yamlutil.h"
#include "model/paper.h"
#include "model/print_scale.h"
#include "rules/load/load.h"
#include "rules/topology/board_shapes.h"
#include "rules/topology/cell_set.h"

namespace pp {
namespace {

namespace y = pp::yaml;
using y::At;

// Top-level keys of a layout. `pieces`, `setup` and `rules` belong to the rules core.
const std::vector<std::string_view> kTopKeys{"schema", "name",  "title", "about",    "family", "board", "pieces",
                                             "setup",  "rules", "print", "diagrams", "sheet",  "tokens"};
const std::vector<std::string_view> kBoardCommonKeys{"shape",  "cell",      "coordinates", "zones",
                                                     "points", "chequered", "stands"};
const std::vector<std::string_view> kPointsKeys{"river", "river-text", "palaces", "marks"};
const std::vector<std::string_view> kZoneKeys{"name", "cells", "style"};
const std::vector<std::string_view> kPrintKeys{"paper", "margin", "overlap", "scale"};

constexpr double kMinCellMm = 5, kMaxCellMm = 200;

// A key the layout must have is missing. When a quoted value swallowed it (a quote left open
// runs on over the following lines), the error points at that value instead of the file's top.
InputError missing(const YamlDoc& doc, const std::string& key) {
  if (doc.root.IsMap())
    for (const auto& kv : doc.root)
      if (kv.second.IsScalar() && kv.second.Scalar().find(key + ":") != std::string::npos)
        return y::error_at(doc.origin(kv.first.Scalar()), kv.second,
                           "layout needs '" + key + "': the value of '" + kv.first.Scalar() +
                               "' that starts here runs on over it (a quote left open?)");
  return InputError({doc.file, 1, 1}, "layout needs '" + key + "'");
}

std::string required_text(const YamlDoc& doc, const char* key) {
  const At node = At(doc)[key];
  if (!node) throw missing(doc, key);
  std::string text = node.text(key);
  if (text.empty()) throw node.error(std::string(key) + " must not be empty");
  return text;
}

std::vector<int> cells_at(const At& n, const rules::Board& board) { return rules::read_cell_set(n, board); }

// `board: points: true`, or a mapping of what a points board draws besides its lines.
void read_points(const At& n, Layout& layout) {
  if (layout.shape != "square") throw n.error("points: only a square board can be drawn as points");
  PointsBoard& p = layout.points;
  if (!n.node().IsMap()) {
    p.on = n.flag("board.points");
    return;
  }
  p.on = true;
  n.keys(kPointsKeys, "board.points");
  const rules::Board& board = layout.board;
  if (const At r = n["river"]) p.river = static_cast<int>(r.whole("board.points.river", 1, board.ranks() - 1));
  if (const At t = n["river-text"]) {
    const std::vector<At> words = t.items("board.points.river-text");
    if (!p.river) throw t.error("river-text needs a river (board.points.river)");
    if (words.size() != 2) throw t.error("river-text is two words: the river's left half and its right half");
    for (const At& w : words) p.river_text.push_back(w.text("river-text"));
  }
  if (const At list = n["palaces"])
    for (const At& one : list.items("board.points.palaces")) p.palaces.push_back(cells_at(one, board));
  if (const At m = n["marks"]) p.marks = cells_at(m, board);
}

Zone read_zone(const At& z, const Layout& layout) {
  z.keys(kZoneKeys, "a zone");
  Zone zone;
  const At name = z["name"];
  if (!name) throw z.error("a zone needs 'name'");
  zone.name = name.text("zone name");
  for (const auto& other : layout.zones)
    if (other.name == zone.name) throw name.error("zone '" + zone.name + "' is named twice");
  zone.style = z["style"] ? z["style"].text("zone style") : zone.name;
  if (!z["cells"]) throw z.error("zone '" + zone.name + "' needs 'cells'");
  zone.cells = cells_at(z["cells"], layout.board);
  return zone;
}

void read_board(const YamlDoc& doc, Layout& layout) {
  const At board = At(doc)["board"];
  if (!board) throw missing(doc, "board");
  y::require_map(board.file(), board.node(), "board");

  const At shape_node = board["shape"];
  layout.shape = shape_node ? shape_node.text("board.shape") : "square";
  const rules::BoardShape* shape = rules::find_board_shape(layout.shape);
  std::vector<std::string_view> names;
  for (const auto& s : rules::board_shapes()) names.push_back(s.name);
  if (!shape) {
    std::string message = "unknown board shape '" + layout.shape + "'";
    if (auto near = y::nearest(layout.shape, names); !near.empty()) message += " (did you mean '" + near + "'?)";
    message += "; the shapes are";
    for (auto n : names) message += " " + std::string(n);
    throw shape_node.error(message);
  }
  std::vector<std::string_view> keys = kBoardCommonKeys;
  keys.insert(keys.end(), shape->keys.begin(), shape->keys.end());
  board.keys(keys, "board");
  layout.board = shape->build(board);

  const At cell = board["cell"];
  if (!cell) throw board.error("board needs 'cell', the size of one cell, like 30mm");
  layout.cell_mm = length_mm(cell.file(), cell.node(), "board.cell", kMinCellMm, kMaxCellMm);
  if (const At c = board["coordinates"]) {
    // true or false, or the players' own numbering: japanese, japanese-letters, chinese.
    const std::string word = c.text("board.coordinates");
    if (word == "true" || word == "false") {
      layout.coordinates = c.flag("board.coordinates");
    } else {
      std::vector<std::string_view> words{"true", "false"};
      for (std::string_view name : rules::kCoordinateStyles.names()) words.push_back(name);
      const std::string_view name = words[y::choice_at(c.file(), c.node(), c.path(), words)];
      layout.coordinate_style = *rules::kCoordinateStyles.parse(name);
    }
  }
  if (const At c = board["chequered"]) layout.chequered = c.flag("board.chequered");
  if (const At c = board["stands"]) layout.stands = c.flag("board.stands");
  if (const At points = board["points"]) read_points(points, layout);
  if (const At zones = board["zones"])
    for (const At& z : zones.items("board.zones")) layout.zones.push_back(read_zone(z, layout));
}

void read_print(const YamlDoc& doc, Layout& layout) {
  const At print = At(doc)["print"];
  if (!print) return;
  print.keys(kPrintKeys, "print");
  if (const At p = print["paper"]) {
    layout.print.paper = p.text("print.paper");
    if (const std::string problem = paper_problem(layout.print.paper); !problem.empty())
      throw p.error("print.paper: " + problem);
  }
  if (const At m = print["margin"]) layout.print.margin_mm = length_mm(m.file(), m.node(), "print.margin", 0, 30);
  if (const At o = print["overlap"]) layout.print.overlap_mm = length_mm(o.file(), o.node(), "print.overlap", 0, 40);
  if (const At s = print["scale"]) layout.print.scale = read_print_scale(doc, s.node());
}

// A drawing name becomes a file name in a piece set, so it is a plain word: lower-case letters,
// digits and dashes, never a path.
void read_art(const YamlDoc& doc, Layout& layout) {
  const At pieces = At(doc)["pieces"];
  if (!pieces) return;
  for (const auto& [key, piece] : pieces.entries("pieces")) {
    const At n = piece["art"];
    if (!n) continue;
    const std::string name = n.text("art");
    const bool plain = !name.empty() && name.size() <= 40 && name.front() != '-' &&
                       std::all_of(name.begin(), name.end(),
                                   [](char c) { return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-'; });
    if (!plain)
      throw n.error("art: '" + printable_line(name) +
                    "' must be a drawing name of lower-case letters, digits and dashes (such as 'archbishop')");
    layout.art[key] = name;
  }
}

// A piece's own `height: 70%` (its standee's face, a share of the tallest), over the
// `tokens.heights` table's.
void read_piece_heights(const YamlDoc& doc, Layout& layout) {
  const At pieces = At(doc)["pieces"];
  if (!pieces) return;
  for (const auto& [key, piece] : pieces.entries("pieces")) {
    const At n = piece["height"];
    if (!n) continue;
    if (key.size() != 1)
      throw n.error("height: a promoted form stands as its piece; give the height on " + key.substr(1));
    layout.tokens.heights[key[0]] = read_height_share(n, "pieces." + key + ".height");
  }
}

// `tokens: turn: [black]`: the sides, by name, whose pieces diagrams draw turned half round.
void read_turn(const YamlDoc& doc, Layout& layout) {
  const At n = At(doc)["tokens"]["turn"];
  if (!n) return;
  const std::vector<At> items = n.items("tokens.turn");
  const std::vector<std::string>& names = layout.tokens.sides;
  layout.turned.assign(names.size(), false);
  std::string list;
  for (const auto& name : names) list += (list.empty() ? "" : ", ") + name;
  for (const At& item : items) {
    const std::string side = item.text("a side");
    const auto it = std::find(names.begin(), names.end(), side);
    if (it == names.end())
      throw item.error("tokens.turn takes side names (" + list + "), not '" + printable_line(side) + "'");
    layout.turned[static_cast<size_t>(it - names.begin())] = true;
  }
}

}  // namespace

std::vector<int> parse_cell_set(const std::string& file, const YAML::Node& node, const rules::Board& board) {
  return rules::read_cell_set(At(file, node), board);
}

std::string Layout::art_of(char letter, bool promoted) const {
  const auto it = art.find((promoted ? "+" : "") + std::string(1, letter));
  return it == art.end() ? std::string() : it->second;
}

std::string layout_path(const std::string& name_or_path) { return named_or_path("layouts", "layout", name_or_path); }

Layout load_layout(const std::string& name_or_path) {
  const std::string path = layout_path(name_or_path);
  Layout layout;
  layout.doc = load_yaml_doc(path, "layout");
  const YamlDoc& doc = layout.doc;
  const At root(doc);
  root.keys(kTopKeys, "layout");
  if (const At s = root["schema"]) layout.schema = static_cast<int>(s.whole("schema", 1, 1));
  required_text(doc, "name");
  layout.name = root["name"].title("name");
  layout.title = root["title"] ? root["title"].title("title") : layout.name;
  if (const At a = root["about"]) layout.about = a.title("about");
  if (const At f = root["family"]) layout.family = kFamilies.at(f.file(), f.node(), f.path());
  read_board(doc, layout);
  read_print(doc, layout);
  // The rules core reads the roster, the setup and the rules, each error at the file of the
  // `extends` chain that wrote the key. A layout with none of them is a board alone: it renders
  // its board sheets and nothing that needs pieces.
  if (doc.root["pieces"] || doc.root["setup"] || doc.root["rules"]) {
    layout.variant = rules::load_variant(At(doc), layout.board);
    layout.has_variant = true;
    read_art(doc, layout);
    layout.tokens = read_token_section(doc, layout.variant);
    read_piece_heights(doc, layout);
    read_turn(doc, layout);
  } else {
    layout.tokens.sides = default_side_names(2);
    name_sides_for_captions(layout.tokens);
  }
  if (const At list = root["diagrams"]) layout.diagrams = read_diagrams(list);
  layout.sheet = read_sheet(root["sheet"]);
  return layout;
}

}  // namespace pp

#include "model/layout.h"

#include <algorithm>

#include "common/paths.h"
#include "common/printable.h"
#include "common/units.h"
#include "common/yamlutil.h"
#include "model/paper.h"
#include "model/print_scale.h"
#include "rules/board_shapes.h"
#include "rules/cell_set.h"

namespace pp {
namespace {

namespace y = pp::yaml;

// Top-level keys of a layout. `pieces`, `setup` and `rules` belong to the rules core; later
// sections (token sheets, diagrams) add their keys here and read them from Layout::doc.
const std::vector<std::string_view> kTopKeys{"schema", "name",  "title", "about",    "board", "pieces",
                                             "setup",  "rules", "print", "diagrams", "sheet", "tokens"};
const std::vector<std::string_view> kBoardCommonKeys{"shape", "cell", "coordinates", "zones", "points"};
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
  const YAML::Node node = doc.root[key];
  if (!node) throw missing(doc, key);
  std::string text = y::as_string(doc.origin(key), node, key);
  if (text.empty()) throw y::error_at(doc.origin(key), node, std::string(key) + " must not be empty");
  return text;
}

// `board: points: true`, or a mapping of what a points board draws besides its lines.
void read_points(const YamlDoc& doc, const YAML::Node& n, Layout& layout) {
  const std::string& file = doc.origin("board.points");
  if (layout.shape != "square") throw y::error_at(file, n, "points: only a square board can be drawn as points");
  PointsBoard& p = layout.points;
  if (!n.IsMap()) {
    p.on = y::as_bool(file, n, "board.points");
    return;
  }
  p.on = true;
  check_doc_keys(doc, "board.points", n, kPointsKeys, "board.points");
  const rules::Board& board = layout.board;
  if (const YAML::Node r = n["river"])
    p.river = static_cast<int>(y::as_int(file, r, "board.points.river", 1, board.ranks() - 1));
  if (const YAML::Node t = n["river-text"]) {
    y::require_seq(file, t, "board.points.river-text");
    if (!p.river) throw y::error_at(file, t, "river-text needs a river (board.points.river)");
    if (t.size() != 2) throw y::error_at(file, t, "river-text is two words: the river's left half and its right half");
    for (const auto& w : t) p.river_text.push_back(y::as_string(file, w, "river-text"));
  }
  if (const YAML::Node list = n["palaces"]) {
    y::require_seq(file, list, "board.points.palaces");
    for (const auto& one : list) p.palaces.push_back(rules::read_cell_set(file, one, board));
  }
  if (const YAML::Node m = n["marks"]) p.marks = rules::read_cell_set(file, m, board);
}

void read_board(Layout& layout) {
  const YamlDoc& doc = layout.doc;
  const YAML::Node board = doc.root["board"];
  if (!board) throw missing(doc, "board");
  const std::string& file = doc.origin("board");
  y::require_map(file, board, "board");

  const YAML::Node shape_node = board["shape"];
  layout.shape = shape_node ? y::as_string(doc.origin("board.shape"), shape_node, "board.shape") : "square";
  const rules::BoardShape* shape = rules::find_board_shape(layout.shape);
  std::vector<std::string_view> names;
  for (const auto& s : rules::board_shapes()) names.push_back(s.name);
  if (!shape) {
    std::string message = "unknown board shape '" + layout.shape + "'";
    if (auto near = y::nearest(layout.shape, names); !near.empty()) message += " (did you mean '" + near + "'?)";
    message += "; the shapes are";
    for (auto n : names) message += " " + std::string(n);
    throw y::error_at(doc.origin("board.shape"), shape_node, message);
  }
  std::vector<std::string_view> keys = kBoardCommonKeys;
  keys.insert(keys.end(), shape->keys.begin(), shape->keys.end());
  check_doc_keys(doc, "board", board, keys, "board");
  layout.board = shape->build(file, board);

  const YAML::Node cell = board["cell"];
  if (!cell) throw y::error_at(file, board, "board needs 'cell', the size of one cell, like 30mm");
  layout.cell_mm = length_mm(doc.origin("board.cell"), cell, "board.cell", kMinCellMm, kMaxCellMm);
  if (const YAML::Node c = board["coordinates"])
    layout.coordinates = y::as_bool(doc.origin("board.coordinates"), c, "board.coordinates");
  if (const YAML::Node points = board["points"]) read_points(doc, points, layout);

  if (const YAML::Node zones = board["zones"]) {
    const std::string& zfile = doc.origin("board.zones");
    y::require_seq(zfile, zones, "board.zones");
    for (const auto& z : zones) {
      y::check_keys(zfile, z, kZoneKeys, "a zone");
      Zone zone;
      if (!z["name"]) throw y::error_at(zfile, z, "a zone needs 'name'");
      zone.name = y::as_string(zfile, z["name"], "zone name");
      for (const auto& other : layout.zones)
        if (other.name == zone.name) throw y::error_at(zfile, z["name"], "zone '" + zone.name + "' is named twice");
      zone.style = z["style"] ? y::as_string(zfile, z["style"], "zone style") : zone.name;
      if (!z["cells"]) throw y::error_at(zfile, z, "zone '" + zone.name + "' needs 'cells'");
      zone.cells = parse_cell_set(zfile, z["cells"], layout.board);
      layout.zones.push_back(std::move(zone));
    }
  }
}

void read_print(Layout& layout) {
  const YamlDoc& doc = layout.doc;
  const YAML::Node print = doc.root["print"];
  if (!print) return;
  check_doc_keys(doc, "print", print, kPrintKeys, "print");
  if (const YAML::Node p = print["paper"]) {
    const std::string& file = doc.origin("print.paper");
    layout.print.paper = y::as_string(file, p, "print.paper");
    if (const std::string problem = paper_problem(layout.print.paper); !problem.empty())
      throw y::error_at(file, p, "print.paper: " + problem);
  }
  if (const YAML::Node m = print["margin"])
    layout.print.margin_mm = length_mm(doc.origin("print.margin"), m, "print.margin", 0, 30);
  if (const YAML::Node o = print["overlap"])
    layout.print.overlap_mm = length_mm(doc.origin("print.overlap"), o, "print.overlap", 0, 40);
  if (const YAML::Node s = print["scale"]) layout.print.scale = read_print_scale(doc, s);
}

}  // namespace

std::vector<int> parse_cell_set(const std::string& file, const YAML::Node& node, const rules::Board& board) {
  return rules::read_cell_set(file, node, board);
}

// A drawing name becomes a file name in a piece set, so it is a plain word: lower-case letters,
// digits and dashes, never a path.
std::string Layout::art_of(char letter, bool promoted) const {
  const auto it = art.find((promoted ? "+" : "") + std::string(1, letter));
  return it == art.end() ? std::string() : it->second;
}

static void read_art(Layout& layout) {
  const YamlDoc& doc = layout.doc;
  for (const auto& kv : doc.root["pieces"]) {
    const YAML::Node n = kv.second["art"];
    if (!n) continue;
    const std::string file = doc.origin("pieces");
    const std::string name = y::as_string(file, n, "art");
    const bool plain = !name.empty() && name.size() <= 40 && name.front() != '-' &&
                       std::all_of(name.begin(), name.end(),
                                   [](char c) { return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-'; });
    if (!plain)
      throw y::error_at(file, n,
                        "art: '" + printable_line(name) +
                            "' must be a drawing name of lower-case letters, digits and dashes (such as "
                            "'archbishop')");
    layout.art[kv.first.Scalar()] = name;
  }
}

// `tokens: turn: [black]`: the sides, by name, whose pieces diagrams draw turned half round.
static void read_turn(Layout& layout) {
  const YAML::Node tokens = layout.doc.root["tokens"];
  if (!tokens || !tokens["turn"]) return;
  const YAML::Node n = tokens["turn"];
  const std::string& file = layout.doc.origin("tokens.turn");
  y::require_seq(file, n, "tokens.turn");
  const std::vector<std::string>& names = layout.tokens.sides;
  layout.turned.assign(names.size(), false);
  std::string list;
  for (const auto& name : names) list += (list.empty() ? "" : ", ") + name;
  for (const auto& item : n) {
    const std::string side = y::as_string(file, item, "a side");
    const auto it = std::find(names.begin(), names.end(), side);
    if (it == names.end())
      throw y::error_at(file, item, "tokens.turn takes side names (" + list + "), not '" + printable_line(side) + "'");
    layout.turned[static_cast<size_t>(it - names.begin())] = true;
  }
}

std::string layout_path(const std::string& name_or_path) { return named_or_path("layouts", "layout", name_or_path); }

Layout load_layout(const std::string& name_or_path) {
  const std::string path = layout_path(name_or_path);
  Layout layout;
  layout.doc = load_yaml_doc(path, "layout");
  const YamlDoc& doc = layout.doc;
  check_doc_keys(doc, "", doc.root, kTopKeys, "layout");
  if (const YAML::Node s = doc.root["schema"])
    layout.schema = static_cast<int>(y::as_int(doc.origin("schema"), s, "schema", 1, 1));
  layout.name = required_text(doc, "name");
  layout.title = doc.root["title"] ? y::as_string(doc.origin("title"), doc.root["title"], "title") : layout.name;
  if (const YAML::Node a = doc.root["about"]) layout.about = y::as_string(doc.origin("about"), a, "about");
  read_board(layout);
  read_print(layout);
  // The rules core reads the roster, the setup and the rules. It takes one file name for its
  // errors: the file that wrote the setup, where most mistakes are. A layout with none of them
  // is a board alone: it renders its board sheets and nothing that needs pieces.
  if (doc.root["pieces"] || doc.root["setup"] || doc.root["rules"]) {
    layout.variant = rules::load_variant(doc.origin(doc.root["setup"] ? "setup" : "pieces"), doc.root, layout.board);
    layout.has_variant = true;
    read_art(layout);
    layout.tokens = read_token_section(doc, layout.variant);
    read_turn(layout);
  } else {
    layout.tokens.sides = default_side_names(2);
  }
  return layout;
}

}  // namespace pp

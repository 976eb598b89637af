#include "model/diagram_spec.h"

#include <cctype>
#include <optional>
#include <set>

#include "common/units.h"
#include "common/yamlutil.h"
#include "model/diagram_colours.h"

namespace pp {
namespace {

bool plausible_cell(const std::string& s) {
  if (s.empty() || s.size() > 16) return false;
  for (char c : s)
    if (!std::isalnum(static_cast<unsigned char>(c))) return false;
  return true;
}

// A list given either as a YAML sequence or, for one entry, as a single scalar.
std::vector<yaml::At> entries(const yaml::At& node, std::string_view what) {
  if (node.node().IsScalar()) return {node};
  return node.items(what);
}

}  // namespace

CellMark parse_mark(const std::string& text, const SourcePos& pos) {
  const auto colon = text.find(':');
  const std::string cell = text.substr(0, colon);
  if (colon == std::string::npos || !plausible_cell(cell))
    throw InputError(pos,
                     "mark '" + text + "' must be CELL:STYLE[:COLOUR] or CELL:COLOUR, like c5:capture or c5:green");
  std::string style = text.substr(colon + 1), colour;
  if (const auto second = style.find(':'); second != std::string::npos) {
    colour = style.substr(second + 1);
    style.resize(second);
  } else if (!mark_by_name(style) && (style.starts_with('#') || is_palette_name(style))) {
    colour = style;  // a colour alone tints the cell
    style = "highlight";
  }
  auto kind = mark_by_name(style);
  if (!kind) {
    std::vector<std::string_view> names;
    for (const auto& m : mark_kinds()) names.push_back(m.name);
    std::string msg = "unknown mark style '" + style + "'";
    if (auto near = yaml::nearest(style, names); !near.empty()) msg += " (did you mean '" + near + "'?)";
    throw InputError(pos, msg + "; styles: " + mark_names() + "; or a colour");
  }
  if (!colour.empty() || text.ends_with(':')) check_colour(colour, text, pos);
  return {cell, *kind, colour, pos};
}

ArrowSpec parse_arrow(const std::string& text, const SourcePos& pos) {
  const auto colon = text.find(':');
  const std::string cells = text.substr(0, colon);
  const auto dash = cells.find('-');
  if (dash == std::string::npos || !plausible_cell(cells.substr(0, dash)) || !plausible_cell(cells.substr(dash + 1)))
    throw InputError(pos, "arrow '" + text + "' must be FROM-TO[:COLOUR][:WIDTH], like e3-c4 or e3-c4:red:2mm");
  ArrowSpec out{cells.substr(0, dash), cells.substr(dash + 1), "blue", 0, pos};
  if (colon == std::string::npos) return out;
  std::string rest = text.substr(colon + 1);
  std::optional<std::string> width;
  if (const auto second = rest.find(':'); second != std::string::npos) {
    width = rest.substr(second + 1);
    rest.resize(second);
  } else if (!rest.empty() && (std::isdigit(static_cast<unsigned char>(rest[0])) || rest[0] == '.')) {
    width = rest;  // a width alone
    rest.clear();
  }
  if (!rest.empty() || !width) {
    check_colour(rest, text, pos);
    out.colour = rest;
  }
  if (width) {
    const auto mm = pp::parse_length(*width);
    if (!mm || *mm < 0.2 || *mm > 10)
      throw InputError(pos,
                       "'" + text + "': the width '" + *width + "' must be a length from 0.2mm to 10mm, like 1.5mm");
    out.width_mm = *mm;
  }
  return out;
}

std::string slug(const std::string& text) {
  std::string out;
  for (char c : text) {
    const auto u = static_cast<unsigned char>(c);
    if (std::isalnum(u)) out += static_cast<char>(std::tolower(u));
    else if (!out.empty() && out.back() != '-') out += '-';
    if (out.size() >= 48) break;
  }
  while (!out.empty() && out.back() == '-') out.pop_back();
  return out.empty() ? "diagram" : out;
}

DiagramSpec read_diagram(const yaml::At& node) {
  node.keys({"name", "fen", "moves", "marks", "arrows", "caption", "width", "view"}, "a diagram");
  DiagramSpec d;
  d.pos = node.pos();
  if (const yaml::At fen = node["fen"]) {
    d.fen = fen.text("fen");
    d.fen_pos = fen.pos();
  }
  if (const yaml::At view = node["view"]) {
    d.view = view.text("view");
    d.view_pos = view.pos();
  }
  if (const yaml::At caption = node["caption"]) d.caption = caption.text("caption");
  if (const yaml::At width = node["width"]) d.width_mm = length_mm(width.file(), width.node(), "width", 20, 1000);
  if (const yaml::At moves = node["moves"])
    for (const auto& m : entries(moves, "moves")) {
      d.moves.push_back(m.text("a moves cell"));
      d.moves_pos.push_back(m.pos());
      const std::string& c = d.moves.back();
      const bool drop = c.size() == 2 && std::isalpha(static_cast<unsigned char>(c[0])) && c[1] == '@';
      if (!plausible_cell(c) && !drop)
        throw m.error("'" + c + "' is not a cell name, nor a piece in hand (P@ for White's, p@ for Black's)");
    }
  if (const yaml::At marks = node["marks"])
    for (const auto& m : entries(marks, "marks")) d.marks.push_back(parse_mark(m.text("a mark"), m.pos()));
  if (const yaml::At arrows = node["arrows"])
    for (const auto& a : entries(arrows, "arrows")) d.arrows.push_back(parse_arrow(a.text("an arrow"), a.pos()));
  d.name = node["name"] ? slug(node["name"].text("name")) : slug(d.caption);
  return d;
}

std::vector<DiagramSpec> read_diagrams(const yaml::At& list) {
  std::vector<DiagramSpec> out;
  std::set<std::string> names;
  for (const auto& n : list.items("diagrams")) {
    out.push_back(read_diagram(n));
    // Two diagrams must not write the same file.
    std::string name = out.back().name;
    for (int k = 2; names.count(out.back().name); ++k) out.back().name = name + "-" + std::to_string(k);
    names.insert(out.back().name);
  }
  return out;
}

}  // namespace pp

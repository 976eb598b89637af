#include "diagram/spec.h"

#include <optional>
#include <set>

#include "common/units.h"
#include "common/yamlutil.h"
#include "diagram/palette.h"

namespace pp::diagram {
namespace {

SourcePos at(const std::string& file, const YAML::Node& node) {
  const YAML::Mark m = node.Mark();
  if (m.is_null()) return {file, 0, 0};
  return {file, m.line + 1, m.column + 1};
}

bool plausible_cell(const std::string& s) {
  if (s.empty() || s.size() > 16) return false;
  for (char c : s)
    if (!std::isalnum(static_cast<unsigned char>(c))) return false;
  return true;
}

// A list given either as a YAML sequence or, for one entry, as a single scalar.
std::vector<YAML::Node> entries(const std::string& file, const YAML::Node& node, std::string_view what) {
  if (node.IsScalar()) return {node};
  yaml::require_seq(file, node, what);
  return {node.begin(), node.end()};
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

DiagramSpec read_diagram(const std::string& file, const YAML::Node& node) {
  namespace y = pp::yaml;
  y::check_keys(file, node, {"name", "fen", "moves", "marks", "arrows", "caption", "width", "view"}, "a diagram");
  DiagramSpec d;
  d.pos = at(file, node);
  if (node["fen"]) {
    d.fen = y::as_string(file, node["fen"], "fen");
    d.fen_pos = at(file, node["fen"]);
  }
  if (node["view"]) {
    d.view = y::as_string(file, node["view"], "view");
    d.view_pos = at(file, node["view"]);
  }
  if (node["caption"]) d.caption = y::as_string(file, node["caption"], "caption");
  if (node["width"]) d.width_mm = length_mm(file, node["width"], "width", 20, 1000);
  if (node["moves"])
    for (const auto& m : entries(file, node["moves"], "moves")) {
      d.moves.push_back(y::as_string(file, m, "a moves cell"));
      d.moves_pos.push_back(at(file, m));
      if (!plausible_cell(d.moves.back())) throw y::error_at(file, m, "'" + d.moves.back() + "' is not a cell name");
    }
  if (node["marks"])
    for (const auto& m : entries(file, node["marks"], "marks"))
      d.marks.push_back(parse_mark(y::as_string(file, m, "a mark"), at(file, m)));
  if (node["arrows"])
    for (const auto& a : entries(file, node["arrows"], "arrows"))
      d.arrows.push_back(parse_arrow(y::as_string(file, a, "an arrow"), at(file, a)));
  d.name = node["name"] ? slug(y::as_string(file, node["name"], "name")) : slug(d.caption);
  return d;
}

std::vector<DiagramSpec> read_diagrams(const std::string& file, const YAML::Node& node) {
  yaml::require_seq(file, node, "diagrams");
  std::vector<DiagramSpec> out;
  std::set<std::string> names;
  for (const auto& n : node) {
    out.push_back(read_diagram(file, n));
    // Two diagrams must not write the same file.
    std::string name = out.back().name;
    for (int k = 2; names.count(out.back().name); ++k) out.back().name = name + "-" + std::to_string(k);
    names.insert(out.back().name);
  }
  return out;
}

}  // namespace pp::diagram

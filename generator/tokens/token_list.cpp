#include "tokens/token_list.h"

#include <algorithm>
#include <cctype>
#include <optional>

#include "common/yamlutil.h"
#include "model/layout.h"

namespace pp {
namespace {

namespace y = pp::yaml;

const std::vector<std::string_view> kTokenKeys{"size",   "shape", "labels", "sides",
                                               "extras", "backs", "turn",   "side-names"};
const std::vector<std::string_view> kExtraKeys{"piece", "name", "count", "reason", "hides"};

void read_extras(const Layout& layout, const rules::Variant& variant, const YAML::Node& node, TokenPlan& plan) {
  const std::string& file = layout.doc.origin("tokens.extras");
  y::require_seq(file, node, "tokens.extras");
  for (const auto& e : node) {
    check_doc_keys(layout.doc, "tokens.extras", e, kExtraKeys, "tokens.extras entry");
    if (!e["piece"] || !e["count"] || !e["reason"])
      throw y::error_at(file, e, "an extra token needs piece, count (per side) and reason");
    const std::string letter = y::as_string(file, e["piece"], "piece");
    if (letter.size() != 1 || !std::isupper(static_cast<unsigned char>(letter[0])))
      throw y::error_at(file, e["piece"], "piece must be one upper-case letter, like D");
    TokenKind kind;
    kind.letter = letter[0];
    const auto& roster = variant.pieces;
    const auto type =
        std::find_if(roster.begin(), roster.end(), [&](const auto& t) { return t.letter == kind.letter; });
    if (e["name"]) kind.name = y::as_string(file, e["name"], "name");
    else if (type != roster.end()) kind.name = type->name;
    else throw y::error_at(file, e["piece"], "piece '" + letter + "' is not in the layout's pieces; give it a name");
    kind.count = static_cast<int>(y::as_int(file, e["count"], "count", 1, 100));
    kind.reason = y::as_string(file, e["reason"], "reason");
    if (kind.reason.empty()) throw y::error_at(file, e["reason"], "say why the rules need these tokens");
    if (const YAML::Node hides = e["hides"]) {
      // The pieces such a token is laid over, each a letter of the layout's pieces.
      y::require_seq(file, hides, "hides");
      if (hides.size() == 0)
        throw y::error_at(file, hides, "hides lists the pieces the token is laid over, like [G, A]");
      for (const auto& h : hides) {
        const std::string hidden = y::as_string(file, h, "hides");
        if (hidden.size() != 1 ||
            std::none_of(roster.begin(), roster.end(), [&](const auto& t) { return t.letter == hidden[0]; }))
          throw y::error_at(file, h, "hides takes letters of the layout's pieces, not '" + hidden + "'");
        kind.hides += hidden;
      }
    }
    for (int side = 0; side < variant.sides; ++side) {
      kind.side = side;
      plan.kinds.push_back(kind);
    }
  }
}

}  // namespace

int TokenPlan::total() const {
  int n = 0;
  for (const auto& k : kinds) n += k.count;
  return n;
}

std::map<std::string, int> TokenPlan::by_piece() const {
  std::map<std::string, int> out;
  for (const auto& k : kinds) out[k.name] += k.count;
  return out;
}

std::vector<std::string> default_side_names(int sides) {
  if (sides == 6) return {"white", "blue", "gold", "black", "green", "red"};
  if (sides == 2) return {"white", "black"};
  std::vector<std::string> out;
  for (int i = 1; i <= sides; ++i) out.push_back("side-" + std::to_string(i));
  return out;
}

namespace {

// `tokens: <key>:`, one name a side, or nothing when the layout does not give it.
std::optional<std::vector<std::string>> names_at(const Layout& layout, const char* key) {
  const int sides = layout.has_variant ? layout.variant.sides : 2;
  const YAML::Node node = layout.doc.root["tokens"];
  if (!node || !node.IsMap() || !node[key]) return std::nullopt;
  const YAML::Node n = node[key];
  const std::string what = std::string("tokens.") + key;
  const std::string& f = layout.doc.origin(what);
  y::require_seq(f, n, what);
  if (static_cast<int>(n.size()) != sides)
    throw y::error_at(f, n,
                      what + " names " + std::to_string(n.size()) + " sides; the setup has " + std::to_string(sides));
  std::vector<std::string> names;
  for (const auto& s : n) {
    names.push_back(y::as_string(f, s, "side name"));
    if (names.back().empty()) throw y::error_at(f, s, what + " takes a name for each side, not an empty one");
  }
  return names;
}

}  // namespace

std::vector<std::string> side_names(const Layout& layout) {
  if (auto names = names_at(layout, "sides")) return *names;
  return default_side_names(layout.has_variant ? layout.variant.sides : 2);
}

std::vector<std::string> side_display_names(const Layout& layout) {
  if (auto names = names_at(layout, "side-names")) return *names;
  std::vector<std::string> names = side_names(layout);
  for (std::string& name : names)
    if (!name.empty()) name[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(name[0])));
  return names;
}

TokenPlan plan_tokens(const Layout& layout) {
  TokenPlan plan;
  const rules::Variant& variant = layout.variant;
  const int sides = variant.sides;
  plan.sides = default_side_names(sides);
  // Setup pieces, by side, in the order of the roster.
  for (int side = 0; side < sides; ++side)
    for (const auto& type : variant.pieces) {
      if (type.promoted) continue;  // a promoted form (Shogi's +P) is the back of its piece's token
      TokenKind kind{side, type.letter, type.name, 0, "", ""};
      for (const auto& p : variant.setup) kind.count += p.side == side && p.letter == type.letter ? 1 : 0;
      if (kind.count > 0) plan.kinds.push_back(kind);
    }
  const YAML::Node node = layout.doc.root["tokens"];
  if (!node) return plan;
  check_doc_keys(layout.doc, "tokens", node, kTokenKeys, "tokens");
  if (auto n = node["size"]) {
    const std::string& f = layout.doc.origin("tokens.size");
    plan.size_mm = parse_token_size(y::as_string(f, n, "tokens.size"));
    if (!plan.size_mm) throw y::error_at(f, n, "tokens.size must be " + token_size_help());
  }
  if (auto n = node["shape"]) {
    const std::string& f = layout.doc.origin("tokens.shape");
    plan.shape = parse_token_shape(y::as_string(f, n, "tokens.shape"));
    if (!plan.shape) throw y::error_at(f, n, "tokens.shape must be circle, square, triangle or wedge");
  }
  if (auto n = node["backs"]) {
    const std::string& f = layout.doc.origin("tokens.backs");
    plan.backs = parse_token_backs(y::as_string(f, n, "tokens.backs"));
    if (!plan.backs) throw y::error_at(f, n, "tokens.backs must be " + std::string(kBacksChoices));
  }
  if (auto n = node["labels"]) plan.labels = y::as_bool(layout.doc.origin("tokens.labels"), n, "tokens.labels");
  plan.sides = side_names(layout);
  side_display_names(layout);  // checked with the rest of tokens:, though only captions use them
  if (auto n = node["extras"]) read_extras(layout, variant, n, plan);
  // Each side's tokens together, so one side's sheet can be cut out at a time.
  std::stable_sort(plan.kinds.begin(), plan.kinds.end(), [](const auto& a, const auto& b) { return a.side < b.side; });
  return plan;
}

}  // namespace pp

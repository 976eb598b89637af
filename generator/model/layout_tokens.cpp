#include "model/layout_tokens.h"

#include <algorithm>
#include <cctype>

#include "common/yamlutil.h"

namespace pp {
namespace {

namespace y = pp::yaml;

const std::vector<std::string_view> kTokenKeys{"size", "shape", "labels", "sides", "extras", "backs", "turn"};
const std::vector<std::string_view> kExtraKeys{"piece", "name", "count", "reason", "hides"};

ExtraTokens read_extra(const YamlDoc& doc, const rules::Variant& variant, const YAML::Node& e) {
  const std::string& file = doc.origin("tokens.extras");
  check_doc_keys(doc, "tokens.extras", e, kExtraKeys, "tokens.extras entry");
  if (!e["piece"] || !e["count"] || !e["reason"])
    throw y::error_at(file, e, "an extra token needs piece, count (per side) and reason");
  const std::string letter = y::as_string(file, e["piece"], "piece");
  if (letter.size() != 1 || !std::isupper(static_cast<unsigned char>(letter[0])))
    throw y::error_at(file, e["piece"], "piece must be one upper-case letter, like D");
  ExtraTokens extra;
  extra.letter = letter[0];
  const auto& roster = variant.pieces;
  const auto type = std::find_if(roster.begin(), roster.end(), [&](const auto& t) { return t.letter == extra.letter; });
  if (e["name"]) extra.name = y::as_string(file, e["name"], "name");
  else if (type != roster.end()) extra.name = type->name;
  else throw y::error_at(file, e["piece"], "piece '" + letter + "' is not in the layout's pieces; give it a name");
  extra.count = static_cast<int>(y::as_int(file, e["count"], "count", 1, 100));
  extra.reason = y::as_string(file, e["reason"], "reason");
  if (extra.reason.empty()) throw y::error_at(file, e["reason"], "say why the rules need these tokens");
  if (const YAML::Node hides = e["hides"]) {
    // The pieces such a token is laid over, each a letter of the layout's pieces.
    y::require_seq(file, hides, "hides");
    if (hides.size() == 0) throw y::error_at(file, hides, "hides lists the pieces the token is laid over, like [G, A]");
    for (const auto& h : hides) {
      const std::string hidden = y::as_string(file, h, "hides");
      if (hidden.size() != 1 ||
          std::none_of(roster.begin(), roster.end(), [&](const auto& t) { return t.letter == hidden[0]; }))
        throw y::error_at(file, h, "hides takes letters of the layout's pieces, not '" + hidden + "'");
      extra.hides += hidden;
    }
  }
  return extra;
}

std::vector<std::string> read_sides(const YamlDoc& doc, const YAML::Node& n, int sides) {
  const std::string& f = doc.origin("tokens.sides");
  y::require_seq(f, n, "tokens.sides");
  if (static_cast<int>(n.size()) != sides)
    throw y::error_at(
        f, n, "tokens.sides names " + std::to_string(n.size()) + " sides; the setup has " + std::to_string(sides));
  std::vector<std::string> names;
  for (const auto& s : n) names.push_back(y::as_string(f, s, "side name"));
  return names;
}

}  // namespace

std::vector<std::string> default_side_names(int sides) {
  if (sides == 6) return {"white", "blue", "gold", "black", "green", "red"};
  if (sides == 2) return {"white", "black"};
  std::vector<std::string> out;
  for (int i = 1; i <= sides; ++i) out.push_back("side-" + std::to_string(i));
  return out;
}

TokenSection read_token_section(const YamlDoc& doc, const rules::Variant& variant) {
  TokenSection out;
  out.sides = default_side_names(variant.sides);
  const YAML::Node node = doc.root["tokens"];
  if (!node) return out;
  check_doc_keys(doc, "tokens", node, kTokenKeys, "tokens");
  if (auto n = node["size"]) {
    const std::string& f = doc.origin("tokens.size");
    out.size_mm = parse_token_size(y::as_string(f, n, "tokens.size"));
    if (!out.size_mm) throw y::error_at(f, n, "tokens.size must be " + token_size_help());
  }
  if (auto n = node["shape"]) {
    const std::string& f = doc.origin("tokens.shape");
    out.shape = parse_token_shape(y::as_string(f, n, "tokens.shape"));
    if (!out.shape) throw y::error_at(f, n, "tokens.shape must be circle, square or triangle");
  }
  if (auto n = node["backs"]) {
    const std::string& f = doc.origin("tokens.backs");
    out.backs = parse_token_backs(y::as_string(f, n, "tokens.backs"));
    if (!out.backs) throw y::error_at(f, n, "tokens.backs must be " + std::string(kBacksChoices));
  }
  if (auto n = node["labels"]) out.labels = y::as_bool(doc.origin("tokens.labels"), n, "tokens.labels");
  if (auto n = node["sides"]) out.sides = read_sides(doc, n, variant.sides);
  if (auto n = node["extras"]) {
    y::require_seq(doc.origin("tokens.extras"), n, "tokens.extras");
    for (const auto& e : n) out.extras.push_back(read_extra(doc, variant, e));
  }
  return out;
}

}  // namespace pp

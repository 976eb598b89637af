#include "model/layout_tokens.h"

#include <algorithm>
#include <cctype>
#include <charconv>

#include "common/yaml_at.h"

namespace pp {
namespace {

using yaml::At;

const std::vector<std::string_view> kTokenKeys{"size",  "shape", "labels",     "sides",   "extras",
                                               "backs", "turn",  "side-names", "heights", "sizes"};
const std::vector<std::string_view> kExtraKeys{"piece", "name", "count", "reason", "hides"};

bool in_roster(const rules::Variant& variant, char letter) {
  return std::any_of(variant.pieces.begin(), variant.pieces.end(), [&](const auto& t) { return t.letter == letter; });
}

ExtraTokens read_extra(const At& e, const rules::Variant& variant) {
  e.keys(kExtraKeys, "tokens.extras entry");
  if (!e["piece"] || !e["count"] || !e["reason"])
    throw e.error("an extra token needs piece, count (per side) and reason");
  const std::string letter = e["piece"].text("piece");
  if (letter.size() != 1 || !std::isupper(static_cast<unsigned char>(letter[0])))
    throw e["piece"].error("piece must be one upper-case letter, like D");
  ExtraTokens extra;
  extra.letter = letter[0];
  const auto* type = variant.piece(extra.letter);
  if (e["name"]) extra.name = e["name"].title("name");
  else if (type) extra.name = type->name;
  else throw e["piece"].error("piece '" + letter + "' is not in the layout's pieces; give it a name");
  extra.count = static_cast<int>(e["count"].whole("count", 1, 100));
  extra.reason = e["reason"].text("reason");
  if (extra.reason.empty()) throw e["reason"].error("say why the rules need these tokens");
  if (const At hides = e["hides"]) {
    // The pieces such a token is laid over, each a letter of the layout's pieces.
    const std::vector<At> letters = hides.items("hides");
    if (letters.empty()) throw hides.error("hides lists the pieces the token is laid over, like [G, A]");
    for (const At& h : letters) {
      const std::string hidden = h.text("hides");
      if (hidden.size() != 1 || !in_roster(variant, hidden[0]))
        throw h.error("hides takes letters of the layout's pieces, not '" + hidden + "'");
      extra.hides += hidden;
    }
  }
  return extra;
}

// `tokens.sides` or `tokens.side-names`: one non-empty name a side.
std::vector<std::string> read_sides(const At& n, int sides) {
  const std::vector<At> items = n.items(n.path());
  if (static_cast<int>(items.size()) != sides)
    throw n.error(n.path() + " names " + std::to_string(items.size()) + " sides; the setup has " +
                  std::to_string(sides));
  std::vector<std::string> names;
  names.reserve(items.size());
  for (const At& s : items) {
    names.push_back(s.title("a side name"));
    if (names.back().empty()) throw s.error(n.path() + " takes a name for each side, not an empty one");
  }
  return names;
}

// `tokens.heights: {K: 100%, P: 65%}`: a standee's face per piece, a share of the tallest;
// `tokens.sizes`, the same for a flat token's size, a share of the largest.
std::map<char, double> read_shares(const At& n, const rules::Variant& variant, const std::string& key_path,
                                   double (*read)(const At&, const std::string&)) {
  std::map<char, double> out;
  for (const auto& [key, value] : n.entries(key_path)) {
    if (key.size() != 1 || !in_roster(variant, key[0]))
      throw value.error(std::string(key_path).append(" takes letters of the layout's pieces, not '").append(key) + "'");
    out[key[0]] = read(value, std::string(key_path).append(".").append(key));
  }
  return out;
}

// "70%" from 20% to 100%, as a share; InputError naming `what` (a `noun`) and the `whole` it is
// a share of.
double read_share(const At& value, const std::string& what, std::string_view noun, const std::string& whole) {
  const std::string text = value.text(noun);
  double share = 0;
  const char* last = text.data() + text.size() - 1;
  const auto [end, ec] = std::from_chars(text.data(), last, share);
  if (text.size() < 2 || *last != '%' || ec != std::errc() || end != last || share < 20 || share > 100)
    throw value.error(what + " must be a share of " + whole + " from 20% to 100%, like 70%");
  return share / 100;
}

// A word of `tokens.NAME` that `parse` knows; anything else is an error saying what it must be.
template <typename Parse>
auto read_word(const At& n, Parse parse, const std::string& must_be) {
  auto value = parse(n.text(n.path()));
  if (!value) throw n.error(n.path() + " must be " + must_be);
  return value;
}

}  // namespace

double read_height_share(const At& value, const std::string& what) {
  return read_share(value, what, "height", "the tallest face");
}

double read_size_share(const At& value, const std::string& what) {
  return read_share(value, what, "size", "the largest token");
}

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
  const At node = At(doc)["tokens"];
  if (!node) {
    name_sides_for_captions(out);
    return out;
  }
  node.keys(kTokenKeys, "tokens");
  if (const At n = node["size"]) out.size_mm = read_word(n, parse_token_size, token_size_help());
  if (const At n = node["shape"]) out.shape = read_word(n, parse_token_shape, kTokenShapes.listed());
  if (const At n = node["backs"]) out.backs = read_word(n, parse_token_backs, kTokenBacks.listed());
  if (const At n = node["labels"]) out.labels = n.flag("tokens.labels");
  if (const At n = node["sides"]) out.sides = read_sides(n, variant.sides);
  if (const At n = node["side-names"]) out.display_names = read_sides(n, variant.sides);
  if (const At n = node["heights"]) out.heights = read_shares(n, variant, "tokens.heights", &read_height_share);
  if (const At n = node["sizes"]) out.sizes = read_shares(n, variant, "tokens.sizes", &read_size_share);
  if (const At n = node["extras"])
    for (const At& e : n.items("tokens.extras")) out.extras.push_back(read_extra(e, variant));
  name_sides_for_captions(out);
  return out;
}

void name_sides_for_captions(TokenSection& section) {
  if (!section.display_names.empty()) return;
  section.display_names = section.sides;
  for (std::string& name : section.display_names)
    if (!name.empty()) name[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(name[0])));
}

}  // namespace pp

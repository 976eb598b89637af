#include "import/fsf_letters.h"

#include <cctype>
#include <string>

namespace pp::import {
namespace {

// pawnprint's letters -> the engine's, all at once (Grand's Marshall M is the engine's
// Chancellor C while its Cardinal C is the engine's Archbishop A).
struct Letters {
  std::string_view layout, ours, engines;
};
constexpr Letters kLetters[] = {
    {"grand", "MC", "CA"}, {"shatar", "Q", "J"},  // the Bers
};

char swap(const Letters& l, char c) {
  const bool lower = std::islower(static_cast<unsigned char>(c)) != 0;
  const size_t at = l.ours.find(static_cast<char>(std::toupper(static_cast<unsigned char>(c))));
  if (at == std::string_view::npos) return c;
  return lower ? static_cast<char>(std::tolower(static_cast<unsigned char>(l.engines[at]))) : l.engines[at];
}

std::string swapped(const Letters& l, std::string text) {
  for (char& c : text) c = swap(l, c);
  return text;
}

// A piece key: `X` or its promoted form `+X`.
bool piece_key(const std::string& key) {
  const size_t i = key.size() == 2 && key[0] == '+' ? 1 : 0;
  return key.size() == i + 1 && std::isupper(static_cast<unsigned char>(key[i]));
}

// A map with its piece keys swapped, order kept. A piece's `also` letters go: they are the
// engine's, which are now its own.
YAML::Node swapped_keys(const Letters& l, const YAML::Node& map) {
  YAML::Node out(YAML::NodeType::Map);
  for (const auto& kv : map) {
    const std::string key = kv.first.Scalar();
    YAML::Node piece = YAML::Clone(kv.second);
    if (piece_key(key) && piece.IsMap()) piece.remove("also");
    out[piece_key(key) ? swapped(l, key) : key] = piece;
  }
  return out;
}

// The rules' letters: per-piece maps (drops' cells, confinement) and the values that are letters.
YAML::Node swapped_rules(const Letters& l, const YAML::Node& node, const std::string& key) {
  if (node.IsMap()) {
    YAML::Node out(YAML::NodeType::Map);
    for (const auto& kv : node) {
      const std::string k = kv.first.Scalar();
      out[piece_key(k) ? swapped(l, k) : k] = swapped_rules(l, kv.second, k);
    }
    return out;
  }
  if (node.IsScalar() && (key == "to" || key == "hand" || key == "demote"))
    return YAML::Node(swapped(l, node.Scalar()));
  return node;
}

}  // namespace

YAML::Node with_engine_letters(std::string_view name, const YAML::Node& parent) {
  for (const Letters& l : kLetters) {
    if (l.layout != name) continue;
    YAML::Node out = YAML::Clone(parent);
    if (parent["pieces"] && parent["pieces"].IsMap()) out["pieces"] = swapped_keys(l, parent["pieces"]);
    if (parent["setup"] && parent["setup"].IsScalar()) {
      const std::string setup = parent["setup"].Scalar();
      const size_t space = setup.find(' ');
      out["setup"] = swapped(l, setup.substr(0, space)) + (space == std::string::npos ? "" : setup.substr(space));
    }
    if (parent["rules"] && parent["rules"].IsMap()) out["rules"] = swapped_rules(l, parent["rules"], "rules");
    return out;
  }
  return parent;
}

}  // namespace pp::import

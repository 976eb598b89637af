// The handicaps of Kifu for Windows by the names its 手合割 line gives them. The player giving
// the handicap (上手) sits as Gote, leaves out the pieces the name says and moves first; 左 and
// 右 are that player's left and right, so 香落ち takes the Lance on 1a and 右香落ち the one on 9a.
#include <array>
#include <utility>

#include "rules/notation/kif_parts.h"

namespace rules {
namespace {

constexpr const char* kSenteRanks = "/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL";

// Each name and Gote's first two ranks without the pieces it gives.
constexpr std::array<std::pair<const char*, const char*>, 15> kHandicaps{{
    {"香落ち", "lnsgkgsn1/1r5b1"},
    {"右香落ち", "1nsgkgsnl/1r5b1"},
    {"角落ち", "lnsgkgsnl/1r7"},
    {"飛車落ち", "lnsgkgsnl/7b1"},
    {"飛香落ち", "lnsgkgsn1/7b1"},
    {"二枚落ち", "lnsgkgsnl/9"},
    {"三枚落ち", "lnsgkgsn1/9"},
    {"四枚落ち", "1nsgkgsn1/9"},
    {"五枚落ち", "2sgkgsn1/9"},
    {"左五枚落ち", "1nsgkgs2/9"},
    {"六枚落ち", "2sgkgs2/9"},
    {"左七枚落ち", "2sgkg3/9"},
    {"右七枚落ち", "3gkgs2/9"},
    {"八枚落ち", "3gkg3/9"},
    {"十枚落ち", "4k4/9"},
}};

}  // namespace

std::string kif_handicap_sfen(std::string_view name) {
  if (name == "平手") return std::string("lnsgkgsnl/1r5b1") + kSenteRanks + " b - 1";
  for (const auto& [kanji, gote] : kHandicaps)
    if (name == kanji) return std::string(gote) + kSenteRanks + " w - 1";
  return "";
}

std::string kif_handicap_names() {
  std::string out = "平手";
  for (const auto& [kanji, gote] : kHandicaps) out += std::string(", ") + kanji;
  return out;
}

}  // namespace rules

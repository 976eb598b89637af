#include "model/token_backs.h"

#include <array>
#include <utility>

namespace pp {
namespace {

constexpr std::array<std::pair<std::string_view, TokenBacks>, 6> kBacks{{{"none", TokenBacks::None},
                                                                         {"plain", TokenBacks::Plain},
                                                                         {"mirror", TokenBacks::Mirror},
                                                                         {"promoted", TokenBacks::Promoted},
                                                                         {"mask", TokenBacks::Mask},
                                                                         {"fold", TokenBacks::Fold}}};

}  // namespace

std::optional<TokenBacks> parse_token_backs(std::string_view text) {
  for (const auto& [name, backs] : kBacks)
    if (name == text) return backs;
  return std::nullopt;
}

std::string_view backs_name(TokenBacks backs) {
  for (const auto& [name, each] : kBacks)
    if (each == backs) return name;
  return "none";
}

std::optional<Duplex> parse_duplex(std::string_view text) {
  if (text == "long") return Duplex::Long;
  if (text == "short") return Duplex::Short;
  return std::nullopt;
}

std::string_view duplex_name(Duplex duplex) { return duplex == Duplex::Long ? "long" : "short"; }

}  // namespace pp

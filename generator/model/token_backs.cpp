#include "model/token_backs.h"

#include <array>
#include <utility>

namespace pp {
namespace {

constexpr std::array<std::pair<std::string_view, TokenBacks>, 5> kBacks{{{"none", TokenBacks::None},
                                                                         {"plain", TokenBacks::Plain},
                                                                         {"mirror", TokenBacks::Mirror},
                                                                         {"promoted", TokenBacks::Promoted},
                                                                         {"mask", TokenBacks::Mask}}};

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

}  // namespace pp

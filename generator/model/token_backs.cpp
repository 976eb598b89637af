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

std::optional<CutMarks> parse_cut_marks(std::string_view text) {
  if (text == "none") return CutMarks::None;
  if (text == "silhouette") return CutMarks::Silhouette;
  if (text == "cricut") return CutMarks::Cricut;
  return std::nullopt;
}

std::string_view cut_marks_name(CutMarks marks) {
  switch (marks) {
    case CutMarks::Silhouette: return "silhouette";
    case CutMarks::Cricut: return "cricut";
    case CutMarks::None: break;
  }
  return "none";
}

std::optional<StandeeBase> parse_standee_base(std::string_view text) {
  if (text == "tabs") return StandeeBase::Tabs;
  if (text == "slot") return StandeeBase::Slot;
  return std::nullopt;
}

std::string_view standee_base_name(StandeeBase base) { return base == StandeeBase::Slot ? "slot" : "tabs"; }

}  // namespace pp

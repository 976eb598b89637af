#pragma once
// The family a layout is shown under in the gallery's catalogue, so a newcomer can find a game
// by what kind of game it is: its `family:` key, else told from its board and rules.
#include <string>
#include <string_view>

#include "common/choices.h"

namespace pp {

struct Layout;

enum class Family { Western, Shogi, Xiangqi, Makruk, Historical, Hexagonal, MultiPlayer, Imported, Other };

// As a layout's `family:` key writes them.
inline constexpr auto kFamilies = choices<Family>({{"western", Family::Western},
                                                   {"shogi", Family::Shogi},
                                                   {"xiangqi", Family::Xiangqi},
                                                   {"makruk", Family::Makruk},
                                                   {"historical", Family::Historical},
                                                   {"hexagonal", Family::Hexagonal},
                                                   {"multi-player", Family::MultiPlayer},
                                                   {"imported", Family::Imported},
                                                   {"other", Family::Other}});

// The family's heading on the catalogue ("Xiangqi and Janggi").
std::string_view family_heading(Family family);

// Where `pawnprint import` took the layout from ("variants.ini, section [archers]"), read from the
// line it opens every layout it writes with; "" for a layout written by hand.
std::string import_origin(const Layout& layout);

// The layout's `family:`, or: written by `pawnprint import`, imported; more than two sides,
// multi-player; hexagonal cells, hexagonal; Shogi's or Xiangqi's coordinates or a board of
// points, their families; else Western.
Family layout_family(const Layout& layout);

}  // namespace pp

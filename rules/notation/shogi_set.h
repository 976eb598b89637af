#pragma once
// The pieces of one Shogi set that can be in a hand, by letter and count: what "every piece not
// yet placed" means to CSA's 00AL and to a BOD board's 残り全部.
#include <array>
#include <utility>

namespace rules {

inline constexpr std::array<std::pair<char, int>, 7> kShogiHandSet{
    {{'R', 2}, {'B', 2}, {'G', 4}, {'S', 4}, {'N', 4}, {'L', 4}, {'P', 18}}};

}  // namespace rules

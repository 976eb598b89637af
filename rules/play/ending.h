#pragma once
// How a game ends. The core knows checkmate and stalemate; a special rule that ends games
// otherwise declares its ending in its file (assassination, a bare King, a goal reached) and
// returns it from its Ends facet's `ending` hook (facets/ends.h).
#include <cstdint>
#include <string_view>

namespace rules {

struct Ending {
  std::string_view name{};  // "checkmate": the moves command, game sheets
};

extern const Ending kCheckmateEnding, kStalemateEnding;

struct Outcome {
  const Ending* ending = nullptr;  // nullptr: the game goes on
  int winner = -1;                 // side (a mode's team with more than two armies), or -1: a draw / no result yet
  std::uint32_t armies = 0;        // more than two armies: the winning side's armies, one bit each
  double points = 1;               // the winner's share of the point: 3/4 for Gliński's stalemate

  bool over() const { return ending != nullptr; }
};

std::string_view ending_name(const Ending* e);  // "none" for nullptr

}  // namespace rules

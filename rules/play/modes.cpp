#include "rules/play/modes.h"

#include <algorithm>

#include "rules/variant/armies.h"

namespace rules {

void Game::set_mode(const PlayMode& mode) {
  mode_ = mode;
  for (int a = 0; a < kMaxSides; ++a) {
    friends_[static_cast<size_t>(a)] = static_cast<std::uint8_t>(kWallBit | (1u << a));
    team_[static_cast<size_t>(a)] = -1;
  }
  for (size_t t = 0; t < mode.sides.size(); ++t) {
    std::uint8_t mask = kWallBit;
    for (int a : mode.sides[t]) mask = static_cast<std::uint8_t>(mask | (1u << a));
    for (int a : mode.sides[t]) {
      friends_[static_cast<size_t>(a)] = mask;
      team_[static_cast<size_t>(a)] = static_cast<std::int8_t>(t);
    }
  }
}

std::uint32_t Game::team_armies(int team) const {
  std::uint32_t mask = 0;
  for (int a = 0; a < sides(); ++a)
    if (team_[static_cast<size_t>(a)] == team) mask |= 1u << a;
  return mask;
}

void remove_mode_armies(const Game& game, Position& pos) {
  const PlayMode* mode = game.mode();
  if (!mode) return;
  for (int a : mode->removed) {
    for (auto& p : pos.board)
      if (p && side_of(p) == a) p = 0;
    pos.king[static_cast<size_t>(a)] = -1;
  }
  for (int k = 0; k < game.sides() && pos.king[static_cast<size_t>(pos.stm)] < 0; ++k)
    pos.stm = (pos.stm + 1) % game.sides();
}

namespace {

bool random_order(const Game& game, const std::string& order) {
  if (!order.empty()) return order == "random";
  return game.mode() ? game.mode()->random_order : game.variant().rules.armies.random_order;
}

}  // namespace

Rounds::Rounds(const Game& game, std::uint64_t seed, const std::string& order)
    : game_(game), order_(random_order(game, order), seed, game.sides()) {}

PlayedRound Rounds::next(std::uint32_t alive) {
  PlayedRound r{order_.next(alive), {}};
  auto& order = r.dice.order;
  const int neutral = game_.mode() ? game_.mode()->neutral : -1;
  if (!order.empty() && order.front() == neutral) std::rotate(order.begin(), order.begin() + 1, order.end());
  for (int a : order) r.player.push_back(a == neutral ? game_.team(order.front()) : game_.team(a));
  return r;
}

std::string side_name(const Game& game, int team) {
  std::vector<std::string> names;
  for (int a = 0; a < game.sides(); ++a)
    if (game.team_armies(team) >> a & 1u) names.emplace_back(army_name(a));
  std::string out;
  for (size_t i = 0; i < names.size(); ++i) out += (i == 0 ? "" : i + 1 == names.size() ? " and " : ", ") + names[i];
  return out;
}

}  // namespace rules

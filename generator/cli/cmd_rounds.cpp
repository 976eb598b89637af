// `pawnprint rounds`: the order of play, round by round, for a layout of more than two armies
// in a mode of play: thrown with dice from --seed (the same seed, the same rounds) or fixed,
// with the player who moves the neutral army.
#include <iostream>

#include "cli/commands.h"
#include "cli/rules_common.h"
#include "common/input_error.h"
#include "rules/load/load.h"
#include "rules/play/modes.h"
#include "rules/variant/armies.h"

namespace pp::cli {
namespace {

struct RoundsFlags {
  std::string layout, mode, order;
  std::uint64_t seed = 0;
  int count = 6;
};

int run_rounds(const RoundsFlags& f) {
  const RulesInput in = load_rules(f.layout, f.mode);
  const rules::Game& g = *in.game;
  if (g.sides() <= 2)
    throw InputError({f.layout, 0, 0}, "two sides simply alternate: rounds are for layouts of more than two armies");
  const rules::Position start = rules::start_position(g, "", "setup", false);
  std::uint32_t alive = 0;
  for (int a = 0; a < g.sides(); ++a)
    if (start.king[static_cast<size_t>(a)] >= 0) alive |= 1u << a;
  const int neutral = g.mode() ? g.mode()->neutral : -1;
  if (neutral >= 0 && f.order == "fixed")
    throw InputError({"--order", 0, 0},
                     "the neutral army's mover is the round's first, so mode '" + f.mode + "' needs the random order");
  rules::Rounds rounds(g, f.seed, f.order);
  for (int i = 1; i <= f.count; ++i) {
    const rules::PlayedRound r = rounds.next(alive);
    std::cout << "round " << i;
    if (r.dice.first_die) std::cout << " (dice " << r.dice.first_die << ' ' << r.dice.direction_die << ')';
    std::cout << ':';
    for (size_t k = 0; k < r.dice.order.size(); ++k) {
      const int a = r.dice.order[k];
      std::cout << (k ? ", " : " ") << rules::army_name(a);
      if (a == neutral) std::cout << " (neutral, moved by " << rules::side_name(g, r.player[k]) << ')';
    }
    std::cout << '\n';
  }
  return kOk;
}

std::pair<CLI::App*, Runner> setup_rounds(CLI::App& app) {
  auto* sub = app.add_subcommand("rounds", "print who moves when, round by round, for a game of many armies");
  auto f = std::make_shared<RoundsFlags>();
  sub->add_option("LAYOUT", f->layout, "layout name (as `pawnprint list` shows them) or YAML file")->required();
  add_mode_option(*sub, f->mode);
  sub->add_option("--order", f->order, "fixed or random (dice), instead of the mode's or layout's order")
      ->check(CLI::IsMember({"fixed", "random"}));
  add_seed_option(*sub, f->seed, "the dice throws come from this number (random order)");
  sub->add_option("--count", f->count, "rounds to print")->check(CLI::Range(1, 1000));
  return {sub, [f] { return run_rounds(*f); }};
}

}  // namespace

PP_COMMAND(53, setup_rounds);

}  // namespace pp::cli

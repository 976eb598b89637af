// `pawnprint setup`: the start position as FEN (less the armies a --mode removes); layouts
// with a shuffled back rank deal one from --seed (the same seed, the same setup).
#include <iostream>

#include "cli/commands.h"
#include "cli/rules_common.h"
#include "rules/load/load.h"
#include "rules/load/shuffled_setup.h"

namespace pp::cli {
namespace {

struct SetupFlags {
  std::string layout, mode;
  std::uint64_t seed = 0;
  bool seeded = false;
};

int run_setup(const SetupFlags& f) {
  const RulesInput in = load_rules(f.layout, f.mode);
  const rules::Game& g = *in.game;
  if (!f.seeded || !g.variant().rules.shuffle.enabled) {
    std::cout << rules::to_fen(g.variant(), g.board(), rules::start_position(g, "", "setup", false)) << '\n';
    return kOk;
  }
  std::cout << rules::shuffled_setup(g, f.seed) << '\n';
  return kOk;
}

std::pair<CLI::App*, Runner> setup_setup(CLI::App& app) {
  auto* sub =
      app.add_subcommand("setup", "print the start position as FEN (dealt from --seed when the layout shuffles)");
  auto f = std::make_shared<SetupFlags>();
  sub->add_option("LAYOUT", f->layout, "layout name (as `pawnprint list` shows them) or YAML file")->required();
  add_mode_option(*sub, f->mode);
  auto* seed = add_seed_option(*sub, f->seed, "deal a shuffled back rank from this number");
  return {sub, [f, seed] {
            f->seeded = seed->count() > 0;
            return run_setup(*f);
          }};
}

}  // namespace

PP_COMMAND(52, setup_setup);

}  // namespace pp::cli

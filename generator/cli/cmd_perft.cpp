// `pawnprint perft`: count the leaves of the legal move tree, optionally per first move.
#include <iostream>

#include "cli/commands.h"
#include "cli/rules_common.h"
#include "rules/notation/notation.h"
#include "rules/play/perft.h"

namespace pp::cli {
namespace {

struct PerftFlags {
  std::string layout, fen, mode;
  int depth = 1;
  bool divide = false;
};

int run_perft(const PerftFlags& f) {
  const RulesInput in = load_rules(f.layout, f.mode);
  const rules::Game& g = *in.game;
  rules::Position pos = position_from(g, f.fen);
  if (!f.divide) {
    std::cout << rules::perft(g, pos, f.depth) << '\n';
    return kOk;
  }
  std::uint64_t total = 0;
  for (const auto& [m, n] : rules::perft_divide(g, pos, f.depth)) {
    std::cout << rules::move_text(g, m) << ": " << n << '\n';
    total += n;
  }
  std::cout << "\nNodes searched: " << total << '\n';
  return kOk;
}

std::pair<CLI::App*, Runner> setup_perft(CLI::App& app) {
  auto* sub = app.add_subcommand("perft", "count the legal move paths of a given depth");
  auto f = std::make_shared<PerftFlags>();
  sub->add_option("LAYOUT", f->layout, "layout name (as `pawnprint list` shows them) or YAML file")->required();
  add_mode_option(*sub, f->mode);
  add_fen_option(*sub, f->fen);
  sub->add_option("--depth", f->depth, "plies")->required()->check(CLI::Range(1, 20));
  sub->add_flag("--divide", f->divide, "the count under each legal move, then the total");
  return {sub, [f] { return run_perft(*f); }};
}

}  // namespace

PP_COMMAND(51, setup_perft);

}  // namespace pp::cli

#pragma once
// What the rules commands (moves, perft, setup) share: the layout compiled for play and the
// position given by --fen (the layout's setup by default).
#include <CLI/CLI.hpp>

#include <cstdint>
#include <memory>
#include <string>

#include "model/layout.h"
#include "rules/play/game.h"

namespace pp::cli {

struct RulesInput {
  Layout layout;
  std::unique_ptr<rules::Game> game;
};

// Throws InputError when the layout has no pieces or they do not load, or when `mode`
// (a mode of play named in the layout's `rules: armies: modes:`) is not one of them.
RulesInput load_rules(const std::string& layout_file, const std::string& mode = "");
// The --mode option, the same on every rules command.
void add_mode_option(CLI::App& sub, std::string& mode);
// The --fen option of the commands that play: a position, never empty (leaving --fen out means
// the setup; an empty value is more likely a script's unset variable).
void add_fen_option(CLI::App& sub, std::string& fen);
// --seed: a whole number that fits in 64 bits, anything else refused rather than wrapped.
CLI::Option* add_seed_option(CLI::App& sub, std::uint64_t& seed, const std::string& help);
// Kings are required here: these commands play, they do not illustrate.
rules::Position position_from(const rules::Game& game, const std::string& fen);

}  // namespace pp::cli

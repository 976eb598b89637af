#include "cli/rules_common.h"

#include <charconv>
#include <cstdint>

#include "common/input_error.h"
#include "common/printable.h"
#include "rules/load/load.h"

namespace pp::cli {

namespace {

void apply_mode(rules::Game& game, const std::string& file, const std::string& name) {
  const auto& armies = game.variant().rules.armies;
  if (const rules::PlayMode* m = armies.mode(name)) return game.set_mode(*m);
  std::string known;
  for (const auto& m : armies.modes) known += (known.empty() ? "" : ", ") + ("'" + m.name + "'");
  throw InputError({"--mode", 0, 0}, known.empty() ? file + " has no modes of play"
                                                   : "no mode '" + name + "' in " + file + " (modes: " + known + ")");
}

}  // namespace

RulesInput load_rules(const std::string& layout_file, const std::string& mode) {
  RulesInput in{load_layout(layout_file), nullptr};
  if (!in.layout.has_variant) throw InputError({layout_file, 1, 1}, "the layout has no pieces to play with");
  in.game = std::make_unique<rules::Game>(in.layout.board, in.layout.variant);
  if (!mode.empty()) apply_mode(*in.game, layout_file, mode);
  return in;
}

void add_mode_option(CLI::App& sub, std::string& mode) {
  sub.add_option("--mode", mode, "a mode of play from the layout (teams, armies removed, a neutral army)");
}

void add_fen_option(CLI::App& sub, std::string& fen) {
  sub.add_option("--fen", fen, "the position (default: the layout's setup)")
      ->check(CLI::Validator(
          [](const std::string& text) {
            return text.find_first_not_of(" \t") == std::string::npos
                       ? std::string("empty position text (leave --fen out for the layout's setup)")
                       : std::string();
          },
          "FEN"));
}

CLI::Option* add_seed_option(CLI::App& sub, std::uint64_t& seed, const std::string& help) {
  // CLI11 would wrap "-1" and saturate 10^30 to the same 2^64-1, so two different seeds
  // would deal alike; only what fits is taken.
  return sub.add_option("--seed", seed, help)
      ->check(CLI::Validator(
          [](const std::string& text) {
            std::uint64_t value = 0;
            const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
            if (ec == std::errc() && end == text.data() + text.size()) return std::string();
            return "must be a whole number from 0 to " + std::to_string(UINT64_MAX) + ", not '" + shortened(text) + "'";
          },
          "N"));
}

rules::Position position_from(const rules::Game& game, const std::string& fen) {
  rules::Position pos = rules::start_position(game, fen, "--fen", true);
  try {
    rules::check_reachable(game, pos);
  } catch (const rules::FenError& e) {
    throw InputError({"--fen", 0, 0}, e.what());
  }
  return pos;
}

}  // namespace pp::cli

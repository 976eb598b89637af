#include <algorithm>
#include <iostream>
#include <optional>
#include <string>

#include "cli/commands.h"
#include "common/input_error.h"
#include "common/printable.h"
#include "common/version.h"
#include "common/yamlutil.h"

namespace pp::cli {

std::vector<CommandEntry>& command_registry() {
  static std::vector<CommandEntry> registry;
  return registry;
}

namespace {

// A first word that names no command: one line with the command it was most likely meant to be,
// where CLI11 alone would say only that a command is required.
std::optional<std::string> unknown_command(const CLI::App& app, int argc, char** argv) {
  if (argc < 2 || argv[1][0] == '-') return std::nullopt;
  const std::string word = argv[1];
  std::vector<std::string> names;
  for (const CLI::App* sub : app.get_subcommands([](const CLI::App*) { return true; }))
    names.push_back(sub->get_name());
  if (std::find(names.begin(), names.end(), word) != names.end()) return std::nullopt;
  std::string message = "pawnprint: '" + word + "' is not a command";
  const std::string near = pp::yaml::nearest(word, std::vector<std::string_view>(names.begin(), names.end()));
  if (!near.empty()) message += " (did you mean '" + near + "'?)";
  return message + "; pawnprint --help lists them";
}

int run_cli(int argc, char** argv) {
  CLI::App app{"pawnprint: printable boards, tokens and rulebook diagrams for chess variants"};
  app.set_version_flag("--version", std::string("pawnprint ") + PAWNPRINT_VERSION);
  app.require_subcommand(1);
  // Bad flags are bad input like any other: one line naming the flag (docs/command-line.md's promise).
  app.failure_message([](const CLI::App*, const CLI::Error& e) { return pp::printable_line(e.what()) + "\n"; });
  auto registry = command_registry();
  std::stable_sort(registry.begin(), registry.end(), [](auto& a, auto& b) { return a.order < b.order; });
  std::vector<std::pair<CLI::App*, Runner>> commands;
  commands.reserve(registry.size());
  for (const auto& entry : registry) commands.push_back(entry.setup(app));
  // Run bare, the program says what it does and how to ask it, as `--help` would.
  if (argc < 2) {
    app.name(argc > 0 ? argv[0] : "pawnprint");  // as --help names it: as the program was called
    std::cout << app.help();
    return kOk;
  }
  if (const auto unknown = unknown_command(app, argc, argv)) {
    std::cerr << pp::printable_line(*unknown) << '\n';
    return kBadInput;
  }
  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    return app.exit(e) == 0 ? kOk : kBadInput;
  }
  try {
    for (auto& [sub, run] : commands)
      if (sub->parsed()) return run();
  } catch (const pp::InputError& e) {
    std::cerr << pp::printable_line(e.describe()) << '\n';
    return kBadInput;
  } catch (const std::exception& e) {
    std::cerr << pp::printable_line(std::string("pawnprint: ") + e.what()) << '\n';
    return kFailure;
  }
  return kFailure;
}

}  // namespace

}  // namespace pp::cli

int main(int argc, char** argv) {
  // Anything thrown while the commands are set up (a bug) is reported like any other failure.
  try {
    return pp::cli::run_cli(argc, argv);
  } catch (const std::exception& e) {
    std::cerr << "pawnprint: " << e.what() << '\n';
    return pp::cli::kFailure;
  }
}

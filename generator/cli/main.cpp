#include <algorithm>
#include <iostream>
#include <string>

#include "cli/commands.h"
#include "common/input_error.h"
#include "common/printable.h"
#include "common/version.h"

namespace pp::cli {

std::vector<CommandEntry>& command_registry() {
  static std::vector<CommandEntry> registry;
  return registry;
}

namespace {

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

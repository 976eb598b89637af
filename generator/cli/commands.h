#pragma once
// Subcommands register themselves: each cmd_*.cpp defines a setup function that adds its
// subcommand to the app and returns what to run, and registers it with PP_COMMAND. main.cpp
// only parses and dispatches, so a new command is a new file.
#include <CLI/CLI.hpp>

#include <functional>
#include <utility>
#include <vector>

namespace pp::cli {

// Returns the exit status: 0 ok, 2 bad usage or input, 1 anything else.
using Runner = std::function<int()>;
using CommandSetup = std::pair<CLI::App*, Runner> (*)(CLI::App& app);

struct CommandEntry {
  int order;  // position in --help
  CommandSetup setup;
};

std::vector<CommandEntry>& command_registry();

struct CommandRegistration {
  CommandRegistration(int order, CommandSetup setup) { command_registry().push_back({order, setup}); }
};

#define PP_COMMAND(order, setup) static const ::pp::cli::CommandRegistration pp_command_##setup(order, setup)

// Exit statuses.
inline constexpr int kOk = 0, kFailure = 1, kBadInput = 2;

}  // namespace pp::cli

#include <algorithm>
#include <cstdio>
#include <iostream>
#include <string>

#include "cli/commands.h"
#include "common/input_error.h"
#include "common/version.h"

namespace pp::cli {

std::vector<CommandEntry>& command_registry() {
  static std::vector<CommandEntry> registry;
  return registry;
}

}  // namespace pp::cli

namespace {

// Errors are one printable line, whatever a library or a file put in them: line breaks become
// spaces, other control bytes and broken UTF-8 are shown as \xNN.
std::string one_line(const std::string& text) {
  std::string out;
  for (size_t i = 0; i < text.size(); ++i) {
    const auto c = static_cast<unsigned char>(text[i]);
    const size_t len = c < 0x80 ? 1 : (c >> 5) == 6 ? 2 : (c >> 4) == 14 ? 3 : (c >> 3) == 30 ? 4 : 0;
    bool whole = len > 1 && i + len <= text.size();
    for (size_t k = 1; whole && k < len; ++k) whole = (static_cast<unsigned char>(text[i + k]) >> 6) == 2;
    if (c == '\n') {
      while (!out.empty() && out.back() == ' ') out.pop_back();
      if (i + 1 < text.size()) out += ' ';
    } else if (c >= 0x20 && c != 0x7f && len == 1) {
      out += static_cast<char>(c);
    } else if (whole) {
      out.append(text, i, len);
      i += len - 1;
    } else {
      char hex[8];
      std::snprintf(hex, sizeof hex, "\\x%02x", c);
      out += hex;
    }
  }
  return out;
}

}  // namespace

int main(int argc, char** argv) {
  using namespace pp::cli;
  CLI::App app{"pawnprint: printable boards, tokens and rulebook diagrams for chess variants"};
  app.set_version_flag("--version", std::string("pawnprint ") + PAWNPRINT_VERSION);
  app.require_subcommand(1);
  auto registry = command_registry();
  std::stable_sort(registry.begin(), registry.end(), [](auto& a, auto& b) { return a.order < b.order; });
  std::vector<std::pair<CLI::App*, Runner>> commands;
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
    std::cerr << one_line(e.describe()) << '\n';
    return kBadInput;
  } catch (const std::exception& e) {
    std::cerr << one_line(std::string("pawnprint: ") + e.what()) << '\n';
    return kFailure;
  }
  return kFailure;
}

#include <algorithm>
#include <cerrno>
#include <csignal>
#include <cstdio>
#include <cstring>
#include <iostream>
#include <optional>
#include <streambuf>
#include <string>

#include <unistd.h>

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

// Standard output as the commands print it, remembering why a write failed: by the time the
// command ends, errno tells nothing of a write long past.
class StdoutBuffer : public std::streambuf {
 public:
  StdoutBuffer() { setp(buffer_, buffer_ + sizeof buffer_); }
  int error() const { return error_; }

 protected:
  int overflow(int c) override {
    if (sync() != 0) return traits_type::eof();
    if (c != traits_type::eof()) sputc(static_cast<char>(c));
    return traits_type::not_eof(c);
  }
  int sync() override {
    const char* p = pbase();
    while (p < pptr() && error_ == 0) {
      const ssize_t n = ::write(STDOUT_FILENO, p, static_cast<size_t>(pptr() - p));
      if (n < 0 && errno != EINTR) error_ = errno;
      if (n > 0) p += n;
    }
    setp(buffer_, buffer_ + sizeof buffer_);
    return error_ == 0 ? 0 : -1;
  }

 private:
  char buffer_[1 << 16];
  int error_ = 0;
};

// `status`, unless what was printed could not all be written: then 1, with the reason unless
// nobody was reading any more.
int checked_stdout(StdoutBuffer& out, int status) {
  std::cout.flush();
  if (out.error() == 0) return status;
  if (out.error() != EPIPE)
    std::cerr << "pawnprint: cannot write to standard output: " << std::strerror(out.error()) << '\n';
  return status == kOk ? kFailure : status;
}

}  // namespace

}  // namespace pp::cli

int main(int argc, char** argv) {
  // A reader that goes away (`pawnprint list | head -1`) shows as a failed write, handled below,
  // rather than killing the program part way through a command.
  std::signal(SIGPIPE, SIG_IGN);
  pp::cli::StdoutBuffer out;
  std::streambuf* const was = std::cout.rdbuf(&out);
  int status = pp::cli::kFailure;
  // Anything thrown while the commands are set up (a bug) is reported like any other failure.
  try {
    status = pp::cli::run_cli(argc, argv);
  } catch (const std::exception& e) {
    std::cerr << "pawnprint: " << e.what() << '\n';
  }
  status = pp::cli::checked_stdout(out, status);
  std::cout.rdbuf(was);
  return status;
}

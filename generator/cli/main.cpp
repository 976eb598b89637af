#include <CLI/CLI.hpp>

#include <iostream>

#include "version.h"

int main(int argc, char** argv) {
  CLI::App app{"pawnprint: printable boards, tokens and rulebook diagrams for chess variants"};
  app.set_version_flag("--version", std::string("pawnprint ") + PAWNPRINT_VERSION);
  app.require_subcommand(1);
  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    return app.exit(e) == 0 ? 0 : 2;
  }
  return 0;
}

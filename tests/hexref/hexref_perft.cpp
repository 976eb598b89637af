// hexref_perft glinski|mccooey "<position>" <depth> [--divide]
// hexref_perft glinski|mccooey --random <seed> <plies>
// Counts the leaves of the move tree of the reference generator; "start" stands for the
// variant's starting position. With --divide, one line per legal move, then the total. With
// --random, prints the position after <plies> moves picked by a fixed generator from <seed>
// (fewer if the game ends), for cross-checks on positions nobody typed.
#include <cstdint>
#include <cstring>
#include <iostream>
#include <random>
#include <stdexcept>
#include <string>

#include "hexref.h"

int main(int argc, char** argv) {
  if (argc == 5 && std::strcmp(argv[2], "--random") == 0) {
    const hexref::Rules rules = hexref::rules_named(argv[1]);
    std::mt19937_64 pick(std::stoull(argv[3]));
    hexref::Position pos = hexref::parse(hexref::start_text(rules));
    for (int ply = std::stoi(argv[4]); ply > 0; --ply) {
      const auto moves = hexref::legal_moves(pos, rules);
      if (moves.empty()) break;
      pos = hexref::play(pos, moves[pick() % moves.size()]);
    }
    std::cout << hexref::format(pos) << '\n';
    return 0;
  }
  bool divide = argc == 5 && std::strcmp(argv[4], "--divide") == 0;
  if (argc != 4 && !divide) {
    std::cerr << "usage: hexref_perft glinski|mccooey \"<position>\"|start <depth> [--divide]\n";
    return 2;
  }
  try {
    hexref::Rules rules = hexref::rules_named(argv[1]);
    std::string text = std::strcmp(argv[2], "start") == 0 ? hexref::start_text(rules) : argv[2];
    hexref::Position pos = hexref::parse(text);
    std::size_t used = 0;
    int depth = std::stoi(argv[3], &used);
    if (used != std::strlen(argv[3]) || depth < 0)
      throw std::invalid_argument("bad depth '" + std::string(argv[3]) + "'");
    if (!divide) {
      std::cout << hexref::perft(pos, rules, depth) << '\n';
      return 0;
    }
    std::uint64_t total = 0;
    for (const auto& [move, n] : hexref::divide(pos, rules, depth)) {
      std::cout << hexref::move_text(move) << ": " << n << '\n';
      total += n;
    }
    std::cout << "\nNodes searched: " << total << '\n';
  } catch (const std::exception& e) {
    std::cerr << "hexref_perft: " << e.what() << '\n';
    return 2;
  }
  return 0;
}

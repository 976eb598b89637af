// A small driver used by scripts/crosscheck-perft: perft [--divide] LAYOUT DEPTH [FEN...]
#include <cstring>
#include <iostream>
#include <string>

#include "common/input_error.h"
#include "rules/load/load.h"
#include "rules/notation/notation.h"
#include "rules/play/perft.h"

int main(int argc, char** argv) {
  bool divide = argc > 1 && std::strcmp(argv[1], "--divide") == 0;
  int a = divide ? 2 : 1;
  if (argc - a < 2) {
    std::cerr << "usage: perft_tool [--divide] LAYOUT DEPTH [FEN]\n";
    return 2;
  }
  try {
    auto game = rules::load_game(argv[a]);
    int depth = std::stoi(argv[a + 1]);
    std::string fen;
    for (int i = a + 2; i < argc; ++i) {
      if (!fen.empty()) fen += ' ';
      fen += argv[i];
    }
    auto pos = rules::start_position(*game, fen);
    if (divide) {
      std::uint64_t total = 0;
      for (auto& [m, n] : rules::perft_divide(*game, pos, depth)) {
        std::cout << rules::move_text(*game, m) << ": " << n << '\n';
        total += n;
      }
      std::cout << "total " << total << '\n';
    } else {
      std::cout << rules::perft(*game, pos, depth) << '\n';
    }
  } catch (const pp::InputError& e) {
    std::cerr << e.describe() << '\n';
    return 2;
  }
  return 0;
}

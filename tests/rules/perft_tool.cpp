// A small driver used by scripts/crosscheck-perft: perft [--divide] LAYOUT DEPTH [FEN...]
#include <cstring>
#include <iostream>
#include <string>

#include "input_error.h"
#include "load.h"
#include "perft.h"

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
        std::cout << game->board().cell(m.from).name << game->board().cell(m.to).name;
        if (m.promo >= 0) std::cout << static_cast<char>(std::tolower(game->variant().pieces[static_cast<size_t>(m.promo)].letter));
        std::cout << ": " << n << '\n';
        total += n;
      }
      std::cout << "total " << total << '\n';
    } else {
      std::cout << rules::perft(*game, pos, depth) << '\n';
    }
  } catch (const rules::InputError& e) {
    std::cerr << e.describe() << '\n';
    return 2;
  }
  return 0;
}

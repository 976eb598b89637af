// Petrification: `rules: petrify: PNBRQ`. A piece of those letters that captures turns into a wall
// (position.h's kWall) on the cell it took, after any blast (blast.cpp) has gone off there.
// A royal piece never turns to stone.
#include <string>

#include "common/yaml_at.h"
#include "rules/mechanisms/mechanism.h"
#include "rules/play/movegen.h"

namespace rules {

extern const Mechanism kPetrify;  // defined below, used before

namespace {

TypeMask stone(const Variant& v) { return setting<TypeMask>(v, kPetrify); }

// The core's unmake empties the cell and puts back what was taken: nothing is left to undo. The
// piece that captured is the one that moved: a pawn taking as it promotes to a Rook is a pawn, as
// Fairy-Stockfish has it.
void make(const Game& game, Position& pos, const Move& m, Undo& u) {
  if ((u.captured[0] || u.captured[1]) && has_type(stone(game.variant()), type_of(u.moved)))
    pos.board[static_cast<size_t>(m.to)] = kWall;
}

void read(const pp::yaml::At& n, const Board&, Variant& v) {
  const std::string letters = read_piece_letters(n, v, "petrify");
  TypeMask set = 0;
  for (char c : letters) {
    const int t = v.type_index(c);
    if (v.pieces[static_cast<size_t>(t)].royal)
      throw n.error(std::string("petrify: the royal piece ") + c + " never turns to stone");
    set |= type_bit(t);
  }
  v.rules.settings[std::string(kPetrify.name)] = set;
}

YAML::Node write(const Variant& v, const Board&) {
  std::string letters;
  for (size_t t = 0; t < v.pieces.size(); ++t)
    if (has_type(stone(v), static_cast<int>(t))) letters += v.pieces[t].letter;
  return YAML::Node(letters);
}

}  // namespace

const State kState{
    .make = &make,
    .changes_cells = true,
};

// Its variants.ini keys, as Fairy-Stockfish's parser reads them (fsf_key.h).
constexpr FsfKey kFsfKeys[] = {
    {"petrifyOnCaptureTypes", FsfType::kPieceTypes},
};
// What the rules sheet says of it.
constexpr RuleWords kWords{.title = "Turning to stone",
                           .text =
                               "A piece of some kinds turns to stone as it captures: it stays on the cell it took as a "
                               "wall, which no piece may stand on or pass, and is lost to its side."};

extern const Mechanism kPetrify = {
    .name = "petrify",
    .read = &read,
    .write = &write,
    .active = [](const Variant& v) { return v.rules.settings.contains("petrify"); },
    .state = &kState,
    .keys = kFsfKeys,
    .words = kWords,
};

}  // namespace rules

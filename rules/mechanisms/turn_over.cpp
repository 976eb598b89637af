// Turning over after every move (Kyoto Shogi): a piece with `special: [turn-over]` shows its
// other face after each of its moves, the unpromoted one its promoted form (+X) and the promoted
// one its plain form again (a Pawn becomes a Rook, the Rook a Pawn). Name it on both faces. It
// comes before `flip-promotion` in the registry, so its expansion replaces Shogi's optional one.
// A move back to the plain face is written with `-` (a1a2-), as Fairy-Stockfish writes it.
// Turning over on a capture (Micro Shogi, `special: [turn-on-capture]`) is the same on every
// move that takes a piece, and only then: a Pawn that takes becomes a Knight, that Knight a Pawn
// when it takes (b5d3+, d3b5-).
#include "rules/mechanisms/mechanism.h"
#include "rules/play/movegen.h"

namespace rules {

namespace {

// The move ending with the piece on its other face.
void turned(const Game& game, const Position& pos, Move& m) {
  const Variant& v = game.variant();
  const int type = type_of(pos.board[static_cast<size_t>(m.from)]);
  const int other = v.pieces[static_cast<size_t>(type)].promoted ? v.unpromoted_type(type) : v.promoted_type(type);
  if (other >= 0) m.promo = static_cast<std::int8_t>(other);
}

void expand(const Game& game, const Position& pos, Move m, std::vector<Move>& out) {
  turned(game, pos, m);
  out.push_back(m);
}

void expand_captures(const Game& game, const Position& pos, Move m, std::vector<Move>& out) {
  if (m.cap[0] >= 0 || m.cap[1] >= 0) turned(game, pos, m);
  out.push_back(m);
}

}  // namespace

const Moves kTurnOverMoves{
    .expand = &expand,
};

// Its variants.ini keys, as Fairy-Stockfish's parser reads them (fsf_key.h).
constexpr FsfKey kFsfKeys[] = {
    {"pieceDemotion", FsfType::kBool},
};
// What the rules sheet says of it.
constexpr RuleWords kWords{.title = "Turning over",
                           .text =
                               "A piece with two sides turns over with every move it makes, and moves as the side it "
                               "shows."};

extern const Mechanism kTurnOver = {
    .name = "turn-over",
    .piece = true,
    .moves = &kTurnOverMoves,
    .keys = kFsfKeys,
    .words = kWords,
};

const Moves kTurnOnCaptureMoves{
    .expand = &expand_captures,
};

extern const Mechanism kTurnOnCapture = {
    .name = "turn-on-capture",
    .piece = true,
    .moves = &kTurnOnCaptureMoves,
};

}  // namespace rules

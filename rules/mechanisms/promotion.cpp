// Promotion: optional inside the zone (the last `zone` ranks, or the `cells` given: the first
// side's turned for the others, or each side's own), forced on the last rank (on every rank of the zone with
// `forced`), to the pieces of `to` (each side's own with `to: {white: NBRQ, black: T}`), and (when the rules say so)
// only to a piece of one's own already captured. With nothing to become, a pawn turns over to its promoted form where
// it has one (`+P`, as Shogi's pieces do), else cannot enter the last rank at all; its attacks are unchanged, so it
// still gives check. It applies to every pawn. Its state is the pool of captured pieces (Position::pool), kept only
// with only-captured; its position-text field is captured=... (position.h).
#include <cctype>

#include "common/yaml_at.h"
#include "rules/mechanisms/mechanism.h"
#include "rules/play/movegen.h"
#include "rules/topology/cell_set.h"
#include "rules/variant/armies.h"

namespace rules {

namespace {

// Whether `side` has fewer pieces of type `t` on the board (a promoted one counted as what it
// became) than its setup gives it, as Fairy-Stockfish limits promotions. The pool alone would
// also offer a kind whose promoted pawn was taken, or of which the side has dropped more.
bool below_setup(const Game& game, const Position& pos, int side, int t) {
  int setup = 0, on_board = 0;
  for (const Placement& p : game.variant().setup)
    if (p.side == side && game.variant().type_index(p.letter) == t) ++setup;
  for (const Piece q : pos.board)
    if (q != 0 && !is_wall(q) && side_of(q) == side && type_of(q) == t) ++on_board;
  return on_board < setup;
}

void add_pawn_move(const Game& game, const Position& pos, Move m, std::vector<Move>& out) {
  const int side = pos.stm;
  const int zone = game.promotion(m.to, side);
  const auto& rule = game.variant().rules.promotion;
  if (zone == 0) {
    out.push_back(m);
    return;
  }
  if (zone == 1) out.push_back(m);
  // With nothing else to become, a pawn with a promoted form of its own (Fairy-Stockfish's
  // promotedPieceType on its pawn) turns into it.
  const int own = game.variant().promoted_type(type_of(pos.board[static_cast<size_t>(m.from)]));
  const std::string& to = rule.to_of(side);
  if (to.empty() && own >= 0) {
    m.promo = static_cast<std::int8_t>(own);
    out.push_back(m);
    return;
  }
  for (char letter : to) {
    const int t = game.variant().type_index(letter);
    if (rule.only_captured &&
        (pos.pool[static_cast<size_t>(side)][static_cast<size_t>(t)] == 0 || !below_setup(game, pos, side, t)))
      continue;
    m.promo = static_cast<std::int8_t>(t);
    out.push_back(m);
  }
}

// The pool: a captured piece a pawn could become goes in; a promotion takes one out.
void make(const Game& game, Position& pos, const Move& m, Undo& u) {
  for (Piece q : u.captured)
    if (q && game.type(type_of(q)).promotable)
      ++pos.pool[static_cast<size_t>(side_of(q))][static_cast<size_t>(type_of(q))];
  if (m.promo >= 0) --pos.pool[static_cast<size_t>(side_of(u.moved))][static_cast<size_t>(m.promo)];
}

void unmake(const Game& game, Position& pos, const Move& m, const Undo& u) {
  if (m.promo >= 0) ++pos.pool[static_cast<size_t>(side_of(u.moved))][static_cast<size_t>(m.promo)];
  for (Piece q : u.captured)
    if (q && game.type(type_of(q)).promotable)
      --pos.pool[static_cast<size_t>(side_of(q))][static_cast<size_t>(type_of(q))];
}

void read(const pp::yaml::At& n, const Board& board, Variant& v) {
  auto& r = v.rules.promotion;
  n.keys({"zone", "cells", "forced", "to", "only-captured", "immobile", "entering"}, "promotion");
  if (n["zone"] && n["cells"]) throw n["cells"].error("promotion: give 'zone' or 'cells', not both");
  if (n["zone"]) r.zone = static_cast<int>(n["zone"].whole("zone", 0, 99));  // 0: pawns never promote by moving
  if (n["cells"]) r.cells = read_cells_per_side(n["cells"], board, v.sides, "promotion cells");
  if (n["forced"]) r.forced = n["forced"].flag("forced");
  if (n["immobile"]) r.immobile = n["immobile"].flag("immobile");
  if (n["entering"]) r.entering = n["entering"].flag("entering");
  if (r.entering && r.forced) throw n["entering"].error("promotion: 'entering' never forces, so not with 'forced'");
  if (n["to"] && n["to"].node().IsMap()) {  // each side its own: {white: NBRQ, black: T}
    n["to"].keys({"white", "black"}, "promotion to");
    if (v.sides != 2 || !n["to"]["white"] || !n["to"]["black"])
      throw n["to"].error("promotion to: per side is 'white' and 'black', both, in a game of two sides");
    for (const char* side : {"white", "black"}) {
      r.side_to.push_back(read_piece_letters(n["to"][side], v, "promotion to"));
      for (char c : r.side_to.back())
        if (r.to.find(c) == std::string::npos) r.to += c;
    }
  } else if (n["to"]) {
    r.to = read_piece_letters(n["to"], v, "promotion to");
  }
  if (n["only-captured"]) r.only_captured = n["only-captured"].flag("only-captured");
  for (char c : r.to)
    if (v.piece(c)->royal || v.piece(c)->pawn) throw n["to"].error(std::string("a pawn cannot promote to '") + c + "'");
}

// Nothing where the layout would say nothing: the zone of the last rank, no pieces to become.
YAML::Node write(const Variant& v, const Board& board) {
  const PromotionRule& r = v.rules.promotion;
  YAML::Node n = flow_map();
  if (!r.cells.empty()) n["cells"] = write_cells_per_side(r.cells, board);
  else if (r.zone != 1) n["zone"] = r.zone;
  if (r.forced) n["forced"] = true;
  if (!r.side_to.empty()) {
    YAML::Node sides = flow_map();
    sides["white"] = r.side_to[0];
    sides["black"] = r.side_to[1];
    n["to"] = sides;
  } else if (!r.to.empty()) {
    n["to"] = r.to;
  }
  if (r.only_captured) n["only-captured"] = true;
  if (r.immobile) n["immobile"] = true;
  if (r.entering) n["entering"] = true;
  return n.size() > 0 ? n : YAML::Node();
}

// captured=...: written like the placement, letter case for two sides (RNq), army letters
// before each army's pieces for more (wQTuB).
void read_field(const Variant& v, const Board&, std::string_view value, const FenFields& split, size_t f,
                Position& pos) {
  if (value == "-") return;
  int army = -1;
  for (char ch : value) {
    const auto uch = static_cast<unsigned char>(ch);
    if (v.sides > 2 && std::islower(uch)) {
      army = army_from_letter(ch);
      if (army < 0 || army >= v.sides) split.fail(f, std::string("unknown army letter '") + ch + "'");
      continue;
    }
    const int t = v.type_index(static_cast<char>(std::toupper(uch)));
    if (t < 0) split.fail(f, std::string("unknown piece letter '") + ch + "'");
    if (v.sides > 2 && army < 0) split.fail(f, std::string("piece '") + ch + "' has no army letter before it");
    const int side = v.sides > 2 ? army : std::isupper(uch) ? 0 : 1;
    auto& n = pos.pool[static_cast<size_t>(side)][static_cast<size_t>(t)];
    if (n < 99) ++n;
  }
}

std::string write_field(const Variant& v, const Board&, const Position& pos) {
  if (!v.rules.promotion.only_captured) return "";
  std::string out;
  for (int side = 0; side < v.sides; ++side) {
    bool named = false;
    for (size_t t = 0; t < v.pieces.size(); ++t)
      for (int n = 0; n < pos.pool[static_cast<size_t>(side)][t]; ++n) {
        if (v.sides > 2 && !named) out += army_letter(side), named = true;
        const char c = v.pieces[t].letter;
        out += v.sides > 2 || side == 0 ? c : static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
      }
  }
  return out.empty() ? "-" : out;
}

}  // namespace

const Moves kMoves{
    .expand = &add_pawn_move,
    .expands_at = [](const Game& game, int, int side, int, int to) { return game.promotion(to, side) != 0; },
};
const State kState{
    .make = &make,
    .unmake = &unmake,
    .keeps_state = [](const Variant& v) { return v.rules.promotion.only_captured; },
};
const Field kField{
    .key = "captured",
    .read_field = &read_field,
    .write_field = &write_field,
    .field_missing = &derive_pool,
};

// Its variants.ini keys, as Fairy-Stockfish's parser reads them (fsf_key.h).
constexpr FsfKey kFsfKeys[] = {
    {"promotionRank", FsfType::kRank},
    {"promotionRegionWhite", FsfType::kRegion},
    {"promotionRegionBlack", FsfType::kRegion},
    {"promotionPieceTypes", FsfType::kPieceTypes},
    {"promotionPieceTypesWhite", FsfType::kPieceTypes},
    {"promotionPieceTypesBlack", FsfType::kPieceTypes},
    {"mandatoryPawnPromotion", FsfType::kBool},
    {"promotionPawnTypes", FsfType::kPieceTypes},
    {"promotionPawnTypesWhite", FsfType::kPieceTypes},
    {"promotionPawnTypesBlack", FsfType::kPieceTypes},
    {"promotionLimit", FsfType::kText, FsfUse::kAccepted},
    {"piecePromotionOnCapture", FsfType::kBool, FsfUse::kDefaultOnly, "false"},
};

extern const Mechanism kPromotion = {
    .name = "promotion",
    .read = &read,
    .write = &write,
    .active = [](const Variant&) { return true; },
    .applies = [](const PieceType& p) { return p.pawn; },
    .moves = &kMoves,
    .state = &kState,
    .field = &kField,
    .keys = kFsfKeys,
};

}  // namespace rules

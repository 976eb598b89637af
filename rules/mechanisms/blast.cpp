// Explosions (Atomic chess): `rules: blast: true`. A capture blows up the capturing piece, the
// piece it takes and every piece on the cells touching the capture cell, of either side, but the
// pieces the blast spares there: the pawns by default, or the letters `spares: P` names
// (`spares: none`: every piece goes). The capturer itself always goes.
// Where the game has a royal King and check, a move that blows up one's own King is refused,
// however much it takes; one that blows up the enemy King wins at once, even out of check; and a
// King touching the enemy King is never in check, since no capture of it could leave the capturer's
// own King standing. Without royal pieces (the Kings ordinary pieces whose loss the extinction
// rule judges, or Giveaway's) nothing is refused. Blown-up pieces are kept in Undo::removed.
#include <algorithm>
#include <vector>

#include "common/yaml_at.h"
#include "rules/mechanisms/blast.h"
#include "rules/mechanisms/castling.h"
#include "rules/mechanisms/drops.h"
#include "rules/mechanisms/mechanism.h"
#include "rules/play/movegen.h"

namespace rules {


namespace {

const Ending kExploded{"explosion"};
const Ending* const kEndings[] = {&kExploded};
const MarkKind kBlastMark{"blast", "blown up by the capture", Symbol::Burst, "#d55e00", 35};
const MarkKind* const kMarks[] = {&kBlastMark};

struct Blast {
  TypeMask spared = 0;  // types a blast around them leaves standing, a bit each
};

const Blast& blast(const Variant& v) { return setting<Blast>(v, kBlast); }

void remove(const Game& game, Position& pos, int cell) {
  const Piece q = pos.board[static_cast<size_t>(cell)];
  pos.board[static_cast<size_t>(cell)] = 0;
  if (game.type(type_of(q)).royal) pos.king[static_cast<size_t>(side_of(q))] = -1;
  castling_lost(game, pos, cell);
}

// Where captures fill the hands, each blown-up piece goes to the other side's hand, a piece
// promoted from a pawn as a pawn (Fairy-Stockfish's atomiczh); its mark leaves the board with it.
constexpr std::uint8_t kBlown = 1, kBlownPromoted = 2;  // Undo::blasted: the capturer, and how it stood

bool take_mark(Position& pos, int cell) {
  if (pos.tilde.empty()) return false;
  const bool marked = pos.tilde[static_cast<size_t>(cell)] != 0;
  pos.tilde[static_cast<size_t>(cell)] = 0;
  return marked;
}

void make(const Game& game, Position& pos, const Move& m, Undo& u) {
  u.blasted = 0;
  if (!u.captured[0] && !u.captured[1]) return;
  // The capturer goes too; the core's unmake puts it back where it came from.
  if (const Piece q = pos.board[static_cast<size_t>(m.to)]; q && !is_wall(q)) {
    u.blasted = take_mark(pos, m.to) ? kBlownPromoted : kBlown;
    to_other_hand(game, pos, q, u.blasted == kBlownPromoted, 1);
    remove(game, pos, m.to);
  }
  const TypeMask spared = blast(game.variant()).spared;
  for (std::int16_t c : game.neighbours(m.to)) {
    const Piece q = pos.board[static_cast<size_t>(c)];
    if (!q || is_wall(q) || has_type(spared, type_of(q))) continue;
    const bool marked = take_mark(pos, c);
    u.removed[u.removed_count++] = {c, q, static_cast<std::uint8_t>(marked)};
    to_other_hand(game, pos, q, marked, 1);
    remove(game, pos, c);
  }
}

void unmake(const Game& game, Position& pos, const Move& m, const Undo& u) {
  for (int i = 0; i < u.removed_count; ++i) {
    const Undo::Removed& r = u.removed[i];
    pos.board[static_cast<size_t>(r.cell)] = r.piece;
    if (is_wall(r.piece)) continue;  // the Duck's, put back by walls.cpp too
    if (r.promoted) pos.tilde[static_cast<size_t>(r.cell)] = 1;
    to_other_hand(game, pos, r.piece, r.promoted != 0, -1);
  }
  if (!u.blasted) return;
  const Piece capturer = m.promo >= 0 ? make_piece(side_of(u.moved), m.promo) : u.moved;
  to_other_hand(game, pos, capturer, u.blasted == kBlownPromoted, -1);
  if (u.blasted == kBlownPromoted) pos.tilde[static_cast<size_t>(m.to)] = 1;
}

void read(const pp::yaml::At& n, const Board&, Variant& v) {
  if (v.sides != 2) throw n.error("blast is a rule of two sides");
  Blast b;
  std::string letters;
  if (n.node().IsMap()) {
    n.keys({"spares"}, "blast");
    if (n["spares"] && n["spares"].text("blast spares") != "none")
      letters = read_piece_letters(n["spares"], v, "blast spares");
  } else if (!n.flag("blast")) {
    return;
  } else {
    for (const PieceType& p : v.pieces)
      if (p.pawn) letters += p.letter;
  }
  for (char c : letters) b.spared |= type_bit(v.type_index(c));
  v.rules.settings["blast"] = b;
}

// `true` where the blast spares the pawns, as it does unless told; else the letters it spares.
YAML::Node write(const Variant& v, const Board&) {
  TypeMask pawns = 0;
  std::string spared;
  for (size_t t = 0; t < v.pieces.size(); ++t) {
    if (v.pieces[t].pawn) pawns |= type_bit(v.type_index(v.pieces[t].letter));
    if (has_type(blast(v).spared, static_cast<int>(t))) spared += v.pieces[t].letter;
  }
  if (blast(v).spared == pawns) return YAML::Node(true);
  YAML::Node n = flow_map();
  n["spares"] = spared.empty() ? "none" : spared;
  return n;
}

bool active(const Variant& v) { return v.rules.settings.contains("blast"); }

bool royal_game(const Variant& v) {
  return active(v) && v.rules.check &&
         std::any_of(v.pieces.begin(), v.pieces.end(), [](const PieceType& p) { return p.royal; });
}

// Blowing up one's own King is refused, whatever else the blast takes.
bool legal(const Game&, const Position& after, const Move&, const Undo& u) {
  const auto side = static_cast<size_t>(side_of(u.moved));
  return after.king[side] >= 0 || u.king[side] < 0;
}

// Blowing up the enemy King ends the game: being left in check no longer matters.
bool excuses(const Game&, const Position& after, const Move&, const Undo& u) {
  const auto enemy = static_cast<size_t>(1 - side_of(u.moved));
  return after.king[enemy] < 0 && u.king[enemy] >= 0;
}

bool touches_enemy_king(const Game& game, const Position& pos, int side, int cell) {
  const int enemy_king = pos.king[static_cast<size_t>(1 - side)];
  if (enemy_king < 0) return false;
  const auto& around = game.neighbours(cell);
  return std::find(around.begin(), around.end(), enemy_king) != around.end();
}

// A capture that would blow up one's own King: shown as not allowed where it would take.
void refused(const Game& game, const Position& pos, const Move& m, std::vector<int>& cells) {
  if (m.cap[0] < 0 && m.cap[1] < 0) return;
  const int side = side_of(pos.board[static_cast<size_t>(m.from)]);
  const int king = pos.king[static_cast<size_t>(side)];
  if (king < 0) return;
  const auto& around = game.neighbours(m.to);
  const bool spared = has_type(blast(game.variant()).spared, type_of(pos.board[static_cast<size_t>(king)]));
  if (m.from == king || (!spared && std::find(around.begin(), around.end(), king) != around.end()))
    cells.push_back(m.to);
}

// The side without its King has lost; the side that has just moved is judged first, as
// Fairy-Stockfish judges it.
Outcome ending(const Game&, const Position& pos) {
  for (int side : {1 - pos.stm, pos.stm})
    if (pos.king[static_cast<size_t>(side)] < 0) return {&kExploded, 1 - side};
  return {};
}

}  // namespace

const State kBlastState{
    .make = &make,
    .changes_cells = true,
    .unmake = &unmake,
};
const Diagram kBlastDiagram{
    .mark_kinds = kMarks,
};

// Its variants.ini keys, as Fairy-Stockfish's parser reads them (fsf_key.h).
constexpr FsfKey kFsfKeys[] = {
    {"blastOnCapture", FsfType::kBool},
    {"blastImmuneTypes", FsfType::kPieceTypes, FsfUse::kDefaultOnly, "-", "pieces no blast takes (Atomar)"},
    {"mutuallyImmuneTypes", FsfType::kPieceTypes, FsfUse::kDefaultOnly, "-",
     "pieces that may not take their own kind (Atomar)"},
};
// What the rules sheet says of it.
constexpr RuleWords kWords{
    .title = "Explosions",
    .text =
        "A capture blows up the capturer, the piece taken and the pieces on the cells around the "
        "capture cell, but those the rules spare."};

extern const Mechanism kBlast = {
    .name = "blast",
    .read = &read,
    .write = &write,
    .active = &active,
    .state = &kBlastState,
    .diagram = &kBlastDiagram,
    .keys = kFsfKeys,
    .words = kWords,
};

// The rules the King brings, in play only where it is royal.
const Judge kBlastKingsJudge{
    .legal = &legal,
    .excuses = &excuses,
    .shielded = &touches_enemy_king,
};
const Ends kBlastKingsEnds{
    .ending = &ending,
    .takes_kings = true,
    .endings = kEndings,
};
const Diagram kBlastKingsDiagram{
    .refused = &refused,
};

extern const Mechanism kBlastKings = {
    .name = "blast-kings",
    .active = &royal_game,
    .judge = &kBlastKingsJudge,
    .ends = &kBlastKingsEnds,
    .diagram = &kBlastKingsDiagram,
};

TypeMask blast_spares(const Variant& v) { return blast(v).spared; }

}  // namespace rules

// Six Armies played by the rules core: moves from the tables, army removal, turns, promotion,
// perft; checked by hand-worked positions, rotation symmetry and divide.
#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <random>
#include <set>
#include <sstream>

#include "rules/load/load.h"
#include "rules/play/movegen.h"
#include "rules/play/perft.h"
#include "rules/variant/armies.h"
#include "six_board.h"
#include "test_util.h"

namespace {

const rules::Game& game() { return testutil::load("six-armies"); }
const rules::Trigs& trigs() { return six_board(); }

// A position from "cell:army-letter piece-letter" pairs, e.g. {{"j15", "wQ"}}, `mover` to move.
std::string fen_of(const std::map<std::string, std::string>& pieces, char mover, const std::string& extra = "") {
  std::vector<rules::ArmyPiece> list;
  list.reserve(pieces.size());
  for (auto& [cell, what] : pieces) list.push_back({trigs().find(cell), what[1], rules::army_from_letter(what[0])});
  return rules::write_placement(trigs().rows(), list, true) + ' ' + mover + extra;
}

std::vector<rules::Move> legal(rules::Position& pos) {
  std::vector<rules::Move> moves;
  rules::generate_legal(game(), pos, moves);
  return moves;
}

}  // namespace

TEST(SixGame, SetupHasOnlyPawnMoves) {
  auto pos = rules::start_position(game(), "");
  auto moves = legal(pos);
  EXPECT_EQ(moves.size(), 22u);  // 11 pawns, one or two trigs ahead; every other piece is hemmed in
  for (const auto& m : moves) EXPECT_EQ(game().board().cell(m.from).name[0], 'c');
  EXPECT_EQ(testutil::destinations(game(), game().variant().setup_fen, "c15"), "d15 e15:pawn-run");
  EXPECT_EQ(testutil::destinations(game(), game().variant().setup_fen, "c10"), "d10 e10:pawn-run");
}

TEST(SixGame, PiecesMoveAsWorkedOutByHand) {
  // Every army that has pieces needs its King (at home here, out of the way).
  const auto kings = std::map<std::string, std::string>{{"a13", "wK"}, {"f1", "uK"},  {"o3", "yK"},
                                                        {"r17", "bK"}, {"m29", "gK"}, {"d27", "rK"}};
  auto with = [&](std::map<std::string, std::string> more) {
    more.insert(kings.begin(), kings.end());
    return fen_of(more, 'w');
  };
  // Knight and Champion on the centre trig j15, with a friend and an enemy among their targets.
  EXPECT_EQ(testutil::destinations(game(), with({{"j15", "wN"}, {"k14", "wP"}, {"i16", "gB"}}), "j15"),
            "i14 i16 j13 j17 k16");
  EXPECT_EQ(testutil::destinations(game(), with({{"j15", "wH"}, {"k15", "rP"}}), "j15"),
            "i14 i16 j13 j14 j16 j17 k14 k15 k16");
  // Guard in Gold's corner l1.
  EXPECT_EQ(testutil::destinations(game(), with({{"l1", "wG"}}), "l1"), "k2 l2 l3 m1 m2 m3");
  // Queen at the centre alone: 69 row cells and 31 bishop cells, 16 of them on both, listed once.
  auto pos = rules::parse_fen(game().variant(), game().board(), with({{"j15", "wQ"}}));
  int queen = 0;
  std::set<int> targets;
  for (const auto& m : legal(pos))
    if (game().board().cell(m.from).name == "j15") ++queen, targets.insert(m.to);
  EXPECT_EQ(queen, 84);
  EXPECT_EQ(targets.size(), 84u);
  // A pawn after its first move: ahead, sideways, and captures obliquely ahead.
  EXPECT_EQ(testutil::destinations(game(), with({{"e15", "wP"}, {"f14", "rP"}, {"f16", "uN"}}), "e15"),
            "e14 e16 f14 f15 f16");
}

TEST(SixGame, CapturingAKingRemovesItsArmy) {
  const std::string fen =
      fen_of({{"a13", "wK"}, {"j15", "wQ"}, {"k15", "uK"}, {"f5", "uP"}, {"d4", "uT"}, {"o3", "yK"}, {"r13", "bK"}},
             'w');
  auto pos = rules::parse_fen(game().variant(), game().board(), fen);
  const auto before = pos;
  auto moves = legal(pos);
  auto it = std::find_if(moves.begin(), moves.end(), [&](auto& m) { return game().board().cell(m.to).name == "k15"; });
  ASSERT_NE(it, moves.end());
  rules::Undo u;
  rules::make_move(game(), pos, *it, u);
  for (int c = 0; c < game().board().size(); ++c)
    EXPECT_FALSE(pos.board[static_cast<size_t>(c)] && rules::side_of(pos.board[static_cast<size_t>(c)]) == rules::Blue);
  EXPECT_EQ(pos.king[rules::Blue], -1);
  EXPECT_EQ(pos.stm, rules::Gold) << "Blue is out, so Gold moves next";
  rules::unmake_move(game(), pos, *it, u);
  EXPECT_EQ(pos, before);
  // Black moves after Gold; after Black, Green and Red are out (no King), so White again.
  auto later = rules::parse_fen(game().variant(), game().board(), fen_of({{"a13", "wK"}, {"r13", "bK"}}, 'b'));
  auto m = legal(later).front();
  rules::make_move(game(), later, m, u);
  EXPECT_EQ(later.stm, rules::White);
  // Kings may stand attacked: no check.
  auto open =
      rules::parse_fen(game().variant(), game().board(), fen_of({{"a13", "wK"}, {"b13", "bQ"}, {"r13", "bK"}}, 'w'));
  EXPECT_EQ(testutil::destinations(game(), rules::to_fen(game().variant(), game().board(), open), "a13"),
            "a12 a14 a15 b12 b13 b14");
}

TEST(SixGame, LastKingStandingWins) {
  auto pos =
      rules::parse_fen(game().variant(), game().board(), fen_of({{"j15", "wQ"}, {"a13", "wK"}, {"k15", "gK"}}, 'w'));
  auto moves = legal(pos);
  auto it = std::find_if(moves.begin(), moves.end(), [&](auto& m) { return game().board().cell(m.to).name == "k15"; });
  ASSERT_NE(it, moves.end());
  rules::Undo u;
  rules::make_move(game(), pos, *it, u);
  auto result = rules::outcome(game(), pos);
  EXPECT_EQ(rules::ending_name(result.ending), "conquest");
  EXPECT_EQ(result.winner, rules::White);
  EXPECT_TRUE(legal(pos).empty());
}

TEST(SixGame, PromotionOptionalBeyondTheCentreAndOnlyToCapturedPieces) {
  const auto base = std::map<std::string, std::string>{{"a13", "wK"}, {"r13", "bK"}, {"i15", "wP"}};
  // i15 is White's 9th row, as are its sideways steps; j15 ahead is beyond the line. A captured
  // White Queen and Knight are in the pool.
  EXPECT_EQ(testutil::destinations(game(), fen_of(base, 'w', " captured=wQN"), "i15"), "i14 i16 j15 j15=N j15=Q");
  // Nothing captured: a plain move.
  auto plain = testutil::destinations(game(), fen_of(base, 'w', " captured=-"), "i15");
  EXPECT_EQ(plain, "i14 i16 j15");
}

TEST(SixGame, PerftOfTheSetupAddsUpAndIsTheSameForEveryArmy) {
  auto pos = rules::start_position(game(), "");
  const std::uint64_t p1 = rules::perft(game(), pos, 1), p2 = rules::perft(game(), pos, 2),
                      p3 = rules::perft(game(), pos, 3);
  EXPECT_EQ(p1, 22u);
  // 22 x 22, except where White's pawns meet Blue's at the corner between them: c10-d10 offers
  // Blue a capture (23), c10-e10 and c11-e11 stand in a Blue pawn's way (21 each).
  EXPECT_EQ(p2, 22u * 22u + 1u - 2u);
  EXPECT_EQ(p3, 10604u);  // as recorded when the rules were checked; kept stable from here on
  for (int depth : {2, 3}) {
    std::uint64_t sum = 0;
    for (auto& [m, n] : rules::perft_divide(game(), pos, depth)) sum += n;
    EXPECT_EQ(sum, depth == 2 ? p2 : p3);
  }
  // The setup is White's turned six times, so whoever moves first sees the same tree.
  const std::string place = game().variant().setup_fen.substr(0, game().variant().setup_fen.find(' '));
  for (char army : std::string("uybgr")) {
    auto other = rules::start_position(game(), place + ' ' + army);
    EXPECT_EQ(rules::perft(game(), other, 3), p3) << army;
  }
  std::cout << "six-armies perft 1-3: " << p1 << " " << p2 << " " << p3 << "\n";
}

TEST(SixGame, EveryArmyMovesAsWhiteTurnedInPlayedPositions) {
  std::mt19937 rng(2026);
  auto pos = rules::start_position(game(), "");
  rules::Undo u;
  for (int ply = 0; ply < 120; ++ply) {
    auto moves = legal(pos);
    if (moves.empty()) break;
    // The same position turned one army on: its moves are these moves turned.
    rules::Position turned = pos;
    for (int c = 0; c < game().board().size(); ++c) {
      const rules::Piece p = pos.board[static_cast<size_t>(c)];
      turned.board[static_cast<size_t>(trigs().rotate(c))] =
          p ? rules::make_piece((rules::side_of(p) + 1) % 6, rules::type_of(p)) : rules::Piece{0};
    }
    turned.stm = (pos.stm + 1) % 6;
    for (int a = 0; a < 6; ++a) {
      turned.king[static_cast<size_t>((a + 1) % 6)] =
          pos.king[static_cast<size_t>(a)] < 0
              ? std::int16_t{-1}
              : static_cast<std::int16_t>(trigs().rotate(pos.king[static_cast<size_t>(a)]));
      std::ranges::copy(pos.pool[static_cast<size_t>(a)], turned.pool[static_cast<size_t>((a + 1) % 6)].begin());
    }
    std::set<std::tuple<int, int, int, int>> expect, got;
    for (const auto& m : moves)
      expect.insert({trigs().rotate(m.from), trigs().rotate(m.to), m.promo, static_cast<int>(m.kind)});
    for (const auto& m : legal(turned)) got.insert({m.from, m.to, m.promo, static_cast<int>(m.kind)});
    ASSERT_EQ(got, expect) << "ply " << ply << ": " << rules::to_fen(game().variant(), game().board(), pos);
    rules::make_move(game(), pos, moves[rng() % moves.size()], u);
  }
}

TEST(SixGame, NoEnPassant) {
  // A Blue pawn on d13 takes a piece standing on d15 (obliquely forward for Blue) ...
  const auto base = std::map<std::string, std::string>{{"a13", "wK"}, {"d4", "uK"}, {"r13", "bK"}, {"d13", "uP"}};
  auto with_white_on_d15 = base;
  with_white_on_d15["d15"] = "wP";
  const auto holds = [](const std::string& dests, const std::string& cell) {
    std::istringstream in(dests);
    for (std::string to; in >> to;)
      if (to == cell) return true;
    return false;
  };
  EXPECT_TRUE(holds(testutil::destinations(game(), fen_of(with_white_on_d15, 'u'), "d13"), "d15"));
  // ... but not a White pawn that ran past d15 from c15 to e15.
  auto with_white_on_c15 = base;
  with_white_on_c15["c15"] = "wP";
  const std::string after = testutil::after(game(), fen_of(with_white_on_c15, 'w'), "c15", "e15");
  const std::string blue = testutil::destinations(game(), after, "d13");
  EXPECT_FALSE(holds(blue, "d15")) << blue;
  EXPECT_EQ(blue.find(':'), std::string::npos) << "no move of a special kind: " << blue;
}

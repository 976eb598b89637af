// Shogi problems (tsume) set the attacker, Sente, without a King: the layouts' `kingless: [white]`
// lets position text leave it out. Such a side is never in check and its moves are not kept from
// exposing a King; the defender's King plays as usual, and a defender without one is refused.
// The counts were worked out by hand (tests/kif compares records' positions with tsshogi).
#include <gtest/gtest.h>

#include "common/input_error.h"
#include "common/yaml_at.h"
#include "common/yamlutil.h"
#include "rules/load/load.h"
#include "rules/play/movegen.h"
#include "rules/variant/variant.h"
#include "test_util.h"

namespace {

using rules::Game;
using testutil::count_moves;
using testutil::move_list;

std::string fen_error(const Game& g, const std::string& fen) {
  try {
    rules::parse_fen(g.variant(), g.board(), fen);
  } catch (const rules::FenError& e) {
    return e.what();
  }
  return "no error";
}

TEST(Tsume, TheAttackersMovesAsCountedByHand) {
  const Game& g = testutil::load("shogi");
  // Gote's King on 1一 (i9) beside its Knight on 2一 (h9); Sente's Silver on 2三 (h7), a Gold and
  // a Pawn in hand. The Silver, in the zone, steps to h8, g8, i8, g6 and i6, each plain or
  // promoted: 10. The Gold drops on the 78 empty cells. The Pawn drops on the 71 empty cells
  // off its last rank but 1二 (i8): there it would mate (the Silver guards i8 and h8, the Knight
  // cannot take), a pawn-drop mate: 70. No move is refused for a King Sente does not have.
  const std::string fen = "7nk/9/7S1/9/9/9/9/9/9[GP] w - - 0 1";
  const std::string all = move_list(g, fen);
  EXPECT_EQ(count_moves(all, "h7"), 10u);
  EXPECT_EQ(count_moves(all, "G@"), 78u);
  EXPECT_EQ(count_moves(all, "P@"), 70u);
  EXPECT_EQ(count_moves(all, "P@i8"), 0u);
  EXPECT_EQ(count_moves(all, ""), 158u);
}

TEST(Tsume, TheAttackerIsNeverInCheckNorPinned) {
  const Game& g = testutil::load("shogi");
  // Gote's Rook on e9 looks down the e-file at Sente's Silver on e5: with no King behind it the
  // Silver leaves the file freely, its five steps all legal.
  rules::Position pos = rules::parse_fen(g.variant(), g.board(), "k3r4/9/9/9/4S4/9/9/9/9[] w - - 0 1");
  EXPECT_FALSE(rules::in_check(g, pos, 0));
  EXPECT_EQ(move_list(g, "k3r4/9/9/9/4S4/9/9/9/9[] w - - 0 1", "e5"), "e5d4 e5d6 e5e6 e5f4 e5f6");
}

TEST(Tsume, TheDefenderMatedByAKinglessAttackerLoses) {
  // Gote's King on 1一 with Sente's Gold on 1二, guarded by the Silver on 2三: h9 and h8 are the
  // Gold's, so Gote, to move, is mated and Sente wins.
  const rules::Outcome o = testutil::outcome_of("shogi", "8k/8G/7S1/9/9/9/9/9/9[] b - - 0 1");
  ASSERT_TRUE(o.over());
  EXPECT_EQ(rules::ending_name(o.ending), "checkmate");
  EXPECT_EQ(o.winner, 0);
  // Without the Silver the King takes the Gold.
  EXPECT_FALSE(testutil::outcome_of("shogi", "8k/8G/9/9/9/9/9/9/9[] b - - 0 1").over());
}

TEST(Tsume, MinishogiProblemsToo) {
  // Gote's King on e5 alone, Sente's Gold and Pawn in hand: the Gold drops on 24 cells, the Pawn
  // on the 20 off its last rank (on e4 it checks, but the King steps to d5 or d4).
  const std::string all = move_list(testutil::load("minishogi"), "4k/5/5/5/5[GP] w - - 0 1");
  EXPECT_EQ(count_moves(all, "G@"), 24u);
  EXPECT_EQ(count_moves(all, "P@"), 20u);
}

TEST(Tsume, AKingIsStillNeededWhereTheRulesSaySo) {
  // Gote, the defender, always has its King; so does every side of a game without `kingless`.
  EXPECT_EQ(fen_error(testutil::load("shogi"), "9/9/9/9/9/9/9/9/4K4[] w - - 0 1"), "FEN: black has no king");
  EXPECT_EQ(fen_error(testutil::load("chess"), "4k3/8/8/8/8/8/8/8 w - - 0 1"), "FEN: white has no king");
  EXPECT_EQ(fen_error(testutil::load("shogi"), "4k4/9/9/9/9/9/9/9/9[] w - - 0 1"), "no error");
}

TEST(Tsume, KinglessNamesSides) {
  const rules::Board board = rules::Board::square(8, 8);
  auto error_of = [&](const std::string& rules) {
    const std::string text = "pieces:\n  K: {name: King, betza: K, royal: true}\nrules: {kingless: " + rules +
                             "}\nsetup: 4k3/8/8/8/8/8/8/4K3\n";
    try {
      rules::load_variant(pp::yaml::At("t.yaml", pp::yaml::load_string(text, "t.yaml")), board);
    } catch (const pp::InputError& e) {
      return e.describe();
    }
    return std::string("no error");
  };
  EXPECT_EQ(error_of("[white, black]"), "no error");
  EXPECT_EQ(error_of("[red]"), "t.yaml:3:20: kingless: a side is white or black, not 'red'");
  EXPECT_EQ(error_of("white"), "t.yaml:3:19: kingless must be a list, not 'white'");
}

}  // namespace

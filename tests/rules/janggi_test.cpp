// Janggi's rules on hand-made positions whose legal moves were worked out by hand and are listed
// the same by the installed Fairy-Stockfish 11.1: the Cannon that neither jumps nor takes a
// Cannon, the Elephant's path, the palace diagonals, the pass, bikjang and the ends scored by points.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "rules/notation/fen.h"
#include "rules/notation/notation.h"
#include "rules/play/movegen.h"
#include "test_util.h"

namespace {

using testutil::load;
using testutil::move_list;

TEST(Janggi, CannonJumpsOnePieceButNoCannon) {
  const auto& g = load("janggi");
  // Over its soldier on b5 to b6, b7 or onto the Chariot; the Cannon on e3 is no screen.
  EXPECT_EQ(move_list(g, "5k3/9/1r7/9/9/1P7/9/1C2c2n1/9/3K5 w - - 0 1", "b3"), "b3b6 b3b7 b3b8");
  // A Cannon beyond the screen is not taken.
  EXPECT_EQ(move_list(g, "5k3/9/1c7/9/9/1P7/9/1C7/9/3K5 w - - 0 1", "b3"), "b3b6 b3b7");
}

TEST(Janggi, CannonScreenedByACannonGivesNoCheck) {
  const auto& g = load("janggi");
  // The Cho Cannon on e5 sees the Han General over the Han Cannon on e7: no check, and that
  // Cannon cannot jump the Cho one either, only its own General, to e10. The General steps along
  // lines and diagonals, or passes.
  const std::string fen = "9/4k4/9/4c4/9/4C4/9/9/9/3K5 b - - 0 1";
  rules::Position pos = rules::parse_fen(g.variant(), g.board(), fen);
  EXPECT_FALSE(rules::in_check(g, pos, 1));
  EXPECT_EQ(move_list(g, fen, "e9"), "e9d10 e9d8 e9d9 e9e10 e9e8 e9e9 e9f10 e9f8 e9f9");
  EXPECT_EQ(move_list(g, fen, "e7"), "e7e10");
  // With a soldier for a screen the General is in check.
  rules::Position checked = rules::parse_fen(g.variant(), g.board(), "9/4k4/9/4p4/9/4C4/9/9/9/3K5 b - - 0 1");
  EXPECT_TRUE(rules::in_check(g, checked, 1));
}

TEST(Janggi, PalaceDiagonals) {
  const auto& g = load("janggi");
  // The Chariot on a palace corner also runs along the diagonal to e9 and f10.
  EXPECT_EQ(move_list(g, "9/5k3/3R5/9/9/9/9/9/4K4/9 w - - 0 1", "d8"),
            "d8a8 d8b8 d8c8 d8d1 d8d10 d8d2 d8d3 d8d4 d8d5 d8d6 d8d7 d8d9 d8e8 d8e9 d8f10 d8f8 d8g8 d8h8 d8i8");
  // A Soldier in the enemy palace also steps forward along its diagonal.
  EXPECT_EQ(move_list(g, "5k3/9/3P5/9/9/9/9/9/4K4/9 w - - 0 1", "d8"), "d8c8 d8d9 d8e8 d8e9");
  // The Cannon jumps the Guard on the palace centre to the far corner; no line gives it a screen.
  EXPECT_EQ(move_list(g, "9/4ak3/3C5/9/9/9/9/9/4K4/9 w - - 0 1", "d8"), "d8f10");
  // Off the diagonals (d2) the General has no diagonal step.
  EXPECT_EQ(move_list(g, "5k3/9/9/9/9/9/9/9/3K5/9 w - - 0 1", "d2"), "d2d1 d2d2 d2d3 d2e2");
}

TEST(Janggi, ElephantIsBlockedOnItsPath) {
  // One step along a line then two diagonally (nZ): the soldier on e6 blocks both paths north.
  EXPECT_EQ(move_list(load("janggi"), "3k5/9/9/9/4p4/4B4/9/9/9/4K4 w - - 0 1", "e5"), "e5b3 e5b7 e5c2 e5g2 e5h3 e5h7");
}

TEST(Janggi, BikjangMustBePartedOrPassed) {
  const std::string facing = "4k4/9/9/9/9/9/9/9/4K4/9 w - - 0 1";
  EXPECT_EQ(move_list(load("janggi"), facing, "e2"), "e2d1 e2d2 e2d3 e2e2 e2f1 e2f2 e2f3");
  EXPECT_EQ(move_list(load("janggimodern"), facing, "e2"), "e2d1 e2d2 e2d3 e2e1 e2e2 e2e3 e2f1 e2f2 e2f3");
  // In check from the Chariot on a2 as well: the pass is still allowed under bikjang, not without.
  const std::string checked = "4k4/9/9/9/9/9/9/9/r3K4/9 w - - 0 1";
  EXPECT_EQ(move_list(load("janggi"), checked, "e2"), "e2d1 e2d3 e2e2 e2f1 e2f3");
  EXPECT_EQ(move_list(load("janggimodern"), checked, "e2"), "e2d1 e2d3 e2e1 e2e3 e2f1 e2f3");
}

// The outcome after the moves `cells` (from, to pairs) from `fen`.
rules::Outcome after_moves(const std::string& layout, const std::string& fen, const std::vector<std::string>& cells) {
  const rules::Game& g = load(layout);
  rules::Position pos = rules::parse_fen(g.variant(), g.board(), fen);
  for (size_t i = 0; i + 1 < cells.size(); i += 2) {
    std::vector<rules::Move> moves;
    rules::generate_legal(g, pos, moves);
    bool made = false;
    for (const rules::Move& m : moves)
      if (!made && g.board().cell(m.from).name == cells[i] && g.board().cell(m.to).name == cells[i + 1]) {
        rules::Undo u;
        rules::make_move(g, pos, m, u);
        made = true;
      }
    EXPECT_TRUE(made) << cells[i] << cells[i + 1];
  }
  return rules::outcome(g, pos);
}

TEST(Janggi, EndsWithoutMateAreScoredByPoints) {
  const std::string start = "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1";
  // Both pass: equal material, so Han's 1.5 decides in janggi; casual rules draw.
  rules::Outcome o = after_moves("janggi", start, {"e2", "e2", "e9", "e9"});
  EXPECT_EQ(rules::ending_name(o.ending), "both passed");
  EXPECT_EQ(o.winner, 1);
  o = after_moves("janggicasual", start, {"e2", "e2", "e9", "e9"});
  EXPECT_EQ(rules::ending_name(o.ending), "both passed");
  EXPECT_EQ(o.winner, -1);
  EXPECT_FALSE(after_moves("janggi", start, {"e2", "e2"}).over());
  // A bikjang left standing by a pass: Cho's Chariot (13) outweighs Han's 1.5; traditional draws.
  const std::string facing = "4k4/9/9/9/9/9/9/9/4K4/R8 w - - 0 1";
  o = after_moves("janggi", facing, {"e2", "e2"});
  EXPECT_EQ(rules::ending_name(o.ending), "bikjang");
  EXPECT_EQ(o.winner, 0);
  o = after_moves("janggitraditional", facing, {"e2", "e2"});
  EXPECT_EQ(rules::ending_name(o.ending), "bikjang");
  EXPECT_EQ(o.winner, -1);
  EXPECT_FALSE(after_moves("janggimodern", facing, {"e2", "e2"}).over());
}

}  // namespace

// Each variant numbers the state slots of the rules it plays (mechanism.h, state_slot), one rule
// after another in registry order: a rule's state takes room only in the games that play it.
#include <gtest/gtest.h>

#include "rules/mechanisms/castling.h"
#include "rules/mechanisms/mechanism.h"
#include "rules/mechanisms/pass.h"
#include "rules/notation/fen.h"
#include "rules/play/position.h"
#include "test_util.h"

using namespace rules;

namespace {

int slot_of(const Game& g, std::string_view rule) { return state_slot(*find_mechanism(rule), g.variant()); }

}  // namespace

TEST(StateSlots, ChessKeepsOnlyCastlingsSevenNumbers) {
  const Game& g = testutil::load("chess");
  Variant v = g.variant();
  // The rights, the Rook of each of the four, each side's King.
  EXPECT_EQ(number_state_slots(v), 7);
  EXPECT_EQ(state_slot(kCastling, g.variant()), 0);
  EXPECT_EQ(state_slot(kPass, g.variant()), -1);
  EXPECT_EQ(slot_of(g, "lion"), -1);
  // Rules it does not play write no field, and castling's rights come back from its slots.
  const std::string fen = "r3k2r/8/8/8/8/8/8/R3K2R w Kq - 0 1";
  EXPECT_EQ(to_fen(g.variant(), g.board(), parse_fen(g.variant(), g.board(), fen)), fen);
}

TEST(StateSlots, JanggiNumbersItsPassesAndBikjangFromTheFirstSlot) {
  const Game& g = testutil::load("janggi");
  Variant v = g.variant();
  EXPECT_EQ(number_state_slots(v), 2);
  EXPECT_EQ(state_slot(kCastling, g.variant()), -1);
  EXPECT_EQ(state_slot(kPass, g.variant()), 0);  // before bikjang in the registry
  EXPECT_EQ(slot_of(g, "bikjang"), 1);
  const std::string fen = "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1 passes=1";
  const Position pos = parse_fen(g.variant(), g.board(), fen);
  EXPECT_EQ(pos.state[0], 1);
  EXPECT_EQ(to_fen(g.variant(), g.board(), pos), fen);
}

TEST(StateSlots, SeirawanGatesAfterCastling) {
  const Game& g = testutil::load("seirawan");
  Variant v = g.variant();
  EXPECT_EQ(number_state_slots(v), 8);
  EXPECT_EQ(state_slot(kCastling, g.variant()), 0);
  EXPECT_EQ(slot_of(g, "gating"), 7);
}

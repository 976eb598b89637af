// Dead positions, worked by hand: the game is drawn where no series of moves can mate, while its
// moves go on for perft as the engine counts them.
#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>

#include "common/input_error.h"
#include "rules/load/load.h"
#include "rules/notation/fen.h"
#include "rules/notation/pgn.h"
#include "rules/play/movegen.h"
#include "rules/play/perft.h"
#include "support/paths.h"
#include "test_util.h"

using namespace rules;
using testutil::outcome_of;

namespace {

std::string ended(const std::string& layout, const std::string& fen) {
  const Outcome o = outcome_of(layout, fen);
  return std::string(ending_name(o.ending)) + (o.over() && o.winner < 0 ? ", a draw" : "");
}

}  // namespace

TEST(DeadPosition, KingsAloneOrWithOneMinorPieceAreDrawn) {
  EXPECT_EQ(ended("chess", "8/8/4k3/8/8/3K4/8/8 w - - 0 1"), "dead position, a draw");
  EXPECT_EQ(ended("chess", "8/8/4k3/8/8/3K4/8/6N1 b - - 0 1"), "dead position, a draw");
  EXPECT_EQ(ended("chess", "8/8/4k3/8/8/3K4/8/2B5 w - - 0 1"), "dead position, a draw");
  EXPECT_EQ(ended("chess", "8/8/4k3/2n5/8/3K4/8/8 w - - 0 1"), "dead position, a draw");
  // Two Knights, a Knight each, a Knight and a Bishop: a mate can be helped to happen.
  EXPECT_EQ(ended("chess", "8/8/4k3/8/8/3K4/8/1N4N1 w - - 0 1"), "none");
  EXPECT_EQ(ended("chess", "6n1/8/4k3/8/8/3K4/8/6N1 w - - 0 1"), "none");
  EXPECT_EQ(ended("chess", "8/8/4k3/8/8/3K4/8/2B3N1 w - - 0 1"), "none");
  // A Pawn, a Rook, a Queen: play on.
  EXPECT_EQ(ended("chess", "8/8/4k3/8/8/3K4/4P3/8 w - - 0 1"), "none");
  EXPECT_EQ(ended("chess", "8/8/4k3/8/8/3K4/8/7R w - - 0 1"), "none");
}

TEST(DeadPosition, BishopsAllOnOneColourAreDrawn) {
  // c1 and f8 are both dark (file + rank even from a1), c8 is light.
  EXPECT_EQ(ended("chess", "5b2/8/4k3/8/8/3K4/8/2B5 w - - 0 1"), "dead position, a draw");
  EXPECT_EQ(ended("chess", "2b5/8/4k3/8/8/3K4/8/2B5 w - - 0 1"), "none");
  // Two white Bishops on dark cells (c1, e3) against a bare King: no mate is possible either.
  EXPECT_EQ(ended("chess", "8/8/4k3/8/8/3KB3/8/2B5 w - - 0 1"), "dead position, a draw");
  EXPECT_EQ(ended("chess", "8/8/4k3/8/8/3K4/4B3/2B5 w - - 0 1"), "none");  // e2 is light
}

TEST(DeadPosition, OnlyTheVariantsWhoseRulesSaySo) {
  EXPECT_EQ(ended("fischerandom", "8/8/4k3/8/8/3K4/8/6N1 b - - 0 1"), "dead position, a draw");
  EXPECT_EQ(ended("capablanca", "10/10/4k5/10/10/3K6/10/6N3 b - - 0 1"), "dead position, a draw");
  // King of the Hill's King may still walk to the hill; Crazyhouse's Knight in hand may still mate.
  EXPECT_EQ(ended("kingofthehill", "8/8/7k/8/8/K7/8/8 w - - 0 1"), "none");
  EXPECT_EQ(ended("crazyhouse", "8/8/4k3/8/8/3K4/8/8[N] w - - 0 1"), "none");
  EXPECT_EQ(ended("crazyhouse", "8/8/4k3/8/8/3K4/8/8[] w - - 0 1"), "dead position, a draw");
  EXPECT_EQ(ended("3check", "8/8/4k3/8/8/3K4/8/6N1 w - - 3+3 0 1"), "none");
}

TEST(DeadPosition, ItsKeyIsReadAndRefusedAtItsPlace) {
  const auto error = [](const std::string& rule) {
    const std::filesystem::path file =
        std::filesystem::temp_directory_path() / ("pawnprint-dead-position-" + std::to_string(::getpid()) + ".yaml");
    std::ofstream(file) << "schema: 1\nextends: " << pp::test::layout_path("chess").string()
                        << "\nname: t\ntitle: T\nabout: t\nrules:\n  " << rule << "\n";
    std::string said = "accepted";
    try {
      rules::load_game(file.string());
    } catch (const std::exception& e) {
      said = e.what();
    }
    std::filesystem::remove(file);
    return said;
  };
  EXPECT_EQ(error("dead-position: {minor: N}"), "accepted");
  EXPECT_EQ(error("dead-position: false"), "accepted");
  EXPECT_NE(error("dead-position: true").find("dead-position names its pieces"), std::string::npos);
  EXPECT_NE(error("dead-position: {minor: Z}").find("unknown piece letter 'Z'"), std::string::npos);
  EXPECT_NE(error("dead-position: {knight: N}").find("knight"), std::string::npos);
}

TEST(DeadPosition, PerftCountsOnAsTheEngineDoes) {
  // d3's King has all eight steps (none next to e6); the Knight on g1 adds e2, f3 and h3.
  const Game& g = testutil::load("chess");
  Position kings = parse_fen(g.variant(), g.board(), "8/8/4k3/8/8/3K4/8/8 w - - 0 1");
  EXPECT_EQ(perft(g, kings, 1), 8U);
  Position knight = parse_fen(g.variant(), g.board(), "8/8/4k3/8/8/3K4/8/6N1 w - - 0 1");
  EXPECT_EQ(perft(g, knight, 1), 11U);
  EXPECT_TRUE(scored_end(g, knight).over());
}

TEST(DeadPosition, ARecordPlayingOnIsRefusedAtItsNextMove) {
  const Game& g = testutil::load("chess");
  // Bxd5 leaves K+B v K: Black's Ke5 comes after the game has ended.
  const std::string text = "[FEN \"8/8/4k3/3n4/8/3K4/2B5/8 w - - 0 1\"]\n\n1. Bb3 Kd6 2. Bxd5 Ke5 *\n";
  try {
    play_pgn(g, read_pgn(text, "g.pgn"), "g.pgn");
    ADD_FAILURE() << "accepted";
  } catch (const pp::InputError& e) {
    EXPECT_EQ(e.describe(), "g.pgn:3:20: move 2 (Ke5): the game is already over (dead position, a draw)");
  }
  const PlayedGame played =
      play_pgn(g, read_pgn("[FEN \"8/8/4k3/3n4/8/3K4/2B5/8 w - - 0 1\"]\n\n1. Bb3 Kd6 2. Bxd5 *\n", "g.pgn"), "g.pgn");
  EXPECT_EQ(played.moves.size(), 3U);
  EXPECT_TRUE(scored_end(g, played.positions.back()).over());
}

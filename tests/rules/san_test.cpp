// SAN written and read against the core's legal moves, and PGN games played through.
#include <gtest/gtest.h>

#include <algorithm>
#include <fstream>
#include <set>
#include <sstream>

#include "common/input_error.h"
#include "rules/notation/fen.h"
#include "rules/notation/notation.h"
#include "rules/notation/pgn.h"
#include "rules/notation/san.h"
#include "rules/play/movegen.h"
#include "support/paths.h"
#include "test_util.h"

namespace {

// Every legal move written in SAN reads back as itself, and no two read the same. That the SAN
// is the SAN others write is Notation.*SanAgreesWithFfish (tests/ffish_games): every legal move
// of positions of random play against the engine's.
void round_trip(const rules::Game& g, rules::Position pos) {
  std::vector<rules::Move> legal;
  const std::vector<std::string> sans = rules::san_list(g, pos, legal);
  ASSERT_FALSE(legal.empty());
  EXPECT_EQ(std::set<std::string>(sans.begin(), sans.end()).size(), sans.size());
  for (size_t i = 0; i < legal.size(); ++i) {
    const rules::SanResult r = rules::read_san(g, pos, sans[i]);
    EXPECT_EQ(r.problem, rules::SanProblem::None)
        << sans[i] << ": " << r.message << " in " << rules::to_fen(g.variant(), g.board(), pos);
    EXPECT_TRUE(r.move == legal[i]) << sans[i];
  }
}

rules::Position at(const rules::Game& g, const std::string& fen) {
  return rules::parse_fen(g.variant(), g.board(), fen);
}

// `plies` moves from `fen`, each chosen by a fixed rule from the legal ones, round-tripping SAN
// at every position; the SAN of the moves made.
std::vector<std::string> walk(const rules::Game& g, rules::Position pos, int plies) {
  std::vector<std::string> played;
  for (int ply = 0; ply < plies; ++ply) {
    std::vector<rules::Move> legal;
    const auto sans = rules::san_list(g, pos, legal);
    if (legal.empty()) break;
    round_trip(g, pos);
    const size_t pick = (static_cast<size_t>(ply) * 7 + 3) % legal.size();
    played.push_back(sans[pick]);
    rules::Undo u;
    rules::make_move(g, pos, legal[pick], u);
  }
  return played;
}

// A game's PGN text: `moves` from the setup, numbered, a comment after every seventh when asked.
std::string pgn_of(const std::vector<std::string>& moves, const std::string& variant, bool comments) {
  std::string text = "[Event \"walk\"]\n[Variant \"" + variant + "\"]\n\n";
  for (size_t i = 0; i < moves.size(); ++i)
    text += (i % 2 == 0 ? std::to_string(i / 2 + 1) + ". " : "") + moves[i] +
            (comments && i % 7 == 3 ? " {a comment} " : " ");
  return text + "*\n";
}

TEST(San, EveryLegalMoveOfChessRoundTrips) {
  const auto& g = testutil::load("chess");
  for (const char* fen :
       {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
        "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8", "4k3/8/8/8/8/N7/8/N3N1K1 w - - 0 1"})
    round_trip(g, at(g, fen));
  walk(g, at(g, g.variant().setup_fen), 60);
}

TEST(San, EveryLegalMoveOfGrandChessRoundTrips) {
  for (const char* layout : {"grand-chess", "grand-chess-freeling"}) {
    const auto& g = testutil::load(layout);
    round_trip(g, at(g, g.variant().setup_fen));
    walk(g, at(g, g.variant().setup_fen), 60);
  }
  const auto& g = testutil::load("grand-chess");
  round_trip(g, at(g, "4k5/10/10/3P6/2p7/10/10/10/10/4K5 w - c8,c7 0 2"));
}

TEST(San, DisambiguationChecksAndPromotion) {
  const auto& g = testutil::load("chess");
  rules::Position pos = at(g, "4k3/8/8/8/8/N7/8/N3N1K1 w - - 0 1");
  std::vector<rules::Move> legal;
  const auto sans = rules::san_list(g, pos, legal);
  const std::set<std::string> set(sans.begin(), sans.end());
  EXPECT_TRUE(set.count("Na1c2"));  // a3 shares its file, e1 its rank
  EXPECT_TRUE(set.count("N3c2"));   // a1 shares its file
  EXPECT_TRUE(set.count("Nec2"));
  EXPECT_TRUE(set.count("Nb3"));  // no other knight goes there
  EXPECT_EQ(rules::read_san(g, pos, "Nc2").message, "ambiguous: Na1c2, Nec2 or N3c2");
  pos = at(g, "4k3/1P6/8/8/8/8/8/4K2R w K - 0 1");
  const auto more = rules::san_list(g, pos, legal);
  const std::set<std::string> m(more.begin(), more.end());
  EXPECT_TRUE(m.count("b8=Q+"));
  EXPECT_TRUE(m.count("O-O"));
  EXPECT_TRUE(m.count("Rh8+"));
  EXPECT_EQ(rules::read_san(g, pos, "b8Q").problem, rules::SanProblem::None);
  EXPECT_EQ(rules::read_san(g, pos, "b7b8q").problem, rules::SanProblem::None);
  EXPECT_EQ(rules::read_san(g, pos, "0-0").problem, rules::SanProblem::None);
  EXPECT_EQ(rules::read_san(g, pos, "Zf3").problem, rules::SanProblem::UnknownPiece);
  EXPECT_EQ(rules::read_san(g, pos, "Kd3").problem, rules::SanProblem::Illegal);
  EXPECT_EQ(rules::read_san(g, pos, "b8").problem, rules::SanProblem::Illegal);  // must promote
  EXPECT_EQ(rules::read_san(g, pos, "%%").problem, rules::SanProblem::Syntax);
  pos = at(g, "k7/8/1K6/8/8/8/8/7R w - - 0 1");
  const auto mate = rules::san_list(g, pos, legal);
  EXPECT_EQ(std::count(mate.begin(), mate.end(), "Rh8#"), 1);
}

std::string file_text(const std::string& path) {
  std::ifstream in(path);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

TEST(San, ShogiDropsAndPromotionsRoundTrip) {
  for (const char* layout : {"shogi", "minishogi"}) {
    const auto& g = testutil::load(layout);
    const auto played = walk(g, at(g, g.variant().setup_fen), 120);
    EXPECT_TRUE(std::any_of(played.begin(), played.end(),
                            [](const std::string& m) { return m.find('@') != std::string::npos; }))
        << layout << ": the walk made no drop";
  }
  // A pawn that may turn over on e8, or not; a pawn in hand to drop (not on the e-file, where
  // one stands).
  const auto& g = testutil::load("shogi");
  rules::Position pos = at(g, "4k4/9/4P4/9/9/9/9/9/4K4[P] w - - 0 1");
  EXPECT_EQ(rules::move_text(g, rules::read_san(g, pos, "Pe8+").move), "e7e8+");
  EXPECT_EQ(rules::move_text(g, rules::read_san(g, pos, "Pe8=").move), "e7e8");
  EXPECT_EQ(rules::move_text(g, rules::read_san(g, pos, "P@d5").move), "P@d5");
  EXPECT_EQ(rules::read_san(g, pos, "P@e5").problem, rules::SanProblem::Illegal);
  // A promoted piece is written with its '+' (a Horse +B beside a Bishop that may promote on f7).
  rules::Position both = at(g, "1n1k3ns/lsrg4l/pp1ppg+Bp1/g1p1BP3/9/P1P1P3p/1P1P2PPP/2S4S1/LN1RKG1NL[PP] w - - 7 21");
  EXPECT_EQ(rules::move_text(g, rules::read_san(g, both, "+Bxf7+").move), "g7f7");
  EXPECT_EQ(rules::move_text(g, rules::read_san(g, both, "Bxf7++").move), "e6f7+");
  EXPECT_EQ(rules::move_text(g, rules::read_san(g, both, "Bxf7=+").move), "e6f7");
}

TEST(Pgn, AShogiGameWithDropsReadsBack) {
  const auto& g = testutil::load("minishogi");
  rules::Position pos = at(g, g.variant().setup_fen);
  const std::vector<std::string> moves = walk(g, pos, 60);
  const std::string text = pgn_of(moves, "minishogi", false);
  const rules::PlayedGame played = rules::play_pgn(g, rules::read_pgn(text, "walk.pgn"), "walk.pgn");
  ASSERT_EQ(played.san, moves);
  EXPECT_TRUE(
      std::any_of(moves.begin(), moves.end(), [](const std::string& m) { return m.find('@') != std::string::npos; }));
}

TEST(Pgn, TheOperaGamePlaysToItsMate) {
  const auto& g = testutil::load("chess");
  const std::string path = (pp::test::source_dir() / "tests/games/opera.pgn").string();
  const rules::PgnGame pgn = rules::read_pgn(file_text(path), "opera.pgn");
  EXPECT_EQ(pgn.tag("White"), "Paul Morphy");
  EXPECT_EQ(pgn.tags.size(), 7u);
  EXPECT_EQ(pgn.result, "1-0");
  ASSERT_EQ(pgn.plies.size(), 33u);
  EXPECT_EQ(pgn.plies[5].comment, "This pin is no good.");
  EXPECT_TRUE(pgn.plies[12].diagram);
  EXPECT_EQ(pgn.plies[12].comment, "Two threats at once:");
  EXPECT_EQ(pgn.plies[12].squares, (std::vector<std::string>{"Rf7", "Rb7"}));
  EXPECT_EQ(pgn.plies[12].arrows, (std::vector<std::string>{"Gb3f7", "Gb3b7"}));
  const rules::PlayedGame played = rules::play_pgn(g, pgn, "opera.pgn");
  EXPECT_EQ(rules::to_fen(g.variant(), g.board(), played.positions.back()),
            "1n1Rkb1r/p4ppp/4q3/4p1B1/4P3/8/PPP2PPP/2K5 b k - 1 17");
  EXPECT_EQ(played.san.back(), "Rd8#");
  EXPECT_EQ(played.numbers.back(), 17);
  EXPECT_EQ(played.san[22], "O-O-O");
}

TEST(Pgn, AGrandChessGameWrittenInSanReadsBack) {
  const auto& g = testutil::load("grand-chess-freeling");
  rules::Position pos = at(g, g.variant().setup_fen);
  const std::vector<std::string> moves = walk(g, pos, 40);
  const std::string text = pgn_of(moves, "Grand Chess", true);
  const rules::PlayedGame played = rules::play_pgn(g, rules::read_pgn(text, "walk.pgn"), "walk.pgn");
  ASSERT_EQ(played.san, moves);
  for (size_t i = 0; i < moves.size(); ++i) {
    std::vector<rules::Move> legal;
    rules::generate_legal(g, pos, legal);
    rules::Undo u;
    rules::make_move(g, pos, played.moves[i], u);
    EXPECT_EQ(pos, played.positions[i + 1]);
  }
  // Coordinates read as well as SAN.
  const rules::PlayedGame uci = rules::play_pgn(g, rules::read_pgn("e3e5 d8d6 e5d6", "u.txt"), "u.txt");
  EXPECT_EQ(uci.san.back(), "exd6");
}

std::string error_of(const std::string& layout, const std::string& text) {
  const auto& g = testutil::load(layout);
  try {
    rules::play_pgn(g, rules::read_pgn(text, "game.pgn"), "game.pgn");
  } catch (const pp::InputError& e) {
    return e.describe();
  }
  return "";
}

TEST(Pgn, BadMovesNameTheMoveNumber) {
  // The columns counted by hand.
  EXPECT_EQ(error_of("chess", "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Bxf7 *"),
            "game.pgn:1:34: move 4 (Bxf7): not a legal move");
  EXPECT_EQ(error_of("chess", "1. Nf3 d5 2. d3 e5 3. Nd2"), "game.pgn:1:23: move 3 (Nd2): ambiguous: Nbd2 or Nfd2");
  EXPECT_EQ(error_of("chess", "1. e4 Zf6"), "game.pgn:1:7: move 1 (Zf6): no piece 'Z' in this game (K Q R B N P)");
  EXPECT_EQ(error_of("chess", "1. e4 {unclosed"), "game.pgn:1:7: comment '{' without its '}'");
  EXPECT_EQ(error_of("chess", "1. e4 (1. d4"), "game.pgn:1:7: variation '(' without its ')'");
  EXPECT_EQ(error_of("chess", "[White \"x]\n1. e4"), "game.pgn:1:1: tag 'White': its value has no closing '\"'");
  EXPECT_EQ(error_of("grand-chess", "1. e10"), "game.pgn:1:4: move 1 (e10): not a legal move");
  EXPECT_EQ(error_of("six-armies", "1. e4"), "game.pgn: games are read for two sides; this layout has 6");
}

TEST(Pgn, AMoveGivingItsFromCellIsCheckedForThePieceThere) {
  // Each letter of chess named on a cell where another of the mover's pieces stands: the record
  // names the wrong piece. Names and cells worked out from the start position.
  EXPECT_EQ(error_of("chess", "1. Ng1f3 *"), "");
  const std::pair<const char*, const char*> wrong[] = {{"Kg1f3", "names K (King), but N (Knight) stands on g1"},
                                                       {"Qb1c3", "names Q (Queen), but N (Knight) stands on b1"},
                                                       {"Re2e4", "names R (Rook), but P (Pawn) stands on e2"},
                                                       {"Bg1f3", "names B (Bishop), but N (Knight) stands on g1"},
                                                       {"Ne2e4", "names N (Knight), but P (Pawn) stands on e2"},
                                                       {"Pg1f3", "names P (Pawn), but N (Knight) stands on g1"}};
  for (const auto& [move, message] : wrong)
    EXPECT_EQ(error_of("chess", std::string("1. ") + move),
              std::string("game.pgn:1:4: move 1 (") + move + "): " + message);
  // The piece it names is there but cannot go: an illegal move.
  EXPECT_EQ(error_of("chess", "1. Ke1e2"), "game.pgn:1:4: move 1 (Ke1e2): not a legal move");
  // Black's pieces the same, after 1. e4.
  EXPECT_EQ(error_of("chess", "1. e4 Bb8c6"),
            "game.pgn:1:7: move 1 (Bb8c6): names B (Bishop), but N (Knight) stands on b8");
}

}  // namespace

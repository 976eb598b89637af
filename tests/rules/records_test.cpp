// Game records in their players' formats (KIF, CSA, USI, WXF, UCCI, pychess PGN), written for
// these tests, read and played through: each move one of the core's legal moves, and the last
// position Fairy-Stockfish's after the same moves (its FEN written here from the engine's `d`).
#include <gtest/gtest.h>

#include <algorithm>
#include <fstream>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include "common/input_error.h"
#include "rules/notation/fen.h"
#include "rules/notation/native.h"
#include "rules/notation/notation.h"
#include "rules/notation/records.h"
#include "rules/play/movegen.h"
#include "support/paths.h"
#include "test_util.h"

namespace {

std::string game_file(const std::string& name) {
  std::ifstream in(pp::test::source_dir() / "tests/games" / name);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

rules::PgnGame read(const std::string& name, const std::string& text) {
  return rules::record_format(name, text).read(text, name);
}

// The record played through; every move checked against the legal moves of its position.
rules::PlayedGame play(const std::string& layout, const rules::PgnGame& pgn) {
  const rules::Game& g = testutil::load(layout);
  rules::PlayedGame played = rules::play_pgn(g, pgn, "record");
  for (size_t i = 0; i < played.moves.size(); ++i) {
    rules::Position pos = played.positions[i];
    std::vector<rules::Move> legal;
    rules::generate_legal(g, pos, legal);
    EXPECT_NE(std::find(legal.begin(), legal.end(), played.moves[i]), legal.end()) << "ply " << i + 1;
  }
  return played;
}

// The placement, hands and side to move of a FEN, the hands' letters sorted (the engine's order
// and the layout's differ).
std::string board_of(const std::string& fen) {
  std::istringstream in(fen);
  std::string placement, side;
  in >> placement >> side;
  if (const size_t open = placement.find('['); open != std::string::npos) {
    std::string hand = placement.substr(open + 1, placement.size() - open - 2);
    std::sort(hand.begin(), hand.end());
    placement = placement.substr(0, open) + "[" + hand + "]";
  }
  return placement + " " + side;
}

std::string last_fen(const std::string& layout, const rules::PlayedGame& played) {
  const rules::Game& g = testutil::load(layout);
  return board_of(rules::to_fen(g.variant(), g.board(), played.positions.back()));
}

std::vector<std::string> move_texts(const std::string& layout, const rules::PlayedGame& played) {
  std::vector<std::string> out;
  for (const rules::Move& m : played.moves) out.push_back(rules::move_text(testutil::load(layout), m));
  return out;
}

// The Shogi game of yagura-test.*: Fairy-Stockfish 11.1 after position startpos moves c3c4 ...
const char* const kShogiEnd = "lnsgkg1+S1/9/p1ppppn1p/1r7/9/2P2+b3/PP1PPP1PP/5S1R1/LNSGKG1NL[LPPbpp] w";
const std::vector<std::string> kShogiMoves = {"c3c4",  "g7g6", "b2h8+", "g9h8", "B@f5", "b7b6", "f5g6",  "h8g7",
                                              "g6h7+", "b6b5", "h7g7",  "h9g7", "S@h8", "B@e5", "h8i9+", "e5g3+",
                                              "g1f2",  "g3f4", "i9h9",  "b5b4", "b3b4", "b8b4", "P@b3",  "b4b6"};

TEST(Records, KifWithHeaderCommentsSameSquareAndDrops) {
  const rules::PgnGame kif = read("yagura-test.kif", game_file("yagura-test.kif"));
  EXPECT_EQ(kif.tag("White"), "Sente Player");
  EXPECT_EQ(kif.tag("Event"), "Test Cup");
  EXPECT_EQ(kif.tag("Variant"), "shogi");
  EXPECT_EQ(kif.result, "0-1");  // 投了 at Sente's 25th move
  EXPECT_EQ(kif.start.comment, "An opening comment, before the first move");
  ASSERT_EQ(kif.plies.size(), 24u);
  EXPECT_EQ(kif.plies[2].comment, "The bishops are exchanged at once.");
  EXPECT_EQ(kif.plies[3].written, "同　銀(31)");
  const rules::PlayedGame played = play("shogi", kif);
  EXPECT_EQ(move_texts("shogi", played), kShogiMoves);
  EXPECT_EQ(last_fen("shogi", played), kShogiEnd);
}

TEST(Records, CsaWithTimeMarksAndTheSameGameInUsi) {
  const rules::PgnGame csa = read("yagura-test.csa", game_file("yagura-test.csa"));
  EXPECT_EQ(csa.tag("Black"), "Gote Player");
  EXPECT_EQ(csa.tag("Date"), "2025/03/14");
  EXPECT_EQ(csa.result, "0-1");
  EXPECT_EQ(csa.plies[2].comment, "the bishops are exchanged at once");
  EXPECT_EQ(last_fen("shogi", play("shogi", csa)), kShogiEnd);
  const rules::PgnGame usi = read("yagura-test.usi", game_file("yagura-test.usi"));
  ASSERT_EQ(usi.plies.size(), 24u);
  EXPECT_EQ(move_texts("shogi", play("shogi", usi)), kShogiMoves);
}

TEST(Records, UsiFromSfenWithHands) {
  // Fairy-Stockfish's Sfen after c3c4 g7g6 b2h8+ (Gote to move, Sente holding a Bishop); then
  // h9h8 and B*4e as USI: the engine's FEN after all five.
  const rules::PgnGame usi =
      read("line.usi",
           "position sfen lnsgkgsnl/1r5+B1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/7R1/LNSGKGSNL w B 4 moves 3a2b B*4e");
  EXPECT_EQ(last_fen("shogi", play("shogi", usi)),
            "lnsgkg1nl/1r5s1/pppppp1pp/6p2/5B3/2P6/PP1PPPPPP/7R1/LNSGKGSNL[b] b");
}

TEST(Records, JapaneseLabelsReadBackAsTheirMoves) {
  // KI2: moves by their labels alone, several to a line, 同 for the last move's cell.
  const rules::PgnGame ki2 = read("game.ki2", "▲７六歩    △３四歩    ▲２二角成  △同　銀\n▲４五角打  △８四歩\n");
  const rules::PlayedGame played = play("shogi", ki2);
  EXPECT_EQ(move_texts("shogi", played), std::vector<std::string>(kShogiMoves.begin(), kShogiMoves.begin() + 6));
  // Every label of the test game reads back as its move.
  const rules::Game& g = testutil::load("shogi");
  const rules::PlayedGame whole = play("shogi", read("yagura-test.usi", game_file("yagura-test.usi")));
  std::vector<std::string> labels, hodges;
  for (size_t i = 0; i < whole.moves.size(); ++i) {
    rules::Position pos = whole.positions[i];
    std::vector<rules::Move> legal;
    rules::generate_legal(g, pos, legal);
    const int previous = i ? whole.moves[i - 1].to : -1;
    labels.push_back(rules::native_move(rules::Coordinates::Japanese, g, pos, whole.moves[i], legal, previous));
    hodges.push_back(rules::native_move(rules::Coordinates::JapaneseLetters, g, pos, whole.moves[i], legal, previous));
  }
  EXPECT_EQ(labels[0], "▲7六歩");
  EXPECT_EQ(labels[2], "▲2二角成");
  EXPECT_EQ(labels[3], "△同銀");
  EXPECT_EQ(labels[4], "▲4五角");
  EXPECT_EQ(labels[11], "△同桂");
  EXPECT_EQ(labels[14], "▲1一銀成");
  EXPECT_EQ(labels[18], "▲2一成銀");
  EXPECT_EQ(hodges[0], "P-7f");
  EXPECT_EQ(hodges[2], "Bx2b+");
  EXPECT_EQ(hodges[4], "B*4e");
  EXPECT_EQ(hodges[18], "+S-2a");
}

TEST(Records, JapaneseLabelsTellLikePiecesApart) {
  const rules::Game& g = testutil::load("shogi");
  // Golds on 6九 and 4九 both reach 5八: 右 and 左 as Sente sits; with a gold on 5九 too, that
  // one steps straight up (直). From 6八 and 5九 to 5八: 寄 and 上.
  auto labels = [&](const std::string& fen) {
    rules::Position pos = rules::parse_fen(g.variant(), g.board(), fen);
    std::vector<rules::Move> legal;
    rules::generate_legal(g, pos, legal);
    std::vector<std::string> out;
    for (const rules::Move& m : legal)
      if (g.board().cell(m.to).name == "e2" && !g.kind(m.kind).drop)
        out.push_back(rules::native_move(rules::Coordinates::Japanese, g, pos, m, legal, -1));
    std::sort(out.begin(), out.end());
    return out;
  };
  EXPECT_EQ(labels("4k4/9/9/9/9/9/9/9/3G1G2K[] w - - 0 1"), (std::vector<std::string>{"▲5八金右", "▲5八金左"}));
  EXPECT_EQ(labels("4k4/9/9/9/9/9/9/9/3GGG2K[] w - - 0 1"),
            (std::vector<std::string>{"▲5八金右", "▲5八金左", "▲5八金直"}));
  EXPECT_EQ(labels("4k4/9/9/9/9/9/9/3G5/4G3K[] w - - 0 1"), (std::vector<std::string>{"▲5八金上", "▲5八金寄"}));
}

TEST(Records, PychessCrazyhousePgnWithDrops) {
  const rules::PgnGame pgn = read("crazyhouse-drops.pgn", game_file("crazyhouse-drops.pgn"));
  EXPECT_EQ(pgn.tag("Variant"), "Crazyhouse");
  const rules::PlayedGame played = play("crazyhouse", pgn);
  EXPECT_EQ(played.moves.size(), 20u);
  // Fairy-Stockfish after e2e4 d7d5 e4d5 d8d5 b1c3 d5a5 g1f3 g8f6 f1c4 c8g4 P@d5 P@e4 c3e4 f6e4
  // d1e2 N@g3 h2g3 e4g3 N@f6 g7f6.
  EXPECT_EQ(last_fen("crazyhouse", played), "rn2kb1r/ppp1pp1p/5p2/q2P4/2B3b1/5Nn1/PPPPQPP1/R1B1K2R[Pnp] w");
  // A Queen promoted from a pawn, marked `~` in the [FEN], goes back to the hand a pawn (the
  // engine's FEN after e1d2 from the same position).
  const rules::PgnGame tilde =
      read("t.pgn", "[Variant \"crazyhouse\"]\n[FEN \"4k3/8/8/8/8/8/3q~4/4K3[] w - - 0 1\"]\n\n1. Kxd2 *");
  EXPECT_EQ(last_fen("crazyhouse", play("crazyhouse", tilde)), "4k3/8/8/8/8/8/3K4/8[P] b");
}

TEST(Records, PychessSeirawanAndSHousePgnWithGating) {
  const rules::PgnGame pgn = read("seirawan-gating.pgn", game_file("seirawan-gating.pgn"));
  const rules::PlayedGame played = play("seirawan", pgn);
  // As Fairy-Stockfish writes the same moves, and its FEN after them.
  EXPECT_EQ(move_texts("seirawan", played),
            (std::vector<std::string>{"e2e4", "e7e5", "g1f3", "b8c6h", "f1c4", "f8c5", "h1e1h", "g8f6", "b1c3e",
                                      "e8g8e", "d2d3", "d7d6", "c1g5", "h7h6", "g5f6", "d8f6"}));
  EXPECT_EQ(played.san[3], "Nc6/H");
  EXPECT_EQ(played.san[6], "O-O/Hh1");
  EXPECT_EQ(played.san[9], "O-O/Ee8");
  const rules::Game& g = testutil::load("seirawan");
  EXPECT_EQ(rules::to_fen(g.variant(), g.board(), played.positions.back()),
            "rhb1erk1/ppp2pp1/2np1q1p/2b1p3/2B1P3/2NP1N2/PPP2PPP/RE1Q1RKH[] w - - 0 9");
  // The same opening in S-House, where the captures fill the hands, then drops.
  const std::string moves =
      "1. e4 e5 2. Nf3 Nc6/H 3. Bc4 Bc5 4. O-O/Hh1 Nf6 5. Nc3/E O-O/Ee8 6. d3 d6 7. Bg5 h6 "
      "8. Bxf6 Qxf6 9. Nd5 Qd8 10. Nxc7 Qxc7 11. P@d5 N@f4 *";
  const rules::PlayedGame house = play("shouse", read("s.pgn", "[Variant \"S-House\"]\n\n" + moves));
  const rules::Game& h = testutil::load("shouse");
  EXPECT_EQ(rules::to_fen(h.variant(), h.board(), house.positions.back()),
            "rhb1erk1/ppq2pp1/2np3p/2bPp3/2B1Pn2/3P1N2/PPP2PPP/RE1Q1RKH[Nb] w ADac - 1 12");
}

TEST(Records, PychessShogiPgnInHodgesWithNumbers) {
  // Fairy-Stockfish's FEN without castling and en-passant fields, and its Hodges moves with
  // ranks as digits: the first twelve moves of the test game.
  const rules::PgnGame pgn = read("shogi.pgn",
                                  "[Variant \"shogi\"]\n[FEN \"lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/"
                                  "LNSGKGSNL[-] w 0 1\"]\n\n1. P-76 P-34 2. Bx22+ Sx22 3. B*45 P-84 4. Bx34 S-33 5. "
                                  "Bx23+ P-85 6. +Bx33 Nx33 *");
  EXPECT_EQ(move_texts("shogi", play("shogi", pgn)),
            std::vector<std::string>(kShogiMoves.begin(), kShogiMoves.begin() + 12));
}

TEST(Records, WxfWithTandemPawnsAndRooks) {
  const rules::PgnGame wxf = read("tandem-test.wxf", game_file("tandem-test.wxf"));
  EXPECT_EQ(wxf.read_move, &rules::read_wxf_move);
  const rules::PlayedGame played = play("xiangqi", wxf);
  EXPECT_EQ(move_texts("xiangqi", played),
            (std::vector<std::string>{"c7d7", "a10a8", "a1a2", "b8b7", "c8b8", "i7i6", "a3e3", "e10d10", "d7d8"}));
  // Fairy-Stockfish after those moves from the record's FEN.
  EXPECT_EQ(last_fen("xiangqi", played), "3k5/9/rP1P5/pc7/2P5p/6P2/9/4R4/R8/3K5 b");
  // From the start, in WXF with '=' and lower case, and the same game in UCCI with ICCS moves.
  const std::string end = "r1bakabr1/9/1cn3nc1/p1p1p1p1p/9/9/P1P1P1P1P/1CN1C1N2/9/R1BAKAB1R w";
  EXPECT_EQ(last_fen("xiangqi", play("xiangqi", read("o.wxf", "1. C2=5 h8+7 2. H2+3 R9.8 3. H8+7 H2+3"))), end);
  EXPECT_EQ(last_fen("xiangqi", play("xiangqi", read("opening-test.ucci", game_file("opening-test.ucci")))), end);
}

// Every legal move written in WXF reads back as itself; the engine's own WXF, compared move for
// move, is Notation.XiangqiWxfAgreesWithFfish (tests/ffish_games).
TEST(Records, WxfTandemFormsRoundTrip) {
  // Two files of tandem pawns (3+, 33, 3-), five on a file (++ P+ P3 P- --), tandem cannons.
  const rules::Game& g = testutil::load("xiangqi");
  for (const char* fen : {"3k5/9/6P2/6P1P/6P1P/2C6/2C6/9/9/4K4 w - - 0 1",
                          "2P1k4/2P6/2P6/2P6/2P6/9/9/9/9/3K5 w - - 0 1", "4k4/9/9/9/9/2p6/2p6/2p6/9/3K5 b - - 0 1"}) {
    rules::Position pos = rules::parse_fen(g.variant(), g.board(), fen);
    std::vector<rules::Move> legal;
    rules::generate_legal(g, pos, legal);
    std::vector<std::string> seen;
    for (const rules::Move& m : legal) {
      const std::string w = rules::wxf_move(g, pos, m);
      const rules::SanResult r = rules::read_wxf_move(g, pos, w);
      EXPECT_EQ(r.problem, rules::SanProblem::None) << fen << " " << w << ": " << r.message;
      EXPECT_TRUE(r.move == m) << fen << " " << w;
      seen.push_back(w);
    }
    std::sort(seen.begin(), seen.end());
    EXPECT_EQ(std::adjacent_find(seen.begin(), seen.end()), seen.end()) << fen;
    if (fen[0] == '3') {  // the WXF's forms for two files of tandem pawns, and tandem cannons
      for (const char* form : {"3+.4", "33.4", "3-.4", "1+.2", "1-.2", "C+.5", "C-.5"})
        EXPECT_NE(std::find(seen.begin(), seen.end(), form), seen.end()) << form;
      // Worked out by hand, not read back: Red numbers the files from its right (c is 7, e is 5),
      // and of the two Cannons on file 7 the one nearer Black, on c5, is the front one (+).
      for (const auto& by_hand : std::vector<std::pair<std::string, std::string>>{
               {"c5e5", "C+.5"}, {"c4e4", "C-.5"}, {"c5c6", "C++1"}, {"c4c3", "C--1"}, {"c4c2", "C--2"}}) {
        const std::string& cells = by_hand.first;
        const auto m = std::find_if(legal.begin(), legal.end(),
                                    [&](const rules::Move& l) { return rules::move_text(g, l) == cells; });
        ASSERT_NE(m, legal.end()) << cells;
        EXPECT_EQ(rules::wxf_move(g, pos, *m), by_hand.second) << cells;
      }
    }
  }
  rules::Position pos = rules::parse_fen(g.variant(), g.board(), "2P1k4/2P6/2P6/2P6/2P6/9/9/9/9/3K5 w - - 0 1");
  auto read = [&](const std::string& text) {
    const rules::SanResult r = rules::read_wxf_move(g, pos, text);
    return r.problem == rules::SanProblem::None ? rules::move_text(g, r.move) : r.message;
  };
  // Five pawns on a file, foremost to rearmost, each stepping aside to file 6.
  const std::pair<const char*, const char*> five[] = {
      {"++.6", "c10d10"}, {"P+.6", "c9d9"}, {"P7.6", "c8d8"}, {"P-.6", "c7d7"}, {"--.6", "c6d6"}};
  for (const auto& [text, cells] : five) EXPECT_EQ(read(text), cells);
}

TEST(Records, XiangqiAsArchivesAndXboardWriteIt) {
  // A PGN naming [Red] whose moves are ICCS, without a [Format] tag; WXF in full-width letters.
  EXPECT_EQ(move_texts("xiangqi", play("xiangqi", read("a.pgn", "[Red \"A\"]\n[Black \"B\"]\n\n1. h2e2 h9g7 *\n"))),
            (std::vector<std::string>{"h3e3", "h10g8"}));
  EXPECT_EQ(move_texts("xiangqi", play("xiangqi", read("a.pgn", "[Red \"A\"]\n\n1. Ｃ２＝５ Ｈ８＋７ *\n"))),
            (std::vector<std::string>{"h3e3", "h10g8"}));
  // A file of several games: the first.
  EXPECT_EQ(read("a.pgn", "[Red \"A\"]\n\n1. C2.5 H8+7 *\n\n[Red \"C\"]\n\n1. P7+1 *\n").plies.size(), 2u);
  // XBoard's SAN counts Xiangqi's ranks from 0 and writes the Soldier as a pawn: Red's chariot
  // out and back (Ra0), then the central soldiers meet and Red's takes. Worked by hand.
  const rules::PgnGame xboard = read("a.pgn", "[Variant \"xiangqi\"]\n\n1. Ra1 Ra8 2. Ra0 Ra9 3. e4 e5 4. exe5 *\n");
  EXPECT_EQ(last_fen("xiangqi", play("xiangqi", xboard)),
            "rnbakabnr/9/1c5c1/p1p3p1p/4P4/9/P1P3P1P/1C5C1/9/RNBAKABNR b");
}

TEST(Records, ABadMoveNamesItsLineColumnAndNumberAsTheRecordCounts) {
  auto problem = [&](const std::string& layout, const std::string& name, const std::string& text) {
    try {
      rules::play_pgn(testutil::load(layout), read(name, text), name);
    } catch (const pp::InputError& e) {
      return e.describe();
    }
    return std::string("no error");
  };
  // The columns counted by hand in bytes: a full-width digit or kanji is three. The last names
  // the wrong piece, which is one line too.
  struct Case {
    const char *layout, *name, *text, *error;
  };
  const Case cases[] = {
      {"shogi", "a.kif", "   1 ７六歩(77)\n   2 ３五歩(33)\n", "a.kif:2:6: move 2 (３五歩(33)): not a legal move"},
      {"shogi", "a.ki2u", "▲７六歩 △３五歩\n", "a.ki2u:1:17: move 2 (３五歩): not a legal move: no 歩 can go to 3五"},
      {"shogi", "a.csa", "PI\n+\n+7776FU\n-3335FU\n", "a.csa:4:1: move 2 (-3335FU): not a legal move"},
      {"shogi", "a.csa", "PI\n+\n+7776FU,T3,-3335FU\n", "a.csa:3:12: move 2 (-3335FU): not a legal move"},
      {"shogi", "a.usi", "position startpos moves 7g7f 3c3e", "a.usi:1:30: move 2 (3c3e): not a legal move"},
      {"xiangqi", "a.ucci", "position startpos\nmoves h2e2 h9g7 a0a5\n",
       "a.ucci:2:17: move 2 (a0a5): not a legal move"},
      {"xiangqi", "a.wxf", "1. C2.5 H8+7 2. C5+5", "a.wxf:1:17: move 2 (C5+5): not a legal move"},
      {"xiangqi", "a.pgn", "1. 炮二平五 马８进７\n2. 车一进三 车９平８\n",
       "a.pgn:2:4: move 2 (车一进三): not a legal move"},
      {"xiangqi", "a.html", "<html>\n[DhtmlXQ]\n[DhtmlXQ_movelist]77477062\n0905[/DhtmlXQ_movelist]\n",
       "a.html:4:1: move 2 (0905): not a legal move"},
      {"chess", "a.pgn", "1. e4 e5 2. Nf3 Nc6\n3. Bb5 a6 4. Bxf7 *", "a.pgn:2:14: move 4 (Bxf7): not a legal move"},
      {"xiangqi", "a.wxf", "1. C2.5 H8+7\n2. R2+1",
       "a.wxf:2:4: move 2 (R2+1): names R (Chariot), but H (Horse) stands on file 2"},
      {"xiangqi", "a.pgn", "1. 炮二平五 马８进７\n2. 车二进三\n",
       "a.pgn:2:4: move 2 (车二进三): names 车, but 马 stands on file 二"},
      {"shogi", "a.kif", "   1 ７六歩(77",
       "a.kif:1:1: not a KIF move: '７六歩(77': the cell it came from is two digits, (77)"},
      // WXF for a layout whose legal moves are drops, which the WXF has no words for (once read
      // past the board): the Rook is still in hand, on no file.
      {"placement", "a.wxf", "[Variant \"Placement\"]\n\n1. R1+1",
       "a.wxf:3:4: move 1 (R1+1): names R (Rook), but no R stands on file 1"}};
  for (const Case& c : cases) EXPECT_EQ(problem(c.layout, c.name, c.text), c.error) << c.text;
}

}  // namespace

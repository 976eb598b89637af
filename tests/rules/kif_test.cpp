// KIF and KI2 records written for these tests: headers with trailing spaces, the ending words and
// the results they give, comments and bookmarks, 変化 branches, the piece a move names checked
// against its from-cell, 仝 for 同, KI2 lines of many moves. Each expectation is worked by hand
// from the record; tests/kif compares whole records with tsshogi ply by ply.
#include <gtest/gtest.h>

#include <chrono>

#include "common/input_error.h"
#include "rules/notation/notation.h"
#include "rules/notation/records.h"
#include "test_util.h"

namespace {

rules::PlayedGame play(const rules::PgnGame& kif, const std::string& file = "a.kifu") {
  return rules::play_pgn(testutil::load("shogi"), kif, file);
}

std::vector<std::string> cells(const rules::PlayedGame& played) {
  std::vector<std::string> out;
  for (const rules::Move& m : played.moves) out.push_back(rules::move_text(testutil::load("shogi"), m));
  return out;
}

// The problem reading or playing `text` as a KIF, or "no error".
std::string problem(const std::string& text, const std::string& fen = "") {
  try {
    rules::PgnGame kif = rules::read_kif(text, "a.kifu");
    if (!fen.empty()) kif.tags.emplace_back("FEN", fen);
    play(kif);
  } catch (const pp::InputError& e) {
    return e.describe();
  }
  return "no error";
}

TEST(Kif, HeadersWithTrailingSpaces) {
  // Kifu for Windows pads 手合割 with full-width spaces; others end a value with plain ones.
  const rules::PgnGame kif = rules::read_kif(
      "先手：Sente Player　\n後手：Gote Player  \n手合割：平手　　\n手数----指手---------消費時間--\n   1 ７六歩(77)\n",
      "a.kifu");
  EXPECT_EQ(kif.tag("White"), "Sente Player");
  EXPECT_EQ(kif.tag("Black"), "Gote Player");
  EXPECT_EQ(kif.tag("FEN"), "");  // the even game: the layout's own setup
  EXPECT_EQ(cells(play(kif)), std::vector<std::string>{"c3c4"});
}

TEST(Kif, EveryEndingWordEndsTheGameWithItsResult) {
  // After two plies Sente is to move at ply 3: a word that loses for the mover gives 0-1.
  const std::pair<const char*, const char*> endings[] = {
      {"投了", "0-1"},       {"詰み", "0-1"},     {"切れ負け", "0-1"}, {"反則負け", "0-1"}, {"不戦敗", "0-1"},
      {"時間切れ", "0-1"},   {"反則勝ち", "1-0"}, {"入玉勝ち", "1-0"}, {"不戦勝", "1-0"},   {"千日手", "1/2-1/2"},
      {"持将棋", "1/2-1/2"}, {"中断", "*"},       {"封じ手", "*"},     {"不詰", "*"}};
  for (const auto& [word, result] : endings) {
    const std::string text = std::string("   1 ７六歩(77)\n   2 ３四歩(33)\n   3 ") + word + "\n   4 ２六歩(27)\n";
    const rules::PgnGame kif = rules::read_kif(text, "a.kifu");
    EXPECT_EQ(kif.plies.size(), 2u) << word;  // nothing read after the ending
    EXPECT_EQ(kif.result, result) << word;
    EXPECT_EQ(kif.tag("Result"), result) << word;
    EXPECT_EQ(kif.tag("Termination"), word);
  }
  // The handicap giver (Gote) moves first: after two plies Gote resigns, Sente wins.
  const rules::PgnGame handicap =
      rules::read_kif("手合割：角落ち\n   1 ３四歩(33)\n   2 ７六歩(77)\n   3 投了\n", "a.kifu");
  EXPECT_EQ(handicap.tag("Result"), "1-0");
  // KI2's closing line, where no ending word came before it.
  EXPECT_EQ(rules::read_kif("▲７六歩 △３四歩\nまで2手で後手の勝ち\n", "a.ki2u").tag("Result"), "0-1");
  EXPECT_EQ(rules::read_kif("▲７六歩 △３四歩\nまで2手で千日手\n", "a.ki2u").tag("Result"), "1/2-1/2");
}

TEST(Kif, CommentsAndBookmarksKept) {
  const rules::PgnGame kif =
      rules::read_kif("*Before the game\n   1 ７六歩(77)\n*Opens the bishop\n&Book\n   2 ３四歩(33)\n", "a.kifu");
  EXPECT_EQ(kif.start.comment, "Before the game");
  ASSERT_EQ(kif.plies.size(), 2u);
  EXPECT_EQ(kif.plies[0].comment, "Opens the bishop &Book");
}

TEST(Kif, ACommentBeforeABranchsFirstMoveIsThatMoves) {
  // Kifu for Windows shows a comment written between 変化 and the branch's first move with that
  // move; the main line's own comments stay where they were.
  const rules::PgnGame kif = rules::read_kif(
      "   1 ７六歩(77)\n*Opens the bishop\n   2 ３四歩(33)\n変化：2手\n*Gote turns to the other side\n&Plan\n"
      "   2 ８四歩(83)\n*Pushes on\n   3 ２六歩(27)\n",
      "a.kifu");
  ASSERT_EQ(kif.branches.size(), 1u);
  ASSERT_EQ(kif.branches[0].plies.size(), 2u);
  EXPECT_EQ(kif.plies[0].comment, "Opens the bishop");
  EXPECT_EQ(kif.plies[1].comment, "");
  EXPECT_EQ(kif.branches[0].plies[0].comment, "Gote turns to the other side &Plan Pushes on");
  EXPECT_EQ(kif.branches[0].plies[1].comment, "");
  const rules::PgnGame two = rules::with_branch(kif, "2", "--variation");
  ASSERT_EQ(two.plies.size(), 3u);
  EXPECT_EQ(two.plies[1].comment, "Gote turns to the other side &Plan Pushes on");
}

TEST(Kif, BranchesAndTheirResults) {
  const rules::PgnGame kif = rules::read_kif(
      "   1 ７六歩(77)\n   2 ３四歩(33)+\n   3 ２二角成(88)\n   4 同　銀(31)+\n   5 ４五角打\n   6 投了\n"
      "変化：4手\n   4 同　飛(82)\n   5 ６五角打+\n   6 ５二玉(51)\n   7 中断\n"
      "変化：5手\n   5 ８八銀(79)\n   6 ３三角打\n   7 持将棋\n"
      "変化：2手\n   2 ８四歩(83)\n",
      "a.kifu");
  EXPECT_EQ(kif.plies.size(), 5u);
  EXPECT_EQ(kif.result, "1-0");  // Gote resigns at ply 6
  ASSERT_EQ(kif.branches.size(), 3u);
  EXPECT_EQ(kif.branches[0].parent, -1);
  EXPECT_EQ(kif.branches[1].parent, 0);  // from the line read before it
  EXPECT_EQ(kif.branches[1].first, 5);
  EXPECT_EQ(kif.branches[2].first, 2);
  // 同 in a branch is the cell of the move before it on that branch's line: 2b.
  const rules::PgnGame four = rules::with_branch(kif, "4", "--variation");
  EXPECT_EQ(cells(play(four)), (std::vector<std::string>{"c3c4", "g7g6", "b2h8+", "b8h8", "B@d5", "e9e8"}));
  EXPECT_EQ(four.tag("Result"), "*");
  EXPECT_EQ(four.tag("Termination"), "中断");
  const rules::PgnGame five = rules::with_branch(kif, "5", "--variation");
  EXPECT_EQ(cells(play(five)), (std::vector<std::string>{"c3c4", "g7g6", "b2h8+", "b8h8", "c1b2", "B@g7"}));
  EXPECT_EQ(five.tag("Result"), "1/2-1/2");
  EXPECT_EQ(cells(play(rules::with_branch(kif, "2", "--variation"))), (std::vector<std::string>{"c3c4", "b7b6"}));
  EXPECT_EQ(rules::with_branch(kif, "2", "--variation").tag("Result"), "");
  try {
    rules::with_branch(kif, "4.2", "--variation");
    ADD_FAILURE();
  } catch (const pp::InputError& e) {
    EXPECT_EQ(e.describe(), "--variation: '4.2' is not a variation of this record (its variations: 4, 5, 2)");
  }
}

TEST(Kif, EveryPieceNameIsCheckedAgainstItsCell) {
  // Sente's every piece, each with a step it can make; Gote's King in the corner.
  const std::string fen = rules::fen_of_sfen("8k/9/9/9/+P+L+N+S1+B1+R1/9/P8/7R1/LNSGKB3 b - 1", "a.kifu");
  struct Case {
    const char* move;  // the move naming the piece there
    const char* cells;
    const char* wrong;  // the same move naming another piece, or the other form of this one
    const char* named;
    const char* there;
  };
  const Case cases[] = {
      {"９六歩(97)", "a3a4", "９六と(97)", "と", "歩"},     {"９八香(99)", "a1a2", "９八成香(99)", "成香", "香"},
      {"７七桂(89)", "b1c3", "７七成桂(89)", "成桂", "桂"}, {"７八銀(79)", "c1c2", "７八成銀(79)", "成銀", "銀"},
      {"６八金(69)", "d1d2", "６八銀(69)", "銀", "金"},     {"３八角(49)", "f1g2", "３八馬(49)", "馬", "角"},
      {"２七飛(28)", "h2h3", "２七龍(28)", "龍", "飛"},     {"５八玉(59)", "e1e2", "５八金(59)", "金", "玉"},
      {"５八王(59)", "e1e2", "５八歩(59)", "歩", "玉"},     {"９四と(95)", "a5a6", "９四歩(95)", "歩", "と"},
      {"８四成香(85)", "b5b6", "８四香(85)", "香", "成香"}, {"７四成桂(75)", "c5c6", "７四桂(75)", "桂", "成桂"},
      {"６四成銀(65)", "d5d6", "６四銀(65)", "銀", "成銀"}, {"４四馬(45)", "f5f6", "４四角(45)", "角", "馬"},
      {"２四龍(25)", "h5h6", "２四飛(25)", "飛", "龍"},     {"２四竜(25)", "h5h6", "２四と(25)", "と", "龍"}};
  for (const Case& c : cases) {
    rules::PgnGame kif = rules::read_kif(std::string("   1 ") + c.move + "\n", "a.kifu");
    kif.tags.emplace_back("FEN", fen);
    EXPECT_EQ(cells(play(kif)), std::vector<std::string>{c.cells}) << c.move;
    const std::string from = std::string(c.move).substr(std::string(c.move).find('(') + 1, 2);
    EXPECT_EQ(problem(std::string("   1 ") + c.wrong + "\n", fen), std::string("a.kifu:1:6: move 1 (") + c.wrong +
                                                                       "): names " + c.named + ", but " + c.there +
                                                                       " stands on " + from);
  }
}

TEST(Kif, SameCellWrittenEitherWay) {
  // 仝 is another way of writing 同: the Silver takes back on 2b either way.
  for (const char* same : {"同　銀(31)", "仝　銀(31)", "同銀(31)"}) {
    const rules::PgnGame kif =
        rules::read_kif(std::string("   1 ７六歩(77)\n   2 ３四歩(33)\n   3 ２二角成(88)\n   4 ") + same + "\n",
                        "a.kifu");
    EXPECT_EQ(cells(play(kif)), (std::vector<std::string>{"c3c4", "g7g6", "b2h8+", "g9h8"})) << same;
  }
}

TEST(Kif, Ki2AmbiguityAndWords) {
  // Golds on 6i and 4i can both go to 5h: without 右 or 左 the move is not one move.
  const std::string fen = rules::fen_of_sfen("k8/9/9/9/9/9/9/9/3G1G2K b - 1", "a.kifu");
  EXPECT_EQ(problem("▲５八金\n", fen), "a.kifu:1:4: move 1 (５八金): ambiguous: say which with 右 左 直 上 引 寄");
  EXPECT_EQ(problem("▲５八金右\n", fen), "no error");
  EXPECT_EQ(problem("▲５八銀\n", fen), "a.kifu:1:4: move 1 (５八銀): not a legal move: no 銀 can go to 5八");
  EXPECT_EQ(problem("▲５八金引\n", fen), "a.kifu:1:4: move 1 (５八金引): not a legal move");
  rules::PgnGame left = rules::read_kif("▲５八金左\n", "a.ki2u");
  left.tags.emplace_back("FEN", fen);
  EXPECT_EQ(cells(play(left)), std::vector<std::string>{"d1e2"});
  // Dragons on 2h and 2e, both reaching 2f: 行 and 入 are 上, the one coming up from 2h.
  const std::string dragons = rules::fen_of_sfen("4k4/9/9/9/7+R1/9/9/7+R1/4K4 b - 1", "a.kifu");
  for (const auto& [text, moved] : {std::pair<const char*, const char*>{"▲２六龍上\n", "h2h4"},
                                    {"▲２六龍行\n", "h2h4"},
                                    {"▲２六竜入\n", "h2h4"},
                                    {"▲２六龍引\n", "h5h4"}}) {
    rules::PgnGame ki2 = rules::read_kif(text, "a.ki2u");
    ki2.tags.emplace_back("FEN", dragons);
    EXPECT_EQ(cells(play(ki2)), std::vector<std::string>{moved}) << text;
  }
}

TEST(Kif, Ki2LineOfManyMovesReadInLinearTime) {
  // 100000 moves on one line: read in well under a second where each move's rescan of the rest
  // of the line took minutes.
  std::string line;
  for (int i = 0; i < 50000; ++i) line += "▲５八飛    △５二飛    ";
  const auto start = std::chrono::steady_clock::now();
  const rules::PgnGame kif = rules::read_kif(line + "\n", "a.ki2u");
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  EXPECT_EQ(kif.plies.size(), 100000u);
  EXPECT_EQ(kif.plies.back().number, 100000);
  EXPECT_LT(seconds, 5.0);
}

TEST(Kif, BodHandOfAllTheRest) {
  // A tsume problem's 残り全部: the set's 40 pieces less the five on the board, the two kings and
  // Sente's Gold and Silver.
  const rules::PgnGame kif = rules::read_kif(
      "後手の持駒：残り全部\n  ９ ８ ７ ６ ５ ４ ３ ２ １\n+---------------------------+\n"
      "| ・ ・ ・ ・ ・ ・ ・v桂v香|一\n| ・ ・ ・ ・ ・ ・ ・v玉 ・|二\n| ・ ・ ・ ・ ・ ・v歩v歩 ・|三\n"
      "| ・ ・ ・ ・ ・ ・ ・ ・ ・|四\n| ・ ・ ・ ・ ・ ・ ・ ・ ・|五\n| ・ ・ ・ ・ ・ ・ ・ ・ ・|六\n"
      "| ・ ・ ・ ・ ・ ・ ・ ・ ・|七\n| ・ ・ ・ ・ ・ ・ ・ ・ ・|八\n| ・ ・ ・ ・ 玉 ・ ・ ・ ・|九\n"
      "+---------------------------+\n先手の持駒：金　銀\n",
      "a.kifu");
  EXPECT_EQ(kif.tag("FEN"), rules::fen_of_sfen("7nl/7k1/6pp1/9/9/9/9/9/4K4 b GS2r2b3g3s3n3l16p 1", "hand-worked"));
}

TEST(Kif, BadBoardsAndHandicapsAreOneLine) {
  EXPECT_EQ(problem("手合割：九枚落ち\n   1 ７六歩(77)\n"),
            "a.kifu:1:1: 手合割 '九枚落ち': not a handicap Kifu for Windows names (平手, 香落ち, 右香落ち, 角落ち, "
            "飛車落ち, 飛香落ち, 二枚落ち, 三枚落ち, 四枚落ち, 五枚落ち, 左五枚落ち, 六枚落ち, 左七枚落ち, 右七枚落ち, "
            "八枚落ち, 十枚落ち, その他 with a BOD board)");
  EXPECT_EQ(problem("手合割：その他\n   1 ７六歩(77)\n"),
            "a.kifu: 手合割 'その他' without the BOD board of its start position");
  EXPECT_EQ(problem("後手の持駒：なし\n|v香v桂 ・ ・|一\n"),
            "a.kifu:2:1: BOD board: a row holds nine cells between two '|'");
  EXPECT_EQ(problem("後手の持駒：竜二\n"),
            "a.kifu:1:1: BOD hand: '竜二' is pieces (歩 香 桂 銀 金 角 飛), each with its count (歩二)");
  EXPECT_EQ(problem("   1 ７六歩(77)\n   2 ３五歩(33)\n"), "a.kifu:2:6: move 2 (３五歩(33)): not a legal move");
  EXPECT_EQ(problem("後手番\n|v玉 ・ ・ ・ ・ ・ ・ ・ ・|一\n"), "a.kifu: BOD board: 1 rows, not nine");
  // KI2 after a BOD numbers its moves on from the board's 手数.
  std::string kings = "後手番\n手数＝41\n| ・ ・ ・ ・v玉 ・ ・ ・ ・|一\n";
  for (int rank = 2; rank <= 8; ++rank) kings += "| ・ ・ ・ ・ ・ ・ ・ ・ ・|\n";
  kings += "| ・ ・ ・ ・ 玉 ・ ・ ・ ・|九\n";
  EXPECT_EQ(problem(kings + "△５二玉 ▲５八金\n"),
            "a.kifu:12:17: move 43 (５八金): not a legal move: no 金 can go to 5八");
  EXPECT_EQ(problem("▲７六歩 △\n"), "a.kifu:1:1: not a KI2 move: nothing after its ▲ or △");
  EXPECT_EQ(problem("   1 ７六歩(７７)\n"),
            "a.kifu:1:1: not a KIF move: '７六歩(７７)': the cell it came from is two digits, (77)");
  EXPECT_EQ(problem("   1 ７六歩(77)\n   2 同　歩(23)\n変化：5手\n"),
            "a.kifu:3:1: 変化 '変化：5手': not a move of the line before it (moves 1 to 3)");
}

}  // namespace

// Xiangqi as Chinese players write it (炮二平五, 马８进７, 前车进一), read in its scripts and
// written on game sheets; XQBase's PGN and DhtmlXQ's blocks. Expectations worked by hand from
// the positions.
#include <gtest/gtest.h>

#include <algorithm>

#include "rules/notation/chinese.h"
#include "rules/notation/fen.h"
#include "rules/notation/notation.h"
#include "rules/notation/records.h"
#include "rules/play/movegen.h"
#include "test_util.h"

namespace chinese_notation_test {

const char* const kStart = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";

// The move from `from` to `to` of `fen` as Chinese notation writes it.
std::string written(const std::string& fen, const std::string& cells) {
  const rules::Game& g = testutil::load("xiangqi");
  rules::Position pos = rules::parse_fen(g.variant(), g.board(), fen);
  std::vector<rules::Move> legal;
  rules::generate_legal(g, pos, legal);
  for (const rules::Move& m : legal)
    if (rules::move_text(g, m) == cells) return rules::chinese_move(g, pos, m);
  return "no move " + cells;
}

// The text read as a move of `fen`: its cells, or the reader's message.
std::string read(const std::string& fen, const std::string& text) {
  const rules::Game& g = testutil::load("xiangqi");
  rules::Position pos = rules::parse_fen(g.variant(), g.board(), fen);
  const rules::SanResult r = rules::read_xiangqi_move(g, pos, text);
  return r.problem == rules::SanProblem::None ? rules::move_text(g, r.move) : r.message;
}

TEST(ChineseNotation, WritesEachPieceFromTheStart) {
  EXPECT_EQ(written(kStart, "h3e3"), "炮二平五");
  EXPECT_EQ(written(kStart, "b1c3"), "马八进七");
  EXPECT_EQ(written(kStart, "g1e3"), "相三进五");
  EXPECT_EQ(written(kStart, "f1e2"), "仕四进五");
  EXPECT_EQ(written(kStart, "i1i3"), "车一进二");
  EXPECT_EQ(written(kStart, "c4c5"), "兵七进一");
  const std::string black = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1";
  EXPECT_EQ(written(black, "h10g8"), "马８进７");
  EXPECT_EQ(written(black, "c7c6"), "卒３进１");
  EXPECT_EQ(written(black, "d10e9"), "士４进５");
  EXPECT_EQ(written(black, "h8h2"), "炮８进６");
  EXPECT_EQ(written("3k5/9/9/9/9/9/9/9/4K4/9 w - - 0 1", "e2e1"), "帅五退一");
  EXPECT_EQ(written("9/4k4/9/9/9/9/9/9/9/3K5 b - - 0 1", "e9f9"), "将５平６");
}

TEST(ChineseNotation, TellsPiecesOnOneFileApart) {
  // Two chariots on Red's file 5; three pawns on file 7 and two on file 3, where the file
  // takes the character's place; three on one file alone: 前, 中, 后 and the character.
  const std::string rooks = "3k5/9/9/9/9/9/9/4R4/9/4RK3 w - - 0 1";
  EXPECT_EQ(written(rooks, "e3f3"), "前车平四");
  EXPECT_EQ(written(rooks, "e1e2"), "后车进一");
  const std::string pawns = "r3k4/9/9/2P3P2/2P3P2/2P6/9/9/9/3K5 w - - 0 1";
  EXPECT_EQ(written(pawns, "c7d7"), "前七平六");
  EXPECT_EQ(written(pawns, "c6b6"), "中七平八");
  EXPECT_EQ(written(pawns, "g7g8"), "前三进一");
  EXPECT_EQ(written(pawns, "g6f6"), "后三平四");
  const std::string three = "4k4/9/9/2P6/2P6/2P6/9/9/9/3K5 w - - 0 1";
  EXPECT_EQ(written(three, "c7c8"), "前兵进一");
  EXPECT_EQ(written(three, "c6b6"), "中兵平八");
  EXPECT_EQ(written(three, "c5c6"), "no move c5c6");  // the middle pawn stands there
  const std::string black = "4k4/9/9/9/9/2p6/2p6/2p6/2p6/3K5 b - - 0 1";
  EXPECT_EQ(written(black, "c2b2"), "一卒平２");
  EXPECT_EQ(written(black, "c5b5"), "四卒平２");
}

TEST(ChineseNotation, ReadsBothScriptsAndEveryDigit) {
  for (const char* text : {"炮二平五", "炮2平5", "炮２平５", "砲二平五"}) EXPECT_EQ(read(kStart, text), "h3e3") << text;
  for (const char* text : {"马八进七", "馬八進七", "傌八進七", "马8进7"}) EXPECT_EQ(read(kStart, text), "b1c3") << text;
  const std::string rooks = "3k5/9/9/9/9/9/9/4R4/9/4RK3 w - - 0 1";
  EXPECT_EQ(read(rooks, "後車進一"), "e1e2");
  EXPECT_EQ(read(rooks, "前俥平四"), "e3f3");
  const std::string both = read(rooks, "车五进一");
  EXPECT_TRUE(both == "ambiguous: 前车进一 or 后车进一" || both == "ambiguous: 后车进一 or 前车进一") << both;
  // ICCS and WXF read beside it.
  EXPECT_EQ(read(kStart, "H2-E2"), "h3e3");
  EXPECT_EQ(read(kStart, "C2.5"), "h3e3");
  EXPECT_EQ(read(kStart, "马九进八"), "names 马, but no 马 stands on file 九");
  EXPECT_EQ(read(kStart, "炮二五"), "not a move: Chinese notation writes 炮二平五, 马８进７, 前车进一");
}

TEST(ChineseNotation, EveryLegalMoveReadsBackAsItself) {
  const rules::Game& g = testutil::load("xiangqi");
  for (const char* fen : {kStart, "r3k4/9/9/2P3P2/2P3P2/2P6/9/9/9/3K5 w - - 0 1",
                          "4k4/9/9/9/9/2p6/2p6/2p6/2p6/3K5 b - - 0 1", "3k5/9/9/9/9/9/9/4R4/9/4RK3 w - - 0 1"}) {
    rules::Position pos = rules::parse_fen(g.variant(), g.board(), fen);
    std::vector<rules::Move> legal;
    rules::generate_legal(g, pos, legal);
    std::vector<std::string> seen;
    for (const rules::Move& m : legal) {
      const std::string text = rules::chinese_move(g, pos, m);
      const rules::SanResult r = rules::read_chinese_move(g, pos, text);
      EXPECT_TRUE(r.problem == rules::SanProblem::None && r.move == m) << fen << " " << text << ": " << r.message;
      seen.push_back(text);
    }
    std::sort(seen.begin(), seen.end());
    EXPECT_EQ(std::adjacent_find(seen.begin(), seen.end()), seen.end()) << fen;
  }
}

// Each piece's character, simplified and traditional, Red's and Black's, read as the move worked
// out here by hand from the start (Black's after 炮二平五); and each named on a file where none of
// it stands, for a move another piece there makes: refused with both characters and the file.
TEST(ChineseNotation, EveryPieceCharacterIsCheckedAgainstItsFile) {
  const std::string black = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1";
  const std::pair<const char*, const char*> red_moves[] = {
      {"帅五进一", "e1e2"}, {"帥五進一", "e1e2"}, {"仕四进五", "f1e2"}, {"相三进五", "g1e3"}, {"马二进三", "h1g3"},
      {"傌八進七", "b1c3"}, {"馬二進一", "h1i3"}, {"车一进一", "i1i2"}, {"俥九進一", "a1a2"}, {"車一進二", "i1i3"},
      {"炮二平五", "h3e3"}, {"砲八平五", "b3e3"}, {"包二平五", "h3e3"}, {"兵三进一", "g4g5"}};
  for (const auto& [text, cells] : red_moves) EXPECT_EQ(read(kStart, text), cells) << text;
  const std::pair<const char*, const char*> black_moves[] = {
      {"将５进１", "e10e9"}, {"將５進１", "e10e9"}, {"士４进５", "d10e9"}, {"象３进５", "c10e8"},
      {"马２进３", "b10c8"}, {"馬８進７", "h10g8"}, {"车１进１", "a10a9"}, {"車９進１", "i10i9"},
      {"炮２平５", "b8e8"},  {"砲８平５", "h8e8"},  {"包８平５", "h8e8"},  {"卒３进１", "c7c6"}};
  for (const auto& [text, cells] : black_moves) EXPECT_EQ(read(black, text), cells) << text;
  const std::pair<const char*, const char*> red_wrong[] = {
      {"帅二平五", "names 帅, but 炮 stands on file 二"}, {"帥八平五", "names 帥, but 炮 stands on file 八"},
      {"仕一进二", "names 仕, but 车 stands on file 一"}, {"相四进五", "names 相, but 仕 stands on file 四"},
      {"马三进五", "names 马, but 相 stands on file 三"}, {"傌七进一", "names 傌, but 兵 stands on file 七"},
      {"馬六进五", "names 馬, but 仕 stands on file 六"}, {"车三进五", "names 车, but 相 stands on file 三"},
      {"俥二平五", "names 俥, but 炮 stands on file 二"}, {"車七进一", "names 車, but 兵 stands on file 七"},
      {"炮七进一", "names 炮, but 兵 stands on file 七"}, {"砲四进五", "names 砲, but 仕 stands on file 四"},
      {"包三进五", "names 包, but 相 stands on file 三"}, {"兵二平五", "names 兵, but 炮 stands on file 二"},
      {"兵八进九", "names 兵, but 马 stands on file 八"}};
  for (const auto& [text, message] : red_wrong) EXPECT_EQ(read(kStart, text), message) << text;
  const std::pair<const char*, const char*> black_wrong[] = {
      {"将２平５", "names 将, but 炮 stands on file ２"}, {"將８平５", "names 將, but 炮 stands on file ８"},
      {"士１进２", "names 士, but 车 stands on file １"}, {"象４进５", "names 象, but 士 stands on file ４"},
      {"马３进５", "names 马, but 象 stands on file ３"}, {"馬７进１", "names 馬, but 卒 stands on file ７"},
      {"车３进５", "names 车, but 象 stands on file ３"}, {"車２平５", "names 車, but 炮 stands on file ２"},
      {"炮７进１", "names 炮, but 卒 stands on file ７"}, {"砲４进５", "names 砲, but 士 stands on file ４"},
      {"包３进５", "names 包, but 象 stands on file ３"}, {"卒２平５", "names 卒, but 炮 stands on file ２"}};
  for (const auto& [text, message] : black_wrong) EXPECT_EQ(read(black, text), message) << text;
  // Named on a file none of it stands on, for a move no piece there makes either: still the name.
  EXPECT_EQ(read(kStart, "车二进九"), "names 车, but no 车 stands on file 二");
  EXPECT_EQ(read(black, "車２進９"), "names 車, but no 車 stands on file ２");
  // A piece that is on the file it names, but cannot make the move, is an illegal move.
  EXPECT_EQ(read(kStart, "马二进二"), "not a legal move");
}

// Each WXF letter (and the layout's B and N for the Elephant and Horse) read as the move worked out
// by hand, and each named on a file where none of it stands: refused with both pieces and the file.
TEST(WxfNotation, EveryPieceLetterIsCheckedAgainstItsFile) {
  const std::string black = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1";
  const std::pair<const char*, const char*> moves[] = {{"K5+1", "e1e2"}, {"A4+5", "f1e2"}, {"E3+5", "g1e3"},
                                                       {"B7+5", "c1e3"}, {"H2+3", "h1g3"}, {"N8+7", "b1c3"},
                                                       {"R1+1", "i1i2"}, {"C2.5", "h3e3"}, {"P3+1", "g4g5"}};
  for (const auto& [text, cells] : moves) EXPECT_EQ(read(kStart, text), cells) << text;
  EXPECT_EQ(read(black, "K5+1"), "e10e9");
  EXPECT_EQ(read(black, "H8+7"), "h10g8");
  EXPECT_EQ(read(black, "P7+1"), "g7g6");
  const std::pair<const char*, const char*> wrong[] = {{"K2.5", "names K (General), but C (Cannon) stands on file 2"},
                                                       {"A1+2", "names A (Advisor), but R (Chariot) stands on file 1"},
                                                       {"E4+5", "names E (Elephant), but A (Advisor) stands on file 4"},
                                                       {"B6+5", "names E (Elephant), but A (Advisor) stands on file 6"},
                                                       {"H3+5", "names H (Horse), but E (Elephant) stands on file 3"},
                                                       {"N7+1", "names H (Horse), but P (Soldier) stands on file 7"},
                                                       {"R3+5", "names R (Chariot), but E (Elephant) stands on file 3"},
                                                       {"C7+1", "names C (Cannon), but P (Soldier) stands on file 7"},
                                                       {"P2.5", "names P (Soldier), but C (Cannon) stands on file 2"},
                                                       {"P8+9", "names P (Soldier), but H (Horse) stands on file 8"}};
  for (const auto& [text, message] : wrong) EXPECT_EQ(read(kStart, text), message) << text;
  EXPECT_EQ(read(black, "K2.5"), "names K (General), but C (Cannon) stands on file 2");
  EXPECT_EQ(read(black, "R7+1"), "names R (Chariot), but P (Soldier) stands on file 7");
  EXPECT_EQ(read(kStart, "R2+9"), "names R (Chariot), but no R stands on file 2");
  EXPECT_EQ(read(black, "E5+3"), "names E (Elephant), but no E stands on file 5");
  // On its file but unable to go there: an illegal move, not a wrong name.
  EXPECT_EQ(read(kStart, "H2+2"), "not a legal move");
}

TEST(XiangqiRecords, XqbasePgnAndItsRedToMove) {
  const std::string text = "[Game \"Chinese Chess\"]\n[Red \"Wang\"]\n[Black \"Chen\"]\n[FEN \"" +
                           std::string("4k4/9/9/2P6/2P6/2P6/9/9/9/3K5 r - - 0 1") +
                           "\"]\n[Format \"Chinese\"]\n\n1.　中兵平八　将５平６ 2. 前兵进一 *\n";
  EXPECT_EQ(rules::record_format("game.pgn", text).name, std::string("Xiangqi PGN"));
  const rules::PgnGame pgn = rules::read_xiangqi_pgn(text, "game.pgn");
  EXPECT_EQ(pgn.tag("FEN"), "4k4/9/9/2P6/2P6/2P6/9/9/9/3K5 w - - 0 1");
  EXPECT_EQ(pgn.tag("White"), "Wang");
  ASSERT_EQ(pgn.plies.size(), 3u);
  const rules::Game& g = testutil::load("xiangqi");
  const rules::PlayedGame played = rules::play_pgn(g, pgn, "game.pgn");
  EXPECT_EQ(rules::move_text(g, played.moves[0]), "c6b6");
  EXPECT_EQ(rules::move_text(g, played.moves[2]), "c7c8");
}

TEST(XiangqiRecords, DhtmlxqStartAndMoves) {
  // Black's chariots and horses taken off (99), Red's first move 炮二平五 as 7747.
  const std::string page =
      "<p>[DhtmlXQ][DhtmlXQ_red]Wang[/DhtmlXQ_red][DhtmlXQ_result]红胜[/DhtmlXQ_result]"
      "[DhtmlXQ_binit]89796959493929190977178666462606999920304050609999127203234363"
      "83[/DhtmlXQ_binit][DhtmlXQ_movelist]77471242[/DhtmlXQ_movelist][/DhtmlXQ]</p>";
  EXPECT_EQ(rules::record_format("page.html", page).name, std::string("Xiangqi PGN"));
  const rules::PgnGame pgn = rules::read_xiangqi_pgn(page, "page.html");
  EXPECT_EQ(pgn.tag("FEN"), "2bakab2/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1");
  EXPECT_EQ(pgn.result, "1-0");
  EXPECT_EQ(pgn.tag("White"), "Wang");
  const rules::Game& g = testutil::load("xiangqi");
  const rules::PlayedGame played = rules::play_pgn(g, pgn, "page.html");
  ASSERT_EQ(played.moves.size(), 2u);
  EXPECT_EQ(rules::move_text(g, played.moves[0]), "h3e3");
  EXPECT_EQ(rules::move_text(g, played.moves[1]), "b8e8");
}

TEST(XiangqiRecords, DhtmlxqBlackMovesFirstWhereItsPieceMovesFirst) {
  // An ending: Red's general (e1) and one soldier (e5), Black's general (d10) and chariot (a1);
  // the chariot moves first, a1 to a2.
  std::string binit(64, '9');
  binit.replace(8, 2, "49");   // piece 5, Red's general, e1
  binit.replace(26, 2, "45");  // piece 14, a Red soldier, e5
  binit.replace(40, 2, "30");  // piece 21, Black's general, d10
  binit.replace(32, 2, "09");  // piece 17, a Black chariot, a1
  const std::string page = "[DhtmlXQ_binit]" + binit + "[/DhtmlXQ_binit][DhtmlXQ_movelist]0908[/DhtmlXQ_movelist]";
  const rules::PgnGame pgn = rules::read_xiangqi_pgn(page, "page.html");
  EXPECT_EQ(pgn.tag("FEN"), "3k5/9/9/9/9/4P4/9/9/9/r3K4 b - - 0 1");
  const rules::Game& g = testutil::load("xiangqi");
  EXPECT_EQ(rules::move_text(g, rules::play_pgn(g, pgn, "page.html").moves[0]), "a1a2");
}

TEST(XiangqiRecords, BrokenDhtmlxqNamesWhatIsWrong) {
  EXPECT_THROW(rules::read_xiangqi_pgn("[DhtmlXQ_binit]8979[/DhtmlXQ_binit]", "p.html"), pp::InputError);
  try {
    rules::read_xiangqi_pgn("[DhtmlXQ_movelist]77471[/DhtmlXQ_movelist]", "p.html");
    FAIL();
  } catch (const pp::InputError& e) {
    EXPECT_NE(std::string(e.what()).find("four digits a move"), std::string::npos) << e.what();
  }
}

}  // namespace chinese_notation_test

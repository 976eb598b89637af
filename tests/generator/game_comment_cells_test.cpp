// A game record's comments under its diagrams name cells as the board's labels do, when the record
// names them as chess does (PGN, ICCS); a record in the players' own notation (KIF, CSA, WXF) keeps
// its comments as written. The records are written here; the labels expected are counted by hand
// on the printed boards (Shogi's files 9..1 from Sente's left and ranks 一..九 from the top;
// Xiangqi's Red files 九..一 from the left, ranks counted from Red's side, ICCS's from 0).
#include <gtest/gtest.h>

#include <regex>
#include <string>

#include "diagram/native_cells.h"
#include "rules/notation/chinese.h"
#include "rules/notation/records.h"
#include "support.h"

using namespace pp;

namespace {

const std::string kCommentNbsp = "\u00a0", kCommentJoin = "\u2060";

// The caption text of the game sheet's SVG diagram of `ply`, its lines joined by spaces.
std::string comment_ply_words(const test::TempDir& dir, const std::string& record, const std::string& layout, int ply) {
  const test::Run run = test::pawnprint({"game", (dir / record).string(), "--layout", layout, "--plies",
                                         std::to_string(ply), "--format", "svg", "--out", dir.path.string(), "-q"});
  EXPECT_EQ(run.status, 0) << run.err;
  const std::string stem = record.substr(0, record.find('.'));
  char name[32];
  std::snprintf(name, sizeof name, "-ply-%03d.svg", ply);
  const std::string svg = test::read_file(dir / (stem + "/" + stem + name));
  const std::regex text(R"re(<text[^>]*>([\s\S]*?)</text>)re"), tag("<[^>]*>");
  std::string words;
  for (std::sregex_iterator it(svg.begin(), svg.end(), text), end; it != end; ++it)
    words += std::regex_replace((*it)[1].str(), tag, "") + " ";
  return words;
}

bool comment_has(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

}  // namespace

TEST(GameCommentCells, PgnCommentsOnAShogiBoardUseItsLabels) {
  test::TempDir dir;
  // Sente's 7g Pawn to 7f (c3c4 in algebraic cells); the comment names e5 and the b- and h-files.
  test::write_file(dir / "opening.pgn",
                   "[Variant \"shogi\"]\n\n1. c3c4 {The Bishop now sees e5, the b- and h-files wait} *\n");
  const std::string words = comment_ply_words(dir, "opening.pgn", "shogi", 1);
  EXPECT_TRUE(comment_has(words, "sees 5" + kCommentJoin + "五,")) << words;
  EXPECT_TRUE(comment_has(words, "files" + kCommentNbsp + "8 and 2 wait")) << words;
  EXPECT_FALSE(comment_has(words, "e5")) << words;
}

TEST(GameCommentCells, IccsCommentsCountRanksFromNought) {
  test::TempDir dir;
  // 炮二平五: Red's Cannon from h2 to e2 in ICCS, the point on file 五 three ranks up from Red's side.
  test::write_file(dir / "cannon.pgn",
                   "[Game \"Chinese Chess\"]\n[Format \"ICCS\"]\n\n1. H2-E2 {The Cannon on e2 eyes e6} H9-G7 *\n");
  const std::string words = comment_ply_words(dir, "cannon.pgn", "xiangqi", 1);
  EXPECT_TRUE(comment_has(words, "file" + kCommentNbsp + "五" + kCommentNbsp + "rank" + kCommentNbsp + "3 eyes"))
      << words;
  EXPECT_TRUE(comment_has(words, "file" + kCommentNbsp + "五" + kCommentNbsp + "rank" + kCommentNbsp + "7")) << words;
}

TEST(GameCommentCells, KifCommentsInJapaneseStayAsWritten) {
  test::TempDir dir;
  const std::string comment = "角道を開ける。次は５五角の狙い";
  test::write_file(dir / "kaku.kifu", "手合割：平手\n手数----指手---------消費時間--\n   1 ７六歩(77)\n*" + comment +
                                          "\n   2 ３四歩(33)\n");
  const std::string words = comment_ply_words(dir, "kaku.kifu", "shogi", 1);
  EXPECT_TRUE(comment_has(words, comment)) << words;
}

// The choice itself, on records read here: what each format's comments are taken to name.
TEST(GameCommentCells, EachFormatNamesItsCellsAsItsMovesDo) {
  const std::string kif = "手合割：平手\n   1 ７六歩(77)\n*e5\n";
  EXPECT_EQ(diagram::comment_cells(rules::read_pgn("1. c3c4 {e5} *", "x.pgn")), diagram::CommentCells::Algebraic);
  EXPECT_EQ(diagram::comment_cells(rules::read_kif(kif, "x.kifu")), diagram::CommentCells::Native);
  EXPECT_EQ(diagram::comment_cells(rules::read_csa("PI\n+\n+7776FU\n'* 76\n", "x.csa")), diagram::CommentCells::Native);
  EXPECT_EQ(diagram::comment_cells(rules::read_wxf("1. C2.5 {e3} H8+7 *", "x.wxf")), diagram::CommentCells::Native);
  EXPECT_EQ(diagram::comment_cells(rules::read_ucci("position startpos moves h2e2", "x.ucci")),
            diagram::CommentCells::Iccs);
  EXPECT_EQ(diagram::comment_cells(rules::read_xiangqi_pgn("[Game \"Chinese Chess\"]\n\n1. h2e2 h9g7 *", "x.pgn")),
            diagram::CommentCells::Iccs);
  // In a KIF record an algebraic-looking word is no cell of its notation: it stays.
  const Layout shogi = load_layout(test::layout_path("shogi").string());
  EXPECT_EQ(diagram::native_comment(shogi, rules::read_kif(kif, "x.kifu"), "e5"), "e5");
  EXPECT_EQ(diagram::native_comment(shogi, rules::read_pgn("1. c3c4 *", "x.pgn"), "e5"), "5" + kCommentJoin + "五");
}

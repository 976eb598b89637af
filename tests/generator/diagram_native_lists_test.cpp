// Files and ranks named in lists ("the b- and h-files", "ranks 1 and 2", "the 3rd and 4th ranks")
// come out whole in the board's own coordinates. The expected labels are counted by hand on the
// printed boards: Shogi's files 9..1 from Sente's left (the b-file is 8, the h-file 2), its ranks
// 一..九 from the top (rank 1 is 九); Xiangqi's Red files 九..一 from the left, its ranks counted
// from Red's side.
#include <gtest/gtest.h>

#include <string>

#include "diagram/native_cells.h"
#include "model/layout.h"
#include "support.h"

using namespace pp;

namespace {

const std::string kListNbsp = "\u00a0", kListJoin = "\u2060";

std::string shogi_text(const std::string& text) {
  static const Layout layout = load_layout(test::layout_path("shogi").string());
  return diagram::native_cells(layout, text);
}

std::string xiangqi_text(const std::string& text) {
  static const Layout layout = load_layout(test::layout_path("xiangqi").string());
  return diagram::native_cells(layout, text);
}

}  // namespace

TEST(NativeCellLists, FilesInAListAreEachNamedByTheirLabel) {
  EXPECT_EQ(shogi_text("Each side's Pawns on the b- and h-files start forward."),
            "Each side's Pawns on files" + kListNbsp + "8 and 2 start forward.");
  EXPECT_EQ(shogi_text("Each side's b- and h-file Pawns"), "Each side's files" + kListNbsp + "8 and 2 Pawns");
  EXPECT_EQ(shogi_text("the a-, b- and c-files"), "files" + kListNbsp + "9, 8 and 7");
  EXPECT_EQ(shogi_text("the a-, b-, and c-files"), "files" + kListNbsp + "9, 8, and 7");
  EXPECT_EQ(shogi_text("on the b and h files."), "on files" + kListNbsp + "8 and 2.");
  EXPECT_EQ(shogi_text("The d- or f-file"), "Files" + kListNbsp + "6 or 4");
  EXPECT_EQ(xiangqi_text("the a- and i-files"), "files" + kListNbsp + "九 and 一");
  // What stays: a list without its "file", a letter past the board, "a" and "i" as English words.
  EXPECT_EQ(shogi_text("the b- and h-pawns"), "the b- and h-pawns");
  EXPECT_EQ(shogi_text("the b- and k-files"), "the b- and k-files");
  EXPECT_EQ(shogi_text("a and i files"), "a and i files");
  EXPECT_EQ(shogi_text("a file"), "a file");
}

TEST(NativeCellLists, RanksByNumberAndOrdinal) {
  EXPECT_EQ(shogi_text("on rank 3"), "on rank" + kListNbsp + "七");
  EXPECT_EQ(shogi_text("ranks 1 and 2"), "ranks" + kListNbsp + "九 and 八");
  EXPECT_EQ(shogi_text("rank 1 and 2"), "ranks" + kListNbsp + "九 and 八");
  EXPECT_EQ(shogi_text("ranks 7, 8 and 9."), "ranks" + kListNbsp + "三, 二 and 一.");
  EXPECT_EQ(shogi_text("the 3rd and 4th ranks"), "ranks" + kListNbsp + "七 and 六");
  EXPECT_EQ(shogi_text("The 1st, 2nd and 3rd ranks"), "Ranks" + kListNbsp + "九, 八 and 七");
  EXPECT_EQ(shogi_text("the 9th rank"), "rank" + kListNbsp + "一");
  // Counted from its own side, or past the board, or not a rank: left as written.
  EXPECT_EQ(shogi_text("its 3rd rank"), "its 3rd rank");
  EXPECT_EQ(shogi_text("the 10th rank"), "the 10th rank");
  EXPECT_EQ(shogi_text("rank 10"), "rank 10");
  EXPECT_EQ(shogi_text("the 3th rank"), "the 3th rank");
  EXPECT_EQ(shogi_text("ranks 1"), "ranks 1");
  // A list ends where its items do: what follows a comma is the sentence's.
  EXPECT_EQ(shogi_text("ranks 1 and 2, the rest"), "ranks" + kListNbsp + "九 and 八, the rest");
  EXPECT_EQ(shogi_text("on rank 3, and"), "on rank" + kListNbsp + "七, and");
  EXPECT_EQ(shogi_text("on rank 3, 2 Pawns"), "on rank" + kListNbsp + "七, 2 Pawns");
  // Xiangqi's ranks count from Red's side, as algebraic does: the number stays, the tenth is there.
  EXPECT_EQ(xiangqi_text("between ranks 5 and 6"), "between ranks" + kListNbsp + "5 and 6");
  EXPECT_EQ(xiangqi_text("the 10th rank"), "rank" + kListNbsp + "10");
}

TEST(NativeCellLists, CellsAndSingleFilesAsBefore) {
  EXPECT_EQ(shogi_text("on e5, b8 and the e file; the e-file."),
            "on 5" + kListJoin + "五, 8" + kListJoin + "二 and file" + kListNbsp + "5; file" + kListNbsp + "5.");
  EXPECT_EQ(xiangqi_text("e3 and e10"), "file" + kListNbsp + "五" + kListNbsp + "rank" + kListNbsp + "3 and file" +
                                            kListNbsp + "五" + kListNbsp + "rank" + kListNbsp + "10");
}

TEST(NativeCellLists, JapaneseLettersNameRanksByLetter) {
  test::TempDir dir;
  test::write_file(dir / "letters.yaml",
                   "extends: " + test::layout_path("shogi").string() + "\nboard: {coordinates: japanese-letters}\n");
  const Layout layout = load_layout((dir / "letters.yaml").string());
  EXPECT_EQ(diagram::native_cells(layout, "ranks 1 and 2, the b-file, c3"),
            "ranks" + kListNbsp + "i and h, file" + kListNbsp + "8, 7" + kListJoin + "g");
}

TEST(NativeCellLists, AlgebraicBoardsKeepTheirWords) {
  const Layout chess = load_layout(test::layout_path("chess").string());
  const std::string text = "the b- and h-files, ranks 1 and 2, the 3rd rank, e4";
  EXPECT_EQ(diagram::native_cells(chess, text), text);
}

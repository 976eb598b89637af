#include <gtest/gtest.h>

#include "rules/topology/board.h"

using rules::Board;

TEST(Board, SquareNamesAndCoordinates) {
  Board b = Board::square(10, 10);
  EXPECT_EQ(b.size(), 100);
  EXPECT_EQ(b.cell(0).name, "a1");
  EXPECT_EQ(b.cell(99).name, "j10");
  EXPECT_EQ(b.find("c5"), b.at(2, 4));
  EXPECT_EQ(b.find("k1"), -1);
  EXPECT_EQ(b.at(10, 0), -1);
}

TEST(Board, FileNamesPastZ) {
  EXPECT_EQ(rules::file_name(0), "a");
  EXPECT_EQ(rules::file_name(25), "z");
  EXPECT_EQ(rules::file_name(26), "aa");
  EXPECT_EQ(rules::file_name(27), "ab");
  Board b = Board::square(30, 2);
  EXPECT_EQ(b.find("ad2"), b.at(29, 1));
}

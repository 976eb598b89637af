#include <gtest/gtest.h>

#include "common/yamlutil.h"

namespace y = pp::yaml;

TEST(Yaml, UnknownKeySuggestsNearest) {
  auto node = y::load_string("board:\n  files: 10\n  rnaks: 10\n", "t.yaml");
  try {
    y::check_keys("t.yaml", node["board"], {"files", "ranks", "cell"}, "board");
    FAIL() << "no error";
  } catch (const pp::InputError& e) {
    EXPECT_EQ(e.describe(), "t.yaml:3:3: unknown key 'rnaks' in board (did you mean 'ranks'?)");
  }
}

TEST(Yaml, SyntaxErrorHasPosition) {
  try {
    y::load_string("a: [1, 2\nb: 3\n", "bad.yaml");
    FAIL() << "no error";
  } catch (const pp::InputError& e) {
    EXPECT_EQ(e.pos().file, "bad.yaml");
    EXPECT_GT(e.pos().line, 0);
  }
}

TEST(Yaml, IntRangeAndType) {
  auto node = y::load_string("n: -3\nm: ten\n", "t.yaml");
  EXPECT_THROW(y::as_int("t.yaml", node["n"], "n", 1, 99), pp::InputError);
  EXPECT_THROW(y::as_int("t.yaml", node["m"], "m", 1, 99), pp::InputError);
  EXPECT_EQ(y::as_int("t.yaml", y::load_string("7", "x"), "n", 1, 99), 7);
}

TEST(Yaml, DuplicateKeysAreErrorsAtTheSecondKey) {
  try {
    y::load_string("board:\n  files: 8\n  ranks: 8\n  files: 9\n", "t.yaml");
    FAIL() << "no error";
  } catch (const pp::InputError& e) {
    EXPECT_EQ(e.describe(), "t.yaml:4:3: duplicate key 'files' (first at line 2)");
  }
  try {
    y::load_string("list:\n  - {a: 1, b: 2}\n  - {a: 1, a: 2}\n", "t.yaml");
    FAIL() << "no error";
  } catch (const pp::InputError& e) {
    EXPECT_EQ(e.describe(), "t.yaml:3:12: duplicate key 'a' (first at line 3)");
  }
  // The same key in different mappings, and a mapping used again through an alias, are fine.
  EXPECT_NO_THROW(y::load_string("a: &m {k: 1}\nb: *m\nc: {k: 2, a: 1}\n", "t.yaml"));
}

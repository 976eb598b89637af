#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>

#include "common/yaml_at.h"
#include "common/yamldoc.h"
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

// A cursor names the file that wrote each value: an inherited one is reported in the extended
// file, at its own line and column; a key below an absent key or a scalar is absent.
TEST(Yaml, ACursorReportsEachValueInTheFileThatWroteIt) {
  namespace fs = std::filesystem;
  const fs::path dir = fs::temp_directory_path() / ("pp-yaml-at-" + std::to_string(::getpid()));
  fs::create_directories(dir);
  std::ofstream(dir / "base.yaml") << "tokens:\n  size: 24mm\n  sides: [red, black]\n";
  std::ofstream(dir / "child.yaml") << "extends: base.yaml\nname: x\ntokens:\n  labels: yes\n";
  const std::string base = (dir / "base.yaml").string(), child = (dir / "child.yaml").string();
  const pp::YamlDoc doc = pp::load_yaml_doc(child, "layout");
  const y::At root(doc);
  const y::At tokens = root["tokens"];
  EXPECT_EQ(tokens["labels"].error("here").describe(), child + ":4:11: here");
  EXPECT_TRUE(tokens["labels"].flag("tokens.labels"));
  EXPECT_EQ(tokens["size"].error("here").describe(), base + ":2:9: here");
  EXPECT_EQ(tokens["size"].path(), "tokens.size");
  const auto sides = tokens["sides"].items("tokens.sides");
  ASSERT_EQ(sides.size(), 2u);
  EXPECT_EQ(sides[1].text("a side"), "black");
  EXPECT_EQ(sides[1].error("here").describe(), base + ":3:16: here");
  EXPECT_FALSE(root["board"]["cell"]);
  EXPECT_FALSE(tokens["size"]["unit"]);
  try {
    tokens.keys({"size", "sides"}, "tokens");
    ADD_FAILURE() << "no error";
  } catch (const pp::InputError& e) {
    EXPECT_EQ(e.describe(), child + ":4:3: unknown key 'labels' in tokens");
  }
  fs::remove_all(dir);
}

// Files and options written to hurt: each is refused quickly, in bounded memory, with one line
// naming where the problem is, exit 2, and nothing written (an earlier run's output untouched).
#include <gtest/gtest.h>

#include <filesystem>
#include <string>
#include <utility>
#include <vector>

#include "one_line.h"
#include "support.h"

namespace pp {
namespace {

namespace fs = std::filesystem;
using test::expect_one_line;
using test::pawnprint;
using test::TempDir;

// tests/inputs/: each file with the one line it must give, after its path.
TEST(HostileInputs, EachFileGivesItsOneLineInValidateAndRenderAndWritesNothing) {
  const std::vector<std::pair<std::string, std::string>> cases = {
      {"layouts/yaml-alias-bomb",
       "8:5: with its aliases expanded this holds over 100000 values, the limit for one file"},
      {"layouts/yaml-self-alias", "4:8: an alias inside the value it names"},
      {"layouts/yaml-second-document", "5:1: a second YAML document; a file holds one"},
      {"layouts/yaml-nested-brackets", "5:1: lists and mappings nested too deep (the parser stops at 500 levels)"},
      {"layouts/yaml-list-as-key", "4:1: a key must be a word, not a list"},
      {"layouts/text-too-long", "4:8: a value of 9000 bytes: over the 8192-byte limit for one value"},
      {"layouts/text-nul", "4:13: holds a NUL byte"},
      {"layouts/text-broken-utf8", "5:34: holds broken UTF-8 (byte 0xe9)"},
      {"layouts/text-control-escape", "4:8: the value holds control character U+0001"},
      {"layouts/board-files-huge", "4:16: board.files must be from 1 to 64, not 100000000000000000000000"},
      {"layouts/extends-long-path",
       "2:10: extends: 'a/a/a/a/a/a/a/a/a/a/a/a/a/a/a/a/a/a/a/a/a/a/a/a/a/a/a/a/a/a/a/a/a/a/a/a/a/a/a/a/...' names no file"},
      {"themes/side-prefix-parent",
       "5:19: sides.white.prefix must be up to 16 letters, digits, '-' or '_' (it starts a file name in the piece set)"},
  };
  TempDir dir;
  const fs::path out = dir / "out";
  const std::string chess = test::layout_path("chess").string();
  const auto earlier = pawnprint({"render", chess, "--only", "board", "--format", "pdf", "--out", out.string()});
  ASSERT_EQ(earlier.status, 0) << earlier.err;
  const std::vector<std::string> listing = test::files_below(out);
  const std::string before = test::read_file(out / "chess/chess-board.pdf");
  for (const auto& [name, line] : cases) {
    SCOPED_TRACE(name);
    const std::string file = (test::source_dir() / "tests/inputs" / (name + ".yaml")).string();
    const bool theme = name.starts_with("themes/");
    const std::string where = file + ":" + line.substr(0, line.find(' '));
    const std::string words = line.substr(line.find(' ') + 1);
    expect_one_line(pawnprint({"validate", file}), where, words);
    expect_one_line(pawnprint({"render", theme ? chess : file, "--theme", theme ? file : "classic", "--only", "board",
                               "--format", "pdf", "--out", out.string()}),
                    where, words);
    EXPECT_EQ(test::files_below(out), listing);
    EXPECT_EQ(test::read_file(out / "chess/chess-board.pdf"), before);
  }
}

TEST(HostileInputs, AnExtendsChainHoldsEightFiles) {
  TempDir dir;
  test::write_file(dir / "c1.yaml", "name: c1\nboard: {shape: square, files: 8, ranks: 8, cell: 20mm}\n");
  for (int i = 2; i <= 9; ++i)
    test::write_file(dir / ("c" + std::to_string(i) + ".yaml"),
                     "extends: c" + std::to_string(i - 1) + ".yaml\nname: c" + std::to_string(i) + "\n");
  const auto eight = pawnprint({"validate", (dir / "c8.yaml").string()});
  EXPECT_EQ(eight.status, 0) << eight.err;
  expect_one_line(pawnprint({"validate", (dir / "c9.yaml").string()}),
                  (dir / "c2.yaml").string() + ":1:10: ", "too many nested 'extends' (a chain holds at most 8 files)");
}

}  // namespace
}  // namespace pp

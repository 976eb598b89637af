// `game`, `diagram` and `calibrate` write through the run `render` takes: a write that fails
// part way (here the files grow past the size the system lets this process write) leaves
// nothing of the run behind, neither a file, nor a half-made folder, nor the folder --out named
// if the run made it, and a folder an earlier run wrote stays as it was.
#include <gtest/gtest.h>

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "common/json_read.h"
#include "support.h"

namespace pp {
namespace {

namespace fs = std::filesystem;

std::string quoted(const std::string& word) { return "'" + word + "'"; }

// pawnprint with `args`, allowed to write files of at most `kib` KiB each: past that a write
// fails with EFBIG ("File too large"), as on a full disk, rather than killing the process.
test::Run pawnprint_limited(int kib, const std::vector<std::string>& args) {
  std::string command = "bash -c 'trap \"\" XFSZ; ulimit -f " + std::to_string(kib) + "; exec \"$0\" \"$@\"' " +
                        quoted(test::pawnprint_exe().string());
  for (const std::string& a : args) command += " " + quoted(a);
  return test::shell(command);
}

std::string opera() { return (test::source_dir() / "tests/games/opera.pgn").string(); }

// Every file below `dir` with its bytes, to see that nothing changed.
std::vector<std::pair<std::string, std::string>> contents(const fs::path& dir) {
  std::vector<std::pair<std::string, std::string>> out;
  for (const std::string& file : test::files_below(dir)) out.emplace_back(file, test::read_file(dir / file));
  return out;
}

TEST(GameRun, AWriteThatFailsLateLeavesTheEarlierFolderAsItWasAndNothingElse) {
  test::TempDir dir;
  const std::string out = (dir / "out").string();
  ASSERT_EQ(test::pawnprint({"game", opera(), "--format", "svg", "--plies", "13", "-q", "--out", out}).status, 0);
  const auto before = contents(dir.path);
  ASSERT_EQ(before.size(), 2u);  // the diagram and the manifest
  const size_t svg_kib = before.front().second.size() / 1024;
  // The diagrams fit; the animation of every ply and the sheet do not.
  const test::Run run =
      pawnprint_limited(static_cast<int>(svg_kib) + 8, {"game", opera(), "--format", "svg,pdf,png,gif", "--dpi", "150",
                                                        "--every", "4", "-q", "--out", out});
  EXPECT_EQ(run.status, 1) << run.err;
  EXPECT_NE(run.err.find("File too large"), std::string::npos) << run.err;
  EXPECT_EQ(contents(dir.path), before);
}

TEST(GameRun, AWriteThatFailsRemovesTheOutFolderItMade) {
  test::TempDir dir;
  const test::Run run =
      pawnprint_limited(4, {"game", opera(), "--format", "pdf", "-q", "--out", (dir / "new/out").string()});
  EXPECT_EQ(run.status, 1) << run.err;
  EXPECT_NE(run.err.find("File too large"), std::string::npos) << run.err;
  EXPECT_FALSE(fs::exists(dir / "new"));
}

TEST(GameRun, ABadMoveLateInTheRecordWritesNothing) {
  test::TempDir dir;
  std::string pgn = test::read_file(opera());
  // White's last move made by the Queen Black took the move before: the game is read to its end
  // before anything is drawn or written.
  const size_t at = pgn.find("17. Rd8#");
  ASSERT_NE(at, std::string::npos);
  pgn.replace(at, 8, "17. Qd8#");
  test::write_file(dir / "late.pgn", pgn);
  const test::Run run = test::pawnprint({"game", (dir / "late.pgn").string(), "--format", "pdf,svg,gif", "--every", "2",
                                         "-q", "--out", (dir / "out").string()});
  EXPECT_EQ(run.status, 2) << run.err;
  EXPECT_NE(run.err.find("late.pgn:12:"), std::string::npos) << run.err;
  EXPECT_NE(run.err.find("Qd8"), std::string::npos) << run.err;
  EXPECT_EQ(test::files_below(dir.path), std::vector<std::string>{"late.pgn"});
}

TEST(GameRun, TheFolderListsItsFilesInAManifestAndKeepsOtherFormats) {
  test::TempDir dir;
  const std::string out = (dir / "out").string();
  ASSERT_EQ(test::pawnprint({"game", opera(), "--format", "pdf", "--plies", "5", "-q", "--out", out}).status, 0);
  ASSERT_EQ(test::pawnprint({"game", opera(), "--format", "gif", "-q", "--out", out}).status, 0);
  EXPECT_EQ(test::files_below(dir / "out"),
            (std::vector<std::string>{"opera/manifest.json", "opera/opera.gif", "opera/opera.pdf"}));
  const std::optional<Json> manifest = parse_json(test::read_file(dir / "out/opera/manifest.json"));
  ASSERT_TRUE(manifest);
  std::vector<std::string> listed;
  for (const Json& file : *manifest->find("files")->array_items())
    listed.push_back(*file.find("path")->text() + " " + *file.find("kind")->text() + " " +
                     *file.find("format")->text());
  // The animation of this run, then the sheet the earlier one wrote, kept.
  EXPECT_EQ(listed, (std::vector<std::string>{"opera.gif animation gif", "opera.pdf sheet pdf"}));
}

// A game's folder as runs wrote it before games had a manifest: its sheet and diagrams are kept
// by a run that writes neither, and listed from then on; a file no run wrote is not.
TEST(GameRun, AFolderWrittenWithoutAManifestKeepsTheFormatsTheRunDoesNotWrite) {
  test::TempDir dir;
  test::write_file(dir / "out/opera/opera.pdf", "%PDF- the sheet of an earlier run");
  test::write_file(dir / "out/opera/opera-ply-013.svg", "<?xml an earlier diagram");
  test::write_file(dir / "out/opera/opera-ply-013.png", "an earlier diagram's PNG");
  test::write_file(dir / "out/opera/notes.txt", "no run wrote this");
  ASSERT_EQ(test::pawnprint({"game", opera(), "--format", "gif,png", "--plies", "30", "--dpi", "36", "-q", "--out",
                             (dir / "out").string()})
                .status,
            0);
  EXPECT_EQ(test::files_below(dir / "out"),
            (std::vector<std::string>{"opera/manifest.json", "opera/opera-ply-013.svg", "opera/opera-ply-030.png",
                                      "opera/opera.gif", "opera/opera.pdf"}));
  EXPECT_EQ(test::read_file(dir / "out/opera/opera.pdf"), "%PDF- the sheet of an earlier run");
  const std::optional<Json> manifest = parse_json(test::read_file(dir / "out/opera/manifest.json"));
  ASSERT_TRUE(manifest);
  std::vector<std::string> listed;
  for (const Json& file : *manifest->find("files")->array_items())
    listed.push_back(*file.find("path")->text() + " " + *file.find("kind")->text() + " " +
                     *file.find("format")->text());
  EXPECT_EQ(listed, (std::vector<std::string>{"opera.gif animation gif", "opera-ply-030.png diagram png",
                                              "opera-ply-013.svg diagram svg", "opera.pdf sheet pdf"}));
}

TEST(DiagramRun, AWriteThatFailsLeavesNoFileAndRemovesTheFolderItMade) {
  test::TempDir dir;
  const fs::path file = dir / "new/deeper/d.png";
  const test::Run run =
      pawnprint_limited(8, {"diagram", test::layout_path("chess").string(), "--dpi", "600", "--out", file.string()});
  EXPECT_EQ(run.status, 1) << run.err;
  EXPECT_NE(run.err.find("File too large"), std::string::npos) << run.err;
  EXPECT_TRUE(test::files_below(dir.path).empty());
  EXPECT_FALSE(fs::exists(dir / "new"));
}

TEST(DiagramRun, AWriteThatFailsKeepsTheEarlierFile) {
  test::TempDir dir;
  const fs::path file = dir / "d.png";
  ASSERT_EQ(
      test::pawnprint({"diagram", test::layout_path("chess").string(), "--dpi", "36", "--out", file.string()}).status,
      0);
  const auto before = contents(dir.path);
  ASSERT_EQ(before.size(), 1u);
  const test::Run run =
      pawnprint_limited(8, {"diagram", test::layout_path("chess").string(), "--dpi", "600", "--out", file.string()});
  EXPECT_EQ(run.status, 1) << run.err;
  EXPECT_EQ(contents(dir.path), before);
}

TEST(CalibrateRun, AWriteThatFailsLeavesNothing) {
  test::TempDir dir;
  const std::string out = (dir / "out").string();
  const test::Run failed = pawnprint_limited(1, {"calibrate", "-q", "--out", out});
  EXPECT_EQ(failed.status, 1) << failed.err;
  EXPECT_NE(failed.err.find("File too large"), std::string::npos) << failed.err;
  EXPECT_FALSE(fs::exists(dir / "out"));
  ASSERT_EQ(test::pawnprint({"calibrate", "-q", "--out", out}).status, 0);
  const auto before = contents(dir.path);
  EXPECT_EQ(pawnprint_limited(1, {"calibrate", "--paper", "letter", "-q", "--out", out}).status, 1);
  EXPECT_EQ(contents(dir.path), before);
}

}  // namespace
}  // namespace pp

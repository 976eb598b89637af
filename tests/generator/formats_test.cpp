// The writer table is the one list of formats: every page row is reachable from `render
// --format` and from `pawnprint diagram --out`, every frame row from `pawnprint game --format`;
// each names the files it writes, and writes what it says.
#include <gtest/gtest.h>

#include <filesystem>
#include <map>
#include <string>
#include <vector>

#include "support.h"
#include "writers/formats.h"

namespace pp {
namespace {

// The first bytes of each format's files. A new row without an entry here fails below, so a
// new format is tested the day it is added.
const std::map<std::string, std::string> kMagic{{"pdf", "%PDF-"},         {"svg", "<?xml"},
                                                {"jpeg", "\xFF\xD8\xFF"}, {"png", "\x89PNG\r\n\x1A\n"},
                                                {"cut", "<?xml"},         {"gif", "GIF89a"},
                                                {"webp", "RIFF"}};

Page small_page() {
  Page page{30, 20, "formats", {}};
  page.items.push_back(
      {"cell a1 dark", PathItem{{{5, 5}, {15, 5}, {15, 15}, {5, 15}}, true, Style{kBlack, kNone, 0, {}, false}, {}}});
  return page;
}

TEST(Formats, EveryRowWritesItsOwnKindOfFile) {
  const Page page = small_page();
  for (const Format& f : formats()) {
    SCOPED_TRACE(std::string(f.name));
    ASSERT_TRUE(kMagic.count(std::string(f.name))) << "add the new format's first bytes to kMagic";
    WriteOptions options{72, "title", "subject"};
    options.width_px = 64;  // frame rows: the picture's width and each frame's time
    options.frame_ms = options.last_frame_ms = 100;
    const std::string bytes = f.bytes({&page, 1}, options);
    const std::string& magic = kMagic.at(std::string(f.name));
    EXPECT_EQ(bytes.substr(0, magic.size()), magic);
    EXPECT_EQ(find_format(f.name), &f);
    EXPECT_EQ(find_format(f.extension), &f);
  }
  EXPECT_EQ(find_format("tiff"), nullptr);
}

TEST(Formats, AMultipageFormatHoldsEveryPageInOneFile) {
  const std::vector<Page> pages{small_page(), small_page(), small_page()};
  for (const Format& f : formats()) {
    // A frame format's frames are counted by the animation's own tests.
    if (!f.multipage || f.kind != FormatKind::Pages) continue;
    SCOPED_TRACE(std::string(f.name));
    test::TempDir dir;
    const auto file = dir / ("three." + std::string(f.extension));
    test::write_file(file, f.bytes(pages, {0, "t", "s"}));
    ASSERT_EQ(f.name, "pdf") << "say how to count the pages of a new multipage format";
    const auto info = test::shell("pdfinfo " + file.string());
    EXPECT_NE(info.out.find("Pages:           3\n"), std::string::npos) << info.out;
  }
}

TEST(Formats, RenderWritesEveryFormatByNameWithItsExtension) {
  for (const Format& f : formats()) {
    if (f.kind != FormatKind::Pages) continue;
    SCOPED_TRACE(std::string(f.name));
    test::TempDir out;
    const auto run = test::pawnprint({"render", test::layout_path("chess").string(), "--format", std::string(f.name),
                                      "--dpi", "36", "--out", out.path.string()});
    ASSERT_EQ(run.status, 0) << run.err;
    const std::string manifest = test::read_file(out / "chess/manifest.json");
    int listed = 0;
    // Board and token sheets; diagrams and rules sheets keep formats of their own.
    for (const std::string& file : test::files_below(out / "chess")) {
      if (file.rfind("chess-board", 0) != 0 && file.rfind("chess-pieces", 0) != 0) continue;
      ++listed;
      EXPECT_TRUE(file.ends_with("." + std::string(f.extension))) << file;
      EXPECT_EQ(file.find('.'), file.size() - f.extension.size() - 1) << file;
      EXPECT_NE(manifest.find("\"" + file + "\""), std::string::npos) << file;
      const std::string& magic = kMagic.at(std::string(f.name));
      EXPECT_EQ(test::read_file(out / "chess" / file).substr(0, magic.size()), magic) << file;
    }
    EXPECT_GT(listed, 0);
  }
}

TEST(Formats, DiagramTakesItsFormatFromTheFileEnding) {
  for (const Format& f : formats()) {
    if (f.kind != FormatKind::Pages) continue;
    SCOPED_TRACE(std::string(f.name));
    test::TempDir out;
    const auto file = out / ("d." + std::string(f.extension));
    const auto run = test::pawnprint(
        {"diagram", test::layout_path("chess").string(), "--moves", "e2", "--dpi", "72", "--out", file.string()});
    ASSERT_EQ(run.status, 0) << run.err;
    const std::string& magic = kMagic.at(std::string(f.name));
    EXPECT_EQ(test::read_file(file).substr(0, magic.size()), magic);
  }
  test::TempDir out;
  const auto run =
      test::pawnprint({"diagram", test::layout_path("chess").string(), "--out", (out / "d.tiff").string()});
  EXPECT_EQ(run.status, 2);
  EXPECT_NE(run.err.find("must end in one of .pdf, .svg, .jpg, .png"), std::string::npos) << run.err;
  EXPECT_TRUE(test::files_below(out.path).empty());
}

// GIF and WebP are rows of the one table, of frames: each holds a whole game, and `game` writes
// them by name, while the commands that write pages refuse them.
TEST(Formats, GifAndWebpAreFrameRowsThatGameWrites) {
  std::vector<std::string> frames;
  for (const Format& f : formats())
    if (f.kind == FormatKind::Frames) {
      frames.emplace_back(f.name);
      EXPECT_TRUE(f.multipage) << f.name;
      EXPECT_FALSE(f.raster) << f.name;
      EXPECT_EQ(find_format(f.name), &f);
    }
  EXPECT_EQ(frames, (std::vector<std::string>{"gif", "webp"}));
  EXPECT_EQ(find_format("gif"), &kGif);
  EXPECT_EQ(find_format("webp"), &kWebp);
  EXPECT_EQ(format_names(FormatKind::Frames), "gif or webp");
  EXPECT_EQ(format_names(), "pdf, svg, jpeg, png or cut");

  const std::string record = (test::source_dir() / "tests/games/opera.pgn").string();
  for (const std::string& name : frames) {
    SCOPED_TRACE(name);
    test::TempDir out;
    const auto run = test::pawnprint({"game", record, "--layout", test::layout_path("chess").string(), "--format", name,
                                      "--size", "64px", "-q", "--out", out.path.string()});
    ASSERT_EQ(run.status, 0) << run.err;
    EXPECT_EQ(test::files_below(out.path), (std::vector<std::string>{"opera/manifest.json", "opera/opera." + name}));
    const std::string& magic = kMagic.at(name);
    EXPECT_EQ(test::read_file(out / ("opera/opera." + name)).substr(0, magic.size()), magic);
    const auto refused = test::pawnprint(
        {"render", test::layout_path("chess").string(), "--format", name, "--out", (out / "r").string()});
    EXPECT_EQ(refused.status, 2);
    EXPECT_EQ(refused.err, "--format must be pdf, svg, jpeg, png or cut, not '" + name + "'\n");
    EXPECT_FALSE(std::filesystem::exists(out / "r"));
  }
}

}  // namespace
}  // namespace pp

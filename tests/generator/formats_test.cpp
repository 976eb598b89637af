// The writer table is the one list of formats: every row is reachable from `render --format`
// and from `pawnprint diagram --out`, names the files it writes, and writes what it says.
#include <gtest/gtest.h>

#include <map>
#include <string>

#include "support.h"
#include "writers/formats.h"

namespace pp {
namespace {

// The first bytes of each format's files. A new row without an entry here fails below, so a
// new format is tested the day it is added.
const std::map<std::string, std::string> kMagic{
    {"pdf", "%PDF-"}, {"svg", "<?xml"}, {"jpeg", "\xFF\xD8\xFF"}, {"png", "\x89PNG\r\n\x1A\n"}, {"cut", "<?xml"}};

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
    const std::string bytes = f.bytes({&page, 1}, {72, "title", "subject"});
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
    if (!f.multipage) continue;
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

}  // namespace
}  // namespace pp

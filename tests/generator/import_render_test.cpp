// render and kit given FILE.ini or FILE.ini:NAME: the sections are imported into a private
// folder and rendered as the written layouts would be, leaving no layout behind.
#include <gtest/gtest.h>

#include <algorithm>
#include <sstream>

#include "support.h"

using namespace pp::test;

namespace {

std::string variants_ini() { return (source_dir() / "tests" / "import" / "variants.ini").string(); }

// Every file below `a` and `b`, the same names with the same bytes.
void expect_same_files(const std::filesystem::path& a, const std::filesystem::path& b) {
  const std::vector<std::string> files = files_below(a);
  ASSERT_FALSE(files.empty());
  EXPECT_EQ(files, files_below(b));
  for (const std::string& f : files) {  // but for the render times, which differ from run to run
    if (f != "index.times.js") {
      EXPECT_TRUE(read_file(a / f) == read_file(b / f)) << f << " differs";
    }
  }
}

// TMPDIR for a run, so what the run leaves in its temporary folder can be seen.
std::string tmpdir(const TempDir& dir) { return "TMPDIR=" + dir.path.string(); }

}  // namespace

TEST(ImportRender, RenderOfASectionIsImportThenRender) {
  TempDir dir, tmp;
  std::filesystem::create_directories(dir / "layouts");
  ASSERT_EQ(pawnprint({"import", variants_ini(), "--variant", "archers", "--out", (dir / "layouts").string()}).status,
            0);
  const pp::test::Run written =
      pawnprint({"render", (dir / "layouts" / "archers.yaml").string(), "--out", (dir / "a").string()});
  ASSERT_EQ(written.status, 0) << written.err;
  const pp::test::Run direct =
      pawnprint({"render", variants_ini() + ":archers", "--out", (dir / "b").string()}, tmpdir(tmp));
  ASSERT_EQ(direct.status, 0) << direct.err;
  expect_same_files(dir / "a", dir / "b");
  // Nothing was written beside the .ini's layouts or left in the temporary folder.
  EXPECT_TRUE(files_below(tmp.path).empty()) << files_below(tmp.path).front();
}

TEST(ImportRender, KitOfAFileRendersEverySection) {
  TempDir dir, tmp;
  std::filesystem::create_directories(dir / "layouts");
  const pp::test::Run imported = pawnprint({"import", variants_ini(), "--out", (dir / "layouts").string()});
  ASSERT_EQ(imported.status, 0) << imported.err;
  const std::vector<std::string> only{"--only", "board", "--format", "svg"};
  // The written layouts in the order import lists them, the file's: the gallery's order.
  std::vector<std::string> a{"kit"};
  std::istringstream listed(imported.out);
  for (std::string line; std::getline(listed, line);) a.push_back(line);
  a.insert(a.end(), {"--out", (dir / "a").string()});
  std::vector<std::string> b{"kit", variants_ini(), "--out", (dir / "b").string()};
  a.insert(a.end(), only.begin(), only.end());
  b.insert(b.end(), only.begin(), only.end());
  const pp::test::Run written = pawnprint(a);
  ASSERT_EQ(written.status, 0) << written.err;
  const pp::test::Run direct = pawnprint(b, tmpdir(tmp));
  ASSERT_EQ(direct.status, 0) << direct.err;
  expect_same_files(dir / "a", dir / "b");
  EXPECT_TRUE(std::filesystem::is_directory(dir / "b" / "summit"));
  EXPECT_TRUE(files_below(tmp.path).empty());
  // One section of it, beside a shipped layout.
  const pp::test::Run one = pawnprint({"kit", variants_ini() + ":sixes", "chess", "--out", (dir / "c").string(),
                                       "--only", "board", "--format", "svg"},
                                      tmpdir(tmp));
  ASSERT_EQ(one.status, 0) << one.err;
  EXPECT_TRUE(std::filesystem::is_directory(dir / "c" / "sixes"));
  EXPECT_TRUE(std::filesystem::is_directory(dir / "c" / "chess"));
  EXPECT_FALSE(std::filesystem::exists(dir / "c" / "summit"));
}

TEST(ImportRender, AnUnknownSectionIsOneLineAndNothingWritten) {
  TempDir dir, tmp;
  const pp::test::Run run =
      pawnprint({"render", variants_ini() + ":nosuch", "--out", (dir / "out").string()}, tmpdir(tmp));
  EXPECT_EQ(run.status, 2);
  EXPECT_EQ(run.err, variants_ini() +
                         ": no section [nosuch] (the file has bishopsfirst, archers, summit, sixes, giveitaway, "
                         "twochecks, fivebyfive)\n");
  EXPECT_FALSE(std::filesystem::exists(dir / "out"));
  EXPECT_TRUE(files_below(tmp.path).empty());
  EXPECT_TRUE(std::filesystem::is_empty(tmp.path));
}

TEST(ImportRender, AnErrorIsToldAtTheIniLine) {
  TempDir dir, tmp;
  write_file(dir / "v.ini", "[a]\nking = k\nstartFen = 4k3/8/8/8/8/8/8/4K3 w - - 0 1\n[b:a]\ncustomPiece1 = x:xyz\n");
  const pp::test::Run run = pawnprint({"kit", (dir / "v.ini").string(), "--out", (dir / "out").string()}, tmpdir(tmp));
  EXPECT_EQ(run.status, 2);
  EXPECT_EQ(run.err.rfind((dir / "v.ini").string() + ":5:", 0), 0u) << run.err;
  EXPECT_EQ(std::count(run.err.begin(), run.err.end(), '\n'), 1) << run.err;
  EXPECT_FALSE(std::filesystem::exists(dir / "out"));
  EXPECT_TRUE(std::filesystem::is_empty(tmp.path));
}

TEST(ImportRender, RenderOfAnInteractiveDiagram) {
  TempDir dir, tmp;
  const std::string page = (source_dir() / "examples" / "chess.html").string();
  std::filesystem::create_directories(dir / "layouts");
  ASSERT_EQ(pawnprint({"import", page, "--out", (dir / "layouts").string()}).status, 0);
  const pp::test::Run written =
      pawnprint({"render", (dir / "layouts" / "orthodox.yaml").string(), "--out", (dir / "a").string()});
  ASSERT_EQ(written.status, 0) << written.err;
  const pp::test::Run direct = pawnprint({"render", page, "--out", (dir / "b").string()}, tmpdir(tmp));
  ASSERT_EQ(direct.status, 0) << direct.err;
  expect_same_files(dir / "a", dir / "b");
  EXPECT_TRUE(std::filesystem::is_empty(tmp.path));
}

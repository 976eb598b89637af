// Tests on the files the program writes, measured the way a user would check a print.
#include <gtest/gtest.h>

#include <fcntl.h>
#include <sys/file.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <map>
#include <regex>
#include <set>
#include <sstream>
#include <thread>

#include "model/layout.h"
#include "model/paper.h"
#include "model/theme.h"
#include "pages/tiling.h"
#include "scene/board_scene.h"
#include "support.h"
#include "tokens/stands.h"

namespace pp {
namespace {

using test::Image;
using test::pawnprint;
using test::TempDir;

// classic theme: light, dark, grid, inner light, inner dark, frame, white, border.
const std::vector<unsigned> kPalette{0xefd9b4, 0xb07d52, 0x5b3a21, 0xd5e8b0, 0x5f9446, 0xf6ecdc, 0xffffff, 0x3a2414};

// Cell sizes along a line of pixels. Pixels are classed light or dark cell (other colours:
// grid, outlines, frame, text, are left out); runs shorter than `min_run` are noise (text,
// antialiasing). A cell boundary lies half-way across the gap between a light run and a dark
// run; a cell's size is the distance between the boundaries on either side of its run.
template <typename Pixel>
std::vector<double> cell_sizes(int n, Pixel pixel, int min_run) {
  struct Run {
    int cls, start, end;  // end inclusive
  };
  std::vector<Run> runs;
  int cls = -1, start = 0;
  for (int i = 0; i <= n; ++i) {
    int c = -1;
    if (i < n) {
      // Blends of a cell colour with a line are "other", so each run is clean cell colour
      // and the gap between runs is centred on the boundary.
      const int k = test::nearest_colour(pixel(i), kPalette, 30);
      c = k == 0 || k == 3 ? 0 : k == 1 || k == 4 ? 1 : -1;
    }
    if (c == cls) continue;
    if (cls >= 0 && i - start >= min_run) runs.push_back({cls, start, i - 1});
    cls = c, start = i;
  }
  auto edge = [&](size_t j) -> double {  // boundary between runs j-1 and j, or -1
    if (j == 0 || j >= runs.size()) return -1;
    const Run &a = runs[j - 1], &b = runs[j];
    return a.cls != b.cls && b.start - a.end < 10 ? (a.end + 1 + b.start) / 2.0 : -1;
  };
  std::vector<double> sizes;
  for (size_t j = 1; j + 1 < runs.size(); ++j) {
    const double before = edge(j), after = edge(j + 1);
    if (before >= 0 && after >= 0) sizes.push_back(after - before);
  }
  return sizes;
}

std::vector<double> cell_widths(const Image& im, int y, int min_run) {
  return cell_sizes(
      im.width, [&](int x) { return im.at(x, y); }, min_run);
}

std::vector<double> cell_heights(const Image& im, int x, int min_run) {
  return cell_sizes(
      im.height, [&](int y) { return im.at(x, y); }, min_run);
}

// A row and a column that cross cells on the first sheet (the left sheet of a board).
void expect_cells(const Image& im, double cell_mm, int dpi, size_t min_cells) {
  const double expected = cell_mm / 25.4 * dpi;
  const int min_run = static_cast<int>(expected / 2);
  const auto widths = cell_widths(im, im.height / 2 + static_cast<int>(expected / 3), min_run);
  const auto heights = cell_heights(im, im.width / 2 - static_cast<int>(expected / 3), min_run);
  EXPECT_GE(widths.size(), min_cells);
  EXPECT_GE(heights.size(), min_cells);
  for (double w : widths) EXPECT_NEAR(w, expected, 1.0);
  for (double h : heights) EXPECT_NEAR(h, expected, 1.0);
}

class Rendered : public ::testing::Test {
 protected:
  static void SetUpTestSuite() {
    dir_ = new TempDir;
    const auto run = pawnprint({"render", test::layout_path("chess-legions").string(), "--out",
                                (*dir_ / "out").string(), "--format", "pdf,jpeg,png"});
    ASSERT_EQ(run.status, 0) << run.err;
  }
  static void TearDownTestSuite() { delete dir_; }
  static std::filesystem::path folder() { return *dir_ / "out" / "chess-legions"; }
  static TempDir* dir_;
};
TempDir* Rendered::dir_ = nullptr;

TEST_F(Rendered, WritesTheListedFilesAndAManifest) {
  // The board sheets and the manifest (other sheet kinds are tested with their makers).
  std::vector<std::string> files;
  for (const auto& f : test::files_below(folder()))
    if (f.find("-board") != std::string::npos || f == "manifest.json") files.push_back(f);
  const std::vector<std::string> expected{"chess-legions-board-1-300dpi.jpg", "chess-legions-board-1-300dpi.png",
                                          "chess-legions-board-1-72dpi.jpg",  "chess-legions-board-1-72dpi.png",
                                          "chess-legions-board-2-300dpi.jpg", "chess-legions-board-2-300dpi.png",
                                          "chess-legions-board-2-72dpi.jpg",  "chess-legions-board-2-72dpi.png",
                                          "chess-legions-board.pdf",          "manifest.json"};
  EXPECT_EQ(files, expected);
  const std::string manifest = test::read_file(folder() / "manifest.json");
  EXPECT_NE(manifest.find("\"layout\": \"chess-legions\""), std::string::npos);
  EXPECT_NE(manifest.find("\"theme\": \"classic\""), std::string::npos);
  EXPECT_NE(manifest.find("\"paper\": \"a4\""), std::string::npos);
  EXPECT_NE(manifest.find("\"cells\": 100"), std::string::npos);
  EXPECT_NE(manifest.find("\"tiles\": 2"), std::string::npos);
  for (const auto& f : files) {
    if (f == "manifest.json") continue;
    EXPECT_NE(manifest.find("\"path\": \"" + f + "\""), std::string::npos) << f;
  }
}

TEST_F(Rendered, PdfIsTwoA4PagesThatDoNotScale) {
  const auto info = test::shell("pdfinfo '" + (folder() / "chess-legions-board.pdf").string() + "'");
  ASSERT_EQ(info.status, 0) << info.err;
  EXPECT_NE(info.out.find("Pages:           2"), std::string::npos) << info.out;
  EXPECT_NE(info.out.find("Page size:       595.276 x 841.89 pts (A4)"), std::string::npos) << info.out;
  EXPECT_NE(info.out.find("Creator:         pawnprint"), std::string::npos);
  EXPECT_EQ(test::pdf_print_scaling(test::read_file(folder() / "chess-legions-board.pdf")), "/None");
}

TEST_F(Rendered, CellsMeasureTwentyFiveMillimetresOnThePdfRasterAt300Dpi) {
  const auto stem = (dir_->path / "page").string();
  const auto run = test::shell("pdftoppm -r 300 -f 1 -l 1 -png '" + (folder() / "chess-legions-board.pdf").string() +
                               "' '" + stem + "'");
  ASSERT_EQ(run.status, 0) << run.err;
  const Image im = test::read_png(stem + "-1.png");
  // pdftoppm rounds the page up to whole pixels: 2480.3 x 3507.9.
  EXPECT_EQ(im.width, 2481);
  EXPECT_EQ(im.height, 3508);
  expect_cells(im, 25, 300, 3);
}

TEST_F(Rendered, CellsMeasureTwentyFiveMillimetresOnTheJpegAndPng) {
  const Image jpeg = test::read_jpeg(folder() / "chess-legions-board-1-300dpi.jpg");
  EXPECT_EQ(jpeg.width, 2480);
  EXPECT_EQ(jpeg.height, 3508);
  expect_cells(jpeg, 25, 300, 3);
  const Image png = test::read_png(folder() / "chess-legions-board-2-300dpi.png");
  expect_cells(png, 25, 300, 3);
  const Image small = test::read_jpeg(folder() / "chess-legions-board-1-72dpi.jpg");
  EXPECT_EQ(small.width, 595);
  EXPECT_EQ(small.height, 842);
}

TEST_F(Rendered, JpegDensityIsReadBack) {
  const std::string jpg = test::read_file(folder() / "chess-legions-board-2-72dpi.jpg");
  EXPECT_EQ(jpg[13], 1);
  EXPECT_EQ(static_cast<unsigned char>(jpg[15]), 72);
  EXPECT_EQ(static_cast<unsigned char>(jpg[17]), 72);
}

// One thread or several, the files are the same bytes.
TEST(Output, TwoRunsAreByteIdentical) {
  TempDir dir;
  for (const char* out : {"a", "b"}) {
    const auto run = pawnprint({"render", test::layout_path("mighty-lion").string(), "--out", (dir / out).string(),
                                "--format", "pdf,jpeg,png,svg", "--dpi", "72", "--jobs", out[0] == 'a' ? "1" : "3"});
    ASSERT_EQ(run.status, 0) << run.err;
  }
  const auto a = test::files_below(dir / "a"), b = test::files_below(dir / "b");
  ASSERT_EQ(a, b);
  ASSERT_FALSE(a.empty());
  for (const auto& f : a) {  // but the render times, which the gallery keeps in a file of their own
    if (f != "index.times.js") {
      EXPECT_EQ(test::read_file(dir / "a" / f), test::read_file(dir / "b" / f)) << f;
    }
  }
}

// The same at print resolutions, where a page is drawn in many bands: a board's sheets at 300
// and 1200 dpi, on one thread and on three, come out the same bytes.
TEST(Output, TwoRunsAreByteIdenticalAtPrintResolutions) {
  TempDir dir;
  for (const char* out : {"a", "b"}) {
    const auto run = pawnprint({"render", test::layout_path("chess").string(), "--out", (dir / out).string(), "--only",
                                "board", "--format", "jpeg", "--dpi", "300,1200", "--jobs", out[0] == 'a' ? "1" : "3"});
    ASSERT_EQ(run.status, 0) << run.err;
  }
  const auto a = test::files_below(dir / "a"), b = test::files_below(dir / "b");
  ASSERT_EQ(a, b);
  ASSERT_TRUE(std::find(a.begin(), a.end(), "chess/chess-board-1-1200dpi.jpg") != a.end());
  for (const auto& f : a) {  // but the render times, which the gallery keeps in a file of their own
    if (f != "index.times.js") {
      EXPECT_EQ(test::read_file(dir / "a" / f), test::read_file(dir / "b" / f)) << f;
    }
  }
}

// Without a terminal on stderr nothing is printed there, however long the run; --verbose lists
// every file written with its size.
TEST(Output, NoProgressWithoutATerminalAndVerboseListsEveryFile) {
  TempDir dir;
  const auto run =
      pawnprint({"render", "chess", "--out", (dir / "o").string(), "--format", "pdf,png", "--dpi", "36", "--verbose"});
  ASSERT_EQ(run.status, 0) << run.err;
  EXPECT_EQ(run.err, "");
  const auto files = test::files_below(dir / "o" / "chess");
  ASSERT_GT(files.size(), 3u);
  static const std::regex line_re(R"( *([0-9]+) bytes +[0-9]+\.[0-9]{3} s  (.*))");
  std::map<std::string, size_t> listed;
  std::istringstream lines(run.out);
  std::string summary;
  for (std::string line; std::getline(lines, line);) {
    std::smatch m;
    if (std::regex_match(line, m, line_re)) listed[m[2]] = std::stoul(m[1]);
    else summary = line;
  }
  EXPECT_EQ(summary, (dir / "o" / "chess").string() + ": " + std::to_string(files.size()) + " files");
  ASSERT_EQ(listed.size(), files.size());
  for (const auto& f : files) {
    const std::string path = (dir / "o" / "chess" / f).string();
    ASSERT_TRUE(listed.count(path)) << path;
    EXPECT_EQ(listed[path], std::filesystem::file_size(path)) << f;
  }
  const auto quiet = pawnprint({"render", "chess", "--out", (dir / "q").string(), "--format", "pdf", "-q"});
  EXPECT_EQ(quiet.status, 0);
  EXPECT_EQ(quiet.out + quiet.err, "");
}

TEST(Output, OptionsChangePaperCellAndFormats) {
  TempDir dir;
  const auto run = pawnprint({"render", test::layout_path("chess").string(), "--out", (dir / "o").string(), "--paper",
                              "letter", "--cell", "20mm", "--format", "jpeg", "--dpi", "150"});
  ASSERT_EQ(run.status, 0) << run.err;
  // 8 x 20 mm + frame fits one Letter sheet.
  const auto files = test::files_below(dir / "o" / "chess");
  EXPECT_EQ(std::count_if(files.begin(), files.end(),
                          [](const std::string& f) { return f.find("-board") != std::string::npos; }),
            1);
  EXPECT_NE(std::find(files.begin(), files.end(), "chess-board-1-150dpi.jpg"), files.end());
  const Image im = test::read_jpeg(dir / "o" / "chess" / "chess-board-1-150dpi.jpg");
  EXPECT_EQ(im.width, 1275);   // 8.5 in
  EXPECT_EQ(im.height, 1650);  // 11 in
  expect_cells(im, 20, 150, 6);
}

// `pawnprint kit` writes a folder for every layout in layouts/ and nothing else, each with its
// manifest and a board PDF of as many pages as the tiling plans for it in the default theme, each
// the size of its paper.
// Board sheets on A4 with 6 mm margins (198 x 285 mm inside them, less the marks' band and the
// footer) and 10 mm glue strips, worked out from the boards' sizes rather than the tiling plan:
// gardner's 5 x 34 = 170 mm fits one sheet; chess's and makruk's 8 x 30 = 240 mm, Grand Chess's
// 10 x 25 = 250 mm and Capablanca's 10 x 27 = 270 mm by 8 x 27 = 216 mm fit neither way, and
// their halves (with a strip) fit a sheet: two sheets, glued along one edge and no assembly map.
// Six Armies' board of 36 mm cells is nine sheets and the map (docs/printing.md).
const std::map<std::string, size_t> kBoardSheetsByHand = {{"gardner", 1},     {"chess", 2},      {"makruk", 2},
                                                          {"grand-chess", 2}, {"capablanca", 2}, {"six-armies", 10}};

TEST(Output, KitRendersEveryLayout) {
  TempDir dir;
  size_t counted_by_hand = 0;
  const auto run = pawnprint({"kit", "--out", (dir / "kit").string(), "--format", "pdf"});
  ASSERT_EQ(run.status, 0) << run.err;
  const Theme classic = load_theme("classic");
  std::set<std::string> expected, written;
  for (const auto& e : std::filesystem::directory_iterator(dir / "kit")) written.insert(e.path().filename().string());
  expected.insert({"index.html", "index.thumbs", "index.times.js", "theme.html", "theme.thumbs"});
  for (const auto& file : test::layout_files()) {
    const Layout layout = load_layout(file.string());
    const std::string& name = layout.name;
    expected.insert(name);
    SCOPED_TRACE(name);
    EXPECT_TRUE(std::filesystem::exists(dir / "kit" / name / "manifest.json"));
    const BoardArt art = build_board_art(layout, classic);
    const TilePlan plan = plan_tiles(art.bounds, art.geometry, *parse_paper(layout.print.paper), layout.print.margin_mm,
                                     layout.print.overlap_mm);
    const auto paper = test::standard_paper(layout.print.paper);
    ASSERT_TRUE(paper) << "add the size of " << layout.print.paper;
    const auto pages = test::pdf_page_sizes(test::read_file(dir / "kit" / name / (name + "-board.pdf")));
    // The tiles, an assembly map for more than two, and the piece stands' pages (board: stands).
    const size_t stands = layout.stands ? stand_pages(layout, classic, *parse_paper(layout.print.paper)).size() : 0;
    EXPECT_EQ(pages.size(), plan.tiles.size() + (plan.tiles.size() > 2 ? 1 : 0) + stands);
    for (const auto& page : pages) EXPECT_TRUE(test::paper_sized(page, *paper)) << page.first << " x " << page.second;
    if (const auto by_hand = kBoardSheetsByHand.find(name); by_hand != kBoardSheetsByHand.end()) {
      EXPECT_EQ(pages.size(), by_hand->second + stands) << "board sheets worked out by hand";
      ++counted_by_hand;
    }
  }
  EXPECT_EQ(written, expected);
  EXPECT_EQ(counted_by_hand, kBoardSheetsByHand.size());
}

// Writing: folders replaced whole, links never followed, runs into one --out one at a time.

namespace fs = std::filesystem;

// The names in `dir` itself, hidden ones and links included, sorted; but for the gallery of a
// render or kit (index.html and its thumbnails, checked by gallery_test.cpp, and the theme page
// with its pictures, by tests/serve/theme_page_test.cpp).
std::vector<std::string> entries(const fs::path& dir) {
  static const std::set<std::string> gallery{"index.html", "index.thumbs", "index.times.js", "theme.html",
                                             "theme.thumbs"};
  std::vector<std::string> out;
  for (const auto& e : fs::directory_iterator(dir))
    if (!gallery.count(e.path().filename().string())) out.push_back(e.path().filename().string());
  std::sort(out.begin(), out.end());
  return out;
}

// The files manifest.json lists, and manifest.json itself, sorted.
std::vector<std::string> manifest_files(const fs::path& folder) {
  const std::string manifest = test::read_file(folder / "manifest.json");
  std::vector<std::string> out{"manifest.json"};
  const std::regex path("\"path\": \"([^\"]+)\"");
  for (std::sregex_iterator it(manifest.begin(), manifest.end(), path), end; it != end; ++it) out.push_back((*it)[1]);
  std::sort(out.begin(), out.end());
  return out;
}

// A layout's folder holds exactly what its manifest lists, as regular files.
void expect_whole(const fs::path& folder) {
  ASSERT_TRUE(fs::exists(folder / "manifest.json")) << folder;
  EXPECT_EQ(entries(folder), manifest_files(folder)) << folder;
  for (const auto& e : fs::directory_iterator(folder)) EXPECT_TRUE(e.is_regular_file() && !e.is_symlink()) << e.path();
}

// Every file below `dir` with its bytes.
std::map<std::string, std::string> contents(const fs::path& dir) {
  std::map<std::string, std::string> out;
  for (const auto& f : test::files_below(dir)) out[f] = test::read_file(dir / f);
  return out;
}

std::string quoted(const fs::path& p) {
  std::string out = p.string();
  out.insert(out.begin(), '\'');
  out.push_back('\'');
  return out;
}

TEST(Output, FewerPagesLeaveNoPagesOfTheEarlierRun) {
  TempDir dir;
  const std::string chess = test::layout_path("chess").string(), out = (dir / "out").string();
  auto run = pawnprint({"render", chess, "--out", out, "--format", "pdf,jpeg", "--dpi", "72"});
  ASSERT_EQ(run.status, 0) << run.err;
  EXPECT_TRUE(fs::exists(dir / "out/chess/chess-board-2-72dpi.jpg"));
  // One Letter sheet holds 8 x 20 mm cells: the second tile's page must go.
  run = pawnprint(
      {"render", chess, "--out", out, "--format", "pdf,jpeg", "--dpi", "72", "--paper", "letter", "--cell", "20mm"});
  ASSERT_EQ(run.status, 0) << run.err;
  EXPECT_FALSE(fs::exists(dir / "out/chess/chess-board-2-72dpi.jpg"));
  expect_whole(dir / "out/chess");
  EXPECT_EQ(entries(dir / "out"), std::vector<std::string>{"chess"});
}

// One --out as a library of runs: a run of some kinds or formats keeps the others a run before
// wrote, its manifest listing both, and the gallery shows every layout folder there.
TEST(Output, ARunOfSomeKindsKeepsTheOthersAndTheGalleryListsEveryFolder) {
  TempDir dir;
  const std::string out = (dir / "out").string();
  auto run = pawnprint({"render", test::layout_path("chess").string(), "--out", out, "--format", "pdf"});
  ASSERT_EQ(run.status, 0) << run.err;
  const std::vector<std::string> whole = test::files_below(dir / "out/chess");
  run = pawnprint({"render", test::layout_path("gardner").string(), "--out", out, "--format", "pdf"});
  ASSERT_EQ(run.status, 0) << run.err;
  const std::string board = test::read_file(dir / "out/chess/chess-board.pdf");
  run = pawnprint(
      {"render", test::layout_path("chess").string(), "--out", out, "--only", "rules", "--format", "pdf,svg"});
  ASSERT_EQ(run.status, 0) << run.err;
  // Every file of the first run is there, the board's bytes untouched, beside the rules' SVG.
  const std::vector<std::string> now = test::files_below(dir / "out/chess");
  for (const std::string& f : whole) EXPECT_NE(std::find(now.begin(), now.end(), f), now.end()) << f;
  EXPECT_NE(std::find(now.begin(), now.end(), "chess-rules-1.svg"), now.end());
  EXPECT_EQ(test::read_file(dir / "out/chess/chess-board.pdf"), board);
  expect_whole(dir / "out/chess");
  EXPECT_EQ(entries(dir / "out"), (std::vector<std::string>{"chess", "gardner"}));
  // The gallery: both sets' cards and sections, chess's board thumbnails kept with its rules'.
  const std::string html = test::read_file(dir / "out/index.html");
  EXPECT_NE(html.find("<section id=\"gardner\">"), std::string::npos);
  EXPECT_NE(html.find("<section id=\"chess\">"), std::string::npos);
  EXPECT_NE(html.find("<h4>Board</h4>"), html.rfind("<h4>Board</h4>")) << "a board heading for each set";
  const std::regex image("<img src=\"(index\\.thumbs/[^\"]+)\"");
  size_t images = 0;
  for (std::sregex_iterator it(html.begin(), html.end(), image), end; it != end; ++it, ++images)
    EXPECT_TRUE(fs::is_regular_file(dir / "out" / (*it)[1].str())) << (*it)[1];
  EXPECT_GT(images, 4u);
  // A later run of a kind already there replaces that kind only.
  run = pawnprint({"render", test::layout_path("chess").string(), "--out", out, "--only", "rules", "--format", "pdf"});
  ASSERT_EQ(run.status, 0) << run.err;
  EXPECT_TRUE(fs::exists(dir / "out/chess/chess-board.pdf"));
  EXPECT_TRUE(fs::exists(dir / "out/chess/chess-rules-1.svg")) << "an SVG the PDF run does not make stays";
  expect_whole(dir / "out/chess");
  // A folder removed by hand leaves the gallery.
  fs::remove_all(dir / "out/gardner");
  run = pawnprint({"render", test::layout_path("chess").string(), "--out", out, "--only", "rules", "--format", "pdf"});
  ASSERT_EQ(run.status, 0) << run.err;
  EXPECT_EQ(test::read_file(dir / "out/index.html").find("<section id=\"gardner\">"), std::string::npos);
}

// A game's animation written after its sheet keeps the sheet, and the sheet again the animation.
TEST(Output, AGamesAnimationAndSheetKeepEachOther) {
  TempDir dir;
  const std::string game = (test::source_dir() / "tests/games/opera.pgn").string(), out = (dir / "games").string();
  auto run = pawnprint({"game", game, "--out", out, "-q"});
  ASSERT_EQ(run.status, 0) << run.err;
  const std::string sheet = test::read_file(dir / "games/opera/opera.pdf");
  run = pawnprint({"game", game, "--format", "gif", "--out", out, "-q"});
  ASSERT_EQ(run.status, 0) << run.err;
  EXPECT_EQ(test::read_file(dir / "games/opera/opera.pdf"), sheet);
  EXPECT_TRUE(fs::exists(dir / "games/opera/opera.gif"));
  run = pawnprint({"game", game, "--plies", "1,2", "--out", out, "-q"});
  ASSERT_EQ(run.status, 0) << run.err;
  EXPECT_TRUE(fs::exists(dir / "games/opera/opera.gif"));
  EXPECT_NE(test::read_file(dir / "games/opera/opera.pdf"), sheet) << "the new sheet replaces the old";
}

TEST(Output, LinksPlantedAtTemporaryAndFinalNamesAreNotFollowed) {
  TempDir dir;
  const fs::path out = dir / "out";
  fs::create_directories(out / "chess");
  fs::create_directories(dir / "victim");
  test::write_file(dir / "victim.txt", "keep");
  fs::create_symlink(dir / "victim.txt", out / "chess" / "chess-board.pdf");
  fs::create_symlink(dir / "victim.txt", out / "chess" / "manifest.json");
  // `exec` keeps the shell's process id, so $$ is the id pawnprint names its temporaries with.
  const auto run = test::shell("cd " + quoted(out) + " && ln -s " + quoted(dir / "victim.txt") +
                               " chess/chess-board.pdf.tmp-$$ && ln -s " + quoted(dir / "victim") +
                               " .chess.new-$$ && exec " + quoted(test::pawnprint_exe()) + " render " +
                               quoted(test::layout_path("chess")) + " --out . --format pdf");
  ASSERT_EQ(run.status, 0) << run.err;
  EXPECT_EQ(test::read_file(dir / "victim.txt"), "keep");
  EXPECT_TRUE(fs::is_empty(dir / "victim"));
  expect_whole(out / "chess");
  EXPECT_EQ(entries(out), std::vector<std::string>{"chess"});
  // The same for a single diagram: a link at a temporary name is left alone, the file is new.
  const auto diagram =
      test::shell("cd " + quoted(out) + " && ln -s " + quoted(dir / "victim.txt") + " .d.svg.tmp-$$-0 && ln -s " +
                  quoted(dir / "victim.txt") + " d.svg && exec " + quoted(test::pawnprint_exe()) + " diagram " +
                  quoted(test::layout_path("chess")) + " --out d.svg");
  ASSERT_EQ(diagram.status, 0) << diagram.err;
  EXPECT_EQ(test::read_file(dir / "victim.txt"), "keep");
  EXPECT_FALSE(fs::is_symlink(out / "d.svg"));
  EXPECT_NE(test::read_file(out / "d.svg").find("<svg"), std::string::npos);
}

TEST(Output, ALinkAtTheLayoutFolderIsRefusedAndNothingIsWritten) {
  TempDir dir;
  fs::create_directories(dir / "out");
  fs::create_directories(dir / "victim");
  fs::create_directory_symlink(dir / "victim", dir / "out" / "chess");
  const auto run = pawnprint({"render", test::layout_path("chess").string(), "--out", (dir / "out").string()});
  EXPECT_EQ(run.status, 1) << run.err;
  EXPECT_EQ(run.err, "pawnprint: " + (dir / "out" / "chess").string() +
                         ": is a link; links inside the output folder are not followed (remove it, or choose another "
                         "--out)\n");
  EXPECT_TRUE(fs::is_empty(dir / "victim"));
  EXPECT_EQ(entries(dir / "out"), std::vector<std::string>{"chess"});
  EXPECT_TRUE(fs::is_symlink(dir / "out" / "chess"));
}

TEST(Output, AKillMidWriteLeavesEachFolderAWholeSetAndTheNextRunCleansUp) {
  TempDir dir;
  const fs::path out = dir / "out";
  auto run = pawnprint({"kit", "--out", out.string(), "--format", "pdf"});
  ASSERT_EQ(run.status, 0) << run.err;
  const auto before = entries(out);
  std::map<std::string, std::map<std::string, std::string>> first;
  for (const auto& name : before) first[name] = contents(out / name);

  // A run swaps its folders in, in the order it lists them, only once every layout is planned,
  // so near its end: killed halfway through the last layout's files (counted in a whole run of
  // the same kit), past the first layout's folder and before the last one's.
  run = pawnprint({"kit", "--out", (dir / "whole").string(), "--format", "svg"});
  ASSERT_EQ(run.status, 0) << run.err;
  std::vector<std::string> order;
  const std::regex listed(".*/([^/]+): [0-9]+ files");
  std::istringstream lines(run.out);
  for (std::string line; std::getline(lines, line);)
    if (std::smatch m; std::regex_match(line, m, listed)) order.push_back(m[1]);
  ASSERT_EQ(order.size(), before.size()) << run.out;
  // The theme page's pictures, the page itself and the sets' gallery records
  // (index.thumbs/NAME.json) are written after every layout's files.
  const std::vector<std::string> gallery = test::files_below(dir / "whole" / "index.thumbs");
  const size_t records = static_cast<size_t>(std::count_if(gallery.begin(), gallery.end(), [](const std::string& f) {
    return fs::path(f).extension() == ".json";
  }));
  const size_t writes =
      test::files_below(dir / "whole").size() - test::files_below(dir / "whole" / "theme.thumbs").size() - 1 - records;
  const size_t last = test::files_below(dir / "whole" / order.back()).size();
  run = pawnprint({"kit", "--out", out.string(), "--format", "svg"},
                  "PAWNPRINT_TEST_STOP_AFTER_WRITES=" + std::to_string(writes - last / 2));
  ASSERT_NE(run.status, 0);
  std::map<std::string, std::map<std::string, std::string>> killed;
  for (const auto& name : before) {
    killed[name] = contents(out / name);
    expect_whole(out / name);
  }
  // The first was written and swapped in; the last was not and keeps the earlier set, whole;
  // between them, each folder is one set or the other.
  EXPECT_NE(killed[order.front()], first[order.front()]) << order.front();
  EXPECT_EQ(killed[order.back()], first[order.back()]) << order.back();

  run = pawnprint({"kit", "--out", out.string(), "--format", "svg"});
  ASSERT_EQ(run.status, 0) << run.err;
  EXPECT_EQ(entries(out), before);  // no temporary folder, no lock file
  for (const auto& name : before) {
    expect_whole(out / name);
    if (name == order.front()) {
      EXPECT_EQ(contents(out / name), killed[name]);
    }
  }
}

TEST(Output, ASecondRunIntoTheSameFolderWaitsForTheFirst) {
  TempDir dir;
  const fs::path out = dir / "out";
  fs::create_directories(out);
  // Hold the lock as a run would, so both runs below must wait for it.
  const int lock = ::open((out / ".pawnprint.lock").c_str(), O_RDWR | O_CREAT | O_CLOEXEC, 0644);
  ASSERT_GE(lock, 0);
  ASSERT_EQ(::flock(lock, LOCK_EX), 0);
  std::vector<test::Run> runs(2);
  std::vector<std::thread> threads;
  const std::vector<std::string> formats{"pdf", "svg"};
  for (size_t i = 0; i < 2; ++i)
    threads.emplace_back([&, i] {
      runs[i] = test::shell("(" + quoted(test::pawnprint_exe()) + " render " + quoted(test::layout_path("chess")) +
                            " --out " + quoted(out) + " --format " + formats[i] + " 2>" +
                            quoted(dir / ("err" + std::to_string(i))) + ")");
    });
  auto waiting = [&](size_t i) {
    return test::read_file(dir / ("err" + std::to_string(i))).find("waiting for another run") != std::string::npos;
  };
  for (int tries = 0; tries < 600 && !(waiting(0) && waiting(1)); ++tries)
    std::this_thread::sleep_for(std::chrono::milliseconds(100));
  EXPECT_TRUE(waiting(0) && waiting(1));
  EXPECT_FALSE(fs::exists(out / "chess"));
  ::close(lock);
  for (auto& t : threads) t.join();
  for (size_t i = 0; i < 2; ++i) {
    EXPECT_EQ(runs[i].status, 0) << test::read_file(dir / ("err" + std::to_string(i)));
    EXPECT_EQ(test::read_file(dir / ("err" + std::to_string(i))),
              "pawnprint: waiting for another run writing into " + out.string() + " to finish; Ctrl-C stops waiting\n");
  }
  // The folder holds both runs' sets, whole, each file as a run alone with the same options
  // writes it (each run keeps the format the other made), and its manifest lists them all.
  expect_whole(out / "chess");
  std::map<std::string, std::string> both;
  for (const auto& format : formats) {
    const auto ref = pawnprint(
        {"render", test::layout_path("chess").string(), "--out", (dir / format).string(), "--format", format});
    ASSERT_EQ(ref.status, 0) << ref.err;
    both.merge(contents(dir / format / "chess"));
  }
  both.erase("manifest.json");
  auto final = contents(out / "chess");
  final.erase("manifest.json");
  EXPECT_EQ(final, both);
  EXPECT_EQ(entries(out), std::vector<std::string>{"chess"});
}

}  // namespace

// A kit plans its layouts while it writes them, but bad input met while planning any of them
// (here the last: a board over the page limit) leaves nothing behind: no folder of this run,
// not the folder --out named if the run made it, and an earlier run's folders untouched.
TEST(Output, ALayoutOverItsLimitsLeavesNoFolderOfTheKitBehind) {
  TempDir dir;
  test::write_file(dir / "layouts" / "chess.yaml", test::read_file(test::layout_path("chess")));
  std::string big = test::read_file(test::layout_path("chess"));
  big.replace(big.find("name: chess\n"), 12, "name: zz-big\n");
  big.replace(big.find("cell: 30mm"), 10, "cell: 200mm");
  test::write_file(dir / "layouts" / "zz-big.yaml", big);
  const std::vector<std::string> kit{"kit", (dir / "layouts").string(), "--format", "svg", "--max-pages", "40"};
  auto with_out = [&kit](const fs::path& out) {
    std::vector<std::string> args = kit;
    args.insert(args.end(), {"--out", out.string()});
    return args;
  };
  auto run = pawnprint(with_out(dir / "new" / "out"));
  EXPECT_EQ(run.status, 2) << run.err;
  EXPECT_NE(run.err.find("zz-big needs at least"), std::string::npos) << run.err;
  EXPECT_FALSE(fs::exists(dir / "new"));

  ASSERT_EQ(pawnprint({"render", "chess", "--format", "pdf", "--out", (dir / "old").string()}).status, 0);
  const auto earlier = contents(dir / "old" / "chess");
  run = pawnprint(with_out(dir / "old"));
  EXPECT_EQ(run.status, 2) << run.err;
  EXPECT_EQ(entries(dir / "old"), std::vector<std::string>{"chess"});
  EXPECT_EQ(contents(dir / "old" / "chess"), earlier);
}

}  // namespace pp

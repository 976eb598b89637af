// `pawnprint serve`: what its server refuses (asked with curl), and the designer's loop in
// headless Chromium: a side's colour changed in the theme shows in the open page's board
// picture within 3 seconds; a broken theme shows its error line there and keeps the pictures.
#include <gtest/gtest.h>
#include <sys/stat.h>
#include <unistd.h>

#include <chrono>
#include <filesystem>
#include <regex>
#include <thread>

#include "browser.h"
#include "served.h"
#include "support.h"

namespace pp {
namespace {

namespace fs = std::filesystem;
using test::fetch;
using test::Served;
using test::TempDir;

const test::SideColours kCream{"#f7f2e7", "#1f1a14", "#1f1a14"};
const test::SideColours kGreen{"#00c000", "#1f1a14", "#1f1a14"};

TEST(Serve, RefusesPathsOutOfItsFolderLinksAndOtherHosts) {
  TempDir dir;
  test::write_study(dir.path, kCream);
  Served served(dir.path, {"tiny.yaml", "--theme", "theme.yaml", "--only", "diagrams"});
  const std::string port = std::to_string(served.port());

  const auto page = fetch("", served.url("/"));
  EXPECT_EQ(page.status, 200);
  EXPECT_NE(page.body.find("tiny/manifest.json"), std::string::npos);
  EXPECT_EQ(fetch("", served.url("/tiny/manifest.json")).status, 200);
  EXPECT_EQ(fetch("-H 'Host: localhost:" + port + "'", served.url("/")).status, 200);

  for (const char* path : {"/../../etc/passwd", "/tiny/../../../etc/passwd", "/%2e%2e/%2e%2e/etc/passwd",
                           "/tiny/%2E%2E/%2E%2E/etc/passwd"}) {
    const auto a = fetch("--path-as-is", served.url(path));
    EXPECT_EQ(a.status, 403) << path;
    EXPECT_EQ(a.body.find("root:"), std::string::npos) << path;
  }
  // Links planted in the folder, to a file and to a folder outside it, and one in the way.
  fs::create_symlink("/etc/passwd", dir / "out/passwd");
  fs::create_symlink("/etc", dir / "out/etc");
  fs::create_symlink(dir / "out/tiny", dir / "out/again");
  for (const char* path : {"/passwd", "/etc/passwd", "/again/manifest.json"}) {
    const auto a = fetch("", served.url(path));
    EXPECT_EQ(a.status, 403) << path;
    EXPECT_EQ(a.body.find("root:"), std::string::npos) << path;
  }
  EXPECT_EQ(fetch("", served.url("/nothing-here.png")).status, 404);
  EXPECT_EQ(fetch("", served.url("/.pawnprint.lock")).status, 403);
  // Another name for this machine, another port, none at all: all refused.
  for (const std::string& host :
       std::vector<std::string>{"example.com:" + port, "evil.test", "127.0.0.1:1", "localhost"})
    EXPECT_EQ(fetch("-H 'Host: " + host + "'", served.url("/")).status, 403) << host;
  EXPECT_EQ(fetch("-H 'Host:'", served.url("/")).status, 403);

  // A second server on the same port is refused, not let in beside the first.
  // (Bounded in time: one let in would serve until stopped.)
  const auto second = test::shell("timeout 30 '" + test::pawnprint_exe().string() + "' serve --port " + port +
                                  " --out '" + (dir / "second").string() + "' '" + (dir / "tiny.yaml").string() + "'");
  EXPECT_EQ(second.status, 1) << second.out;
  EXPECT_EQ(second.out, "");  // nothing rendered
  EXPECT_NE(second.err.find("cannot listen on 127.0.0.1:" + port), std::string::npos) << second.err;

  // Ctrl-C stops it with status 0 and takes its lock on the folder away.
  EXPECT_EQ(served.stop(), 0) << served.err();
  EXPECT_FALSE(fs::exists(dir / "out/.pawnprint.lock"));
  EXPECT_NE(fetch("--max-time 2", served.url("/")).status, 200);
}

// Pixels of the page's setup picture near #00c000, as the page itself draws it; -1 until loaded.
constexpr const char* kGreenPixels =
    "var im=Array.from(document.images).find(function(i){return i.alt==='setup'});"
    "if(!im||!im.complete||!im.naturalWidth)return -1;var c=document.createElement('canvas');"
    "c.width=im.naturalWidth;c.height=im.naturalHeight;var g=c.getContext('2d');g.drawImage(im,0,0);"
    "var d=g.getImageData(0,0,c.width,c.height).data,n=0;for(var i=0;i<d.length;i+=4)"
    "if(d[i]<40&&d[i+1]>150&&d[i+1]<230&&d[i+2]<40)n++;return n;";
constexpr const char* kErrorLine = "var e=document.getElementById('pawnprint-error');return e?e.textContent:'';";

// Runs `script` until `done` holds for its answer or `seconds` pass; returns the last answer.
std::string wait_for(test::Browser& b, const std::string& script, double seconds,
                     const std::function<bool(const std::string&)>& done) {
  const auto end = std::chrono::steady_clock::now() + std::chrono::duration<double>(seconds);
  std::string answer;
  do {
    answer = b.run(script);
    if (done(answer)) return answer;
    std::this_thread::sleep_for(std::chrono::milliseconds(100));
  } while (std::chrono::steady_clock::now() < end);
  return answer;
}

TEST(Serve, OpenPageShowsANewSideColourAndThenTheErrorOfABrokenTheme) {
  TempDir dir;
  test::write_study(dir.path, kCream);
  Served served(dir.path, {"tiny.yaml", "--theme", "theme.yaml", "--only", "diagrams"});
  test::Browser browser(dir.path);
  browser.open(served.url("/"));
  const auto loaded = [](const std::string& n) { return !n.empty() && n != "-1"; };
  ASSERT_EQ(wait_for(browser, kGreenPixels, 10, loaded), "0");
  ASSERT_EQ(browser.run(kErrorLine), "\"\"");

  // The white side painted green: the open page shows it without being touched.
  test::write_file(dir / "theme.yaml", test::study_theme(kGreen));
  const auto saved = std::chrono::steady_clock::now();
  const std::string green = wait_for(browser, kGreenPixels, 3,
                                     [](const std::string& n) { return !n.empty() && n != "-1" && std::stoi(n) > 20; });
  const double took = std::chrono::duration<double>(std::chrono::steady_clock::now() - saved).count();
  ASSERT_GT(std::stoi(green.empty() ? "0" : green), 20) << served.out() << served.err();
  EXPECT_LT(took, 3.0);
  const std::string before = test::read_file(dir / "out/index.thumbs/tiny-1.png");

  // The theme broken on line 7: the error line at the top of the page, the green pictures kept.
  test::write_file(dir / "theme.yaml", test::study_theme(kGreen) + "tokens: [unclosed\n");
  const std::string error = wait_for(browser, kErrorLine, 3, [](const std::string& e) { return e.size() > 2; });
  // The theme as serve was given it, relative to the folder it runs in.
  EXPECT_TRUE(std::regex_search(error, std::regex("^\"theme\\.yaml:9:[0-9]+: [a-z]"))) << error;
  EXPECT_GT(std::stoi(wait_for(browser, kGreenPixels, 3, loaded)), 20);
  EXPECT_EQ(test::read_file(dir / "out/index.thumbs/tiny-1.png"), before);
  EXPECT_NE(served.err().find("theme.yaml:9:"), std::string::npos) << served.err();

  // Mended: the line goes.
  test::write_file(dir / "theme.yaml", test::study_theme(kCream));
  EXPECT_EQ(wait_for(browser, kErrorLine, 3, [](const std::string& e) { return e == "\"\""; }), "\"\"");
  EXPECT_EQ(wait_for(browser, kGreenPixels, 3, [](const std::string& n) { return n == "0"; }), "0");
  EXPECT_EQ(served.stop(), 0);
}

// The lines serve said about its renders so far.
std::vector<std::string> renders(const Served& served) {
  std::vector<std::string> lines;
  const std::string out = served.out();
  const std::regex line("pawnprint: rendered ([^\n]*) in [0-9]+ ms");
  for (std::sregex_iterator it(out.begin(), out.end(), line), end; it != end; ++it) lines.push_back((*it)[1]);
  return lines;
}

std::vector<std::string> wait_for_render(const Served& served, size_t n) {
  for (int i = 0; i < 100 && renders(served).size() < n; ++i)
    std::this_thread::sleep_for(std::chrono::milliseconds(100));
  return renders(served);
}

ino_t inode(const fs::path& p) {
  struct stat st {};
  return ::stat(p.c_str(), &st) == 0 ? st.st_ino : 0;
}

TEST(Serve, RendersAgainOnlyTheLayoutsAChangedFileFeeds) {
  TempDir dir;
  test::write_study(dir.path, kGreen);
  test::write_file(dir / "other.yaml",
                   "schema: 1\nname: other\ntitle: Other\nboard: {shape: square, files: 3, ranks: 3, "
                   "cell: 20mm}\npieces:\n  K: {name: King, betza: K, royal: true}\n"
                   "setup: k2/3/2K w - - 0 1\nprint: {paper: a4}\n");
  Served served(dir.path, {"tiny.yaml", "other.yaml", "--theme", "theme.yaml", "--only", "diagrams"});
  ASSERT_EQ(renders(served), std::vector<std::string>{"tiny other"});
  const ino_t tiny = inode(dir / "out/tiny"), other = inode(dir / "out/other");
  const auto thumbs = test::files_below(dir / "out/index.thumbs");

  // A layout's own file: that layout alone, its folder swapped, the other's left as it was, and
  // the gallery still shows both.
  const std::string layout = test::read_file(dir / "tiny.yaml");
  test::write_file(dir / "tiny.yaml", std::regex_replace(layout, std::regex("title: Tiny"), "title: Tinier"));
  ASSERT_EQ(wait_for_render(served, 2).back(), "tiny") << served.err();
  EXPECT_NE(inode(dir / "out/tiny"), tiny);
  EXPECT_EQ(inode(dir / "out/other"), other);
  EXPECT_EQ(test::files_below(dir / "out/index.thumbs"), thumbs);
  const std::string page = fetch("", served.url("/")).body;
  EXPECT_NE(page.find("<h3>Tinier</h3>"), std::string::npos);
  EXPECT_NE(page.find("<h3>Other</h3>"), std::string::npos);
  // The catalogue too: the renamed set's card, and both sets' pictures.
  EXPECT_NE(page.find("<h4><a href=\"#tiny\">Tinier</a></h4>"), std::string::npos);
  EXPECT_NE(page.find("id=\"card-other\""), std::string::npos);
  EXPECT_TRUE(fs::is_regular_file(dir / "out/index.thumbs/tiny-set.svg"));
  EXPECT_TRUE(fs::is_regular_file(dir / "out/index.thumbs/other-set.svg"));

  // A piece drawing both layouts use, its body square grown from a third of the box to all of it:
  // both render again, and the theme page's King is drawn from the new file, not a kept copy.
  const auto green_pixels = [&dir] {
    const std::string theme = test::read_file(dir / "out/theme.html");
    std::smatch m;
    if (!std::regex_search(theme, m, std::regex("<img src=\"([^\"]+)\"[^>]*alt=\"King, white, 30 mm\""))) return 0;
    const test::Image im = test::read_png(dir / "out" / m[1].str());
    int n = 0;
    for (int y = 0; y < im.height; ++y)
      for (int x = 0; x < im.width; ++x) n += test::nearest_colour(im.at(x, y), {0x00c000}, 30) == 0;
    return n;
  };
  const int small = green_pixels();
  const std::string drawing = test::read_file(dir / "pieces/K.svg");
  test::write_file(dir / "pieces/K.svg",
                   std::regex_replace(drawing, std::regex("x=\"30\" y=\"30\" width=\"30\" height=\"30\""),
                                      "x=\"0\" y=\"0\" width=\"90\" height=\"90\""));
  ASSERT_EQ(wait_for_render(served, 3).back(), "tiny other") << served.err();
  EXPECT_GT(green_pixels(), small * 5);
  EXPECT_EQ(served.stop(), 0);
}

// A piece only a diagram shows, never a token: its drawing is on the theme page and watched; and
// a layout renamed while served leaves no folder of its old name.
TEST(Serve, WatchesADrawingOnlyADiagramShowsAndTakesARenamedLayoutsOldFolderAway) {
  TempDir dir;
  test::write_study(dir.path, kGreen);
  test::write_file(dir / "pieces/Z.svg",
                   "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 90 90\" width=\"90\" height=\"90\">"
                   "<circle class=\"body\" cx=\"45\" cy=\"45\" r=\"20\" stroke-width=\"2\"/></svg>\n");
  test::write_file(dir / "zoo.yaml",
                   "schema: 1\nname: zoo\ntitle: Zoo\nboard: {shape: square, files: 4, ranks: 4, cell: 20mm}\n"
                   "pieces:\n  K: {name: King, betza: K, royal: true}\n  Z: {name: Zebra, betza: C}\n"
                   "setup: k3/4/4/3K w - - 0 1\nprint: {paper: a4}\n"
                   "diagrams:\n  - name: zebra\n    fen: k3/4/1Z2/3K\n    moves: [b2]\n");
  Served served(dir.path, {"zoo.yaml", "--theme", "theme.yaml", "--only", "diagrams"});
  ASSERT_EQ(renders(served), std::vector<std::string>{"zoo"});
  const std::string theme = test::read_file(dir / "out/theme.html");
  EXPECT_NE(theme.find("Zebra (Z)"), std::string::npos);
  EXPECT_NE(theme.find("<div class=\"file\">pieces/Z.svg</div>"), std::string::npos);

  const std::string drawing = test::read_file(dir / "pieces/Z.svg");
  test::write_file(dir / "pieces/Z.svg", std::regex_replace(drawing, std::regex("r=\"20\""), "r=\"40\""));
  ASSERT_EQ(wait_for_render(served, 2).back(), "zoo") << served.err();

  const std::string layout = test::read_file(dir / "zoo.yaml");
  test::write_file(dir / "zoo.yaml", std::regex_replace(layout, std::regex("name: zoo"), "name: menagerie"));
  ASSERT_EQ(wait_for_render(served, 3).back(), "menagerie") << served.err();
  EXPECT_TRUE(fs::is_directory(dir / "out/menagerie"));
  EXPECT_FALSE(fs::exists(dir / "out/zoo"));
  EXPECT_EQ(fetch("", served.url("/zoo/")).status, 404);
  EXPECT_EQ(served.stop(), 0);
}

}  // namespace
}  // namespace pp

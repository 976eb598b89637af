// The gallery a render or kit writes beside the layouts' folders: OUT/index.html with its
// thumbnails, opened in headless Chromium (through chromedriver, the page itself has no
// script) to see that every image loads, every link resolves, and to keep a screenshot.
#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <regex>
#include <set>

#include "support.h"

namespace pp {
namespace {

namespace fs = std::filesystem;
using test::pawnprint;
using test::TempDir;

std::vector<std::string> attributes(const std::string& page, const std::string& name) {
  std::vector<std::string> out;
  const std::regex re(" " + name + "=\"([^\"]*)\"");
  for (std::sregex_iterator it(page.begin(), page.end(), re), end; it != end; ++it) out.push_back((*it)[1]);
  return out;
}

TEST(Gallery, IsStaticReproducibleAndEveryLinkResolves) {
  TempDir dir;
  for (const char* out : {"a", "b"}) {
    const auto run = pawnprint({"render", "chess", "--out", (dir / out).string(), "-q"});
    ASSERT_EQ(run.status, 0) << run.err;
  }
  const std::string page = test::read_file(dir / "a/index.html");
  EXPECT_EQ(page, test::read_file(dir / "b/index.html"));
  for (const auto& f : test::files_below(dir / "a/index.thumbs"))
    EXPECT_EQ(test::read_file(dir / "a/index.thumbs" / f), test::read_file(dir / "b/index.thumbs" / f)) << f;
  EXPECT_EQ(page.find("<script"), std::string::npos);
  EXPECT_EQ(page.find("http"), std::string::npos);  // nothing fetched from the network
  EXPECT_NE(page.find("Print at 100%"), std::string::npos);
  EXPECT_NE(page.find("ruler"), std::string::npos);

  const auto images = attributes(page, "src"), links = attributes(page, "href");
  // Both board sheets, the token sheet, the rules sheet's first page and every diagram.
  std::set<std::string> linked(links.begin(), links.end());
  for (const char* file : {"chess/chess-board.pdf", "chess/chess-pieces.pdf", "chess/chess-rules.pdf",
                           "chess/chess-diagram-setup.pdf", "chess/manifest.json"})
    EXPECT_TRUE(linked.count(file)) << file;
  EXPECT_EQ(images.size(), test::files_below(dir / "a/index.thumbs").size());
  for (const auto& src : images) {
    ASSERT_TRUE(fs::is_regular_file(dir / "a" / src)) << src;
    const test::Image im = test::read_png(dir / "a" / src);
    EXPECT_LE(im.width, 200) << src;
  }
  for (const auto& href : links) EXPECT_TRUE(fs::is_regular_file(dir / "a" / href)) << href;

  // Another run's page lists that run's layouts, and --only what was written.
  const auto only = pawnprint({"render", "chess", "--only", "board", "--out", (dir / "a").string(), "-q"});
  ASSERT_EQ(only.status, 0) << only.err;
  const std::string boards = test::read_file(dir / "a/index.html");
  EXPECT_EQ(boards.find("diagram"), std::string::npos);
  EXPECT_EQ(test::files_below(dir / "a/index.thumbs").size(), 2u);
}

// Runs `script` in the page through chromedriver's WebDriver protocol; returns its JSON value.
std::string in_chromium(const fs::path& page, const std::string& script, const fs::path& work) {
  const std::string port = std::to_string(20000 + ::getpid() % 20000);
  const std::string url = "http://127.0.0.1:" + port;
  const std::string session =
      "$(curl -s -X POST " + url +
      "/session -d '{\"capabilities\":{\"alwaysMatch\":{\"goog:chromeOptions\":{\"binary\":\"/usr/bin/chromium\","
      "\"args\":[\"--headless\",\"--no-sandbox\",\"--disable-gpu\",\"--allow-file-access-from-files\"]}}}}' | "
      "sed -n 's/.*\"sessionId\":\"\\([0-9a-f]*\\)\".*/\\1/p')";
  const std::string command =
      "chromedriver --port=" + port + " >" + (work / "driver.log").string() + " 2>&1 & driver=$!; " +
      "for i in $(seq 50); do curl -s " + url + "/status | grep -q '\"ready\":true' && break; sleep 0.2; done; " +
      "s=" + session + "; curl -s -X POST " + url + "/session/$s/url -d '{\"url\":\"file://" + page.string() +
      "\"}' >/dev/null; curl -s -X POST " + url + "/session/$s/execute/sync -d '{\"script\":" + script +
      ",\"args\":[]}'; curl -s -X DELETE " + url + "/session/$s >/dev/null; kill $driver";
  return test::shell("(" + command + ")").out;
}

TEST(Gallery, EveryImageLoadsInHeadlessChromium) {
  TempDir dir;
  const auto run = pawnprint(
      {"kit", "chess", "six-armies", "--format", "pdf", "--dpi", "72", "--out", (dir / "out").string(), "-q"});
  ASSERT_EQ(run.status, 0) << run.err;
  const fs::path page = dir / "out/index.html";
  const std::string images = in_chromium(
      page,
      "\"return JSON.stringify([document.images.length, Array.from(document.images).filter(i => !i.complete || "
      "i.naturalWidth === 0).map(i => i.src)])\"",
      dir.path);
  const size_t thumbs = test::files_below(dir / "out/index.thumbs").size();
  EXPECT_GT(thumbs, 20u);
  EXPECT_NE(images.find("\"value\":\"[" + std::to_string(thumbs) + ",[]]\""), std::string::npos) << images;

  // A picture to look at, left in the folder the test runs in: the page as a reader sees it.
  const fs::path shot = fs::current_path() / "gallery-screenshot.png";
  const auto r = test::shell(
      "chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --window-size=1200,1800 "
      "--screenshot=" +
      shot.string() + " file://" + page.string() + " 2>/dev/null");
  ASSERT_EQ(r.status, 0) << r.err;
  const test::Image im = test::read_png(shot);
  EXPECT_EQ(im.width, 1200);
}

}  // namespace
}  // namespace pp

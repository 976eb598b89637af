// The gallery a render or kit writes beside the layouts' folders: OUT/index.html with its
// thumbnails, opened in headless Chromium (through chromedriver, the page itself has no
// script) to see that every image loads, every link resolves, and to keep a screenshot.
#include <gtest/gtest.h>
#include <unistd.h>

#include <algorithm>
#include <cctype>
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

// The pictures in the gallery's folder, without the sets' records (render/gallery_record.h).
std::vector<std::string> pictures_below(const fs::path& dir) {
  std::vector<std::string> out = test::files_below(dir);
  std::erase_if(out, [](const std::string& f) { return f.ends_with(".json"); });
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
  EXPECT_EQ(page.find("http"), std::string::npos);  // nothing fetched from the network
  // The one file that differs between the runs: the time each took.
  EXPECT_NE(test::read_file(dir / "a/index.times.js").find("window.pawnprintTimes = {\"chess\": "), std::string::npos);
  EXPECT_NE(page.find("Print at 100%"), std::string::npos);
  EXPECT_NE(page.find("ruler"), std::string::npos);

  auto images = attributes(page, "src");
  const auto links = attributes(page, "href");
  std::erase_if(images, [](const std::string& src) { return src.ends_with(".js"); });  // the times' script
  // Both board sheets, the token sheet, the rules sheet's first page and every diagram.
  std::set<std::string> linked(links.begin(), links.end());
  for (const char* file : {"chess/chess-board.pdf", "chess/chess-pieces.pdf", "chess/chess-rules.pdf",
                           "chess/chess-diagram-setup.pdf", "chess/manifest.json"})
    EXPECT_TRUE(linked.count(file)) << file;
  EXPECT_EQ(images.size(), pictures_below(dir / "a/index.thumbs").size());
  EXPECT_TRUE(std::count(images.begin(), images.end(), "index.thumbs/chess-set.svg"));
  for (const auto& src : images) {
    ASSERT_TRUE(fs::is_regular_file(dir / "a" / src)) << src;
    if (src.ends_with(".svg")) continue;  // the set picture, below
    const test::Image im = test::read_png(dir / "a" / src);
    EXPECT_LE(im.width, 200) << src;
  }
  for (const auto& href : links) {
    if (href.starts_with("#")) {
      EXPECT_NE(page.find("id=\"" + href.substr(1) + "\""), std::string::npos) << href;
    } else {
      EXPECT_TRUE(fs::is_regular_file(dir / "a" / href)) << href;
    }
  }

  // A run of one kind into the same folder keeps the other kinds' thumbnails, as it keeps their
  // files, and each picture the page shows is there.
  const auto only = pawnprint({"render", "chess", "--only", "board", "--out", (dir / "a").string(), "-q"});
  ASSERT_EQ(only.status, 0) << only.err;
  const std::string boards = test::read_file(dir / "a/index.html");
  EXPECT_NE(boards.find("chess/chess-diagram-setup.pdf"), std::string::npos);
  const auto kept = attributes(boards, "src");
  EXPECT_EQ(kept.size(), images.size() + 1) << "the times' script";
  for (const auto& src : kept) {
    if (!src.ends_with(".js")) {
      EXPECT_TRUE(fs::is_regular_file(dir / "a" / src)) << src;
    }
  }
  EXPECT_EQ(pictures_below(dir / "a/index.thumbs").size(), images.size());
}

// Runs `script` in the page through chromedriver's WebDriver protocol; returns its JSON value.
// `device`: more of chromedriver's options, such as a phone's screen (",\"mobileEmulation\":...").
std::string in_chromium(const fs::path& page, const std::string& script, const fs::path& work,
                        const std::string& device = "") {
  const std::string port = std::to_string(20000 + ::getpid() % 20000);
  const std::string url = "http://127.0.0.1:" + port;
  const std::string session =
      "$(curl -s -X POST " + url +
      "/session -d '{\"capabilities\":{\"alwaysMatch\":{\"goog:chromeOptions\":{\"binary\":\"/usr/bin/chromium\","
      "\"args\":[\"--headless\",\"--no-sandbox\",\"--disable-gpu\",\"--allow-file-access-from-files\",\"--window-size=1280,1800\"]" +
      device +
      "}}}}' | "
      "sed -n 's/.*\"sessionId\":\"\\([0-9a-f]*\\)\".*/\\1/p')";
  const std::string command =
      "chromedriver --port=" + port + " >" + (work / "driver.log").string() + " 2>&1 & driver=$!; " +
      "for i in $(seq 50); do curl -s " + url + "/status | grep -q '\"ready\":true' && break; sleep 0.2; done; " +
      "s=" + session + "; curl -s -X POST " + url + "/session/$s/url -d '{\"url\":\"file://" + page.string() +
      "\"}' >/dev/null; curl -s -X POST " + url + "/session/$s/execute/sync -d '{\"script\":" + script +
      ",\"args\":[]}'; curl -s -X DELETE " + url + "/session/$s >/dev/null; kill $driver";
  return test::shell("(" + command + ")").out;
}

// The pieces of a square board's position text, as "wK e1" (side, letter, cell), read here and
// not by the program: the ranks from the top, files from a, a digit a run of empty cells.
std::multiset<std::string> pieces_of_fen(const std::string& fen, int ranks) {
  std::multiset<std::string> out;
  int rank = ranks, file = 0;
  for (size_t i = 0; i < fen.size() && fen[i] != ' ' && fen[i] != '['; ++i) {
    const char c = fen[i];
    if (c == '/') {
      --rank;
      file = 0;
    } else if (std::isdigit(static_cast<unsigned char>(c))) {
      int run = c - '0';
      while (i + 1 < fen.size() && std::isdigit(static_cast<unsigned char>(fen[i + 1])))
        run = run * 10 + (fen[++i] - '0');
      file += run;
    } else {
      const bool white = std::isupper(static_cast<unsigned char>(c));
      out.insert(std::string(white ? "w" : "b") + static_cast<char>(std::toupper(static_cast<unsigned char>(c))) + " " +
                 static_cast<char>('a' + file) + std::to_string(rank));
      ++file;
    }
  }
  return out;
}

std::multiset<std::string> pieces_in_svg(const std::string& svg) {
  std::multiset<std::string> out;
  const std::regex re("class=\"piece ([wb][A-Za-z]) ([a-z][0-9]+)");
  for (std::sregex_iterator it(svg.begin(), svg.end(), re), end; it != end; ++it)
    out.insert((*it)[1].str() + " " + (*it)[2].str());
  return out;
}

// The catalogue: a card a set, each with the picture of its set as it stands assembled (the
// start position read back from the picture), its facts, and filters that change what shows.
TEST(Gallery, TheCatalogueShowsEachSetAssembledAndFindsItByFamilyBoardAndPlayers) {
  TempDir dir;
  const auto run = pawnprint({"kit", "chess", "shogi", "glinski", "six-armies", "courier", "--only", "board",
                              "--format", "pdf", "--out", (dir / "out").string(), "-q"});
  ASSERT_EQ(run.status, 0) << run.err;
  const std::string page = test::read_file(dir / "out/index.html");
  // Without script every card is in the page, shown; the filters' form is what stays hidden.
  for (const char* folder : {"chess", "shogi", "glinski", "six-armies", "courier"})
    EXPECT_NE(page.find("<article class=\"card\" id=\"card-" + std::string(folder) + "\""), std::string::npos)
        << folder;
  EXPECT_EQ(page.find("<article class=\"card\" hidden"), std::string::npos);
  EXPECT_NE(page.find("<form class=\"filters\" hidden>"), std::string::npos);
  for (const char* heading : {"Western chess and its variants", "Shogi and its variants", "Hexagonal boards",
                              "More than two players", "Historical games"})
    EXPECT_NE(page.find(heading), std::string::npos) << heading;
  // Facts worked by hand: Courier's 12x8 cells of 25 mm with a 5 mm frame all round; six armies
  // from two to six players.
  EXPECT_NE(page.find("square 12x8, cells of 25mm; assembled 310mm x 210mm"), std::string::npos);
  EXPECT_NE(page.find("<dt>Players</dt><dd>2 to 6</dd>"), std::string::npos);
  EXPECT_NE(page.find("2 board sheets"), std::string::npos);
  // And the layout's own section says what making it takes.
  EXPECT_NE(page.find("<p class=\"making\">2 board sheets, 1 token sheet on a4; the board assembled 310mm x 210mm; "
                      "circle tokens of"),
            std::string::npos);

  // The pictures: every start piece on its cell, at the board's proportions.
  for (const auto& [layout, ranks] :
       std::vector<std::pair<std::string, int>>{{"chess", 8}, {"shogi", 9}, {"courier", 8}}) {
    SCOPED_TRACE(layout);
    const std::string yaml = test::read_file(test::layout_path(layout));
    const size_t at = yaml.find("\nsetup: ") + 8;
    const std::string svg = test::read_file(dir / "out/index.thumbs" / (layout + "-set.svg"));
    const auto expected = pieces_of_fen(yaml.substr(at, yaml.find('\n', at) - at), ranks);
    EXPECT_GE(expected.size(), 32u);
    EXPECT_EQ(pieces_in_svg(svg), expected);
  }
  // Courier's whole board of 12 x 8 square cells, at its proportions: 96 cells spanning 3:2.
  const std::string courier = test::read_file(dir / "out/index.thumbs/courier-set.svg");
  const std::regex cell("class=\"cell [^\"]*\" d=\"M([0-9.]+) ([0-9.]+)L([0-9.]+) ([0-9.]+)L([0-9.]+) ([0-9.]+)L");
  double x0 = 1e9, y0 = 1e9, x1 = -1e9, y1 = -1e9;
  int cells = 0;
  for (std::sregex_iterator it(courier.begin(), courier.end(), cell), end; it != end; ++it, ++cells) {
    const double ax = std::stod((*it)[1]), ay = std::stod((*it)[2]), cx = std::stod((*it)[5]), cy = std::stod((*it)[6]);
    EXPECT_NEAR(std::abs(cx - ax), std::abs(cy - ay), 1e-6);  // square
    x0 = std::min({x0, ax, cx}), y0 = std::min({y0, ay, cy}), x1 = std::max({x1, ax, cx}), y1 = std::max({y1, ay, cy});
  }
  EXPECT_EQ(cells, 96);
  EXPECT_NEAR((x1 - x0) / (y1 - y0), 12.0 / 8.0, 1e-6);

  // In a browser: every picture loads, and the search, board and players filters change what shows.
  const std::string shown = in_chromium(
      dir / "out/index.html",
      "\"const visible = () => Array.from(document.querySelectorAll(`.card`)).filter(c => !c.hidden).length;"
      "const set = (id, v) => { const e = document.getElementById(id); e.value = v;"
      " e.form.dispatchEvent(new Event(`input`)); return visible(); };"
      "const pictures = Array.from(document.querySelectorAll(`.card img`));"
      "const loaded = pictures.filter(i => i.complete && i.naturalWidth > 0).length;"
      // A picture is blank if it holds fewer than 8 colours (a board and its pieces hold dozens).
      "const blank = pictures.filter(i => { const c = document.createElement(`canvas`);"
      " c.width = i.naturalWidth; c.height = i.naturalHeight; const g = c.getContext(`2d`); g.drawImage(i, 0, 0);"
      " const d = g.getImageData(0, 0, c.width, c.height).data; const colours = new Set();"
      " for (let k = 0; k < d.length; k += 4) colours.add(d[k] * 65536 + d[k + 1] * 256 + d[k + 2]);"
      " return colours.size < 8; }).length;"
      "const all = visible(); const shogi = set(`search`, `shogi`); set(`search`, ``);"
      "const hex = set(`shape`, `hex`); set(`shape`, ``); const six = set(`players`, `6`);"
      "const three = set(`players`, `3`); set(`players`, ``);"
      "const took = document.querySelector(`#card-chess .took`).textContent;"
      "return JSON.stringify([pictures.length, loaded, blank, all, shogi, hex, six, three, /^[0-9.]+ s$/.test(took),"
      " document.querySelector(`.filters`).hidden])\"",
      dir.path);
  EXPECT_NE(shown.find("\"value\":\"[5,5,0,5,1,1,1,1,true,false]\""), std::string::npos) << shown;
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
  const size_t thumbs = pictures_below(dir / "out/index.thumbs").size();
  EXPECT_GT(thumbs, 20u);
  EXPECT_NE(images.find("\"value\":\"[" + std::to_string(thumbs) + ",[]]\""), std::string::npos) << images;

  // A picture to look at, left in the folder the test runs in: the page as a reader sees it.
  // (The README's picture, of every layout, is scripts/gallery-screenshot's.)
  const fs::path shot = fs::current_path() / "gallery-at-1200px.png";
  const auto r = test::shell(
      "chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --window-size=1200,1800 "
      "--screenshot=" +
      shot.string() + " file://" + page.string() + " 2>/dev/null");
  ASSERT_EQ(r.status, 0) << r.err;
  const test::Image im = test::read_png(shot);
  EXPECT_EQ(im.width, 1200);
}

// On a phone's screen (390 px wide): nothing wider than the screen, so the page never scrolls
// sideways; the cards one a row, each picture inside its card; the filters still there.
TEST(Gallery, APhonesWidthShowsOneCardARowAndNothingWiderThanTheScreen) {
  TempDir dir;
  const auto run = pawnprint({"kit", "chess", "six-armies", "xiangqi", "--format", "pdf", "--dpi", "72", "--out",
                              (dir / "out").string(), "-q"});
  ASSERT_EQ(run.status, 0) << run.err;
  const std::string shown = in_chromium(
      dir / "out/index.html",
      "\"const w = document.documentElement.clientWidth;"
      "const cards = Array.from(document.querySelectorAll(`.card`)).map(c => c.getBoundingClientRect());"
      "const pictures = Array.from(document.querySelectorAll(`.card img`)).map(i => [i.getBoundingClientRect(),"
      " i.closest(`.card`).getBoundingClientRect(), i.naturalWidth]);"
      "const lefts = new Set(cards.map(r => Math.round(r.left)));"
      "return JSON.stringify([w <= 390, document.documentElement.scrollWidth <= w, cards.length, lefts.size,"
      " cards.every(r => r.left >= 0 && r.right <= w), pictures.every(([p, c, n]) => n > 0 && p.left >= c.left &&"
      " p.right <= c.right && p.width > 0), !document.querySelector(`.filters`).hidden])\"",
      dir.path, ",\"mobileEmulation\":{\"deviceMetrics\":{\"width\":390,\"height\":844,\"pixelRatio\":3}}");
  EXPECT_NE(shown.find("\"value\":\"[true,true,3,1,true,true,true]\""), std::string::npos) << shown;

  // And to look at.
  const fs::path shot = fs::current_path() / "gallery-at-390px.png";
  const auto r = test::shell(
      "chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --window-size=390,844 "
      "--screenshot=" +
      shot.string() + " file://" + (dir / "out/index.html").string() + " 2>/dev/null");
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(test::read_png(shot).width, 390);
}

}  // namespace
}  // namespace pp

// A theme's `text:` section: every word of a kit takes its font from it, and a bad value stops
// at its place with one line and exit 2.
#include <gtest/gtest.h>

#include <algorithm>
#include <regex>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "one_line.h"
#include "support.h"

namespace pp {
namespace {

using test::expect_one_line;
using test::pawnprint;
using test::TempDir;

// A family the shipped themes never name, from a package scripts/install-deps installs.
const std::string kFamily = "Noto Serif";

// Validates a theme whose text: section is the one line `style`; the refusal must point at the
// first `at` on that line (line 4) and say `words`.
void expect_refused(const std::string& style, const std::string& at, const std::string& words) {
  TempDir dir;
  const std::string theme = (dir / "themes/t.yaml").string();
  test::write_file(theme, "schema: 1\nname: t\ntext:\n  " + style + "\n");
  const size_t column = style.find(at) + 3;
  SCOPED_TRACE(style);
  expect_one_line(pawnprint({"validate", theme}), theme + ":4:" + std::to_string(column) + ": ", words);
}

TEST(ThemeText, BadStylesStopAtTheirValue) {
  expect_refused("titel: {size: 20}", "titel", "unknown key 'titel' in text (did you mean 'title'?)");
  expect_refused("title: {family: DejaVu Serif, wieght: bold}", "wieght", "(did you mean 'weight'?)");
  expect_refused("title: {weight: heavy}", "heavy", "unknown text.title.weight 'heavy'");
  expect_refused("caption: {style: slanted}", "slanted", "unknown text.caption.style 'slanted'");
  expect_refused("legend: {size: -3}", "-3", "is -3 pt; sizes go from 2 to 200 pt");
  expect_refused("legend: {size: 500pt}", "500pt", "'500pt' is 500 pt; sizes go from 2 to 200 pt");
  expect_refused("footer: \"DejaVu Sans 0.5\"", "\"DejaVu", "is 0.5 pt; sizes go from 2 to 200 pt");
  expect_refused("legend: {size: big}", "big", "text.legend.size must be a size in points");
  // A token's label and Xiangqi's river words grow with their drawing: a size there is a mistake.
  expect_refused("labels: {size: 9}", "9", "text.labels.size: this text's size follows its drawing");
  expect_refused("river: \"AR PL UKai TW 12\"", "\"AR", "names a size, but this text's size follows its drawing");
  // Wrong kinds of value.
  expect_refused("title: [DejaVu Serif, 20]", "[", "text.title must be text, not a list");
  expect_refused("title: {size: {points: 20}}", "{points", "text.title.size must be text, not a mapping");
  expect_refused("heading: {family: \"\"}", "\"\"", "text.heading.family must name a font family");
  expect_refused("about: {family: Nosuchfont}", "Nosuchfont", "no installed font family 'Nosuchfont'");
}

TEST(ThemeText, ASectionThatIsNoMappingAndARefusedRenderWriteNothing) {
  TempDir dir;
  const std::string theme = (dir / "themes/t.yaml").string();
  test::write_file(theme, "schema: 1\nname: t\ntext: [title]\n");
  expect_one_line(pawnprint({"render", test::layout_path("chess").string(), "--theme", theme, "--out",
                             (dir / "out").string()}),
                  theme + ":3:7: ", "text must be a mapping, not a list");
  test::write_file(theme, "schema: 1\nname: t\ntext:\n  calibration-text: {weight: bold, size: 1}\n");
  expect_one_line(pawnprint({"calibrate", "--theme", theme, "--out", (dir / "out").string()}),
                  theme + ":4:42: ", "is 1 pt; sizes go from 2 to 200 pt");
  EXPECT_FALSE(std::filesystem::exists(dir / "out"));
}

// Every style of themes/base/text.yaml, by name.
std::vector<std::string> style_names() {
  std::istringstream base(test::read_file(test::themes_dir() / "base/text.yaml"));
  std::vector<std::string> names;
  bool inside = false;
  const std::regex style("  ([a-z-]+):.*");
  std::smatch m;
  for (std::string line; std::getline(base, line);) {
    if (line == "text:") inside = true;
    else if (inside && std::regex_match(line, m, style)) names.push_back(m[1]);
  }
  return names;
}

// The fonts a PDF embeds, as pdffonts names them, without the subset's "ABCDEF+" prefix.
std::vector<std::string> embedded_fonts(const std::filesystem::path& pdf) {
  const test::Run run = test::shell("pdffonts '" + pdf.string() + "'");
  EXPECT_EQ(run.status, 0) << pdf << ": " << run.err;
  std::istringstream lines(run.out);
  std::vector<std::string> fonts;
  int n = 0;
  for (std::string line; std::getline(lines, line);)
    if (++n > 2 && !line.empty()) {
      std::string name = line.substr(0, line.find(' '));
      if (const size_t plus = name.find('+'); plus != std::string::npos) name.erase(0, plus + 1);
      fonts.push_back(name);
    }
  return fonts;
}

// One theme file sets every text style's family: every PDF of a kit (board sheets with glue
// strips and the assembly map, token sheets with labels and a piece drawn as its letter, rules
// sheets with their diagrams, a diagram with counts of pieces in hand, a game sheet, the
// calibration page) then embeds that family and no other.
TEST(ThemeText, OneThemeFileRestylesEveryTextOfAKit) {
  TempDir dir;
  const std::vector<std::string> names = style_names();
  ASSERT_EQ(names.size(), 25u);
  std::string text = "schema: 1\nname: restyled\nextends: classic\npage: {font: \"" + kFamily + " 8\"}\ntext:\n";
  for (const std::string& name : names) text.append("  ").append(name).append(": {family: \"" + kFamily + "\"}\n");
  const std::string theme = (dir / "restyled.yaml").string();
  test::write_file(theme, text);
  test::write_file(dir / "zebra.yaml",
                   "extends: chess\nname: zebra\npieces: {Z: {name: Zebra, betza: NC}}\n"
                   "setup: rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RZBQKBNR w KQkq - 0 1\n");
  const std::string out = (dir / "out").string();
  // 40 mm cells put each board on four sheets, and so draw an assembly map.
  const auto kit = pawnprint({"kit", "chess", "crazyhouse", (dir / "zebra.yaml").string(), "--theme", theme, "--cell",
                              "40mm", "--format", "pdf", "--labels", "--quiet", "--out", out});
  ASSERT_EQ(kit.status, 0) << kit.err;
  const auto hands = pawnprint({"diagram", "crazyhouse", "--fen", "r3k2r/8/8/8/8/8/8/R3K2R[PPPNNq] w - - 0 1",
                                "--caption", "Drops", "--theme", theme, "--out", out + "/hands.pdf"});
  ASSERT_EQ(hands.status, 0) << hands.err;
  const auto game = pawnprint({"game", (test::source_dir() / "tests/games/opera.pgn").string(), "--plies", "10,20",
                               "--theme", theme, "--format", "pdf", "--out", out + "/game"});
  ASSERT_EQ(game.status, 0) << game.err;
  const auto calibration = pawnprint({"calibrate", "--theme", theme, "--quiet", "--out", out});
  ASSERT_EQ(calibration.status, 0) << calibration.err;
  EXPECT_NE(test::shell("pdftotext '" + out + "/chess/chess-board.pdf' -").out.find("Assembly map"), std::string::npos);

  std::set<std::string> pdfs;
  for (const std::string& file : test::files_below(out)) {
    if (!file.ends_with(".pdf")) continue;
    pdfs.insert(file);
    const std::vector<std::string> fonts = embedded_fonts(dir / ("out/" + file));
    EXPECT_FALSE(fonts.empty()) << file << " sets no text";
    for (const std::string& font : fonts) EXPECT_TRUE(font.starts_with("NotoSerif-")) << file << " embeds " << font;
  }
  for (const char* file :
       {"chess/chess-board.pdf", "chess/chess-pieces.pdf", "chess/chess-rules.pdf", "chess/chess-diagram-setup.pdf",
        "zebra/zebra-pieces.pdf", "zebra/zebra-diagram-piece-zebra.pdf", "hands.pdf", "game/opera/opera.pdf",
        "calibration/calibration.pdf"})
    EXPECT_TRUE(pdfs.count(file)) << file;
}

// The CJK texts follow the theme too: Xiangqi's river words, and its Chinese file numbers set
// by the coordinates style, whose family list falls back to a CJK family the base never names.
// (Regular: a bold the family lacks would be drawn emboldened, embedded as a font of no name.)
TEST(ThemeText, XiangqisRiverAndNumbersTakeTheThemesCjkFamily) {
  TempDir dir;
  const std::string cjk = "IPAexMincho";
  const std::string theme = (dir / "cjk.yaml").string();
  test::write_file(theme, "schema: 1\nname: cjk\nextends: classic\npage: {font: \"" + kFamily +
                              " 8\"}\ntext:\n  river: {family: " + cjk + "}\n  coordinates: {family: \"" + kFamily +
                              ", " + cjk + "\", weight: regular}\n");
  const auto run = pawnprint(
      {"render", "xiangqi", "--theme", theme, "--only", "board", "--format", "pdf", "--out", (dir / "out").string()});
  ASSERT_EQ(run.status, 0) << run.err;
  const std::vector<std::string> fonts = embedded_fonts(dir / "out/xiangqi/xiangqi-board.pdf");
  EXPECT_NE(std::find(fonts.begin(), fonts.end(), cjk), fonts.end());
  for (const std::string& font : fonts) EXPECT_TRUE(font.starts_with("NotoSerif-") || font == cjk) << font;
}

// page.font's family is every style's that names none: the board and token sheets change with
// it alone, while the rules sheet's title keeps the serif family the base gives it.
TEST(ThemeText, StylesWithoutAFamilyTakePageFonts) {
  TempDir dir;
  const std::string theme = (dir / "page.yaml").string();
  test::write_file(theme, "schema: 1\nname: page\npage: {font: \"" + kFamily + " 8\"}\n");
  const auto run = pawnprint({"render", "chess", "--theme", theme, "--only", "board,pieces,rules", "--format", "pdf",
                              "--labels", "--out", (dir / "out").string()});
  ASSERT_EQ(run.status, 0) << run.err;
  for (const char* sheet : {"chess-board.pdf", "chess-pieces.pdf"}) {
    const std::vector<std::string> fonts = embedded_fonts(dir / "out/chess" / sheet);
    EXPECT_FALSE(fonts.empty()) << sheet;
    for (const std::string& font : fonts) EXPECT_TRUE(font.starts_with("NotoSerif-")) << sheet << " embeds " << font;
  }
  const std::vector<std::string> rules = embedded_fonts(dir / "out/chess/chess-rules.pdf");
  EXPECT_NE(std::find(rules.begin(), rules.end(), "DejaVuSerif-Bold"), rules.end());
  EXPECT_NE(std::find(rules.begin(), rules.end(), "NotoSerif-Regular"), rules.end());
}

}  // namespace
}  // namespace pp

// Bad input of every kind ends the same way: exit 2, one line naming where the problem is,
// nothing written. These are the cases that once escaped as exit 1 or with a useless place.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <utility>
#include <vector>

#include "one_line.h"
#include "support.h"

namespace pp {
namespace {

using test::expect_one_line;
using test::pawnprint;
using test::TempDir;

TEST(InputErrors, AnOpenQuoteIsReportedWhereItStarts) {
  TempDir dir;
  test::write_file(dir / "q.yaml", "name: \"abc\nboard: {shape: square, files: 8, ranks: 8, cell: 20mm}\n");
  const auto run = pawnprint({"validate", (dir / "q.yaml").string()});
  expect_one_line(run, (dir / "q.yaml").string() + ":1:7: ", "a quote left open?");
}

// Pango would draw another family in place of one not installed; a theme says so instead.
TEST(InputErrors, FontsMustBeInstalledAndOfASizeASheetHasRoomFor) {
  TempDir dir;
  const std::string theme = (dir / "themes/f.yaml").string(), layout = test::layout_path("chess").string();
  auto with_font = [&](const std::string& where, const std::string& font) {
    const std::string close(static_cast<size_t>(std::count(where.begin(), where.end(), '{')), '}');
    test::write_file(theme, "extends: classic\nname: f\n" + where + "{font: \"" + font + "\"}" + close + "\n");
  };
  with_font("page: ", "Nosuchfont Bold 8");
  expect_one_line(pawnprint({"validate", theme}),
                  theme + ":3:14: ", "page.font: no installed font family 'Nosuchfont'");
  expect_one_line(pawnprint({"render", layout, "--theme", theme, "--out", (dir / "out").string()}),
                  theme + ":3:14: ", "no installed font family");
  EXPECT_FALSE(std::filesystem::exists(dir / "out"));
  expect_one_line(pawnprint({"diagram", layout, "--theme", theme, "--out", (dir / "d.svg").string()}),
                  theme + ":3:14: ", "no installed font family");
  EXPECT_FALSE(std::filesystem::exists(dir / "d.svg"));
  with_font("board: {coordinates: ", "DejaVu Sanz Bold 8");
  expect_one_line(pawnprint({"validate", theme}), theme + ":3:29: ",
                  "board.coordinates.font: no installed font family 'DejaVu Sanz' (did you mean 'DejaVu Sans'?)");
  with_font("tokens: {label: ", "DejaVu Sans 8000");
  expect_one_line(pawnprint({"validate", theme}), theme + ":3:24: ", "is 8000 pt; sizes go from 2 to 200 pt");
  // Any letter case, a generic family and a list whose first family is missing are fine.
  for (const char* font : {"dejavu sans bold 9", "Sans 9", "Nosuchfont, DejaVu Serif 9"}) {
    with_font("page: ", font);
    const auto ok = pawnprint({"validate", theme});
    EXPECT_EQ(ok.status, 0) << font << ": " << ok.err;
  }
}

TEST(InputErrors, AnUnknownBoardShapeListsTheShapes) {
  TempDir dir;
  test::write_file(dir / "s.yaml", "name: x\nboard: {shape: octagon, files: 8, ranks: 8, cell: 20mm}\n");
  expect_one_line(pawnprint({"validate", (dir / "s.yaml").string()}), (dir / "s.yaml").string() + ":2:16: ",
                  "unknown board shape 'octagon'; the shapes are square trigs hex");
}

TEST(InputErrors, RulesWithoutPiecesOrPiecesWithoutSetupNameTheFileTop) {
  TempDir dir;
  const std::string board = "name: x\nboard: {shape: square, files: 8, ranks: 8, cell: 20mm}\n";
  test::write_file(dir / "a.yaml", board + "rules: {check: true}\n");
  expect_one_line(pawnprint({"validate", (dir / "a.yaml").string()}),
                  (dir / "a.yaml").string() + ":1:1: ", "no 'pieces'");
  test::write_file(dir / "b.yaml", board + "pieces: {K: {name: King, betza: K, royal: true}}\n");
  expect_one_line(pawnprint({"render", (dir / "b.yaml").string(), "--out", (dir / "out").string()}),
                  (dir / "b.yaml").string() + ":1:1: ", "no 'setup'");
  EXPECT_FALSE(std::filesystem::exists(dir / "out"));
}

TEST(InputErrors, ABoardAloneValidatesAndRendersItsBoardOnly) {
  TempDir dir;
  test::write_file(dir / "plain.yaml", "name: plain\nboard: {shape: square, files: 8, ranks: 8, cell: 20mm}\n");
  EXPECT_EQ(pawnprint({"validate", (dir / "plain.yaml").string()}).status, 0);
  const auto run =
      pawnprint({"render", (dir / "plain.yaml").string(), "--format", "pdf", "--out", (dir / "out").string()});
  ASSERT_EQ(run.status, 0) << run.err;
  EXPECT_EQ(test::files_below(dir / "out/plain"), (std::vector<std::string>{"manifest.json", "plain-board.pdf"}));
  const auto moves = pawnprint({"moves", (dir / "plain.yaml").string()});
  expect_one_line(moves, (dir / "plain.yaml").string() + ":1:1: ", "no pieces to play with");
}

TEST(InputErrors, APaperTooSmallForTheRulesSheetSaysSoInWholeMillimetres) {
  TempDir dir;
  const auto run =
      pawnprint({"render", test::layout_path("chess").string(), "--paper", "60x60mm", "--out", (dir / "out").string()});
  // At the text that fills the block: chess's rules sheet opens with its intro.
  const std::string chess = test::read_file(test::layout_path("chess"));
  const auto intro_line =
      std::count(chess.begin(), chess.begin() + static_cast<long>(chess.find("  intro:")), '\n') + 1;
  expect_one_line(
      run, test::layout_path("chess").string() + ":" + std::to_string(intro_line) + ":10: the paper is too small: ",
      "the printable area is 36 x 36 mm");
  const std::string message = run.err.substr(run.err.find("the paper"));
  EXPECT_EQ(message.find('.'), std::string::npos) << "no raw decimals: " << run.err;
  EXPECT_FALSE(std::filesystem::exists(dir / "out"));
}

TEST(InputErrors, APaperOfImpossibleSizeIsTheSizeNotTheSyntax) {
  TempDir dir;
  const auto run = pawnprint(
      {"render", test::layout_path("chess").string(), "--paper", "10000x10000mm", "--out", (dir / "out").string()});
  expect_one_line(run, "--paper: ", "is 10000 x 10000 mm: each side must be 50 mm to 2000 mm");
}

// A theme whose piece set holds one bad drawing, extending the shipped classic theme.
std::string theme_with_king(TempDir& dir, const std::string& king_svg) {
  std::filesystem::create_directories(dir / "set");
  for (const auto& entry : std::filesystem::directory_iterator(test::source_dir() / "themes/pieces/standard"))
    if (entry.is_regular_file()) std::filesystem::copy_file(entry.path(), dir / "set" / entry.path().filename());
  test::write_file(dir / "set/K.svg", king_svg);
  test::write_file(dir / "mine.yaml",
                   "schema: 1\nname: mine\nextends: " + (test::source_dir() / "themes/classic.yaml").string() +
                       "\npieces: {set: set}\n");
  return (dir / "mine.yaml").string();
}

std::string drawing_of(const std::string& inside) {
  return "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 45 45\">" + inside + "</svg>";
}

std::string written_times(const std::string& part, int n) {
  std::string out;
  for (int i = 0; i < n; ++i) out += part;
  return out;
}

TEST(InputErrors, PieceDrawingsThatCannotBeReadOrAreTooLargeAreInputErrors) {
  const std::string big =
      "<svg xmlns=\"http://www.w3.org/2000/svg\">" + std::string(size_t{300} * 1024, ' ') + "</svg>";
  std::string uses =
      "<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\">"
      "<circle id=\"c\" r=\"1\"/>";
  for (int i = 0; i < 40; ++i) uses += "<use xlink:href=\"#c\"/>";
  uses += "</svg>";
  // Within both limits, but each group draws the one before it twice: 2^7 copies of 100 circles.
  std::string fan =
      "<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\"><defs><g id=\"g0\">";
  for (int i = 0; i < 100; ++i) fan += "<circle r=\"1\"/>";
  fan += "</g>";
  for (int i = 1; i <= 7; ++i)
    fan += "<g id=\"g" + std::to_string(i) + "\"><use xlink:href=\"#g" + std::to_string(i - 1) + "\"/><use href='#g" +
           std::to_string(i - 1) + "'/></g>";
  fan += "</defs><use xlink:href=\"#g7\"/></svg>";
  // The same fan written as librsvg also reads it: references as character references, the
  // elements under a namespace prefix; and an entity that repeats a part wherever it is named.
  std::string coded = fan;
  for (size_t at = coded.find("\"#g"); at != std::string::npos; at = coded.find("\"#g", at))
    coded.replace(at + 1, 1, "&#35;");
  // Ids in letters past ASCII, named once as written and once by their character reference.
  std::string accented = fan;
  for (const auto& [from, to] : std::vector<std::pair<std::string, std::string>>{
           {"id=\"g", "id=\"\xc3\xa9"}, {"\"#g", "\"#&#233;"}, {"'#g", "'#\xc3\xa9"}})
    for (size_t at = accented.find(from); at != std::string::npos; at = accented.find(from, at + to.size()))
      accented.replace(at, from.size(), to);
  std::string prefixed = fan;
  for (size_t at = prefixed.find("<use "); at != std::string::npos; at = prefixed.find("<use ", at))
    prefixed.replace(at, 5, "<s:use ");
  prefixed.replace(prefixed.find("<svg "), 5, "<svg xmlns:s=\"http://www.w3.org/2000/svg\" ");
  const std::string entity =
      "<?xml version=\"1.0\"?><!DOCTYPE svg [<!ENTITY c \"<circle r='1'/><circle r='2'/>\">]>"
      "<svg xmlns=\"http://www.w3.org/2000/svg\">&c;&c;</svg>";
  const std::string marker =
      "<svg xmlns=\"http://www.w3.org/2000/svg\"><defs><marker id=\"m\"><circle r=\"1\"/></marker></defs>"
      "<path d=\"M0 0 L1 1 L2 0\" marker-mid=\"url(#m)\"/></svg>";
  const std::vector<std::pair<std::string, std::string>> cases{
      {"<svg><circle", "not a drawing librsvg can read"},
      {big, "over the 256 KB limit"},
      {uses, "over the limits of 5000 and 32"},
      {fan, "expands to over 5000 elements through its <use>"},
      {coded, "expands to over 5000 elements through its <use>"},
      {prefixed, "expands to over 5000 elements through its <use>"},
      {entity, "declares an XML entity (<!ENTITY>)"},
      {marker, "holds a <marker>, drawn again at every corner"},
      // Costs set by a number rather than by the file's size: each once as an attribute, once in a style.
      {drawing_of("<text font-size=\"1e9\">WW</text>"), "has a font size of 1000000000, over the limit of 1000"},
      {drawing_of("<text style=\"font: bold 2e4px serif\">W</text>"),
       "has a font size of 20000, over the limit of 1000"},
      {drawing_of("<style>text { font-size : 5000 }</style><text>W</text>"), "has a font size of 5000"},
      {drawing_of("<text>" + std::string(20000, 'W') + "</text>"),
       "has 20000 characters of text, over the limit of 64"},
      {drawing_of("<text>W<tspan>" + std::string(70, 'x') + "</tspan></text>"), "has 71 characters of text"},
      {drawing_of("<filter id=\"f\"><feTurbulence numOctaves=\"100000\"/></filter><rect filter=\"url(#f)\"/>"),
       "has a filter of 100000 octaves, over the limit of 10"},
      {drawing_of("<filter id=\"f\"><feConvolveMatrix order=\"1000 3\" kernelMatrix=\"1\"/></filter>"),
       "has a convolution of order 1000, over the limit of 9"},
      {drawing_of("<filter id=\"f\">" + written_times("<feOffset dx=\"1\"/>", 17) + "</filter>"),
       "has 17 filter primitives, over the limit of 16"}};
  for (const auto& [svg, words] : cases) {
    SCOPED_TRACE(words);
    TempDir dir;
    const std::string theme = theme_with_king(dir, svg);
    const auto run = pawnprint({"render", test::layout_path("chess").string(), "--theme", theme, "--format", "pdf",
                                "--out", (dir / "out").string()});
    expect_one_line(run, (dir / "set/K.svg").string() + ": ", words);
    EXPECT_FALSE(std::filesystem::exists(dir / "out/chess"));
  }
}

TEST(InputErrors, RunsOverThePageOrPixelLimitsStopBeforeDrawingWithTheEstimate) {
  TempDir dir;
  test::write_file(dir / "huge.yaml", "name: huge\nboard: {shape: square, files: 64, ranks: 64, cell: 200mm}\n");
  expect_one_line(pawnprint({"render", (dir / "huge.yaml").string(), "--out", (dir / "out").string()}),
                  "huge needs at least 8193 pages of a4: over the 1000-page limit", "--max-pages");
  expect_one_line(pawnprint({"render", test::layout_path("chess").string(), "--max-pages", "1", "--out",
                             (dir / "out").string()}),
                  "chess needs at least 2 pages of a4: over the 1-page limit", "--max-pages");
  expect_one_line(pawnprint({"render", test::layout_path("chess").string(), "--paper", "2000x2000mm", "--dpi", "300",
                             "--out", (dir / "out").string()}),
                  "--dpi: a 2000 x 2000 mm page at 300 dpi is 23622 x 23622 px (558 megapixels): over the 150",
                  "lower --dpi");
  EXPECT_FALSE(std::filesystem::exists(dir / "out"));
}

// A layout's `diagrams:` and `sheet:` are read with the rest of the file, so their mistakes
// name the line and column of the value at fault, for `validate` and `render` alike.
TEST(InputErrors, DiagramAndSheetMistakesNameTheirLineAndColumn) {
  const std::vector<std::pair<std::string, std::string>> cases = {
      {"diagram-unknown-key", "6:5: unknown key 'captoin' in a diagram (did you mean 'caption'?)"},
      {"diagram-caption-type", "6:14: caption must be text, not a list"},
      {"diagram-width-range", "5:28: width must be from 20mm to 1000mm, not 5mm"},
      {"diagram-bad-mark", "6:22: unknown mark style 'zap'"},
      {"diagram-arrow-width", "5:30: 'e2-e4:red:50mm': the width '50mm' must be a length from 0.2mm to 10mm"},
      {"diagrams-not-a-list", "5:3: diagrams must be a list, not a mapping"},
      {"diagram-bad-cell", "5:26: no cell 'z9' on this board"},
      {"sheet-unknown-key", "6:3: unknown key 'pices' in sheet (did you mean 'pieces'?)"},
      {"sheet-piece-key", "7:5: sheet pieces are keyed by upper-case piece letter, not 'q'"},
      {"sheet-rule-without-diagram", "6:7: a sheet rule needs a diagram"},
      {"sheet-rule-bad-fen", "7:22: FEN row 3"},
  };
  for (const auto& [name, message] : cases) {
    SCOPED_TRACE(name);
    const std::string file = (test::source_dir() / "tests/inputs/layouts" / (name + ".yaml")).string();
    const std::string where = file + ":" + message.substr(0, message.find(' '));
    expect_one_line(pawnprint({"validate", file}), where, message.substr(message.find(' ') + 1));
    TempDir dir;
    expect_one_line(pawnprint({"render", file, "--only", "board", "--out", (dir / "out").string()}), where,
                    message.substr(message.find(' ') + 1));
    EXPECT_FALSE(std::filesystem::exists(dir / "out"));
  }
}

// `validate` reads what `render` reads: on every layout and theme the project holds, shipped or
// kept for the tests (tests/inputs/ holds one mistake per file in the sections only drawing
// reads), the two exit alike with the same message, and a rejected file writes nothing. A
// theme is rendered over the chess layout.
TEST(InputErrors, ValidateAndRenderAgreeOnEveryLayoutAndThemeFile) {
  std::vector<std::filesystem::path> files = test::layout_files();
  for (const auto& e : std::filesystem::directory_iterator(test::themes_dir()))
    if (e.is_regular_file() && e.path().extension() == ".yaml") files.push_back(e.path());
  for (const auto& e : std::filesystem::recursive_directory_iterator(test::source_dir() / "tests"))
    if (e.is_regular_file() && e.path().extension() == ".yaml") files.push_back(e.path());
  std::sort(files.begin(), files.end());
  const std::string inputs = (test::source_dir() / "tests/inputs").string() + "/";
  for (const auto& file : files) {
    SCOPED_TRACE(file.string());
    TempDir dir;
    const bool theme = file.parent_path().filename() == "themes";
    const auto validate = pawnprint({"validate", file.string()});
    const auto render =
        pawnprint({"render", theme ? test::layout_path("chess").string() : file.string(), "--theme",
                   theme ? file.string() : "classic", "--format", "pdf", "--out", (dir / "out").string()});
    EXPECT_EQ(validate.status, render.status) << validate.err << render.err;
    if (file.string().starts_with(inputs)) {
      EXPECT_EQ(render.status, 2) << render.err;
    }
    if (render.status != 0) {
      EXPECT_EQ(validate.err, render.err);
      EXPECT_FALSE(std::filesystem::exists(dir / "out"));
    }
  }
}

}  // namespace
}  // namespace pp

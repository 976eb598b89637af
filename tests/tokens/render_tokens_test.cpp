// Token sheets through the whole render: in the manifest, vector in the PDF, reproducible; bad
// themes stop the command line with exit 2. (Every shipped theme with every shipped layout:
// tests/generator/shipped_render_test.cpp.)
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iterator>

#include "render/render.h"
#include "support/paths.h"
#include "token_support.h"

namespace fs = std::filesystem;
using namespace pp;

namespace {

const OutputFile* file_named(const LayoutOutput& out, const std::string& path) {
  for (const auto& f : out.files)
    if (f.path == path) return &f;
  return nullptr;
}

RenderOptions pdf_only() {
  RenderOptions o;
  o.formats = {&kPdf};
  o.threads = 1;
  return o;
}

}  // namespace

TEST(RenderTokens, ManifestCountsTheTokens) {
  const Layout layout = load_layout(test::layout_path("chess-legions").string());
  const LayoutOutput out = render_layout(layout, load_theme("classic"), pdf_only());
  const std::string manifest = out.manifest.dump();
  EXPECT_NE(manifest.find("\"total\": 68"), std::string::npos) << manifest;
  EXPECT_NE(manifest.find("\"Warlord\": 4"), std::string::npos);
  EXPECT_NE(manifest.find("\"Mercenary\": 4"), std::string::npos);
  EXPECT_NE(manifest.find("\"diameter_mm\": 24.25"), std::string::npos);
  EXPECT_NE(manifest.find("\"kind\": \"pieces\""), std::string::npos);
  const OutputFile* pdf = file_named(out, "chess-legions-pieces.pdf");
  ASSERT_NE(pdf, nullptr);
  // Piece drawings stay vector: no raster image anywhere in the PDF.
  EXPECT_EQ(pdf->bytes.find("/Image"), std::string::npos);
}

TEST(RenderTokens, TokenOptionsReachTheSheet) {
  const Layout layout = load_layout(test::layout_path("chess").string());
  RenderOptions o = pdf_only();
  o.token_mm = 20;
  o.token_shape = TokenShape::Square;
  const std::string manifest = render_layout(layout, load_theme("classic"), o).manifest.dump();
  EXPECT_NE(manifest.find("\"diameter_mm\": 20"), std::string::npos) << manifest;
  EXPECT_NE(manifest.find("\"shape\": \"square\""), std::string::npos);
  EXPECT_NE(manifest.find("\"preset\": \"washer-m10\""), std::string::npos);
}

TEST(RenderTokens, TwoRunsAreByteIdentical) {
  const Layout layout = load_layout(test::layout_path("mighty-lion").string());
  RenderOptions o = pdf_only();
  o.formats = {&kPdf, &kJpeg};
  o.dpis = {72};
  const LayoutOutput a = render_layout(layout, load_theme("high-contrast"), o);
  const LayoutOutput b = render_layout(layout, load_theme("high-contrast"), o);
  ASSERT_EQ(a.files.size(), b.files.size());
  for (size_t i = 0; i < a.files.size(); ++i) EXPECT_TRUE(a.files[i].bytes == b.files[i].bytes) << a.files[i].path;
}

TEST(RenderTokens, BadThemesExitTwoWithPositionAndWriteNothing) {
  const fs::path dir = test::temp_dir("bad-themes");
  fs::remove_all(dir);
  fs::create_directories(dir / "empty");
  const fs::path out = dir / "out";
  struct Case {
    std::string name, text, says;
  } cases[] = {
      {"colour", "schema: 1\nsides:\n  black: {body: \"#12345\", line: \"#000\", detail: \"#fff\"}\n", ":3:"},
      {"key", "schema: 1\ntokens:\n  rim: {colour: \"#000\"}\n", ":3:3:"},
      {"side", "schema: 1\nsides:\n  blak: {body: \"#123\", line: \"#000\", detail: \"#fff\"}\n",
       ":3:3: unknown key 'blak' in sides (did you mean 'black'?)"},
  };
  for (const auto& c : cases) {
    SCOPED_TRACE(c.name);
    const fs::path theme = dir / (c.name + ".yaml");
    std::ofstream(theme) << c.text;
    const std::string layout = test::layout_path("chess").string();
    const test::CliRun r =
        test::run_pawnprint("render " + layout + " --theme " + theme.string() + " --out " + out.string());
    EXPECT_EQ(r.status, 2) << r.err;
    EXPECT_EQ(r.err.rfind(theme.string(), 0), 0u) << r.err;  // starts with the theme's file name
    EXPECT_NE(r.err.find(c.says), std::string::npos) << r.err;
    EXPECT_EQ(std::count(r.err.begin(), r.err.end(), '\n'), 1) << r.err;
    EXPECT_FALSE(fs::exists(out)) << "partial output";
  }
  const test::CliRun r =
      test::run_pawnprint("render " + test::layout_path("chess").string() + " --token euro-3 --out " + out.string());
  EXPECT_EQ(r.status, 2);
  EXPECT_NE(r.err.find("--token"), std::string::npos) << r.err;
  fs::remove_all(dir);
}

// A piece no set draws (no file by its art name, letter or XBoard name, in the theme's set or the
// sets it falls back to) is drawn as the symbol of its moves, with one warning naming it and the
// set, on its tokens and in its diagrams alike: the Zebra here leaps three and one, so its
// symbol has a dot on each of the eight cells it reaches.
TEST(RenderTokens, APieceNoSetDrawsIsTheSymbolOfItsMovesWithOneWarning) {
  const fs::path dir = test::temp_dir("letter-fallback");
  fs::remove_all(dir);
  fs::create_directories(dir / "empty");
  const fs::path theme = dir / "bare.yaml";
  std::ofstream(theme) << "schema: 1\nname: bare\npieces: {set: empty}\n";
  const fs::path zebra = dir / "zebra.yaml";  // the letter Z and no art: key, so no zebra.svg
  std::ofstream(zebra) << "name: zebra\nboard: {shape: square, files: 4, ranks: 4, cell: 25mm}\n"
                          "pieces:\n  K: {name: King, betza: K, royal: true}\n  Z: {name: Zebra, betza: C}\n"
                          "setup: kz2/4/4/Z2K w - - 0 1\n"
                          "diagrams: [{name: leap, caption: The Zebra leaps three and one., moves: [a1]}]\n";
  const fs::path out = dir / "out";
  const test::CliRun r = test::run_pawnprint("render " + zebra.string() + " --theme " + theme.string() +
                                             " --format svg -q --out " + out.string());
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(r.err, "pawnprint: warning: theme 'bare' (piece set " + (dir / "empty").string() +
                       ") has no drawing for Zebra (Z) of layout zebra; it is drawn as the symbol of its moves\n");
  auto text_of = [](const fs::path& file) {
    std::ifstream in(file);
    return std::string(std::istreambuf_iterator<char>(in), {});
  };
  auto count = [](const std::string& text, const std::string& what) {
    size_t n = 0;
    for (size_t at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++n;
    return n;
  };
  const std::string tokens = text_of(out / "zebra" / "zebra-pieces-1.svg");
  // Two Zebras, one a side, each a disc in its side's body colour with its letter and eight dots.
  EXPECT_EQ(count(tokens, "class=\"piece-symbol disc\""), 2u);
  EXPECT_EQ(count(tokens, "class=\"piece-symbol reach\""), 16u);
  EXPECT_NE(tokens.find("fill=\"#f7f2e7\""), std::string::npos);
  EXPECT_NE(tokens.find("fill=\"#2e2a26\""), std::string::npos);
  EXPECT_NE(tokens.find(">Z</text>"), std::string::npos) << tokens.substr(0, 2000);
  const std::string diagram = text_of(out / "zebra" / "zebra-diagram-leap.svg");
  EXPECT_NE(diagram.find(">Z</text>"), std::string::npos);
  EXPECT_EQ(count(diagram, "class=\"piece-symbol reach\""), 16u);  // both Zebras stand on the board
  fs::remove_all(dir);
}

// A theme whose pieces are `computed` draws every piece as the symbol of its moves, drawings or
// not, without a warning; any other word there is refused at its line.
TEST(RenderTokens, AComputedThemeDrawsEveryPieceFromItsMoves) {
  const fs::path dir = test::temp_dir("computed-pieces");
  fs::remove_all(dir);
  fs::create_directories(dir);
  std::ofstream(dir / "moves.yaml") << "schema: 1\nname: moves\nextends: classic\npieces: computed\n";
  auto sheet = [&](const std::string& theme, const std::string& folder) {
    const test::CliRun r = test::run_pawnprint("render chess --only tokens --theme " + theme +
                                               " --format svg -q --out " + (dir / folder).string());
    EXPECT_EQ(r.status, 0) << r.err;
    EXPECT_EQ(r.err, "");
    std::ifstream in(dir / folder / "chess" / "chess-pieces-1.svg");
    return std::string{std::istreambuf_iterator<char>(in), {}};
  };
  auto count = [](const std::string& text, const std::string& what) {
    size_t n = 0;
    for (size_t at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++n;
    return n;
  };
  // The classic sheet places each token's drawing with a <use>; the computed one a symbol instead.
  const size_t tokens = count(sheet("classic", "classic"), "<use");
  EXPECT_GE(tokens, 32u);  // every man of both sides, and the spare Queens
  const std::string computed = sheet((dir / "moves.yaml").string(), "moves");
  EXPECT_EQ(count(computed, "class=\"piece-symbol disc\""), tokens);
  EXPECT_EQ(count(computed, "<use"), 0u);

  std::ofstream(dir / "bad.yaml") << "schema: 1\nname: bad\npieces: drawn\n";
  const test::CliRun bad =
      test::run_pawnprint("render chess --theme " + (dir / "bad.yaml").string() + " --out " + (dir / "bad").string());
  EXPECT_EQ(bad.status, 2);
  EXPECT_EQ(bad.err.rfind((dir / "bad.yaml").string() + ":3:9: ", 0), 0u) << bad.err;
  EXPECT_NE(bad.err.find("'computed'"), std::string::npos) << bad.err;
  EXPECT_FALSE(fs::exists(dir / "bad"));
  fs::remove_all(dir);
}

// A layout's `art: computed` draws that piece as the symbol of its moves in a theme whose set has
// a drawing for its letter: a Lion lettered N is not drawn as the set's Knight, and the real
// Knight beside it still is.
TEST(RenderTokens, ALayoutsComputedArtDrawsThatPieceFromItsMovesInAnyTheme) {
  const fs::path dir = test::temp_dir("computed-art");
  fs::remove_all(dir);
  fs::create_directories(dir);
  std::ofstream(dir / "lion.yaml") << "name: lion\nboard: {shape: square, files: 4, ranks: 4, cell: 25mm}\n"
                                      "pieces:\n  K: {name: King, betza: K, royal: true}\n"
                                      "  N: {name: Lion, betza: KNAD, art: computed}\n"
                                      "  H: {name: Knight, betza: N, art: knight}\n"
                                      "setup: kn1h/4/4/HN1K w - - 0 1\n";
  const test::CliRun r = test::run_pawnprint("render " + (dir / "lion.yaml").string() +
                                             " --only tokens --format svg -q --out " + (dir / "out").string());
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(r.err, "");
  std::ifstream in(dir / "out" / "lion" / "lion-pieces-1.svg");
  const std::string tokens{std::istreambuf_iterator<char>(in), {}};
  auto count = [&](const std::string& what) {
    size_t n = 0;
    for (size_t at = tokens.find(what); at != std::string::npos; at = tokens.find(what, at + 1)) ++n;
    return n;
  };
  // The two Lions are symbols, with their letter; the Kings and Knights are drawings.
  EXPECT_EQ(count("class=\"piece-symbol disc\""), 2u);
  EXPECT_NE(tokens.find(">N</text>"), std::string::npos);
  EXPECT_GE(count("<use"), 4u);
  fs::remove_all(dir);
}

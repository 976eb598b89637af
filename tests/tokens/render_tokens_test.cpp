// Token sheets through the whole render: in the manifest, vector in the PDF, reproducible; bad
// themes stop the command line with exit 2. (Every shipped theme with every shipped layout:
// tests/generator/shipped_render_test.cpp.)
#include <gtest/gtest.h>

#include <sys/wait.h>
#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "render/render.h"
#include "support/paths.h"

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
  o.formats = {"pdf"};
  o.threads = 1;
  return o;
}

struct CliRun {
  int status = 0;
  std::string err;
};

CliRun run(const std::string& args) {
  const fs::path err = test::temp_dir("tokens-stderr");
  CliRun r;
  r.status = std::system((test::pawnprint_exe().string() + " " + args + " 2>" + err.string() + " >/dev/null").c_str());
  r.status = WIFEXITED(r.status) ? WEXITSTATUS(r.status) : -1;
  std::ifstream in(err);
  std::stringstream ss;
  ss << in.rdbuf();
  r.err = ss.str();
  return r;
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
  o.token_shape = "square";
  const std::string manifest = render_layout(layout, load_theme("classic"), o).manifest.dump();
  EXPECT_NE(manifest.find("\"diameter_mm\": 20"), std::string::npos) << manifest;
  EXPECT_NE(manifest.find("\"shape\": \"square\""), std::string::npos);
  EXPECT_NE(manifest.find("\"preset\": \"washer-m10\""), std::string::npos);
}

TEST(RenderTokens, TwoRunsAreByteIdentical) {
  const Layout layout = load_layout(test::layout_path("mighty-lion").string());
  RenderOptions o = pdf_only();
  o.formats = {"pdf", "jpeg"};
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
      {"missing", "schema: 1\nname: bare\npieces: {set: empty}\n", "no drawing for Zebra"},
  };
  // No set has a Zebra, not even the standard one the empty set falls back to.
  const fs::path zebra = dir / "zebra.yaml";
  std::ofstream(zebra) << "name: zebra\nboard: {shape: square, files: 4, ranks: 4, cell: 20mm}\n"
                          "pieces:\n  K: {name: King, betza: K, royal: true}\n  Z: {name: Zebra, betza: C}\n"
                          "setup: k3/4/4/Z2K w - - 0 1\n";
  for (const auto& c : cases) {
    SCOPED_TRACE(c.name);
    const fs::path theme = dir / (c.name + ".yaml");
    std::ofstream(theme) << c.text;
    const std::string layout = c.name == "missing" ? zebra.string() : test::layout_path("chess").string();
    const CliRun r = run("render " + layout + " --theme " + theme.string() + " --out " + out.string());
    EXPECT_EQ(r.status, 2) << r.err;
    EXPECT_EQ(r.err.rfind(theme.string(), 0), 0u) << r.err;  // starts with the theme's file name
    EXPECT_NE(r.err.find(c.says), std::string::npos) << r.err;
    EXPECT_EQ(std::count(r.err.begin(), r.err.end(), '\n'), 1) << r.err;
    EXPECT_FALSE(fs::exists(out)) << "partial output";
  }
  const CliRun r = run("render " + test::layout_path("chess").string() + " --token euro-3 --out " + out.string());
  EXPECT_EQ(r.status, 2);
  EXPECT_NE(r.err.find("--token"), std::string::npos) << r.err;
  fs::remove_all(dir);
}

// `pawnprint game --format gif|webp`: the whole game as one looping picture, read back with
// giflib's own decoder.
#include <gif_lib.h>
#include <gtest/gtest.h>

#include <array>
#include <cmath>
#include <cstring>
#include <memory>
#include <string>

#include "support.h"

namespace pp {
namespace {

namespace fs = std::filesystem;

std::string record(const std::string& name) { return (test::source_dir() / "tests/games" / name).string(); }

struct Decoded {
  int width = 0, height = 0;
  std::vector<int> delays;  // hundredths of a second
  bool loops = false;
  std::vector<std::vector<std::array<int, 3>>> frames;  // each frame composed over those before
};

Decoded decode(const fs::path& path) {
  int error = 0;
  std::unique_ptr<GifFileType, void (*)(GifFileType*)> gif(DGifOpenFileName(path.c_str(), &error),
                                                           [](GifFileType* g) { DGifCloseFile(g, nullptr); });
  EXPECT_TRUE(gif) << GifErrorString(error);
  if (!gif) return {};
  EXPECT_EQ(DGifSlurp(gif.get()), GIF_OK) << GifErrorString(gif->Error);
  Decoded out;
  out.width = gif->SWidth, out.height = gif->SHeight;
  std::vector<std::array<int, 3>> canvas(static_cast<size_t>(out.width * out.height), {255, 255, 255});
  for (int i = 0; i < gif->ImageCount; ++i) {
    const SavedImage& image = gif->SavedImages[i];
    for (int e = 0; e < image.ExtensionBlockCount; ++e) {
      const ExtensionBlock& b = image.ExtensionBlocks[e];
      if (b.Function == APPLICATION_EXT_FUNC_CODE && b.ByteCount == 11 && std::memcmp(b.Bytes, "NETSCAPE2.0", 11) == 0)
        out.loops = true;
    }
    GraphicsControlBlock control{};
    EXPECT_EQ(DGifSavedExtensionToGCB(gif.get(), i, &control), GIF_OK);
    out.delays.push_back(control.DelayTime);
    const ColorMapObject* map = image.ImageDesc.ColorMap ? image.ImageDesc.ColorMap : gif->SColorMap;
    const GifImageDesc& d = image.ImageDesc;
    for (int y = 0; y < d.Height; ++y)
      for (int x = 0; x < d.Width; ++x) {
        const int index = image.RasterBits[y * d.Width + x];
        if (index == control.TransparentColor) continue;
        const GifColorType c = map->Colors[index];
        canvas[static_cast<size_t>((d.Top + y) * out.width + d.Left + x)] = {c.Red, c.Green, c.Blue};
      }
    out.frames.push_back(canvas);
  }
  return out;
}

test::Run animate(const std::vector<std::string>& args) {
  std::vector<std::string> all = {"game"};
  all.insert(all.end(), args.begin(), args.end());
  all.emplace_back("-q");
  return test::pawnprint(all);
}

std::array<int, 3> rgb(unsigned hex) {
  return {static_cast<int>(hex >> 16), static_cast<int>((hex >> 8) & 0xff), static_cast<int>(hex & 0xff)};
}

bool near(const std::array<int, 3>& a, const std::array<int, 3>& b, int tolerance) {
  for (size_t k = 0; k < 3; ++k)
    if (std::abs(a[k] - b[k]) > tolerance) return false;
  return true;
}

// A highlighted cell: the theme's highlight yellow laid over the cell at 60%.
std::array<int, 3> tinted(const std::array<int, 3>& cell) {
  const auto yellow = rgb(0xf0e442);
  std::array<int, 3> out{};
  for (size_t k = 0; k < 3; ++k) out[k] = static_cast<int>(std::lround(cell[k] * 0.4 + yellow[k] * 0.6));
  return out;
}

// forty-moves.pgn is 40 moves, 80 plies: the start and a frame after each ply.
TEST(GameAnimation, AFortyMoveGameIsOneLoopingGifOfAFrameAPlyUnder150KB) {
  test::TempDir dir;
  const test::Run run = animate({record("forty-moves.pgn"), "--format", "gif", "--out", dir.path.string()});
  ASSERT_EQ(run.status, 0) << run.err;
  EXPECT_EQ(test::files_below(dir.path),
            (std::vector<std::string>{"forty-moves/forty-moves.gif", "forty-moves/manifest.json"}));
  const fs::path gif = dir / "forty-moves/forty-moves.gif";
  EXPECT_LT(fs::file_size(gif), 150u * 1000);
  const Decoded d = decode(gif);
  EXPECT_EQ(d.width, 320);
  EXPECT_GT(d.height, 320);  // the move is written under the board
  EXPECT_TRUE(d.loops);
  ASSERT_EQ(d.delays.size(), 81u);
  for (size_t i = 0; i + 1 < d.delays.size(); ++i) ASSERT_EQ(d.delays[i], 100) << "frame " << i;
  EXPECT_EQ(d.delays.back(), 300);

  // The same game twice is the same bytes.
  ASSERT_EQ(animate({record("forty-moves.pgn"), "--format", "gif", "--out", (dir / "again").string()}).status, 0);
  EXPECT_EQ(test::read_file(gif), test::read_file(dir / "again/forty-moves/forty-moves.gif"));
}

// The board found in the picture: the rectangle of the classic theme's two cell colours in the
// start position, eight cells each way.
TEST(GameAnimation, TheLastMovesCellsAreTintedInItsFrameOnly) {
  test::TempDir dir;
  ASSERT_EQ(
      animate({record("forty-moves.pgn"), "--format", "gif", "--delay", "800ms", "--out", dir.path.string()}).status,
      0);
  const Decoded d = decode(dir / "forty-moves/forty-moves.gif");
  ASSERT_EQ(d.frames.size(), 81u);
  EXPECT_EQ(d.delays[0], 80);
  EXPECT_EQ(d.delays.back(), 240);
  const auto light = rgb(0xefd9b4), dark = rgb(0xb07d52);
  int left = d.width, right = -1, top = d.height, bottom = -1;
  for (int y = 0; y < d.height; ++y)
    for (int x = 0; x < d.width; ++x) {
      const auto& c = d.frames[0][static_cast<size_t>(y * d.width + x)];
      if (!near(c, light, 2) && !near(c, dark, 2)) continue;
      left = std::min(left, x), right = std::max(right, x), top = std::min(top, y), bottom = std::max(bottom, y);
    }
  ASSERT_GT(right, left);
  const double cell = (right - left + 1) / 8.0;
  EXPECT_NEAR((bottom - top + 1) / 8.0, cell, 1.0);
  // A point of a cell (file 0..7 from a, rank 0..7 from 1), `dx`, `dy` cells from its centre.
  const auto at = [&](size_t frame, int file, int rank, double dx = 0, double dy = 0) {
    const int x = static_cast<int>(left + (file + 0.5 + dx) * cell);
    const int y = static_cast<int>(top + (7 - rank + 0.5 + dy) * cell);
    return d.frames[frame][static_cast<size_t>(y * d.width + x)];
  };
  // 1. d4: d2, now empty, at its centre; d4 under the pawn, so near its corner. Both are dark
  // (a1 is), d7 and d5 light.
  const auto d2 = at(0, 3, 1, -0.4, -0.4), d4 = at(0, 3, 3, -0.4, -0.4);
  EXPECT_TRUE(near(d2, dark, 2));
  EXPECT_TRUE(near(d4, dark, 2));
  EXPECT_TRUE(near(at(1, 3, 1), tinted(d2), 6));
  EXPECT_TRUE(near(at(1, 3, 3, -0.4, -0.4), tinted(d4), 6));
  // 1... d5: d7 and d5 tinted, d2 and d4 no longer.
  EXPECT_TRUE(near(at(2, 3, 6), tinted(light), 6));
  EXPECT_TRUE(near(at(2, 3, 4, -0.4, -0.4), tinted(light), 6));
  EXPECT_TRUE(near(at(2, 3, 1), dark, 2));
  EXPECT_TRUE(near(at(2, 3, 3, -0.4, -0.4), dark, 2));
}

// Shogi (with its hands beside the board), Xiangqi on points, hexagons and excerpts animate as
// chess does.
TEST(GameAnimation, EveryBoardShapeHasAFrameAPly) {
  test::TempDir dir;
  ASSERT_EQ(
      animate({record("yagura-test.kif"), "--format", "gif", "--size", "400px", "--out", dir.path.string()}).status, 0);
  ASSERT_EQ(animate({record("tandem-test.wxf"), "--format", "gif,webp", "--delay", "1.5s", "--out", dir.path.string()})
                .status,
            0);
  const Decoded shogi = decode(dir / "yagura-test/yagura-test.gif");
  EXPECT_EQ(shogi.width, 400);
  EXPECT_EQ(shogi.frames.size(), 25u);  // 24 plies
  const Decoded xiangqi = decode(dir / "tandem-test/tandem-test.gif");
  EXPECT_EQ(xiangqi.width, 320);
  ASSERT_EQ(xiangqi.frames.size(), 10u);  // 9 plies
  EXPECT_EQ(xiangqi.delays[0], 150);
  EXPECT_EQ(xiangqi.delays.back(), 450);
  // Every frame differs from the one before: the move drawn and its cells tinted.
  for (const Decoded* g : {&shogi, &xiangqi})
    for (size_t i = 1; i < g->frames.size(); ++i) EXPECT_NE(g->frames[i], g->frames[i - 1]) << i;

  // Gliński's hexagons, and an excerpt of a chess game: 3 plies, 4 frames of the asked width.
  test::write_file(dir / "hex.pgn", "1. e5 e6 2. Nhf4 *");
  ASSERT_EQ(animate({(dir / "hex.pgn").string(), "--layout", test::layout_path("glinski").string(), "--format", "gif",
                     "--out", dir.path.string()})
                .status,
            0);
  EXPECT_EQ(decode(dir / "hex/hex.gif").frames.size(), 4u);
  test::write_file(dir / "short.pgn", "1. e4 e5 2. Nf3 *");
  ASSERT_EQ(animate({(dir / "short.pgn").string(), "--region", "a1-d4", "--size", "200px", "--format", "gif", "--out",
                     dir.path.string()})
                .status,
            0);
  const Decoded excerpt = decode(dir / "short/short.gif");
  EXPECT_EQ(excerpt.width, 200);
  EXPECT_EQ(excerpt.frames.size(), 4u);

  // The WebP: RIFF, an ANIM chunk and one ANMF chunk a frame.
  const std::string webp = test::read_file(dir / "tandem-test/tandem-test.webp");
  ASSERT_GT(webp.size(), 30u);
  EXPECT_EQ(webp.substr(0, 4), "RIFF");
  EXPECT_EQ(webp.substr(8, 4), "WEBP");
  int frames = 0;
  bool anim = false;
  for (size_t at = 12; at + 8 <= webp.size();) {
    const std::string kind = webp.substr(at, 4);
    const auto b = [&](size_t k) { return static_cast<size_t>(static_cast<unsigned char>(webp[at + 4 + k])); };
    const size_t size = b(0) | b(1) << 8 | b(2) << 16 | b(3) << 24;
    frames += kind == "ANMF";
    anim = anim || kind == "ANIM";
    at += 8 + size + (size & 1);
  }
  EXPECT_TRUE(anim);
  EXPECT_EQ(frames, 10);
}

// A browser shows both files: headless Chromium draws the GIF and the WebP side by side on a
// magenta page, and each one's box holds the board's two cell colours and no magenta.
TEST(GameAnimation, HeadlessChromiumShowsTheGifAndTheWebp) {
  if (test::shell("command -v chromium").status != 0) GTEST_SKIP() << "chromium is not installed";
  test::TempDir dir;
  ASSERT_EQ(animate({record("forty-moves.pgn"), "--format", "gif,webp", "--out", dir.path.string()}).status, 0);
  test::write_file(dir / "forty-moves/page.html",
                   "<html><body style=\"margin:0;background:#ff00ff\"><img src=\"forty-moves.gif\" "
                   "style=\"position:absolute;left:0;top:0\"><img src=\"forty-moves.webp\" "
                   "style=\"position:absolute;left:400px;top:0\"></body></html>");
  const fs::path shot = dir / "shot.png";
  const auto r = test::shell(
      "chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --window-size=800,420 "
      "--screenshot=" +
      shot.string() + " file://" + (dir / "forty-moves/page.html").string() + " 2>/dev/null");
  ASSERT_EQ(r.status, 0) << r.err;
  const test::Image im = test::read_png(shot);
  ASSERT_EQ(im.width, 800);
  const auto light = rgb(0xefd9b4), dark = rgb(0xb07d52), magenta = rgb(0xff00ff);
  for (const int left : {0, 400}) {
    int lights = 0, darks = 0, magentas = 0;
    for (int y = 0; y < 320; ++y)
      for (int x = left; x < left + 320; ++x) {
        const unsigned char* p = im.at(x, y);
        const std::array<int, 3> c{p[0], p[1], p[2]};
        lights += near(c, light, 4), darks += near(c, dark, 4), magentas += near(c, magenta, 4);
      }
    EXPECT_EQ(magentas, 0) << "image at " << left << "px";
    EXPECT_GT(lights, 320 * 320 / 8) << "image at " << left << "px";
    EXPECT_GT(darks, 320 * 320 / 8) << "image at " << left << "px";
  }
}

TEST(GameAnimation, BadSizesAndDelaysAreOneLineAndAnUnwritableFolderWritesNothing) {
  test::TempDir dir;
  const std::vector<std::pair<std::vector<std::string>, std::string>> cases = {
      {{"--size", "20px"}, "--size: must be a width from 64px to 2048px, like 320px, not '20px'\n"},
      {{"--size", "3in"}, "--size: must be a width from 64px to 2048px, like 320px, not '3in'\n"},
      {{"--delay", "1h"}, "--delay: must be a time from 20ms to 60s, like 1s or 800ms, not '1h'\n"},
      {{"--delay", "5"}, "--delay: must be a time from 20ms to 60s, like 1s or 800ms, not '5'\n"},
      {{"--delay", "-1s"}, "--delay: must be a time from 20ms to 60s, like 1s or 800ms, not '-1s'\n"},
      {{"--delay", "2ms"}, "--delay: must be a time from 20ms to 60s, like 1s or 800ms, not '2ms'\n"},
      {{"--format", "tiff"}, "--format: must be pdf, svg, jpeg, png, gif or webp, not 'tiff'\n"},
  };
  for (const auto& [flags, error] : cases) {
    std::vector<std::string> args = {record("tandem-test.wxf"), "--format", "gif", "--out", (dir / "out").string()};
    args.insert(args.end(), flags.begin(), flags.end());
    const test::Run run = animate(args);
    EXPECT_EQ(run.status, 2) << flags[1];
    EXPECT_EQ(run.err, error);
    EXPECT_FALSE(fs::exists(dir / "out"));
  }
  test::write_file(dir / "file", "not a folder");
  const test::Run run = animate({record("tandem-test.wxf"), "--format", "gif", "--out", (dir / "file/out").string()});
  EXPECT_EQ(run.status, 1) << run.err;
  EXPECT_EQ(test::files_below(dir.path), std::vector<std::string>{"file"});
}

}  // namespace
}  // namespace pp

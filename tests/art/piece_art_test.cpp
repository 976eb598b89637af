// The shipped drawings as they are drawn: coloured by the stylesheet, inside their box (six-army
// ones inside their trig), and found by letter, side and layout the way the README says.
#include <gtest/gtest.h>

#include <cairo.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <functional>
#include <string>

#include "art/piece_set.h"
#include "art/piece_svg.h"
#include "support/paths.h"

namespace fs = std::filesystem;
using pp::art::PieceColours;
using pp::art::PieceSet;
using pp::art::PieceSvg;

namespace {

const fs::path kStandard = pp::test::themes_dir() / "pieces" / "standard";

// A 200 px square canvas with the drawing in its middle 100 px (1 px per viewBox unit).
struct Canvas {
  cairo_surface_t* surf = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 200, 200);
  Canvas(const PieceSvg& svg, const PieceColours& c) {
    cairo_t* cr = cairo_create(surf);
    svg.draw(cr, 50, 50, 100, pp::art::stylesheet(c));
    cairo_destroy(cr);
    cairo_surface_flush(surf);
  }
  ~Canvas() { cairo_surface_destroy(surf); }
  uint32_t at(int x, int y) const {
    auto* row = cairo_image_surface_get_data(surf) + static_cast<ptrdiff_t>(y) * cairo_image_surface_get_stride(surf);
    return reinterpret_cast<const uint32_t*>(row)[x];
  }
  int count(const std::function<bool(int, int, uint32_t)>& pred) const {
    int n = 0;
    for (int y = 0; y < 200; ++y)
      for (int x = 0; x < 200; ++x) n += pred(x, y, at(x, y)) ? 1 : 0;
    return n;
  }
};

const PieceColours kProbe{"#ff0000", "#0000ff", "#00ff00"};
constexpr uint32_t kRed = 0xffff0000, kBlue = 0xff0000ff;

std::vector<fs::path> drawings(const fs::path& dir) {
  std::vector<fs::path> out;
  for (const auto& e : fs::directory_iterator(dir))
    if (e.path().extension() == ".svg") out.push_back(e.path());
  std::sort(out.begin(), out.end());
  return out;
}

// Outside the triangle (50,8) (96,88) (4,88) by more than `tol` viewBox units?
bool outside_trig(double x, double y, double tol) {
  const double h = 80, s = 92;
  if (y > 88 + tol || y < 8 - tol) return true;
  const double half = s / 2 * (y - 8) / h;                // half width at this height
  const double slack = tol / (h / std::hypot(h, s / 2));  // horizontal slack for a slanted side
  return std::abs(x - 50) > half + slack;
}

// The Shogi drawings (`shogi-pawn.svg`, `wshogi-king.svg`, ...).
bool is_shogi(const fs::path& f) { return f.filename().string().find("shogi-") != std::string::npos; }

}  // namespace

TEST(PieceArt, EveryDrawingIsColouredByTheStylesheetAndStaysInItsBox) {
  for (const auto& dir : {kStandard, kStandard / "six-armies"}) {
    const auto files = drawings(dir);
    ASSERT_GE(files.size(), 9u) << dir;
    for (const auto& f : files) {
      SCOPED_TRACE(f.string());
      if (is_shogi(f)) continue;  // coloured by themselves: ShogiDrawingsKeepTheirWoodAndInk
      Canvas c(PieceSvg(f), kProbe);
      // The body colour covers a real part of the box: the stylesheet, not the file, paints it.
      EXPECT_GT(c.count([](int, int, uint32_t p) { return p == kRed; }), 600);
      EXPECT_GT(c.count([](int, int, uint32_t p) { return p == kBlue; }), 300);
      EXPECT_EQ(c.count([](int, int, uint32_t p) { return p == 0xff000000 || p == 0xffffffff; }), 0)
          << "colours the stylesheet did not set";
      EXPECT_EQ(c.count([](int x, int y, uint32_t p) {
        return (p >> 24) != 0 && (x < 50 || x >= 150 || y < 50 || y >= 150);
      }),
                0);
    }
  }
}

TEST(PieceArt, SixArmyDrawingsFitATrig) {
  for (const auto& f : drawings(kStandard / "six-armies")) {
    SCOPED_TRACE(f.string());
    Canvas c(PieceSvg(f), kProbe);
    EXPECT_EQ(c.count([](int x, int y, uint32_t p) {
      return (p >> 24) != 0 && outside_trig(x - 50 + 0.5, y - 50 + 0.5, 1.0);
    }),
              0);
  }
}

TEST(PieceArt, OneHandleRepaintsForEachSide) {
  PieceSvg king(kStandard / "K.svg");
  Canvas white(king, {"#ffffff", "#000000", "#000000"});
  Canvas blue(king, {"#0000ff", "#000000", "#ffffff"});
  EXPECT_GT(white.count([](int, int, uint32_t p) { return p == 0xffffffff; }), 1000);
  EXPECT_EQ(white.count([](int, int, uint32_t p) { return p == kBlue; }), 0);
  EXPECT_GT(blue.count([](int, int, uint32_t p) { return p == kBlue; }), 1000);
}

TEST(PieceSet, FindsTheMostSpecificDrawing) {
  const fs::path dir = pp::test::temp_dir("pieceset-test");
  fs::remove_all(dir);
  fs::create_directories(dir / "six-armies");
  for (const char* name : {"K.svg", "bK.svg", "six-armies/K.svg", "Q.svg"})
    fs::copy_file(kStandard / "K.svg", dir / name);
  PieceSet set(dir);
  EXPECT_EQ(set.find('K', "", "w", "chess"), dir / "K.svg");
  EXPECT_EQ(set.find('K', "", "b", "chess"), dir / "bK.svg");
  EXPECT_EQ(set.find('K', "", "b", "six-armies"), dir / "six-armies/K.svg");
  EXPECT_EQ(set.find('Q', "", "b", "six-armies"), dir / "Q.svg");
  try {
    set.find('Z', "", "w", "six-armies");
    FAIL() << "no error for a missing piece";
  } catch (const pp::art::PieceMissing& e) {
    const std::string msg = e.what();
    EXPECT_NE(msg.find("'Z'"), std::string::npos) << msg;
    EXPECT_NE(msg.find((dir / "six-armies/wZ.svg").string()), std::string::npos) << msg;
    EXPECT_NE(msg.find((dir / "Z.svg").string()), std::string::npos) << msg;
  }
  fs::remove_all(dir);
}

TEST(PieceSet, ANamedDrawingComesBeforeTheLettersAndFallsBackToThem) {
  const fs::path dir = pp::test::temp_dir("pieceset-art-test");
  fs::remove_all(dir);
  fs::create_directories(dir / "capablanca");
  for (const char* name : {"A.svg", "archbishop.svg", "capablanca/bchancellor.svg", "C.svg"})
    fs::copy_file(kStandard / "K.svg", dir / name);
  PieceSet set(dir);
  EXPECT_EQ(set.find('A', "archbishop", "w", "capablanca"), dir / "archbishop.svg");
  EXPECT_EQ(set.find('A', "", "w", "capablanca"), dir / "A.svg");
  EXPECT_EQ(set.find('C', "chancellor", "b", "capablanca"), dir / "capablanca/bchancellor.svg");
  EXPECT_EQ(set.find('C', "chancellor", "w", "capablanca"), dir / "C.svg");
  const auto looked = set.candidates('C', "chancellor", "w", "capablanca");
  ASSERT_EQ(looked.size(), 8u);
  EXPECT_EQ(looked.front(), dir / "capablanca/wchancellor.svg");
  EXPECT_EQ(looked[3], dir / "chancellor.svg");
  EXPECT_EQ(looked.back(), dir / "C.svg");
  fs::remove_all(dir);
}

// A chess piece's name stands for its letter: Makruk's Rook lettered T is drawn from R.svg, but a
// rook.svg of the set's own comes first.
TEST(PieceSet, AChessPiecesNameIsDrawnAsItsLetter) {
  const fs::path dir = pp::test::temp_dir("pieceset-chess-test");
  fs::remove_all(dir);
  fs::create_directories(dir);
  for (const char* name : {"R.svg", "N.svg", "T.svg", "knight.svg"}) fs::copy_file(kStandard / "K.svg", dir / name);
  PieceSet set(dir);
  EXPECT_EQ(set.find('T', "rook", "w", "makruk"), dir / "R.svg");
  EXPECT_EQ(set.find('T', "", "w", "makruk"), dir / "T.svg");
  EXPECT_EQ(set.find('J', "knight", "w", "makruk"), dir / "knight.svg");
  EXPECT_EQ(set.find('T', "tower", "w", "makruk"), dir / "T.svg");  // no such drawing: the letter's
  fs::remove_all(dir);
}

TEST(PieceSet, BrokenDrawingIsAnErrorNamingTheFile) {
  const fs::path f = pp::test::temp_dir("broken") += ".svg";
  std::ofstream(f) << "<svg xmlns='http://www.w3.org/2000/svg'><path d=";
  try {
    PieceSvg svg(f);
    FAIL() << "no error for a broken drawing";
  } catch (const std::runtime_error& e) {
    EXPECT_NE(std::string(e.what()).find(f.string()), std::string::npos) << e.what();
  }
  fs::remove(f);
}

// Shogi's pieces look the same for both sides, so no side's stylesheet recolours them: each is a
// wood-coloured wedge, pointing up, filling most of its box, with its kanji in black ink, or in
// red for a promoted form.
TEST(PieceArt, ShogiDrawingsKeepTheirWoodAndInk) {
  const auto is = [](uint32_t p, int r, int g, int b) {
    const auto near = [](uint32_t v, int want) { return std::abs(static_cast<int>(v & 0xff) - want) < 40; };
    return (p >> 24) == 0xff && near(p >> 16, r) && near(p >> 8, g) && near(p, b);
  };
  int files = 0;
  for (const auto& f : drawings(kStandard)) {
    if (!is_shogi(f)) continue;
    ++files;
    SCOPED_TRACE(f.string());
    Canvas c(PieceSvg(f), kProbe);
    EXPECT_EQ(c.count([](int, int, uint32_t p) { return p == kRed || p == kBlue; }), 0) << "recoloured by a side";
    const int wood = c.count([&](int, int, uint32_t p) { return is(p, 0xec, 0xd0, 0x9a); });
    EXPECT_GT(wood, 3500);  // of the box's 10,000 pixels, less the ink
    // The wedge: narrow at the top, widest near the base, pointing up.
    const auto width_at = [&](int y) {
      return c.count([&](int, int yy, uint32_t p) { return yy == y && (p >> 24) != 0; });
    };
    EXPECT_LT(width_at(56), width_at(140) / 3);
    EXPECT_LT(width_at(56), width_at(64));
    EXPECT_GT(width_at(140), 65);
    EXPECT_EQ(c.count([](int x, int y, uint32_t p) {
      return (p >> 24) != 0 && (x < 50 || x >= 150 || y < 50 || y >= 150);
    }),
              0);
    const std::string stem = f.stem().string();
    const bool promoted = stem == "shogi-dragon" || stem == "shogi-horse" || stem == "shogi-tokin" ||
                          stem.rfind("shogi-promoted-", 0) == 0;
    const int ink = c.count([&](int, int, uint32_t p) { return is(p, 0x1b, 0x14, 0x0e); });
    const int red = c.count([&](int, int, uint32_t p) { return is(p, 0xb3, 0x26, 0x1c); });
    EXPECT_GT(promoted ? red : ink, 250);
    EXPECT_LT(promoted ? ink : red, 20);
  }
  EXPECT_EQ(files, 15);  // two Kings, six other pieces, six promoted forms
}

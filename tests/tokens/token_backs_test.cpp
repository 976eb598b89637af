// Double-sided token sheets: each sheet is followed by its back, every token's back drawn behind
// its front once the sheet is turned over its long or short edge, the registration crosses
// likewise, and the back offset moves them as asked. Measured on 300 dpi rasters: a token of a
// theme painting it all one red is found by its red pixels, a cross by its dark ones.
#include <gtest/gtest.h>


#include <algorithm>
#include <cmath>
#include <filesystem>
#include <fstream>

#include "art/side_style.h"
#include "draw/cairo_draw.h"
#include "model/layout.h"
#include "model/paper.h"
#include "model/theme.h"
#include "raster_check.h"
#include "render/render.h"
#include "support/paths.h"
#include "token_support.h"
#include "tokens/backs.h"
#include "tokens/token_pages.h"

namespace fs = std::filesystem;
using namespace pp;

namespace {

constexpr double kBacksMargin = 6;
constexpr int kDpi = 300;
constexpr double kPx = kDpi / 25.4;  // pixels a mm

Theme flat_theme() { return test::load_flat_red_theme("token-backs"); }

TokenSheets sheets_for(const Layout& layout, const Theme& theme, const TokenSheetOptions& opt,
                       const std::string& paper = "a4") {
  return token_pages(layout, theme, load_art_style(theme), plan_tokens(layout), *parse_paper(paper), kBacksMargin, opt);
}

TokenSheetOptions with_backs(double diameter, TokenBacks backs, Duplex duplex, Point offset = {}) {
  TokenSheetOptions o{diameter, TokenShape::Circle, false};
  o.backs = backs;
  o.duplex = duplex;
  o.back_offset = offset;
  return o;
}

using test::pixel;
using test::red;

// The middle of the red disc that covers `near` (mm), in mm: the middle of its red run along
// the row, then along the column through that, then the row again.
Point red_centre(const Raster& r, Point near) {
  int x = static_cast<int>(near.x * kPx), y = static_cast<int>(near.y * kPx);
  EXPECT_TRUE(red(r, x, y)) << "no token at " << near.x << ", " << near.y;
  double cx = x, cy = y;
  for (int pass = 0; pass < 2; ++pass) {
    int x0 = x, x1 = x;
    while (red(r, x0 - 1, y)) --x0;
    while (red(r, x1 + 1, y)) ++x1;
    cx = (x0 + x1 + 1) / 2.0, x = static_cast<int>(cx);
    int y0 = y, y1 = y;
    while (red(r, x, y0 - 1)) --y0;
    while (red(r, x, y1 + 1)) ++y1;
    cy = (y0 + y1 + 1) / 2.0, y = static_cast<int>(cy);
  }
  return {cx / kPx, cy / kPx};
}

// The centre of the dark pixels within 2.1 mm of `near` (a cross with its ring), in mm.
Point dark_centre(const Raster& r, Point near) {
  constexpr double kWindow = 2.1;
  double sum = 0, sx = 0, sy = 0;
  for (int y = static_cast<int>((near.y - kWindow) * kPx); y <= static_cast<int>((near.y + kWindow) * kPx); ++y)
    for (int x = static_cast<int>((near.x - kWindow) * kPx); x <= static_cast<int>((near.x + kWindow) * kPx); ++x) {
      const unsigned char* p = pixel(r, x, y);
      const double d = 255 - (p[0] + p[1] + p[2]) / 3.0;
      if (d < 40) continue;  // paper, and the faint edge of a token
      sum += d, sx += d * (x + 0.5), sy += d * (y + 0.5);
    }
  EXPECT_GT(sum, 0) << "no mark near " << near.x << ", " << near.y;
  return sum > 0 ? Point{sx / sum / kPx, sy / sum / kPx} : near;
}

// The first sheet and its back: every token's back and every cross measured behind its front
// (moved by the offset), within a pixel.
void expect_registered(const TokenSheets& s, Duplex duplex, Point offset) {
  ASSERT_GE(s.pages.size(), 2u);
  const Page& front = s.pages[0];
  const Page& back = s.pages[1];
  ASSERT_EQ(front.width_mm, back.width_mm);
  ASSERT_EQ(front.height_mm, back.height_mm);
  const Raster f = rasterise(front, kDpi), b = rasterise(back, kDpi);
  const double tolerance = 1 / kPx;  // one pixel
  auto moved = [&](Point p) { return Point{p.x + offset.x, p.y + offset.y}; };
  int tokens = 0;
  for (const PlacedToken& t : s.placed) {
    if (t.page != 0) continue;
    const Point on_front = red_centre(f, t.slot.centre);
    const Point wanted = moved(behind(on_front, front.width_mm, front.height_mm, duplex));
    const Point on_back = red_centre(b, wanted);
    EXPECT_NEAR(on_back.x, wanted.x, tolerance) << tokens;
    EXPECT_NEAR(on_back.y, wanted.y, tolerance) << tokens;
    ++tokens;
  }
  EXPECT_GT(tokens, 10);
  ASSERT_EQ(s.registration.size(), 4u);
  for (const Point p : s.registration) {
    const Point on_front = dark_centre(f, p);
    EXPECT_NEAR(on_front.x, p.x, tolerance);
    EXPECT_NEAR(on_front.y, p.y, tolerance);
    const Point wanted = moved(behind(on_front, front.width_mm, front.height_mm, duplex));
    const Point on_back = dark_centre(b, wanted);
    EXPECT_NEAR(on_back.x, wanted.x, tolerance);
    EXPECT_NEAR(on_back.y, wanted.y, tolerance);
  }
}

}  // namespace

TEST(TokenBacks, TurningOverTheLongEdgeMirrorsAPortraitPageAcrossAndALandscapeOneDown) {
  EXPECT_FALSE(flips_vertically(210, 297, Duplex::Long));
  EXPECT_TRUE(flips_vertically(210, 297, Duplex::Short));
  EXPECT_TRUE(flips_vertically(297, 210, Duplex::Long));
  EXPECT_FALSE(flips_vertically(297, 210, Duplex::Short));
  const Point p{10, 20};
  EXPECT_EQ(behind(p, 210, 297, Duplex::Long).x, 200);
  EXPECT_EQ(behind(p, 210, 297, Duplex::Long).y, 20);
  EXPECT_EQ(behind(p, 210, 297, Duplex::Short).x, 10);
  EXPECT_EQ(behind(p, 210, 297, Duplex::Short).y, 277);
  EXPECT_EQ(behind(p, 297, 210, Duplex::Long).y, 190);
  for (const char* word : {"none", "plain", "mirror", "promoted", "mask"})
    EXPECT_EQ(backs_name(*parse_token_backs(word)), word);
  EXPECT_FALSE(parse_token_backs("flip"));
  EXPECT_FALSE(parse_duplex("sideways"));
}

TEST(TokenBacks, WithoutBacksTheSheetsAreAsBefore) {
  const Layout layout = load_layout(test::layout_path("chess").string());
  const TokenSheets s = sheets_for(layout, load_theme("classic"), {26.49, TokenShape::Circle, false});
  EXPECT_EQ(static_cast<int>(s.pages.size()), s.sheets);
  EXPECT_TRUE(s.backs.empty());
  EXPECT_TRUE(s.registration.empty());
  EXPECT_EQ(s.area.y, kBacksMargin);
}

TEST(TokenBacks, LongEdgeBacksAndCrossesSitBehindTheirFronts) {
  const Layout layout = load_layout(test::layout_path("chess").string());
  const TokenSheets s = sheets_for(layout, flat_theme(), with_backs(24.26, TokenBacks::Mirror, Duplex::Long));
  ASSERT_EQ(s.pages.size(), static_cast<size_t>(2 * s.sheets));
  ASSERT_LT(s.pages[0].width_mm, s.pages[0].height_mm);  // portrait: the back mirrors across
  EXPECT_EQ(s.backs.size(), s.placed.size());
  expect_registered(s, Duplex::Long, {});
}

TEST(TokenBacks, ShortEdgeBacksAndPlainBacksToo) {
  const Layout layout = load_layout(test::layout_path("chess").string());
  const TokenSheets s = sheets_for(layout, flat_theme(), with_backs(24.26, TokenBacks::Plain, Duplex::Short));
  expect_registered(s, Duplex::Short, {});
}

TEST(TokenBacks, ALandscapeSheetTurnsOverItsLongEdgeTopToBottom) {
  const Layout layout = load_layout(test::layout_path("chess").string());
  const Theme theme = flat_theme();
  // The first size from 18 mm up whose sheet holds more tokens lying on its side.
  for (double d = 18; d < 40; d += 0.25) {
    const TokenSheets s = sheets_for(layout, theme, with_backs(d, TokenBacks::Mirror, Duplex::Long));
    if (s.pages[0].width_mm <= s.pages[0].height_mm) continue;
    SCOPED_TRACE(d);
    expect_registered(s, Duplex::Long, {});
    return;
  }
  GTEST_SKIP() << "no token size packs landscape";
}

TEST(TokenBacks, TheBackOffsetMovesEveryBackAsAsked) {
  const Layout layout = load_layout(test::layout_path("chess").string());
  const Theme theme = flat_theme();
  for (const Duplex duplex : {Duplex::Long, Duplex::Short}) {
    SCOPED_TRACE(duplex_name(duplex));
    const Point offset{0.5, -0.3};
    expect_registered(sheets_for(layout, theme, with_backs(24.26, TokenBacks::Mirror, duplex, offset)), duplex, offset);
  }
}

TEST(TokenBacks, TrianglesTurnedTopToBottomPointTheOtherWay) {
  const Layout layout = load_layout(test::layout_path("six-armies").string());
  TokenSheetOptions o = with_backs(20, TokenBacks::Mirror, Duplex::Short);
  o.shape = TokenShape::Triangle;
  const TokenSheets s = sheets_for(layout, load_theme("classic"), o);
  ASSERT_EQ(s.backs.size(), s.placed.size());
  for (size_t i = 0; i < s.placed.size(); ++i) {
    EXPECT_NE(s.backs[i].slot.flipped, s.placed[i].slot.flipped);
    EXPECT_EQ(s.backs[i].page, s.placed[i].page + 1);
  }
}

TEST(TokenBacks, WhatEachKindOfBackShows) {
  const Theme theme = load_theme("classic");
  const Layout chess = load_layout(test::layout_path("chess").string());
  const TokenPlan plan = plan_tokens(chess);
  const TokenSheets mirror = sheets_for(chess, theme, with_backs(26.49, TokenBacks::Mirror, Duplex::Long));
  for (const PlacedToken& b : mirror.backs) EXPECT_EQ(b.shown, plan.kinds[static_cast<size_t>(b.kind)].letter);
  const TokenSheets promoted = sheets_for(chess, theme, with_backs(26.49, TokenBacks::Promoted, Duplex::Long));
  int queens = 0;
  for (const PlacedToken& b : promoted.backs) {
    const char letter = plan.kinds[static_cast<size_t>(b.kind)].letter;
    EXPECT_EQ(b.shown, letter == 'P' ? 'Q' : '\0') << letter;
    queens += b.shown == 'Q';
  }
  EXPECT_EQ(queens, 16);
  const TokenSheets plain = sheets_for(chess, theme, with_backs(26.49, TokenBacks::Plain, Duplex::Long));
  for (const PlacedToken& b : plain.backs) EXPECT_EQ(b.shown, '\0');

  // Chess Legions' Masked Men: two Mercenaries a side, laid over the Guard and the Assassin.
  const Layout legions = load_layout(test::layout_path("chess-legions").string());
  const TokenPlan legion_plan = plan_tokens(legions);
  const TokenSheets mask = sheets_for(legions, theme, with_backs(24.25, TokenBacks::Mask, Duplex::Long));
  std::string under;
  for (const PlacedToken& b : mask.backs) {
    const char letter = legion_plan.kinds[static_cast<size_t>(b.kind)].letter;
    if (letter == 'X') under += b.shown;
    else EXPECT_EQ(b.shown, '\0') << letter;
  }
  EXPECT_EQ(under, "GAGA");  // white's two, then black's
  const TokenSheets legion_promoted = sheets_for(legions, theme, with_backs(24.25, TokenBacks::Promoted, Duplex::Long));
  for (const PlacedToken& b : legion_promoted.backs) {
    if (legion_plan.kinds[static_cast<size_t>(b.kind)].letter == 'P') {
      EXPECT_EQ(b.shown, 'D');  // the Warlord
    }
  }
}

// Shogi: a piece that promotes carries its promoted form on its back (the Pawn its Tokin, the
// Rook its Dragon), drawn from the `+X` piece's own drawing; the King and the Gold never
// promote, so their backs are plain.
namespace {

// The drawing files a page's items draw, one a line.
std::string drawn_files(const Items& items) {
  std::string out;
  for (const Item& it : items) {
    if (const auto* image = std::get_if<ImageItem>(&it.what)) out += image->path + "\n";
    if (const auto* group = std::get_if<GroupItem>(&it.what)) out += drawn_files(*group->children);
  }
  return out;
}

}  // namespace

TEST(TokenBacks, AShogiTokenTurnsOverToItsPromotedForm) {
  const Theme theme = load_theme("classic");
  const Layout shogi = load_layout(test::layout_path("shogi").string());
  const TokenPlan plan = plan_tokens(shogi);
  const TokenSheets s = sheets_for(shogi, theme, with_backs(26.49, TokenBacks::Promoted, Duplex::Long));
  ASSERT_EQ(s.backs.size(), 40u);
  std::string promoted, plain;
  for (const PlacedToken& b : s.backs) {
    const char letter = plan.kinds[static_cast<size_t>(b.kind)].letter;
    if (b.shown) {
      EXPECT_EQ(b.shown, letter);
      EXPECT_TRUE(b.promoted) << letter;
      promoted += letter;
    } else {
      plain += letter;
    }
  }
  std::sort(promoted.begin(), promoted.end());
  std::sort(plain.begin(), plain.end());
  EXPECT_EQ(plain, "GGGGKK");
  EXPECT_EQ(promoted, "BBLLLLNNNNPPPPPPPPPPPPPPPPPPRRSSSS");
  // The back page draws the promoted forms' files, the front the pieces'.
  const std::string front = drawn_files(s.pages[0].items), back = drawn_files(s.pages[1].items);
  EXPECT_NE(back.find("/shogi-tokin.svg"), std::string::npos);
  EXPECT_NE(back.find("/shogi-dragon.svg"), std::string::npos);
  EXPECT_EQ(back.find("/shogi-pawn.svg"), std::string::npos);
  EXPECT_NE(front.find("/shogi-pawn.svg"), std::string::npos);
  EXPECT_EQ(front.find("/shogi-tokin.svg"), std::string::npos);
}

TEST(TokenBacks, RenderPutsEachBackAfterItsSheetAndTheManifestSaysHow) {
  const Layout layout = load_layout(test::layout_path("chess").string());
  RenderOptions o;
  o.formats = {&kPdf};
  o.threads = 1;
  o.token_backs = TokenBacks::Mirror;
  o.duplex = Duplex::Short;
  o.back_offset = {0.5, -0.25};
  const LayoutOutput out = render_layout(layout, load_theme("classic"), o);
  const std::string manifest = out.manifest.dump();
  EXPECT_NE(manifest.find("\"kind\": \"mirror\""), std::string::npos) << manifest;
  EXPECT_NE(manifest.find("\"duplex\": \"short\""), std::string::npos);
  EXPECT_NE(manifest.find("\"offset_mm\": [\n        0.5,\n        -0.25\n      ]"), std::string::npos) << manifest;
  EXPECT_NE(manifest.find("\"sheets\": 1"), std::string::npos);
  EXPECT_NE(manifest.find("\"path\": \"chess-pieces.pdf\",\n      \"kind\": \"pieces\",\n      \"format\": "
                          "\"pdf\",\n      \"dpi\": null,\n      \"pages\": 2"),
            std::string::npos)
      << manifest;
}

TEST(TokenBacks, ALayoutAsksForBacksAndBadValuesNameTheirFlagOrLine) {
  const fs::path dir = test::temp_dir("token-backs-cli");
  fs::create_directories(dir);
  const std::string chess = test::layout_path("chess").string();
  std::ofstream(dir / "plain.yaml") << "extends: " << chess << "\ntokens:\n  backs: plain\n";
  std::ofstream(dir / "bad.yaml") << "extends: " << chess << "\ntokens:\n  backs: flip\n";
  std::ofstream(dir / "hides.yaml") << "extends: " << chess
                                    << "\ntokens:\n  extras:\n    - {piece: Q, count: 1, reason: spare, hides: [Z]}\n";
  const Layout plain = load_layout((dir / "plain.yaml").string());
  EXPECT_EQ(plan_tokens(plain).backs, TokenBacks::Plain);

  const std::string out = (dir / "out").string();
  struct Case {
    std::string args, message;
  };
  const std::vector<Case> cases{
      {"render " + chess + " --backs flip", "--backs: must be none, plain, mirror, promoted, mask or fold, not 'flip'"},
      {"kit --duplex sideways", "--duplex: must be long or short, not 'sideways'"},
      {"render " + chess + " --back-offset 0.5mm", "--back-offset: must be DX,DY, two lengths with units"},
      {"render " + chess + " --back-offset 6mm,0mm", "--back-offset: '6mm,0mm': 6mm is over 5 mm either way"},
      {"render " + chess + " --back-offset 1,2", "not '1,2'"},
      {"render " + (dir / "bad.yaml").string(), "bad.yaml:3:10: tokens.backs must be none, plain, mirror"},
      {"validate " + (dir / "bad.yaml").string(), "bad.yaml:3:10: tokens.backs must be"},
      {"render " + (dir / "hides.yaml").string(), "hides takes letters of the layout's pieces, not 'Z'"},
  };
  for (const auto& c : cases) {
    const test::CliRun r = test::run_pawnprint(c.args + (c.args.rfind("validate", 0) == 0 ? "" : " --out " + out));
    EXPECT_EQ(r.status, 2) << c.args;
    EXPECT_NE(r.err.find(c.message), std::string::npos) << c.args << ": " << r.err;
    EXPECT_FALSE(fs::exists(out)) << c.args;
  }
  // A layout without masked tokens gets plain backs, and a warning.
  const test::CliRun mask = test::run_pawnprint("render " + chess + " --format pdf --backs mask --out " + out);
  EXPECT_EQ(mask.status, 0) << mask.err;
  EXPECT_NE(mask.err.find("so the mask backs are plain"), std::string::npos) << mask.err;
  fs::remove_all(dir);
}

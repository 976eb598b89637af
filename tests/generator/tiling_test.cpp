#include <gtest/gtest.h>

#include <cairo.h>

#include <cmath>
#include <map>
#include <set>
#include <thread>

#include "draw/cairo_draw.h"
#include "model/layout.h"
#include "model/theme.h"
#include "pages/board_pages.h"
#include "pages/sheet.h"
#include "render/render.h"
#include "scene/board_scene.h"
#include "support.h"
#include "text/text.h"
#include "writers/svg.h"

namespace pp {
namespace {

struct Sheets {
  Layout layout;
  Theme theme = base_theme();
  BoardArt art;
  TilePlan plan;
  std::vector<Page> pages;
};

Sheets sheets_for(const std::string& name, const std::string& paper, double cell_mm = 0) {
  Sheets s{load_layout(test::layout_path(name).string()), load_theme("classic"), {}, {}, {}};
  if (cell_mm > 0) s.layout.cell_mm = cell_mm;
  s.art = build_board_art(s.layout, s.theme);
  s.plan = plan_tiles(s.art.bounds, s.art.geometry, *parse_paper(paper), s.layout.print.margin_mm,
                      s.layout.print.overlap_mm);
  s.pages = board_pages(s.layout, s.theme, s.art, s.plan, s.layout.print.margin_mm, s.layout.print.overlap_mm);
  return s;
}

bool on_cell_edge(double v, double cell) { return std::abs(v / cell - std::round(v / cell)) < 1e-9; }

TEST(Tiling, ChessLegionsAtItsOwnSizeIsTwoA4Sheets) {
  const Sheets s = sheets_for("chess-legions", "a4");
  EXPECT_EQ(s.plan.tiles.size(), 2u);
  EXPECT_EQ(s.pages.size(), 2u);  // no assembly map for two
  EXPECT_FALSE(s.plan.landscape);
  EXPECT_EQ(s.plan.range, "A1-A2");
  for (const auto& p : s.pages) {
    EXPECT_DOUBLE_EQ(p.width_mm, 210);
    EXPECT_DOUBLE_EQ(p.height_mm, 297);
  }
}

// A board sheet holds no items until it is drawn, and is drawn from what it owns: built after
// the layout, theme, art and tile plan it came from are gone, on two threads at once, each page
// is the page built while they were alive.
TEST(Tiling, BoardSheetsAreBuiltWhenDrawnFromWhatTheyOwn) {
  std::vector<Page> pages;
  std::vector<std::string> drawn;
  {
    const Sheets s = sheets_for("chess", "a4", 60);
    ASSERT_GT(s.pages.size(), 3u);  // an assembly map and tiles
    for (const auto& page : s.pages) {
      EXPECT_TRUE(page.items.empty());
      EXPECT_TRUE(page.build);
      drawn.push_back(svg_bytes(page));
      EXPECT_NE(drawn.back().find(page.title), std::string::npos);
    }
    pages = s.pages;
  }
  EXPECT_NE(drawn.front().find("map-seam"), std::string::npos);
  EXPECT_NE(drawn.back().find("board-part tile-"), std::string::npos);
  std::vector<std::string> again(pages.size());
  auto draw_every_other = [&](size_t first) {
    for (size_t i = first; i < pages.size(); i += 2) again[i] = svg_bytes(pages[i]);
  };
  std::thread other(draw_every_other, 1);
  draw_every_other(0);
  other.join();
  for (size_t i = 0; i < pages.size(); ++i) EXPECT_EQ(again[i], drawn[i]) << pages[i].title;
}

// The assembly map's tile labels: each fits inside its own tile (measured as it is set), all
// at one size, and at 20 pt where there is room for it. The map draws each run of seams and glue
// strips once, so past the labels it grows with its rows and columns, not with its tiles.
struct MapItems {
  std::vector<Rect> tiles;  // the plan's, placed on the map as the board's preview is
  std::vector<const TextItem*> labels;
  size_t others = 0;  // items that are not labels
  std::shared_ptr<const Items> items;
};
MapItems map_items(const Sheets& s) {
  MapItems m;
  m.items = page_items(s.pages.front());
  Affine at;
  for (const Item& item : *m.items) {
    if (item.cls == "board-preview") at = std::get<GroupItem>(item.what).transform;
    if (item.cls == "map-label") m.labels.push_back(&std::get<TextItem>(item.what));
    else ++m.others;
  }
  for (const Tile& t : s.plan.tiles)
    m.tiles.push_back(
        {t.visible.x * at.xx + at.x0, t.visible.y * at.yy + at.y0, t.visible.w * at.xx, t.visible.h * at.yy});
  return m;
}

TEST(Tiling, MapLabelsFitTheirTilesAndTheMapGrowsWithItsSeams) {
  const Sheets s = sheets_for("grand-chess", "a4", 400);  // 4 m across: twenty tiles and more
  ASSERT_GE(s.plan.cols, 20);
  const MapItems m = map_items(s);
  ASSERT_EQ(m.labels.size(), s.plan.tiles.size());
  for (size_t i = 0; i < m.labels.size(); ++i) {
    const TextItem& label = *m.labels[i];
    const Rect& tile = m.tiles[i];
    EXPECT_EQ(label.text, s.plan.tiles[i].name);
    EXPECT_NEAR(label.at.x, tile.x + tile.w / 2, 1e-9);
    EXPECT_NEAR(label.at.y, tile.y + tile.h / 2, 1e-9);
    const text::Block set = text::set(label.text, label.font);
    EXPECT_LE(set.width, tile.w) << label.text << " in " << label.font;
    EXPECT_LE(set.height, tile.h) << label.text << " in " << label.font;
    EXPECT_EQ(label.font, m.labels.front()->font);
  }
  EXPECT_LT(text::font_parts(m.labels.front()->font).points, 20);
  // Drawn tile by tile, the seams and strips alone were eight items a tile.
  EXPECT_LT(m.others, 6 * static_cast<size_t>(s.plan.rows + s.plan.cols) + 40) << s.plan.tiles.size() << " tiles";

  const MapItems few = map_items(sheets_for("chess", "a4", 60));
  ASSERT_FALSE(few.labels.empty());
  for (const TextItem* label : few.labels) EXPECT_EQ(label->font, "DejaVu Sans Bold 20");
}

// Every layout in layouts/ on a square board.
std::vector<std::string> square_layouts() {
  std::vector<std::string> out;
  for (const auto& file : test::layout_files())
    if (load_layout(file.string()).shape == "square") out.push_back(file.stem().string());
  return out;
}

TEST(Tiling, EverySquareLayoutSplitsOnCellEdgesAndStaysInsideTheMargin) {
  const auto names = square_layouts();
  ASSERT_FALSE(names.empty());
  for (const std::string& name : names)
    for (const char* paper : {"a4", "letter", "a3"})
      for (double cell : {0.0, 45.0}) {
        SCOPED_TRACE(name + " on " + paper + " cell " + std::to_string(cell));
        const Sheets s = sheets_for(name, paper, cell);
        const Rect area = SheetFrame::art_area(s.plan.page_w, s.plan.page_h, s.layout.print.margin_mm);
        for (double c : s.plan.cut_x) EXPECT_TRUE(on_cell_edge(c, s.layout.cell_mm)) << c;
        for (double c : s.plan.cut_y) EXPECT_TRUE(on_cell_edge(c, s.layout.cell_mm)) << c;
        double covered = 0;
        for (const auto& t : s.plan.tiles) {
          const double x = t.printed.x + t.offset.x, y = t.printed.y + t.offset.y;
          EXPECT_GE(x, area.x - 1e-9);
          EXPECT_GE(y, area.y - 1e-9);
          EXPECT_LE(x + t.printed.w, area.right() + 1e-9);
          EXPECT_LE(y + t.printed.h, area.bottom() + 1e-9);
          covered += t.visible.w * t.visible.h;
        }
        // The visible parts tile the art exactly: no gaps, no double cover.
        EXPECT_NEAR(covered, s.art.bounds.w * s.art.bounds.h, 1e-6);
        EXPECT_EQ(s.pages.size(), s.plan.tiles.size() + (s.plan.tiles.size() > 2 ? 1 : 0));
      }
}

TEST(Tiling, OrientationNeedingFewerSheetsIsChosen) {
  // A 12x3 board of 20 mm cells is 252 mm wide and 72 mm tall: one landscape A4 sheet.
  test::TempDir dir;
  test::write_file(dir / "wide.yaml", "name: wide\nboard: {files: 12, ranks: 3, cell: 20mm}\n");
  Layout l = load_layout((dir / "wide.yaml").string());
  const Theme t = load_theme("classic");
  const BoardArt art = build_board_art(l, t);
  const TilePlan plan = plan_tiles(art.bounds, art.geometry, *parse_paper("a4"), 6, 10);
  EXPECT_TRUE(plan.landscape);
  EXPECT_EQ(plan.tiles.size(), 1u);
}

// The crosses a page carries, in page coordinates.
std::vector<Point> crosses_on(const Page& page) {
  std::vector<Point> out;
  const auto items = page_items(page);  // held: a built page's items live as long as the pointer
  for (const auto& item : *items)
    if (item.cls == "cross")
      if (const auto* c = std::get_if<CircleItem>(&item.what)) {
        bool seen = false;
        for (const auto& p : out)
          seen = seen || (std::abs(p.x - c->centre.x) < 1e-9 && std::abs(p.y - c->centre.y) < 1e-9);
        if (!seen) out.push_back(c->centre);
      }
  return out;
}

// Lays the printed pages over each other the way a person does (each tile after the first
// trimmed at its seam and moved so its crosses sit on its neighbour's), draws the result,
// and compares it with the board drawn whole.
void expect_reassembles(const Sheets& s, double max_bad_fraction) {
  const size_t first_tile = s.pages.size() - s.plan.tiles.size();
  std::vector<Point> shift(s.plan.tiles.size());  // page -> assembled (= art) coordinates
  std::vector<bool> placed(s.plan.tiles.size(), false);
  shift[0] = {-s.plan.tiles[0].offset.x, -s.plan.tiles[0].offset.y};  // A1 fixes the frame
  placed[0] = true;
  for (size_t pass = 0; pass < s.plan.tiles.size(); ++pass)
    for (size_t b = 0; b < s.plan.tiles.size(); ++b) {
      if (placed[b]) continue;
      const auto& tb = s.plan.tiles[b];
      for (size_t a = 0; a < s.plan.tiles.size() && !placed[b]; ++a) {
        const auto& ta = s.plan.tiles[a];
        const bool left = ta.row == tb.row && ta.col + 1 == tb.col, above = ta.col == tb.col && ta.row + 1 == tb.row;
        if (!placed[a] || !(left || above)) continue;
        // Crosses on the shared seam: on A at x (or y) of its glue edge, on B at its trim edge.
        const auto ca = crosses_on(s.pages[first_tile + a]), cb = crosses_on(s.pages[first_tile + b]);
        const double seam_a = left ? ta.visible.right() + ta.offset.x : ta.visible.bottom() + ta.offset.y;
        const double seam_b = left ? tb.visible.x + tb.offset.x : tb.visible.y + tb.offset.y;
        std::vector<Point> on_a, on_b;
        for (auto p : ca)
          if (std::abs((left ? p.x : p.y) - seam_a) < 1e-9) on_a.push_back(p);
        for (auto p : cb)
          if (std::abs((left ? p.x : p.y) - seam_b) < 1e-9) on_b.push_back(p);
        ASSERT_EQ(on_a.size(), 2u);
        ASSERT_EQ(on_b.size(), 2u);
        // Matching the crosses pairwise must give one and the same shift.
        const Point d0{on_a[0].x - on_b[0].x, on_a[0].y - on_b[0].y}, d1{on_a[1].x - on_b[1].x, on_a[1].y - on_b[1].y};
        EXPECT_NEAR(d0.x, d1.x, 1e-9);
        EXPECT_NEAR(d0.y, d1.y, 1e-9);
        shift[b] = {shift[a].x + d0.x, shift[a].y + d0.y};
        placed[b] = true;
      }
    }
  const int dpi = 60;
  const double px = dpi / 25.4;
  const Rect& art = s.art.bounds;
  auto canvas = [&](auto draw) {
    cairo_surface_t* surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, static_cast<int>(art.w * px) + 1,
                                                          static_cast<int>(art.h * px) + 1);
    cairo_t* cr = cairo_create(surface);
    cairo_set_source_rgb(cr, 1, 1, 1);
    cairo_paint(cr);
    cairo_scale(cr, px, px);
    cairo_translate(cr, -art.x, -art.y);
    draw(cr);
    cairo_destroy(cr);
    cairo_surface_flush(surface);
    return surface;
  };
  cairo_surface_t* whole = canvas([&](cairo_t* cr) { draw_page(cr, Page{0, 0, "", {group_item("", s.art.items)}}); });
  cairo_surface_t* built = canvas([&](cairo_t* cr) {
    for (size_t i = 0; i < s.plan.tiles.size(); ++i) {
      ASSERT_TRUE(placed[i]);
      const auto& t = s.plan.tiles[i];
      cairo_save(cr);
      cairo_translate(cr, shift[i].x, shift[i].y);
      // Trimmed: the left and top edges at the seams, the rest of the printed area kept.
      const double x0 = t.visible.x + t.offset.x, y0 = t.visible.y + t.offset.y;
      cairo_rectangle(cr, x0, y0, t.printed.w, t.printed.h);
      cairo_clip(cr);
      cairo_set_source_rgb(cr, 1, 1, 1);  // paper is opaque
      cairo_paint(cr);
      draw_page(cr, s.pages[first_tile + i]);
      cairo_restore(cr);
    }
  });
  const int w = cairo_image_surface_get_width(whole), h = cairo_image_surface_get_height(whole);
  const int stride = cairo_image_surface_get_stride(whole);
  const unsigned char *a = cairo_image_surface_get_data(whole), *b = cairo_image_surface_get_data(built);
  long bad = 0;
  for (int y = 0; y < h; ++y)
    for (int x = 0; x < w; ++x)
      for (int c = 0; c < 3; ++c)
        if (std::abs(a[y * stride + x * 4 + c] - b[y * stride + x * 4 + c]) > 24) {
          ++bad;
          break;
        }
  EXPECT_LE(static_cast<double>(bad) / (w * h), max_bad_fraction) << bad << " of " << w * h << " pixels differ";
  cairo_surface_destroy(whole);
  cairo_surface_destroy(built);
}

TEST(Tiling, ChessLegionsTilesReassembleAtTheirCrossesIntoTheWholeBoard) {
  expect_reassembles(sheets_for("chess-legions", "a4"), 0.002);
}

TEST(Tiling, AGridOfTilesReassemblesToo) {
  // 60 mm cells: 2 rows x 3 columns of A4 with an assembly map; crosses inside the board
  // (at inner seam ends) are the only marks left showing.
  const Sheets s = sheets_for("chess", "a4", 60);
  ASSERT_GT(s.plan.tiles.size(), 2u);
  EXPECT_EQ(s.pages.size(), s.plan.tiles.size() + 1);
  expect_reassembles(s, 0.01);
}

TEST(Tiling, APointsBoardReassemblesToo) {
  // Xiangqi's 9x10 points at 28 mm take a 2x2 grid of A4: the cuts between points cross its
  // lines, which must meet again across every seam.
  const Sheets s = sheets_for("xiangqi", "a4");
  ASSERT_GT(s.plan.tiles.size(), 1u);
  expect_reassembles(s, 0.002);
}

// Every footer heading ends inside the margin, however long: it is measured and shrunk to fit.
TEST(Tiling, ALongFooterHeadingStaysOnThePaper) {
  const Theme theme = load_theme("classic");
  for (const std::string& heading :
       {std::string("A1 of A1-A2 · Chess, board, sheet 1 of 2"),
        std::string("Battle of the Six Armies · pieces 1 of 2 · 162 × 20mm (washer-m10), and more")}) {
    Items items;
    add_footer(items, 210, 297, 6, theme, {heading, ""});
    const TextItem* text = nullptr;
    for (const auto& it : items)
      if (it.cls == "heading") text = &std::get<TextItem>(it.what);
    ASSERT_NE(text, nullptr);
    const double width = text::set(text->text, text->font).width;
    EXPECT_LE(text->at.x + width, 210 - 6 + 1e-6) << heading << " in " << text->font;
    EXPECT_GT(width, 40) << "still legible";
  }
}

// The groups of one class among a page's items (its rulers, its glue hatching).
std::vector<const Items*> groups(const Page& page, const std::string& cls) {
  std::vector<const Items*> out;
  const std::shared_ptr<const Items> items = page_items(page);  // alive while read: a built page's are made now
  for (const Item& it : *items)
    if (it.cls == cls) out.push_back(std::get<GroupItem>(it.what).children.get());
  return out;
}

TEST(Tiling, TheSheetsOfOnePlanShareTheirRulersAndTwoPlansShareNone) {
  // A grid of tiles with an assembly map: several tiles have glue strips at one place on the paper.
  const Sheets a = sheets_for("chess", "a4", 100), b = sheets_for("chess", "a4", 100);
  ASSERT_GT(a.pages.size(), 4u);
  std::set<const Items*> rulers_a, hatches_a, rulers_b, hatches_b;
  size_t hatch_count = 0;
  for (const Page& page : a.pages) {
    const auto rulers = groups(page, "ruler"), hatches = groups(page, "glue-hatch");
    EXPECT_EQ(rulers.size(), 2u);  // 100 mm and 4 in
    rulers_a.insert(rulers.begin(), rulers.end());
    if (&page == &a.pages[0]) continue;  // the map's strips are its own
    hatch_count += hatches.size();
    hatches_a.insert(hatches.begin(), hatches.end());
  }
  for (const Page& page : b.pages) {
    const auto rulers = groups(page, "ruler"), hatches = groups(page, "glue-hatch");
    rulers_b.insert(rulers.begin(), rulers.end());
    hatches_b.insert(hatches.begin(), hatches.end());
  }
  EXPECT_EQ(rulers_a.size(), 2u) << "every sheet of the plan draws the same two copies";
  EXPECT_LT(hatches_a.size(), hatch_count) << "tiles with a strip at one place share its hatching";
  EXPECT_EQ(rulers_b.size(), 2u);
  for (const Items* r : rulers_a) EXPECT_FALSE(rulers_b.contains(r)) << "another plan made its own";
  for (const Items* h : hatches_a) EXPECT_FALSE(hatches_b.contains(h));
  EXPECT_EQ((*rulers_a.begin())->size() + (*rulers_a.rbegin())->size(),
            (*rulers_b.begin())->size() + (*rulers_b.rbegin())->size())
      << "with the same drawing";
}

}  // namespace
}  // namespace pp

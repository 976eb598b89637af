// The symbols computed from a piece's moves: the marks worked out by hand for each kind of move
// (leaper, slider, limited range, hopper, grasshopper, lame leaper, leapfrog, moves or captures
// only, first moves), on squares, hexes and trigs; and the drawing: legible strokes, and as many
// different symbols as the shipped layouts have different pieces.
#include <gtest/gtest.h>
#include <yaml-cpp/yaml.h>

#include <cairo.h>

#include <cmath>
#include <filesystem>
#include <map>
#include <set>
#include <sstream>
#include <string>

#include "art/move_marks.h"
#include "art/move_symbol.h"
#include "common/yaml_at.h"
#include "draw/cairo_draw.h"
#include "rules/pieces/betza.h"
#include "rules/pieces/rays.h"
#include "rules/topology/board_shapes.h"
#include "support/paths.h"

namespace pp {
namespace {

using art::MoveMark;
using art::Reach;
using Kind = MoveMark::Kind;
using rules::CellShape;

// A mark as "kind reach x,y" of its end, rounded to tenths of a cell (y up the board, as the
// piece's side sees it, so forward is +y).
std::string key(Kind k, Reach r, double x, double y) {
  std::ostringstream o;
  o << static_cast<int>(k) << ' ' << static_cast<int>(r) << ' ' << std::lround(x * 10) << ',' << std::lround(y * 10);
  return o.str();
}
std::multiset<std::string> ends(const art::MoveMarks& m) {
  std::multiset<std::string> out;
  for (const MoveMark& mark : m.marks) out.insert(key(mark.kind, mark.reach, mark.path.back().x, -mark.path.back().y));
  return out;
}
std::multiset<std::string> all(Kind k, Reach r, const std::vector<std::pair<double, double>>& cells) {
  std::multiset<std::string> out;
  for (const auto& [x, y] : cells) out.insert(key(k, r, x, y));
  return out;
}

TEST(MoveMarks, ALeaperIsADotOnEachCellItReaches) {
  EXPECT_EQ(ends(art::move_marks("N", CellShape::Square)),
            all(Kind::Step, Reach::Both, {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}}));
  EXPECT_EQ(ends(art::move_marks("K", CellShape::Square)),
            all(Kind::Step, Reach::Both, {{0, 1}, {1, 1}, {1, 0}, {1, -1}, {0, -1}, {-1, -1}, {-1, 0}, {-1, 1}}));
}

TEST(MoveMarks, ARiderRunsThreeCellsAndOnALimitedRangeStopsWhereItEnds) {
  const art::MoveMarks rook = art::move_marks("R", CellShape::Square);
  EXPECT_EQ(ends(rook), all(Kind::Ride, Reach::Both, {{0, 3}, {3, 0}, {0, -3}, {-3, 0}}));
  for (const MoveMark& m : rook.marks) EXPECT_EQ(m.path.size(), 2u);  // from the piece's cell straight on
  // A Bishop's third cell is farther than three: two shown.
  EXPECT_EQ(ends(art::move_marks("B", CellShape::Square)),
            all(Kind::Ride, Reach::Both, {{2, 2}, {2, -2}, {-2, -2}, {-2, 2}}));
  EXPECT_EQ(ends(art::move_marks("R2", CellShape::Square)),
            all(Kind::Slide, Reach::Both, {{0, 2}, {2, 0}, {0, -2}, {-2, 0}}));
  // A Nightrider: its first leap, then on.
  EXPECT_EQ(ends(art::move_marks("NN", CellShape::Square)),
            all(Kind::Ride, Reach::Both, {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}}));
}

TEST(MoveMarks, APawnMovesAheadCapturesAslantAndRunsTwoFromItsStart) {
  const art::MoveMarks pawn = art::move_marks("fmWfcFifmnD", CellShape::Square);
  std::multiset<std::string> expected = all(Kind::Step, Reach::MoveOnly, {{0, 1}});
  for (const auto& e : all(Kind::Step, Reach::CaptureOnly, {{1, 1}, {-1, 1}})) expected.insert(e);
  expected.insert(key(Kind::Lame, Reach::MoveOnly, 0, 2));
  EXPECT_EQ(ends(pawn), expected);
  for (const MoveMark& m : pawn.marks) EXPECT_EQ(m.initial, m.kind == Kind::Lame);
  // The double step's path passes the cell ahead, which must be empty.
  for (const MoveMark& m : pawn.marks)
    if (m.kind == Kind::Lame) {
      ASSERT_EQ(m.path.size(), 3u);
      EXPECT_NEAR(m.path[1].x, 0, 1e-9);
      EXPECT_NEAR(m.path[1].y, -1, 1e-9);
    }
}

TEST(MoveMarks, XiangqisHorsePassesTheCellBesideIt) {
  const art::MoveMarks horse = art::move_marks("nN", CellShape::Square);
  EXPECT_EQ(ends(horse),
            all(Kind::Lame, Reach::Both, {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}}));
  for (const MoveMark& m : horse.marks) {
    ASSERT_EQ(m.path.size(), 3u);
    // The cell it passes is the orthogonal neighbour on the long side of its leap.
    const Point end = m.path[2], via = m.path[1];
    EXPECT_NEAR(std::abs(via.x) + std::abs(via.y), 1, 1e-9);
    EXPECT_TRUE(std::abs(end.x) > std::abs(end.y) ? std::abs(via.x) == 1 : std::abs(via.y) == 1);
  }
  // A leapfrog: the cell between must be taken.
  const art::MoveMarks frog = art::move_marks("jD", CellShape::Square);
  EXPECT_EQ(ends(frog), all(Kind::Leapfrog, Reach::Both, {{0, 2}, {2, 0}, {0, -2}, {-2, 0}}));
}

TEST(MoveMarks, HoppersShowTheirScreen) {
  // Xiangqi's Cannon: moves as a Rook, captures over a screen.
  const art::MoveMarks cannon = art::move_marks("mRcpR", CellShape::Square);
  std::multiset<std::string> expected = all(Kind::Ride, Reach::MoveOnly, {{0, 3}, {3, 0}, {0, -3}, {-3, 0}});
  for (const auto& e : all(Kind::Hop, Reach::CaptureOnly, {{0, 3}, {3, 0}, {0, -3}, {-3, 0}})) expected.insert(e);
  EXPECT_EQ(ends(cannon), expected);
  for (const MoveMark& m : cannon.marks) {
    EXPECT_EQ(m.screen.has_value(), m.kind == Kind::Hop);
    if (m.screen) {
      EXPECT_NEAR(std::hypot(m.screen->x, m.screen->y), 1, 1e-9);
    }
  }
  // The Grasshopper lands just beyond.
  EXPECT_EQ(ends(art::move_marks("gQ", CellShape::Square)),
            all(Kind::Grasshop, Reach::Both, {{0, 2}, {2, 2}, {2, 0}, {2, -2}, {0, -2}, {-2, -2}, {-2, 0}, {-2, 2}}));
}

TEST(MoveMarks, OtherShapesTheirOwnDirections) {
  // A hex's six neighbours, 60 degrees apart, one cell away; its diagonals root 3 away.
  for (const auto& [betza, distance] : std::vector<std::pair<std::string, double>>{{"W", 1}, {"F", std::sqrt(3)}}) {
    const art::MoveMarks hex = art::move_marks(betza, CellShape::Hex);
    ASSERT_EQ(hex.marks.size(), 6u) << betza;
    std::set<long> angles;
    for (const MoveMark& m : hex.marks) {
      EXPECT_NEAR(std::hypot(m.path.back().x, m.path.back().y), distance, 1e-6) << betza;
      angles.insert(std::lround(std::atan2(-m.path.back().y, m.path.back().x) * 180 / M_PI + 360) % 60);
    }
    EXPECT_EQ(angles.size(), 1u) << betza;
  }
  // A trig's three edge neighbours, one cell away, 120 degrees apart; its own cell a triangle.
  const art::MoveMarks trig = art::move_marks("W", CellShape::Triangle);
  ASSERT_EQ(trig.marks.size(), 3u);
  for (const MoveMark& m : trig.marks) EXPECT_NEAR(std::hypot(m.path.back().x, m.path.back().y), 1, 1e-6);
  EXPECT_EQ(trig.cell.size(), 3u);
}

// The symbol drawn into a 15 mm box at 600 dpi, black on white.
struct Raster {
  int size = 0;
  std::vector<unsigned char> ink;  // 1 where dark
  bool at(int x, int y) const { return ink[static_cast<size_t>(y * size + x)] != 0; }
};
Raster raster(const Items& items, double mm) {
  constexpr double kDpi = 600;
  Raster r;
  r.size = static_cast<int>(std::lround(mm / 25.4 * kDpi));
  cairo_surface_t* s = cairo_image_surface_create(CAIRO_FORMAT_RGB24, r.size, r.size);
  cairo_t* cr = cairo_create(s);
  cairo_set_source_rgb(cr, 1, 1, 1);
  cairo_paint(cr);
  cairo_scale(cr, kDpi / 25.4, kDpi / 25.4);
  Page page;
  page.width_mm = page.height_mm = mm;
  page.items = items;
  draw_page(cr, page);
  cairo_surface_flush(s);
  const unsigned char* data = cairo_image_surface_get_data(s);
  const int stride = cairo_image_surface_get_stride(s);
  for (int y = 0; y < r.size; ++y)
    for (int x = 0; x < r.size; ++x) r.ink.push_back(data[y * stride + x * 4 + 1] < 128 ? 1 : 0);
  cairo_destroy(cr);
  cairo_surface_destroy(s);
  return r;
}

const art::PieceColours kWhiteSide{"#ffffff", "#000000", "#000000"};

TEST(MoveSymbol, StrokesStayLegibleAtFifteenMillimetres) {
  const Rect box{0, 0, 15, 15};
  FontSpec font;
  const Items rook = art::move_symbol("R", CellShape::Square, 'R', kWhiteSide, box, font);
  for (const Item& it : rook) {
    if (const auto* p = std::get_if<PathItem>(&it.what); p && p->style.stroke.a > 0) {
      EXPECT_GE(p->style.width_mm, 0.3 - 1e-9) << it.cls;
    }
    if (const auto* c = std::get_if<CircleItem>(&it.what);
        c && c->style.stroke.a > 0 && it.cls != "piece-symbol disc") {
      EXPECT_GE(c->style.width_mm, 0.3 - 1e-9) << it.cls;
    }
  }
  // On the raster: the line running up from the piece's cell is at least 0.3 mm wide where it
  // crosses the row a third of the way to the rim, and it is there at all.
  const Raster r = raster(rook, 15);
  const int y = r.size / 2 - r.size / 6;
  int widest = 0;
  for (int x = r.size / 2 - r.size / 10, run = 0; x < r.size / 2 + r.size / 10; ++x) {
    run = r.at(x, y) ? run + 1 : 0;
    widest = std::max(widest, run);
  }
  EXPECT_GE(widest, std::lround(0.3 / 25.4 * 600)) << "px";
  EXPECT_LE(widest, std::lround(1.0 / 25.4 * 600)) << "px";
}

// Every mark inside the disc, for pieces of every kind on every shape; the symbols left side by
// side in move-symbols.png where the test runs, to look at.
TEST(MoveSymbol, EveryMarkStaysInsideTheDisc) {
  const std::vector<std::pair<std::string, CellShape>> pieces = {{"K", CellShape::Square},
                                                                 {"N", CellShape::Square},
                                                                 {"R", CellShape::Square},
                                                                 {"B", CellShape::Square},
                                                                 {"Q", CellShape::Square},
                                                                 {"R2", CellShape::Square},
                                                                 {"fmWfcFifmnD", CellShape::Square},
                                                                 {"nN", CellShape::Square},
                                                                 {"mRcpR", CellShape::Square},
                                                                 {"gQ", CellShape::Square},
                                                                 {"NN", CellShape::Square},
                                                                 {"FA", CellShape::Square},
                                                                 {"WD", CellShape::Square},
                                                                 {"jD", CellShape::Square},
                                                                 {"HC", CellShape::Square},
                                                                 {"G", CellShape::Square},
                                                                 {"BN", CellShape::Square},
                                                                 {"RN", CellShape::Square},
                                                                 {"W", CellShape::Hex},
                                                                 {"R", CellShape::Hex},
                                                                 {"N", CellShape::Hex},
                                                                 {"W", CellShape::Triangle},
                                                                 {"S", CellShape::Triangle},
                                                                 {"F", CellShape::Triangle}};
  constexpr double kMm = 15;
  Items sheet;
  int i = 0;
  for (const auto& [betza, shape] : pieces) {
    SCOPED_TRACE(betza);
    Items one;
    try {
      one = art::move_symbol(betza, shape, 'X', kWhiteSide, {0, 0, kMm, kMm}, FontSpec{});
    } catch (const std::invalid_argument& e) {
      ADD_FAILURE() << e.what();
      continue;
    }
    const Raster r = raster(one, kMm);
    const double rim = (0.44 + 0.03) * r.size;  // the disc and half its outline
    int outside = 0, inside = 0;
    for (int y = 0; y < r.size; ++y)
      for (int x = 0; x < r.size; ++x) {
        if (!r.at(x, y)) continue;
        (std::hypot(x + 0.5 - r.size / 2.0, y + 0.5 - r.size / 2.0) > rim ? outside : inside)++;
      }
    EXPECT_EQ(outside, 0);
    EXPECT_GT(inside, r.size * 4);
    const int column = i % 6, row = i / 6;
    const double x = column * (kMm + 2), y = row * (kMm + 2);
    sheet.push_back(group_item("one", std::make_shared<Items>(std::move(one)), Affine{1, 0, 0, 1, x, y}));
    ++i;
  }
  const Raster all = raster(sheet, 6 * (kMm + 2));
  cairo_surface_t* png = cairo_image_surface_create(CAIRO_FORMAT_RGB24, all.size, all.size);
  unsigned char* data = cairo_image_surface_get_data(png);
  for (int y = 0; y < all.size; ++y)
    for (int x = 0; x < all.size; ++x)
      for (int c = 0; c < 3; ++c) data[y * cairo_image_surface_get_stride(png) + x * 4 + c] = all.at(x, y) ? 0 : 255;
  cairo_surface_mark_dirty(png);
  EXPECT_EQ(cairo_surface_write_to_png(png, "move-symbols.png"), CAIRO_STATUS_SUCCESS);
  cairo_surface_destroy(png);
}

// What a piece does from the middle of a big empty board of its shape, as the rules core's rays
// give it (first moves and later ones apart): the moves its symbol must tell apart.
std::string moves_of(const std::string& betza, CellShape shape) {
  const char* text = shape == CellShape::Hex        ? "{shape: hex, side: 9}"
                     : shape == CellShape::Triangle ? "{shape: trigs, hexagon: 9, depth: 0}"
                                                    : "{shape: square, files: 17, ranks: 17}";
  const rules::Board board = rules::read_board(yaml::At("test", YAML::Load(text)));
  const rules::Topology& t = board.topology();
  // The middle: the cell with the most cells within three steps of it, the first of them.
  int middle = 0;
  size_t best = 0;
  for (int c = 0; c < t.size(); ++c) {
    if (!t.cell(c).up) continue;
    std::set<int> near{c}, edge{c};
    for (int i = 0; i < 6; ++i) {
      std::set<int> next;
      for (int e : edge)
        for (int n : t.touching(e))
          if (near.insert(n).second) next.insert(n);
      edge = next;
    }
    if (near.size() > best) best = near.size(), middle = c;
  }
  std::ostringstream o;
  const auto legs = rules::parse_betza(betza, t);
  for (bool first : {true, false}) {
    std::set<std::string> rays;
    for (const rules::RaySpec& r : rules::leg_rays(t, legs, 0, middle, first)) {
      std::ostringstream ray;
      for (int c : r.gate) ray << 'g' << c;
      for (int c : r.cells) ray << ' ' << c;
      ray << (r.move ? 'm' : '-') << (r.capture ? 'c' : '-') << (r.hop ? 'p' : '-') << (r.next ? 'n' : '-')
          << (r.jump ? 'j' : '-');
      rays.insert(ray.str());
    }
    for (const std::string& r : rays) o << r << '|';
    o << "//";
  }
  return o.str();
}

// Every two pieces of the shipped layouts that move differently get symbols that differ, and
// two that move alike (K and WF) the same symbol.
TEST(MoveSymbol, PiecesThatMoveDifferentlyLookDifferent) {
  struct Seen {
    std::string betza, moves, drawn;
  };
  std::map<std::pair<int, std::string>, Seen> seen;  // by shape and Betza
  const Rect box{0, 0, 15, 15};
  for (const std::filesystem::path& file : test::layout_files()) {
    const YAML::Node layout = YAML::LoadFile(file.string());
    const std::string shape =
        layout["board"] && layout["board"]["shape"] ? layout["board"]["shape"].as<std::string>() : "square";
    const CellShape cs = shape == "hex" ? CellShape::Hex : shape == "trigs" ? CellShape::Triangle : CellShape::Square;
    if (!layout["pieces"] || !layout["pieces"].IsMap()) continue;
    for (const auto& piece : layout["pieces"]) {
      if (!piece.second.IsMap() || !piece.second["betza"]) continue;
      const std::string betza = piece.second["betza"].as<std::string>();
      if (seen.count({static_cast<int>(cs), betza})) continue;
      std::ostringstream drawn;
      for (const Item& it : art::move_symbol(betza, cs, 'X', kWhiteSide, box, FontSpec{})) {
        drawn << it.cls << ':';
        if (const auto* p = std::get_if<PathItem>(&it.what))
          for (const Point& q : p->points) drawn << std::lround(q.x * 100) << ',' << std::lround(q.y * 100) << ' ';
        if (const auto* c = std::get_if<CircleItem>(&it.what))
          drawn << std::lround(c->centre.x * 100) << ',' << std::lround(c->centre.y * 100);
        drawn << ';';
      }
      seen[{static_cast<int>(cs), betza}] = Seen{betza, moves_of(betza, cs), drawn.str()};
    }
  }
  ASSERT_GT(seen.size(), 50u);
  int pairs = 0;
  for (auto a = seen.begin(); a != seen.end(); ++a)
    for (auto b = std::next(a); b != seen.end(); ++b) {
      if (a->first.first != b->first.first) continue;
      ++pairs;
      EXPECT_EQ(a->second.moves == b->second.moves, a->second.drawn == b->second.drawn)
          << a->second.betza << " and " << b->second.betza;
    }
  EXPECT_GT(pairs, 800);
}

}  // namespace
}  // namespace pp

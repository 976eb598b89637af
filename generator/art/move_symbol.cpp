#include "art/move_symbol.h"

#include <algorithm>
#include <cmath>
#include <string>

#include "art/move_marks.h"
#include "common/colour.h"
#include "common/units.h"

namespace pp::art {
namespace {

using Kind = MoveMark::Kind;

double length(Point p) { return std::hypot(p.x, p.y); }
Point unit(Point p) {
  const double l = length(p);
  return l > 0 ? p * (1 / l) : Point{0, -1};
}

// Sizes in the box, from its width: what keeps a mark legible at 15 mm.
struct Pen {
  Point centre;
  // The piece's own cell is drawn big enough for its letter, `cell` mm from its centre to its
  // sides; the cells beyond follow `step` mm apart, each in its own direction from the centre,
  // so a long reach and a readable letter both fit the disc.
  double cell = 1, step = 1, gap = 0;
  double stroke = 0;  // the lines
  double thin = 0;    // the thinnest: a lame leap's path, the cell, a start's ring
  double mark = 0;    // a dot's radius
  double arrow = 0;   // an arrowhead's length
  Colour ink, paper;

  Point at(Point p) const {
    const double d = length(p);
    if (d < 1e-9) return centre;
    // Room between the piece's cell and the marks of the cells next to it.
    const double room = gap * std::min(1.0, (d - 0.5) / 0.5);
    return centre + p * ((cell + room + step * reach(d - 0.5)) / d);
  }
  // One scale for every piece, so an Alfil's dots sit farther out than a Ferz's on every token:
  // true to size out to an Alfil's leap, closer together beyond it, out to the symbol board's
  // farthest cell.
  static double reach(double beyond) {
    constexpr double kTrue = 2.33;  // an Alfil's leap, less the half cell
    return beyond <= kTrue ? beyond : kTrue + 0.25 * (beyond - kTrue);
  }
  Style line(Reach r, double k = 1) const {
    Style s{kNone, ink, stroke * k, {}, true};
    if (r == Reach::MoveOnly) s.dash = {2.2 * stroke, 1.6 * stroke};
    if (r == Reach::CaptureOnly) s.dash = {0.01, 2.0 * stroke};
    return s;
  }
};

void end_mark(Items& out, const Pen& pen, Point at, Reach reach) {
  if (reach == Reach::Both) {
    out.push_back(circle_item("piece-symbol reach", at, pen.mark, Style{pen.ink, kNone, 0, {}, false}));
  } else if (reach == Reach::MoveOnly) {
    out.push_back(circle_item("piece-symbol move-only", at, pen.mark - pen.stroke / 2,
                              Style{pen.paper, pen.ink, pen.stroke, {}, false}));
  } else {
    const double d = pen.mark * 0.9;
    const Style s{kNone, pen.ink, pen.stroke * 1.2, {}, true};
    out.push_back(path_item("piece-symbol capture-only", {{at.x - d, at.y - d}, {at.x + d, at.y + d}}, s, false));
    out.push_back(path_item("piece-symbol capture-only", {{at.x - d, at.y + d}, {at.x + d, at.y - d}}, s, false));
  }
}

void arrowhead(Items& out, const Pen& pen, Point tip, Point along, Reach reach) {
  const Point u = unit(along), n{-u.y, u.x};
  const Point base = tip - u * pen.arrow;
  const double half = pen.arrow * 0.55;
  const Polygon head{tip, base + n * half, base - n * half};
  if (reach == Reach::MoveOnly) {
    out.push_back(path_item("piece-symbol arrow move-only", head, Style{pen.paper, pen.ink, pen.thin, {}, true}));
  } else {
    out.push_back(path_item("piece-symbol arrow", head, Style{pen.ink, kNone, 0, {}, true}));
  }
}

// The mark's line on the page, from the side of the piece's cell through the cells where it turns
// or that it must find empty or taken, to its end: straight from cell to cell, so a row of trigs
// (whose centres zigzag) is drawn as the straight row it is.
Polygon line_of(const Pen& pen, const MoveMark& m) {
  Polygon line{pen.at(unit(m.path[1]) * 0.5)};
  for (size_t i = 1; i < m.path.size(); ++i) line.push_back(pen.at(m.path[i]));
  return line;
}

void draw_mark(Items& out, const Pen& pen, const MoveMark& m) {
  const Point end = pen.at(m.path.back());
  switch (m.kind) {
    case Kind::Step: end_mark(out, pen, end, m.reach); break;
    case Kind::Lame:
    case Kind::Leapfrog:
      out.push_back(
          path_item("piece-symbol path", line_of(pen, m), pen.line(Reach::Both, pen.thin / pen.stroke), false));
      if (m.kind == Kind::Leapfrog)
        for (size_t i = 1; i + 1 < m.path.size(); ++i) {
          const Point g = pen.at(m.path[i]);
          const double d = pen.mark * 0.7;
          out.push_back(rect_item("piece-symbol leapfrog", {g.x - d, g.y - d, 2 * d, 2 * d},
                                  Style{pen.ink, kNone, 0, {}, false}));
        }
      end_mark(out, pen, end, m.reach);
      break;
    case Kind::Slide:
      out.push_back(path_item("piece-symbol slide", line_of(pen, m), pen.line(m.reach), false));
      end_mark(out, pen, end, m.reach);
      break;
    case Kind::Ride:
    case Kind::Hop:
    case Kind::Grasshop: {
      Polygon line = line_of(pen, m);
      const Point along = line.back() - line[line.size() - 2];
      if (m.kind != Kind::Grasshop) line.push_back(line.back() + unit(along) * (pen.arrow * 0.5));
      out.push_back(
          path_item(m.kind == Kind::Ride ? "piece-symbol ride" : "piece-symbol hop", line, pen.line(m.reach), false));
      if (m.screen) {
        const Point s = pen.at(*m.screen), u = unit(along), n{-u.y, u.x};
        const double half = pen.mark * 1.3;
        out.push_back(path_item("piece-symbol screen", {s + n * half, s - n * half},
                                Style{kNone, pen.ink, pen.stroke * 1.6, {}, false}, false));
      }
      if (m.kind == Kind::Grasshop) end_mark(out, pen, end, m.reach);
      else arrowhead(out, pen, line.back() + unit(along) * (pen.arrow * 0.5), along, m.reach);
      break;
    }
  }
  if (m.initial)
    out.push_back(circle_item("piece-symbol initial", end, pen.mark * 1.9, Style{kNone, pen.ink, pen.thin, {}, false}));
}

}  // namespace

double symbol_stroke(const Rect& box) { return std::max(0.02 * box.w, 0.3); }

Items move_symbol(std::string_view betza, rules::CellShape shape, char letter, const PieceColours& colours,
                  const Rect& box, const FontSpec& font) {
  const MoveMarks marks = move_marks(betza, shape);
  const Colour body = parse_colour(colours.body).value_or(kWhite);
  const Colour line = parse_colour(colours.line).value_or(kBlack);
  const Colour detail = parse_colour(colours.detail).value_or(kBlack);
  Pen pen;
  pen.centre = {box.x + box.w / 2, box.y + box.h / 2};
  const double r = 0.44 * box.w;  // the disc, as a letter's (letter_disc.h)
  pen.thin = symbol_stroke(box);
  pen.stroke = pen.thin * 1.5;
  pen.arrow = 0.08 * box.w;
  pen.ink = detail;
  pen.paper = body;
  const double letter_mm = 0.13 * box.w;  // the capital's height
  pen.cell = 0.68 * letter_mm;
  pen.gap = 0.05 * box.w;
  // The farthest cell of the symbol board (move_marks.h: four cells each way) inside the disc's
  // rim with its arrowhead.
  pen.step = (0.93 * r - pen.arrow - pen.cell - pen.gap) / Pen::reach(std::hypot(4, 4) - 0.5);
  // Dots as big as neighbouring cells' dots allow (a Wazir's beside a Dabbaba's).
  pen.mark = std::min(std::max(0.022 * box.w, 0.9 * pen.stroke), 0.42 * pen.step);

  Items out;
  out.push_back(circle_item("piece-symbol disc", pen.centre, r, Style{body, line, 0.06 * r, {}, false}));
  Polygon cell;
  for (const Point& p : marks.cell) cell.push_back(pen.centre + p * (2 * pen.cell));
  out.push_back(path_item("piece-symbol cell", cell, Style{kNone, detail, pen.thin, {}, true}));
  for (const MoveMark& m : marks.marks) draw_mark(out, pen, m);
  out.push_back(text_item("piece-symbol letter", std::string(1, letter), pen.centre,
                          font.sized(tenths(letter_mm * 1.375 / kMmPerPt)).pango(), detail, Align::Centre,
                          VAlign::Middle));
  return out;
}

}  // namespace pp::art

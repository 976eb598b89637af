#include "pages/calibration.h"

#include <algorithm>
#include <cstdio>
#include <string>

#include "common/input_error.h"
#include "common/units.h"
#include "model/theme.h"
#include "pages/sheet.h"
#include "pages/tiling.h"
#include "text/text.h"

namespace pp {
namespace {

constexpr double kLine = 0.2;  // frame and ticks, mm
constexpr double kTitle = 12;  // from the margin to the frame's top line
constexpr double kInset = 15;  // from the frame to the instructions, clear of the rulers' figures
constexpr double kFigure = 4;  // ruler figures sit this far inside the frame

// Ticks along one edge of the frame: `count` marks `step` mm apart from `from`, along `along`
// (unit vector), each hanging `inward` (unit vector) by the length `length(i)` gives; figures
// where `figure(i)` is not empty.
template <typename Length, typename Figure>
void add_ticks(Items& items, Point from, Point along, Point inward, double step, int count, Length length,
               Figure figure, const Theme& theme) {
  const Style ink{kNone, theme.page.marks, kLine, {}, false};
  for (int i = 0; i <= count; ++i) {
    const Point at{from.x + along.x * step * i, from.y + along.y * step * i};
    const double h = length(i);
    items.push_back(line_item("tick", at, {at.x + inward.x * h, at.y + inward.y * h}, ink));
    const std::string text = figure(i);
    if (text.empty()) continue;
    const Point label{at.x + inward.x * (h + kFigure - 2.2), at.y + inward.y * (h + kFigure - 2.2)};
    // Figures of a ruler along x sit under (or over) their tick; along y, beside it.
    const bool across = along.x != 0;
    items.push_back(text_item("figure", text, label, theme.text.calibration_figures.pango(), theme.page.marks,
                              across ? Align::Centre : (inward.x > 0 ? Align::Left : Align::Right),
                              across ? (inward.y > 0 ? VAlign::Top : VAlign::Bottom) : VAlign::Middle));
  }
}

double mm_tick(int i) { return i % 10 == 0 ? 3.5 : i % 5 == 0 ? 2.5 : 1.5; }
std::string mm_figure(int i, int last) { return i % 10 == 0 && i > 0 && i < last ? std::to_string(i) : ""; }
// Sixteenths of an inch.
double in_tick(int i) { return i % 16 == 0 ? 3.6 : i % 8 == 0 ? 2.8 : i % 4 == 0 ? 2.2 : i % 2 == 0 ? 1.6 : 1.1; }
std::string in_figure(int i) { return i % 16 == 0 && i > 0 ? std::to_string(i / 16) : ""; }

std::string inches(double mm) {
  char text[32];
  std::snprintf(text, sizeof text, "%.3f in", mm / kMmPerInch);
  return text;
}

// Paragraphs (one a line of `paragraphs`) set one under another from `top`, wrapped to `width`.
void add_paragraphs(Items& items, const std::string& paragraphs, double x, double top, double width,
                    const std::string& font, const Theme& theme) {
  double y = top;
  for (size_t start = 0; start < paragraphs.size();) {
    const size_t end = std::min(paragraphs.find('\n', start), paragraphs.size());
    const text::Block block = text::set(paragraphs.substr(start, end - start), font, width);
    start = end + 1;
    for (const auto& line : block.lines)
      items.push_back(text_item("instructions", line.text, {x + line.x, y + line.baseline}, font, theme.page.marks));
    y += block.height + 2.2;
  }
}

}  // namespace

Rect calibration_frame(const Paper& paper, double margin_mm) {
  return {(paper.width_mm - kCalibrationFrameW) / 2, margin_mm + kTitle, kCalibrationFrameW, kCalibrationFrameH};
}

Page calibration_page(const Paper& paper, double margin_mm, const Theme& theme) {
  const double w = paper.width_mm, h = paper.height_mm;
  const double footer_top = h - margin_mm - SheetFrame::kFooter - SheetFrame::kFooterGap;
  if (w < kCalibrationFrameW + 2 * margin_mm || margin_mm + kTitle + kCalibrationFrameH > footer_top) {
    char text[160];
    std::snprintf(
        text, sizeof text,
        "%s paper (%.0f x %.0f mm) cannot hold the %.0f x %.0f mm calibration frame; use A4, Letter or larger",
        paper.name.c_str(), w, h, kCalibrationFrameW, kCalibrationFrameH);
    throw InputError({"--paper", 0, 0}, text);
  }
  Page page{w, h, "pawnprint calibration page", {}};
  Items& items = page.items;
  const Rect frame = calibration_frame(paper, margin_mm);
  const Colour ink = theme.page.marks;

  items.push_back(text_item("title", "pawnprint · printer calibration", {frame.x, margin_mm + 6},
                            theme.text.calibration_title.pango(), ink, Align::Left, VAlign::Middle));
  items.push_back(rect_item("frame", frame, Style{kNone, ink, kLine, {}, false}));

  // mm along the top and down the left edge, inches along the bottom and up the right edge,
  // every ruler starting at the frame's corner.
  const int mm_x = static_cast<int>(kCalibrationFrameW), mm_y = static_cast<int>(kCalibrationFrameH);
  add_ticks(
      items, {frame.x, frame.y}, {1, 0}, {0, 1}, 1, mm_x, mm_tick, [&](int i) { return mm_figure(i, mm_x); }, theme);
  add_ticks(
      items, {frame.x, frame.y}, {0, 1}, {1, 0}, 1, mm_y, mm_tick, [&](int i) { return mm_figure(i, mm_y); }, theme);
  const double sixteenth = kMmPerInch / 16;
  add_ticks(items, {frame.x, frame.bottom()}, {1, 0}, {0, -1}, sixteenth,
            static_cast<int>(kCalibrationFrameW / sixteenth), in_tick, in_figure, theme);
  add_ticks(items, {frame.right(), frame.y}, {0, 1}, {-1, 0}, sixteenth,
            static_cast<int>(kCalibrationFrameH / sixteenth), in_tick, in_figure, theme);
  const std::string unit = theme.text.ruler_name.pango();
  items.push_back(text_item("unit", "mm", {frame.x + 3.2, frame.y + 7.5}, unit, ink));
  items.push_back(text_item("unit", "in", {frame.right() - 3.2, frame.bottom() - 7.5}, unit, ink, Align::Right));

  // What the frame measures, and how to use it.
  const double left = frame.x + kInset, width = frame.w - 2 * kInset;
  const std::string axes = theme.text.calibration_axes.pango();
  items.push_back(text_item("size", "150 mm (" + inches(kCalibrationFrameW) + ") across",
                            {frame.x + frame.w / 2, frame.y + 11}, axes, ink, Align::Centre, VAlign::Middle));
  items.push_back(text_item("size", "200 mm (" + inches(kCalibrationFrameH) + ") down",
                            {frame.x + 11, frame.y + frame.h / 2}, axes, ink, Align::Centre, VAlign::Middle, -90));
  // One paragraph a line.
  const std::string steps =
      "Is your printer true to size?\n"
      "1. Print this page at 100%: choose \"Actual size\" in the print dialog, never \"Fit to page\" or "
      "\"Shrink to fit\", on the paper you mean to print on.\n"
      "2. Measure the frame with a good ruler, from the middle of one line to the middle of the "
      "opposite line: across, then down. The rulers along the edges help you read it.\n"
      "3. Divide each length you measured by the length it should be. Across 149.4 mm: 149.4 / 150 = "
      "0.996, that is 99.6%. Down 200.6 mm: 200.6 / 200 = 1.003, that is 100.3%.\n"
      "4. Give both numbers to pawnprint: --scale-x 99.6% --scale-y 100.3% (on render, kit, diagram "
      "and calibrate), or in the layout, print: {scale: {x: 99.6%, y: 100.3%}}. Everything on the "
      "page is then drawn that much larger or smaller, so it prints at its true size; the paper "
      "size stays as it is.\n"
      "5. Check: print this page again with the same options. The frame should now measure 150 by 200 mm.\n"
      "Scales from 95% to 105% are accepted. A printer further out than that usually has a scaling "
      "option switched on: an A4 page fitted to Letter paper prints at about 94%.";
  add_paragraphs(items, steps, left, frame.y + 24, width, theme.text.calibration_text.pango(), theme);

  Footer footer;
  footer.heading = "pawnprint calibration · " + paper.name + " · frame 150 × 200 mm";
  footer.instruction = "Measure the frame between the middles of its lines; see the steps above.";
  add_footer(items, w, h, margin_mm, theme, footer);
  return page;
}

}  // namespace pp

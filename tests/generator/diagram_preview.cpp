// Draws every marker kind, a knight's and a leapfrog's arrows on a small board, a legend and a
// wrapped caption into a PNG, for looking at the symbols before a layout uses them.
// Usage: diagram_preview OUT.png
#include <cairo.h>
#include <pango/pangocairo.h>

#include <cstdio>

#include "diagram/legend.h"
#include "diagram/overlay.h"
#include "diagram/text.h"

using namespace pp::diagram;

namespace {

void set_rgb(cairo_t* cr, const std::string& hex, double alpha) {
  unsigned r = 0, g = 0, b = 0;
  std::sscanf(hex.c_str(), "#%02x%02x%02x", &r, &g, &b);
  cairo_set_source_rgba(cr, r / 255.0, g / 255.0, b / 255.0, alpha);
}

void paint(cairo_t* cr, const Items& items) {
  for (const Item& it : items) {
    if (it.kind == Item::Kind::Text) {
      // Pango sizes are points; the context draws in mm.
      cairo_save(cr);
      cairo_translate(cr, it.points[0].x, it.points[0].y);
      cairo_scale(cr, 25.4 / 72, 25.4 / 72);
      PangoLayout* layout = pango_cairo_create_layout(cr);
      pango_cairo_context_set_resolution(pango_layout_get_context(layout), 72);
      pango_layout_context_changed(layout);
      PangoFontDescription* d = pango_font_description_from_string(it.font.c_str());
      pango_layout_set_font_description(layout, d);
      pango_font_description_free(d);
      pango_layout_set_text(layout, it.text.c_str(), -1);
      set_rgb(cr, it.paint.fill, 1);
      cairo_move_to(cr, 0, -pango_layout_get_baseline(layout) / double(PANGO_SCALE));
      pango_cairo_show_layout(cr, layout);
      g_object_unref(layout);
      cairo_restore(cr);
      continue;
    }
    cairo_new_path(cr);
    if (it.kind == Item::Kind::Circle) cairo_arc(cr, it.points[0].x, it.points[0].y, it.radius, 0, 6.2832);
    else {
      for (Pt p : it.points) cairo_line_to(cr, p.x, p.y);
      if (it.kind == Item::Kind::Polygon) cairo_close_path(cr);
    }
    if (!it.paint.fill.empty()) {
      set_rgb(cr, it.paint.fill, it.paint.opacity);
      cairo_fill_preserve(cr);
    }
    if (!it.paint.stroke.empty()) {
      set_rgb(cr, it.paint.stroke, it.paint.opacity);
      cairo_set_line_width(cr, it.paint.stroke_width);
      cairo_stroke_preserve(cr);
    }
  }
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 2) return 2;
  const double cell = 12;
  BoardView board;
  const int n = 6;
  for (int y = 0; y < n; ++y)
    for (int x = 0; x < n; ++x) {
      board.names.push_back(std::string(1, char('a' + x)) + std::to_string(y + 1));
      const double X = x * cell, Y = (n - 1 - y) * cell;
      board.cells.push_back({{X, Y}, {X + cell, Y}, {X + cell, Y + cell}, {X, Y + cell}});
    }
  board.ex = {cell, 0};
  board.ey = {0, -cell};
  Items items;
  for (size_t i = 0; i < board.cells.size(); ++i)
    items.push_back(polygon(board.cells[i], {((i / n + i % n) % 2) ? "#f0d9b5" : "#b58863", "", 0, {}, 1}, "cell"));
  std::vector<CellMarkAt> marks;
  int c = 0;
  for (const auto& m : mark_kinds()) {
    marks.emplace_back(c * 2 % 36 + (c >= 18), m.kind, 0);
    ++c;
  }
  const Overlay ov =
      overlay(board, marks, {{{1, 14}, false, "#0072b2"}, {{32, 20, 8}, true, "#cc79a7"}, {{0, 35}, false, "#d55e00"}});
  items.insert(items.end(), ov.items.begin(), ov.items.end());
  Legend lg = legend(ov.shown, 72);
  translate(lg.items, {0, n * cell + 4});
  items.insert(items.end(), lg.items.begin(), lg.items.end());
  SetText cap = set_text("Every marker kind, a bent knight arrow, a leapfrog chain and a straight arrow.",
                         {"DejaVu Sans Oblique 8", 72, true, "#000000", "caption"});
  translate(cap.lines, {0, n * cell + 8 + lg.height});
  items.insert(items.end(), cap.lines.begin(), cap.lines.end());

  const double scale = 300 / 25.4, w = 80, h = n * cell + 14 + lg.height + cap.height;
  cairo_surface_t* s = cairo_image_surface_create(CAIRO_FORMAT_RGB24, int(w * scale), int(h * scale));
  cairo_t* cr = cairo_create(s);
  cairo_set_source_rgb(cr, 1, 1, 1);
  cairo_paint(cr);
  cairo_scale(cr, scale, scale);
  cairo_translate(cr, 4, 2);
  paint(cr, items);
  cairo_destroy(cr);
  cairo_surface_write_to_png(s, argv[1]);
  cairo_surface_destroy(s);
  return 0;
}

#include "text/context.h"

#include <pango/pangocairo.h>

#include "gfx/handles.h"

namespace pp::text {

PangoContext* thread_context() {
  thread_local const gfx::Object<PangoContext> context = [] {
    gfx::Object<PangoContext> c(pango_font_map_create_context(pango_cairo_font_map_get_default()));
    pango_cairo_context_set_resolution(c.get(), 72);
    const gfx::FontOptions options(cairo_font_options_create());
    cairo_font_options_set_hint_metrics(options.get(), CAIRO_HINT_METRICS_OFF);
    cairo_font_options_set_hint_style(options.get(), CAIRO_HINT_STYLE_NONE);
    pango_cairo_context_set_font_options(c.get(), options.get());
    pango_context_set_round_glyph_positions(c.get(), FALSE);
    return c;
  }();
  return context.get();
}

}  // namespace pp::text

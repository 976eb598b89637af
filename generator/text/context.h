#pragma once
// The Pango context every text of a thread is set in, measured or drawn.
#include <pango/pango.h>

namespace pp::text {

// The calling thread's context: points as units (resolution 72), unhinted metrics and exact
// glyph positions, so text is laid out the same for a PDF and at any raster resolution; never
// matched to a surface's transformation, since Pango keys its fonts on the scale and would sort
// fontconfig's fonts again for every resolution. Pango objects are not shared between threads;
// kept for the run, a thread's font caches serve all its pages, measured and drawn alike.
PangoContext* thread_context();

}  // namespace pp::text

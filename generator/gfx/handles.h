#pragma once
// Owning handles for the C graphics libraries' objects (Cairo, Pango, librsvg, GLib), so an
// exception thrown while drawing or writing frees them instead of leaking them.
#include <cairo.h>
#include <glib-object.h>
#include <pango/pango.h>

#include <memory>
#include <string>

namespace pp::gfx {

template <auto Free>
struct Deleter {
  template <class T>
  void operator()(T* p) const {
    if (p) Free(p);
  }
};

using Cairo = std::unique_ptr<cairo_t, Deleter<cairo_destroy>>;
using Surface = std::unique_ptr<cairo_surface_t, Deleter<cairo_surface_destroy>>;
using FontOptions = std::unique_ptr<cairo_font_options_t, Deleter<cairo_font_options_destroy>>;
using FontDescription = std::unique_ptr<PangoFontDescription, Deleter<pango_font_description_free>>;
using LayoutIter = std::unique_ptr<PangoLayoutIter, Deleter<pango_layout_iter_free>>;
using Error = std::unique_ptr<GError, Deleter<g_error_free>>;
// Any GObject: PangoLayout, PangoContext, RsvgHandle, ...
template <class T>
using Object = std::unique_ptr<T, Deleter<g_object_unref>>;

inline FontDescription font(const std::string& description) {
  return FontDescription(pango_font_description_from_string(description.c_str()));
}

// A GError's message, or `otherwise` when the library gave none; the error is freed.
inline std::string message(GError* error, const char* otherwise) {
  const Error owned(error);
  return owned ? owned->message : otherwise;
}

}  // namespace pp::gfx

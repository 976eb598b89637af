#include "art/piece_svg.h"

#include <librsvg/rsvg.h>

#include <stdexcept>

#include "gfx/handles.h"

namespace pp::art {

std::string stylesheet(const PieceColours& c) {
  return ".body{fill:" + c.body + "!important;stroke:" + c.line + "!important}" +
         ".line{fill:none!important;stroke:" + c.line + "!important}" + ".detail{fill:" + c.detail +
         "!important;stroke:none!important}" + ".detail-line{fill:none!important;stroke:" + c.detail + "!important}";
}

namespace {
[[noreturn]] void fail(const std::filesystem::path& file, GError* err, const char* what) {
  const gfx::Error owned(err);
  throw std::runtime_error(file.string() + ": " + what + (owned ? std::string(": ") + owned->message : ""));
}
}  // namespace

PieceSvg::PieceSvg(const std::filesystem::path& file) : file_(file) {
  GError* err = nullptr;
  handle_.reset(rsvg_handle_new_from_file(file.c_str(), &err));
  if (!handle_) fail(file, err, "cannot read piece drawing");
}

void PieceSvg::draw(cairo_t* cr, double x, double y, double size, const std::string& css) const {
  GError* err = nullptr;
  if (!rsvg_handle_set_stylesheet(handle_.get(), reinterpret_cast<const guint8*>(css.data()), css.size(), &err))
    fail(file_, err, "bad piece stylesheet");
  const RsvgRectangle viewport{x, y, size, size};
  if (!rsvg_handle_render_document(handle_.get(), cr, &viewport, &err)) fail(file_, err, "cannot draw piece");
}

}  // namespace pp::art

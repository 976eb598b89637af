#include "art/piece_svg.h"

#include <librsvg/rsvg.h>

#include <cctype>
#include <fstream>
#include <iterator>
#include <stdexcept>

#include "art/svg_bounds.h"
#include "art/svg_expansion.h"
#include "common/input_error.h"
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

void check_drawing(const std::filesystem::path& file, RunCache* cache) {
  const std::string key = "checked: " + file.string();
  if (cache && cache->noted(key)) return;
  const SourcePos at{file.string(), 0, 0};
  std::error_code ec;
  const std::uintmax_t bytes = std::filesystem::file_size(file, ec);
  if (ec) throw InputError(at, "cannot read piece drawing: " + ec.message());
  if (bytes > kMaxDrawingBytes)
    throw InputError(at, "piece drawing is " + std::to_string(bytes / 1024) + " KB, over the " +
                             std::to_string(kMaxDrawingBytes / 1024) + " KB limit for a piece");
  std::ifstream in(file, std::ios::binary);
  const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  // An entity can stand for any part of the drawing, repeated wherever it is named: a second
  // way to fan out that no piece drawing needs.
  if (text.find("<!ENTITY") != std::string::npos)
    throw InputError(at, "piece drawing declares an XML entity (<!ENTITY>); write out what it stands for");
  // A marker is drawn again at every corner of every path that names it: 200 circles at 20000
  // corners of one path took minutes per diagram. Pieces are drawn without them.
  if (holds_element(text, "marker"))
    throw InputError(at, "piece drawing holds a <marker>, drawn again at every corner of a path; draw the shapes out");
  int elements = 0, uses = 0;
  for (size_t i = text.find('<'); i != std::string::npos; i = text.find('<', i + 1)) {
    if (i + 1 < text.size() && std::isalpha(static_cast<unsigned char>(text[i + 1]))) ++elements;
    if (text.compare(i, 4, "<use") == 0) ++uses;
  }
  if (elements > kMaxDrawingElements || uses > kMaxDrawingUses)
    throw InputError(at, "piece drawing has " + std::to_string(elements) + " elements and " + std::to_string(uses) +
                             " <use> references, over the limits of " + std::to_string(kMaxDrawingElements) + " and " +
                             std::to_string(kMaxDrawingUses) + " for a piece");
  if (const long drawn = expanded_elements(text, kMaxDrawingElements); drawn > kMaxDrawingElements)
    throw InputError(at, "piece drawing expands to over " + std::to_string(kMaxDrawingElements) +
                             " elements through its <use> references (the limit for a piece)");
  if (const std::string beyond = beyond_bounds(text); !beyond.empty())
    throw InputError(at, "piece drawing has " + beyond + " for a piece");
  GError* err = nullptr;
  const gfx::Object<RsvgHandle> handle(
      rsvg_handle_new_from_data(reinterpret_cast<const guint8*>(text.data()), text.size(), &err));
  if (!handle) throw InputError(at, "not a drawing librsvg can read: " + gfx::message(err, "unknown error"));
  if (cache) cache->note(key);
}

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

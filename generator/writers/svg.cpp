#include "writers/svg.h"

#include <glib.h>
#include <pango/pango-font.h>

#include <algorithm>
#include <cstdio>
#include <map>
#include <sstream>
#include <stdexcept>
#include <tuple>

#include "common/run_cache.h"
#include "common/units.h"
#include "draw/cairo_draw.h"
#include "gfx/handles.h"
#include "text/font_subset.h"
#include "text/text.h"
#include "writers/svg_symbol.h"

namespace pp {
namespace {

std::string num(double v) { return short_number(v, 3); }

class SvgWriter {
 public:
  explicit SvgWriter(SvgText text) : text_(text) {}

  std::string run(const Page& page) {
    files_ = page.cache ? page.cache : &own_files_;
    out_ << "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
         << "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" << num(page.width_mm) << "mm\" height=\""
         << num(page.height_mm) << "mm\" viewBox=\"0 0 " << num(page.width_mm) << ' ' << num(page.height_mm) << "\">\n";
    if (!page.title.empty()) out_ << "<title>" << xml_escape(page.title) << "</title>\n";
    std::ostringstream head = std::move(out_);
    out_ = std::ostringstream();
    items(*page_items(page));
    if (!faces_.empty()) head << font_faces();
    // Symbols are found while drawing; they go first, so a reader meets each before its uses.
    if (!defs_.empty()) head << "<defs>\n" << defs_ << "</defs>\n";
    return head.str() + out_.str() + "</svg>\n";
  }

 private:
  void items(const Items& list) {
    for (const auto& item : list) {
      cls_ = item.cls.empty() ? "" : " class=\"" + xml_escape(item.cls) + "\"";
      std::visit([this](const auto& what) { write(what); }, item.what);
    }
  }

  std::string paint(const Style& s) {
    std::string a = " fill=\"" + (s.fill.visible() ? s.fill.hex() : std::string("none")) + "\"";
    if (s.fill.visible() && s.fill.a < 1) a += " fill-opacity=\"" + num(s.fill.a) + "\"";
    if (s.stroke.visible() && s.width_mm > 0) {
      a += " stroke=\"" + s.stroke.hex() + "\" stroke-width=\"" + num(s.width_mm) + "\"";
      if (s.stroke.a < 1) a += " stroke-opacity=\"" + num(s.stroke.a) + "\"";
      if (!s.dash.empty()) {
        a += " stroke-dasharray=\"";
        for (size_t i = 0; i < s.dash.size(); ++i) {
          if (i) a += ' ';
          a += num(s.dash[i]);
        }
        a += "\"";
      }
      if (s.round) a += " stroke-linecap=\"round\" stroke-linejoin=\"round\"";
    }
    return a;
  }

  void write(const PathItem& p) {
    if (p.points.empty()) return;
    out_ << "<path" << cls_ << " d=\"M" << num(p.points[0].x) << ' ' << num(p.points[0].y);
    for (size_t i = 1; i < p.points.size(); ++i) out_ << 'L' << num(p.points[i].x) << ' ' << num(p.points[i].y);
    if (p.closed) out_ << 'Z';
    for (const auto& hole : p.holes) {
      if (hole.empty()) continue;
      out_ << 'M' << num(hole[0].x) << ' ' << num(hole[0].y);
      for (size_t i = 1; i < hole.size(); ++i) out_ << 'L' << num(hole[i].x) << ' ' << num(hole[i].y);
      out_ << 'Z';
    }
    out_ << '"' << (p.holes.empty() ? "" : " fill-rule=\"evenodd\"") << paint(p.style) << "/>\n";
  }

  void write(const CircleItem& c) {
    out_ << "<circle" << cls_ << " cx=\"" << num(c.centre.x) << "\" cy=\"" << num(c.centre.y) << "\" r=\""
         << num(c.radius) << '"' << paint(c.style) << "/>\n";
  }

  void write(const TextItem& t) {
    if (text_ == SvgText::Paths) return outline(t);
    const gfx::FontDescription owned = gfx::font(t.font);
    const PangoFontDescription* font = owned.get();
    const char* named = pango_font_description_get_family(font);
    std::string family = named ? named : "sans-serif";
    if (text_ == SvgText::Font) {
      // Fallback faces Pango chose beyond the families asked for join the list, so a reader
      // looks for their characters in their embedded face too.
      const std::vector<std::string> asked = text::font_parts(t.font).families;
      for (const std::string& f : text::add_faces(t.text, t.font, faces_))
        if (std::find(asked.begin(), asked.end(), f) == asked.end()) family += "," + f;
    }
    const double size_mm = pango_font_description_get_size(font) / double(PANGO_SCALE) * kMmPerPt;
    const int weight = static_cast<int>(pango_font_description_get_weight(font));
    const bool italic = pango_font_description_get_style(font) != PANGO_STYLE_NORMAL;
    out_ << "<text" << cls_ << " x=\"" << num(t.at.x) << "\" y=\"" << num(t.at.y) << "\" font-family=\""
         << xml_escape(family) << "\" font-size=\"" << num(size_mm) << '"';
    if (weight != 400) out_ << " font-weight=\"" << weight << '"';
    if (italic) out_ << " font-style=\"italic\"";
    if (t.align != Align::Left) out_ << " text-anchor=\"" << (t.align == Align::Centre ? "middle" : "end") << '"';
    if (t.valign == VAlign::Middle) out_ << " dominant-baseline=\"central\"";
    if (t.valign == VAlign::Top) out_ << " dominant-baseline=\"text-before-edge\"";
    if (t.valign == VAlign::Bottom) out_ << " dominant-baseline=\"text-after-edge\"";
    if (t.angle_deg != 0)
      out_ << " transform=\"rotate(" << num(t.angle_deg) << ' ' << num(t.at.x) << ' ' << num(t.at.y) << ")\"";
    out_ << " fill=\"" << t.colour.hex() << '"';
    if (t.colour.a < 1) out_ << " fill-opacity=\"" << num(t.colour.a) << '"';
    out_ << '>' << xml_escape(t.text) << "</text>\n";
  }

  // The glyphs as one path, placed as the PDF and raster writers place them.
  void outline(const TextItem& t) {
    thread_local const gfx::Surface surface(cairo_image_surface_create(CAIRO_FORMAT_A8, 1, 1));
    const gfx::Cairo cr(cairo_create(surface.get()));
    text_outline(cr.get(), t);
    cairo_path_t* path = cairo_copy_path(cr.get());
    std::string d;
    for (int i = 0; i < path->num_data; i += path->data[i].header.length) {
      const cairo_path_data_t* p = &path->data[i];
      auto at = [&](int k) { return num(p[k].point.x) + ' ' + num(p[k].point.y); };
      switch (p->header.type) {
        case CAIRO_PATH_MOVE_TO: d += 'M' + at(1); break;
        case CAIRO_PATH_LINE_TO: d += 'L' + at(1); break;
        case CAIRO_PATH_CURVE_TO: d += 'C' + at(1) + ' ' + at(2) + ' ' + at(3); break;
        case CAIRO_PATH_CLOSE_PATH: d += 'Z'; break;
      }
    }
    cairo_path_destroy(path);
    if (d.empty()) return;
    out_ << "<path" << cls_ << " d=\"" << d << "\" fill=\"" << t.colour.hex() << '"';
    if (t.colour.a < 1) out_ << " fill-opacity=\"" << num(t.colour.a) << '"';
    out_ << "/>\n";
  }

  void write(const ImageItem& im) {
    const std::string& file = files_->file(im.path);
    // Each drawing in each colouring is one symbol, placed by every <use> of it.
    auto [symbol, fresh] = symbols_.try_emplace({im.path, im.stylesheet, im.name}, "");
    if (fresh) {
      const std::string id = "piece-" + std::to_string(symbols_.size());
      if (auto text = svg_symbol(*files_, file, im.stylesheet, id, im.name)) {
        defs_ += *text;
        symbol->second = id;
      }
    }
    if (!symbol->second.empty()) {
      out_ << "<use" << cls_ << " href=\"#" << symbol->second << "\" x=\"" << num(im.box.x) << "\" y=\""
           << num(im.box.y) << "\" width=\"" << num(im.box.w) << "\" height=\"" << num(im.box.h) << "\"/>\n";
      return;
    }
    std::string svg = file;
    if (!im.stylesheet.empty()) {
      // The stylesheet goes in as the first child of the image's root element.
      auto root = svg.find("<svg");
      auto close = root == std::string::npos ? root : svg.find('>', root);
      if (close != std::string::npos) svg.insert(close + 1, "<style>" + xml_escape(im.stylesheet) + "</style>");
    }
    gchar* b64 = g_base64_encode(reinterpret_cast<const guchar*>(svg.data()), svg.size());
    out_ << "<image" << cls_ << " x=\"" << num(im.box.x) << "\" y=\"" << num(im.box.y) << "\" width=\"" << num(im.box.w)
         << "\" height=\"" << num(im.box.h) << "\" href=\"data:image/svg+xml;base64," << b64 << "\"/>\n";
    g_free(b64);
  }

  void write(const GroupItem& g) {
    if (!g.children) return;
    const std::string cls = cls_;
    std::string open = "<g" + cls;
    if (g.clip) {
      const std::string id = "clip" + std::to_string(++clips_);
      out_ << "<clipPath id=\"" << id << "\"><rect x=\"" << num(g.clip->x) << "\" y=\"" << num(g.clip->y)
           << "\" width=\"" << num(g.clip->w) << "\" height=\"" << num(g.clip->h) << "\"/></clipPath>\n";
      open += " clip-path=\"url(#" + id + ")\"";
    }
    if (g.opacity < 1) open += " opacity=\"" + num(g.opacity) + "\"";
    out_ << open << ">\n";
    const Affine& m = g.transform;
    if (!m.identity())
      out_ << "<g transform=\"matrix(" << num(m.xx) << ' ' << num(m.yx) << ' ' << num(m.xy) << ' ' << num(m.yy) << ' '
           << num(m.x0) << ' ' << num(m.y0) << ")\">\n";
    items(*g.children);
    if (!m.identity()) out_ << "</g>\n";
    out_ << "</g>\n";
  }

  // One @font-face per face the text used, holding only its characters.
  std::string font_faces() const {
    std::string css = "<style>\n";
    for (const auto& [face, chars] : faces_) {
      const std::string font = text::subset_font(face, chars);
      gchar* b64 = g_base64_encode(reinterpret_cast<const guchar*>(font.data()), font.size());
      css += "@font-face { font-family: \"" + xml_escape(face.family) +
             "\"; font-weight: " + std::to_string(face.weight) +
             "; font-style: " + (face.italic ? "italic" : "normal") + "; src: url(data:font/" +
             (font.starts_with("OTTO") ? "otf" : "ttf") + ";base64," + b64 + "); }\n";
      g_free(b64);
    }
    return css + "</style>\n";
  }

  SvgText text_;
  RunCache own_files_;  // for a page made outside a run, which reads its files itself
  RunCache* files_ = &own_files_;
  text::FaceUses faces_;
  std::ostringstream out_;
  std::string cls_;
  int clips_ = 0;
  std::map<std::tuple<std::string, std::string, std::string>, std::string> symbols_;  // -> id; "": an image
  std::string defs_;
};

}  // namespace

std::string xml_escape(const std::string& text) {
  std::string out;
  for (char c : text) {
    switch (c) {
      case '&': out += "&amp;"; break;
      case '<': out += "&lt;"; break;
      case '>': out += "&gt;"; break;
      case '"': out += "&quot;"; break;
      default: out += c;
    }
  }
  return out;
}

std::string svg_bytes(const Page& page, SvgText text) { return SvgWriter(text).run(page); }

}  // namespace pp

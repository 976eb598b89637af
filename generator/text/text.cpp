#include "text/text.h"

#include <pango/pangocairo.h>

#include <algorithm>

#include "common/units.h"
#include "gfx/handles.h"
#include "text/context.h"

namespace pp::text {
namespace {

double mm(int pango_units) { return pango_units / static_cast<double>(PANGO_SCALE) * kMmPerPt; }

}  // namespace

Block set(const std::string& text, const std::string& font, double width, bool centre) {
  const gfx::Object<PangoLayout> layout(pango_layout_new(thread_context()));
  pango_layout_set_font_description(layout.get(), gfx::font(font).get());
  if (width > 0) {
    pango_layout_set_width(layout.get(), static_cast<int>(width / kMmPerPt * PANGO_SCALE));
    pango_layout_set_wrap(layout.get(), PANGO_WRAP_WORD_CHAR);
  }
  pango_layout_set_text(layout.get(), text.c_str(), -1);

  Block out;
  const gfx::LayoutIter iter(pango_layout_get_iter(layout.get()));
  PangoLayoutIter* it = iter.get();
  do {
    PangoLayoutLine* line = pango_layout_iter_get_line_readonly(it);
    PangoRectangle logical;
    pango_layout_iter_get_line_extents(it, nullptr, &logical);
    const int baseline = pango_layout_iter_get_baseline(it);
    std::string piece = text.substr(static_cast<size_t>(line->start_index), static_cast<size_t>(line->length));
    while (!piece.empty() && (piece.back() == ' ' || piece.back() == '\n')) piece.pop_back();
    const double advance = mm(logical.width);
    Line l;
    l.text = std::move(piece);
    l.x = centre && width > 0 ? (width - advance) / 2 : 0;
    l.baseline = mm(baseline);
    l.advance = advance;
    l.ascent = mm(baseline - logical.y);
    l.descent = mm(logical.y + logical.height - baseline);
    if (!l.text.empty()) out.lines.push_back(std::move(l));
    out.width = std::max(out.width, advance);
    out.height = mm(logical.y + logical.height);
  } while (pango_layout_iter_next_line(it));
  return out;
}

std::vector<std::string> installed_families() {
  PangoFontFamily** families = nullptr;
  int n = 0;
  pango_font_map_list_families(pango_context_get_font_map(thread_context()), &families, &n);
  std::vector<std::string> out;
  out.reserve(static_cast<size_t>(n));
  for (int i = 0; i < n; ++i) out.emplace_back(pango_font_family_get_name(families[i]));
  g_free(families);
  std::sort(out.begin(), out.end());
  return out;
}

FontParts font_parts(const std::string& description) {
  FontParts parts;
  const auto desc = gfx::font(description);
  if (pango_font_description_get_set_fields(desc.get()) & PANGO_FONT_MASK_SIZE)
    parts.points = pango_font_description_get_size(desc.get()) / static_cast<double>(PANGO_SCALE);
  const char* family = pango_font_description_get_family(desc.get());
  std::string list = family ? family : "";
  for (size_t i = 0; i <= list.size();) {
    const size_t j = std::min(list.find(',', i), list.size());
    std::string name = list.substr(i, j - i);
    name.erase(0, name.find_first_not_of(' '));
    name.erase(name.find_last_not_of(' ') + 1);
    if (!name.empty()) parts.families.push_back(name);
    i = j + 1;
  }
  return parts;
}

}  // namespace pp::text

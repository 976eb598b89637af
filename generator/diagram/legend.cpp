#include "diagram/legend.h"

#include <algorithm>

#include "diagram/palette.h"
#include "scene/extent.h"

namespace pp::diagram {

Legend legend(const std::set<Mark>& shown, double width, const LegendLook& look, const std::set<Tint>& tinted) {
  struct Entry {
    Mark kind;
    SetText label;
    std::string text, colour, name;
  };
  std::vector<Entry> entries;
  const double gap = look.symbol * 0.4, col_gap = look.symbol;
  double col_w = 0;
  for (const auto& info : mark_kinds()) {
    auto add = [&](const std::string& text, const std::string& colour, const std::string& name) {
      entries.push_back({info.kind, set_text(text, look.text), text, colour, name});
      col_w = std::max(col_w, look.symbol + gap + entries.back().label.width());
    };
    if (shown.count(info.kind)) add(std::string(info.legend), "", "");
    for (const Tint& t : tinted)
      if (t.kind == info.kind) add(std::string(info.legend) + " (" + t.name + ")", t.colour, t.name);
  }
  Legend out;
  if (entries.empty()) return out;
  Extent extent;
  const int cols = std::max(1, static_cast<int>((width + col_gap) / (col_w + col_gap)));
  if (cols == 1 && col_w > width) {
    // Too narrow for one label: wrap each label to what is left beside its symbol.
    TextLook wrapped = look.text;
    wrapped.width = std::max(1.0, width - look.symbol - gap);
    for (Entry& e : entries) e.label = set_text(e.text, wrapped);
    col_w = width;
  }
  double y = 0;
  for (size_t i = 0; i < entries.size(); i += static_cast<size_t>(cols)) {
    double row_h = look.symbol;
    for (size_t j = i; j < std::min(entries.size(), i + static_cast<size_t>(cols)); ++j)
      row_h = std::max(row_h, entries[j].label.height());
    for (size_t j = i; j < std::min(entries.size(), i + static_cast<size_t>(cols)); ++j) {
      const double x = static_cast<double>(j - i) * (col_w + col_gap);
      std::string cls = "legend " + std::string(mark_info(entries[j].kind).name);
      if (!entries[j].name.empty())
        cls += " tint-" + (entries[j].name.starts_with('#') ? entries[j].name.substr(1) : entries[j].name);
      const double s = look.symbol / 2;
      // A neutral cell behind each symbol, as on the board.
      out.items.push_back(path_item(cls, {{x, y}, {x + 2 * s, y}, {x + 2 * s, y + 2 * s}, {x, y + 2 * s}},
                                    ink_style("#eeeeee", "#999999", 0.15)));
      Items sym = mark_symbol(entries[j].kind, {x + s, y + s}, s, cls, {0, -1}, entries[j].colour);
      out.items.insert(out.items.end(), sym.begin(), sym.end());
      const Point at{x + look.symbol + gap, y + std::max(0.0, (look.symbol - entries[j].label.height()) / 2)};
      Items label = text_items(entries[j].label, at);
      out.items.insert(out.items.end(), label.begin(), label.end());
      cover(extent, entries[j].label, at);
    }
    y += row_h + gap;
  }
  // Report the true extent, strokes included, with the top-left at the origin.
  extent.add(out.items);
  const Rect b = extent.rect();
  translate(out.items, {-b.x, -b.y});
  out.width = b.w;
  out.height = b.h;
  return out;
}

}  // namespace pp::diagram

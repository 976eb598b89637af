#include "diagram/legend.h"

#include <algorithm>

namespace pp::diagram {

Legend legend(const std::set<Mark>& shown, double width, const LegendLook& look) {
  struct Entry {
    Mark kind;
    SetText label;
  };
  std::vector<Entry> entries;
  const double gap = look.symbol * 0.4, col_gap = look.symbol;
  double col_w = 0;
  for (const auto& info : mark_kinds()) {
    if (!shown.count(info.kind)) continue;
    entries.push_back({info.kind, set_text(std::string(info.legend), look.text)});
    col_w = std::max(col_w, look.symbol + gap + entries.back().label.width);
  }
  Legend out;
  if (entries.empty()) return out;
  const int cols = std::max(1, static_cast<int>((width + col_gap) / (col_w + col_gap)));
  if (cols == 1 && col_w > width) {
    // Too narrow for one label: wrap each label to what is left beside its symbol.
    TextLook wrapped = look.text;
    wrapped.width = std::max(1.0, width - look.symbol - gap);
    for (Entry& e : entries) e.label = set_text(std::string(mark_info(e.kind).legend), wrapped);
    col_w = width;
  }
  double y = 0;
  for (size_t i = 0; i < entries.size(); i += static_cast<size_t>(cols)) {
    double row_h = look.symbol;
    for (size_t j = i; j < std::min(entries.size(), i + static_cast<size_t>(cols)); ++j)
      row_h = std::max(row_h, entries[j].label.height);
    for (size_t j = i; j < std::min(entries.size(), i + static_cast<size_t>(cols)); ++j) {
      const double x = static_cast<double>(j - i) * (col_w + col_gap);
      const std::string cls = "legend " + std::string(mark_info(entries[j].kind).name);
      const double s = look.symbol / 2;
      // A neutral cell behind each symbol, as on the board.
      out.items.push_back(polygon({{x, y}, {x + 2 * s, y}, {x + 2 * s, y + 2 * s}, {x, y + 2 * s}},
                                  {"#eeeeee", "#999999", 0.15, {}, 1}, cls));
      Items sym = mark_symbol(entries[j].kind, {x + s, y + s}, s, cls);
      out.items.insert(out.items.end(), sym.begin(), sym.end());
      Items label = entries[j].label.lines;
      translate(label, {x + look.symbol + gap, y + std::max(0.0, (look.symbol - entries[j].label.height) / 2)});
      out.items.insert(out.items.end(), label.begin(), label.end());
    }
    y += row_h + gap;
  }
  // Report the true extent, strokes included, with the top-left at the origin.
  const Rect b = bounds(out.items);
  translate(out.items, {-b.x, -b.y});
  out.width = b.w;
  out.height = b.h;
  return out;
}

}  // namespace pp::diagram

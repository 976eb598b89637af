#include "diagram/sheet_blocks.h"

#include <algorithm>
#include <memory>


namespace pp::diagram {
namespace {

// Narrower than this, a column beside a figure wraps too often to read; the words go under it.
constexpr double kMinColumn = 50;

}  // namespace

SheetLooks sheet_looks(const Theme& theme) {
  const TextStyles& t = theme.text;
  return {{t.title.pango(), 0, false, "#000000", "title"},
          {t.about.pango(), 0, false, "#333333", "about"},
          {t.heading.pango(), 0, false, "#000000", "heading"},
          {t.subheading.pango(), 0, false, "#000000", "subheading"},
          {t.rules_text.pango(), 0, false, "#000000", "body"},
          {t.rules_text.pango(), 0, false, "#000000", "promotion-rule"}};
}

void Stack::text(const std::string& t, const TextLook& look, double space_before) {
  if (t.empty()) return;
  TextLook wrapped = look;
  wrapped.width = width_;
  const SetText s = set_text(t, wrapped);
  y_ += space_before;
  for (auto& it : text_items(s, {0, y_})) items_.push_back(std::move(it));
  y_ += s.height();
}

void Stack::figure(const Figure& f, double space_before) {
  y_ += space_before;
  items_.push_back(
      group_item("figure", std::make_shared<pp::Items>(f.items), Affine::translate((width_ - f.width) / 2, y_)));
  y_ += f.height;
}

Block Stack::block(const std::string& id, bool keep_with_next) const {
  Block b;
  b.items = items_;
  b.width = width_;
  b.height = y_;
  b.id = id;
  b.keep_with_next = keep_with_next;
  return b;
}

Block heading(const std::string& text, double width, const SheetLooks& looks) {
  Stack s(width);
  s.text(text, looks.heading, 2);
  return s.block("heading " + text, true);
}

Block entry(const std::string& id, const std::string& title, const std::vector<Words>& before, const Figure& figure,
            const std::vector<Words>& after, double half, double full, double gap, const SheetLooks& looks) {
  const double column = full - figure.width - gap;
  if (figure.width <= half + 1e-6 || column < kMinColumn) {
    Stack s(figure.width <= half + 1e-6 ? half : full);
    s.text(title, looks.subheading);
    for (const Words& w : before) s.text(w.text, w.look, w.space_before);
    s.figure(figure);
    for (const Words& w : after) s.text(w.text, w.look, w.space_before);
    return s.block(id);
  }
  Stack words(column);
  words.text(title, looks.subheading);
  for (const auto* list : {&before, &after})
    for (const Words& w : *list) words.text(w.text, w.look, w.space_before);
  Block b = words.block(id);
  auto shifted = std::make_shared<pp::Items>(std::move(b.items));
  b.items = {group_item("figure", std::make_shared<pp::Items>(figure.items)),
             group_item("words", shifted, Affine::translate(figure.width + gap, 0))};
  b.width = full;
  b.height = std::max(b.height, figure.height);
  return b;
}

}  // namespace pp::diagram

#include "sheets.h"

#include <algorithm>

#include "make.h"
#include "scene_items.h"
#include "sheet_spec.h"
#include "text.h"

namespace pp::diagram {
namespace {

constexpr double kSetupWidth = 120, kFigureWidth = 66;

const TextLook kTitle{"DejaVu Serif Bold 20", 0, false, "#000000", "title"};
const TextLook kAbout{"DejaVu Serif Italic 10", 0, false, "#333333", "about"};
const TextLook kHeading{"DejaVu Serif Bold 13", 0, false, "#000000", "heading"};
const TextLook kSubhead{"DejaVu Sans Bold 10", 0, false, "#000000", "subheading"};
const TextLook kBody{"DejaVu Sans 9", 0, false, "#000000", "body"};

SetText text_at(const std::string& text, TextLook look, double width) {
  look.width = width;
  return set_text(text, look);
}

// A column of text pieces and figures, each centred or left-aligned, one under another.
class Stack {
 public:
  explicit Stack(double width) : width_(width) {}
  void text(const std::string& t, const TextLook& look, double space_before = 0) {
    if (t.empty()) return;
    SetText s = text_at(t, look, width_);
    y_ += space_before;
    translate(s.lines, {0, y_});
    for (auto& it : to_scene(s.lines)) items_.push_back(std::move(it));
    y_ += s.height;
  }
  void figure(const Figure& f, double space_before = 2) {
    y_ += space_before;
    items_.push_back(group_item("figure", std::make_shared<pp::Items>(f.items), Affine::translate((width_ - f.width) / 2, y_)));
    y_ += f.height;
  }
  Block block(const std::string& id, bool keep_with_next = false) const {
    Block b;
    b.items = items_;
    b.width = width_;
    b.height = y_;
    b.id = id;
    b.keep_with_next = keep_with_next;
    return b;
  }

 private:
  double width_;
  double y_ = 0;
  pp::Items items_;
};

Block heading(const std::string& text, double width) {
  Stack s(width);
  s.text(text, kHeading, 2);
  return s.block("heading " + text, true);
}

std::string setup_caption(const Layout& layout) {
  return layout.board.shape() == rules::CellShape::Square ? "The starting position. White moves first, up the board."
                                                          : "The starting position.";
}

}  // namespace

std::vector<FlowPage> rules_sheet(const Layout& layout, const Theme& theme, const Paper& paper) {
  const SheetSpec sheet = read_sheet(layout.doc.origin("sheet"), layout.doc.root["sheet"]);
  const auto game = game_of(layout);
  const PageBox box{paper.width_mm, paper.height_mm, std::max(12.0, layout.print.margin_mm), 5};
  const double full = box.content().w, half = (full - box.gap) / 2;
  std::vector<Block> blocks;

  Stack title(full);
  title.text(layout.title, kTitle);
  title.text(layout.about, kAbout, 1.5);
  title.text(sheet.intro, kBody, 3);
  blocks.push_back(title.block("title"));

  blocks.push_back(heading("Board and setup", full));
  Stack setup(full);
  FigureContent sc = content_of(layout, *game, {});
  sc.caption = setup_caption(layout);
  setup.figure(make_figure(layout, theme, sc, std::min(kSetupWidth, full)), 0);
  blocks.push_back(setup.block("setup"));

  blocks.push_back(heading("The pieces", full));
  for (size_t t = 0; t < game->variant().pieces.size(); ++t) {
    const auto& p = game->variant().pieces[t];
    Stack entry(half);
    entry.text(p.name + " (" + std::string(1, p.letter) + ")", kSubhead);
    entry.figure(make_figure(layout, theme, piece_content(layout, *game, static_cast<int>(t)), kFigureWidth));
    auto d = sheet.pieces.find(p.letter);
    entry.text(d == sheet.pieces.end() ? "" : d->second, kBody, 2);
    blocks.push_back(entry.block("piece " + p.name));
  }

  if (!sheet.rules.empty()) blocks.push_back(heading("Special rules", full));
  for (const RuleSection& r : sheet.rules) {
    Stack entry(half);
    entry.text(r.title, kSubhead);
    entry.text(r.text, kBody, 1.5);
    entry.figure(make_figure(layout, theme, content_of(layout, *game, r.diagram), std::min(r.diagram.width_mm, kFigureWidth)));
    blocks.push_back(entry.block("rule " + r.title));
  }
  auto pages = flow(blocks, box);
  for (size_t i = 0; i < pages.size(); ++i) {
    pages[i].page.title = layout.title + " - rules, page " + std::to_string(i + 1);
    // A footer with the page number, inside the margin band's inner edge.
    const std::string foot = layout.title + " - " + std::to_string(i + 1) + " of " + std::to_string(pages.size());
    pages[i].page.items.push_back(text_item("footer", foot, {box.width / 2, box.height - box.margin / 2},
                                            "DejaVu Sans 7", Colour{0.3, 0.3, 0.3, 1}, Align::Centre, VAlign::Middle));
  }
  return pages;
}

std::vector<NamedFigure> layout_diagrams(const Layout& layout, const Theme& theme) {
  const auto game = game_of(layout);
  std::vector<NamedFigure> out;
  auto add = [&](const std::string& name, const FigureContent& c, double width) {
    const Figure f = make_figure(layout, theme, c, width);
    out.push_back({"diagram-" + name, figure_page(f, 2, layout.title + " - " + name)});
  };
  FigureContent setup = content_of(layout, *game, {});
  setup.caption = setup_caption(layout);
  add("setup", setup, kSetupWidth);
  for (size_t t = 0; t < game->variant().pieces.size(); ++t) {
    FigureContent c = piece_content(layout, *game, static_cast<int>(t));
    c.caption = game->variant().pieces[t].name;
    add("piece-" + slug(game->variant().pieces[t].name), c, 80);
  }
  if (const auto list = layout.doc.root["diagrams"])
    for (const auto& d : read_diagrams(layout.doc.origin("diagrams"), list)) add(d.name, content_of(layout, *game, d), d.width_mm);
  const SheetSpec sheet = read_sheet(layout.doc.origin("sheet"), layout.doc.root["sheet"]);
  for (const auto& r : sheet.rules) add(r.diagram.name, content_of(layout, *game, r.diagram), r.diagram.width_mm);
  return out;
}

}  // namespace pp::diagram

namespace pp {

void make_diagram_sheets(RenderContext& context, std::vector<SheetSet>& sets) {
  for (auto& f : diagram::layout_diagrams(context.layout, context.theme))
    sets.push_back({"diagram", {std::move(f.page)}, f.name, {"svg", "pdf"}});
}

void make_rules_sheets(RenderContext& context, std::vector<SheetSet>& sets) {
  SheetSet set{"rules", {}, "", {"pdf"}};
  for (auto& p : diagram::rules_sheet(context.layout, context.theme, context.paper)) set.pages.push_back(std::move(p.page));
  sets.push_back(std::move(set));
}

}  // namespace pp

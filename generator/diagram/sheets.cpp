#include "diagram/sheets.h"

#include <algorithm>

#include "common/yaml_at.h"
#include "diagram/make.h"
#include "diagram/native_cells.h"
#include "diagram/promotion_text.h"
#include "diagram/sheet_blocks.h"
#include "diagram/text.h"
#include "geometry/cells.h"
#include "tokens/token_list.h"

namespace pp::diagram {
namespace {

constexpr double kSetupWidth = 120, kFigureWidth = 66;

// The side the setup gives the move to: the first, unless two sides' position text says b (Argess).
size_t first_mover(const Layout& layout) {
  const std::string& fen = layout.variant.setup_fen;
  const size_t space = fen.find(' ');
  return layout.variant.sides == 2 && space != std::string::npos && fen.compare(space + 1, 2, "b ") == 0 ? 1 : 0;
}

std::string setup_caption(const Layout& layout, const std::string& view) {
  const bool square = layout.board.shape() == rules::CellShape::Square;
  // The sides by the names the layout gives them (Xiangqi's Red, Shogi's Sente), White by default.
  const auto shown = side_display_names(layout);
  const size_t mover = first_mover(layout);
  const std::string& first = shown.at(mover);
  if (view_turns(layout, view, {"--view", 0, 0}) == 0)
    return square ? "The starting position. " + first + " moves first, " + (mover == 0 ? "up" : "down") + " the board."
                  : "The starting position.";
  const auto names = side_names(layout);
  const auto seat = std::find(names.begin(), names.end(), view);
  const std::string& seen = seat == names.end() ? view : shown[static_cast<size_t>(seat - names.begin())];
  return "The starting position, seen from " + seen + "'s side." +
         (square && layout.variant.sides == 2
              ? " " + first + " moves first, " + (mover == 0 ? "down" : "up") + " the board."
              : "");
}

// The spec as the sheet draws it: seen from `view` unless it names a view of its own.
DiagramSpec viewed(DiagramSpec spec, const std::string& view) {
  if (spec.view.empty()) {
    spec.view = view;
    spec.view_pos = {"--view", 0, 0};
  }
  return spec;
}

// A square-celled board taller than wide (Goro goro shogi's and Clobber's 5x6) drawn at a piece
// figure's `width` would stand taller than a square board's and push the first piece off page
// one: it is drawn as high as a square board of that width is, where its cells are large enough
// to allow it (a width already widened for legible cells stays). The setup figure too, which
// page one may then shrink by a quarter (fit_first_page).
double upright(const Layout& layout, double width, double base) {
  if (layout.board.shape() != rules::CellShape::Square || width > base) return width;
  const pp::Rect cells = board_geometry(layout, 0).cells_bounds;
  return cells.h > cells.w ? width * cells.w / cells.h : width;
}

// Page one holds the title, the board and the first piece when a slightly smaller setup figure
// lets it, rather than leave a third of the page empty; when nothing would and `grow` (a board
// of many small cells), the setup figure takes the page's whole width instead. `make` draws the
// setup block at a width.
template <class Make>
void fit_first_page(std::vector<Block>& blocks, size_t setup_at, const PageBox& box, double width, bool grow,
                    Make&& make) {
  const size_t first = setup_at + 2;  // the first piece, after the pieces heading
  if (first >= blocks.size()) return;
  auto one_page = [&](const Block& setup) {
    std::vector<Block> prefix(blocks.begin(), blocks.begin() + static_cast<std::ptrdiff_t>(first) + 1);
    prefix[setup_at] = setup;
    return flow(prefix, box).size() == 1;
  };
  if (one_page(blocks[setup_at])) return;
  double used = 0;
  for (size_t i = 0; i <= first; ++i) used += blocks[i].height + (i ? box.gap : 0);
  const double lacking = used - box.content().h, tall = blocks[setup_at].height;
  // The figure's height follows its width; a board more than a quarter smaller is not worth it.
  for (double w = width * (tall - lacking - 1) / tall; w >= 0.75 * width; w -= 3) {
    Block smaller = make(w);
    if (one_page(smaller)) {
      blocks[setup_at] = std::move(smaller);
      return;
    }
  }
  if (!grow || width >= box.content().w) return;
  Block larger = make(box.content().w);
  std::vector<Block> prefix(blocks.begin(), blocks.begin() + static_cast<std::ptrdiff_t>(setup_at) + 1);
  prefix[setup_at] = larger;
  if (flow(prefix, box).size() == 1) blocks[setup_at] = std::move(larger);
}

}  // namespace

std::shared_ptr<const rules::Game> check_layout(const Layout& layout) {
  if (!layout.has_variant) return nullptr;
  std::shared_ptr<const rules::Game> game = layout.game ? layout.game : game_of(layout);
  for (const auto& d : layout.diagrams) content_of(layout, *game, d);
  for (const auto& r : layout.sheet.rules) content_of(layout, *game, r.diagram);
  return game;
}

std::vector<FlowPage> rules_sheet(const Layout& layout, const Theme& theme, const Paper& paper,
                                  const std::string& view) {
  return rules_sheet(layout, *game_of(layout), theme, paper, view);
}

std::vector<FlowPage> rules_sheet(const Layout& layout, const rules::Game& rules, const Theme& theme,
                                  const Paper& paper, const std::string& view, RunCache* cache) {
  const SheetSpec& sheet = layout.sheet;
  const rules::Game* game = &rules;
  const auto art = piece_art(theme, cache);
  const ArtStyle* pieces = art ? &*art : nullptr;
  const PageBox box{paper.width_mm, paper.height_mm, std::max(12.0, layout.print.margin_mm), 5};
  const double full = box.content().w, half = (full - box.gap) / 2;
  // Boards of many small cells get figures wide enough to read, beside their words.
  const double wide_w = std::min(full, default_width(layout, theme, kFigureWidth));
  const double figure_w = upright(layout, wide_w, kFigureWidth);
  std::vector<Block> blocks;
  const SheetLooks looks = sheet_looks(theme);

  Stack title(full);
  title.text(layout.title, looks.title);
  title.text(layout.about, looks.about, 1.5);
  title.text(native_cells(layout, sheet.intro), looks.body, 3);
  blocks.push_back(title.block("title"));
  // Titles are short (yaml_guard.h), so a title block too tall for the page is its intro's doing.
  const yaml::At root(layout.doc);
  blocks.back().at = sheet.intro.empty() ? root[root["title"] ? "title" : "name"].pos() : sheet.intro_pos;

  blocks.push_back(heading("Board and setup", full, looks));
  FigureContent sc = content_of(layout, *game, viewed({}, view));
  sc.caption = setup_caption(layout, view);
  auto setup_block = [&](double width) {
    Stack setup(full);
    setup.figure(make_figure(layout, theme, sc, width, {}, pieces), 0);
    return setup.block("setup");
  };
  const double setup_w = upright(layout, std::min(full, default_width(layout, theme, kSetupWidth)), kSetupWidth);
  blocks.push_back(setup_block(setup_w));
  const size_t setup_at = blocks.size() - 1;

  blocks.push_back(heading("The pieces", full, looks));
  const std::string promotes = promotion_text(game->variant());
  for (size_t t = 0; t < game->variant().pieces.size(); ++t) {
    const auto& p = game->variant().pieces[t];
    const std::string key = (p.promoted ? "+" : "") + std::string(1, p.letter);
    auto d = sheet.pieces.find(key);
    std::vector<Words> words = {{d == sheet.pieces.end() ? "" : d->second, looks.body}};
    if (p.pawn) words.push_back({promotes, looks.promotion});
    FigureContent c = piece_content(layout, *game, static_cast<int>(t));
    c.turns = sc.turns;
    const Figure f = make_figure(layout, theme, c, figure_w, {}, pieces);
    blocks.push_back(entry("piece " + p.name, p.name + " (" + key + ")", {}, f, words, half, full, box.gap, looks));
    if (d != sheet.pieces.end()) blocks.back().at = sheet.piece_pos.at(key);
  }
  fit_first_page(blocks, setup_at, box, setup_w, wide_w > kFigureWidth, setup_block);

  if (!sheet.rules.empty()) blocks.push_back(heading("Special rules", full, looks));
  for (const RuleSection& r : sheet.rules) {
    const double w = r.diagram.width_mm > 0 ? std::min(r.diagram.width_mm, figure_w) : figure_w;
    const Figure f = make_figure(layout, theme, content_of(layout, *game, viewed(r.diagram, view)), w, {}, pieces);
    blocks.push_back(entry("rule " + r.title, r.title, {{native_cells(layout, r.text), looks.body, 1.5}}, f, {}, half,
                           full, box.gap, looks));
    blocks.back().at = r.pos;
  }
  auto pages = flow(blocks, box);
  for (size_t i = 0; i < pages.size(); ++i) {
    pages[i].page.title = layout.title + " - rules, page " + std::to_string(i + 1);
    // A footer with the page number, inside the margin band's inner edge.
    const std::string foot = layout.title + " - " + std::to_string(i + 1) + " of " + std::to_string(pages.size());
    pages[i].page.items.push_back(text_item("footer", foot, {box.width / 2, box.height - box.margin / 2},
                                            theme.text.page_numbers.pango(), Colour{0.3, 0.3, 0.3, 1}, Align::Centre,
                                            VAlign::Middle));
  }
  return pages;
}

std::vector<NamedFigure> layout_diagrams(const Layout& layout, const Theme& theme, const std::string& view) {
  return layout_diagrams(layout, *game_of(layout), theme, view);
}

std::vector<NamedFigure> layout_diagrams(const Layout& layout, const rules::Game& rules, const Theme& theme,
                                         const std::string& view, RunCache* cache) {
  const rules::Game* game = &rules;
  const auto art = piece_art(theme, cache);
  std::vector<NamedFigure> out;
  auto add = [&](const std::string& name, const FigureContent& c, double width) {
    const Figure f = make_figure(layout, theme, c, width, {}, art ? &*art : nullptr);
    out.push_back({"diagram-" + name, figure_page(f, 2, layout.title + " - " + name)});
  };
  FigureContent setup = content_of(layout, *game, viewed({}, view));
  setup.caption = setup_caption(layout, view);
  add("setup", setup, default_width(layout, theme, kSetupWidth));
  for (size_t t = 0; t < game->variant().pieces.size(); ++t) {
    FigureContent c = piece_content(layout, *game, static_cast<int>(t));
    c.caption = game->variant().pieces[t].name;
    c.turns = setup.turns;
    add("piece-" + slug(game->variant().pieces[t].name), c, 0);
  }
  for (const auto& d : layout.diagrams) add(d.name, content_of(layout, *game, viewed(d, view)), d.width_mm);
  for (const auto& r : layout.sheet.rules)
    add(r.diagram.name, content_of(layout, *game, viewed(r.diagram, view)), r.diagram.width_mm);
  return out;
}

}  // namespace pp::diagram

namespace pp {
namespace {

// The layout's rules, compiled by its check (Layout::game) or else by the first kind of sheet
// that needs them, and kept in the context for the next: a big variant's attack tables take
// longer to build than its diagrams.
const rules::Game& shared_game(RenderContext& context) {
  if (!context.game) context.game = context.layout.game ? context.layout.game : diagram::game_of(context.layout);
  return *context.game;
}

}  // namespace

void make_diagram_sheets(RenderContext& context, std::vector<SheetSet>& sets) {
  if (!context.layout.has_variant) return;  // a board alone
  for (auto& f : diagram::layout_diagrams(context.layout, shared_game(context), context.theme, context.options.view,
                                          &context.cache))
    sets.push_back({SheetKind::Diagram, {std::move(f.page)}, f.name, {&kSvg, &kPdf}});
}

void make_rules_sheets(RenderContext& context, std::vector<SheetSet>& sets) {
  if (!context.layout.has_variant) return;  // a board alone
  SheetSet set{SheetKind::Rules, {}, "", {&kPdf}};
  for (auto& p : diagram::rules_sheet(context.layout, shared_game(context), context.theme, context.paper,
                                      context.options.view, &context.cache))
    set.pages.push_back(std::move(p.page));
  sets.push_back(std::move(set));
}

}  // namespace pp

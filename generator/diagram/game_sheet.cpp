#include "diagram/game_sheet.h"

#include <algorithm>

#include "diagram/native_cells.h"
#include "diagram/sheet_blocks.h"
#include "diagram/text.h"
#include "rules/notation/fen.h"
#include "rules/notation/native.h"
#include "rules/play/movegen.h"
#include "rules/play/position.h"

namespace pp::diagram {
namespace {

// [%cal] colours as chess programs draw them: green, red, yellow, blue.
std::string arrow_colour(char c) {
  switch (c) {
    case 'R': return "#d55e00";
    case 'Y': return "#e69f00";
    case 'B': return "#0072b2";
    default: return "#009e73";
  }
}

int cell_named(const Layout& layout, const std::string& name, const std::string& what, const std::string& file) {
  const int id = layout.board.find(name);
  if (id < 0) throw InputError({file, 0, 0}, what + ": no cell '" + name + "' on this board");
  return id;
}

// Where a command names its cells: after its colour letter, if it has one.
std::string cells_of(const std::string& item) {
  return !item.empty() && std::isupper(static_cast<unsigned char>(item[0])) ? item.substr(1) : item;
}

// The move as the layout's players write it: "12. Nf3", "12... Nc6"; Shogi numbers plies,
// "7 ▲7六歩" or "7. P-7f"; Xiangqi "3. C2.5".
std::string move_label(const Layout& layout, const rules::Game& game, const rules::PlayedGame& played, size_t i,
                       const BookLetters* book, MoveText writer) {
  const rules::Coordinates style = layout.coordinate_style;
  std::string text = book ? book_move(played.san[i], *book, game.variant()) : played.san[i];
  if (writer) {
    text = writer(game, played.positions[i], played.moves[i]);
  } else if (style != rules::Coordinates::Algebraic) {
    rules::Position before = played.positions[i];
    std::vector<rules::Move> legal;
    rules::generate_legal(game, before, legal);
    text = rules::native_move(style, game, before, played.moves[i], legal, i > 0 ? played.moves[i - 1].to : -1);
  }
  const std::string ply = std::to_string(i + 1);
  if (style == rules::Coordinates::Japanese) return ply + " " + text;
  if (style == rules::Coordinates::JapaneseLetters) return ply + ". " + text;
  return std::to_string(played.numbers[i]) + (played.sides[i] == 0 ? ". " : "... ") + text;
}

constexpr double kGap = 5, kSmallest = 50;  // mm between figures; the narrowest a figure gets

}  // namespace

GamePosition game_position(const Layout& layout, const rules::Game& game, const rules::PgnGame& pgn,
                           const rules::PlayedGame& played, int ply, int turns, const std::string& file,
                           const BookLetters* book, MoveText writer) {
  GamePosition out;
  out.ply = ply;
  const rules::PgnPly& said = ply == 0 ? pgn.start : pgn.plies[static_cast<size_t>(ply - 1)];
  DiagramSpec spec;
  spec.fen = rules::to_fen(game.variant(), game.board(), played.positions[static_cast<size_t>(ply)]);
  out.content = content_of(layout, game, spec);
  out.content.turns = turns;
  if (ply > 0) {
    const size_t i = static_cast<size_t>(ply - 1);
    const rules::Move& m = played.moves[i];
    out.move = move_label(layout, game, played, i, book, writer);
    for (int c : {static_cast<int>(m.from), static_cast<int>(m.to)})
      if (c >= 0) out.content.marks.emplace_back(c, marks::Highlight, 0);  // a drop comes from no cell
  } else {
    out.move = "Start";
  }
  // Cells named as the caption under a diagram names them: by the board's labels.
  out.words = native_comment(layout, pgn, book ? book_text(said.comment, *book, game.variant()) : said.comment);
  for (const auto& s : said.squares)
    out.content.marks.emplace_back(cell_named(layout, cells_of(s), "[%csl " + s + "]", file), marks::Highlight, 0);
  for (const auto& a : said.arrows) {
    // Two cell names run together: the second starts at the first letter after a digit.
    const std::string cells = cells_of(a);
    size_t split = 0;
    for (size_t k = 1; k < cells.size(); ++k)
      if (std::isalpha(static_cast<unsigned char>(cells[k])) && std::isdigit(static_cast<unsigned char>(cells[k - 1])))
        split = k;
    const std::string what = "[%cal " + a + "]";
    if (split == 0) throw InputError({file, 0, 0}, what + ": an arrow is a colour and two cells, like Ge2e4");
    out.content.arrows.push_back(
        {{cell_named(layout, cells.substr(0, split), what, file), cell_named(layout, cells.substr(split), what, file)},
         false,
         arrow_colour(a[0])});
  }
  return out;
}

void keep_hand_room(std::vector<GamePosition>& positions) {
  const bool any =
      std::any_of(positions.begin(), positions.end(), [](const GamePosition& p) { return !p.content.hand.empty(); });
  for (GamePosition& p : positions) p.content.hand_room = any;
}

std::vector<FlowPage> game_sheet(const Layout& layout, const Theme& theme, const Paper& paper, const std::string& title,
                                 const std::vector<GamePosition>& positions) {
  const PageBox box{paper.width_mm, paper.height_mm, std::max(12.0, layout.print.margin_mm), kGap};
  const double full = box.content().w;
  // As many to a row as leave each figure at least as wide as its cells need (and kSmallest).
  const double least = std::max(kSmallest, default_width(layout, theme, kSmallest));
  const int columns = std::clamp(static_cast<int>((full + kGap) / (least + kGap)), 1, 3);
  const double width = (full - (columns - 1) * kGap) / columns;
  const auto art = piece_art(theme);
  FigureLook look;
  look.legend = false;
  std::vector<Block> blocks;
  Stack head(full);
  const SheetLooks looks = sheet_looks(theme);
  head.text(title, looks.heading);
  blocks.push_back(head.block("title"));
  for (const GamePosition& p : positions) {
    Stack s(width);
    s.figure(make_figure(layout, theme, p.content, width, look, art ? &*art : nullptr), 0);
    s.text(p.move, looks.subheading, 1.5);
    s.text(p.words, {theme.text.caption.pango(), 0, false, "#000000", "caption"}, 1);
    blocks.push_back(s.block("ply " + std::to_string(p.ply)));
  }
  auto pages = flow(blocks, box);
  for (size_t i = 0; i < pages.size(); ++i) {
    pages[i].page.title = title + ", page " + std::to_string(i + 1);
    const std::string foot = title + " - " + std::to_string(i + 1) + " of " + std::to_string(pages.size());
    pages[i].page.items.push_back(text_item("footer", foot, {box.width / 2, box.height - box.margin / 2},
                                            theme.text.page_numbers.pango(), Colour{0.3, 0.3, 0.3, 1}, Align::Centre,
                                            VAlign::Middle));
  }
  return pages;
}

Page game_diagram(const Layout& layout, const Theme& theme, const GamePosition& position, const std::string& title) {
  FigureContent c = position.content;
  c.caption = position.move + (position.words.empty() ? "" : ": " + position.words);
  FigureLook look;
  look.legend = false;
  return figure_page(make_figure(layout, theme, c, 0, look), 2, title + " - " + position.move);
}

Page game_frame(const Layout& layout, const Theme& theme, const GamePosition& position, const ArtStyle* pieces) {
  FigureContent c = position.content;
  c.caption = position.move;
  FigureLook look;
  look.legend = false;
  look.caption.font = theme.text.move.pango();
  look.caption.classes = "move";
  return figure_page(make_figure(layout, theme, c, 0, look, pieces), 2, position.move);
}

}  // namespace pp::diagram

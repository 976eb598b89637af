#include "diagram/make.h"

#include <algorithm>
#include <cctype>
#include <cmath>

#include "art/side_style.h"
#include "diagram/native_cells.h"
#include "diagram/palette.h"
#include "rules/notation/fen.h"
#include "rules/play/position.h"
#include "rules/topology/topology.h"
#include "tokens/token_list.h"

namespace pp::diagram {
namespace {

int cell_of(const Layout& layout, const std::string& name, const SourcePos& pos) {
  const int id = layout.board.find(name);
  if (id < 0) {
    const auto& b = layout.board;
    throw InputError(pos, "no cell '" + name + "' on this board (" + b.cell(0).name + " to " +
                              b.cell(b.size() - 1).name + ")");
  }
  return id;
}

void add_pieces(const rules::Game& game, const rules::Position& pos, FigureContent& out) {
  for (int c = 0; c < game.board().size(); ++c) {
    const rules::Piece p = pos.board[static_cast<size_t>(c)];
    if (!p) continue;
    if (rules::is_wall(p)) {
      out.marks.emplace_back(c, *mark_by_name("wall"), 0);
      continue;
    }
    const auto& type = game.variant().pieces[static_cast<size_t>(rules::type_of(p))];
    out.pieces.push_back({c, type.letter, rules::side_of(p), type.promoted});
  }
}

void add(const Illustration& ill, FigureContent& out, std::vector<int>* legal) {
  out.marks.insert(out.marks.end(), ill.marks.begin(), ill.marks.end());
  out.arrows.insert(out.arrows.end(), ill.arrows.begin(), ill.arrows.end());
  if (legal) legal->insert(legal->end(), ill.destinations.begin(), ill.destinations.end());
}

// The cell nearest the middle of the board (the lower-left of the middle four on even squares).
int middle_cell(const rules::Board& b) {
  if (b.shape() == rules::CellShape::Square) return b.at((b.files() - 1) / 2, (b.ranks() - 1) / 2);
  double cx = 0, cy = 0;
  for (const auto& c : b.cells()) cx += c.x, cy += c.y;
  cx /= b.size(), cy /= b.size();
  int best = 0;
  double best_d = 1e300;
  for (int i = 0; i < b.size(); ++i) {
    const double d = std::hypot(b.cell(i).x - cx, b.cell(i).y - cy);
    if (d < best_d) best_d = d, best = i;
  }
  return best;
}

}  // namespace

int view_turns(const Layout& layout, const std::string& view, const SourcePos& pos) {
  if (view.empty()) return 0;
  const int sides = layout.has_variant ? layout.variant.sides : 2;
  const auto names = side_names(layout);
  for (size_t s = 0; s < names.size(); ++s)
    if (names[s] == view) return layout.board.topology().turns(static_cast<int>(s), sides);
  std::string list;
  for (const auto& n : names) list += (list.empty() ? "" : ", ") + n;
  throw InputError(pos, "no side '" + view + "' in " + (layout.title.empty() ? layout.name : layout.title) +
                            "; views: " + list);
}

std::unique_ptr<rules::Game> game_of(const Layout& layout) {
  if (!layout.has_variant) throw InputError({layout.file(), 1, 1}, "the layout has no pieces to draw");
  return std::make_unique<rules::Game>(layout.board, layout.variant);
}

// `moves: [P@]`: where White may drop the P it holds (p@: Black's p), as the rules core allows.
Illustration hand_drops(const rules::Game& game, const rules::Position& pos, char letter, const SourcePos& at) {
  const int side = std::isupper(static_cast<unsigned char>(letter)) ? 0 : 1;
  const int type = game.variant().type_index(static_cast<char>(std::toupper(static_cast<unsigned char>(letter))));
  if (type < 0) throw InputError(at, std::string("no piece '") + letter + "' in this game to show the drops of");
  if (game.sides() != 2 || pos.hand[static_cast<size_t>(side)][static_cast<size_t>(type)] == 0)
    throw InputError(at, std::string("no ") + letter + " in " + (side == 0 ? "White" : "Black") +
                             "'s hand to show the drops of");
  return drops_of(game, pos, side, type);
}

FigureContent content_of(const Layout& layout, const rules::Game& game, const DiagramSpec& spec,
                         std::vector<int>* legal) {
  FigureContent out;
  out.caption = native_cells(layout, spec.caption);
  out.turns = view_turns(layout, spec.view, spec.view_pos);
  const std::string fen = spec.fen.empty() ? game.variant().setup_fen : spec.fen;
  rules::Position pos;
  try {
    pos = rules::parse_fen(game.variant(), game.board(), fen, false);
  } catch (const rules::FenError& e) {
    throw InputError(spec.fen.empty() ? SourcePos{layout.file(), 0, 0} : spec.fen_pos, e.what());
  }
  add_pieces(game, pos, out);
  out.hand = hands_of(game, pos);
  for (size_t i = 0; i < spec.moves.size(); ++i) {
    const SourcePos& at = i < spec.moves_pos.size() ? spec.moves_pos[i] : spec.pos;
    if (spec.moves[i].size() == 2 && spec.moves[i][1] == '@') {
      add(hand_drops(game, pos, spec.moves[i][0], at), out, legal);
      continue;
    }
    const int cell = cell_of(layout, spec.moves[i], at);
    if (!pos.board[static_cast<size_t>(cell)] || rules::is_wall(pos.board[static_cast<size_t>(cell)]))
      throw InputError(at, "no piece on " + spec.moves[i] + " to show the moves of");
    add(moves_of(game, pos, cell), out, legal);
    out.movers.push_back(cell);
  }
  // Colours stay names here; make_figure reads them in the theme's palette.
  for (const auto& m : spec.marks)
    out.marks.emplace_back(cell_of(layout, m.cell, m.pos), m.kind, 0, m.colour, m.colour);
  for (const auto& a : spec.arrows)
    out.arrows.push_back({{cell_of(layout, a.from, a.pos), cell_of(layout, a.to, a.pos)}, false, a.colour, a.width_mm});
  return out;
}

FigureContent piece_content(const Layout& layout, const rules::Game& game, int type, std::vector<int>* legal) {
  const rules::Board& b = game.board();
  const auto& piece = game.variant().pieces[static_cast<size_t>(type)];
  const int middle = middle_cell(b);
  int cell = middle;
  if (piece.pawn) {
    // On its own starting cell nearest the middle, so its first-move runs show.
    double best = 1e300;
    for (const auto& p : game.variant().setup) {
      const double d = std::hypot(b.cell(p.cell).x - b.cell(middle).x, b.cell(p.cell).y - b.cell(middle).y);
      if (p.letter == piece.letter && p.side == 0 && d < best) best = d, cell = p.cell;
    }
  }
  Illustration shown = piece_alone(game, type, 0, cell);
  if (shown.destinations.empty()) {
    // A piece kept to some cells (Xiangqi's General in its palace) may have no move from the
    // middle: then it stands where it has the most, nearest the middle.
    double best = 1e300;
    size_t most = 0;
    for (int c = 0; c < b.size(); ++c) {
      Illustration there = piece_alone(game, type, 0, c);
      const double d = std::hypot(b.cell(c).x - b.cell(middle).x, b.cell(c).y - b.cell(middle).y);
      const size_t n = there.destinations.size();
      if (n > most || (n == most && n > 0 && d < best)) most = n, best = d, cell = c, shown = std::move(there);
    }
  }
  FigureContent out;
  out.pieces.push_back({cell, piece.letter, 0, piece.promoted});
  for (const Standing& s : shown.others) {
    const auto& other = game.variant().pieces[static_cast<size_t>(s.type)];
    out.pieces.push_back({s.cell, other.letter, s.side, other.promoted});
  }
  out.movers.push_back(cell);
  add(shown, out, legal);
  (void)layout;
  return out;
}

std::optional<ArtStyle> piece_art(const Theme& theme, RunCache* cache) {
  if (!theme.has_pieces) return std::nullopt;
  return load_art_style(theme, cache);
}

Figure make_figure(const Layout& layout, const Theme& theme, const FigureContent& content, double width,
                   const FigureLook& look, const ArtStyle* pieces) {
  if (width <= 0) width = default_width(layout, theme, kDiagramWidth);
  std::vector<bool> occupied(static_cast<size_t>(layout.board.size()), false);
  for (const auto& p : content.pieces) occupied[static_cast<size_t>(p.cell)] = true;
  const BoardArt art =
      diagram_art(layout, theme, width, occupied, content.turns, content.region ? &*content.region : nullptr);
  FigureContent shown = content;
  const Palette palette = load_palette(theme);
  for (auto& m : shown.marks)
    if (!m.colour.empty()) m.colour = resolve(palette, m.colour);
  for (auto& a : shown.arrows) a.colour = resolve(palette, a.colour);
  // The theme's piece drawings, coloured per side; a theme without piece art keeps letter tokens.
  std::optional<ArtStyle> loaded;
  if (!pieces && shown.looks.empty() && (loaded = piece_art(theme))) pieces = &*loaded;
  if (pieces && shown.looks.empty()) {
    const ArtStyle& style = *pieces;
    const auto names = side_names(layout);
    const auto look_of = [&](int side_index, char letter, bool promoted) {
      const auto& side = style.side(names[static_cast<size_t>(side_index) % names.size()]);
      const rules::PieceType* type = layout.has_variant ? layout.variant.piece(letter, promoted) : nullptr;
      const std::string piece_name = type ? type->name : std::string(1, letter);
      // A turned side's pieces point down the page, unless the view turns the board half round.
      const bool turned =
          !layout.turned.empty() && layout.side_turned(side_index) != (content.turns % 2 == 1 && names.size() == 2);
      return PieceLook{
          style.drawing(letter, layout.art_of(letter, promoted), piece_name, side.name, layout.name).string(),
          art::stylesheet(side.piece), side.piece, turned, art::moves_of(layout, letter, promoted)};
    };
    for (const auto& p : shown.pieces) shown.looks.push_back(look_of(p.side, p.letter, p.promoted));
    for (const auto& h : shown.hand) shown.hand_looks.push_back(look_of(h.side, h.letter, false));
  }
  FigureLook themed = look;
  // A look that names its own font keeps it (an animated game's move line).
  if (themed.caption.font.empty()) themed.caption.font = theme.text.caption.pango();
  if (themed.legend_look.text.font.empty()) themed.legend_look.text.font = theme.text.legend.pango();
  themed.letters = theme.text.piece_letters;
  themed.counts = theme.text.hand_counts;
  return compose(art, layout.shape == "square", shown, width, themed);
}

}  // namespace pp::diagram

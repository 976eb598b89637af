#include "make.h"

#include <pango/pango-font.h>

#include <algorithm>
#include <cmath>

#include "art/side_style.h"
#include "position.h"
#include "tokens/token_list.h"

namespace pp::diagram {
namespace {

int cell_of(const Layout& layout, const std::string& name, const rules::SourcePos& pos) {
  const int id = layout.board.find(name);
  if (id < 0) {
    const auto& b = layout.board;
    throw rules::InputError(pos, "no cell '" + name + "' on this board (" + b.cell(0).name + " to " +
                                     b.cell(b.size() - 1).name + ")");
  }
  return id;
}

void add_pieces(const rules::Game& game, const rules::Position& pos, FigureContent& out) {
  for (int c = 0; c < game.board().size(); ++c) {
    const rules::Piece p = pos.board[static_cast<size_t>(c)];
    if (p) out.pieces.push_back({c, game.variant().pieces[static_cast<size_t>(rules::type_of(p))].letter, rules::side_of(p)});
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

std::unique_ptr<rules::Game> game_of(const Layout& layout) {
  rules::Variant v = layout.has_variant ? layout.variant : rules::load_variant(layout.file(), layout.doc.root, layout.board);
  return std::make_unique<rules::Game>(layout.board, std::move(v));
}

FigureContent content_of(const Layout& layout, const rules::Game& game, const DiagramSpec& spec, std::vector<int>* legal) {
  FigureContent out;
  out.caption = spec.caption;
  const std::string fen = spec.fen.empty() ? game.variant().setup_fen : spec.fen;
  rules::Position pos;
  try {
    pos = rules::parse_fen(game.variant(), game.board(), fen, false);
  } catch (const rules::FenError& e) {
    throw rules::InputError(spec.fen.empty() ? rules::SourcePos{layout.file(), 0, 0} : spec.fen_pos, e.what());
  }
  add_pieces(game, pos, out);
  for (size_t i = 0; i < spec.moves.size(); ++i) {
    const rules::SourcePos& at = i < spec.moves_pos.size() ? spec.moves_pos[i] : spec.pos;
    const int cell = cell_of(layout, spec.moves[i], at);
    if (!pos.board[static_cast<size_t>(cell)]) throw rules::InputError(at, "no piece on " + spec.moves[i] + " to show the moves of");
    add(moves_of(game, pos, cell), out, legal);
  }
  for (const auto& m : spec.marks) out.marks.push_back({cell_of(layout, m.cell, m.pos), m.kind, 0});
  for (const auto& a : spec.arrows)
    out.arrows.push_back({{cell_of(layout, a.from, a.pos), cell_of(layout, a.to, a.pos)}, false, "#0072b2"});
  return out;
}

FigureContent piece_content(const Layout& layout, const rules::Game& game, int type, std::vector<int>* legal) {
  const rules::Board& b = game.board();
  const auto& piece = game.variant().pieces[static_cast<size_t>(type)];
  int cell = middle_cell(b);
  if (piece.pawn && b.shape() == rules::CellShape::Square) {
    // On its own starting rank, so its first-move runs show.
    for (const auto& p : game.variant().setup)
      if (p.letter == piece.letter && p.side == 0) {
        cell = b.at((b.files() - 1) / 2, b.cell(p.cell).y);
        break;
      }
  }
  FigureContent out;
  out.pieces.push_back({cell, piece.letter, 0});
  add(piece_alone(game, type, 0, cell), out, legal);
  (void)layout;
  return out;
}

BoardArt diagram_art(const Layout& layout, const Theme& theme, double width) {
  Theme small = theme;
  small.board.frame_mm = std::clamp(width * 0.05, 3.5, 6.0);
  PangoFontDescription* font = pango_font_description_from_string(small.board.coord_font.c_str());
  pango_font_description_set_size(font, static_cast<int>(small.board.frame_mm * 1.5 * PANGO_SCALE));
  char* text = pango_font_description_to_string(font);
  small.board.coord_font = text;
  g_free(text);
  pango_font_description_free(font);
  // Measure once at the layout's size, then redraw at the cell size that gives `width`.
  Layout sized = layout;
  const BoardArt first = build_board_art(sized, small);
  const double frame = first.bounds.w - first.geometry.cells_bounds.w;
  sized.cell_mm = layout.cell_mm * (width - frame) / first.geometry.cells_bounds.w;
  return build_board_art(sized, small);
}

Figure make_figure(const Layout& layout, const Theme& theme, const FigureContent& given, double width,
                   const FigureLook& look) {
  const BoardArt art = diagram_art(layout, theme, width);
  FigureContent content = given;
  // The theme's piece drawings, coloured per side; a theme without piece art keeps letter tokens.
  if (theme.doc.root["pieces"] && content.looks.empty()) {
    const ArtStyle style = load_art_style(theme);
    const int sides = layout.has_variant ? layout.variant.sides : 2;
    const auto names = default_side_names(sides);
    for (const auto& p : content.pieces) {
      const auto& side = style.side(names[static_cast<size_t>(p.side) % names.size()]);
      std::string piece_name(1, p.letter);
      content.looks.push_back({style.drawing(p.letter, piece_name, side.name, layout.name).string(),
                               art::stylesheet(side.piece)});
    }
  }
  return compose(art, layout.shape == "square", content, width, look);
}

}  // namespace pp::diagram

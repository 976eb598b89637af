#include "make.h"

#include <pango/pango-font.h>

#include <algorithm>

#include "position.h"

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

}  // namespace

rules::Variant variant_of(const Layout& layout) {
  return layout.has_variant ? layout.variant : rules::load_variant(layout.file(), layout.doc.root, layout.board);
}

FigureContent content_of(const Layout& layout, const rules::Variant& variant, const DiagramSpec& spec) {
  FigureContent out;
  out.caption = spec.caption;
  const std::string fen = spec.fen.empty() ? variant.setup_fen : spec.fen;
  rules::Position pos;
  try {
    pos = rules::parse_fen(variant, layout.board, fen, false);
  } catch (const rules::FenError& e) {
    throw rules::InputError(spec.fen.empty() ? rules::SourcePos{layout.file(), 0, 0} : spec.fen_pos, e.what());
  }
  for (int c = 0; c < layout.board.size(); ++c) {
    const rules::Piece p = pos.board[static_cast<size_t>(c)];
    if (p) out.pieces.push_back({c, variant.pieces[static_cast<size_t>(rules::type_of(p))].letter, rules::side_of(p)});
  }
  for (const auto& m : spec.marks) out.marks.push_back({cell_of(layout, m.cell, m.pos), m.kind, 0});
  for (const auto& a : spec.arrows)
    out.arrows.push_back({{cell_of(layout, a.from, a.pos), cell_of(layout, a.to, a.pos)}, false, "#0072b2"});
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

Figure make_figure(const Layout& layout, const Theme& theme, const DiagramSpec& spec, const FigureLook& look) {
  const BoardArt art = diagram_art(layout, theme, spec.width_mm);
  return compose(art, layout.shape == "square", content_of(layout, variant_of(layout), spec), spec.width_mm, look);
}

}  // namespace pp::diagram

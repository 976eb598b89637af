#include "pages/board_sheets.h"

#include "pages/board_pages.h"
#include "scene/board_scene.h"

namespace pp {
namespace {

struct BoardSheets {
  TilePlan plan;
  std::vector<Page> pages;
};

BoardSheets board_sheets(const Layout& layout, const Theme& theme, const Paper& paper) {
  const BoardArt art = build_board_art(layout, theme);
  BoardSheets out;
  out.plan = plan_tiles(art.bounds, art.geometry, paper, layout.print.margin_mm, layout.print.overlap_mm);
  out.pages = board_pages(layout, theme, art, out.plan, layout.print.margin_mm, layout.print.overlap_mm);
  return out;
}

}  // namespace

std::vector<Page> board_sheet_pages(const Layout& layout, const Theme& theme, const Paper& paper) {
  return board_sheets(layout, theme, paper).pages;
}

void make_board_sheets(RenderContext& context, std::vector<SheetSet>& sets) {
  BoardSheets sheets = board_sheets(context.layout, context.theme, context.paper);
  Json& board = context.manifest["board"];
  board["cells"] = context.layout.board.size();
  board["tiles"] = sheets.plan.tiles.size();
  board["sheets"] = sheets.pages.size();
  board["orientation"] = sheets.plan.landscape ? "landscape" : "portrait";
  board["cell_mm"] = context.layout.cell_mm;
  const bool map = sheets.pages.size() > sheets.plan.tiles.size();
  board["assembly_map"] = map;
  sets.push_back({SheetKind::Board, std::move(sheets.pages), "", {}, map ? "assembly map" : ""});
}

}  // namespace pp

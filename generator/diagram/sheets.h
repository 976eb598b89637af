#pragma once
// What the kit makes from the diagram module for each layout: every diagram as its own file
// (kind "diagram") and the rules sheet (kind "rules").
#include <memory>
#include <string>
#include <vector>

#include "diagram/flow.h"
#include "pages/maker.h"
#include "rules/play/game.h"

namespace pp::diagram {

// The rules sheet's pages, each with the boxes its blocks went into (for overflow checks).
// `view` (a side's name, see view_turns) turns every diagram that names no view of its own.
// `rules` is the layout's game compiled (game_of), when the caller has it already.
std::vector<FlowPage> rules_sheet(const Layout& layout, const Theme& theme, const Paper& paper,
                                  const std::string& view = "");
// `cache`: the run's (common/run_cache.h), which the piece drawings are checked through.
std::vector<FlowPage> rules_sheet(const Layout& layout, const rules::Game& rules, const Theme& theme,
                                  const Paper& paper, const std::string& view, RunCache* cache = nullptr);

// One figure per file: the setup, one per piece type, the layout's `diagrams:` and the rules
// sheet's diagrams. `name` is the file name part, "diagram-setup".
struct NamedFigure {
  std::string name;
  Page page;
};
std::vector<NamedFigure> layout_diagrams(const Layout& layout, const Theme& theme, const std::string& view = "");
std::vector<NamedFigure> layout_diagrams(const Layout& layout, const rules::Game& rules, const Theme& theme,
                                         const std::string& view, RunCache* cache = nullptr);

// Resolves every cell and position the layout's `diagrams:` and `sheet:` name against its
// rules, drawing nothing; throws InputError where a render would. Returns the rules compiled
// (Layout::game when set, so they are compiled once), null for a board alone.
std::shared_ptr<const rules::Game> check_layout(const Layout& layout);

}  // namespace pp::diagram

namespace pp {
void make_diagram_sheets(RenderContext& context, std::vector<SheetSet>& sets);
void make_rules_sheets(RenderContext& context, std::vector<SheetSet>& sets);
}  // namespace pp

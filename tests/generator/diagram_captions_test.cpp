// The sides by the names a layout gives them in captions (tokens: side-names: Shogi's Sente and
// Gote), read from the text items of the setup diagram as drawn.
#include <gtest/gtest.h>

#include <string>

#include "diagram/sheets.h"
#include "model/layout.h"
#include "model/theme.h"
#include "support/paths.h"

using namespace pp;

namespace {

// Every text below `items`, one a line.
std::string texts(const pp::Items& items) {
  std::string out;
  for (const pp::Item& it : items) {
    if (const auto* t = std::get_if<TextItem>(&it.what)) out += t->text + "\n";
    if (const auto* g = std::get_if<GroupItem>(&it.what)) out += texts(*g->children);
  }
  return out;
}

}  // namespace

TEST(DiagramCaptions, TheSidesGoByTheLayoutsNames) {
  const Theme theme = load_theme("classic");
  const auto setup_text = [&](const std::string& name, const std::string& view) {
    const Layout layout = load_layout(test::layout_path(name).string());
    for (const auto& f : diagram::layout_diagrams(layout, theme, view))
      if (f.name == "diagram-setup") return texts(f.page.items);
    return std::string();
  };
  EXPECT_NE(setup_text("shogi", "").find("Sente moves first, up the board."), std::string::npos);
  EXPECT_NE(setup_text("shogi", "black").find("seen from Gote's side. Sente moves first"), std::string::npos);
  EXPECT_NE(setup_text("minishogi", "").find("Sente moves first"), std::string::npos);
  EXPECT_NE(setup_text("chess", "").find("White moves first"), std::string::npos);
  EXPECT_NE(setup_text("xiangqi", "black").find("seen from Black's side. Red moves first"), std::string::npos);
}

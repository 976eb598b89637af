// The sides by the names a layout gives them in captions (tokens: side-names: Shogi's Sente and
// Gote), read from the text items of the setup diagram as drawn.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
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

// A setup whose position text gives Black the move (Argess) says so, and that Black moves down
// the board as drawn, or up it when seen from Black's side.
TEST(DiagramCaptions, ASetupThatGivesBlackTheMoveSaysBlackMovesFirst) {
  const Theme theme = load_theme("classic");
  const std::filesystem::path dir = test::temp_dir("black-first");
  std::filesystem::create_directories(dir);
  const std::filesystem::path file = dir / "black-first.yaml";
  std::ofstream(file) << "extends: " << test::layout_path("chess").string()
                      << "\nname: black-first\nsetup: rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 0 1\n";
  const Layout layout = load_layout(file.string());
  std::string seen[2];
  for (int i = 0; i < 2; ++i)
    for (const auto& f : diagram::layout_diagrams(layout, theme, i == 0 ? "" : "black"))
      if (f.name == "diagram-setup") seen[i] = texts(f.page.items);
  std::filesystem::remove_all(dir);
  EXPECT_NE(seen[0].find("The starting position. Black moves first, down the board."), std::string::npos) << seen[0];
  EXPECT_NE(seen[1].find("seen from Black's side. Black moves first, up the board."), std::string::npos) << seen[1];
}

// Tokens per layout = the pieces of the setup (counted here from the FEN text itself) plus the
// extras the layout declares, for every shipped layout.
#include <gtest/gtest.h>
#include <yaml-cpp/yaml.h>

#include <cctype>
#include <filesystem>
#include <fstream>

#include "common/input_error.h"
#include "common/yamldoc.h"
#include "model/layout.h"
#include "support/paths.h"
#include "tokens/token_list.h"

namespace fs = std::filesystem;
using namespace pp;

namespace {

// Letters on the board part of a FEN, or of any placement text without digits' meaning. With
// more than two armies lower-case letters name the army of the pieces after them.
int fen_pieces(const std::string& fen, bool armies) {
  int n = 0;
  for (char c : fen.substr(0, fen.find(' ')))
    n += (armies ? std::isupper(static_cast<unsigned char>(c)) : std::isalpha(static_cast<unsigned char>(c))) ? 1 : 0;
  return n;
}

}  // namespace

TEST(TokenList, EveryLayoutNeedsItsSetupPlusItsExtras) {
  int layouts = 0;
  for (const auto& file : test::layout_files()) {
    SCOPED_TRACE(file.string());
    const YAML::Node raw = pp::load_yaml_doc(file.string(), "layout").root;  // extends merged
    const Layout layout = load_layout(file.string());
    const TokenPlan plan = plan_tokens(layout);
    int extras = 0;
    if (raw["tokens"])
      for (const auto& x : raw["tokens"]["extras"])
        extras += x["count"].as<int>() * static_cast<int>(plan.sides.size());
    EXPECT_EQ(plan.total(), fen_pieces(raw["setup"].as<std::string>(), plan.sides.size() > 2) + extras);
    ++layouts;
  }
  EXPECT_GE(layouts, 5);
}

TEST(TokenList, ChessLegionsHasWarlordsAndMercenaries) {
  const TokenPlan plan = plan_tokens(load_layout(test::layout_path("chess-legions").string()));
  EXPECT_EQ(plan.total(), 2 * (10 + 10 + 10) + 2 * 2 + 2 * 2);
  const auto by = plan.by_piece();
  EXPECT_EQ(by.at("Bowman"), 20);
  EXPECT_EQ(by.at("Warlord"), 4);
  EXPECT_EQ(by.at("Mercenary"), 4);
  EXPECT_EQ(by.at("King"), 2);
  EXPECT_EQ(plan.sides, (std::vector<std::string>{"white", "black"}));
  for (const auto& k : plan.kinds)
    if (k.name == "Mercenary") {
      EXPECT_NE(k.reason.find("Masked Men"), std::string::npos);
    }
}

TEST(TokenList, BadExtrasAreInputErrorsAtTheirLine) {
  const fs::path dir = test::temp_dir("token-list-test");
  fs::create_directories(dir);
  const std::string base = R"(schema: 1
name: t
title: T
board: {shape: square, files: 8, ranks: 8, cell: 30mm}
pieces:
  K: {name: King, betza: K, royal: true}
setup: 4k3/8/8/8/8/8/8/4K3 w - - 0 1
)";
  struct Case {
    std::string tokens;
    int line;
    std::string says;
  } cases[] = {
      {"tokens:\n  extras:\n    - {piece: Z, count: 1, reason: spare}\n", 10, "give it a name"},
      {"tokens:\n  extras:\n    - {piece: K, count: 1}\n", 10, "reason"},
      {"tokens:\n  extras:\n    - {piece: K, count: 1, reason: x, colour: red}\n", 10, "colour"},
      {"tokens:\n  size: euro-3\n", 9, "tokens.size"},
      {"tokens:\n  shape: hexagon\n", 9, "circle, square, triangle, wedge, octagon, hex or standee"},
      {"tokens:\n  sise: 24mm\n", 9, "size"},
      {"tokens:\n  turn: [purple]\n", 9, "tokens.turn takes side names"},
      {"tokens:\n  turn: black\n", 9, "tokens.turn"},
      {"tokens:\n  side-names: [Sente]\n", 9, "tokens.side-names names 1 sides; the setup has 2"},
      {"tokens:\n  side-names: [Sente, \"\"]\n", 9, "tokens.side-names takes a name for each side"},
      {"tokens:\n  side-names: Sente\n", 9, "tokens.side-names"},
  };
  for (const auto& c : cases) {
    SCOPED_TRACE(c.tokens);
    const fs::path f = dir / "t.yaml";
    std::ofstream(f) << base << c.tokens;
    try {
      plan_tokens(load_layout(f.string()));
      ADD_FAILURE() << "accepted";
    } catch (const pp::InputError& e) {
      EXPECT_EQ(e.pos().line, c.line) << e.describe();
      EXPECT_NE(e.describe().find(c.says), std::string::npos) << e.describe();
      EXPECT_NE(e.describe().find(f.string() + ":"), std::string::npos) << e.describe();
    }
  }
  fs::remove_all(dir);
}

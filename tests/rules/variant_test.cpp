#include <gtest/gtest.h>

#include "common/yamlutil.h"
#include "rules/position.h"
#include "rules/variant.h"
#include "support/paths.h"

namespace y = pp::yaml;
using rules::Board;

namespace {

std::string error_of(const std::string& text, const Board& board) {
  try {
    rules::load_variant("t.yaml", y::load_string(text, "t.yaml"), board);
  } catch (const pp::InputError& e) {
    return e.describe();
  }
  return "no error";
}

const char* kMini =
    "pieces:\n"
    "  K: {name: King, betza: K, royal: true}\n"
    "  P: {name: Pawn, betza: fmWfcF, pawn: true}\n";

}  // namespace

TEST(Variant, EveryLayoutLoads) {
  for (const char* name : {"chess", "grand-chess", "grand-chess-freeling", "chess-legions", "mighty-lion"}) {
    const std::string file = pp::test::layout_path(name).string();
    auto root = y::load_file(file);
    Board board = Board::square(root["board"]["files"].as<int>(), root["board"]["ranks"].as<int>());
    auto v = rules::load_variant(file, root, board);
    EXPECT_FALSE(v.pieces.empty()) << name;
    EXPECT_FALSE(v.setup.empty()) << name;
  }
}

TEST(Variant, SetupPlacementsWithMultiDigitCounts) {
  Board board = Board::square(10, 10);
  auto v = rules::load_variant(
      "t.yaml", y::load_string(std::string(kMini) + "setup: 4k5/10/10/10/10/10/10/10/PP8/4K5 w - - 0 1\n", "t.yaml"),
      board);
  ASSERT_EQ(v.setup.size(), 4u);
  EXPECT_EQ(board.cell(v.setup[0].cell).name, "e1");
  EXPECT_EQ(board.cell(v.setup[1].cell).name, "a2");
  EXPECT_EQ(v.setup[1].letter, 'P');
  EXPECT_EQ(board.cell(v.setup[3].cell).name, "e10");
  EXPECT_EQ(v.setup[3].side, 1);
}

// Each bad setup is reported at the YAML node, with the FEN row and column in the message.
TEST(Variant, BadSetupNamesRowAndColumn) {
  Board board = Board::square(8, 8);
  const std::pair<const char*, const char*> cases[] = {
      {"4k3/8/9/8/8/8/8/4K3 w - - 0 1", "FEN row 3, column 1: row has more than 8 cells"},
      {"4k3/8/8/8/2Q5/8/8/4K3", "FEN row 5, column 3: unknown piece letter 'Q'"},
      {"4k3/8/8/4K3", "FEN row 4, column 9: only 4 rows, the board has 8"},
      {"4k3/8/8/8/8/8/8/4K2", "FEN row 8, column 8: row has 7 cells, the board has 8"},
  };
  for (auto [fen, message] : cases)
    EXPECT_EQ(error_of(std::string(kMini) + "setup: " + fen + "\n", board),
              std::string("t.yaml:4:8: setup: ") + message);
}

TEST(Variant, UnknownPieceKeySuggests) {
  Board board = Board::square(8, 8);
  EXPECT_EQ(error_of("pieces:\n  K: {name: King, betza: K, roayl: true}\nsetup: 8/8/8/8/8/8/8/8\n", board),
            "t.yaml:2:29: unknown key 'roayl' in piece K (did you mean 'royal'?)");
}

TEST(Variant, BadBetzaPointsAtIt) {
  Board board = Board::square(8, 8);
  EXPECT_EQ(error_of("pieces:\n  K: {name: King, betza: KX}\nsetup: 8/8/8/8/8/8/8/8\n", board),
            "t.yaml:2:26: Betza 'KX' at character 2: unknown atom 'X'");
}

TEST(Variant, UnknownRuleAndMechanism) {
  Board board = Board::square(8, 8);
  EXPECT_EQ(error_of(std::string(kMini) + "rules: {pawn-run: {2: 2}}\nsetup: 8/8/8/8/8/8/8/8\n", board),
            "t.yaml:4:9: unknown key 'pawn-run' in rules (did you mean 'pawn-runs'?)");
  EXPECT_EQ(error_of("pieces:\n  L: {name: Lion, betza: K, special: [loin]}\nsetup: 8/8/8/8/8/8/8/8\n", board),
            "t.yaml:2:39: unknown mechanism 'loin' (did you mean 'lion'?)");
}

TEST(Variant, PromotionLettersMustExist) {
  Board board = Board::square(8, 8);
  EXPECT_NE(error_of(std::string(kMini) + "rules: {promotion: {to: QX}}\nsetup: 8/8/8/8/8/8/8/8\n", board)
                .find("unknown piece letter 'Q'"),
            std::string::npos);
}

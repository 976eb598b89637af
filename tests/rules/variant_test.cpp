#include <gtest/gtest.h>
#include <yaml-cpp/yaml.h>

#include <cctype>
#include <map>
#include <set>

#include "common/yaml_at.h"
#include "common/yamldoc.h"
#include "common/yamlutil.h"
#include "rules/load/load.h"
#include "rules/mechanisms/extinction.h"
#include "rules/mechanisms/mechanism.h"
#include "rules/mechanisms/stalemate.h"
#include "rules/play/position.h"
#include "rules/variant/variant.h"
#include "support/paths.h"

namespace y = pp::yaml;
using rules::Board;

namespace {

std::string error_of(const std::string& text, const Board& board) {
  try {
    rules::load_variant(y::At("t.yaml", y::load_string(text, "t.yaml")), board);
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

// Every shipped layout as the rules core reads it, against its own text: the board has the
// cells its `board:` section describes, the roster is the letters of `pieces:`, the setup holds
// every piece of the placement (counted here from the text itself, side by side), each side has
// at most one royal piece (see below), and the start position writes back to the same placement.
TEST(Variant, EveryLayoutLoads) {
  const auto files = pp::test::layout_files();
  ASSERT_FALSE(files.empty());
  for (const auto& file : files) {
    SCOPED_TRACE(file.string());
    const YAML::Node raw = pp::load_yaml_doc(file.string(), "layout").root;  // extends merged
    const auto game = rules::load_game(file.string());
    const rules::Variant& v = game->variant();

    const YAML::Node b = raw["board"];
    const std::string shape = b["shape"] ? b["shape"].as<std::string>() : "square";
    int cells = 0;
    if (shape == "square") {
      cells = b["files"].as<int>() * b["ranks"].as<int>();
    } else if (shape == "hex") {
      // Rings of 6, 12, ... 6 (n - 1) cells round the middle one: 3 n (n - 1) + 1 (91 for 6).
      const int n = b["side"] ? b["side"].as<int>() : 6;
      cells = 3 * n * (n - 1) + 1;
    } else {
      // A hexagon of side n holds 6 n^2 trigs; each of its six sides carries a trapezium of
      // `depth` rows of 2n - 1, 2n - 3, ... trigs (Six Armies: 216 + 6 x (11 + 9 + 7) = 378).
      ASSERT_EQ(shape, "trigs");
      const int n = b["hexagon"].as<int>(), depth = b["depth"].as<int>();
      cells = 6 * n * n;
      for (int row = 0; row < depth; ++row) cells += 6 * (2 * n - 1 - 2 * row);
    }
    EXPECT_EQ(game->board().size(), cells);

    std::set<char> letters, roster;
    for (const auto& p : raw["pieces"]) {
      const std::string key = p.first.as<std::string>();  // "P", or "+P" for its promoted form
      letters.insert(key.at(key[0] == '+' ? 1 : 0));
    }
    for (const auto& p : v.pieces) roster.insert(p.letter);
    EXPECT_EQ(roster, letters);

    // The placement text: with two sides upper case is the first and lower case the second;
    // with more, a lower-case army letter (w u y b g r, README) sets the side of the capitals
    // after it. Digits count empty cells.
    // A hand in brackets follows it (Crazyhouse `[]`, Placement's whole back rank).
    const std::string setup = raw["setup"].as<std::string>();
    const std::string first = setup.substr(0, setup.find(' '));
    const std::string placement = first.substr(0, first.find('['));
    std::map<std::pair<int, char>, int> written, read, held;
    for (char c : first.substr(placement.size()))
      if (std::isalpha(static_cast<unsigned char>(c)))
        ++held[{std::isupper(static_cast<unsigned char>(c)) ? 0 : 1,
                static_cast<char>(std::toupper(static_cast<unsigned char>(c)))}];
    int army = 0;
    for (char c : placement) {
      if (!std::isalpha(static_cast<unsigned char>(c))) continue;
      if (v.sides > 2 && std::islower(static_cast<unsigned char>(c))) {
        army = static_cast<int>(std::string("wuybgr").find(c));
        ASSERT_GE(army, 0) << c;
        continue;
      }
      const bool upper = std::isupper(static_cast<unsigned char>(c));
      ++written[{v.sides > 2 ? army : upper ? 0 : 1, static_cast<char>(std::toupper(static_cast<unsigned char>(c)))}];
    }
    for (const auto& p : v.setup) ++read[{p.side, p.letter}];
    EXPECT_EQ(read, written);

    std::set<int> sides;
    for (const auto& [key, n] : written) sides.insert(key.first);
    EXPECT_EQ(static_cast<int>(sides.size()), v.sides);
    for (int side : sides) {
      int royals = 0;
      for (const auto* pieces : {&written, &held})
        for (const auto& [key, n] : *pieces)
          if (key.first == side) royals += v.piece(key.second)->royal ? n : 0;
      // One royal piece, or none where losing every piece (or some kind of piece) ends the game,
      // or where a side without a move has lost, as a side without pieces has none (Clobber).
      EXPECT_LE(royals, 1) << "side " << side;
      if (royals == 0) {
        const bool no_move_loses = rules::stalemate_loses(v);
        EXPECT_TRUE(rules::plays(rules::kExtinction, v) || no_move_loses) << "side " << side << " has no royal piece";
      }
    }

    const std::string fen = rules::to_fen(v, game->board(), rules::start_position(*game, ""));
    EXPECT_EQ(fen.substr(0, fen.find(' ')), first);
  }
}

TEST(Variant, SetupPlacementsWithMultiDigitCounts) {
  Board board = Board::square(10, 10);
  auto v = rules::load_variant(
      y::At("t.yaml",
            y::load_string(std::string(kMini) + "setup: 4k5/10/10/10/10/10/10/10/PP8/4K5 w - - 0 1\n", "t.yaml")),
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

TEST(Variant, GoalSettingsPointAtTheBadValue) {
  Board board = Board::square(8, 8);
  auto goal = [&](const std::string& rule) {
    return error_of(std::string(kMini) + "rules:\n  goal: " + rule + "\nsetup: 8/8/8/8/8/8/8/8\n", board);
  };
  EXPECT_EQ(goal("{piece: K, cells: d4, count: 0}"), "t.yaml:5:38: goal count must be from 1 to 64, not 0");
  EXPECT_EQ(goal("{piece: every, cells: d4}"), "t.yaml:5:17: goal: one piece letter, or 'any', not 'every'");
  EXPECT_EQ(goal("{piece: any, cells: d4, answer: true}"),
            "t.yaml:5:41: goal: 'answer' is the answer of one piece, not of any");
  EXPECT_EQ(goal("{piece: K, cells: d4, safe: maybe}"), "t.yaml:5:37: safe must be true or false, not 'maybe'");
}

TEST(Variant, PromotionLettersMustExist) {
  Board board = Board::square(8, 8);
  EXPECT_NE(error_of(std::string(kMini) + "rules: {promotion: {to: QX}}\nsetup: 8/8/8/8/8/8/8/8\n", board)
                .find("unknown piece letter 'Q'"),
            std::string::npos);
}

TEST(Variant, AlsoGivesAPieceOtherLettersOfItsOwn) {
  Board board = Board::square(8, 8);
  const std::string knight = "pieces:\n  K: {name: King, betza: K, royal: true}\n  N: {name: Knight, betza: N, also: [";
  EXPECT_EQ(error_of(knight + "h]}\nsetup: 8/8/8/8/8/8/8/8\n", board),
            "t.yaml:3:38: also: another upper-case letter the piece is written with, not 'h'");
  EXPECT_EQ(error_of(knight + "N]}\nsetup: 8/8/8/8/8/8/8/8\n", board),
            "t.yaml:3:38: also: another upper-case letter the piece is written with, not 'N'");
  EXPECT_EQ(error_of(knight + "H]}\n  B: {name: Bishop, betza: B, also: [H]}\nsetup: 8/8/8/8/8/8/8/8\n", board),
            "t.yaml:4:37: also: 'H' is also Knight's");
  // A position may write the Knight H; it is the Knight, and written back N.
  const rules::Variant v = rules::load_variant(
      y::At("t.yaml", y::load_string(knight + "H]}\nsetup: 4k3/8/8/8/8/8/8/1H2K3 w - - 0 1\n", "t.yaml")), board);
  const rules::Position pos = rules::parse_fen(v, board, "4k3/8/8/8/8/8/8/1H2K1h1 w - - 0 1");
  EXPECT_EQ(rules::to_fen(v, board, pos), "4k3/8/8/8/8/8/8/1N2K1n1 w - - 0 1");
  EXPECT_EQ(v.own_letters("1H2K1h1"), "1N2K1n1");
}

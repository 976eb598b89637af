// The rules sheet of an imported game gives each of its end-game and special rules a section
// whose diagram the rules core fills in when the sheet is drawn. Here, for sections of the
// project's own test files, that the cells a diagram marks are those the rule leaves (worked by
// hand), and that what its caption claims is what the rules core plays.
#include <gtest/gtest.h>

#include <algorithm>
#include <regex>
#include <set>

#include "diagram/make.h"
#include "rules/notation/fen.h"
#include "rules/play/movegen.h"
#include "support.h"
#include "writers/svg.h"

using namespace pp;
using namespace pp::test;

namespace {

struct Section {
  Layout layout;
  RuleSection rule;
};

// The section titled `title` of the layout `name` that tests/import/`file` imports as.
Section section_of(const std::string& file, const std::string& name, const std::string& title) {
  TempDir dir;
  std::filesystem::create_directories(dir / "out");
  const Run run = pawnprint({"import", (source_dir() / "tests" / "import" / file).string(), "--variant", name, "--out",
                             (dir / "out").string()});
  EXPECT_EQ(run.status, 0) << run.err;
  Section s{load_layout((dir / "out" / (name + ".yaml")).string()), {}};
  const auto& rules = s.layout.sheet.rules;
  const auto it = std::find_if(rules.begin(), rules.end(), [&](const RuleSection& r) { return r.title == title; });
  EXPECT_NE(it, rules.end()) << name << " has no section '" << title << "'";
  if (it != rules.end()) s.rule = *it;
  return s;
}

// The cells the section's diagram marks with `kind` (move, capture, ...).
std::set<std::string> marked(const Section& s, const std::string& kind) {
  const auto game = diagram::game_of(s.layout);
  const std::string svg = svg_bytes(diagram::figure_page(
      diagram::make_figure(s.layout, load_theme("classic"), diagram::content_of(s.layout, *game, s.rule.diagram), 80),
      2, "t"));
  std::set<std::string> out;
  const std::regex re("class=\"marker " + kind + " ([a-z]+[0-9]+)\"");
  for (auto it = std::sregex_iterator(svg.begin(), svg.end(), re); it != std::sregex_iterator(); ++it)
    out.insert((*it)[1]);
  return out;
}

// The position after the move `from`-`to` from `fen`, and how the game stands there.
struct After {
  std::string fen;
  rules::Outcome outcome;
};
After play(const Layout& layout, const std::string& fen, const std::string& from, const std::string& to) {
  const auto game = diagram::game_of(layout);
  rules::Position pos = rules::parse_fen(game->variant(), game->board(), fen, false);
  std::vector<rules::Move> legal;
  rules::generate_legal(*game, pos, legal);
  for (const rules::Move& m : legal)
    if (game->board().cell(m.from).name == from && game->board().cell(m.to).name == to) {
      rules::Undo undo;
      rules::make_move(*game, pos, m, undo);
      const rules::Outcome o = rules::outcome(*game, pos);
      return {rules::to_fen(game->variant(), game->board(), pos), o};
    }
  ADD_FAILURE() << from << to << " is no legal move in " << fen;
  return {};
}

}  // namespace

TEST(ImportRuleDiagrams, TheLastCheckWins) {
  const Section s = section_of("variants.ini", "twochecks", "Counting checks");
  EXPECT_NE(s.rule.diagram.fen.find(" 1+2 "), std::string::npos) << s.rule.diagram.fen;  // one check left
  EXPECT_EQ(marked(s, "move"), (std::set<std::string>{"a2", "a3", "a4", "a5", "a6", "a7", "a8", "b1", "c1"}));
  // The caption's move wins at once; one that gives no check does not.
  const After check = play(s.layout, s.rule.diagram.fen, "a1", "a8");
  EXPECT_TRUE(check.outcome.over());
  EXPECT_EQ(check.outcome.winner, 0);
  EXPECT_FALSE(play(s.layout, s.rule.diagram.fen, "a1", "a7").outcome.over());
  EXPECT_NE(s.rule.diagram.caption.find("a8"), std::string::npos);
}

TEST(ImportRuleDiagrams, TheLastPiecesOfAKindAreRoyal) {
  // White's one Centaur (King and Knight moves) on d3, a Black Rook on e8: the e-file is barred.
  const Section s = section_of("pseudo-royal.ini", "three-marshals", "The last Centaurs are royal");
  EXPECT_EQ(marked(s, "move"),
            (std::set<std::string>{"c1", "c2", "c3", "c4", "c5", "d2", "d4", "b2", "b4", "f2", "f4"}));
  const Section one = section_of("pseudo-royal.ini", "spare-guards", "The last Commoner is royal");
  EXPECT_EQ(marked(one, "move"), (std::set<std::string>{"c2", "c3", "c4", "d2", "d4"}));
}

TEST(ImportRuleDiagrams, ALoneKingsCountIsTheOneTheCaptionGives) {
  const Section s = section_of("newer-keys.ini", "countdown", "Counting the end game");
  EXPECT_EQ(marked(s, "move"), (std::set<std::string>{"b8", "d8", "b7", "c7", "d7"}));
  EXPECT_NE(s.rule.diagram.caption.find("16 moves"), std::string::npos);
  // The count the rules core starts as White takes Black's last piece but the King is the diagram's:
  // 16 moves (32 plies), counted on from the 3 pieces left (6 plies).
  const After taken = play(s.layout, "2k5/8/8/8/8/t7/8/T2K4 w - - 0 1", "a1", "a3");
  EXPECT_EQ(taken.fen, s.rule.diagram.fen.substr(0, s.rule.diagram.fen.rfind(' ')) + " 1");
}

TEST(ImportRuleDiagrams, TheGeneralMayNotFaceTheOther) {
  const Section s = section_of("newer-keys.ini", "riverhouse", "The flying General");
  EXPECT_EQ(marked(s, "move"), (std::set<std::string>{"e2", "f1"}));  // d1 faces the General on d10
}

TEST(ImportRuleDiagrams, ASideWithNoMovePasses) {
  const Section s = section_of("newer-keys.ini", "standstill", "Passing when stuck");
  EXPECT_EQ(marked(s, "stalemate-pass"), std::set<std::string>{"a2"});
  EXPECT_TRUE(marked(s, "move").empty());
  EXPECT_FALSE(play(s.layout, s.rule.diagram.fen, "a2", "a2").outcome.over());
}

TEST(ImportRuleDiagrams, ACaptureTurnsTheCapturerToStone) {
  const Section s = section_of("walls.ini", "stoned", "Turning to stone");
  EXPECT_EQ(marked(s, "capture"), std::set<std::string>{"d4"});
  EXPECT_EQ(marked(s, "move"), (std::set<std::string>{"a3", "b4", "e1", "e3"}));  // a1 holds its own King
  const After taken = play(s.layout, s.rule.diagram.fen, "c2", "d4");
  EXPECT_EQ(taken.fen.substr(0, taken.fen.find(' ')), "5k/6/3*2/6/6/K5");  // a wall where the Knight took
}

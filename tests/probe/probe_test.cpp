// What adding a rule takes, end to end: beacon.cpp is a rule of no real game, added as
// docs/rules.md says (one file, one line), and compiled into this program alone. Its moves, its
// perft counted by hand, its field in position text, its ending, its mark on a diagram drawn as
// `pawnprint diagram` draws one, and its variants.ini key read by the importer.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include <yaml-cpp/yaml.h>

#include "diagram/figure.h"
#include "diagram/make.h"
#include "import/fsf_import.h"
#include "import/ini_file.h"
#include "model/layout.h"
#include "model/theme.h"
#include "rules/load/load.h"
#include "rules/mechanisms/mechanism.h"
#include "rules/notation/fen.h"
#include "rules/notation/notation.h"
#include "rules/play/movegen.h"
#include "rules/play/perft.h"
#include "support/paths.h"
#include "writers/svg.h"

namespace {

// Two Kings on a board of three by three, playing for two beacons.
constexpr const char* kLayout = R"(schema: 1
name: beacons
title: Beacons
about: Two Kings on a small board; the first to light two beacons wins.
board: {shape: square, files: 3, ranks: 3, cell: 25mm}
pieces:
  K: {name: King, betza: K, royal: true}
rules:
  beacon: 2
setup: 2k/3/K2 w - - 0 1
)";

std::string written(const std::string& name, const std::string& text) {
  const auto dir = pp::test::temp_dir("probe");
  std::filesystem::create_directories(dir);
  std::string path = (dir / name).string();
  std::ofstream(path) << text;
  return path;
}

const rules::Game& beacons() {
  static const auto game = rules::load_game(written("beacons.yaml", kLayout));
  return *game;
}

std::vector<std::string> moves(const rules::Game& g, const std::string& fen) {
  rules::Position pos = rules::parse_fen(g.variant(), g.board(), fen);
  std::vector<rules::Move> legal;
  rules::generate_legal(g, pos, legal);
  std::vector<std::string> out;
  out.reserve(legal.size());
  for (const rules::Move& m : legal) out.push_back(rules::move_text(g, m) + " " + std::string(g.kind(m.kind).name));
  std::sort(out.begin(), out.end());
  return out;
}

std::uint64_t perft(const std::string& fen, int depth) {
  rules::Position pos = rules::parse_fen(beacons().variant(), beacons().board(), fen);
  return rules::perft(beacons(), pos, depth);
}

}  // namespace

TEST(ProbeRule, RegisteredByItsOwnLineAfterTheRuleItNames) {
  const auto& all = rules::mechanisms();
  const rules::Mechanism* beacon = rules::find_mechanism("beacon");
  ASSERT_NE(beacon, nullptr);
  ASSERT_GE(all.size(), 2u);
  EXPECT_EQ(all.back(), beacon);
  EXPECT_EQ(all[all.size() - 2]->name, "walls");
  // Numbered by the game that plays it, not by the registry.
  EXPECT_EQ(beacons().rule(*beacon), static_cast<int>(all.size()) - 1);
}

TEST(ProbeRule, ItsMoveBesideTheKingsOwn) {
  // White's King on a1 may not step to b2, next to Black's on c3: a2, b1, or a beacon.
  EXPECT_EQ(moves(beacons(), "2k/3/K2 w - - 0 1"), (std::vector<std::string>{"a1a1 beacon", "a1a2 step", "a1b1 step"}));
}

TEST(ProbeRule, PerftCountedByHand) {
  // Depth 1: a2, b1, the beacon. Depth 2: after a2 Black has c2 and a beacon (b2 and b3 touch
  // a2); after b1, b3 and a beacon; after the beacon, b3, c2 and a beacon of its own: 2 + 2 + 3.
  EXPECT_EQ(perft("2k/3/K2 w - - 0 1", 1), 3u);
  EXPECT_EQ(perft("2k/3/K2 w - - 0 1", 2), 7u);
  // With one beacon lit already White's second ends the game: nothing follows it, 2 + 2 + 0.
  EXPECT_EQ(perft("2k/3/K2 w - - 0 1 beacons=1/0", 2), 4u);
}

TEST(ProbeRule, ItsFieldAndItsEnding) {
  const rules::Game& g = beacons();
  rules::Position pos = rules::parse_fen(g.variant(), g.board(), "2k/3/K2 w - - 0 1 beacons=1/0");
  std::vector<rules::Move> legal;
  rules::generate_legal(g, pos, legal);
  const auto light =
      std::find_if(legal.begin(), legal.end(), [&](const rules::Move& m) { return g.kind(m.kind).name == "beacon"; });
  ASSERT_NE(light, legal.end());
  EXPECT_FALSE(rules::outcome(g, pos).over());
  rules::Undo u;
  rules::make_move(g, pos, *light, u);
  EXPECT_NE(rules::to_fen(g.variant(), g.board(), pos).find("beacons=2/0"), std::string::npos)
      << rules::to_fen(g.variant(), g.board(), pos);
  const rules::Outcome end = rules::outcome(g, pos);
  EXPECT_EQ(rules::ending_name(end.ending), "beacons lit");
  EXPECT_EQ(end.winner, 0);
  // None lit: the field is left out, as a position of a game without the rule has it.
  EXPECT_EQ(rules::to_fen(g.variant(), g.board(), rules::parse_fen(g.variant(), g.board(), "2k/3/K2 w - - 0 1")),
            "2k/3/K2 w - - 0 1");
}

TEST(ProbeRule, ItsMarkOnADiagramOfTheKingsMoves) {
  const pp::Layout layout = pp::load_layout(written("beacons.yaml", kLayout));
  pp::DiagramSpec spec;
  spec.moves = {"a1"};
  const auto game = pp::diagram::game_of(layout);
  const std::string svg = pp::svg_bytes(pp::diagram::figure_page(
      pp::diagram::make_figure(layout, pp::load_theme("classic"), pp::diagram::content_of(layout, *game, spec), 80), 2,
      "beacons"));
  EXPECT_NE(svg.find("class=\"marker beacon a1\""), std::string::npos);
  EXPECT_NE(svg.find("class=\"marker move a2\""), std::string::npos);
  EXPECT_EQ(svg.find("class=\"marker beacon a2\""), std::string::npos);
}

TEST(ProbeRule, ItsKeyImportedFromVariantsIni) {
  const pp::import::IniFile ini =
      pp::import::parse_ini("[beacons:chess]\nbeaconCount = 3\n", written("variants.ini", ""));
  const auto chess = [](const std::string& name) -> std::optional<YAML::Node> {
    if (name != "chess") return std::nullopt;
    return YAML::LoadFile(pp::test::layout_path("chess").string());
  };
  const pp::import::Imported imported = pp::import::import_ini(ini, {}, chess);
  ASSERT_EQ(imported.layouts.size(), 1u);
  const std::string& yaml = imported.layouts[0].yaml.text;
  EXPECT_NE(yaml.find("beacon: 3"), std::string::npos) << yaml;
  const auto game = rules::load_game(written("imported.yaml", yaml));
  const rules::Mechanism& beacon = *rules::find_mechanism("beacon");
  ASSERT_GE(game->rule(beacon), 0);
  EXPECT_EQ(game->setting<int>(beacon), 3);
  // Chess's twenty moves, and the beacon.
  EXPECT_EQ(moves(*game, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1").size(), 21u);
}

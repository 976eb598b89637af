// Six-army placement text and the shipped Six Armies setup.
#include <gtest/gtest.h>
#include <yaml-cpp/yaml.h>

#include <map>
#include <set>

#include "common/yaml_at.h"
#include "common/yamlutil.h"
#include "rules/load/load.h"
#include "rules/pieces/betza.h"
#include "rules/play/position.h"
#include "rules/topology/trigs.h"
#include "rules/variant/armies.h"
#include "rules/variant/variant.h"
#include "six_board.h"
#include "support/paths.h"

using rules::ArmyPiece;
using rules::Trigs;

namespace {

const Trigs& six() { return six_board(); }
const std::string kPieces = "KQTSBNHGP";

YAML::Node layout() { return YAML::LoadFile(pp::test::layout_path("six-armies").string()); }

std::vector<ArmyPiece> setup() {
  std::string fen = layout()["setup"].as<std::string>();
  return rules::read_placement(six().rows(), fen.substr(0, fen.find(' ')), kPieces, true);
}

std::string army_error(const std::string& text) {
  try {
    rules::read_placement(six().rows(), text, kPieces, true);
  } catch (const rules::PlacementError& e) {
    return e.what();
  }
  return "";
}

// A placement with only the given rows filled (top row first), the rest empty.
std::string rows_text(std::map<int, std::string> filled) {
  std::string text;
  auto rows = six().rows();
  for (size_t r = 0; r < rows.size(); ++r) {
    if (r) text += '/';
    text += filled.count(static_cast<int>(r)) ? filled[static_cast<int>(r)] : std::to_string(rows[r].size());
  }
  return text;
}

}  // namespace

TEST(Armies, LettersAndNames) {
  EXPECT_EQ(rules::army_letter(rules::White), 'w');
  EXPECT_EQ(rules::army_letter(rules::Blue), 'u');
  EXPECT_EQ(rules::army_letter(rules::Gold), 'y');
  EXPECT_EQ(rules::army_letter(rules::Black), 'b');
  EXPECT_EQ(rules::army_letter(rules::Green), 'g');
  EXPECT_EQ(rules::army_letter(rules::Red), 'r');
  for (int a = 0; a < 6; ++a) EXPECT_EQ(rules::army_from_letter(rules::army_letter(a)), a);
  EXPECT_EQ(rules::army_from_letter('x'), -1);
  EXPECT_EQ(rules::army_name(rules::Gold), "Gold");
}

TEST(Armies, PlacementRowsAreTopFirst) {
  auto rows = six().rows();
  ASSERT_EQ(rows.size(), 18u);
  EXPECT_EQ(six().cell(rows.front().front()).name, "r12");
  EXPECT_EQ(six().cell(rows.back().back()).name, "a18");
  EXPECT_EQ(rows[6].size(), 29u);  // row l
}

TEST(Armies, ArmyLetterCarriesOverAndCountsAreDecimal) {
  auto pieces = rules::read_placement(six().rows(), rows_text({{17, "wK5bQ"}, {11, "uB27rP"}}), kPieces, true);
  const auto& b = six();
  ASSERT_EQ(pieces.size(), 4u);
  EXPECT_EQ(pieces[0], (ArmyPiece{b.find("g1"), 'B', rules::Blue}));
  EXPECT_EQ(pieces[1], (ArmyPiece{b.find("g29"), 'P', rules::Red}));
  EXPECT_EQ(pieces[2], (ArmyPiece{b.find("a12"), 'K', rules::White}));
  EXPECT_EQ(pieces[3], (ArmyPiece{b.find("a18"), 'Q', rules::Black}));
  EXPECT_EQ(rules::read_placement(six().rows(), rows_text({{17, "wKQ5"}}), kPieces, true).back().side, rules::White);
}

TEST(Armies, WriteThenReadIsTheSame) {
  auto pieces = setup();
  std::string text = rules::write_placement(six().rows(), pieces, true);
  auto again = rules::read_placement(six().rows(), text, kPieces, true);
  std::sort(pieces.begin(), pieces.end(), [](auto& a, auto& b) { return a.cell < b.cell; });
  std::sort(again.begin(), again.end(), [](auto& a, auto& b) { return a.cell < b.cell; });
  EXPECT_EQ(pieces, again);
  EXPECT_EQ(text.substr(0, 22), "bTBSBSKT/bGNHBQBHNG/bP");
}

TEST(Armies, BadPlacementSaysRowAndColumn) {
  EXPECT_EQ(army_error(rows_text({{17, "K6"}})), "placement row 18, column 1: piece 'K' has no army letter before it");
  EXPECT_EQ(army_error(rows_text({{17, "xK6"}})),
            "placement row 18, column 1: unknown army letter 'x' (armies: w u y b g r)");
  EXPECT_EQ(army_error(rows_text({{17, "wZ6"}})), "placement row 18, column 1: unknown piece letter 'Z'");
  EXPECT_EQ(army_error(rows_text({{17, "8"}})), "placement row 18, column 1: row has more than 7 cells");
  EXPECT_EQ(army_error(rows_text({{0, "6"}})), "placement row 1, column 7: row has 6 cells, the board has 7");
  EXPECT_EQ(army_error(rows_text({{3, "06"}})), "placement row 4, column 1: an empty count cannot start with 0");
  EXPECT_EQ(army_error("7/9"), "placement row 2, column 10: only 2 rows, the board has 18");
  EXPECT_EQ(army_error(rows_text({}) + "/7"), "placement row 18, column 8: more rows than the board's 18");
  EXPECT_EQ(army_error(rows_text({{17, "wK?5"}})), "placement row 18, column 2: unexpected character '?'");
}

TEST(SixArmiesLayout, SetupIsWhiteTurnedSixTimes) {
  auto pieces = setup();
  ASSERT_EQ(pieces.size(), 162u);
  std::vector<ArmyPiece> white;
  for (const auto& p : pieces)
    if (p.side == rules::White) white.push_back(p);
  auto turned = six().all_armies(white);
  auto by_cell = [](auto v) {
    std::sort(v.begin(), v.end(), [](auto& a, auto& b) { return a.cell < b.cell; });
    return v;
  };
  EXPECT_EQ(by_cell(pieces), by_cell(turned));
}

TEST(SixArmiesLayout, EachArmyHasItsTwentySevenAtHome) {
  const Trigs& t = six();
  std::map<int, std::map<char, int>> count;
  std::map<int, std::set<int>> bishop_classes;
  for (const auto& p : setup()) {
    ++count[p.side][p.letter];
    EXPECT_EQ(t.zone(p.cell), p.side) << t.cell(p.cell).name;
    EXPECT_EQ(t.rank(p.side, p.cell) == 3, p.letter == 'P') << "pawns fill the front row";
    if (p.letter == 'B') bishop_classes[p.side].insert(t.bishop_class(p.cell));
  }
  const std::map<char, int> army{{'K', 1}, {'Q', 1}, {'T', 2}, {'S', 2}, {'B', 4},
                                 {'N', 2}, {'H', 2}, {'G', 2}, {'P', 11}};
  for (int a = 0; a < t.symmetry(); ++a) {
    EXPECT_EQ(count[a], army) << rules::army_name(a);
    EXPECT_EQ(bishop_classes[a].size(), 4u) << "one Bishop per colour";
  }
}

TEST(SixArmiesLayout, WhiteIsMirrorSymmetricButForKingAndBishop) {
  const Trigs& t = six();
  std::map<int, char> white;
  for (const auto& p : setup())
    if (p.side == rules::White) white[p.cell] = p.letter;
  std::vector<std::string> odd;
  for (auto [cell, letter] : white)
    if (white.at(t.mirror(cell)) != letter) odd.push_back(t.cell(cell).name + letter);
  EXPECT_EQ(odd, (std::vector<std::string>{"a13K", "a17B"}));
}

TEST(SixArmiesLayout, ZonesListTheArmyTrapezia) {
  const Trigs& t = six();
  auto zones = layout()["board"]["zones"];
  ASSERT_EQ(zones.size(), 6u);
  for (int a = 0; a < t.symmetry(); ++a) {
    std::set<int> listed;
    for (const auto& item : zones[a]["cells"]) {
      std::string text = item.as<std::string>();
      auto dash = text.find('-');
      int from = t.find(text.substr(0, dash)), to = t.find(dash == std::string::npos ? text : text.substr(dash + 1));
      ASSERT_GE(from, 0) << text;
      ASSERT_GE(to, 0) << text;
      for (int c = from; c <= to; ++c) listed.insert(c);  // ranges stay within one row: ids run along it
    }
    std::set<int> zone;
    for (int c = 0; c < t.size(); ++c)
      if (t.zone(c) == a) zone.insert(c);
    EXPECT_EQ(listed, zone) << rules::army_name(a);
  }
}

TEST(SixArmiesLayout, MovesAreTrigNotation) {
  std::map<std::string, std::string> betza;
  for (const auto& kv : layout()["pieces"]) {
    betza[kv.first.as<std::string>()] = kv.second["betza"].as<std::string>();
    EXPECT_NO_THROW(rules::parse_betza(betza[kv.first.as<std::string>()], six())) << kv.first.as<std::string>();
  }
  EXPECT_EQ(betza.size(), 9u);
  EXPECT_EQ(betza["P"], "imffT2mffT1amsS1cfN");  // the pawn worked out by hand in trig_moves_test
  EXPECT_EQ(betza["Q"], "Q");
  EXPECT_EQ(betza["H"], "NW");
}

namespace {

rules::Variant six_variant() {
  const std::string file = pp::test::layout_path("six-armies").string();
  return rules::load_variant(pp::yaml::At(file, pp::yaml::load_file(file)), six_cells());
}

}  // namespace

TEST(SixArmiesLayout, LoadsAsAVariantOfSixSides) {
  auto v = six_variant();
  EXPECT_EQ(v.sides, 6);
  EXPECT_EQ(v.pieces.size(), 9u);
  ASSERT_EQ(v.setup.size(), 162u);
  std::map<int, int> per_side;
  for (const auto& p : v.setup) ++per_side[p.side];
  for (int a = 0; a < 6; ++a) EXPECT_EQ(per_side[a], 27);
  EXPECT_FALSE(v.rules.check);
  EXPECT_FALSE(v.rules.en_passant);
  EXPECT_EQ(rules::own_rank(six_cells(), six().find("j15"), rules::White, 6), 10);
  EXPECT_EQ(rules::own_rank(six_cells(), six().find("a15"), rules::Black, 6), 18);
}

TEST(SixArmiesLayout, FenRoundTripAndErrors) {
  auto v = six_variant();
  const auto& b = six_cells();
  auto pos = rules::parse_fen(v, b, v.setup_fen);
  EXPECT_EQ(pos.stm, rules::White);
  EXPECT_EQ(b.cell(pos.king[rules::Blue]).name, "f1");
  std::string text = rules::to_fen(v, b, pos);
  EXPECT_EQ(text, v.setup_fen + " captured=-");
  EXPECT_EQ(rules::parse_fen(v, b, text), pos);
  // A Gold Queen and two Blue Towers in the pool; Red to move.
  auto later = rules::parse_fen(v, b, v.setup_fen.substr(0, v.setup_fen.find(' ')) + " r captured=yQuTT");
  EXPECT_EQ(later.stm, rules::Red);
  EXPECT_EQ(later.pool[rules::Gold][static_cast<size_t>(v.type_index('Q'))], 1);
  EXPECT_EQ(later.pool[rules::Blue][static_cast<size_t>(v.type_index('T'))], 2);
  EXPECT_EQ(rules::to_fen(v, b, later).substr(text.size() - 12), "r captured=uTTyQ");
  auto error = [&](const std::string& fen) {
    try {
      rules::parse_fen(v, b, fen);
    } catch (const rules::FenError& e) {
      return std::string(e.what());
    }
    return std::string("no error");
  };
  const std::string place = v.setup_fen.substr(0, v.setup_fen.find(' '));
  EXPECT_EQ(error(place + " x"), "FEN field 2 ('x'): the army to move is one of w u y b g r");
  EXPECT_EQ(error(place + " w captured=Q"), "FEN field 3 ('captured=Q'): piece 'Q' has no army letter before it");
  EXPECT_EQ(error("bTBSBSKZ" + place.substr(8)), "FEN placement row 1, column 7: unknown piece letter 'Z'");
  std::string kingless = place;
  kingless.replace(kingless.find("bTBSBSKT"), 8, "bTBSBS1T");
  EXPECT_EQ(error(kingless + " w"),
            "FEN field 1 ('" + kingless +
                "'): Black has pieces but no King (an army without its King is out of the game)");
}

// One writer turns a variant into layout YAML (rules/load/write_variant.h): what load_variant reads
// back from it is the same variant. Checked for every shipped layout and every section the
// importer writes from the test files of tests/import: the roster, the setup and the core's rules
// field by field, the special rules played and each one's settings as its writer writes them (so
// writing again gives the same text), and the game itself, by perft 2 and the order of the moves
// from the setup.
#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>

#include "common/yamldoc.h"
#include "rules/load/load.h"
#include "rules/load/write_variant.h"
#include "rules/mechanisms/mechanism.h"
#include "rules/notation/notation.h"
#include "rules/play/movegen.h"
#include "rules/play/perft.h"
#include "rules/topology/board_shapes.h"
#include "support/paths.h"

namespace {

using pp::yaml::At;

std::string text_of(const YAML::Node& n) {
  YAML::Emitter e;
  e << n;
  return e.c_str();
}

std::string moves_of(const rules::Game& game) {
  rules::Position pos = rules::start_position(game, "", "setup", false);
  std::vector<rules::Move> moves;
  rules::generate_legal(game, pos, moves);
  std::string out;
  for (const rules::Move& m : moves) out += rules::move_text(game, m) + " ";
  return out;
}

// Loads `file`, writes its variant back into the layout, reads that text back and compares.
void expect_round_trip(const std::filesystem::path& file) {
  SCOPED_TRACE(file.string());
  const pp::YamlDoc doc = pp::load_yaml_doc(file.string(), "layout");
  const At root(doc);
  const rules::Board board = rules::read_board(root["board"]);
  const rules::Variant v = rules::load_variant(root, board);
  YAML::Node written = YAML::Clone(doc.root);
  rules::write_variant(v, board, written);
  const std::string text = text_of(written);
  const YAML::Node again = YAML::Load(text);
  rules::Variant w;
  try {
    w = rules::load_variant(At("written", again), board);
  } catch (const std::exception& e) {
    FAIL() << e.what() << "\n" << text;
  }
  ASSERT_EQ(v.pieces.size(), w.pieces.size()) << text;
  for (size_t t = 0; t < v.pieces.size(); ++t) {
    const rules::PieceType &a = v.pieces[t], &b = w.pieces[t];
    EXPECT_EQ(a.letter, b.letter);
    EXPECT_EQ(a.promoted, b.promoted);
    EXPECT_EQ(a.flips, b.flips);
    EXPECT_EQ(a.name, b.name);
    EXPECT_EQ(a.also, b.also);
    EXPECT_EQ(a.betza, b.betza);
    EXPECT_EQ(a.royal, b.royal);
    EXPECT_EQ(a.pawn, b.pawn);
    EXPECT_EQ(a.special, b.special);
    EXPECT_EQ(a.starts, b.starts);
  }
  EXPECT_EQ(v.setup_fen, w.setup_fen);
  ASSERT_EQ(v.setup.size(), w.setup.size());
  for (size_t i = 0; i < v.setup.size(); ++i) {
    EXPECT_EQ(v.setup[i].cell, w.setup[i].cell);
    EXPECT_EQ(v.setup[i].letter, w.setup[i].letter);
    EXPECT_EQ(v.setup[i].side, w.setup[i].side);
  }
  EXPECT_EQ(v.sides, w.sides);
  const rules::RuleSet &r = v.rules, &s = w.rules;
  EXPECT_EQ(r.pawn_runs, s.pawn_runs);
  EXPECT_EQ(r.en_passant, s.en_passant);
  EXPECT_EQ(r.en_passant_ranks, s.en_passant_ranks);
  EXPECT_EQ(r.check, s.check);
  EXPECT_EQ(r.kingless, s.kingless);
  EXPECT_EQ(r.promotion.zone, s.promotion.zone);
  EXPECT_EQ(r.promotion.forced, s.promotion.forced);
  EXPECT_EQ(r.promotion.immobile, s.promotion.immobile);
  EXPECT_EQ(r.promotion.to, s.promotion.to);
  EXPECT_EQ(r.promotion.side_to, s.promotion.side_to);
  EXPECT_EQ(r.promotion.only_captured, s.promotion.only_captured);
  EXPECT_EQ(r.promotion.cells, s.promotion.cells);
  EXPECT_EQ(r.castling.enabled, s.castling.enabled);
  EXPECT_EQ(r.castling.long_king, s.castling.long_king);
  EXPECT_EQ(r.castling.long_rook, s.castling.long_rook);
  EXPECT_EQ(r.castling.short_king, s.castling.short_king);
  EXPECT_EQ(r.castling.short_rook, s.castling.short_rook);
  EXPECT_EQ(r.castling.dropped_king, s.castling.dropped_king);
  EXPECT_EQ(r.castling.rank, s.castling.rank);
  EXPECT_EQ(r.castling.wins, s.castling.wins);
  EXPECT_EQ(r.castling.opposite, s.castling.opposite);
  EXPECT_EQ(r.shuffle.enabled, s.shuffle.enabled);
  EXPECT_EQ(r.shuffle.opposite_colours, s.shuffle.opposite_colours);
  EXPECT_EQ(r.shuffle.in_order, s.shuffle.in_order);
  EXPECT_EQ(r.armies.random_order, s.armies.random_order);
  ASSERT_EQ(r.armies.modes.size(), s.armies.modes.size());
  for (size_t i = 0; i < r.armies.modes.size(); ++i) {
    EXPECT_EQ(r.armies.modes[i].name, s.armies.modes[i].name);
    EXPECT_EQ(r.armies.modes[i].sides, s.armies.modes[i].sides);
    EXPECT_EQ(r.armies.modes[i].removed, s.armies.modes[i].removed);
    EXPECT_EQ(r.armies.modes[i].neutral, s.armies.modes[i].neutral);
    EXPECT_EQ(r.armies.modes[i].random_order, s.armies.modes[i].random_order);
  }
  for (const rules::Mechanism* m : rules::mechanisms()) EXPECT_EQ(rules::plays(*m, v), rules::plays(*m, w)) << m->name;
  // Each rule's settings, as its writer writes them: the same text again.
  EXPECT_EQ(text_of(rules::write_rules(v, board)), text_of(rules::write_rules(w, board)));
  // The game: the moves from the setup, in order, and perft 2.
  const rules::Game a(rules::read_board(root["board"]), v), b(rules::read_board(root["board"]), w);
  EXPECT_EQ(moves_of(a), moves_of(b));
  rules::Position pa = rules::start_position(a, "", "setup", false), pb = rules::start_position(b, "", "setup", false);
  EXPECT_EQ(rules::perft(a, pa, 2), rules::perft(b, pb, 2));
}

}  // namespace

TEST(WriteVariant, EveryShippedLayoutReadsBackAsTheSameGame) {
  for (const std::filesystem::path& file : pp::test::layout_files()) expect_round_trip(file);
}

TEST(WriteVariant, EveryImportedSectionReadsBackAsTheSameGame) {
  const std::filesystem::path out = pp::test::temp_dir("write-variant");
  std::filesystem::remove_all(out);
  int files = 0;
  for (const auto& e : std::filesystem::directory_iterator(pp::test::source_dir() / "tests" / "import")) {
    if (e.path().extension() != ".ini") continue;
    const std::filesystem::path into = out / e.path().stem();
    std::filesystem::create_directories(into);
    const std::string command = pp::test::pawnprint_exe().string() + " import " + e.path().string() + " --out " +
                                into.string() + " >/dev/null 2>&1";
    ASSERT_EQ(std::system(command.c_str()), 0) << command;
    for (const auto& layout : std::filesystem::directory_iterator(into)) {
      expect_round_trip(layout.path());
      ++files;
    }
  }
  EXPECT_GT(files, 50);
  std::filesystem::remove_all(out);
}

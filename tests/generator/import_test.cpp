// pawnprint import: variants.ini sections as layouts. The moves of the imported games are
// compared with Fairy-Stockfish loading the same file by tests/import/fsf_check.sh (label fsf);
// here, what the command writes and refuses.
#include <gtest/gtest.h>

#include <cctype>

#include "support.h"

using namespace pp::test;

namespace {

std::filesystem::path test_ini() { return source_dir() / "tests" / "import" / "variants.ini"; }

// Runs import on `ini` text into a fresh folder; the folder's files after it.
struct Imported {
  pp::test::Run run;
  std::vector<std::string> files;
};

Imported import_text(const TempDir& dir, const std::string& ini, const std::vector<std::string>& extra = {}) {
  write_file(dir / "v.ini", ini);
  std::filesystem::create_directories(dir / "out");
  std::vector<std::string> args{"import", (dir / "v.ini").string(), "--out", (dir / "out").string()};
  args.insert(args.end(), extra.begin(), extra.end());
  Imported out{pawnprint(args), files_below(dir / "out")};
  return out;
}

// One error line naming the .ini file and line, exit 2, nothing written.
void expect_refused(const std::string& ini, int line, const std::string& words) {
  TempDir dir;
  const Imported i = import_text(dir, ini);
  EXPECT_EQ(i.run.status, 2) << i.run.err;
  // FILE:LINE: or FILE:LINE:COL:, the column where the reader knows it.
  const std::string at = (dir / "v.ini").string() + ":" + std::to_string(line) + ":";
  ASSERT_EQ(i.run.err.rfind(at, 0), 0u) << i.run.err;
  EXPECT_TRUE(i.run.err[at.size()] == ' ' || std::isdigit(static_cast<unsigned char>(i.run.err[at.size()])))
      << i.run.err;
  EXPECT_EQ(std::count(i.run.err.begin(), i.run.err.end(), '\n'), 1) << i.run.err;
  EXPECT_NE(i.run.err.find(words), std::string::npos) << i.run.err;
  EXPECT_TRUE(i.files.empty()) << i.files.front();
}

// The layout section [a] of `ini` imports as; "" where the import fails.
std::string imported_a(const std::string& ini) {
  TempDir dir;
  const Imported i = import_text(dir, ini);
  EXPECT_EQ(i.run.status, 0) << i.run.err;
  return i.run.status == 0 ? read_file(dir / "out" / "a.yaml") : "";
}

// Imports the file `name` of tests/import into `dir`/out.
pp::test::Run import_test_file(const TempDir& dir, const std::string& name) {
  std::filesystem::create_directories(dir / "out");
  return pawnprint({"import", (source_dir() / "tests" / "import" / name).string(), "--out", (dir / "out").string()});
}

void has(const std::string& text, const std::string& part) {
  EXPECT_NE(text.find(part), std::string::npos) << part << " in:\n" << text;
}

const char* const kPlain =
    "[plain]\npawn = p\nrook = r\nking = k\nstartFen = r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1\n";

}  // namespace

TEST(Import, EverySectionOfTheTestFileBecomesALayoutThatValidates) {
  TempDir dir;
  std::filesystem::create_directories(dir / "out");
  const pp::test::Run run = pawnprint({"import", test_ini().string(), "--out", (dir / "out").string()});
  ASSERT_EQ(run.status, 0) << run.err;
  const std::vector<std::string> want{"archers.yaml", "bishopsfirst.yaml", "fivebyfive.yaml", "giveitaway.yaml",
                                      "sixes.yaml",   "summit.yaml",       "twochecks.yaml"};
  EXPECT_EQ(files_below(dir / "out"), want);
  // pocketSize only steers the engine's display: one warning naming its line.
  EXPECT_NE(run.err.find("variants.ini:45: [sixes] key 'pocketSize' only steers"), std::string::npos) << run.err;
  for (const std::string& f : want) {
    const pp::test::Run v = pawnprint({"validate", (dir / "out" / f).string()});
    EXPECT_EQ(v.status, 0) << f << ": " << v.err;
  }
}

TEST(Import, KeysBecomeLayoutKeys) {
  TempDir dir;
  std::filesystem::create_directories(dir / "out");
  ASSERT_EQ(pawnprint({"import", test_ini().string(), "--out", (dir / "out").string()}).status, 0);
  // A parent in the same file: its pieces, the child's board, castling files and promotion.
  const std::string archers = read_file(dir / "out" / "archers.yaml");
  EXPECT_NE(archers.find("  files: 10\n"), std::string::npos) << archers;
  EXPECT_NE(archers.find("A: {name: Archbishop, betza: BN, art: archbishop}"), std::string::npos) << archers;
  EXPECT_NE(archers.find("B: {name: Bishop, betza: B}"), std::string::npos) << archers;
  EXPECT_NE(archers.find("castling: {long: {king: c, rook: d}, short: {king: i, rook: h}}"), std::string::npos)
      << archers;
  EXPECT_NE(archers.find("promotion: {to: QACRB}"), std::string::npos) << archers;
  // A built-in parent: pawnprint's chess with the goal added.
  const std::string summit = read_file(dir / "out" / "summit.yaml");
  EXPECT_NE(summit.find("goal: {piece: K, white: [d4, e4, d5, e5], black: [d4, e4, d5, e5]}"), std::string::npos)
      << summit;
  EXPECT_NE(summit.find("Q: {name: Queen, betza: Q}"), std::string::npos) << summit;
  // Game ends and a King that is a plain piece.
  const std::string away = read_file(dir / "out" / "giveitaway.yaml");
  EXPECT_NE(away.find("extinction: {pieces: all, count: 0, result: win}"), std::string::npos) << away;
  EXPECT_NE(away.find("must-capture: true"), std::string::npos) << away;
  EXPECT_NE(away.find("stalemate: win"), std::string::npos) << away;
  EXPECT_NE(away.find("K: {name: Commoner, betza: K, art: mann}"), std::string::npos) << away;
  EXPECT_EQ(read_file(dir / "out" / "twochecks.yaml").find("checks: 2") != std::string::npos, true);
  // Hands, promoted forms and Shogi's pawn rule.
  const std::string five = read_file(dir / "out" / "fivebyfive.yaml");
  EXPECT_NE(five.find("drops: {hand: PSGRH}"), std::string::npos) << five;
  EXPECT_NE(five.find("+S: {name: Promoted Silver General, betza: WfF}"), std::string::npos) << five;
  EXPECT_NE(five.find("special: [one-per-file]"), std::string::npos) << five;
}

TEST(Import, OnlyTheSectionsNamed) {
  TempDir dir;
  const Imported i = import_text(dir, read_file(test_ini()), {"--variant", "sixes", "--variant", "summit"});
  EXPECT_EQ(i.run.status, 0) << i.run.err;
  EXPECT_EQ(i.files, (std::vector<std::string>{"sixes.yaml", "summit.yaml"}));
  TempDir other;
  const Imported unknown = import_text(other, read_file(test_ini()), {"--variant", "nosuch"});
  EXPECT_EQ(unknown.run.status, 2);
  EXPECT_NE(unknown.run.err.find("no section [nosuch]"), std::string::npos) << unknown.run.err;
}

TEST(Import, ARunThatFailsWritesNothing) {
  // The first section is good, the second has a bad Betza: neither is written.
  expect_refused(std::string(kPlain) + "\n[bad:plain]\ncustomPiece1 = a:xyz\n", 8, "Betza 'xyz'");
}

TEST(Import, OutIsMadeAsRenderMakesIt) {
  TempDir dir;
  write_file(dir / "v.ini", kPlain);
  const std::filesystem::path out = dir / "new" / "layouts";
  const pp::test::Run made = pawnprint({"import", (dir / "v.ini").string(), "--out", out.string()});
  EXPECT_EQ(made.status, 0) << made.err;
  EXPECT_TRUE(std::filesystem::exists(out / "plain.yaml"));
  // A run that fails makes no folder; a file where the folder should be is refused.
  write_file(dir / "bad.ini", std::string(kPlain) + "\n[bad:plain]\ncustomPiece1 = a:xyz\n");
  const std::filesystem::path none = dir / "none";
  EXPECT_EQ(pawnprint({"import", (dir / "bad.ini").string(), "--out", none.string()}).status, 2);
  EXPECT_FALSE(std::filesystem::exists(none));
  const pp::test::Run file = pawnprint({"import", (dir / "v.ini").string(), "--out", (dir / "v.ini").string()});
  EXPECT_EQ(file.status, 2);
  EXPECT_NE(file.err.find("is not a folder"), std::string::npos) << file.err;
}

TEST(Import, ErrorsNameTheLineOfTheIniFile) {
  expect_refused("[a]\nking = k\nfrobnicate = 3\n", 3, "key 'frobnicate': not a key pawnprint knows");
  expect_refused("[a]\nking = k\ncastling = maybe\n", 3, "'maybe' is not true or false");
  expect_refused("[a]\nking = k\nmaxRank = 40\n", 3, "not a whole number from 1 to 12");
  expect_refused("[a]\nking = k\nblastImmuneTypes = k\n", 3, "does not play pieces no blast takes (Atomar) yet");
  expect_refused("[a]\nking = k\nqueen = \xff\n", 3, "broken UTF-8");
  expect_refused("[a\nking = k\n", 1, "a section header is [name] or [name:parent]");
  expect_refused("king = k\n", 1, "before the first [section]");
  expect_refused("[a:b]\nking = k\n[b:a]\nqueen = q\n", 1, "a cycle of parents: a -> b -> a");
  expect_refused("[a:nosuchgame]\nking = k\n", 1, "parent 'nosuchgame' is neither");
  // A file of more sections, or a chain of more parents, than any variant needs costs seconds
  // per hundred: refused before any is translated.
  std::string many;
  for (int i = 0; i <= 1000; ++i) many += "[v" + std::to_string(i) + ":chess]\n";
  expect_refused(many, 1001, "more than 1000 sections; a file imports at most that many");
  std::string chain = "[c0:chess]\n";
  for (int i = 1; i <= 40; ++i) chain += "[c" + std::to_string(i) + ":c" + std::to_string(i - 1) + "]\n";
  expect_refused(chain, 34, "[c33]: more than 32 parents in a chain");
  expect_refused("[a]\nking = k\nknight = k\n", 3, "the letter 'k' is already another piece's");
  // A value the layout reader refuses is told at the key that wrote it: the setup here.
  expect_refused(std::string(kPlain) + "[b:plain]\nstartFen = rnbqkbnr/8/8/8/8/8/8/8 w - - 0 1\n", 7, "[b]");
}

TEST(Import, AnExistingLayoutIsKeptUnlessForced) {
  TempDir dir;
  std::filesystem::create_directories(dir / "out");
  write_file(dir / "out" / "plain.yaml", "mine\n");
  const Imported i = import_text(dir, kPlain);
  EXPECT_EQ(i.run.status, 2);
  EXPECT_NE(i.run.err.find("exists; --force replaces it"), std::string::npos) << i.run.err;
  EXPECT_EQ(read_file(dir / "out" / "plain.yaml"), "mine\n");
  EXPECT_EQ(import_text(dir, kPlain, {"--force"}).run.status, 0);
  EXPECT_NE(read_file(dir / "out" / "plain.yaml").find("name: plain"), std::string::npos);
}

TEST(Import, GamesNotOfPiecesOnOneBoardAreSkipped) {
  TempDir dir;
  const Imported i = import_text(dir, std::string(kPlain) + "[linefour]\nking = k\nconnectN = 4\n" +
                                          "[bridge]\npieceDrops = true\nconnectRegion1White = a*\n"
                                          "connectRegion2White = h*\nconnectDiagonal = false\n");
  EXPECT_EQ(i.run.status, 0) << i.run.err;
  EXPECT_EQ(i.files, std::vector<std::string>{"plain.yaml"});
  EXPECT_NE(i.run.err.find("v.ini:6: [linefour] is not a game of pieces moving on one board; skipped"),
            std::string::npos)
      << i.run.err;
  EXPECT_NE(i.run.err.find("v.ini:9: [bridge] is not a game of pieces moving on one board; skipped"), std::string::npos)
      << i.run.err;
}

TEST(Import, GatingDropsRegionsAndCountingBecomeLayoutKeys) {
  TempDir dir;
  const pp::test::Run run = import_test_file(dir, "newer-keys.ini");
  ASSERT_EQ(run.status, 0) << run.err;
  auto lacks = [](const std::string& text, const std::string& part) {
    EXPECT_EQ(text.find(part), std::string::npos) << part << " in:\n" << text;
  };
  const std::string gate = read_file(dir / "out" / "gatehouse.yaml");
  has(gate, "gating: true");
  has(gate, "drops: {hand: PNBRQHE, captures: false, drop: false}");
  has(gate, "promotion: {zone: 2, forced: true, to: QEHRBN}");
  has(gate, "pawn-runs: {2: 2}");
  has(gate, "goal: {piece: K, white: [d5, e5], black: [d4, e4]}");
  // Pawns dropped on the first rank but not the last, one a file, every piece on files a-f only.
  const std::string house = read_file(dir / "out" / "pawnhouse.yaml");
  has(house, "cells: {Q: a1-f8, R: a1-f8, B: a1-f8, N: a1-f8, P: a1-f7}");
  has(house, "special: [one-per-file]");
  has(house, "demote: P");
  const std::string count = read_file(dir / "out" / "countdown.yaml");
  has(count, "counting: {rule: makruk, rook: T, khon: S, knight: J, met: M}");
  has(count, "promotion: {zone: 3, forced: true, to: M}");
  // The engine's fsW written out; the King taken from chess and an Emperor made royal; a custom pawn.
  const std::string odd = read_file(dir / "out" / "oddments.yaml");
  has(odd, "G: {name: Piece G, betza: FfWsW}");
  const std::string emperors = read_file(dir / "out" / "emperors.yaml");
  has(emperors, "M: {name: Centaur, betza: KN, royal: true}");  // named for the moves it shares
  lacks(emperors, "K: {");
  lacks(emperors, "extinction");
  const std::string steppers = read_file(dir / "out" / "sidesteppers.yaml");
  has(steppers, "P: {name: Piece P, betza: mfWmsWcfF, pawn: true}");
  has(steppers, "setup: rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1");
  lacks(steppers, "pawn-runs");
  for (const std::string f : {"oddments", "gatehouse", "pawnhouse", "countdown", "emperors", "sidesteppers"}) {
    const pp::test::Run v = pawnprint({"validate", (dir / "out" / (f + ".yaml")).string()});
    EXPECT_EQ(v.status, 0) << f << ": " << v.err;
  }
}

TEST(Import, RulesNotPlayedAreRefusedByName) {
  expect_refused("[a]\nking = k\nenclosingDrop = reversi\n", 3,
                 "key 'enclosingDrop': pawnprint does not play drops that must enclose pieces");
  expect_refused("[a]\nking = k\ncountingRule = cambodian\n", 3, "not 'cambodian'");
  expect_refused("[a]\nking = k\ngating = true\n", 3, "key 'gating': gating cells bring nothing in");
  expect_refused("[a]\nking = k\nseirawanGating = true\n", 3, "needs gating = true");
  expect_refused("[a]\nking = k\ndropNoDoubled = k\n", 3, "a rule of drops, in a game without them");
  expect_refused("[a]\nking = k\npieceDrops = true\ndropNoDoubledCount = 2\n", 4, "a file limit");
  expect_refused("[a:chess]\ndropNoDoubledCount = -1\n", 2, "dropNoDoubledCount");
  expect_refused("[a:chess]\npromotedPieceType = n:b\npieceDemotion = true\n", 3,
                 "give mandatoryPiecePromotion = true");
  expect_refused(
      "[a:chess]\npromotedPieceType = n:b\nmandatoryPiecePromotion = true\npieceDemotion = true\n"
      "promotionRegionWhite = *1 *2 *3 *4 *5 *6 *7 *8\npromotionRegionBlack = *8\n",
      6, "give promotionRegionBlack as the whole board");
  expect_refused("[a:chess]\ncustomPiece1 = p:fmWfcFibW\npawnTypes = p\n", 3, "a lame double step forward");
  expect_refused("[a:chess]\nextinctionValue = loss\nextinctionPieceTypes = *\nextinctionPseudoRoyal = true\n", 4,
                 "not of '*'");
}

TEST(Import, LastPiecesMadeRoyalAndImmobilePiecesBecomeLayoutKeys) {
  TempDir dir;
  const pp::test::Run run = import_test_file(dir, "pseudo-royal.ini");
  ASSERT_EQ(run.status, 0) << run.err;
  // Three a side: the rule itself, with no result (the engine judges no extinction then).
  const std::string marshals = read_file(dir / "out" / "three-marshals.yaml");
  has(marshals, "extinction: {pieces: M, count: 2, royal: true}");
  const std::string race = read_file(dir / "out" / "crown-race.yaml");
  has(race, "W: {name: Blocker, betza: \"\"}");
  has(race, "extinction: {pieces: G, count: 1, royal: true}");
  for (const std::string f : {"three-marshals", "crown-race", "crown-race-alone", "spare-guards"}) {
    const pp::test::Run v = pawnprint({"validate", (dir / "out" / (f + ".yaml")).string()});
    EXPECT_EQ(v.status, 0) << f << ": " << v.err;
  }
}

// Promotion regions other than the last ranks become the zone's cells: White's alone where
// Black's is it turned, else each side's own.
TEST(Import, PromotionRegionsOfOtherCellsBecomeTheZonesCells) {
  const std::string head = "[a:chess]\nstartFen = 4k3/pppp4/8/8/8/8/4PPPP/4K3 w - - 0 1\ncastling = false\n";
  TempDir turned;
  const Imported corner =
      import_text(turned, head + "promotionRegionWhite = g8 h8 h7\npromotionRegionBlack = a1 a2 b1\n");
  ASSERT_EQ(corner.run.status, 0) << corner.run.err;
  has(read_file(turned / "out" / "a.yaml"), "promotion: {cells: [g8, h7, h8], forced: true, to: QRBN}");
  TempDir own;
  const Imported sides = import_text(own, head + "promotionRegionWhite = *6 *7 *8\npromotionRegionBlack = *1 *2 *3\n");
  ASSERT_EQ(sides.run.status, 0) << sides.run.err;
  has(read_file(own / "out" / "a.yaml"), "promotion: {zone: 3, forced: true, to: QRBN}");
  TempDir apart;
  const Imported zones = import_text(apart, head + "promotionRegionWhite = *6 *7 *8\npromotionRegionBlack = *1 *2\n");
  ASSERT_EQ(zones.run.status, 0) << zones.run.err;
  has(read_file(apart / "out" / "a.yaml"), "promotion: {cells: {white: a6-h8, black: a1-h2}, forced: true, to: QRBN}");
}

// Pawns are dropped neither on their first rank nor in their own promotion zone, however the
// two sides' zones differ.
TEST(Import, PawnDropsKeepOffEachSidesOwnPromotionZone) {
  has(imported_a("[a:crazyhouse]\npromotionRegionWhite = *7 *8\npromotionRegionBlack = *1 *2 *3\n"),
      "P: {white: a2-h6, black: a4-h7}");
  has(imported_a("[a:crazyhouse]\npromotionRegionWhite = a8 b8 a7\npromotionRegionBlack = h1 g1 h2\n"),
      "P: [a2, a3, a4, a5, a6, b2, b3, b4, b5, b6, b7, c2, c3");
}

// materialCounting scores the ends that would be drawn: draw odds, or the pieces on the board.
TEST(Import, WallsPetrificationAndBlastsIntoHandBecomeLayoutKeys) {
  has(imported_a("[a:chess]\nwallingRule = arrow\n"), "walls: {place: arrow}");
  has(imported_a("[a:chess]\nwallingRule = past\n"), "walls: {place: trail}");
  has(imported_a("[a:chess]\nwallingRule = static\n"), "walls: {place: anywhere}");
  has(imported_a("[a:chess]\nwallingRule = edge\nwallOrMove = true\n"), "walls: {place: edge, instead: true}");
  // Over a parent with walls, wallOrMove alone keeps its rule, and none takes the walls away.
  has(imported_a("[a:amazons]\nwallOrMove = true\n"), "walls: {place: arrow, instead: true}");
  EXPECT_EQ(imported_a("[a:snailtrail]\nwallingRule = none\n").find("walls:"), std::string::npos);
  has(imported_a("[a:chess]\npetrifyOnCaptureTypes = nbr\n"), "petrify: NBR");
  has(imported_a("[a:chess]\nstartFen = rnbqkbnr/pppppppp/8/3**3/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\n"), "3**3");
  const std::string zh = imported_a("[a:atomic]\npieceDrops = true\ncapturesToHand = true\n");
  has(zh, "blast: true");
  has(zh, "drops: {hand: QRBNP");
  expect_refused("[a:chess]\nwallingRule = sometimes\n", 2, "the walling rules are none, arrow, duck, edge");
  expect_refused("[a:chess]\nwallOrMove = true\n", 2, "a wall in place of a move needs a wallingRule");
  expect_refused("[a:chess]\npetrifyOnCaptureTypes = k\n", 2, "the royal piece K never turns to stone");
}

// The engine's direction words, as its move table reads them, written in pawnprint's Betza.
TEST(Import, BetzaDirectionsAreReadAsTheEngineReadsThem) {
  auto betza_of = [](const std::string& fsf) {
    const std::string yaml = imported_a("[a:chess]\ncustomPiece1 = a:" + fsf + "\n");
    const size_t at = yaml.find("betza: ", yaml.find("  A: {name: "));
    return at == std::string::npos ? std::string("?") : yaml.substr(at + 7, yaml.find_first_of(",}", at) - at - 7);
  };
  EXPECT_EQ(betza_of("fN"), "ffN");       // one letter is its doubled pair: the Shogi Knight
  EXPECT_EQ(betza_of("fF"), "fF");        // both forward diagonals
  EXPECT_EQ(betza_of("fhN"), "fN");       // the forward half: four leaps
  EXPECT_EQ(betza_of("mfhnN"), "mnfN");   // modifiers kept before the words
  EXPECT_EQ(betza_of("hlN"), "hlN");      // a chiral half
  EXPECT_EQ(betza_of("fsW"), "fWsW");     // a mixed pair on a one-way atom is split
  EXPECT_EQ(betza_of("lrR"), "sR");       // two letters that make no pair: both halves
  EXPECT_EQ(betza_of("hrW"), "rW");       // split, the half letter says nothing
  EXPECT_EQ(betza_of("flK"), "lWflF");    // a King's pair read on each of its atoms
  EXPECT_EQ(betza_of("vQ"), "vRB");       // the Queen's rook lines vertical, all its diagonals
  EXPECT_EQ(betza_of("fLbJ"), "ffCbbZ");  // the engine's L and J are the Camel and Zebra
  expect_refused("[a:chess]\ncustomPiece1 = a:frN\n", 2, "'frN' means leaps pawnprint's Betza has no words for");
  // A custom piece moving as one the engine names takes its name and drawing.
  has(imported_a("[a:chess]\ncustomPiece1 = h:BN\n"), "H: {name: Archbishop, betza: BN, art: archbishop}");
}

// A pawn of each side's own kind (promotionPawnTypesBlack), promoting as its side's keys say; the
// parent's pawn, when the section sets up none of it and names another, left out.
TEST(Import, EachSidesOwnPawnAndAPawnOfAnotherKind) {
  const std::string khan = imported_a(
      "[a:chess]\ncustomPiece1 = t:mNcK\ncustomPiece2 = s:mfhNcfW\npromotionPawnTypesBlack = s\n"
      "promotionPieceTypesBlack = t\nstartFen = 4k3/ssssssss/8/8/8/8/PPPPPPPP/4K3 w - - 0 1\n");
  has(khan, "promotion: {to: {white: QRBN, black: T}}");
  has(khan, "S: {name: Piece S, betza: mfNcfW, pawn: true}");
  const std::string other = imported_a(
      "[a:chess]\ncustomPiece1 = h:mfWcfFfhmnN\npawnTypes = h\nstartFen = 4k3/hhhhhhhh/8/8/8/8/HHHHHHHH/4K3 w - - 0 1\n");
  EXPECT_EQ(other.find("P: {name: Pawn"), std::string::npos) << other;
  has(other, "H: {name: Piece H, betza: mfWcfFmnfN, pawn: true}");
  expect_refused("[a:chess]\ncustomPiece1 = s:mfhNcfW\npromotionPawnTypesBlack = s\npieceDrops = true\n", 3,
                 "each side's own pawn is read in a game without drops");
}

// The engine's promoted piece is of the kind it turned into: a King promoted to a Queen counts as
// a Queen for the last pieces made royal.
TEST(Import, PromotedFormsCountAsThePieceTheyBecome) {
  has(imported_a("[a]\nmaxRank = 5\nmaxFile = 5\nking = -\ncustomPiece1 = k:K\ncustomPiece2 = q:mW\n"
                 "promotedPieceType = k:q\nextinctionValue = loss\nextinctionPieceTypes = kq\n"
                 "extinctionPseudoRoyal = true\npieceDrops = true\ncapturesToHand = true\n"
                 "startFen = 2k2/5/5/5/2K2[] w - - 0 1\n"),
      "extinction: {pieces: KQ, count: 0, counted-as: {+K: Q}, royal: true}");
}

// The special rules an imported game plays become rules-sheet sections whose diagrams the rules
// core fills in: the drops of a piece in hand, a pawn one step from its zone, the King castling
// from the setup, the goal cells.
TEST(Import, SpecialRulesBecomeSectionsWithComputedDiagrams) {
  const std::string house = imported_a("[a:chess]\npieceDrops = true\ncapturesToHand = true\n");
  has(house, "title: Drops");
  has(house, "fen: \"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[P] w - - 0 1\"");
  has(house, "moves: [\"P@\"]");
  has(house, "title: Promotion");
  has(house, "A Pawn reaching the promotion zone becomes a Queen, Rook, Bishop or Knight.");
  has(house, "fen: \"8/3P4/8/8/8/8/8/8[] w - - 0 1\"");
  has(house, "title: Castling");
  has(house, "fen: \"r3k2r/8/8/8/8/8/8/R3K2R[] w KQkq - 0 1\"");
  has(house, "moves: [e1]");
  const std::string hill =
      imported_a("[a:chess]\nflagPiece = k\nflagRegionWhite = d4 e4 d5 e5\nflagRegionBlack = d4 e4 d5 e5\n");
  has(hill, "marks: [\"d4:goal\", \"e4:goal\", \"d5:goal\", \"e5:goal\"]");
  const std::string gates = imported_a(
      "[a:chess]\ngating = true\nseirawanGating = true\npieceDrops = true\ncapturesToHand = false\n"
      "customPiece1 = h:BN\nstartFen = rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[Hh] "
      "w KQBCDFGkqbcdfg - 0 1\n");
  has(gates, "title: Gating");
  has(gates, "moves: [b1]");
  has(gates, "fen: \"r3k2r/8/8/8/8/8/8/R3K2R[] w KQkq - 0 1\"");  // the gating cells left out of castling's
  const std::string kept = imported_a(
      "[a:xiangqi]\nmobilityRegionWhiteKing = d1 e1 f1 d2 e2 f2\n"
      "mobilityRegionBlackKing = d10 e10 f10 d9 e9 f9\n");
  has(kept, "title: Confinement");
  has(kept, "moves: [d2]");
  const std::string boom = imported_a("[a:atomic]\ncastling = false\n");
  has(boom, "title: Explosions");
  has(boom, "fen: 8/8/2q5/3qp3/4Q3/8/3Q4/8 w - - 0 1");
  has(boom, "marks: [\"c6:blast\", \"e4:blast\"]");  // the pawn on e5 is spared
  const std::string duck = imported_a("[a:chess]\nwallingRule = duck\n");
  has(duck, "title: Walls");
  has(duck, "fen: \"8/8/2*5/4*3/8/2Q2*2/8/8 w - - 0 1\"");
  const std::string take = imported_a("[a:giveaway]\ncastling = false\n");
  has(take, "title: Capturing is compulsory");
  has(take, "fen: 8/8/8/3q4/8/8/3Q4/8 w - - 0 1");
  const std::string flips = imported_a(
      "[a:chess]\npromotedPieceType = n:b\npieceDemotion = true\n"
      "mandatoryPiecePromotion = true\npromotionRegionWhite = *1 *2 *3 *4 *5 *6 *7 *8\n"
      "promotionRegionBlack = *1 *2 *3 *4 *5 *6 *7 *8\npromotionPieceTypes = -\n");
  has(flips, "title: Turning over");
  has(flips, "fen: 8/8/8/8/3N4/8/8/8 w - - 0 1");
  // Each renders, its marks computed: the kit's rules sheet is written.
  TempDir dir;
  write_file(dir / "v.ini", "[a:chess]\npieceDrops = true\ncapturesToHand = true\n");
  const pp::test::Run run =
      pawnprint({"render", (dir / "v.ini").string() + ":a", "--only", "rules", "--out", (dir / "kit").string()});
  EXPECT_EQ(run.status, 0) << run.err;
  EXPECT_TRUE(std::filesystem::exists(dir / "kit" / "a" / "a-rules.pdf"));
}

TEST(Import, MaterialCountingBecomesPoints) {
  const std::string head = "[a:chess]\nstartFen = 4k3/8/8/8/8/8/4P3/4K3 w - - 0 1\ncastling = false\n";
  const std::string odds = imported_a(head + "materialCounting = blackdrawodds\n");
  has(odds, "points: {odds: black}");
  has(odds, "is won by Black instead.");
  has(imported_a(head + "materialCounting = unweighted\n"), "points: {values: {K: 1, Q: 1, R: 1, B: 1, N: 1, P: 1}}");
  expect_refused(head + "materialCounting = lots\n", 4, "'lots' is not none, janggi, unweighted");
  expect_refused(head + "materialCounting = janggi\n", 4, "over pawnprint's janggi layouts only");
}

// Triple steps lengthen the double steps of their ranks; one where no double step is refused.
TEST(Import, TripleStepsLengthenTheRunsOfTheirRanks) {
  const std::string head =
      "[a:chess]\nmaxRank = 10\npromotionRegionWhite = *10\npromotionRegionBlack = *1\n"
      "startFen = 4k3/pppppppp/8/8/8/8/8/8/PPPPPPPP/4K3 w - - 0 1\ncastling = false\n";
  has(imported_a(head + "doubleStepRegionWhite = *2 *3\ntripleStepRegionWhite = *2\ntripleStepRegionBlack = *9\n"),
      "pawn-runs: {2: 3, 3: 2}");
  expect_refused(head + "doubleStepRegionWhite = *2\ntripleStepRegionWhite = *3\n", 8,
                 "may step three cells but not two");
  expect_refused(head + "tripleStepRegionWhite = *2\ntripleStepRegionBlack = *8\n", 8, "White's turned");
}

// Over a layout whose letters are not the engine's (Grand's Marshall M and Cardinal C, the
// engine's c and a), the section is written in the engine's letters throughout.
TEST(Import, AParentIsLetteredAsTheEngineLettersIt) {
  const std::string yaml = imported_a("[a:grand]\npieceDrops = true\ncapturesToHand = true\n");
  has(yaml, "C: {name: Marshall, betza: RN}");
  has(yaml, "A: {name: Cardinal, betza: BN}");
  has(yaml, "promotion: {zone: 3, to: QCARBN, only-captured: true}");
  has(yaml, "hand: QCARBNP");
  has(yaml, "setup: r8r/1nbqkcabn1/pppppppppp/10/10/10/10/PPPPPPPPPP/1NBQKCABN1/R8R w - - 0 1");
  EXPECT_EQ(yaml.find("M: {"), std::string::npos) << yaml;
}

// Xiangqi's keys over the built-in parent: the Soldier's sideways rank as zone moves, the King's
// region as the General's, a side left out keeping the parent's cells, and the river, palaces
// and marks of the parent's board left off a board of other ranks.
TEST(Import, XiangqisSoldierRankAndRegionsBecomeLayoutKeys) {
  const std::string head =
      "[a:xiangqi]\nmaxRank = 8\n"
      "startFen = rnbakabnr/9/1c5c1/p1p1p1p1p/9/P1P1P1P1P/1C5C1/RNBAKABNR w - - 0 1\n";
  const std::string yaml = imported_a(head +
                                      "soldierPromotionRank = 5\nmobilityRegionBlackKing = d6 e6 f6 d7 e7 "
                                      "f7 d8 e8 f8\nmobilityRegionBlackElephant = *5 *6 *7 *8\n");
  has(yaml, "P: {name: Soldier, betza: fW");
  has(yaml, "P: {cells: a5-i8, betza: sW}");
  has(yaml, "confine: {K: d1-f3, A: d1-f3, B: {white: a1-i5, black: a5-i8}}");
  has(yaml, "points: {}");
  expect_refused(head + "soldierPromotionRank = 9\n", 4, "ranks are 1 to 8");
}

TEST(Import, AKeyGivenTwiceIsReadAtItsLastValue) {
  // As the engine reads it: the later line counts, and a warning names both.
  TempDir dir;
  const Imported i = import_text(dir,
                                 "[a]\nking = k\nrook = r\nstartFen = r3k2r/8/8/8/8/8/8/R3K2R w - - 0 1\n"
                                 "castling = true\ncastling = false\n");
  ASSERT_EQ(i.run.status, 0) << i.run.err;
  EXPECT_NE(i.run.err.find("v.ini:6: key 'castling' twice in [a] (first at line 5); the last value is read"),
            std::string::npos)
      << i.run.err;
  EXPECT_EQ(read_file(dir / "out" / "a.yaml").find("castling:"), std::string::npos);
}

TEST(Import, CastlingTurnedOffTakesTheSetupsRightsAway) {
  // The engine ignores the parent's KQkq once castling is off; the layout's setup names none.
  TempDir dir;
  const Imported i = import_text(dir, "[a:giveaway]\ncastling = false\n");
  ASSERT_EQ(i.run.status, 0) << i.run.err;
  const std::string a = read_file(dir / "out" / "a.yaml");
  EXPECT_NE(a.find("setup: rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1"), std::string::npos) << a;
  EXPECT_EQ(a.find("castling:"), std::string::npos) << a;
}

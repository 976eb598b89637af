// pawnprint import of an Interactive Diagram (a page's <div class="idiagram"> block, or a text
// file of the block). The fairy game's moves are compared with Fairy-Stockfish by
// tests/import/fsf_check.sh (Import.DiagramAgreesWithFairyStockfish, label fsf); here, ordinary
// chess against the shipped layout and the published perft counts, and what is refused.
#include <gtest/gtest.h>

#include <algorithm>

#include "support.h"

using namespace pp::test;

namespace {

std::string test_file(const std::string& name) { return (source_dir() / "tests" / "import" / name).string(); }
// The sample diagram the program ships (share/pawnprint/examples), which covers every key read.
std::string example_file(const std::string& name) { return (source_dir() / "examples" / name).string(); }

pp::test::Run import_into(const TempDir& dir, const std::string& file) {
  std::filesystem::create_directories(dir / "out");
  return pawnprint({"import", file, "--out", (dir / "out").string()});
}

std::string perft(const std::string& layout, const std::string& fen, int depth) {
  std::vector<std::string> args{"perft", layout, "--depth", std::to_string(depth)};
  if (!fen.empty()) args.insert(args.end(), {"--fen", fen});
  const pp::test::Run run = pawnprint(args);
  EXPECT_EQ(run.status, 0) << run.err;
  std::string out = run.out;
  while (!out.empty() && out.back() == '\n') out.pop_back();
  return out.substr(out.rfind('\n') + 1);
}

// A diagram file of `text`: one error line at `line` of it, exit 2, nothing written.
void expect_diagram_refused(const std::string& text, int line, const std::string& words,
                            const std::string& ext = ".txt") {
  TempDir dir;
  const std::string file = (dir / ("game" + ext)).string();
  write_file(file, text);
  const pp::test::Run run = import_into(dir, file);
  EXPECT_EQ(run.status, 2) << run.err;
  const std::string at = line > 0 ? file + ":" + std::to_string(line) + ": " : file + ": ";
  EXPECT_EQ(run.err.rfind(at, 0), 0u) << run.err;
  EXPECT_EQ(std::count(run.err.begin(), run.err.end(), '\n'), 1) << run.err;
  EXPECT_NE(run.err.find(words), std::string::npos) << run.err;
  EXPECT_TRUE(files_below(dir / "out").empty());
}

const char* const kPieces = "pawn::ifmnDfmWfceF::a2-h2\nrook::R::a1,h1\nking::KisO2::e1\n";

}  // namespace

TEST(ImportDiagram, ChessFromAPagePlaysAsTheShippedChess) {
  TempDir dir;
  const pp::test::Run run = import_into(dir, example_file("chess.html"));
  ASSERT_EQ(run.status, 0) << run.err;
  const std::string layout = (dir / "out" / "orthodox.yaml").string();
  // The start, Kiwipete (castling both ways, en passant), a rook ending and a promotion
  // position, with the counts published for them at depth 3.
  const std::pair<std::string, std::string> cases[] = {
      {"", "8902"},
      {"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", "97862"},
      {"8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", "2812"},
      {"n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1", "9483"}};
  for (const auto& [fen, count] : cases) {
    EXPECT_EQ(perft(layout, fen, 3), count) << fen;
    EXPECT_EQ(perft("chess", fen, 3), count) << fen;
  }
}

TEST(ImportDiagram, CapablancaPlaysAsFairyStockfish) {
  TempDir dir;
  const pp::test::Run run = import_into(dir, test_file("capablanca.txt"));
  ASSERT_EQ(run.status, 0) << run.err;
  const std::string layout = (dir / "out" / "capablanca.yaml").string();
  // Fairy-Stockfish 11.1's perft 3 in its capablanca: the start, castling both ways on ten files
  // against an en passant capture, promotion to each of six pieces, and an open game.
  const std::pair<std::string, std::string> cases[] = {
      {"", "25228"},
      {"r4k3r/ppppp1pppp/10/10/4Pp4/10/PPPP1PPPPP/R4K3R b KQkq e3 0 1", "29514"},
      {"r4k3r/1P8/10/10/10/10/8p1/R4K3R w KQkq - 0 1", "33195"},
      {"rnabqkbcnr/pp1ppppppp/10/2p7/4P5/5N4/PPPP1PPPPP/RNABQKBC1R w KQkq c6 0 3", "37933"}};
  for (const auto& [fen, count] : cases) EXPECT_EQ(perft(layout, fen, 3), count) << fen;
}

TEST(ImportDiagram, EveryKeyIsRead) {
  TempDir dir;
  const pp::test::Run run = import_into(dir, example_file("chess.html"));
  ASSERT_EQ(run.status, 0) << run.err;
  EXPECT_EQ(files_below(dir / "out"), (std::vector<std::string>{"orthodox.theme.yml", "orthodox.yaml"}));
  // Keys of the diagram's look: named in one warning line, with their lines in the page.
  EXPECT_EQ(run.err, "pawnprint: warning: " + example_file("chess.html") +
                         ": keys that steer only the diagram's look, read and left out: graphicsDir (line 20), "
                         "squareSize (line 21)\n");
  const std::string chess = read_file(dir / "out" / "orthodox.yaml");
  EXPECT_NE(chess.find("name: orthodox\n"), std::string::npos) << chess;  // satellite=
  EXPECT_NE(chess.find("K: {name: King, betza: K, royal: true}"), std::string::npos) << chess;
  EXPECT_NE(chess.find("P: {name: Pawn, betza: fmWfcF, pawn: true}"), std::string::npos) << chess;
  EXPECT_NE(chess.find("castling: {long: {king: c, rook: d}, short: {king: g, rook: f}}"), std::string::npos);
  EXPECT_NE(chess.find("pawn-runs: {2: 2}"), std::string::npos) << chess;
  EXPECT_NE(chess.find("promotion: {to: QRBN}"), std::string::npos) << chess;
  EXPECT_NE(chess.find("setup: rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"), std::string::npos);
  // lightShade and darkShade: a theme over classic, which renders the board in them.
  const std::string theme = read_file(dir / "out" / "orthodox.theme.yml");
  EXPECT_NE(theme.find("extends: classic"), std::string::npos) << theme;
  const pp::test::Run r = pawnprint({"render", (dir / "out" / "orthodox.yaml").string(), "--theme",
                                     (dir / "out" / "orthodox.theme.yml").string(), "--out", (dir / "r").string(),
                                     "--only", "board", "--format", "svg", "-q"});
  ASSERT_EQ(r.status, 0) << r.err;
  const std::string svg = read_file(dir / "r" / "orthodox" / "orthodox-board-1.svg");
  EXPECT_NE(svg.find("#f0d9b5"), std::string::npos);
  EXPECT_NE(svg.find("#b58863"), std::string::npos);
}

TEST(ImportDiagram, ATextFileNamesTheGameAndPlacesBlackBySymmetry) {
  TempDir dir;
  const pp::test::Run run = import_into(dir, test_file("capablanca.txt"));
  ASSERT_EQ(run.status, 0) << run.err;
  const std::string game = read_file(dir / "out" / "capablanca.yaml");
  // symmetry=rotate turns the Pawns, Knights, Bishops and Rooks; the rest list Black's squares.
  EXPECT_NE(game.find("setup: rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1"), std::string::npos)
      << game;
  EXPECT_NE(game.find("castling: {long: {king: c, rook: d}, short: {king: i, rook: h}}"), std::string::npos);
  EXPECT_NE(game.find("A: {name: Archbishop, betza: BN, art: archbishop}"), std::string::npos) << game;
  EXPECT_NE(game.find("promotion: {to: ACQRBN}"), std::string::npos) << game;
  // mirror, none, a deeper zone, the default choice, holdings, a royal by number.
  write_file(dir / "small.txt",
             "files=5\nranks=6\nsymmetry=none\npromoZone=2\nroyal=3\nholdingsType=0\n"
             "pawn::fmWfcF::a2-e2,,a5-e5\nrook::R::a1,,e6\ngeneral:G:K::c1,,c6\n");
  const pp::test::Run small = pawnprint({"import", (dir / "small.txt").string(), "--out", (dir / "out").string()});
  ASSERT_EQ(small.status, 0) << small.err;
  const std::string s = read_file(dir / "out" / "small.yaml");
  EXPECT_NE(s.find("setup: 2g1r/ppppp/5/5/PPPPP/R1G2 w - - 0 1"), std::string::npos) << s;
  EXPECT_NE(s.find("promotion: {zone: 2, to: R}"), std::string::npos) << s;
  EXPECT_NE(s.find("G: {name: General, betza: K, royal: true}"), std::string::npos) << s;
  // Five pawn steps, the King's two (b1, d1) and the Rook's one (b1).
  EXPECT_EQ(perft((dir / "out" / "small.yaml").string(), "", 1), "8");
}

TEST(ImportDiagram, HoldingsAreDrops) {
  TempDir dir;
  write_file(dir / "drop.txt", "maxPromote=0\nholdingsType=1\nsymmetry=rotate\nking::K::a1\nrook::R::b1\n");
  const pp::test::Run run = pawnprint({"import", (dir / "drop.txt").string(), "--out", dir.path.string()});
  ASSERT_EQ(run.status, 0) << run.err;
  const std::string s = read_file(dir / "drop.yaml");
  EXPECT_NE(s.find("drops: {hand: R}"), std::string::npos) << s;
  EXPECT_NE(s.find("setup: \"6rk/8/8/8/8/8/8/KR6[] w - - 0 1\""), std::string::npos) << s;
}

TEST(ImportDiagram, WhatCannotBeHonouredIsRefusedAtItsLine) {
  const std::string p = kPieces;
  expect_diagram_refused("files=8\ncaptureMatrix=/8\n" + p, 2, "key 'captureMatrix': not a key pawnprint reads");
  expect_diagram_refused("symmetry=twisted\n" + p, 1, "key 'symmetry': 'twisted' is not mirror, rotate or none");
  expect_diagram_refused("files=40\n" + p, 1, "key 'files': '40' is not a whole number from 1 to 26");
  expect_diagram_refused("holdingsType=1\n" + p, 1, "dropping a promoting piece (a pawn) is not read yet");
  expect_diagram_refused("holdingsType=-1\n" + p, 1, "key 'holdingsType'");
  expect_diagram_refused("promoChoice=*R\n" + p, 1, "'*' is no piece's ID");
  expect_diagram_refused("lightShade=wheat\n" + p, 1, "'wheat' is not a colour");
  expect_diagram_refused("firstRank=0\n" + p, 1, "numbered from rank 1 only");
  expect_diagram_refused(p + "lion:::::2\n", 4, "pieces in hand at the start");
  expect_diagram_refused(p + "queen::Q::z9\n", 4, "'z9' is not a square of the 8x8 board");
  expect_diagram_refused(p + "queen::Q::a1\n", 4, "two pieces on a1");
  expect_diagram_refused(p + "rogue:R:K::d1\n", 4, "the letter 'R' is already rook's (line 2)");
  expect_diagram_refused(p + "wizard::::d1\n", 4, "give its moves in Betza's notation");
  expect_diagram_refused(p + "queen::QisO2::d1\n", 4, "castling (O) is read for the royal piece only");
  expect_diagram_refused("pawn::fmWfcFifmnD::a2-h2\nrook::R::a1,h1\nking::K::e1\n", 1,
                         "a double step is read with en passant");
  expect_diagram_refused("pawn::fmWfceF::a2-h2\nking::KisO2::e1\n", 2, "castling (O) is read with Rooks (R)");
  expect_diagram_refused("maxPromote=2\npawn::ifmnDfmWfceF::a2-h2\nprince:I:K::d1\nking::K::e1\n", 3,
                         "promotes as pawn does but has no double step");
  // A value the layout reader refuses is told at the diagram line that wrote it.
  expect_diagram_refused(p + "queen::xyz::d1\n", 4, "xyz");
  expect_diagram_refused("<html><body>no diagram</body></html>\n", 0, "no <div class=\"idiagram\">", ".html");
  expect_diagram_refused("<p>\n<div class=\"idiagram\">\nfiles=8\n<br>\nthis is not a setting\n</div>\n", 5,
                         "expected key=value or a piece", ".html");
}

TEST(ImportDiagram, VariantIsForIniFiles) {
  TempDir dir;
  std::filesystem::create_directories(dir / "out");
  const pp::test::Run run =
      pawnprint({"import", test_file("capablanca.txt"), "--variant", "x", "--out", (dir / "out").string()});
  EXPECT_EQ(run.status, 2);
  EXPECT_NE(run.err.find("is an Interactive Diagram"), std::string::npos) << run.err;
}

#include <gtest/gtest.h>

#include <algorithm>
#include <regex>
#include <set>
#include <sstream>

#include "support.h"

namespace pp {
namespace {

using test::pawnprint;
using test::TempDir;

// Runs `render` on `yaml` and checks: exit status, one stderr line starting with
// "file:line:col:" for `line`, and no file in the output folder.
void expect_rejected(const std::string& yaml, int line, const std::string& words, int status = 2) {
  TempDir dir;
  test::write_file(dir / "bad.yaml", yaml);
  const auto run = pawnprint({"render", (dir / "bad.yaml").string(), "--out", (dir / "out").string()});
  EXPECT_EQ(run.status, status) << run.err;
  const std::string prefix = (dir / "bad.yaml").string() + ":" + std::to_string(line) + ":";
  EXPECT_EQ(run.err.rfind(prefix, 0), 0u) << run.err;
  EXPECT_TRUE(std::regex_search(run.err, std::regex(":[0-9]+:[0-9]+: "))) << run.err;
  EXPECT_EQ(std::count(run.err.begin(), run.err.end(), '\n'), 1) << run.err;
  EXPECT_NE(run.err.find(words), std::string::npos) << run.err;
  EXPECT_TRUE(test::files_below(dir / "out").empty());
  EXPECT_FALSE(std::filesystem::exists(dir / "out"));
}

// The 1-based line of the first line of `yaml` holding `needle`.
int line_of(const std::string& yaml, const std::string& needle) {
  const auto at = yaml.find(needle);
  return 1 + static_cast<int>(std::count(yaml.begin(), yaml.begin() + static_cast<long>(at), '\n'));
}

std::string chess_with(const std::string& from, const std::string& to) {
  std::string yaml = test::read_file(test::layout_path("chess"));
  yaml.replace(yaml.find(from), from.size(), to);
  return yaml;
}

TEST(Cli, BadLayoutsExitTwoWithTheirLineAndWriteNothing) {
  const std::string chess = test::read_file(test::layout_path("chess"));
  // An unclosed flow list: the parser stops at the next line it cannot take.
  expect_rejected(chess_with("board:\n", "board: [\n"), line_of(chess, "files:"), "end of sequence flow not found");
  expect_rejected(chess_with("  ranks: 8", "  rank: 8"), line_of(chess, "ranks:"),
                  "unknown key 'rank' in board (did you mean 'ranks'?)");
  expect_rejected(chess_with("  files: 8", "  files: eight"), line_of(chess, "files:"),
                  "board.files must be a whole number");
  expect_rejected(chess_with("cell: 30mm", "cell: 900mm"), line_of(chess, "cell:"),
                  "board.cell must be from 5mm to 200mm");
  expect_rejected(chess_with("cell: 30mm", "cell: -30mm"), line_of(chess, "cell:"), "board.cell must be from");
  expect_rejected(chess_with("rnbqkbnr/pppppppp", "rnbqkbnr/ppppppp"), line_of(chess, "setup:"),
                  "row has 7 cells, the board has 8");
  expect_rejected(chess_with("PPPPPPPP/RNBQKBNR", "PPPPPPPP/RNBQKBNZ"), line_of(chess, "setup:"),
                  "unknown piece letter 'Z'");
  expect_rejected(chess_with("paper: a4", "paper: a9"), line_of(chess, "paper:"), "print.paper: 'a9' is not a paper");
}

TEST(Cli, BadOptionsExitTwo) {
  TempDir dir;
  const std::string layout = test::layout_path("chess").string(), out = (dir / "out").string();
  for (const auto& args :
       std::vector<std::vector<std::string>>{{"render", layout, "--dpi", "20", "--out", out},
                                             {"render", layout, "--dpi", "1201", "--out", out},
                                             {"render", layout, "--format", "gif", "--out", out},
                                             {"render", layout, "--paper", "b9", "--out", out},
                                             {"render", layout, "--paper", "10000x10000mm", "--out", out},
                                             {"render", layout, "--cell", "3mm", "--out", out},
                                             {"render", layout, "--theme", "nosuch", "--out", out},
                                             {"render", (dir / "missing.yaml").string(), "--out", out},
                                             {"render"},
                                             {"frobnicate"}}) {
    const auto run = pawnprint(args);
    EXPECT_EQ(run.status, 2) << args[0] << " " << (args.size() > 2 ? args[2] : "") << ": " << run.err;
    EXPECT_FALSE(std::filesystem::exists(out));
  }
}

// moves and perft play: they refuse positions no game reaches, and say which flag is wrong.
TEST(Cli, PositionsPlayCannotReachExitTwoOnMovesAndPerft) {
  const std::string chess = test::layout_path("chess").string(), lion = test::layout_path("mighty-lion").string();
  struct Case {
    std::string layout;
    std::vector<std::string> flags;
    std::string words;
  };
  const std::vector<Case> cases{
      {chess, {"--fen", "3k4/8/8/8/8/8/8/3QK3 w - - 0 1"}, "black is in check but not to move"},
      {chess, {"--fen", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KK - 0 1"}, "castling right 'K' given twice"},
      {chess, {"--fen", "4k3/8/8/8/8/8/8/P3K3 w - - 0 1"}, "a white Pawn on a1, behind the rank 2 it starts on"},
      {chess, {"--fen", "4k2p/8/8/8/8/8/8/4K3 b - - 0 1"}, "a black Pawn on h8, behind the rank 2"},
      {chess, {"--fen", "4k3/8/8/8/8/8/8/4K3 w - - 0 1 captured=Q captured=Q"}, "field 'captured' is given twice"},
      {chess, {"--fen", "4k3/8/8/8/8/8/8/4K3 w - - 0 1 iron=1"}, "belongs to the lion rule"},
      {chess, {"--fen", ""}, "--fen: empty position text"},
      {chess, {"--from", "e4"}, "--from: e4 is empty"},
      {chess, {"--from", "e7"}, "--from: the piece on e7 is Black's and White is to move"},
  };
  for (const auto& c : cases)
    for (const char* command : {"moves", "perft"}) {
      if (c.flags[0] == "--from" && std::string(command) == "perft") continue;
      std::vector<std::string> args{command, c.layout};
      args.insert(args.end(), c.flags.begin(), c.flags.end());
      if (std::string(command) == "perft") args.insert(args.end(), {"--depth", "1"});
      const auto run = pawnprint(args);
      EXPECT_EQ(run.status, 2) << command << " " << c.flags[1] << ": " << run.err;
      EXPECT_NE(run.err.find(c.words), std::string::npos) << command << " " << c.flags[1] << ": " << run.err;
      EXPECT_TRUE(run.out.empty()) << run.out;
      EXPECT_EQ(std::count(run.err.begin(), run.err.end(), '\n'), 1) << run.err;
    }
  // The Lion's field where Lions play is accepted, and a diagram may still show an unreachable
  // position to illustrate a rule.
  EXPECT_EQ(pawnprint({"moves", lion, "--fen", "4k3/8/8/8/8/8/8/3LK3 w - - 0 1 iron=b"}).status, 0);
  TempDir dir;
  const auto shown =
      pawnprint({"diagram", chess, "--fen", "3k4/8/8/8/8/8/8/3QK3 w - - 0 1", "--out", (dir / "check.svg").string()});
  EXPECT_EQ(shown.status, 0) << shown.err;
}

// Layouts and themes by name: the user's folders first, then the shipped ones; extends by name.
TEST(Cli, AFolderIsNoLayoutAndDoesNotHideTheShippedOne) {
  TempDir dir;
  std::filesystem::create_directories(dir / "chess");  // say, an earlier run's output
  const auto named =
      test::shell("cd " + dir.path.string() + " && " + test::pawnprint_exe().string() + " validate chess");
  EXPECT_EQ(named.status, 0) << named.err;
  EXPECT_NE(named.out.find("layout chess"), std::string::npos) << named.out;
  const auto folder = pawnprint({"validate", (dir / "chess").string()});
  EXPECT_EQ(folder.status, 2);
  EXPECT_EQ(folder.err, (dir / "chess").string() + ": is a folder, not a YAML file\n");
}

TEST(Cli, NamesAreFoundInTheUsersFoldersThenTheShippedOnes) {
  TempDir dir;
  const std::filesystem::path config = dir / "config", extra = dir / "extra", out = dir / "out";
  test::write_file(config / "pawnprint/layouts/mine.yaml",
                   "extends: chess\nname: mine\ntitle: My Chess\nboard: {cell: 20mm}\n");
  test::write_file(config / "pawnprint/themes/pale.yaml", "extends: classic\nname: pale\n");
  // A folder of $PAWNPRINT_PATH comes before the user's config folder.
  test::write_file(extra / "layouts/mine.yaml", "extends: chess\nname: mine-too\nboard: {cell: 22mm}\n");
  const std::string env = "XDG_CONFIG_HOME=" + config.string() + " ";

  const auto listed = pawnprint({"list"}, env);
  EXPECT_EQ(listed.status, 0) << listed.err;
  EXPECT_NE(listed.out.find("mine "), std::string::npos) << listed.out;
  EXPECT_NE(listed.out.find("pale "), std::string::npos) << listed.out;

  const auto run = pawnprint({"render", "mine", "--theme", "pale", "--format", "pdf", "--out", out.string()}, env);
  ASSERT_EQ(run.status, 0) << run.err;
  EXPECT_TRUE(std::filesystem::exists(out / "mine/mine-board.pdf"));
  const auto first = pawnprint({"validate", "mine"}, env + "PAWNPRINT_PATH=" + extra.string() + " ");
  EXPECT_NE(first.out.find("layout mine-too"), std::string::npos) << first.out << first.err;

  // kit takes folders, files and names.
  const auto kit = pawnprint({"kit", (config / "pawnprint/layouts").string(), "chess", "--format", "pdf", "--dpi", "72",
                              "--out", (dir / "kit").string()},
                             env);
  ASSERT_EQ(kit.status, 0) << kit.err;
  EXPECT_TRUE(std::filesystem::exists(dir / "kit/mine/manifest.json"));
  EXPECT_TRUE(std::filesystem::exists(dir / "kit/chess/manifest.json"));

  // Unknown names list the known ones, for layouts, themes and extends.
  const auto nolayout = pawnprint({"render", "nosuch", "--out", out.string()}, env);
  EXPECT_EQ(nolayout.status, 2);
  // The shipped names, sorted (which come first changes as layouts are added).
  EXPECT_NE(nolayout.err.find("no layout of that name (layouts: "), std::string::npos) << nolayout.err;
  EXPECT_NE(nolayout.err.find(
                ", capablanca, capahouse, caparandom, centaur, chancellor, checkshogi, chess, chess-legions,"),
            std::string::npos)
      << nolayout.err;
  EXPECT_NE(nolayout.err.find("mine"), std::string::npos) << nolayout.err;
  const auto notheme = pawnprint({"render", "chess", "--theme", "nosuch", "--out", out.string()}, env);
  EXPECT_EQ(notheme.status, 2);
  EXPECT_NE(notheme.err.find("no theme of that name (themes: classic,"), std::string::npos) << notheme.err;
  test::write_file(dir / "bad.yaml", "extends: nosuch\nname: bad\n");
  const auto noparent = pawnprint({"validate", (dir / "bad.yaml").string()}, env);
  EXPECT_EQ(noparent.status, 2);
  EXPECT_NE(noparent.err.find("bad.yaml:1:10: extends: 'nosuch' names no layout (layouts: "), std::string::npos)
      << noparent.err;
  EXPECT_NE(noparent.err.find(", chess, chess-legions,"), std::string::npos) << noparent.err;
}

TEST(Cli, MistypedNamesGetTheNearestOneAndABareCallTheUsage) {
  TempDir dir;
  const auto out = (dir / "out").string();
  const auto command = pawnprint({"rendr", "chess", "--out", out});
  EXPECT_EQ(command.status, 2);
  EXPECT_EQ(command.err, "pawnprint: 'rendr' is not a command (did you mean 'render'?); pawnprint --help lists them\n");
  const auto layout = pawnprint({"render", "chesss", "--out", out});
  EXPECT_EQ(layout.status, 2);
  EXPECT_EQ(layout.err, "chesss: no layout of that name (did you mean 'chess'?)\n");
  const auto theme = pawnprint({"render", "chess", "--theme", "clasic", "--out", out});
  EXPECT_EQ(theme.status, 2);
  EXPECT_EQ(theme.err, "clasic: no theme of that name (did you mean 'classic'?)\n");
  test::write_file(dir / "bad.yaml", "extends: grand-ches\nname: bad\n");
  const auto parent = pawnprint({"validate", (dir / "bad.yaml").string()});
  EXPECT_EQ(parent.status, 2);
  EXPECT_NE(parent.err.find("bad.yaml:1:10: extends: 'grand-ches' names no layout (did you mean 'grand-chess'?)"),
            std::string::npos)
      << parent.err;
  EXPECT_FALSE(std::filesystem::exists(out));
  const auto bare = pawnprint({});
  EXPECT_EQ(bare.status, 0) << bare.err;
  for (const char* word : {"Usage:", "render", "game", "serve"})
    EXPECT_NE(bare.out.find(word), std::string::npos) << word << " not in:\n" << bare.out;
}

TEST(Cli, OutputThatCannotBeWrittenFailsAndAReaderGoneEndsQuietly) {
  const std::string exe = "'" + test::pawnprint_exe().string() + "'";
  // A full disk: the listing is incomplete, so the command fails and says why.
  const auto full = test::shell("{ " + exe + " list >/dev/full; }");
  EXPECT_EQ(full.status, 1);
  EXPECT_EQ(full.err, "pawnprint: cannot write to standard output: No space left on device\n");
  // A reader that left before anything was written: no signal kills the command, and it says nothing.
  for (const std::string command : {"list", "perft chess --depth 2 --divide", "moves chess"}) {
    std::string line = "( { sleep 1; ";
    line.append(exe).append(" ").append(command).append("; echo \"status $?\" >&2; } | true )");
    const auto gone = test::shell(line);
    EXPECT_EQ(gone.err, "status 1\n") << command;
  }
}

TEST(Cli, ListLinesUpTitlesWithAccentsAndWideCharacters) {
  const auto listed = pawnprint({"list"});
  ASSERT_EQ(listed.status, 0) << listed.err;
  // Each layout line: the board's shape starts in the same terminal column whatever the title holds.
  std::istringstream lines(listed.out);
  std::set<size_t> starts;
  for (std::string line; std::getline(lines, line);) {
    const size_t at = std::min({line.find(" square "), line.find(" hex "), line.find(" trigs ")});
    if (at == std::string::npos || line.rfind("  ", 0) != 0) continue;
    size_t columns = 0;  // the accented letters of Gliński take two bytes, one column
    for (size_t i = 0; i < at; ++i) columns += (static_cast<unsigned char>(line[i]) & 0xc0) != 0x80;
    starts.insert(columns);
  }
  EXPECT_EQ(starts.size(), 1u) << listed.out;
}

TEST(Cli, OnlyWritesTheKindsOfSheetAskedFor) {
  TempDir dir;
  const auto run =
      pawnprint({"render", "chess", "--only", "board,rules", "--format", "pdf", "--out", (dir / "out").string()});
  ASSERT_EQ(run.status, 0) << run.err;
  auto files = test::files_below(dir / "out/chess");
  std::sort(files.begin(), files.end());
  EXPECT_EQ(files, (std::vector<std::string>{"chess-board.pdf", "chess-rules.pdf", "manifest.json"}));
  const auto diagrams =
      pawnprint({"render", "chess", "--only", "diagrams", "--format", "svg", "--out", (dir / "d").string()});
  ASSERT_EQ(diagrams.status, 0) << diagrams.err;
  for (const auto& f : test::files_below(dir / "d/chess"))
    EXPECT_TRUE(f == "manifest.json" || f.find("-diagram-") != std::string::npos) << f;
  const auto bad = pawnprint({"render", "chess", "--only", "boards", "--out", (dir / "bad").string()});
  EXPECT_EQ(bad.status, 2);
  EXPECT_NE(bad.err.find("--only: 'boards' is not a kind of sheet: board, pieces, diagrams, rules"), std::string::npos)
      << bad.err;
  EXPECT_FALSE(std::filesystem::exists(dir / "bad"));
}

TEST(Cli, FormatAppliesToDiagramsAndTheRulesSheet) {
  TempDir dir;
  // Without --format a diagram is SVG and PDF and the rules sheet a PDF, as before.
  const auto plain =
      pawnprint({"render", "chess", "--only", "diagrams,rules", "--out", (dir / "plain").string(), "-q"});
  ASSERT_EQ(plain.status, 0) << plain.err;
  const auto before = test::files_below(dir / "plain/chess");
  EXPECT_NE(std::find(before.begin(), before.end(), "chess-diagram-setup.svg"), before.end());
  EXPECT_NE(std::find(before.begin(), before.end(), "chess-diagram-setup.pdf"), before.end());
  EXPECT_NE(std::find(before.begin(), before.end(), "chess-rules.pdf"), before.end());

  const auto run = pawnprint({"render", "chess", "--only", "diagrams,rules", "--format", "png,jpeg", "--dpi", "100",
                              "--out", (dir / "png").string(), "-q"});
  ASSERT_EQ(run.status, 0) << run.err;
  const auto files = test::files_below(dir / "png/chess");
  for (const auto& f : files)
    EXPECT_TRUE(f == "manifest.json" || f.ends_with("-100dpi.png") || f.ends_with("-100dpi.jpg")) << f;
  EXPECT_NE(std::find(files.begin(), files.end(), "chess-rules-1-100dpi.png"), files.end());
  EXPECT_NE(std::find(files.begin(), files.end(), "chess-diagram-setup-100dpi.jpg"), files.end());
  // The diagram's PNG is its picture's size at the asked dpi: the SVG's width in mm.
  std::smatch width;
  const std::string svg = test::read_file(dir / "plain/chess/chess-diagram-setup.svg");
  ASSERT_TRUE(std::regex_search(svg, width, std::regex("width=\"([0-9.]+)mm\"")));
  const test::Image png = test::read_png(dir / "png/chess/chess-diagram-setup-100dpi.png");
  EXPECT_NEAR(png.width, std::stod(width[1]) * 100 / 25.4, 1);
  const test::Image rules = test::read_png(dir / "png/chess/chess-rules-1-100dpi.png");
  EXPECT_NEAR(rules.width, 210 * 100 / 25.4, 1);
  const std::string manifest = test::read_file(dir / "png/chess/manifest.json");
  EXPECT_NE(manifest.find("\"path\": \"chess-diagram-setup-100dpi.png\",\n      \"kind\": \"diagram\",\n      "
                          "\"format\": \"png\",\n      \"dpi\": 100"),
            std::string::npos)
      << manifest;
}

TEST(Cli, UnwritableOutputExitsOneAndWritesNothing) {
  TempDir dir;
  test::write_file(dir / "file", "x");
  const auto run = pawnprint({"render", test::layout_path("chess").string(), "--out", (dir / "file" / "out").string()});
  EXPECT_EQ(run.status, 1);
  EXPECT_EQ(std::count(run.err.begin(), run.err.end(), '\n'), 1) << run.err;
  EXPECT_NE(run.err.find("cannot"), std::string::npos) << run.err;
  EXPECT_EQ(test::files_below(dir.path), std::vector<std::string>{"file"});
}

TEST(Cli, DuplicateKeysExitTwoAtTheSecondKey) {
  const std::string chess = test::read_file(test::layout_path("chess"));
  const int files = line_of(chess, "  files: 8");
  expect_rejected(chess_with("  files: 8\n", "  files: 8\n  files: 9\n"), files + 1,
                  ":" + std::to_string(files + 1) + ":3: duplicate key 'files' (first at line " +
                      std::to_string(files) + ")");
  // In a theme too, and in a flow mapping.
  TempDir dir;
  std::string theme = test::read_file(test::source_dir() / "themes" / "classic.yaml");
  const int name = line_of(theme, "name: classic");
  theme.replace(theme.find("name: classic\n"), 14, "name: classic\nname: mine\n");
  test::write_file(dir / "theme.yaml", theme);
  const auto run = pawnprint({"render", test::layout_path("chess").string(), "--theme", (dir / "theme.yaml").string(),
                              "--out", (dir / "out").string()});
  EXPECT_EQ(run.status, 2) << run.err;
  EXPECT_EQ(run.err, (dir / "theme.yaml").string() + ":" + std::to_string(name + 1) +
                         ":1: duplicate key 'name' (first at line " + std::to_string(name) + ")\n");
  expect_rejected(chess_with("{name: Queen, betza: Q}", "{name: Queen, betza: Q, name: Vizier}"),
                  line_of(chess, "Q: {name: Queen"),
                  ":" + std::to_string(line_of(chess, "Q: {name: Queen")) + ":30: duplicate key 'name' (first at line");
  EXPECT_FALSE(std::filesystem::exists(dir / "out"));
}

// A key the extending file sets again overrides the extended one's; a key written twice in the
// extended file is an error there, at its second line.
TEST(Cli, DuplicateKeysInAnExtendedFileAreErrorsThereWhileOverridingIsNot) {
  TempDir dir;
  const std::string board = "board: {shape: square, files: 8, ranks: 8, cell: 20mm}\n";
  test::write_file(dir / "base.yaml", "name: base\ntitle: One\n" + board);
  test::write_file(dir / "child.yaml", "extends: base.yaml\nname: child\ntitle: Mine\n");
  const auto ok = pawnprint({"validate", (dir / "child.yaml").string()});
  EXPECT_EQ(ok.status, 0) << ok.err;
  test::write_file(dir / "base.yaml", "name: base\ntitle: One\n" + board + "title: Two\n");
  const auto run = pawnprint({"validate", (dir / "child.yaml").string()});
  EXPECT_EQ(run.status, 2);
  EXPECT_EQ(run.err, (dir / "base.yaml").string() + ":4:1: duplicate key 'title' (first at line 2)\n");
}

// A theme kept with the layouts it styles is read as a theme: by its name, or by what it holds.
TEST(Cli, ValidateTellsAThemeFromALayoutWhereverItLies) {
  TempDir dir;
  const auto check = [&](const std::string& file, const std::string& text, const std::string& said) {
    SCOPED_TRACE(file);
    test::write_file(dir / file, text);
    const auto run = pawnprint({"validate", (dir / file).string()});
    EXPECT_EQ(run.status, 0) << run.err;
    EXPECT_EQ(run.out, (dir / file).string() + ": ok (" + said + ")\n");
  };
  const std::string cells = "board:\n  cells: {light: \"#ffffe0\"}\n";
  check("capablanca.theme.yml", "schema: 1\nname: mine-colours\nextends: classic\n" + cells, "theme mine-colours");
  check("colours.yaml", "schema: 1\nname: colours\nextends: classic\n" + cells, "theme colours");
  check("paper.yaml", "name: paper\nextends: classic\npage: {marks: \"#202020\"}\n", "theme paper");
  check("renamed.yaml", "name: renamed\nextends: classic\n", "theme renamed");
  check("over-mine.yaml", "name: over-mine\nextends: colours.yaml\n", "theme over-mine");
  // And a layout stays a layout, by its keys or by the name it extends.
  check("wide.yaml", "name: wide\nextends: chess\nboard: {cell: 25mm}\n", "layout wide, 64 cells");
  check("same.yaml", "name: same\nextends: chess\n", "layout same, 64 cells");
  // A chain that comes back round is a loop the loader reports, not a hang here.
  test::write_file(dir / "a.yaml", "name: a\nextends: b.yaml\n");
  test::write_file(dir / "b.yaml", "name: b\nextends: a.yaml\n");
  EXPECT_EQ(pawnprint({"validate", (dir / "a.yaml").string()}).status, 2);
}

TEST(Cli, ExtendsTakesOnlyYamlFilesAndNeverShowsAnotherFile) {
  TempDir dir;
  std::filesystem::create_directories(dir / "folder");
  std::filesystem::create_directories(dir / "folder.yaml");
  std::filesystem::create_symlink("/etc/passwd", dir / "passwd.yaml");
  std::filesystem::copy_file("/etc/passwd", dir / "copy.yaml");
  const std::string up = "../../../../../../../../etc/passwd";
  for (const std::string& target :
       std::vector<std::string>{"/etc/passwd", up, "folder", "folder.yaml", "passwd.yaml", "missing.yaml"}) {
    test::write_file(dir / "bad.yaml", "name: x\nextends: " + target + "\n");
    const auto run = pawnprint({"render", (dir / "bad.yaml").string(), "--out", (dir / "out").string()});
    EXPECT_EQ(run.status, 2) << target << ": " << run.err;
    EXPECT_EQ(run.err.rfind((dir / "bad.yaml").string() + ":2:10: extends: '" + target + "' ", 0), 0u) << run.err;
    EXPECT_EQ(std::count(run.err.begin(), run.err.end(), '\n'), 1) << run.err;
    EXPECT_EQ(run.err.find("root:"), std::string::npos) << run.err;
  }
  // A file named .yaml that is not YAML of keys: its own position, none of its text.
  test::write_file(dir / "bad.yaml", "name: x\nextends: copy.yaml\n");
  const auto run = pawnprint({"render", (dir / "bad.yaml").string(), "--out", (dir / "out").string()});
  EXPECT_EQ(run.status, 2) << run.err;
  EXPECT_EQ(run.err.rfind((dir / "copy.yaml").string() + ":", 0), 0u) << run.err;
  EXPECT_EQ(std::count(run.err.begin(), run.err.end(), '\n'), 1) << run.err;
  EXPECT_EQ(run.err.find("root:"), std::string::npos) << run.err;
  EXPECT_FALSE(std::filesystem::exists(dir / "out"));
}

TEST(Cli, ADanglingOutLinkExitsTwoNamingOut) {
  TempDir dir;
  std::filesystem::create_symlink(dir / "nowhere", dir / "out");
  for (const std::string out : {"out", "out/sub"}) {
    const auto run = pawnprint({"render", test::layout_path("chess").string(), "--out", (dir / out).string()});
    EXPECT_EQ(run.status, 2) << run.err;
    EXPECT_EQ(run.err, "--out: '" + (dir / "out").string() + "' is a link to '" + (dir / "nowhere").string() +
                           "', which does not exist\n");
  }
  const auto diagram =
      pawnprint({"diagram", test::layout_path("chess").string(), "--out", (dir / "out/d.svg").string()});
  EXPECT_EQ(diagram.status, 2) << diagram.err;
  EXPECT_EQ(diagram.err.rfind("--out: ", 0), 0u) << diagram.err;
  EXPECT_FALSE(std::filesystem::exists(dir / "nowhere"));
}

TEST(Cli, ValidateListVersionHelp) {
  const auto ok =
      pawnprint({"validate", test::layout_path("chess").string(), test::layout_path("chess-legions").string(),
                 (test::source_dir() / "themes" / "classic.yaml").string()});
  EXPECT_EQ(ok.status, 0) << ok.err;
  EXPECT_NE(ok.out.find("chess-legions.yaml: ok (layout chess-legions, 100 cells)"), std::string::npos) << ok.out;
  EXPECT_NE(ok.out.find("classic.yaml: ok (theme classic)"), std::string::npos) << ok.out;
  TempDir dir;
  test::write_file(dir / "bad.yaml", "name: x\nboard: {files: 8, ranks: 8, cell: 30mm, colr: 1}\n");
  const auto bad = pawnprint({"validate", (dir / "bad.yaml").string()});
  EXPECT_EQ(bad.status, 2);
  EXPECT_NE(bad.err.find("bad.yaml:2:41: unknown key 'colr' in board"), std::string::npos) << bad.err;
  const auto list = pawnprint({"list"});
  EXPECT_EQ(list.status, 0);
  EXPECT_NE(list.out.find("chess-legions"), std::string::npos);
  EXPECT_NE(list.out.find("classic"), std::string::npos);
  const auto version = pawnprint({"--version"});
  EXPECT_EQ(version.status, 0);
  EXPECT_NE(version.out.find("pawnprint "), std::string::npos);
  for (const char* sub : {"render", "kit", "validate", "list"}) {
    const auto help = pawnprint({sub, "--help"});
    EXPECT_EQ(help.status, 0) << sub;
    EXPECT_NE(help.out.find("Usage"), std::string::npos) << sub;
  }
}

}  // namespace
}  // namespace pp

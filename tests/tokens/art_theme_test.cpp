// The shipped themes' piece and token sections, and the errors a broken one gets.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <set>

#include "art/piece_set.h"
#include "art/side_style.h"
#include "common/input_error.h"
#include "model/theme.h"
#include "support/paths.h"

namespace fs = std::filesystem;
using namespace pp;

namespace {

const char* kArmies[] = {"white", "blue", "gold", "black", "green", "red"};

struct TempTheme {
  fs::path dir = test::temp_dir("art-theme-test");
  fs::path file = dir / "t.yaml";
  explicit TempTheme(const std::string& text) {
    fs::create_directories(dir);
    std::ofstream(file) << text;
  }
  ~TempTheme() { fs::remove_all(dir); }
};

pp::InputError error_of(const std::string& text) {
  TempTheme t(text);
  try {
    load_art_style(load_theme(t.file.string()));
  } catch (const pp::InputError& e) {
    return e;
  }
  ADD_FAILURE() << "accepted:\n" << text;
  return pp::InputError({}, "");
}

}  // namespace

TEST(ArtTheme, ShippedThemesColourAllSixArmies) {
  const auto themes = test::theme_files();
  ASSERT_FALSE(themes.empty());
  for (const auto& file : themes) {
    SCOPED_TRACE(file.string());
    const ArtStyle s = load_art_style(load_theme(file.string()));
    EXPECT_TRUE(fs::is_directory(s.set_dir)) << s.set_dir;
    std::set<std::string> bodies;
    for (const char* army : kArmies) bodies.insert(s.side(army).piece.body);
    EXPECT_EQ(bodies.size(), 6u) << "two armies share a body colour";
  }
}

TEST(ArtTheme, HighContrastUsesOkabeItoAndAMarkPerArmy) {
  const ArtStyle s = load_art_style(load_theme("high-contrast"));
  const std::set<std::string> okabe_ito{"#e69f00", "#56b4e9", "#009e73", "#f0e442",
                                        "#0072b2", "#d55e00", "#cc79a7", "#000000"};
  std::set<Mark> marks;
  for (const char* army : kArmies) {
    const auto& side = s.side(army);
    if (std::string(army) != "white") {
      EXPECT_TRUE(okabe_ito.count(side.piece.body)) << army << " " << side.piece.body;
    }
    EXPECT_NE(side.mark, Mark::None) << army;
    marks.insert(side.mark);
  }
  EXPECT_EQ(marks.size(), 6u);
}

TEST(ArtTheme, BadSectionsAreErrorsAtTheirPosition) {
  auto e = error_of("schema: 1\nsides:\n  white: {body: \"#fff\", line: \"#000\", detial: \"#000\"}\n");
  EXPECT_EQ(e.pos().line, 3);
  EXPECT_NE(e.describe().find("detail"), std::string::npos) << e.describe();  // the suggestion

  e = error_of("schema: 1\nsides:\n  blue:\n    body: \"#00zz00\"\n    line: \"#000\"\n    detail: \"#fff\"\n");
  EXPECT_EQ(e.pos().line, 4);
  EXPECT_EQ(e.pos().col, 11);

  e = error_of("schema: 1\nsides:\n  red: {body: \"#f00\", line: \"#000\", detail: \"#fff\", mark: crosss}\n");
  EXPECT_EQ(e.pos().line, 3);
  EXPECT_NE(e.describe().find("'cross'"), std::string::npos) << e.describe();

  e = error_of("schema: 1\ntokens:\n  bleed: 9mm\n");
  EXPECT_EQ(e.pos().line, 3);

  e = error_of("schema: 1\ntokens:\n  ring: {colour: \"#000\", wdth: 1mm}\n");
  EXPECT_EQ(e.pos().line, 3);

  e = error_of("schema: 1\npieces:\n  set: no-such-folder\n");
  EXPECT_EQ(e.pos().line, 3);
  EXPECT_NE(e.describe().find("no-such-folder"), std::string::npos);

  // Only the six sides a layout can have: a new name is a typo.
  e = error_of("schema: 1\nsides:\n  purple: {body: \"#808\"}\n");
  EXPECT_EQ(e.pos().line, 3);
  EXPECT_NE(e.describe().find("unknown key 'purple' in sides"), std::string::npos) << e.describe();
}

TEST(ArtTheme, AMissingDrawingIsAnEmptyPathForTheLetterInACircle) {
  TempTheme t("schema: 1\nname: bare\npieces:\n  set: mine\n");
  fs::create_directories(t.dir / "mine");
  fs::copy_file(test::themes_dir() / "pieces/standard/K.svg", t.dir / "mine/wK.svg");
  const ArtStyle s = load_art_style(load_theme(t.file.string()));
  EXPECT_EQ(s.drawing('K', "", "King", "white", "chess"), t.dir / "mine/wK.svg");
  EXPECT_EQ(s.drawing('Y', "yak", "Yak", "black", "chess"), fs::path());
}

// A folder of XBoard's drawings (WhiteKing.svg, BlackMightyLion.svg) works as a set as it is.
TEST(ArtTheme, XBoardFileNamesAreASet) {
  TempTheme t("schema: 1\nname: xb\npieces:\n  set: xboard\n");
  fs::create_directories(t.dir / "xboard");
  for (const char* name : {"WhiteKing.svg", "BlackKing.svg", "WhiteMightyLion.svg"})
    fs::copy_file(test::themes_dir() / "pieces/standard/K.svg", t.dir / "xboard" / name);
  const ArtStyle s = load_art_style(load_theme(t.file.string()));
  EXPECT_EQ(s.drawing('K', "", "King", "white", "chess"), t.dir / "xboard/WhiteKing.svg");
  EXPECT_EQ(s.drawing('K', "", "King", "black", "chess"), t.dir / "xboard/BlackKing.svg");
  EXPECT_EQ(s.drawing('L', "", "Mighty lion", "white", "mighty-lion"), t.dir / "xboard/WhiteMightyLion.svg");
  // The letter's file in the set itself still comes first.
  fs::copy_file(test::themes_dir() / "pieces/standard/K.svg", t.dir / "xboard/K.svg");
  EXPECT_EQ(s.drawing('K', "", "King", "white", "chess"), t.dir / "xboard/K.svg");
  EXPECT_EQ(pp::art::xboard_name("white", "mighty lion"), "WhiteMightyLion");
}

// Folders named as lichess (wN.svg) and Alfaerie (wknight.svg) name their files are sets as
// they are, whatever file prefix the theme gives its sides; tests/tokens/named-sets/ holds one of
// each, drawn for this test.
TEST(ArtTheme, LichessAndAlfaerieFileNamesAreSets) {
  const fs::path sets = test::source_dir() / "tests/tokens/named-sets";
  for (const char* set : {"lichess", "alfaerie"}) {
    SCOPED_TRACE(set);
    TempTheme t("schema: 1\nname: named\npieces:\n  set: " + (sets / set).string() +
                "\nsides:\n  white: {prefix: light-}\n  black: {prefix: dark-}\n");
    const ArtStyle s = load_art_style(load_theme(t.file.string()));
    const bool lichess = std::string(set) == "lichess";
    EXPECT_EQ(s.drawing('N', "", "Knight", "white", "chess"), sets / set / (lichess ? "wN.svg" : "wknight.svg"));
    EXPECT_EQ(s.drawing('K', "", "King", "black", "chess"), sets / set / (lichess ? "bK.svg" : "bking.svg"));
    // The set has no black Knight: the standard set's, by letter.
    EXPECT_EQ(s.drawing('N', "", "Knight", "black", "chess"), test::themes_dir() / "pieces/standard/N.svg");
  }
  EXPECT_EQ(pp::art::other_names("white", 'L', "Mighty lion"),
            (std::vector<std::string>{"wL", "WhiteMightyLion", "wmightylion", "Chess_llt45", "wMi", "RL"}));
  EXPECT_EQ(pp::art::other_names("black", 'P', "Pawn", "shogi-pawn"),
            (std::vector<std::string>{"bP", "BlackPawn", "bpawn", "Chess_pdt45", "bPa", "1FU", "BP"}));
  EXPECT_EQ(pp::art::other_names("gold", 'K', "King"), (std::vector<std::string>{"GoldKing"}));
}

// Four more namings: Wikimedia's, pychess Merida's fairy pieces, CSA Shogi sets' and Xiangqi
// sets'. Each folder, a theme's set, serves the pieces it holds; a render with it succeeds.
TEST(ArtTheme, WikimediaMeridaCsaAndXiangqiFileNamesAreSets) {
  struct Found {
    char letter;
    const char* art;
    const char* name;
    const char* side;
    const char* file;
  };
  struct Scheme {
    const char* set;
    const char* layout;
    std::vector<Found> found;
    const char* missing;  // a piece the folder does not hold, so is warned about
  };
  const fs::path sets = test::source_dir() / "tests/tokens/named-sets";
  const std::vector<Scheme> schemes = {
      {"wikimedia",
       "chess",
       {{'N', "", "Knight", "white", "Chess_nlt45.svg"}, {'K', "", "King", "black", "Chess_kdt45.svg"}},
       "Queen"},
      {"merida",
       "capablanca",
       {{'A', "archbishop", "Archbishop", "white", "wAr.svg"}, {'C', "chancellor", "Chancellor", "black", "bCh.svg"}},
       "Queen"},
      {"csa",
       "shogi",
       {{'P', "shogi-pawn", "Pawn", "white", "0FU.svg"}, {'K', "shogi-king", "King", "black", "1OU.svg"}},
       "Lance"},
      {"xiangqi",
       "xiangqi",
       {{'N', "xiangqi-horse", "Horse", "white", "RN.svg"}, {'K', "xiangqi-general", "General", "black", "BK.svg"}},
       "Cannon"},
  };
  for (const Scheme& sc : schemes) {
    SCOPED_TRACE(sc.set);
    TempTheme t("schema: 1\nname: named\npieces:\n  set: " + (sets / sc.set).string() + "\n");
    const ArtStyle s = load_art_style(load_theme(t.file.string()));
    for (const Found& f : sc.found)
      EXPECT_EQ(s.drawing(f.letter, f.art, f.name, f.side, sc.layout), sets / sc.set / f.file) << f.name;
    // A run draws from the folder: its token sheet differs from the same theme's with an empty
    // folder, which falls back to the standard set for every piece.
    fs::create_directories(t.dir / "empty");
    const fs::path plain = t.dir / "plain.yaml";
    std::ofstream(plain) << "schema: 1\nname: named\npieces:\n  set: " << (t.dir / "empty").string() << "\n";
    auto sheet = [&](const fs::path& theme, const std::string& tag) {
      const fs::path out = test::temp_dir(std::string("named-") + sc.set + tag);
      const std::string cmd = test::pawnprint_exe().string() + " render " + sc.layout + " --theme " + theme.string() +
                              " --only pieces --out " + out.string() + " > /dev/null 2>&1";
      EXPECT_EQ(std::system(cmd.c_str()), 0) << cmd;
      std::ifstream in(out / sc.layout / (std::string(sc.layout) + "-pieces.pdf"), std::ios::binary);
      std::string bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
      fs::remove_all(out);
      return bytes;
    };
    const std::string named = sheet(t.file, ""), standard = sheet(plain, "-plain");
    EXPECT_GT(named.size(), 1000u);
    EXPECT_GT(standard.size(), 1000u);
    EXPECT_NE(named, standard);
  }
}

// A set that redraws a few pieces falls back, drawing by drawing, to the sets of the themes it
// extends and then to the standard set.
TEST(ArtTheme, ASetFallsBackToTheSetsOfTheThemesItExtends) {
  TempTheme base("schema: 1\nname: base\npieces:\n  set: base-set\n");
  fs::create_directories(base.dir / "base-set");
  fs::copy_file(test::themes_dir() / "pieces/standard/Q.svg", base.dir / "base-set/Q.svg");
  fs::create_directories(base.dir / "child/mine");
  fs::copy_file(test::themes_dir() / "pieces/standard/K.svg", base.dir / "child/mine/bK.svg");
  std::ofstream(base.dir / "child/child.yaml")
      << "schema: 1\nname: child\nextends: ../" << base.file.filename().string() << "\npieces:\n  set: mine\n";
  const ArtStyle s = load_art_style(load_theme((base.dir / "child/child.yaml").string()));
  EXPECT_EQ(s.set_dir, base.dir / "child/mine");
  EXPECT_EQ(s.drawing('K', "", "King", "black", "chess"), base.dir / "child/mine/bK.svg");
  EXPECT_EQ(s.drawing('Q', "", "Queen", "black", "chess"), base.dir / "base-set/Q.svg");
  EXPECT_EQ(s.drawing('K', "", "King", "white", "chess"), test::themes_dir() / "pieces/standard/K.svg");
  EXPECT_EQ(s.drawing('A', "archbishop", "Archbishop", "white", "capablanca"),
            test::themes_dir() / "pieces/standard/archbishop.svg");
}

TEST(ArtTheme, ExtendsInheritsSidesAndTheSetFolder) {
  TempTheme t("schema: 1\nname: mine\nextends: " + test::theme_path("high-contrast").string() +
              "\nsides:\n  red: {body: \"#cc79a7\", line: \"#000\", detail: \"#fff\", mark: star}\n");
  const ArtStyle s = load_art_style(load_theme(t.file.string()));
  EXPECT_EQ(s.set_dir, test::themes_dir() / "pieces/standard");  // relative to the file that said it
  EXPECT_EQ(s.side("red").piece.body, "#cc79a7");
  EXPECT_EQ(s.side("red").mark, Mark::Star);
  EXPECT_EQ(s.side("blue").piece.body, "#0072b2");  // inherited
  EXPECT_EQ(s.side("blue").mark, Mark::Square);
  EXPECT_DOUBLE_EQ(s.tokens.ring.width_mm, 0.6);
}

// The user's config.yaml ($XDG_CONFIG_HOME/pawnprint/config.yaml): its print scale applies to
// every run unless a flag or the layout says otherwise, and it is read as strictly as a layout.
#include <gtest/gtest.h>

#include "support.h"

namespace pp {
namespace {

using test::pawnprint;
using test::TempDir;

struct UserFolder {
  TempDir dir;
  std::string env() const { return "XDG_CONFIG_HOME='" + (dir / "config").string() + "'"; }
  void config(const std::string& text) const {
    std::filesystem::create_directories(dir / "config" / "pawnprint");
    test::write_file(dir / "config" / "pawnprint" / "config.yaml", text);
  }
  // The manifest of `render LAYOUT` with `flags`, or the error when it fails.
  std::string render(const std::string& layout, std::vector<std::string> flags = {}) const {
    std::vector<std::string> args{"render", layout,   "--format",
                                  "svg",    "--only", "board",
                                  "-q",     "--out",  (dir / "out").string()};
    args.insert(args.end(), flags.begin(), flags.end());
    const auto run = pawnprint(args, env());
    if (run.status != 0) return "status " + std::to_string(run.status) + ": " + run.err;
    return test::read_file(dir / "out" / "chess" / "manifest.json");
  }
};

std::string scale(double x, double y) {
  auto number = [](double v) {
    std::string s = std::to_string(v);
    s.erase(s.find_last_not_of('0') + 1);
    if (s.back() == '.') s.pop_back();
    return s;
  };
  return "\"print_scale\": {\n    \"x\": " + number(x) + ",\n    \"y\": " + number(y) + "\n  }";
}

TEST(UserConfig, ItsScaleAppliesToEveryRunAndTheManifestRecordsIt) {
  UserFolder user;
  user.config("print: {scale: {x: 99.6%, y: 100.3%}}\n");
  EXPECT_NE(user.render("chess").find(scale(0.996, 1.003)), std::string::npos) << user.render("chess");
  const auto calibrate = pawnprint({"calibrate", "-q", "--out", (user.dir / "cal").string()}, user.env());
  ASSERT_EQ(calibrate.status, 0) << calibrate.err;
  EXPECT_NE(test::read_file(user.dir / "cal" / "calibration" / "manifest.json").find(scale(0.996, 1.003)),
            std::string::npos);
}

TEST(UserConfig, AFlagWinsOverTheLayoutWhichWinsOverTheConfigPerDirection) {
  UserFolder user;
  user.config("print:\n  scale: 100.3%\n");
  EXPECT_NE(user.render("chess", {"--scale-x", "99%"}).find(scale(0.99, 1.003)), std::string::npos);
  const auto layout = user.dir / "mine.yaml";
  test::write_file(layout, "extends: " + test::layout_path("chess").string() + "\nprint: {scale: {y: 99.8%}}\n");
  EXPECT_NE(user.render(layout.string()).find(scale(1.003, 0.998)), std::string::npos) << user.render(layout.string());
}

TEST(UserConfig, WithoutOneOrWithAnEmptyOneNothingChanges) {
  UserFolder user;
  EXPECT_EQ(user.render("chess").find("print_scale"), std::string::npos);
  user.config("");
  EXPECT_EQ(user.render("chess").find("print_scale"), std::string::npos);
}

TEST(UserConfig, AnUnknownKeyOrABadScaleIsAnErrorAtItsPlaceAndNothingIsWritten) {
  UserFolder user;
  const std::string file = (user.dir / "config" / "pawnprint" / "config.yaml").string();
  user.config("print:\n  scael: 99%\n");
  EXPECT_EQ(user.render("chess"), "status 2: " + file + ":2:3: unknown key 'scael' in print (did you mean 'scale'?)\n");
  EXPECT_FALSE(std::filesystem::exists(user.dir / "out"));
  user.config("paper: a4\n");
  EXPECT_NE(user.render("chess").find(file + ":1:1: unknown key 'paper' in config"), std::string::npos);
  user.config("print: {scale: {x: 90%}}\n");
  EXPECT_NE(user.render("chess").find(file + ":1:20: print.scale.x '90%' is 90%"), std::string::npos);
  const auto diagram = pawnprint({"diagram", "chess", "--out", (user.dir / "d.svg").string()}, user.env());
  EXPECT_EQ(diagram.status, 2);
  EXPECT_FALSE(std::filesystem::exists(user.dir / "d.svg"));
}

}  // namespace
}  // namespace pp

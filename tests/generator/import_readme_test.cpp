// docs/import.md shows the import end to end: every command in its code blocks is run here, in a
// fresh folder (the page's first command copies the samples it reads there), with /tmp/mine a
// fresh folder, and must succeed, and what they make is checked.
// (tests/docs/run_examples runs them too, as it runs every example, without looking at the files.)
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

#include "support.h"

using namespace pp::test;

namespace {

// The `pawnprint ...` lines of the page's code blocks.
std::vector<std::string> section_commands() {
  std::ifstream in(source_dir() / "docs" / "import.md");
  std::vector<std::string> commands;
  bool code = false;
  for (std::string line; std::getline(in, line);) {
    if (line.rfind("```", 0) == 0) code = !code;
    else if (code && line.rfind("pawnprint ", 0) == 0) commands.push_back(line.substr(10));
  }
  return commands;
}

std::string replace_all(std::string s, const std::string& from, const std::string& to) {
  for (size_t at = s.find(from); at != std::string::npos; at = s.find(from, at + to.size()))
    s.replace(at, from.size(), to);
  return s;
}

}  // namespace

TEST(ImportReadme, CommandsRun) {
  const std::vector<std::string> commands = section_commands();
  ASSERT_GE(commands.size(), 8u);
  TempDir mine, here;
  for (const std::string& c : commands) {
    const std::string line = replace_all(c, "/tmp/mine", mine.path.string());
    const pp::test::Run run = shell("cd '" + here.path.string() + "' && '" + pawnprint_exe().string() + "' " + line);
    EXPECT_EQ(run.status, 0) << c << "\n" << run.out << run.err;
  }
  // What the commands made: the layouts, the theme and the rendered folders.
  for (const char* f : {"archers.yaml", "orthodox.yaml", "orthodox.theme.yml", "capablanca.yaml"})
    EXPECT_TRUE(std::filesystem::exists(mine / f)) << f;
  for (const char* f : {"archers", "summit", "sixes", "twochecks", "orthodox", "capablanca"})
    EXPECT_TRUE(std::filesystem::is_directory(mine / "kit" / f)) << f;
}

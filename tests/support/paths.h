#pragma once
// Where tests find things: the source tree, its shipped layouts and themes, the program, and
// scratch folders. Every test asks here; nothing else names these folders.
#include <filesystem>
#include <string>
#include <vector>

namespace pp::test {

std::filesystem::path source_dir();                          // the source tree the tests were built from
std::filesystem::path layouts_dir();                         // source_dir()/layouts
std::filesystem::path themes_dir();                          // source_dir()/themes
std::filesystem::path layout_path(const std::string& name);  // layouts/NAME.yaml
std::filesystem::path theme_path(const std::string& name);   // themes/NAME.yaml

// Every shipped layout and theme: the .yaml files directly in layouts/ and themes/, sorted by
// name. Each is a complete top-level file (none is only a base for another's `extends`), so a
// file dropped into either folder is picked up by every test that runs over them.
std::vector<std::filesystem::path> layout_files();
std::vector<std::filesystem::path> theme_files();

// The pawnprint program built with the tests.
std::filesystem::path pawnprint_exe();

// A scratch path of this process under the system temp folder, pawnprint-NAME-PID, so tests
// of one file running side by side never share it. Neither created nor removed here.
std::filesystem::path temp_dir(const std::string& name);

}  // namespace pp::test

#pragma once
// Where the shipped data (layouts/, themes/) lives: $PAWNPRINT_HOME if set, else the source
// tree the binary was built from.
#include <filesystem>

namespace pp {

std::filesystem::path data_home();
std::filesystem::path layouts_dir();
std::filesystem::path themes_dir();

}  // namespace pp

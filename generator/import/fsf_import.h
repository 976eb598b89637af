#pragma once
// Fairy-Stockfish variants.ini sections as pawnprint layouts: `[child:parent]` resolved (a parent
// in the same file, or a variant the engine has built in, taken from pawnprint's layout of that
// name), every key of a game on squares turned into layout keys, and any key or value pawnprint
// cannot honour an InputError at its line.
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include <yaml-cpp/yaml.h>

#include "import/ini_file.h"
#include "import/yaml_out.h"

namespace pp::import {

struct ImportedLayout {
  std::string name;
  WrittenYaml yaml;
};

struct Imported {
  std::vector<ImportedLayout> layouts;
  std::vector<std::string> warnings;  // one line each: "file:line: ..."
};

// A built-in variant's layout (the merged YAML of pawnprint's layout of that name), or nothing.
using ParentLayouts = std::function<std::optional<YAML::Node>(const std::string& name)>;

// Every section of `file` (or only those named in `only`, an unknown name being an error).
Imported import_ini(const IniFile& file, const std::vector<std::string>& only, const ParentLayouts& parents);

}  // namespace pp::import

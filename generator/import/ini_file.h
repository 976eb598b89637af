#pragma once
// Fairy-Stockfish's variant files (variants.ini): sections `[name]` or `[name:parent]`, each a
// list of `key = value` lines; `#` and `;` start comments. Every entry keeps its line, so a value
// pawnprint cannot honour is reported where it is written.
#include <string>
#include <string_view>
#include <vector>

namespace pp::import {

struct IniEntry {
  std::string key, value;
  int line = 0;
};

struct IniSection {
  std::string name, parent;  // parent empty: none
  int line = 0;
  std::vector<IniEntry> entries;

  const IniEntry* find(std::string_view key) const;
};

struct IniFile {
  std::string path;
  std::vector<IniSection> sections;
  std::vector<std::string> warnings;  // a key given twice in a section: its last value is read

  const IniSection* find(std::string_view name) const;
};

// Reads `path` (a regular text file of at most 1 MB). A line that is neither a section header,
// an entry, a comment nor blank, an entry before the first section, a section named twice or a
// value over 8192 bytes is an InputError at its line and column; a key given twice in one section
// is read at its last value, as the engine reads it, with a warning.
IniFile read_ini(const std::string& path);

// The same, from text already read (`path` only names it in errors).
IniFile parse_ini(std::string_view text, const std::string& path);

}  // namespace pp::import

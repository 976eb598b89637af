#include "import/ini_file.h"

#include <algorithm>

#include <cctype>

#include "common/input_error.h"
#include "common/text_decode.h"
#include "common/text_file.h"

namespace pp::import {
namespace {

// Fairy-Stockfish's own file holds about 150 sections; the limit keeps a hostile file's cost
// (each section compiled and checked) to a few seconds.
constexpr size_t kMaxFile = 1 << 20, kMaxValue = 8192, kMaxSections = 1000;

std::string_view trim(std::string_view s) {
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.front()))) s.remove_prefix(1);
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back()))) s.remove_suffix(1);
  return s;
}

// A variant or key name: a letter or digit, then letters, digits, '-', '_' and '.' (so a section
// name is also a safe file name).
bool plain_name(std::string_view s) {
  if (s.empty() || s.size() > 64 || !std::isalnum(static_cast<unsigned char>(s.front()))) return false;
  for (char c : s)
    if (!std::isalnum(static_cast<unsigned char>(c)) && c != '-' && c != '_' && c != '.') return false;
  return true;
}

}  // namespace

const IniEntry* IniSection::find(std::string_view key) const {
  for (const IniEntry& e : entries)
    if (e.key == key) return &e;
  return nullptr;
}

const IniSection* IniFile::find(std::string_view name) const {
  for (const IniSection& s : sections)
    if (s.name == name) return &s;
  return nullptr;
}

IniFile parse_ini(std::string_view text, const std::string& path) {
  IniFile file{path, {}, {}};
  int number = 0;
  size_t start = 0;
  while (start < text.size()) {
    size_t end = text.find('\n', start);
    if (end == std::string_view::npos) end = text.size();
    const std::string_view raw = text.substr(start, end - start);
    start = end + 1;
    ++number;
    const std::string_view line = trim(raw);
    const int col = static_cast<int>(raw.find_first_not_of(" \t")) + 1;
    auto fail = [&](const std::string& message) { throw InputError({path, number, col}, message); };
    if (line.empty() || line.front() == '#' || line.front() == ';') continue;
    if (line.front() == '[') {
      if (line.back() != ']') fail("a section header is [name] or [name:parent], not '" + std::string(line) + "'");
      const std::string_view inside = line.substr(1, line.size() - 2);
      const size_t colon = inside.find(':');
      IniSection s;
      s.name = std::string(trim(inside.substr(0, colon)));
      if (colon != std::string_view::npos) s.parent = std::string(trim(inside.substr(colon + 1)));
      s.line = number;
      if (!plain_name(s.name) || (colon != std::string_view::npos && !plain_name(s.parent)))
        fail("a section header is [name] or [name:parent], each a name of letters, digits, '-', '_' or '.'");
      if (file.sections.size() == kMaxSections)
        fail("more than " + std::to_string(kMaxSections) + " sections; a file imports at most that many");
      if (const IniSection* earlier = file.find(s.name))
        fail("section '" + s.name + "' twice (first at line " + std::to_string(earlier->line) + ")");
      file.sections.push_back(std::move(s));
      continue;
    }
    const size_t eq = line.find('=');
    if (eq == std::string_view::npos) fail("expected 'key = value', a [section] or a comment");
    if (file.sections.empty()) fail("an entry before the first [section]");
    IniEntry e{std::string(trim(line.substr(0, eq))), std::string(trim(line.substr(eq + 1))), number};
    if (!plain_name(e.key)) fail("a key is a name of letters and digits, not '" + e.key + "'");
    if (e.value.size() > kMaxValue)
      fail("the value of '" + e.key + "' is " + std::to_string(e.value.size()) + " bytes; at most " +
           std::to_string(kMaxValue));
    IniSection& s = file.sections.back();
    // The engine reads a key given twice at its last value; so does the import, and says so.
    if (const IniEntry* earlier = s.find(e.key)) {
      file.warnings.push_back(path + ":" + std::to_string(number) + ": key '" + e.key + "' twice in [" + s.name +
                              "] (first at line " + std::to_string(earlier->line) + "); the last value is read");
      auto same = [&](const IniEntry& x) { return x.key == e.key; };
      *std::find_if(s.entries.begin(), s.entries.end(), same) = std::move(e);
      continue;
    }
    s.entries.push_back(std::move(e));
  }
  return file;
}

IniFile read_ini(const std::string& path) {
  const std::string bytes = read_text_file(path, kMaxFile, "a variants.ini file");
  const std::string_view text = without_bom(bytes);
  check_text_bytes(text, path);  // UTF-8 text without control characters, or the line and column where not
  return parse_ini(text, path);
}

}  // namespace pp::import

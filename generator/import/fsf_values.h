#pragma once
// A section's effective entries (its own over its parents') and the engine's value types read
// from them: bool, int, Rank, File, piece letters, Value and Bitboard (cell lists), each bad value
// an InputError at its line naming the key.
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "common/input_error.h"
#include "import/ini_file.h"
#include "rules/variant/fsf_key.h"

namespace pp::import {

struct Config {
  std::string file;
  const IniSection* section = nullptr;
  std::string builtin;  // the built-in variant the parents end in, or empty
  int builtin_line = 0;
  std::map<std::string, const IniEntry*, std::less<>> entries;

  const IniEntry* get(std::string_view key) const;
  bool has(std::string_view key) const { return get(key) != nullptr; }
  InputError error(const IniEntry& e, const std::string& message) const;
  InputError error(std::string_view key, const std::string& message) const;  // at the key's line

  bool flag(std::string_view key, bool otherwise) const;
  int number(std::string_view key, int otherwise, int lo = 0, int hi = 1000000) const;
  int rank(std::string_view key, int otherwise) const;         // 1-based
  int file_number(std::string_view key, int otherwise) const;  // 1-based; "c" or "3"
  // "win", "loss", "draw" or "none" (the result for the side it happens to).
  std::string value(std::string_view key, std::string_view otherwise) const;
  // Cells: "a1 b2 *8 c*" (*N a whole rank, X* a whole file, - none), as names on a board of
  // `files` x `ranks`.
  std::vector<std::string> cells(std::string_view key, int files, int ranks) const;
  int line(std::string_view key) const;  // the key's line, or the section's when absent

  // The value of `e` read as its row's type says, where the type alone tells whether it is good
  // (true or false, a result, a rank, a file): an InputError if not. Each reader above also checks
  // that the key's row gives its type (std::logic_error if not), so a key is read only as its row says.
  void check_type(const rules::FsfKey& row, const IniEntry& e) const;

 private:
  int whole(std::string_view key, int otherwise, int lo, int hi) const;
};

std::string file_letter(int file);  // 1 -> "a"
// What is wrong with `v` as a whole number from lo to hi, or nothing.
std::optional<std::string> whole_number_problem(const std::string& v, int lo, int hi);

}  // namespace pp::import

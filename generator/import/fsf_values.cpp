#include "import/fsf_values.h"

#include <cctype>
#include <sstream>
#include <stdexcept>

#include "import/fsf_keys.h"

namespace pp::import {
namespace {

// A reader of `key` as `type`: the key's row must give that type.
void expect_row(std::string_view key, rules::FsfType type) {
  const rules::FsfKey* row = find_fsf_key(key);
  if (!row || row->type != type)
    throw std::logic_error("variants.ini key '" + std::string(key) + "' is read as another type than its row gives");
}

}  // namespace

const IniEntry* Config::get(std::string_view key) const {
  const auto it = entries.find(key);
  return it == entries.end() ? nullptr : it->second;
}

InputError Config::error(const IniEntry& e, const std::string& message) const {
  return InputError({file, e.line, 0}, "[" + section->name + "] key '" + e.key + "': " + message);
}

InputError Config::error(std::string_view key, const std::string& message) const {
  if (const IniEntry* e = get(key)) return error(*e, message);
  return InputError({file, section->line, 0}, "[" + section->name + "]: " + message);
}

int Config::line(std::string_view key) const {
  const IniEntry* e = get(key);
  return e ? e->line : section->line;
}

bool Config::flag(std::string_view key, bool otherwise) const {
  expect_row(key, rules::FsfType::kBool);
  const IniEntry* e = get(key);
  if (!e) return otherwise;
  if (e->value != "true" && e->value != "false") throw error(*e, "'" + e->value + "' is not true or false");
  return e->value == "true";
}

std::optional<std::string> whole_number_problem(const std::string& v, int lo, int hi) {
  if (v.empty() || v.size() > 7 || v.find_first_not_of("0123456789") != std::string::npos || std::stoi(v) < lo ||
      std::stoi(v) > hi)
    return "'" + v + "' is not a whole number from " + std::to_string(lo) + " to " + std::to_string(hi);
  return std::nullopt;
}

int Config::number(std::string_view key, int otherwise, int lo, int hi) const {
  expect_row(key, rules::FsfType::kInt);
  return whole(key, otherwise, lo, hi);
}

int Config::whole(std::string_view key, int otherwise, int lo, int hi) const {
  const IniEntry* e = get(key);
  if (!e) return otherwise;
  if (const std::optional<std::string> problem = whole_number_problem(e->value, lo, hi)) throw error(*e, *problem);
  return std::stoi(e->value);
}

int Config::rank(std::string_view key, int otherwise) const {
  expect_row(key, rules::FsfType::kRank);
  return whole(key, otherwise, 1, 12);
}

int Config::file_number(std::string_view key, int otherwise) const {
  expect_row(key, rules::FsfType::kFile);
  const IniEntry* e = get(key);
  if (!e) return otherwise;
  if (e->value.size() == 1 && e->value[0] >= 'a' && e->value[0] <= 'l') return e->value[0] - 'a' + 1;
  return whole(key, otherwise, 1, 12);
}

std::string Config::value(std::string_view key, std::string_view otherwise) const {
  expect_row(key, rules::FsfType::kValue);
  const IniEntry* e = get(key);
  if (!e) return std::string(otherwise);
  if (e->value != "win" && e->value != "loss" && e->value != "draw" && e->value != "none")
    throw error(*e, "'" + e->value + "' is not win, loss, draw or none");
  return e->value;
}

std::vector<std::string> Config::cells(std::string_view key, int files, int ranks) const {
  expect_row(key, rules::FsfType::kRegion);
  std::vector<std::string> out;
  const IniEntry* e = get(key);
  if (!e) return out;
  std::istringstream in(e->value);
  std::string word;
  while (in >> word && word != "-") {
    const char f = static_cast<char>(std::tolower(static_cast<unsigned char>(word[0])));
    if (word.size() == 2 && word[1] == '*' && f >= 'a' && f < 'a' + files) {  // a whole file
      for (int y = 1; y <= ranks; ++y) out.push_back(std::string(1, f) + std::to_string(y));
      continue;
    }
    const std::string digits = word.substr(1);
    const bool ok =
        !digits.empty() && digits.size() <= 2 && digits.find_first_not_of("0123456789") == std::string::npos;
    const int r = ok ? std::stoi(digits) : 0;
    // A whole rank the engine's largest board has but this one does not: no cell, as the engine reads it.
    if (ok && f == '*' && r > ranks && r <= 12) continue;
    if (!ok || r < 1 || r > ranks || (f != '*' && (f < 'a' || f >= 'a' + files)))
      throw error(*e, "'" + word + "' is not a cell of this " + std::to_string(files) + "x" + std::to_string(ranks) +
                          " board (nor *N for a whole rank, nor X* for a whole file)");
    if (f == '*')
      for (int x = 1; x <= files; ++x) out.push_back(file_letter(x) + digits);
    else out.push_back(std::string(1, f) + std::to_string(r));
  }
  return out;
}

void Config::check_type(const rules::FsfKey& row, const IniEntry& e) const {
  switch (row.type) {
    case rules::FsfType::kBool: flag(e.key, false); break;
    case rules::FsfType::kValue: value(e.key, "none"); break;
    case rules::FsfType::kRank: rank(e.key, 1); break;
    case rules::FsfType::kFile: file_number(e.key, 1); break;
    default: break;  // read with the board, the roster or a range of the reader's own
  }
}

std::string file_letter(int file) { return std::string(1, static_cast<char>('a' + file - 1)); }

}  // namespace pp::import

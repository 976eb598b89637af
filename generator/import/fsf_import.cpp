#include "import/fsf_import.h"

#include <algorithm>
#include <cctype>
#include <map>
#include <string>

#include "common/input_error.h"
#include "import/fsf_keys.h"
#include "import/fsf_layout.h"
#include "import/fsf_values.h"

namespace pp::import {
namespace {

// A section for a game not played by moving pieces on cells, or not on one board, is skipped: a
// key whose row says so (a game won by joining two regions or filling a block, Hex or Gale, is one
// of placing pieces) at another value than the engine's default.
bool not_a_board_game(const Config& c) {
  for (const rules::FsfKey& row : fsf_keys()) {
    const IniEntry* e = row.use == rules::FsfUse::kOtherGame ? c.get(row.name) : nullptr;
    if (!e) continue;
    if (row.type == rules::FsfType::kBool  ? c.flag(row.name, false) != (row.fixed == "true")
        : row.type == rules::FsfType::kInt ? c.number(row.name, 0) != std::stoi(std::string(row.fixed))
                                           : !at_fixed_value(row, e->value))
      return true;
  }
  return false;
}

constexpr size_t kMaxParents = 32;

// The effective entries of `section`: its parents' first, each overridden by its child's; the
// built-in variant the chain ends in, if any.
Config resolve(const IniFile& file, const IniSection& section) {
  Config c;
  c.file = file.path;
  c.section = &section;
  std::vector<const IniSection*> chain{&section};
  std::string parent = section.parent;
  while (!parent.empty()) {
    const IniSection* p = file.find(parent);
    if (!p) {
      c.builtin = parent;
      c.builtin_line = chain.back()->line;
      break;
    }
    if (std::find(chain.begin(), chain.end(), p) != chain.end()) {
      std::string loop;
      for (const IniSection* s : chain) loop += s->name + " -> ";
      throw InputError({file.path, section.line, 0}, "[" + section.name + "]: a cycle of parents: " + loop + p->name);
    }
    chain.push_back(p);
    // Fairy-Stockfish's own files nest a few deep; a chain of hundreds is no variant but a cost.
    if (chain.size() > kMaxParents + 1)
      throw InputError({file.path, section.line, 0},
                       "[" + section.name + "]: more than " + std::to_string(kMaxParents) +
                           " parents in a chain; a variant derives from at most that many");
    parent = p->parent;
  }
  for (auto it = chain.rbegin(); it != chain.rend(); ++it)
    for (const IniEntry& e : (*it)->entries) c.entries[e.key] = &e;
  return c;
}

}  // namespace

Imported import_ini(const IniFile& file, const std::vector<std::string>& only, const ParentLayouts& parents) {
  for (const std::string& name : only)
    if (!file.find(name)) {
      std::string names;
      for (const IniSection& s : file.sections) {
        if (!names.empty()) names += ", ";
        names += s.name;
      }
      std::string message = "no section [";
      message.append(name).append("] (the file has ").append(names).append(")");
      throw InputError({file.path, 0, 0}, message);
    }
  Imported out;
  for (const IniSection& section : file.sections) {
    if (!only.empty() && std::find(only.begin(), only.end(), section.name) == only.end()) continue;
    for (const std::string& w : file.warnings)
      if (w.find(" twice in [" + section.name + "]") != std::string::npos) out.warnings.push_back(w);
    const Config c = resolve(file, section);
    if (not_a_board_game(c)) {
      out.warnings.push_back(file.path + ":" + std::to_string(section.line) + ": [" + section.name +
                             "] is not a game of pieces moving on one board; skipped");
      continue;
    }
    for (const auto& [key, entry] : c.entries)
      if (const rules::FsfKey* row = find_fsf_key(key); row && row->use == rules::FsfUse::kEngineOnly)
        out.warnings.push_back(file.path + ":" + std::to_string(entry->line) + ": [" + section.name + "] key '" + key +
                               "' only steers the engine or XBoard's display; read and left out");
    out.layouts.push_back({section.name, translate(c, parents)});
  }
  return out;
}

}  // namespace pp::import

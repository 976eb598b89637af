#include "common/yamlutil.h"

#include <algorithm>
#include <charconv>
#include <filesystem>
#include <ios>
#include <map>
#include <set>
#include <sstream>
#include <tuple>

namespace pp {

std::string InputError::describe() const {
  std::ostringstream out;
  if (!pos_.file.empty()) {
    out << pos_.file << ':';
    if (pos_.line > 0) {
      out << pos_.line << ':';
      if (pos_.col > 0) out << pos_.col << ':';
    }
    out << ' ';
  }
  out << what();
  return out.str();
}

namespace yaml {
namespace {

SourcePos pos_of(const std::string& file, const YAML::Mark& mark) {
  if (mark.is_null()) return {file, 0, 0};
  return {file, mark.line + 1, mark.column + 1};
}

std::string kind_name(const YAML::Node& node) {
  switch (node.Type()) {
    case YAML::NodeType::Map: return "a mapping";
    case YAML::NodeType::Sequence: return "a list";
    case YAML::NodeType::Scalar:
      // Quoted back when short; a whole file read as one scalar is not echoed.
      if (node.Scalar().find('\n') != std::string::npos || node.Scalar().size() > 60) return "a block of text";
      return "'" + node.Scalar() + "'";
    case YAML::NodeType::Null: return "nothing";
    default: return "an undefined value";
  }
}

size_t edit_distance(std::string_view a, std::string_view b) {
  std::vector<size_t> row(b.size() + 1);
  for (size_t j = 0; j <= b.size(); ++j) row[j] = j;
  for (size_t i = 1; i <= a.size(); ++i) {
    size_t diag = row[0];
    row[0] = i;
    for (size_t j = 1; j <= b.size(); ++j) {
      size_t up = row[j];
      row[j] = std::min({row[j] + 1, row[j - 1] + 1, diag + (a[i - 1] == b[j - 1] ? 0 : 1)});
      diag = up;
    }
  }
  return row[b.size()];
}

// yaml-cpp keeps both entries of a repeated key (and lookups find the first), so every
// mapping is checked once after parsing. A node reached again through an alias has the same
// mark and type and is not walked twice, which keeps aliases of aliases from multiplying the
// walk.
void check_duplicates(const std::string& file, const YAML::Node& node, std::set<std::tuple<int, int, int>>& seen) {
  if (!node.IsMap() && !node.IsSequence()) return;
  const YAML::Mark m = node.Mark();
  if (!seen.insert({m.line, m.column, static_cast<int>(node.Type())}).second) return;
  if (node.IsSequence()) {
    for (const auto& item : node) check_duplicates(file, item, seen);
    return;
  }
  std::map<std::string, YAML::Mark, std::less<>> keys;
  for (const auto& kv : node) {
    if (kv.first.IsScalar()) {
      const auto [at, fresh] = keys.emplace(kv.first.Scalar(), kv.first.Mark());
      if (!fresh)
        throw error_at(file, kv.first,
                       "duplicate key '" + kv.first.Scalar() + "' (first at line " +
                           std::to_string(at->second.line + 1) + ")");
    }
    check_duplicates(file, kv.second, seen);
  }
}

YAML::Node checked(const std::string& file, YAML::Node node) {
  std::set<std::tuple<int, int, int>> seen;
  check_duplicates(file, node, seen);
  return node;
}

}  // namespace

YAML::Node load_file(const std::string& path) {
  // A folder opens as a stream and fails only when read, with the C++ library's words.
  std::error_code ec;
  if (std::filesystem::is_directory(path, ec)) throw InputError({path, 0, 0}, "is a folder, not a YAML file");
  YAML::Node node;
  try {
    node = YAML::LoadFile(path);
  } catch (const YAML::BadFile&) {
    throw InputError({path, 0, 0}, "cannot read file");
  } catch (const YAML::Exception& e) {
    throw InputError(pos_of(path, e.mark), e.msg);
  } catch (const std::ios_base::failure&) {
    throw InputError({path, 0, 0}, "cannot read file");
  }
  return checked(path, node);
}

YAML::Node load_string(const std::string& text, const std::string& name) {
  YAML::Node node;
  try {
    node = YAML::Load(text);
  } catch (const YAML::Exception& e) {
    throw InputError(pos_of(name, e.mark), e.msg);
  }
  return checked(name, node);
}

InputError error_at(const std::string& file, const YAML::Node& node, const std::string& message) {
  return InputError(pos_of(file, node.Mark()), message);
}

void require_map(const std::string& file, const YAML::Node& node, std::string_view what) {
  if (!node.IsMap()) throw error_at(file, node, std::string(what) + " must be a mapping, not " + kind_name(node));
}

void require_seq(const std::string& file, const YAML::Node& node, std::string_view what) {
  if (!node.IsSequence()) throw error_at(file, node, std::string(what) + " must be a list, not " + kind_name(node));
}

void check_keys(const std::string& file, const YAML::Node& node, const std::vector<std::string_view>& allowed,
                std::string_view what) {
  require_map(file, node, what);
  for (const auto& kv : node) {
    const std::string key = kv.first.Scalar();
    if (std::find(allowed.begin(), allowed.end(), key) != allowed.end()) continue;
    std::string message = "unknown key '" + key + "' in " + std::string(what);
    if (auto near = nearest(key, allowed); !near.empty()) message += " (did you mean '" + near + "'?)";
    throw error_at(file, kv.first, message);
  }
}

std::string as_string(const std::string& file, const YAML::Node& node, std::string_view what) {
  if (!node.IsScalar()) throw error_at(file, node, std::string(what) + " must be text, not " + kind_name(node));
  return node.Scalar();
}

long as_int(const std::string& file, const YAML::Node& node, std::string_view what, long lo, long hi) {
  const std::string s = as_string(file, node, what);
  long value = 0;
  auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), value);
  if (ec != std::errc() || end != s.data() + s.size())
    throw error_at(file, node, std::string(what) + " must be a whole number, not '" + s + "'");
  if (value < lo || value > hi)
    throw error_at(file, node,
                   std::string(what) + " must be from " + std::to_string(lo) + " to " + std::to_string(hi) + ", not " +
                       s);
  return value;
}

bool as_bool(const std::string& file, const YAML::Node& node, std::string_view what) {
  const std::string s = as_string(file, node, what);
  if (s == "true" || s == "yes" || s == "on") return true;
  if (s == "false" || s == "no" || s == "off") return false;
  throw error_at(file, node, std::string(what) + " must be true or false, not '" + s + "'");
}

std::string nearest(std::string_view word, const std::vector<std::string_view>& options) {
  std::string best;
  size_t best_distance = std::max<size_t>(2, word.size() / 3) + 1;
  for (auto option : options) {
    size_t d = edit_distance(word, option);
    if (d < best_distance) {
      best_distance = d;
      best = option;
    }
  }
  return best;
}

size_t choice_at(const std::string& file, const YAML::Node& node, const std::string& path,
                 const std::vector<std::string_view>& names) {
  const std::string text = as_string(file, node, path);
  for (size_t i = 0; i < names.size(); ++i)
    if (names[i] == text) return i;
  std::string message = "unknown " + path + " '" + text + "'";
  if (auto near = nearest(text, names); !near.empty()) message += " (did you mean '" + near + "'?)";
  message += "; one of:";
  for (const auto& n : names) message.append(" ").append(n);
  throw error_at(file, node, message);
}

}  // namespace yaml
}  // namespace pp

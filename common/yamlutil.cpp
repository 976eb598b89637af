#include "common/yamlutil.h"

#include <algorithm>
#include <charconv>
#include <map>
#include <sstream>

#include "common/printable.h"
#include "common/text_file.h"
#include "common/yaml_guard.h"

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

}  // namespace

YAML::Node load_file(const std::string& path) {
  long budget = kMaxValues;
  return load_file(path, budget);
}

YAML::Node load_file(const std::string& path, long& budget) {
  return parse_guarded(read_text_file(path, kMaxFileBytes, "a YAML file"), path, budget);
}

YAML::Node load_string(const std::string& text, const std::string& name) { return parse_guarded(text, name); }

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
  // A number too large for a long is a whole number out of range, not something else.
  const bool whole = end == s.data() + s.size() && (ec == std::errc() || ec == std::errc::result_out_of_range);
  if (!whole) throw error_at(file, node, std::string(what) + " must be a whole number, not '" + shortened(s) + "'");
  if (ec != std::errc() || value < lo || value > hi)
    throw error_at(file, node,
                   std::string(what) + " must be from " + std::to_string(lo) + " to " + std::to_string(hi) + ", not " +
                       shortened(s));
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

#pragma once
// A closed choice written as a word (`--token-shape wedge`, `board: coordinates: japanese`,
// `--svg-text paths`): one table of names and values per choice, read by one type, so a value
// is parsed once, at the edge, and every message lists the same names the parser takes. A value
// may have more than one name (`pieces` and `tokens`); the first is the one it is written as.
#include <array>
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "common/yamlutil.h"

namespace pp {

template <typename Value>
struct ChoiceRow {
  std::string_view name;
  Value value;
};

template <typename Value, std::size_t N>
class Choices {
 public:
  using Row = ChoiceRow<Value>;

  constexpr explicit Choices(const std::array<Row, N>& rows) : rows_(rows) {}

  std::optional<Value> parse(std::string_view text) const {
    for (const Row& row : rows_)
      if (row.name == text) return row.value;
    return std::nullopt;
  }

  // The value's first name ("" for a value the table lacks).
  constexpr std::string_view name(Value value) const {
    for (const Row& row : rows_)
      if (row.value == value) return row.name;
    return {};
  }

  // The names, each once, in the table's order.
  std::vector<std::string_view> names() const {
    std::vector<std::string_view> all;
    all.reserve(N);
    for (const Row& row : rows_) all.push_back(row.name);
    return all;
  }

  // "circle, square or wedge": for a message about a value not in the table.
  std::string listed(std::string_view last = "or") const {
    std::string text;
    for (std::size_t i = 0; i < N; ++i) {
      if (i > 0) text += i + 1 == N ? " " + std::string(last) + " " : ", ";
      text += rows_[i].name;
    }
    return text;
  }

  // The value a YAML scalar names; else an error at the node naming the nearest name and all.
  Value at(const std::string& file, const YAML::Node& node, const std::string& path) const {
    return rows_[yaml::choice_at(file, node, path, names())].value;
  }

 private:
  std::array<Row, N> rows_;
};

// Counts the rows of a braced table: choices<Mark>({{"dot", Mark::Dot}, {"ring", Mark::Ring}}).
template <typename Value, std::size_t N>
constexpr Choices<Value, N> choices(const ChoiceRow<Value> (&rows)[N]) {
  std::array<ChoiceRow<Value>, N> all{};
  for (std::size_t i = 0; i < N; ++i) all[i] = rows[i];
  return Choices<Value, N>(all);
}

}  // namespace pp

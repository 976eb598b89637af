#include "import/fsf_keys.h"

#include <stdexcept>
#include <string>

#include "import/fsf_pieces.h"
#include "rules/mechanisms/mechanism.h"
#include "rules/variant/fsf_keys.h"

namespace pp::import {

const std::vector<rules::FsfKey>& fsf_keys() {
  static const std::vector<rules::FsfKey> all = [] {
    std::vector<rules::FsfKey> rows(std::begin(rules::kBasicFsfKeys), std::end(rules::kBasicFsfKeys));
    for (const rules::Mechanism* m : rules::mechanisms()) rows.insert(rows.end(), m->keys.begin(), m->keys.end());
    for (const FsfPiece& p : fsf_pieces()) rows.push_back({p.key, rules::FsfType::kPiece});
    for (size_t i = 0; i < rows.size(); ++i)
      for (size_t j = 0; j < i; ++j)
        if (rows[i].name == rows[j].name)
          throw std::logic_error("variants.ini key '" + std::string(rows[i].name) + "' has two rows");
    return rows;
  }();
  return all;
}

const rules::FsfKey* find_fsf_key(std::string_view key) {
  for (const rules::FsfKey& row : fsf_keys())
    if (row.name == key || (row.family && key.starts_with(row.name))) return &row;
  return nullptr;
}

bool at_fixed_value(const rules::FsfKey& row, std::string_view value) {
  return value == row.fixed || (row.fixed == "-" && value.empty());
}

}  // namespace pp::import

#pragma once
// Every variants.ini key pawnprint knows, by its row (rules/variant/fsf_key.h): the basic keys,
// each rule's own (Mechanism::keys), and the pieces the engine names by word (fsf_pieces.h).
#include <string_view>
#include <vector>

#include "rules/variant/fsf_key.h"

namespace pp::import {

// Every row: the basic keys, then each rule's in registry order, then the named pieces. A key
// given a row twice is a std::logic_error.
const std::vector<rules::FsfKey>& fsf_keys();

// The row of `key`, its own or its family's (customPiece3: customPiece); nullptr for a key no row
// names, which the import refuses.
const rules::FsfKey* find_fsf_key(std::string_view key);

// The engine's default, where a row reads only that (kOtherGame, kDefaultOnly): whether `value` is it.
bool at_fixed_value(const rules::FsfKey& row, std::string_view value);

}  // namespace pp::import

#pragma once
// The place of each item of a list, found from the item's address: how a compiled game numbers
// its own rules and kinds of move (game.h) while the rules themselves stay constants that nobody
// writes a number into. The rules ask for their settings, tables and kinds on every move they
// make, so a look-up is a shift, a mask and two loads: the table is sized and shifted, as it is
// built, so that no two items of the list share a slot.
#include <bit>
#include <cstdint>
#include <stdexcept>
#include <utility>
#include <vector>

namespace rules {

class AddressTable {
 public:
  AddressTable() = default;
  explicit AddressTable(std::vector<const void*> items) : items_(std::move(items)) {
    for (size_t i = 0; i < items_.size(); ++i)
      for (size_t j = 0; j < i; ++j)
        if (items_[i] == items_[j]) throw std::logic_error("address table: an item listed twice");
    if (items_.size() > 32767) throw std::logic_error("address table: more items than a slot can number");
    if (items_.empty()) return;
    for (auto bits = static_cast<unsigned>(std::bit_width(items_.size())) + 1; bits <= 16; ++bits)
      for (unsigned shift = 0; shift < 24; ++shift)
        if (fill(bits, shift)) return;
    throw std::logic_error("address table: no table of up to 65536 slots keeps these items apart");
  }

  // The place of `item` in the list, or -1 where it is not in it.
  int find(const void* item) const {
    const std::int16_t i = slots_[(std::bit_cast<std::uintptr_t>(item) >> shift_) & mask_];
    return i >= 0 && items_[static_cast<size_t>(i)] == item ? i : -1;
  }
  size_t size() const { return items_.size(); }

 private:
  bool fill(unsigned bits, unsigned shift) {
    slots_.assign(size_t{1} << bits, -1);
    mask_ = (std::uintptr_t{1} << bits) - 1;
    shift_ = shift;
    for (size_t i = 0; i < items_.size(); ++i) {
      std::int16_t& slot = slots_[(std::bit_cast<std::uintptr_t>(items_[i]) >> shift_) & mask_];
      if (slot >= 0) return false;
      slot = static_cast<std::int16_t>(i);
    }
    return true;
  }

  std::vector<const void*> items_;
  std::vector<std::int16_t> slots_{-1};  // by the masked, shifted address: the item's place, or -1
  std::uintptr_t mask_ = 0;
  unsigned shift_ = 0;
};

}  // namespace rules

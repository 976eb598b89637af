#pragma once
// What a rule declares (its kinds of move, marks or endings), from an array in its file.
#include <cstddef>

namespace rules {

template <class T>
class Declared {
 public:
  constexpr Declared() = default;
  template <size_t N>
  constexpr Declared(const T* const (&items)[N]) : items_(items), count_(N) {}  // NOLINT(google-explicit-constructor)
  const T* const* begin() const { return items_; }
  const T* const* end() const { return items_ + count_; }

 private:
  const T* const* items_ = nullptr;
  size_t count_ = 0;
};

}  // namespace rules

#pragma once
// What a layout's counting rule says (counting.cpp): the count kept, and the pieces it weighs.
#include "rules/mechanisms/mechanism.h"

namespace rules {

extern const Mechanism kCounting;

struct Counting {
  bool makruk = true;  // else ASEAN's
  int rook = -1, khon = -1, knight = -1, met = -1;
};

}  // namespace rules

#pragma once
// What every refused input must give: exit 2 and exactly one line on stderr, starting where the
// mistake is and saying what it is.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>

#include "support.h"

namespace pp::test {

inline void expect_one_line(const Run& run, const std::string& starts, const std::string& words) {
  EXPECT_EQ(run.status, 2) << run.err;
  EXPECT_EQ(run.err.rfind(starts, 0), 0u) << run.err;
  EXPECT_EQ(std::count(run.err.begin(), run.err.end(), '\n'), 1) << run.err;
  EXPECT_NE(run.err.find(words), std::string::npos) << run.err;
}

}  // namespace pp::test

#pragma once
// Progress of a long run on a terminal: one line rewritten in place, "[2/6] chess: 12 of 40
// files written". It appears only once the run has taken about a second, so quick runs print
// nothing, and never when there is no terminal to rewrite a line on.
#include <chrono>
#include <cstddef>
#include <ostream>
#include <string>

namespace pp {

class Progress {
 public:
  using Clock = std::chrono::steady_clock;
  // `to` is null for no progress; `start` is when the run began.
  Progress(std::ostream* to, Clock::time_point start) : to_(to), start_(start) {}
  ~Progress() { clear(); }
  Progress(const Progress&) = delete;
  Progress& operator=(const Progress&) = delete;

  // "[index+1/layouts] layout: what"; `now` shows it even if one was shown a moment ago.
  void show(const std::string& layout, size_t index, size_t layouts, const std::string& what, bool now = false);
  // Removes the line, so what follows starts on a clean one.
  void clear();

 private:
  std::ostream* to_;
  Clock::time_point start_;
  Clock::time_point last_{};
  bool shown_ = false;
};

}  // namespace pp

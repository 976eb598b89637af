#include "render/progress.h"

namespace pp {

namespace {

// Shown after this long, and rewritten at most this often: a terminal redrawn for every
// file of a quick layout costs more than the run.
constexpr auto kQuiet = std::chrono::milliseconds(1000);
constexpr auto kEvery = std::chrono::milliseconds(100);

}  // namespace

void Progress::show(const std::string& layout, size_t index, size_t layouts, const std::string& what, bool now) {
  if (!to_) return;
  const Clock::time_point time = Clock::now();
  if (time - start_ < kQuiet || (shown_ && !now && time - last_ < kEvery)) return;
  last_ = time;
  shown_ = true;
  *to_ << "\r[" << index + 1 << "/" << layouts << "] " << layout << ": " << what << "\033[K" << std::flush;
}

void Progress::clear() {
  if (!to_ || !shown_) return;
  *to_ << "\r\033[K" << std::flush;
  shown_ = false;
}

}  // namespace pp

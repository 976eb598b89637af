#include "common/file_epoch.h"

#include <atomic>

namespace pp {
namespace {
std::atomic<std::uint64_t> epoch{0};
}  // namespace

std::uint64_t file_epoch() { return epoch.load(std::memory_order_acquire); }

void files_changed() { epoch.fetch_add(1, std::memory_order_acq_rel); }

}  // namespace pp

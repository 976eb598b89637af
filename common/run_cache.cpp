#include "common/run_cache.h"

#include <atomic>
#include <fstream>
#include <iterator>
#include <stdexcept>

namespace pp {

namespace {
std::atomic<std::uint64_t> caches{0};
}  // namespace

RunCache::RunCache() : id_(caches.fetch_add(1, std::memory_order_relaxed) + 1) {}

const std::string& RunCache::file(const std::string& path) {
  const std::lock_guard<std::mutex> g(lock_);
  if (auto it = files_.find(path); it != files_.end()) return it->second;
  std::ifstream in(path, std::ios::binary);
  if (!in) throw std::runtime_error(path + ": cannot read");
  std::string bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  return files_.emplace(path, std::move(bytes)).first->second;
}

bool RunCache::noted(const std::string& key) const {
  const std::lock_guard<std::mutex> g(lock_);
  return noted_.count(key) != 0;
}

bool RunCache::note(const std::string& key) {
  const std::lock_guard<std::mutex> g(lock_);
  return noted_.insert(key).second;
}

std::optional<std::string> RunCache::made(const std::string& key,
                                          const std::function<std::optional<std::string>()>& make) {
  const std::lock_guard<std::mutex> g(lock_);
  auto it = made_.find(key);
  if (it == made_.end()) it = made_.emplace(key, make()).first;
  return it->second;
}

}  // namespace pp

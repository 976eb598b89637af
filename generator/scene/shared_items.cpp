#include "scene/shared_items.h"

#include <bit>
#include <cstdint>
#include <map>
#include <mutex>

namespace pp {

std::shared_ptr<const Items> shared_items(const std::string& key, std::initializer_list<double> values,
                                          const std::function<Items()>& make) {
  // Kept for the whole run: a run meets a handful of distinct rulers and strips.
  static std::mutex lock;
  static std::map<std::string, std::shared_ptr<const Items>> made;
  std::string name = key;
  for (double v : values) {
    name += ':';
    name += std::to_string(std::bit_cast<std::uint64_t>(v));
  }
  {
    const std::scoped_lock hold(lock);
    if (auto found = made.find(name); found != made.end()) return found->second;
  }
  auto items = std::make_shared<const Items>(make());
  const std::scoped_lock hold(lock);
  return made.try_emplace(name, std::move(items)).first->second;
}

}  // namespace pp

#include "scene/shared_items.h"

#include <bit>
#include <cstdint>

namespace pp {

std::shared_ptr<const Items> SharedItems::get(const std::string& key, std::initializer_list<double> values,
                                              const std::function<Items()>& make) {
  std::string name = key;
  for (double v : values) {
    name += ':';
    name += std::to_string(std::bit_cast<std::uint64_t>(v));
  }
  {
    const std::scoped_lock hold(lock_);
    if (auto found = made_.find(name); found != made_.end()) return found->second;
  }
  // Made outside the lock: two threads may both make it, and the first one kept wins.
  auto items = std::make_shared<const Items>(make());
  const std::scoped_lock hold(lock_);
  return made_.try_emplace(name, std::move(items)).first->second;
}

size_t SharedItems::size() const {
  const std::scoped_lock hold(lock_);
  return made_.size();
}

std::shared_ptr<const Items> shared_items(SharedItems* store, const std::string& key,
                                          std::initializer_list<double> values, const std::function<Items()>& make) {
  if (store) return store->get(key, values, make);
  return std::make_shared<const Items>(make());
}

}  // namespace pp

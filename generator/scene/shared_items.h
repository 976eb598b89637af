#pragma once

#include <functional>
#include <initializer_list>
#include <map>
#include <memory>
#include <mutex>
#include <string>

#include "scene/scene.h"

namespace pp {

// Every sheet of a board carries the same rulers, and every tile at one place on the paper the
// same glue hatching: one copy of each, shared by every page that draws it, keeps a plan's
// memory from growing with its page count. The pages of one plan hold one store between them,
// so two plans (two runs, two themes) share nothing. Safe from any thread.
class SharedItems {
 public:
  // The group named `key` whose items depend on `values` (compared exactly), made by `make` the
  // first time it is asked for.
  std::shared_ptr<const Items> get(const std::string& key, std::initializer_list<double> values,
                                   const std::function<Items()>& make);

  // How many groups are kept.
  size_t size() const;

 private:
  mutable std::mutex lock_;
  std::map<std::string, std::shared_ptr<const Items>> made_;
};

// From `store` when there is one; else made afresh, for a page that stands alone.
std::shared_ptr<const Items> shared_items(SharedItems* store, const std::string& key,
                                          std::initializer_list<double> values, const std::function<Items()>& make);

}  // namespace pp

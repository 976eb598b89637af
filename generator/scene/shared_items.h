#pragma once

#include <functional>
#include <initializer_list>
#include <memory>
#include <string>

#include "scene/scene.h"

namespace pp {

// Every sheet of a board carries the same rulers, and every tile at one place on the paper the
// same glue hatching: one copy of each, shared by every page that draws it, keeps a plan's
// memory from growing with its page count. `key` names the group, `values` are every number its
// items depend on (compared exactly); `make` builds it the first time. Safe from any thread.
std::shared_ptr<const Items> shared_items(const std::string& key, std::initializer_list<double> values,
                                          const std::function<Items()>& make);

}  // namespace pp

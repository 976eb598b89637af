#pragma once
// What a figure reads from its theme (palette, piece art), read once while the same theme is
// asked again: a layout's diagrams and rules sheet make dozens of figures, and reading the
// theme's YAML for each cost more than drawing them.
#include <yaml-cpp/yaml.h>

#include <mutex>
#include <optional>
#include <utility>

#include "model/theme.h"

namespace pp::diagram {

// `read(theme)`, or the value it gave last time for this very theme (the same YAML document,
// which is never changed once loaded). One value is kept per call site; safe from any thread.
template <typename T, typename Read>
T per_theme(const Theme& theme, Read read) {
  static std::mutex lock;
  static std::optional<std::pair<YAML::Node, T>> last;  // holding the node keeps its identity unique
  {
    const std::lock_guard<std::mutex> g(lock);
    if (last && last->first.is(theme.doc.root)) return last->second;
  }
  T value = read(theme);
  const std::lock_guard<std::mutex> g(lock);
  last.emplace(theme.doc.root, value);
  return value;
}

}  // namespace pp::diagram

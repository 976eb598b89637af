#pragma once
// Reading scene items back in tests: what kind of item, its outline, the area it covers.
#include <string>
#include <variant>

#include "scene/extent.h"
#include "scene/scene.h"

namespace pp::probe {

inline const PathItem& path(const Item& it) { return std::get<PathItem>(it.what); }
inline bool is_text(const Item& it) { return std::holds_alternative<TextItem>(it.what); }

// "polygon", "polyline", "circle", "text" or "other".
inline std::string kind(const Item& it) {
  if (const auto* p = std::get_if<PathItem>(&it.what)) return p->closed ? "polygon" : "polyline";
  if (std::holds_alternative<CircleItem>(it.what)) return "circle";
  return is_text(it) ? "text" : "other";
}

inline const Style& style(const Item& it) {
  if (const auto* c = std::get_if<CircleItem>(&it.what)) return c->style;
  return path(it).style;
}

inline Rect bounds(const Items& items) {
  Extent e;
  e.add(items);
  return e.rect();
}

}  // namespace pp::probe

#pragma once
// Reading a token sheet's raster: a pixel, whether it is the flat red of test::kFlatRedTheme,
// a sheet's lines of one kind alone, to draw them on their own; files and scratch folders.
#include <algorithm>
#include <cstddef>
#include <filesystem>
#include <fstream>
#include <memory>
#include <string>

#include "draw/cairo_draw.h"
#include "support/paths.h"

namespace pp::test {

inline const unsigned char* pixel(const Raster& r, int x, int y) {
  return r.data() + static_cast<ptrdiff_t>(y) * r.stride + 4 * static_cast<ptrdiff_t>(x);  // B G R X
}

// Is anything printed there: a pixel darker than near-white in any channel?
inline bool inked(const Raster& r, int x, int y) {
  const unsigned char* p = pixel(r, x, y);
  return std::min({p[0], p[1], p[2]}) < 250;
}

inline bool red(const Raster& r, int x, int y) {
  if (x < 0 || y < 0 || x >= r.width || y >= r.height) return false;
  const unsigned char* p = pixel(r, x, y);
  return p[0] < 128 && p[1] < 128 && p[2] > 128;
}

// The items of `page` whose classes hold `word`, at any depth, with the groups round them.
inline Items only_lines(const Items& items, const std::string& word) {
  Items out;
  for (const Item& item : items) {
    if (const auto* group = std::get_if<GroupItem>(&item.what)) {
      if (item.cls.find("back") != std::string::npos && word == "cut") continue;  // cut with the front
      auto children = std::make_shared<Items>(only_lines(*group->children, word));
      if (!children->empty()) out.push_back({item.cls, GroupItem{children, group->transform, group->clip, 1}});
    } else if (item.cls == word) {
      out.push_back(item);
    }
  }
  return out;
}

inline std::string read_text(const std::filesystem::path& p) {
  std::ifstream in(p, std::ios::binary);
  return {std::istreambuf_iterator<char>(in), {}};
}

// A scratch folder, removed with it.
struct Scratch {
  std::filesystem::path path = temp_dir("token-scratch");
  ~Scratch() { std::filesystem::remove_all(path); }
};

}  // namespace pp::test

#pragma once
// Paper sizes, always given portrait (width <= height); tiling picks the orientation.
#include <optional>
#include <string>
#include <string_view>

namespace pp {

struct Paper {
  std::string name;  // "a4", "letter", "a3", "300x420mm"
  double width_mm = 0;
  double height_mm = 0;
};

// "a4", "letter", "a3", or a custom size "WxH" with a unit on the end or on each number
// ("300x420mm", "8.5inx14in"); between 50 mm and 2000 mm a side. nullopt if not understood.
std::optional<Paper> parse_paper(std::string_view text);

inline constexpr std::string_view kPaperHelp = "a4, letter, a3 or WxH with a unit, like 300x420mm";

}  // namespace pp

#pragma once
// Paper sizes, always given portrait (width <= height); tiling picks the orientation.
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace pp {

struct Paper {
  std::string name;  // "a4", "letter", "300x420mm"
  double width_mm = 0;
  double height_mm = 0;
};

// The papers known by name: ISO A3, A4, A5, B4, B5; US letter, legal, tabloid; photo 4x6 and
// 5x7 (inches).
const std::vector<Paper>& named_papers();

// A paper by name ("a4", any case), or a custom size "WxH" with a unit on the end or on each
// number ("300x420mm", "8.5inx14in"), between kMinPaperMm and kMaxPaperMm a side.
std::optional<Paper> parse_paper(std::string_view text);

// Why `text` is not a paper, in one sentence that says whether the name, the syntax or the
// size is wrong; empty when parse_paper accepts it.
std::string paper_problem(std::string_view text);

inline constexpr double kMinPaperMm = 50;
inline constexpr double kMaxPaperMm = 2000;

}  // namespace pp

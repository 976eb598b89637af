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

// How much a printer enlarges what it prints, across (x) and down (y) the page: the length it
// prints divided by the length asked for (0.996 when a 150 mm frame prints as 149.4 mm). Pages
// are drawn divided by it, so they print true to size; the paper keeps its size.
struct PrintScale {
  double x = 1, y = 1;
  bool identity() const { return x == 1 && y == 1; }
};

// A printer further out than this has a scaling option switched on: A4 fitted to Letter is 94%.
inline constexpr double kMinPrintScale = 0.95, kMaxPrintScale = 1.05;

// "99.6%" or "0.996"; nullopt when `text` is neither a percentage nor a plain number, or when it
// lies outside kMinPrintScale..kMaxPrintScale.
std::optional<double> parse_print_scale(std::string_view text);

// Why `text` is not a print scale, in one sentence; empty when parse_print_scale accepts it.
std::string print_scale_problem(std::string_view text);

inline constexpr double kMinPaperMm = 50;
inline constexpr double kMaxPaperMm = 2000;

}  // namespace pp

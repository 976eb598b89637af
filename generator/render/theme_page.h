#pragma once
// The theme page of a gallery: every piece drawing the layouts use, in each of their sides'
// colours at 15 mm and 30 mm, each labelled with the file it came from, so a theme's designer
// sees at once which drawing each piece gets and how it reads small. A piece no set draws shows
// the letter disc that stands in for it, marked as such. OUT/theme.html, its pictures in
// OUT/theme.thumbs/ (a name no layout's folder can have).
#include <string>
#include <utility>
#include <vector>

#include "common/run_cache.h"
#include "model/layout.h"
#include "model/theme.h"

namespace pp {

inline constexpr const char* kThemePage = "theme.html";
inline constexpr const char* kThemeFolder = "theme.thumbs";

struct ThemePage {
  std::string html;                                           // links relative to the output folder
  std::vector<std::pair<std::string, std::string>> pictures;  // file in kThemeFolder, PNG bytes
  std::vector<std::vector<std::string>> drawings;             // each layout's drawing files
};

// The sizes the page shows each drawing at, in millimetres.
inline constexpr double kThemePageSizes[] = {15, 30};

// Its drawings are checked and read through `cache`, the run's (common/run_cache.h).
ThemePage theme_page(const std::vector<Layout>& layouts, const Theme& theme, RunCache& cache);

}  // namespace pp

#pragma once
// The gallery of a run: OUT/index.html, a page read from the file system (nothing fetched from
// the network): the printing advice, the catalogue of sets (render/catalogue.h), then every
// layout's sheets as thumbnails linking to their files. The thumbnails and set pictures are in
// OUT/index.thumbs/ (a name no layout's folder can have: sanitised names hold no '.'); each
// set's render time in OUT/index.times.js, the one file that differs from run to run.
#include <string>
#include <vector>

#include "render/render.h"

namespace pp {

inline constexpr const char* kGalleryFolder = "index.thumbs";
inline constexpr const char* kGalleryPage = "index.html";
inline constexpr const char* kGalleryTimes = "index.times.js";

// The file of a layout's thumbnail i, relative to kGalleryFolder.
std::string gallery_thumbnail_path(const std::string& folder, size_t i);

// The page, links relative to the output folder; with `theme_page`, a link to that page (theme_page.h).
std::string gallery_html(const std::vector<LayoutOutput>& layouts, const std::string& theme_page = "");

// The render times the page shows, for kGalleryTimes (catalogue_times_js).
std::string gallery_times(const std::vector<LayoutOutput>& layouts);

}  // namespace pp

#pragma once
// The gallery of a run: OUT/index.html, a static page (no script, nothing fetched from the
// network) with every layout's sheets as thumbnails linking to their files, and the printing
// advice; the thumbnails are small PNGs in OUT/index.thumbs/ (a name no layout's folder can
// have: sanitised names hold no '.').
#include <string>
#include <vector>

#include "render/render.h"

namespace pp {

inline constexpr const char* kGalleryFolder = "index.thumbs";
inline constexpr const char* kGalleryPage = "index.html";

// The file of a layout's thumbnail i, relative to kGalleryFolder.
std::string gallery_thumbnail_path(const std::string& folder, size_t i);

// The page, links relative to the output folder; with `theme_page`, a link to that page (theme_page.h).
std::string gallery_html(const std::vector<LayoutOutput>& layouts, const std::string& theme_page = "");

}  // namespace pp

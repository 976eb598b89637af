#pragma once
// What the gallery shows of a set, kept beside its thumbnails (OUT/index.thumbs/FOLDER.json) so
// that a later run into the same output folder lists it too: the gallery is of every layout
// folder there, not only of the last run's.
#include <optional>
#include <string>

#include "common/json.h"
#include "render/render.h"

namespace pp {

// The record's file in the gallery folder.
std::string gallery_record_path(const std::string& folder);

// The set's title, card and thumbnails (without their pictures) as JSON.
Json gallery_record(const LayoutOutput& layout);

// A record read back as the gallery page needs it; nullopt if it is not one, or names another
// folder.
std::optional<LayoutOutput> read_gallery_record(const Json& record, const std::string& folder);

}  // namespace pp

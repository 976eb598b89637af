#pragma once
// A page as a PNG with an alpha channel: nothing is painted where the page has no item, so a
// diagram (`pawnprint diagram --background none`) sits on any page colour. Carries the dpi in
// a pHYs chunk as the opaque PNGs do.
#include <string>

#include "scene/scene.h"

namespace pp {

std::string transparent_png_bytes(const Page& page, int dpi);

}  // namespace pp

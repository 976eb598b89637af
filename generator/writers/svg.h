#pragma once
// SVG written straight from the scene (not through Cairo's SVG surface), so each element keeps
// its class names ("cell e4 light", "marker capture c5") for CSS and for tools reading it back.
// Text stays text; SVG images are embedded with their stylesheet.
#include <string>

#include "scene/scene.h"

namespace pp {

std::string svg_bytes(const Page& page);

}  // namespace pp

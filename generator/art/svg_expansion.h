#pragma once
// How many elements librsvg draws for an SVG once every <use> is replaced by what it names. A
// file within the element and <use> limits can still fan out: a group used twice by a group
// used twice, seven deep, is 128 copies, and drawing time and memory follow the copies.
#include <string_view>

namespace pp::art {

// The elements of `svg` with every <use> (href or xlink:href "#id") counted as the element it
// names, counting stops past `cap`, which is also the answer for a <use> inside what it names.
// A light tag scan, not a full XML parse: it only has to count what librsvg will expand.
long expanded_elements(std::string_view svg, long cap);

// Does `svg` hold an element called `name` (with or without a namespace prefix)?
bool holds_element(std::string_view svg, std::string_view name);

}  // namespace pp::art

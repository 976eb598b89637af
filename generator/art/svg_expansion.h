#pragma once
// How many elements librsvg draws for an SVG once every <use> is replaced by what it names. A
// file within the element and <use> limits can still fan out: a group used twice by a group
// used twice, seven deep, is 128 copies, and drawing time and memory follow the copies.
#include <string>
#include <string_view>

namespace pp::art {

// The elements of `svg` with every <use> (href or xlink:href "#id") counted as the element it
// names, counting stops past `cap`, which is also the answer for a <use> inside what it names.
// A light tag scan, not a full XML parse: it only has to count what librsvg will expand.
long expanded_elements(std::string_view svg, long cap);

// The parts of that scan, for other checks of the same kind:
// the value of attribute `name` in a start tag's text (between '<' and '>'), or "";
std::string attribute(std::string_view tag, std::string_view name);
// the '>' closing the tag that starts at `lt`, skipping any inside quoted values;
size_t tag_end(std::string_view svg, size_t lt);
// the element a start tag's text opens, without a namespace prefix.
std::string_view element_name(std::string_view tag);

// Calls fn(tag, gt) for every tag of `svg` outside comments, in order: its text between '<' and
// '>' and where its '>' stands. Stops at a tag left open.
template <class Fn>
void for_each_tag(std::string_view svg, Fn fn) {
  for (size_t lt = svg.find('<'); lt != std::string_view::npos; lt = svg.find('<', lt + 1)) {
    if (svg.substr(lt, 4) == "<!--") {
      lt = svg.find("-->", lt);
      if (lt == std::string_view::npos) return;
      continue;
    }
    const size_t gt = tag_end(svg, lt);
    if (gt == std::string_view::npos) return;
    fn(svg.substr(lt + 1, gt - lt - 1), gt);
    lt = gt;
  }
}

// Does `svg` hold an element called `name` (with or without a namespace prefix)?
bool holds_element(std::string_view svg, std::string_view name);

}  // namespace pp::art

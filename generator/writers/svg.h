#pragma once
// SVG written straight from the scene (not through Cairo's SVG surface), so each element keeps
// its class names ("cell e4 light", "marker capture c5") for CSS and for tools reading it back.
// Text stays text; a piece drawing is one <symbol> placed by <use> (writers/svg_symbol.h), or,
// when it cannot be shared safely, embedded whole with its stylesheet.
#include <string>

#include "model/svg_text.h"
#include "scene/scene.h"

namespace pp {

// How text is written: as <text> in its font family, for readers that have the font (small,
// selectable); as the outlines of its glyphs, which look the same everywhere; or as <text> with
// the fonts it is set in embedded, cut down to the characters used (selectable, and the same
// everywhere that reads CSS web fonts).

std::string svg_bytes(const Page& page, SvgText text = SvgText::Text);

// `text` with & < > " written as entities, for XML and HTML text and attribute values.
std::string xml_escape(const std::string& text);

}  // namespace pp

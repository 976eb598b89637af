#pragma once
// A piece drawing as an SVG <symbol>: its shapes inline, the side's colours written on each
// shape as presentation attributes (the lowest-ranking style there is, so any stylesheet of the
// page wins) and its classes kept, so `.bK .body { fill: red }` recolours Black's King.
#include <optional>
#include <string>

#include "common/run_cache.h"

namespace pp {

// The <symbol id="ID" class="NAME" viewBox=...>...</symbol> for the drawing `svg` coloured by
// `stylesheet` (rules `.class{fill:..;stroke:..}`), or nothing when the drawing uses what a
// shared document cannot hold safely (ids, links, inline styles, nested images or
// declarations); the caller then embeds it whole as an image. Made once per drawing and
// colouring in `run`.
std::optional<std::string> svg_symbol(RunCache& run, const std::string& svg, const std::string& stylesheet,
                                      const std::string& id, const std::string& name);

}  // namespace pp

#pragma once
// The file a cutting machine or laser cutter imports for a printed sheet: only the sheet's cut
// lines (items of class `cut`) as 0.01 mm pure red hairlines and its fold and score lines
// (class `fold`) pure blue, each exactly where the sheet prints it, in millimetres on a canvas
// of the page's size, and the print-then-cut registration marks (class `cut-mark`) filled black
// as printed, as the sheet prints once a printer's scale is corrected (the correction
// itself is left out: the machine cuts true to size). What lies behind the fronts (class `back`: a duplex back page,
// the backs of a folded sheet) is cut with its front, so it is left out.
#include <string>

#include "scene/scene.h"

namespace pp {

// Does the page carry a cut or fold line to write? (A page made when drawn carries none.)
bool has_cut_lines(const Page& page);

std::string cut_svg_bytes(const Page& page);

}  // namespace pp

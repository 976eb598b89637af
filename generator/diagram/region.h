#pragma once
// An excerpt of a board: a rectangle of files and ranks drawn alone (`--region c3-f6`), framed
// and with its own coordinates along its edges, as books print the corner of a board that matters.
#include <string>

#include "common/input_error.h"
#include "model/layout.h"
#include "model/theme.h"
#include "scene/board_scene.h"

namespace pp::diagram {

struct Region {
  int file_lo = 0, file_hi = 0, rank_lo = 0, rank_hi = 0;  // inclusive, 0-based
  bool holds(const rules::Cell& c) const {
    return c.x >= file_lo && c.x <= file_hi && c.y >= rank_lo && c.y <= rank_hi;
  }
};

// "c3-f6" (two opposite corners, either order) on a board of files and ranks. Throws
// InputError at `pos` for a text of another form, a cell the board lacks, or a board without
// files and ranks (hexagons, triangles).
Region parse_region(const Layout& layout, const std::string& text, const SourcePos& pos);

// The region's cells on `full` (its geometry, turned as it is drawn), in mm.
Rect region_rect(const BoardGeometry& full, const rules::Board& board, const Region& region);

// `full` cut down to the region: its drawing clipped to the region's cells, a frame `frame_mm`
// wide around them holding the coordinates of the region's files and ranks, the bounds and the
// clip (BoardArt::clip) the region's.
BoardArt cut_to_region(const BoardArt& full, const Layout& layout, const Theme& theme, const Region& region);

}  // namespace pp::diagram

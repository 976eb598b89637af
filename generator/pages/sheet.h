#pragma once
// What every printed sheet carries whatever is on it: calibration rulers (100 mm and 4 in),
// the "print at 100%" note, a heading line; plus trim marks and alignment crosses for pieces
// that are cut out and joined. Token sheets and rules sheets use these too.
#include <string>

#include "model/paper.h"
#include "scene/scene.h"

namespace pp {

struct Theme;
class SharedItems;  // scene/shared_items.h

struct Footer {
  std::string heading;      // bold: "A2 of A1-A2 · Chess Legions, board, sheet 2 of 2"
  std::string instruction;  // optional: how to trim and join this sheet
  // The store the sheets of one plan share their rulers through; null: the rulers are the page's own.
  SharedItems* shared = nullptr;
};

// Rulers and text in the footer band at the bottom of the printable area; the box they take,
// from the rulers' left to the end of the longest line of text, the band's height.
Rect add_footer(Items& items, double page_w, double page_h, double margin, const Theme& theme, const Footer& footer);

// Short lines outside each corner of `box`, continuing its edges, for cutting along it.
void add_trim_marks(Items& items, const Rect& box, const Theme& theme);

// A registration cross (with a ring) centred on `at`.
void add_cross(Items& items, Point at, const Theme& theme, const std::string& cls);

// Corrects a page for a printer that prints at `scale`: its items are drawn divided by the
// scale about the page's centre, so they print at their true size and a duplex back stays behind
// its front; the page keeps its size. A figure (a diagram whose page is the picture) has no
// paper to keep: it is scaled from its corner, page size and all. Nothing changes at 100%.
void apply_print_scale(Page& page, const PrintScale& scale, bool figure = false);

// The one-line note every sheet carries.
inline constexpr const char* kActualSizeNote = "Print at 100% / actual size: the rulers must measure 100 mm and 4 in.";

}  // namespace pp

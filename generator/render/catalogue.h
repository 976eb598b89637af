#pragma once
// The gallery's front page: a card for each layout of a run with the picture of its set as it
// stands assembled, what kind of game it is, and what making it takes, grouped by family, with
// a filter and a search that work from the file system (the cards are all in the page, so it
// reads without JavaScript too).
#include <cstdio>
#include <string>
#include <utility>
#include <vector>

#include "model/family.h"
#include "model/layout.h"

namespace pp {

class Json;
struct SheetSet;

// What a card says of one layout.
struct SetCard {
  std::string folder, title, about;
  Family family = Family::Western;
  std::string shape;  // the board's shape, as the filter offers it
  std::string board;  // "square 8x8, 30mm cells"
  int players_min = 2, players_max = 2;
  std::string source;                     // "shipped", "yours" (the user's folder) or the file it was read from
  double board_w_mm = 0, board_h_mm = 0;  // the board assembled, frame included
  std::string paper;
  std::vector<std::pair<std::string, int>> sheets;  // "board sheets", 2; "token sheets", 1 ...
  std::string tokens;                               // "circles of 26.49mm (us-dollar)"
  double seconds = 0;                               // the time its render took
  std::string picture;                              // the set picture's file in the gallery folder
  double picture_w_mm = 0, picture_h_mm = 0;
};

// The card of `layout` from what its plan made: its sheets and its manifest's figures.
SetCard set_card(const Layout& layout, const std::vector<SheetSet>& sets, const Json& manifest);

// What making the set takes, in one line: "2 board sheets, 1 token sheet on a4; the board
// assembled 250mm x 250mm; circle tokens of 26.49mm (us-dollar), 34 pieces".
std::string making_of(const SetCard& card);

// The set picture's file name in the gallery folder.
std::string set_picture_path(const std::string& folder);

// Each card's render time as a script setting window.pawnprintTimes, for a file beside the page:
// the page itself stays the same for the same input.
std::string catalogue_times_js(const std::vector<SetCard>& cards);

// The cards as the catalogue section of the gallery page: filters, then one group per family.
std::string catalogue_html(const std::vector<SetCard>& cards, const std::string& pictures_folder);

}  // namespace pp

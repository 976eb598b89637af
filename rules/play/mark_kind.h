#pragma once
// What a diagram marks a cell with for a move. The core has four marks (a move, a capture, a
// first-move run, the pawn taken en passant); a special rule declares its own in its file and
// lists them in its Diagram facet (facets/diagram.h). The rules core draws nothing: a mark says which
// symbol and colour stand for it, and the generator draws that symbol (diagram/marker.cpp).
#include <cstdint>
#include <string_view>

namespace rules {

// The symbols a diagram can draw, each a shape of its own so that marks read in black-and-white
// print and for colour-blind readers.
enum class Symbol : std::uint8_t {
  Disc,          // filled disc
  DiscInRing,    // filled disc in a ring of another colour
  Saltire,       // diagonal cross
  DashedRing,    // dashed ring round a piece
  Ring,          // open ring
  Diamond,       // filled diamond
  Triangle,      // filled triangle pointing forward
  OpenTriangle,  // open triangle pointing forward
  Star,          // filled five-pointed star
  OpenStar,      // open star
  Frame,         // square frame
  Hatch,         // the cell hatched: an area
  PlusInRing,    // plus in a ring
  Crosshair,     // ring with four ticks
  Barred,        // barred circle
  Tint,          // the cell tinted: an area
  Flag,          // a pennant on a pole
  OpenDiamond,   // diamond outline
  Pause,         // two upright bars: a turn passed
  OpenPause,     // two upright bars in outline: a turn passed for want of a move
  Plus,          // filled plus sign: a piece comes in from the hand
  Burst,         // filled eight-pointed star: pieces blown up
  Block,         // the cell filled: a wall
  Brick,         // small filled square: where a wall may go
};

struct MarkKind {
  std::string_view name{};    // the word a layout writes (`c5:capture`) and the SVG class
  std::string_view legend{};  // what a legend says of it: "capture"
  Symbol symbol = Symbol::Disc;
  std::string_view colour{};  // "#rrggbb", from the Okabe-Ito palette
  int order = 0;              // its place in a legend, lowest first
};

// The core's marks.
extern const MarkKind kMoveMark, kCaptureMark, kInitialMark, kEnPassantMark;

}  // namespace rules

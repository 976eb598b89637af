#pragma once
// The marks a diagram puts on cells, by name: `marks: [c5:capture]` in a layout, `--mark` on the
// command line. Each kind has its own shape as well as its own colour (Okabe-Ito palette), so a
// diagram reads in black-and-white print and for colour-blind readers; diagram/marker.h draws
// them. The kind's name is both the word a layout writes and the SVG class.
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace pp {

enum class DiagramMark {
  MoveOrCapture,  // filled disc in a ring
  Move,           // filled disc
  Capture,        // saltire cross
  EnPassant,      // dashed ring round the pawn an en-passant capture removes
  Initial,        // open ring: first move only
  Jump,           // diamond: a leap nothing can block
  Leapfrog,       // triangle pointing onward: a Bowman's landing
  Reenter,        // open triangle: where a Bowman comes back in
  Lion,           // five-pointed star: the Lion's two-step reach
  LionReturn,     // open star: capture and return
  Castle,         // square frame: the King's castling destination
  Promotion,      // hatched cell: promotion zone
  GuardCall,      // plus in a ring: where Calling the Guard puts the Guard
  Assassinate,    // cross-hair: the Assassin checks and wins
  Forbidden,      // barred circle: a capture the rules do not allow here
  Highlight,      // tinted cell
};

struct DiagramMarkInfo {
  DiagramMark kind;
  std::string_view name;    // "capture"
  std::string_view legend;  // "move, no capture"
  std::string_view colour;  // "#d55e00"
};

// Every kind in the order a legend lists them.
const std::vector<DiagramMarkInfo>& mark_kinds();
const DiagramMarkInfo& mark_info(DiagramMark kind);
std::optional<DiagramMark> mark_by_name(std::string_view name);
// "move, capture, ..." for error messages.
std::string mark_names();

}  // namespace pp

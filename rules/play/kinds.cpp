// The core's own kinds of move, marks and endings; the special rules declare theirs in their files.
#include "rules/play/ending.h"
#include "rules/play/mark_kind.h"
#include "rules/play/move_kind.h"

namespace rules {

const MoveKind kStep{.name = "step"};
const MoveKind kPawnRun{.name = "pawn-run"};  // a pawn advancing more than one cell
const MoveKind kEnPassant{.name = "en-passant"};

// Colours from Okabe & Ito (2008): distinguishable with every common colour-vision deficiency.
// Orders leave room between them for the special rules' marks.
const MarkKind kMoveMark{"move", "move, no capture", Symbol::Disc, "#009e73", 20};
const MarkKind kCaptureMark{"capture", "capture", Symbol::Saltire, "#d55e00", 30};
const MarkKind kEnPassantMark{"en-passant", "taken en passant", Symbol::DashedRing, "#e69f00", 40};
const MarkKind kInitialMark{"initial", "first move only", Symbol::Ring, "#009e73", 50};

const Ending kCheckmateEnding{"checkmate"};
const Ending kStalemateEnding{"stalemate"};

std::string_view ending_name(const Ending* e) { return e ? e->name : "none"; }

}  // namespace rules

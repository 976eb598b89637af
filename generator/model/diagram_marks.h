#pragma once
// The marks a diagram puts on cells, by name: `marks: [c5:capture]` in a layout, `--mark` on the
// command line. The rules core's marks and each special rule's (rules/play/mark_kind.h) plus the
// diagram's own (a move or capture, a leap, the promotion zone, a refused capture, a tinted
// cell). Each has its own shape as well as its own colour (Okabe-Ito palette), so a diagram reads
// in black-and-white print and for colour-blind readers; diagram/marker.h draws them. The name
// is both the word a layout writes and the SVG class.
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "rules/play/mark_kind.h"

namespace pp {

// One kind of mark; compared and ordered by its place in a legend.
class DiagramMark {
 public:
  constexpr DiagramMark() = default;
  constexpr DiagramMark(const rules::MarkKind& kind) : kind_(&kind) {}  // NOLINT(google-explicit-constructor)
  const rules::MarkKind& operator*() const { return *kind_; }
  const rules::MarkKind* operator->() const { return kind_; }
  friend bool operator==(DiagramMark a, DiagramMark b) { return a.kind_ == b.kind_; }
  friend bool operator!=(DiagramMark a, DiagramMark b) { return a.kind_ != b.kind_; }
  friend bool operator<(DiagramMark a, DiagramMark b) {
    if (a.kind_->order != b.kind_->order) return a.kind_->order < b.kind_->order;
    return a.kind_->name < b.kind_->name;
  }

 private:
  const rules::MarkKind* kind_ = &rules::kMoveMark;
};

// The diagram's own marks, and the rules core's by the names diagrams use.
namespace marks {
extern const DiagramMark MoveOrCapture, Move, Capture, EnPassant, Initial, Jump, Promotion, Forbidden, Highlight;
}  // namespace marks

struct DiagramMarkInfo {
  DiagramMark kind;
  std::string_view name;    // "capture"
  std::string_view legend;  // "move, no capture"
  std::string_view colour;  // "#d55e00"
};

// Every kind in the order a legend lists them.
const std::vector<DiagramMarkInfo>& mark_kinds();
DiagramMarkInfo mark_info(DiagramMark kind);
std::optional<DiagramMark> mark_by_name(std::string_view name);
// "move, capture, ..." for error messages.
std::string mark_names();

}  // namespace pp

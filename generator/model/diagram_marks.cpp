#include "model/diagram_marks.h"

#include <algorithm>
#include <stdexcept>

#include "rules/mechanisms/mechanism.h"
#include "rules/play/mark_kind.h"

namespace pp {
namespace {

using rules::MarkKind;
using rules::Symbol;

// Okabe & Ito (2008), as the rules core's marks: distinguishable with every common colour-vision
// deficiency. Orders place them among the core's (rules/play/kinds.cpp) as a legend lists them.
const MarkKind kMoveOrCapture{"move-capture", "move or capture", Symbol::DiscInRing, "#009e73", 10};
const MarkKind kJump{"jump", "leap (cannot be blocked)", Symbol::Diamond, "#e69f00", 60};
const MarkKind kPromotion{"promotion", "promotion zone", Symbol::Hatch, "#000000", 120};
const MarkKind kForbidden{"forbidden", "not allowed", Symbol::Barred, "#000000", 150};
const MarkKind kHighlight{"highlight", "highlighted", Symbol::Tint, "#f0e442", 160};

}  // namespace

namespace marks {
const DiagramMark MoveOrCapture{kMoveOrCapture}, Move{rules::kMoveMark}, Capture{rules::kCaptureMark},
    EnPassant{rules::kEnPassantMark}, Initial{rules::kInitialMark}, Jump{kJump}, Promotion{kPromotion},
    Forbidden{kForbidden}, Highlight{kHighlight};
}  // namespace marks

const std::vector<DiagramMarkInfo>& mark_kinds() {
  static const std::vector<DiagramMarkInfo> all = [] {
    std::vector<DiagramMark> kinds{kMoveOrCapture, kJump, kPromotion, kForbidden, kHighlight};
    for (const MarkKind* m : rules::rule_marks()) kinds.emplace_back(*m);
    std::sort(kinds.begin(), kinds.end());
    for (size_t i = 1; i < kinds.size(); ++i)
      if (kinds[i]->name == kinds[i - 1]->name || kinds[i] == kinds[i - 1])
        throw std::logic_error("diagram marks: the name '" + std::string(kinds[i]->name) + "' is declared twice");
    std::vector<DiagramMarkInfo> out;
    out.reserve(kinds.size());
    for (DiagramMark k : kinds) out.push_back({k, k->name, k->legend, k->colour});
    return out;
  }();
  return all;
}

DiagramMarkInfo mark_info(DiagramMark kind) { return {kind, kind->name, kind->legend, kind->colour}; }

std::optional<DiagramMark> mark_by_name(std::string_view name) {
  for (const auto& m : mark_kinds())
    if (m.name == name) return m.kind;
  return std::nullopt;
}

std::string mark_names() {
  std::string out;
  for (const auto& m : mark_kinds()) out += (out.empty() ? "" : ", ") + std::string(m.name);
  return out;
}

}  // namespace pp

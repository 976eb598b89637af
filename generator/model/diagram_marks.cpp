#include "model/diagram_marks.h"

namespace pp {
namespace {

// Okabe & Ito (2008): distinguishable with every common colour-vision deficiency.
constexpr std::string_view kBlue = "#0072b2", kGreen = "#009e73", kVermilion = "#d55e00", kOrange = "#e69f00",
                           kPurple = "#cc79a7", kSky = "#56b4e9", kYellow = "#f0e442", kBlack = "#000000";

using M = DiagramMark;
const std::vector<DiagramMarkInfo> kMarks = {
    {M::MoveOrCapture, "move-capture", "move or capture", kGreen},
    {M::Move, "move", "move, no capture", kGreen},
    {M::Capture, "capture", "capture", kVermilion},
    {M::EnPassant, "en-passant", "taken en passant", kOrange},
    {M::Initial, "initial", "first move only", kGreen},
    {M::Jump, "jump", "leap (cannot be blocked)", kOrange},
    {M::Leapfrog, "leapfrog", "leapfrog landing", kPurple},
    {M::Reenter, "reenter", "re-entry square", kPurple},
    {M::Lion, "lion", "Lion: second step", kSky},
    {M::LionReturn, "lion-return", "capture and return", kSky},
    {M::Castle, "castle", "castling: King lands here", kBlue},
    {M::Promotion, "promotion", "promotion zone", kBlack},
    {M::GuardCall, "guard-call", "Calling the Guard", kPurple},
    {M::Assassinate, "assassinate", "assassination: wins at once", kVermilion},
    {M::Forbidden, "forbidden", "not allowed", kBlack},
    {M::Highlight, "highlight", "highlighted", kYellow},
};

}  // namespace

const std::vector<DiagramMarkInfo>& mark_kinds() { return kMarks; }

const DiagramMarkInfo& mark_info(DiagramMark kind) { return kMarks[static_cast<size_t>(kind)]; }

std::optional<DiagramMark> mark_by_name(std::string_view name) {
  for (const auto& m : kMarks)
    if (m.name == name) return m.kind;
  return std::nullopt;
}

std::string mark_names() {
  std::string out;
  for (const auto& m : kMarks) out += (out.empty() ? "" : ", ") + std::string(m.name);
  return out;
}

}  // namespace pp

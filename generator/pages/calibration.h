#pragma once
// The calibration page of `pawnprint calibrate`: a frame of known size with rulers in mm and
// inches along its edges, and the steps to turn what it measures on paper into --scale-x and
// --scale-y.
#include "model/paper.h"
#include "scene/scene.h"

namespace pp {

struct Theme;

// The frame, between the middles of its lines.
inline constexpr double kCalibrationFrameW = 150, kCalibrationFrameH = 200;
// The printer-safe margin of the page, as layouts have it by default.
inline constexpr double kCalibrationMargin = 6;

// Where the frame lies on the page (the middles of its lines), before any print scale.
Rect calibration_frame(const Paper& paper, double margin_mm);

// The page, drawn true to size (the print scale is applied afterwards, like on every sheet).
// Throws InputError naming --paper when the paper cannot hold the frame inside `margin_mm`.
Page calibration_page(const Paper& paper, double margin_mm, const Theme& theme);

}  // namespace pp

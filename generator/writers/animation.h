#pragma once
// A game as one moving picture: pages drawn as frames of one width in pixels, each shown for
// its own time, looping. GIF through giflib, with one palette of 31 colours for the whole animation and each
// frame after the first only the rectangle that changed; WebP through libwebp's animation
// encoder, lossless.
#include <string>
#include <vector>

#include "scene/scene.h"

namespace pp {

struct Frame {
  const Page* page = nullptr;
  int delay_ms = 1000;
};

// Every page is drawn `width_px` wide and as tall as the tallest page at that scale (white below
// a shorter one). GIF delays are in hundredths of a second: each is rounded to the nearest.
std::string gif_animation(const std::vector<Frame>& frames, int width_px);
std::string webp_animation(const std::vector<Frame>& frames, int width_px);

// The frames' height in pixels at `width_px`.
int animation_height(const std::vector<Frame>& frames, int width_px);

}  // namespace pp

#pragma once
// A palette of a few colours chosen for a whole animation, so every frame shares one
// colour table and unchanged pixels keep their index from frame to frame.
#include <cstdint>
#include <unordered_map>
#include <vector>

namespace pp {

// A colour as 0xRRGGBB.
using Rgb = std::uint32_t;

// How often each colour occurs, over every frame.
using ColourCounts = std::unordered_map<Rgb, std::uint64_t>;

struct Quantized {
  std::vector<Rgb> palette;                     // at most `most` entries
  std::unordered_map<Rgb, std::uint8_t> index;  // every counted colour to its nearest entry
};

// The colours covering a large share of the pixels (the board's, the tint's, the paper's) are
// kept exactly; the rest (the edges' blends) are median-cut into the remaining entries. The
// same counts always give the same palette.
Quantized quantize(const ColourCounts& counts, int most);

}  // namespace pp

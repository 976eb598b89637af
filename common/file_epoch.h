#pragma once
// What a run reads once and keeps (piece drawings, images) is kept for one epoch: a program that
// renders again after files changed (`serve`) starts a new one, and the caches drop what they held.
#include <cstdint>

namespace pp {

// The current epoch; a cache that sees it change forgets everything it read.
std::uint64_t file_epoch();

// Starts a new epoch. Called between runs only, never while one is drawing.
void files_changed();

}  // namespace pp

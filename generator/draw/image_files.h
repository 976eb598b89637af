#pragma once
// The bytes of the picture files a run draws (piece art), read once per run: a kit places the
// same few drawings thousands of times, on every thread. A file is taken to stay as it is for
// the length of a run.
#include <string>

namespace pp {

// The whole file at `path`, read on first use; safe from any thread, and the string stays put
// for the rest of the run. Throws std::runtime_error "PATH: cannot read".
const std::string& image_file(const std::string& path);

}  // namespace pp

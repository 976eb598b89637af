#pragma once
#include <cstddef>
#include <string>
#include <string_view>

namespace pp {

// Errors are one printable line, whatever a library or a file put in them: line breaks become
// spaces, other control bytes and broken UTF-8 are shown as \xNN, and in a line over 1000 bytes
// each run of over 200 without a space is shortened (a 100 KB option echoed back).
std::string printable_line(const std::string& text);

// `text` as an error quotes it: whole up to `most` bytes, else its start and "...", so a long
// value or path does not bury the message (cut at a character's start, never inside one).
std::string shortened(std::string_view text, size_t most = 80);

}  // namespace pp

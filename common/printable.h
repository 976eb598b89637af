#pragma once
#include <string>

namespace pp {

// Errors are one printable line, whatever a library or a file put in them: line breaks become
// spaces, other control bytes and broken UTF-8 are shown as \xNN.
std::string printable_line(const std::string& text);

}  // namespace pp

#pragma once
// Text a person writes ends up in PDF metadata, SVG (XML), JSON and HTML, each of which rejects
// or mangles broken UTF-8 and control characters, and Pango draws them as boxes or drops them;
// so such text is refused where it is read, naming where it is.
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace pp {

struct TextFault {
  size_t offset;    // of the first bad byte
  std::string why;  // "a NUL byte", "control character U+0001", "broken UTF-8 (byte 0xff)"
};

// The first fault in `text`, if any. Tabs and line ends are allowed; every other C0 or C1
// control character, DEL, and any byte sequence that is not UTF-8 (overlong forms and
// surrogates included) is a fault.
std::optional<TextFault> text_fault(std::string_view text);

// Whether every byte of `text` is part of a well-formed UTF-8 sequence (control characters allowed).
bool is_utf8(std::string_view text);

}  // namespace pp

#include "common/text_check.h"

#include <cstdio>

namespace pp {
namespace {

std::string hex_byte(unsigned char c) {
  char out[8];
  std::snprintf(out, sizeof out, "0x%02x", c);
  return out;
}

std::string code_point(unsigned cp) {
  char out[16];
  std::snprintf(out, sizeof out, "U+%04X", cp);
  return out;
}

// The length of the UTF-8 sequence starting at text[i] and its code point, or 0 when the bytes
// there are not one (truncated, overlong, a surrogate, or past U+10FFFF).
size_t utf8_sequence(std::string_view text, size_t i, unsigned& cp) {
  const auto lead = static_cast<unsigned char>(text[i]);
  size_t len = 0;
  unsigned min = 0;
  if (lead < 0x80) {
    cp = lead;
    return 1;
  }
  if ((lead >> 5) == 6) len = 2, cp = lead & 0x1fu, min = 0x80;
  else if ((lead >> 4) == 14) len = 3, cp = lead & 0x0fu, min = 0x800;
  else if ((lead >> 3) == 30) len = 4, cp = lead & 0x07u, min = 0x10000;
  else return 0;
  if (i + len > text.size()) return 0;
  for (size_t k = 1; k < len; ++k) {
    const auto c = static_cast<unsigned char>(text[i + k]);
    if ((c >> 6) != 2) return 0;
    cp = (cp << 6) | (c & 0x3fu);
  }
  if (cp < min || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff)) return 0;
  return len;
}

}  // namespace

std::optional<TextFault> text_fault(std::string_view text) {
  for (size_t i = 0; i < text.size();) {
    unsigned cp = 0;
    const size_t len = utf8_sequence(text, i, cp);
    if (len == 0) return TextFault{i, "broken UTF-8 (byte " + hex_byte(static_cast<unsigned char>(text[i])) + ")"};
    if (cp == 0) return TextFault{i, "a NUL byte"};
    const bool control = cp < 0x20 || (cp >= 0x7f && cp <= 0x9f);
    if (control && cp != '\t' && cp != '\n' && cp != '\r') return TextFault{i, "control character " + code_point(cp)};
    i += len;
  }
  return std::nullopt;
}

bool is_utf8(std::string_view text) {
  for (size_t i = 0; i < text.size();) {
    unsigned cp = 0;
    const size_t len = utf8_sequence(text, i, cp);
    if (len == 0) return false;
    i += len;
  }
  return true;
}

}  // namespace pp

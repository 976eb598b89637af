#pragma once
// The fonts text is set in, and those fonts cut down to the characters used, so a file can
// carry its own fonts (SVG with --svg-text font) and look the same where they are not installed.
#include <map>
#include <set>
#include <string>
#include <tuple>
#include <vector>

namespace pp::text {

// One face of a family, as CSS tells faces apart.
struct Face {
  std::string family;  // "DejaVu Sans"
  int weight = 400;    // 100 to 900
  bool italic = false;
  bool operator<(const Face& o) const {
    return std::tie(family, weight, italic) < std::tie(o.family, o.weight, o.italic);
  }
};

// The characters each face draws.
using FaceUses = std::map<Face, std::set<char32_t>>;

// Adds the characters of `text` set in `font` (a Pango font description) under the face Pango
// draws each with, fallback faces included; returns those faces' families, the first face's first.
std::vector<std::string> add_faces(const std::string& text, const std::string& font, FaceUses& uses);

// The face as an OpenType font with only the glyphs `chars` need (ligatures and all) and no
// hinting. Throws std::runtime_error when the face cannot be cut down.
std::string subset_font(const Face& face, const std::set<char32_t>& chars);

}  // namespace pp::text

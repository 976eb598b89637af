#include "art/svg_bounds.h"

#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <vector>

#include "art/svg_expansion.h"

namespace pp::art {
namespace {

bool is_text_element(std::string_view name) { return name == "text" || name == "tspan" || name == "textPath"; }

// Characters as the text shaper sees them: UTF-8 lead bytes and character references, outside
// markup, leaving out the white space XML folds away.
long characters(std::string_view data) {
  long n = 0;
  for (size_t i = 0; i < data.size(); ++i) {
    const auto c = static_cast<unsigned char>(data[i]);
    if (c == '&') {
      const size_t semi = data.find(';', i);
      if (semi != std::string_view::npos) i = semi;
      ++n;
    } else if ((c & 0xc0u) != 0x80u && !std::isspace(c)) {
      ++n;
    }
  }
  return n;
}

// The largest number in a CSS or attribute value, up to where the value ends.
double largest_number(std::string_view text, size_t from) {
  double most = 0;
  while (from < text.size() &&
         (text[from] == '"' || text[from] == '\'' || std::isspace(static_cast<unsigned char>(text[from]))))
    ++from;
  for (size_t i = from; i < text.size() && std::string_view(";\"'}>").find(text[i]) == std::string_view::npos; ++i) {
    const auto c = static_cast<unsigned char>(text[i]);
    if (!std::isdigit(c) && c != '.') continue;
    const std::string tail(text.substr(i, std::min<size_t>(64, text.size() - i)));
    char* end = nullptr;
    const double v = std::strtod(tail.c_str(), &end);
    most = std::max(most, v);
    i += static_cast<size_t>(std::max<std::ptrdiff_t>(end - tail.c_str(), 1)) - 1;
  }
  return most;
}

// Every `font-size` and `font` shorthand, as attribute or in a style, wherever it is written.
double largest_font_size(std::string_view svg) {
  double most = 0;
  for (size_t at = svg.find("font"); at != std::string_view::npos; at = svg.find("font", at + 1)) {
    size_t i = at + 4;
    if (svg.substr(i, 5) == "-size") i += 5;
    else if (i < svg.size() && svg[i] != ':' && svg[i] != '=' && !std::isspace(static_cast<unsigned char>(svg[i])))
      continue;  // font-family, font-weight ... name no size
    while (i < svg.size() && std::isspace(static_cast<unsigned char>(svg[i]))) ++i;
    if (i >= svg.size() || (svg[i] != ':' && svg[i] != '=')) continue;
    most = std::max(most, largest_number(svg, i + 1));
  }
  return most;
}

std::string number(double v) { return v >= 1e15 ? "over 10^15" : std::to_string(static_cast<long long>(v)); }

}  // namespace

std::string beyond_bounds(std::string_view svg) {
  long text = 0;
  int filters = 0, in_text = 0;
  std::string refused;
  for_each_tag(svg, [&](std::string_view tag, size_t gt) {
    const bool closing = tag.starts_with('/');
    const std::string_view name = element_name(closing ? tag.substr(1) : tag);
    if (closing) {
      if (is_text_element(name) && in_text > 0) --in_text;
    } else if (!tag.empty() && std::isalpha(static_cast<unsigned char>(tag[0]))) {
      if (name.starts_with("fe")) ++filters;
      if (const double o = std::strtod(attribute(tag, "numOctaves").c_str(), nullptr);
          o > kMaxOctaves && refused.empty())
        refused = "a filter of " + number(o) + " octaves, over the limit of " + number(kMaxOctaves);
      if (name == "feConvolveMatrix")
        if (const double o = largest_number(attribute(tag, "order"), 0); o > kMaxKernelOrder && refused.empty())
          refused = "a convolution of order " + number(o) + ", over the limit of " + number(kMaxKernelOrder);
      if (is_text_element(name) && !tag.ends_with('/')) ++in_text;
    }
    const size_t next = svg.find('<', gt);
    if (in_text > 0)
      text += characters(svg.substr(gt + 1, (next == std::string_view::npos ? svg.size() : next) - gt - 1));
  });
  if (!refused.empty()) return refused;
  if (text > kMaxDrawingCharacters)
    return std::to_string(text) + " characters of text, over the limit of " + std::to_string(kMaxDrawingCharacters);
  if (filters > kMaxFilterSteps)
    return std::to_string(filters) + " filter primitives, over the limit of " + std::to_string(kMaxFilterSteps);
  if (const double size = largest_font_size(svg); size > kMaxFontSize)
    return "a font size of " + number(size) + ", over the limit of " + number(kMaxFontSize);
  return "";
}

}  // namespace pp::art

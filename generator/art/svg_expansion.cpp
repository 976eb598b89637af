#include "art/svg_expansion.h"

#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <map>
#include <string>
#include <vector>

namespace pp::art {
namespace {

struct Element {
  std::vector<size_t> children;
  std::string use_of;  // the id a <use> names, without '#'
};

// `value` with its character references (&#35; &#x23; &amp; ...) replaced as the XML parser
// does, so a reference written "&#35;g" names "g" here as it does for librsvg.
std::string decoded(std::string_view value) {
  std::string out;
  for (size_t i = 0; i < value.size(); ++i) {
    const size_t semi = value[i] == '&' ? value.find(';', i) : std::string_view::npos;
    if (semi == std::string_view::npos) {
      out += value[i];
      continue;
    }
    const std::string_view ref = value.substr(i + 1, semi - i - 1);
    unsigned long code = 0;
    if (ref.starts_with("#x") || ref.starts_with("#X"))
      code = std::strtoul(std::string(ref.substr(2)).c_str(), nullptr, 16);
    else if (ref.starts_with('#')) code = std::strtoul(std::string(ref.substr(1)).c_str(), nullptr, 10);
    else if (ref == "amp") code = '&';
    else if (ref == "lt") code = '<';
    else if (ref == "gt") code = '>';
    else if (ref == "quot") code = '"';
    else if (ref == "apos") code = '\'';
    if (code == 0 || code > 0x10ffff) {
      out += value[i];
      continue;
    }
    // As UTF-8, the way an id written with that character is read.
    if (code < 0x80) {
      out += static_cast<char>(code);
    } else {
      const int extra = code < 0x800 ? 1 : code < 0x10000 ? 2 : 3;
      out += static_cast<char>(((0xff00u >> (extra + 1)) & 0xffu) | (code >> (6 * extra)));
      for (int k = extra - 1; k >= 0; --k) out += static_cast<char>(0x80u | ((code >> (6 * k)) & 0x3fu));
    }
    i = semi;
  }
  return out;
}

class Expansion {
 public:
  Expansion(std::vector<Element> elements, std::map<std::string, size_t> ids, long cap)
      : elements_(std::move(elements)),
        ids_(std::move(ids)),
        cap_(cap),
        sizes_(elements_.size(), -1),
        open_(elements_.size(), false) {}

  long size(size_t e) {
    if (sizes_[e] >= 0) return sizes_[e];
    if (open_[e]) return cap_ + 1;  // a <use> inside what it names: librsvg refuses it, so do we
    open_[e] = true;
    long total = 1;
    auto add = [&](long more) { total = std::min(total + more, cap_ + 1); };
    for (size_t child : elements_[e].children) add(size(child));
    if (const auto target = ids_.find(elements_[e].use_of); !elements_[e].use_of.empty() && target != ids_.end())
      add(size(target->second));
    open_[e] = false;
    return sizes_[e] = total;
  }

 private:
  std::vector<Element> elements_;
  std::map<std::string, size_t> ids_;
  long cap_;
  std::vector<long> sizes_;
  std::vector<bool> open_;
};

}  // namespace

// The value of attribute `name` in a tag's text, or "".
std::string attribute(std::string_view tag, std::string_view name) {
  for (size_t at = tag.find(name); at != std::string_view::npos; at = tag.find(name, at + 1)) {
    const bool starts = at > 0 && std::isspace(static_cast<unsigned char>(tag[at - 1]));
    size_t i = at + name.size();
    while (i < tag.size() && std::isspace(static_cast<unsigned char>(tag[i]))) ++i;
    if (!starts || i >= tag.size() || tag[i] != '=') continue;
    ++i;
    while (i < tag.size() && std::isspace(static_cast<unsigned char>(tag[i]))) ++i;
    if (i >= tag.size() || (tag[i] != '"' && tag[i] != '\'')) continue;
    const size_t end = tag.find(tag[i], i + 1);
    if (end == std::string_view::npos) return "";
    return decoded(tag.substr(i + 1, end - i - 1));
  }
  return "";
}

// The '>' closing the tag that starts at `lt`, skipping any inside quoted attribute values.
size_t tag_end(std::string_view svg, size_t lt) {
  char quote = 0;
  for (size_t i = lt + 1; i < svg.size(); ++i) {
    if (quote) {
      if (svg[i] == quote) quote = 0;
    } else if (svg[i] == '"' || svg[i] == '\'') {
      quote = svg[i];
    } else if (svg[i] == '>') {
      return i;
    }
  }
  return std::string_view::npos;
}

// The element a start tag's text opens, without a namespace prefix: one bound to the SVG
// namespace (<svg:use>) makes the same element.
std::string_view element_name(std::string_view tag) {
  std::string_view name = tag.substr(0, std::min(tag.find_first_of(" \t\r\n/"), tag.size()));
  if (const size_t colon = name.find(':'); colon != std::string_view::npos) name.remove_prefix(colon + 1);
  return name;
}

long expanded_elements(std::string_view svg, long cap) {
  std::vector<Element> elements(1);  // 0: the document, holding the top elements
  std::map<std::string, size_t> ids;
  std::vector<size_t> open{0};
  for_each_tag(svg, [&](std::string_view tag, size_t) {
    if (tag.starts_with('/')) {
      if (open.size() > 1) open.pop_back();
    } else if (!tag.empty() && std::isalpha(static_cast<unsigned char>(tag[0]))) {
      const size_t e = elements.size();
      elements.emplace_back();
      elements[open.back()].children.push_back(e);
      if (element_name(tag) == "use") {
        std::string href = attribute(tag, "href");
        if (href.empty()) href = attribute(tag, "xlink:href");
        if (href.starts_with('#')) elements[e].use_of = href.substr(1);
      }
      if (std::string id = attribute(tag, "id"); !id.empty()) ids.emplace(std::move(id), e);
      if (!tag.ends_with('/')) open.push_back(e);
    }
  });
  // The document itself is no element: it is counted, and taken off, above the cap.
  return Expansion(std::move(elements), std::move(ids), cap + 1).size(0) - 1;
}

bool holds_element(std::string_view svg, std::string_view name) {
  for (size_t lt = svg.find('<'); lt != std::string_view::npos; lt = svg.find('<', lt + 1))
    if (lt + 1 < svg.size() && std::isalpha(static_cast<unsigned char>(svg[lt + 1])) &&
        element_name(svg.substr(lt + 1, tag_end(svg, lt) - lt - 1)) == name)
      return true;
  return false;
}

}  // namespace pp::art

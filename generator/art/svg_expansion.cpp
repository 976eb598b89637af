#include "art/svg_expansion.h"

#include <algorithm>
#include <cctype>
#include <map>
#include <string>
#include <vector>

namespace pp::art {
namespace {

struct Element {
  std::vector<size_t> children;
  std::string use_of;  // the id a <use> names, without '#'
};

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
    return std::string(tag.substr(i + 1, end - i - 1));
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

long expanded_elements(std::string_view svg, long cap) {
  std::vector<Element> elements(1);  // 0: the document, holding the top elements
  std::map<std::string, size_t> ids;
  std::vector<size_t> open{0};
  for (size_t lt = svg.find('<'); lt != std::string_view::npos; lt = svg.find('<', lt + 1)) {
    if (svg.substr(lt, 4) == "<!--") {
      lt = svg.find("-->", lt);
      if (lt == std::string_view::npos) break;
      continue;
    }
    const size_t gt = tag_end(svg, lt);
    if (gt == std::string_view::npos) break;
    const std::string_view tag = svg.substr(lt + 1, gt - lt - 1);
    if (tag.starts_with('/')) {
      if (open.size() > 1) open.pop_back();
    } else if (!tag.empty() && std::isalpha(static_cast<unsigned char>(tag[0]))) {
      const size_t e = elements.size();
      elements.emplace_back();
      elements[open.back()].children.push_back(e);
      const std::string name(tag.substr(0, std::min(tag.find_first_of(" \t\r\n/"), tag.size())));
      if (name == "use") {
        std::string href = attribute(tag, "href");
        if (href.empty()) href = attribute(tag, "xlink:href");
        if (href.starts_with('#')) elements[e].use_of = href.substr(1);
      }
      if (std::string id = attribute(tag, "id"); !id.empty()) ids.emplace(std::move(id), e);
      if (!tag.ends_with('/')) open.push_back(e);
    }
    lt = gt;
  }
  // The document itself is no element: it is counted, and taken off, above the cap.
  return Expansion(std::move(elements), std::move(ids), cap + 1).size(0) - 1;
}

}  // namespace pp::art

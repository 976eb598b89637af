#include "writers/svg_symbol.h"

#include <map>
#include <regex>
#include <sstream>
#include <vector>

namespace pp {
namespace {

using Declarations = std::vector<std::pair<std::string, std::string>>;

// ".body{fill:#fff!important;stroke:#000}" -> {"body": [("fill", "#fff"), ("stroke", "#000")]}.
std::map<std::string, Declarations> rules_of(const std::string& css) {
  static const std::regex rule(R"(\.([A-Za-z0-9_-]+)\s*\{([^}]*)\})");
  static const std::regex decl(R"(([a-z-]+)\s*:\s*([^;!]+?)\s*(!\s*important)?\s*(;|$))");
  std::map<std::string, Declarations> out;
  for (std::sregex_iterator r(css.begin(), css.end(), rule), end; r != end; ++r) {
    const std::string body = (*r)[2];
    for (std::sregex_iterator d(body.begin(), body.end(), decl); d != end; ++d)
      out[(*r)[1]].emplace_back((*d)[1], (*d)[2]);
  }
  return out;
}

// Every start tag whose class names a rule gets that rule's declarations as attributes, in
// place of any it had.
std::string paint_tags(const std::string& inner, const std::map<std::string, Declarations>& rules) {
  static const std::regex tag(R"(<([A-Za-z]+)((?:\s+[A-Za-z:-]+\s*=\s*"[^"]*")*)\s*(/?)>)");
  static const std::regex cls(R"re(\sclass\s*=\s*"([^"]*)")re");
  std::string out;
  auto last = inner.cbegin();
  for (std::sregex_iterator t(inner.begin(), inner.end(), tag), end; t != end; ++t) {
    out.append(last, (*t)[0].first);
    last = (*t)[0].second;
    std::string attrs = (*t)[2];
    std::smatch c;
    Declarations paint;
    if (std::regex_search(attrs, c, cls)) {
      std::istringstream words(c[1].str());
      for (std::string w; words >> w;)
        if (const auto it = rules.find(w); it != rules.end())
          paint.insert(paint.end(), it->second.begin(), it->second.end());
    }
    for (const auto& [prop, value] : paint) {
      std::string existing = "\\s";
      existing.append(prop).append(R"re(\s*=\s*"[^"]*")re");
      attrs = std::regex_replace(attrs, std::regex(existing), "");
      attrs.append(" ").append(prop).append("=\"").append(value).append("\"");
    }
    out += "<" + (*t)[1].str() + attrs + (*t)[3].str() + ">";
  }
  out.append(last, inner.cend());
  return out;
}

// What a drawing in a colouring becomes inside its symbol, whatever the symbol's id.
struct SymbolParts {
  std::string view_box, carried, inner;
};

std::optional<SymbolParts> symbol_parts(const std::string& svg, const std::string& stylesheet) {
  for (const char* unsafe : {" id=", "style=", "<!", "href", "<image", "<use", "url(", "<script", "<foreignObject"})
    if (svg.find(unsafe) != std::string::npos) return std::nullopt;
  static const std::regex root(R"(<svg((?:\s+[A-Za-z:-]+\s*=\s*"[^"]*")*)\s*>)");
  std::smatch open;
  if (!std::regex_search(svg, open, root)) return std::nullopt;
  const auto close = svg.rfind("</svg>");
  const auto from = static_cast<size_t>(open.position(0) + open.length(0));
  if (close == std::string::npos || close < from || svg.find("<svg", from) != std::string::npos) return std::nullopt;

  // The root's viewBox goes on the symbol; its other presentation attributes on a group inside.
  SymbolParts parts;
  static const std::regex attr(R"re(([A-Za-z:-]+)\s*=\s*"([^"]*)")re");
  const std::string attrs = open[1];
  for (std::sregex_iterator a(attrs.begin(), attrs.end(), attr), end; a != end; ++a) {
    const std::string key = (*a)[1];
    if (key == "viewBox") parts.view_box = (*a)[2];
    else if (key != "xmlns" && key != "width" && key != "height" && key != "version" && !key.starts_with("xmlns:"))
      parts.carried += " " + (*a)[0].str();
  }
  if (parts.view_box.empty()) return std::nullopt;
  // The drawing's own title and stylesheet would speak for the whole document.
  static const std::regex own(R"(<(title|style)\b[^>]*>[\s\S]*?</\1>\s*)");
  static const std::regex between_tags(R"(>\s+<)");
  static const std::regex ends(R"(^\s+|\s+$)");
  std::string inner = std::regex_replace(svg.substr(from, close - from), own, "");
  inner = std::regex_replace(paint_tags(inner, rules_of(stylesheet)), between_tags, "><");
  parts.inner = std::regex_replace(inner, ends, "");
  return parts;
}

}  // namespace

std::optional<std::string> svg_symbol(RunCache& run, const std::string& svg, const std::string& stylesheet,
                                      const std::string& id, const std::string& name) {
  // Made once per drawing and colouring for the run: every SVG diagram of a kit places the same
  // few pieces, and the regular expressions cost more than writing the rest of the file. What
  // the run keeps is all of the symbol after its id and class.
  const std::optional<std::string> tail = run.made("svg symbol\n" + svg + '\0' + stylesheet, [&] {
    const std::optional<SymbolParts> parts = symbol_parts(svg, stylesheet);
    if (!parts) return std::optional<std::string>();
    return std::optional<std::string>(" viewBox=\"" + parts->view_box + "\"><g" + parts->carried + ">" + parts->inner +
                                      "</g></symbol>\n");
  });
  if (!tail) return std::nullopt;
  return "<symbol id=\"" + id + "\"" + (name.empty() ? "" : " class=\"" + name + "\"") + *tail;
}

}  // namespace pp

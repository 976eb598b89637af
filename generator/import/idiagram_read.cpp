#include "import/idiagram_read.h"

#include <algorithm>
#include <cctype>

#include "common/input_error.h"
#include "common/text_decode.h"
#include "common/text_file.h"

namespace pp::import {
namespace {

constexpr size_t kMaxFile = 1 << 20;

std::string_view trim(std::string_view s) {
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.front()))) s.remove_prefix(1);
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back()))) s.remove_suffix(1);
  return s;
}

bool ends_with_nocase(std::string_view s, std::string_view end) {
  return s.size() >= end.size() && std::equal(end.begin(), end.end(), s.end() - static_cast<long>(end.size()),
                                              [](char a, char b) { return std::tolower(a) == std::tolower(b); });
}

// A page's line as the block means it: its <br> tags gone and the entities a page writer puts
// in for &, <, > and quotes turned back.
std::string plain_text(std::string_view line) {
  std::string out;
  for (size_t i = 0; i < line.size();) {
    if (line[i] == '<') {
      const size_t close = line.find('>', i);
      std::string tag(line.substr(i, close == std::string_view::npos ? line.size() - i : close - i + 1));
      std::transform(tag.begin(), tag.end(), tag.begin(), [](unsigned char c) { return std::tolower(c); });
      if (close != std::string_view::npos && (tag == "<br>" || tag == "<br/>" || tag == "<br />")) {
        i = close + 1;
        continue;
      }
    }
    if (line[i] == '&') {
      static const std::pair<std::string_view, char> kEntities[] = {{"&amp;", '&'},  {"&lt;", '<'},   {"&gt;", '>'},
                                                                    {"&quot;", '"'}, {"&#39;", '\''}, {"&nbsp;", ' '}};
      bool decoded = false;
      for (const auto& [entity, ch] : kEntities)
        if (line.substr(i, entity.size()) == entity) {
          out += ch;
          i += entity.size();
          decoded = true;
          break;
        }
      if (decoded) continue;
    }
    out += line[i++];
  }
  return out;
}

bool key_name(std::string_view s) {
  return !s.empty() && std::all_of(s.begin(), s.end(), [](unsigned char c) { return std::isalnum(c); });
}

// The block's text and the offset it starts at: inside the first <div class="idiagram">, or the
// whole text of a .txt file without one.
std::pair<size_t, size_t> find_block(std::string_view text, const std::string& path) {
  size_t at = text.find("class=\"idiagram\"");
  if (at == std::string_view::npos) at = text.find("class='idiagram'");
  if (at == std::string_view::npos) {
    if (ends_with_nocase(path, ".txt")) return {0, text.size()};
    throw InputError({path, 0, 0}, "no Interactive Diagram here: no <div class=\"idiagram\">");
  }
  const size_t open = text.rfind("<div", at), start = text.find('>', at);
  const size_t end = start == std::string_view::npos ? start : text.find("</div>", start);
  if (open == std::string_view::npos || end == std::string_view::npos)
    throw InputError({path, 1 + static_cast<int>(std::count(text.begin(), text.begin() + static_cast<long>(at), '\n')),
                      0},
                     "the idiagram block is not a <div ...> closed by </div>");
  return {start + 1, end};
}

}  // namespace

const IniEntry* DiagramBlock::find(std::string_view key) const {
  for (const IniEntry& e : settings)
    if (e.key == key) return &e;
  return nullptr;
}

bool is_diagram_file(std::string_view path) {
  return ends_with_nocase(path, ".html") || ends_with_nocase(path, ".htm") || ends_with_nocase(path, ".txt");
}

DiagramBlock parse_diagram(std::string_view text, const std::string& path) {
  const auto [begin, end] = find_block(text, path);
  DiagramBlock block;
  block.path = path;
  int number = 1 + static_cast<int>(std::count(text.begin(), text.begin() + static_cast<long>(begin), '\n'));
  block.line = number;
  size_t start = begin;
  for (; start < end; ++number) {
    size_t stop = text.find('\n', start);
    if (stop == std::string_view::npos || stop > end) stop = end;
    const std::string raw = plain_text(text.substr(start, stop - start));
    start = stop + 1;
    const std::string_view line = trim(raw);
    if (line.empty()) continue;
    auto fail = [&](const std::string& message) { throw InputError({path, number, 0}, message); };
    const size_t eq = line.find('='), colon = line.find(':');
    if (eq != std::string_view::npos && (colon == std::string_view::npos || eq < colon)) {
      IniEntry e{std::string(trim(line.substr(0, eq))), std::string(trim(line.substr(eq + 1))), number};
      if (!key_name(e.key)) fail("a setting is key=value with a key of letters and digits, not '" + e.key + "'");
      if (const IniEntry* earlier = block.find(e.key))
        fail("key '" + e.key + "' twice (first at line " + std::to_string(earlier->line) + ")");
      block.settings.push_back(std::move(e));
      continue;
    }
    if (colon == std::string_view::npos)
      fail("expected key=value or a piece name:ID:moves:image:squares, not '" + std::string(line) + "'");
    std::vector<std::string> f;
    for (size_t from = 0;;) {
      const size_t next = line.find(':', from);
      f.emplace_back(trim(line.substr(from, next == std::string_view::npos ? next : next - from)));
      if (next == std::string_view::npos) break;
      from = next + 1;
    }
    if (f.size() < 5 || f.size() > 6)
      fail("a piece is name:ID:moves:image:squares (five fields), not " + std::to_string(f.size()) + " fields");
    if (f[0].empty()) fail("a piece needs a name");
    block.pieces.push_back({f[0], f[1], f[2], f[3], f[4], f.size() > 5 ? f[5] : "", number});
  }
  if (block.pieces.empty()) throw InputError({path, block.line, 0}, "the Interactive Diagram names no pieces");
  return block;
}

DiagramBlock read_diagram(const std::string& path) {
  const std::string bytes = read_text_file(path, kMaxFile, "an Interactive Diagram file");
  const std::string_view text = without_bom(bytes);
  check_text_bytes(text, path);
  return parse_diagram(text, path);
}

}  // namespace pp::import

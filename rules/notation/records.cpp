#include "rules/notation/records.h"

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <regex>

#include "rules/notation/chinese.h"

namespace rules {
namespace {

bool has(std::string_view text, std::string_view word) { return text.find(word) != std::string_view::npos; }

// The text's first word and the word after `moves`.
std::string first_word(std::string_view text) {
  const size_t a = text.find_first_not_of(" \t\r\n");
  if (a == std::string_view::npos) return "";
  const size_t b = text.find_first_of(" \t\r\n", a);
  return std::string(text.substr(a, b == std::string_view::npos ? std::string_view::npos : b - a));
}

std::string first_move(std::string_view text) {
  const size_t at = text.find(" moves ");
  return at == std::string_view::npos ? "" : first_word(text.substr(at + 7));
}

bool looks_kif(std::string_view t) { return has(t, "手数") || has(t, "手合割") || has(t, "▲") || has(t, "☗"); }

bool looks_csa(std::string_view t) {
  static const std::regex kMove("(^|\\n)(V2|V3|'CSA|PI|P1|[+-][0-9]{4}[A-Z]{2})");
  return std::regex_search(std::string(t.substr(0, 4096)), kMove);
}

bool looks_usi(std::string_view t) {
  if (first_word(t) != "position" && first_word(t) != "sfen") return false;
  const std::string m = first_move(t);
  return has(t, "sfen") || (m.size() >= 4 && std::isdigit(static_cast<unsigned char>(m[0])));
}

bool looks_ucci(std::string_view t) { return first_word(t) == "position"; }

bool looks_wxf(std::string_view t) {
  static const std::regex kMove("(^|[\\s.])([+-]?[KAEBHNRCP][1-9+-]|[+-]{2}|[1-9][1-9+-])[.=+-][1-9](\\s|$)");
  return has(t, "[Format \"WXF\"]") || std::regex_search(std::string(t.substr(0, 4096)), kMove);
}

bool anything(std::string_view) { return true; }

}  // namespace

std::vector<RecordWord> record_words(std::string_view text) {
  std::vector<RecordWord> out;
  int line = 1;
  size_t line_start = 0;
  for (size_t i = 0; i < text.size();) {
    if (std::isspace(static_cast<unsigned char>(text[i]))) {
      if (text[i++] == '\n') ++line, line_start = i;
      continue;
    }
    const size_t start = i;
    while (i < text.size() && !std::isspace(static_cast<unsigned char>(text[i]))) ++i;
    out.push_back({std::string(text.substr(start, i - start)), line, static_cast<int>(start - line_start) + 1});
  }
  return out;
}

const std::vector<RecordFormat>& record_formats() {
  static const std::vector<RecordFormat> kFormats{
      {"XQF", {".xqf"}, &looks_xqf, &read_xqf},
      {"KIF", {".kif", ".kifu", ".ki2", ".ki2u"}, &looks_kif, &read_kif},
      {"CSA", {".csa"}, &looks_csa, &read_csa},
      {"USI", {".usi", ".sfen"}, &looks_usi, &read_usi},
      {"UCCI", {".ucci", ".iccs"}, &looks_ucci, &read_ucci},
      {"Xiangqi PGN", {}, &looks_xiangqi_pgn, &read_xiangqi_pgn},
      {"WXF", {".wxf"}, &looks_wxf, &read_wxf},
      {"PGN", {}, &anything, &read_pgn},
  };
  return kFormats;
}

const RecordFormat& record_format(const std::string& path, std::string_view text) {
  std::string ext = std::filesystem::path(path).extension().string();
  std::transform(ext.begin(), ext.end(), ext.begin(),
                 [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  const auto& formats = record_formats();
  // Xiangqi's PGN files often hold WXF moves, or XQBase's ICCS and Chinese.
  auto named = [&](std::string_view name) {
    return std::find_if(formats.begin(), formats.end(), [&](const RecordFormat& f) { return f.name == name; });
  };
  if (ext == ".pgn")
    return looks_xiangqi_pgn(text) ? *named("Xiangqi PGN") : looks_wxf(text) ? *named("WXF") : formats.back();
  for (const RecordFormat& f : formats)
    if (std::find(f.extensions.begin(), f.extensions.end(), ext) != f.extensions.end()) return f;
  for (const RecordFormat& f : formats)
    if (f.looks_like(text)) return f;
  return formats.back();
}

}  // namespace rules

#include "common/text_decode.h"

#include <iconv.h>

#include <algorithm>
#include <array>
#include <cctype>
#include <cerrno>
#include <cstdio>
#include <filesystem>
#include <optional>

#include "common/input_error.h"
#include "common/text_check.h"

namespace pp {
namespace {

constexpr std::string_view kBom = "\xEF\xBB\xBF";

// What iconv_open returns when it cannot convert, as its manual gives it.
iconv_t const kNoConverter = reinterpret_cast<iconv_t>(-1);  // NOLINT(performance-no-int-to-ptr, misc-misplaced-const)

// Closes on every way out.
struct Converter {
  iconv_t cd;
  explicit Converter(const std::string& from) : cd(iconv_open("UTF-8", from.c_str())) {}
  ~Converter() {
    if (cd != kNoConverter) iconv_close(cd);
  }
  Converter(const Converter&) = delete;
  Converter& operator=(const Converter&) = delete;
};

// The offset of the first byte that is not EUC-JP text. glibc's EUC-JP reads 0x80..0x8d as C1
// control characters, which no record holds, so Shift_JIS's lead bytes there would pass.
std::optional<size_t> euc_fault(std::string_view bytes) {
  const auto in = [&](size_t i, unsigned lo, unsigned hi) {
    const auto c = i < bytes.size() ? static_cast<unsigned char>(bytes[i]) : 0u;
    return c >= lo && c <= hi;
  };
  for (size_t i = 0; i < bytes.size();) {
    const auto c = static_cast<unsigned char>(bytes[i]);
    const bool kana = c == 0x8e && in(i + 1, 0xa1, 0xdf), kanji = c >= 0xa1 && c <= 0xfe && in(i + 1, 0xa1, 0xfe);
    if (c < 0x80) ++i;
    else if (c == 0x8f && in(i + 1, 0xa1, 0xfe) && in(i + 2, 0xa1, 0xfe)) i += 3;
    else if (kana || kanji) i += 2;
    else return i;
  }
  return std::nullopt;
}

// `bytes` converted, or the offset of the first byte the encoding does not read.
std::optional<std::string> convert(std::string_view bytes, const std::string& encoding, size_t& bad) {
  if (encoding == "EUC-JP") {
    if (const auto fault = euc_fault(bytes)) {
      bad = *fault;
      return std::nullopt;
    }
  }
  Converter conv(encoding);
  if (conv.cd == kNoConverter) {
    bad = 0;
    return std::nullopt;
  }
  std::string out(bytes.size() * 2 + 16, '\0');
  std::string in(bytes);
  char* src = in.data();
  size_t left = in.size();
  size_t used = 0;
  while (left > 0) {
    char* dst = out.data() + used;
    size_t room = out.size() - used;
    const size_t r = iconv(conv.cd, &src, &left, &dst, &room);
    used = out.size() - room;
    if (r != static_cast<size_t>(-1)) break;
    if (errno == E2BIG) {
      out.resize(out.size() * 2);
      continue;
    }
    bad = static_cast<size_t>(src - in.data());  // EILSEQ, or EINVAL: cut short at the end
    return std::nullopt;
  }
  out.resize(used);
  return out;
}

std::string label_of(const std::string& encoding) {
  if (encoding == "CP932") return "Shift_JIS (CP932)";
  if (encoding == "BIG5") return "Big5";
  return encoding;
}

std::string lower(std::string_view s) {
  std::string out(s);
  std::transform(out.begin(), out.end(), out.begin(),
                 [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  return out;
}

// An encoding's name as records write it ("Shift_JIS", "sjis", "UTF8") as iconv's, or "".
std::string iconv_name(std::string_view declared) {
  std::string key;
  for (char c : lower(declared))
    if (std::isalnum(static_cast<unsigned char>(c))) key += c;
  static const std::array<std::pair<const char*, const char*>, 12> kNames{{{"utf8", "UTF-8"},
                                                                           {"shiftjis", "CP932"},
                                                                           {"sjis", "CP932"},
                                                                           {"cp932", "CP932"},
                                                                           {"windows31j", "CP932"},
                                                                           {"mskanji", "CP932"},
                                                                           {"eucjp", "EUC-JP"},
                                                                           {"gb18030", "GB18030"},
                                                                           {"gbk", "GB18030"},
                                                                           {"gb2312", "GB18030"},
                                                                           {"cp936", "GB18030"},
                                                                           {"big5", "BIG5"}}};
  for (const auto& [written, name] : kNames)
    if (key == written) return name;
  return "";
}

bool contains(std::string_view text, std::string_view word) { return text.find(word) != std::string_view::npos; }

// CSA is ASCII but for names and comments: its statements at the start of a line say what it is.
bool csa_lines(std::string_view bytes) {
  for (size_t at = 0; at < bytes.size() && at < 8192;) {
    size_t end = bytes.find('\n', at);
    if (end == std::string_view::npos) end = bytes.size();
    const std::string_view line = bytes.substr(at, end - at);
    at = end + 1;
    if (line.rfind("V2", 0) == 0 || line.rfind("V3", 0) == 0 || line.rfind("PI", 0) == 0 || line.rfind("P1", 0) == 0 ||
        line.rfind("'CSA", 0) == 0)
      return true;
    if (line.size() >= 7 && (line[0] == '+' || line[0] == '-') &&
        std::all_of(line.begin() + 1, line.begin() + 5, [](char c) { return c >= '0' && c <= '9'; }) &&
        std::isupper(static_cast<unsigned char>(line[5])) && std::isupper(static_cast<unsigned char>(line[6])))
      return true;
  }
  return false;
}

bool looks_japanese(std::string_view bytes) {
  if (csa_lines(bytes)) return true;
  size_t bad = 0;
  for (const char* encoding : {"EUC-JP", "CP932"}) {
    const auto text = convert(bytes, encoding, bad);
    if (text && (contains(*text, "手") || contains(*text, "▲") || contains(*text, "△") || contains(*text, "☗")))
      return true;
  }
  return false;
}

bool names_xiangqi(std::string_view bytes) {
  const std::string head = lower(bytes.substr(0, 4096));
  return contains(head, "xiangqi") || contains(head, "chinese chess") || contains(head, "[format \"");
}

bool looks_chinese(std::string_view bytes) {
  size_t bad = 0;
  for (const char* encoding : {"GB18030", "BIG5"})
    if (const auto text = convert(bytes, encoding, bad); text && xiangqi_words(*text) > 0) return true;
  return false;
}

}  // namespace

std::string_view without_bom(std::string_view bytes) {
  return bytes.substr(0, kBom.size()) == kBom ? bytes.substr(kBom.size()) : bytes;
}

std::string decode_as(std::string_view bytes, const std::string& encoding, const std::string& name) {
  size_t bad = 0;
  if (auto text = convert(bytes, encoding, bad)) return *std::move(text);
  const int line = static_cast<int>(std::count(bytes.begin(), bytes.begin() + static_cast<long>(bad), '\n')) + 1;
  char byte[8] = "the end";
  if (bad < bytes.size()) std::snprintf(byte, sizeof byte, "0x%02x", static_cast<unsigned char>(bytes[bad]));
  throw InputError({name, line, 0}, "is not " + label_of(encoding) + " text: it cannot read byte " + byte +
                                        (bad < bytes.size() ? "" : " (a character cut short)"));
}

std::string declared_encoding(std::string_view bytes, const std::string& name) {
  int line_no = 0;
  for (size_t at = 0; at < bytes.size() && line_no < 10;) {
    size_t end = bytes.find('\n', at);
    if (end == std::string_view::npos) end = bytes.size();
    const std::string_view line = bytes.substr(at, end - at);
    at = end + 1;
    ++line_no;
    if (line.rfind("#KIF", 0) != 0 && line.rfind('\'', 0) != 0) continue;
    const size_t key = lower(line).find("encoding=");
    if (key == std::string::npos) continue;
    std::string_view value = line.substr(key + 9);
    value = value.substr(0, value.find_first_of(" \t\r;,"));
    std::string found = iconv_name(value);
    if (found.empty())
      throw InputError({name, line_no, static_cast<int>(key) + 10},
                       "declares the encoding '" + std::string(value) +
                           "', not one pawnprint reads (UTF-8, Shift_JIS, EUC-JP, GB18030, GBK, Big5)");
    return found;
  }
  return "";
}

std::string japanese_text(std::string_view bytes, const std::string& name) {
  size_t bad = 0;
  if (auto euc = convert(bytes, "EUC-JP", bad)) return *std::move(euc);
  return decode_as(bytes, "CP932", name);
}

int xiangqi_words(std::string_view text) {
  static constexpr std::array<std::string_view, 40> kWords{"车", "車", "马", "馬", "炮", "砲", "兵", "卒", "帅", "帥",
                                                           "将", "將", "仕", "士", "相", "象", "进", "進", "退", "平",
                                                           "红", "紅", "黑", "前", "后", "後", "中", "一", "二", "三",
                                                           "四", "五", "六", "七", "八", "九", "胜", "勝", "负", "負"};
  int count = 0;
  for (std::string_view word : kWords)
    for (size_t at = text.find(word); at != std::string_view::npos; at = text.find(word, at + word.size())) ++count;
  return count;
}

std::string chinese_text(std::string_view bytes, const std::string& name) {
  size_t bad = 0;
  auto gb = convert(bytes, "GB18030", bad);
  auto big5 = convert(bytes, "BIG5", bad);
  if (big5 && (!gb || xiangqi_words(*big5) > xiangqi_words(*gb))) return *std::move(big5);
  if (gb) return *std::move(gb);
  return decode_as(bytes, "GB18030", name);
}

std::string record_text(std::string_view raw, const std::string& path) {
  const std::string_view bytes = without_bom(raw);
  if (bytes.size() != raw.size()) return std::string(bytes);
  const std::string declared = declared_encoding(bytes, path);
  // A declaration is taken where the bytes bear it out. A file converted by another program often
  // keeps the line it came with (`encoding=UTF-8` over Shift_JIS bytes): then the bytes decide.
  if (declared == "UTF-8" && is_utf8(bytes)) return std::string(bytes);
  if (!declared.empty() && declared != "UTF-8") {
    size_t bad = 0;
    if (auto text = convert(bytes, declared, bad)) return *std::move(text);
    if (!is_utf8(bytes)) return decode_as(bytes, declared, path);  // the error names the one declared
  }
  const std::string ext = lower(std::filesystem::path(path).extension().string());
  if (ext == ".kifu" || ext == ".ki2u" || is_utf8(bytes)) return std::string(bytes);
  if (ext == ".kif" || ext == ".ki2" || ext == ".csa") return japanese_text(bytes, path);
  if (ext == ".wxf" || ext == ".ucci" || ext == ".iccs" || names_xiangqi(bytes)) return chinese_text(bytes, path);
  if (looks_japanese(bytes)) return japanese_text(bytes, path);
  if (looks_chinese(bytes)) return chinese_text(bytes, path);
  return std::string(bytes);
}

}  // namespace pp

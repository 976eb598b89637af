#include "model/font_spec.h"

#include <cctype>
#include <cstdio>
#include <cstdlib>
#include <string_view>
#include <vector>

#include "common/yamlutil.h"

namespace pp {
namespace {

struct Word {
  std::string_view theme;  // as a theme's mapping writes it
  std::string_view pango;  // as Pango reads and writes it; "" for the default
};
// In the enums' order.
const std::vector<Word> kWeights{{"thin", "Thin"}, {"extra-light", "Ultra-Light"}, {"light", "Light"},
                                 {"regular", ""},  {"medium", "Medium"},           {"semi-bold", "Semi-Bold"},
                                 {"bold", "Bold"}, {"extra-bold", "Ultra-Bold"},   {"black", "Heavy"}};
const std::vector<Word> kSlants{{"normal", ""}, {"italic", "Italic"}, {"oblique", "Oblique"}};
const std::vector<std::string_view> kKeys{"family", "weight", "style", "size"};

std::vector<std::string_view> theme_words(const std::vector<Word>& words) {
  std::vector<std::string_view> out;
  out.reserve(words.size());
  for (const Word& w : words) out.push_back(w.theme);
  return out;
}

bool same(std::string_view a, std::string_view b) {
  if (a.size() != b.size()) return false;
  for (size_t i = 0; i < a.size(); ++i)
    if (std::tolower(static_cast<unsigned char>(a[i])) != std::tolower(static_cast<unsigned char>(b[i]))) return false;
  return true;
}

// The index of `word` among a table's Pango or theme spellings (any letter case), or -1.
int find_word(std::string_view word, const std::vector<Word>& words) {
  for (size_t i = 0; i < words.size(); ++i)
    if (!words[i].pango.empty() && (same(word, words[i].pango) || same(word, words[i].theme)))
      return static_cast<int>(i);
  return -1;
}

std::string trimmed(std::string_view s) {
  while (!s.empty() && (s.back() == ' ' || s.back() == ',')) s.remove_suffix(1);
  while (!s.empty() && s.front() == ' ') s.remove_prefix(1);
  return std::string(s);
}

// A size written as a number of points, or nullopt-like -1 when `word` is not one.
double number(const std::string& word) {
  if (word.empty()) return -1;
  char* end = nullptr;
  const double v = std::strtod(word.c_str(), &end);
  return *end ? -1 : v;
}

std::string format_points(double points) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%g", points);
  return buf;
}

void check_size(const yaml::At& n, const std::string& written, double points) {
  if (points >= kSmallestPoints && points <= kLargestPoints) return;
  throw n.error(n.path() + ": '" + written + "' is " + format_points(points) + " pt; sizes go from " +
                format_points(kSmallestPoints) + " to " + format_points(kLargestPoints) + " pt");
}

// "DejaVu Sans Bold 9": the size, then weight and style words from the end, the rest the family.
FontSpec read_description(const yaml::At& n, FontSpec spec, bool sized) {
  const std::string text = n.text(n.path());
  std::string_view rest = text;
  auto last_word = [&] {
    const size_t space = rest.find_last_of(' ');
    return space == std::string_view::npos ? std::string_view{} : rest.substr(space + 1);
  };
  if (const double size = number(std::string(last_word())); size != -1) {
    check_size(n, text, size);
    if (!sized) throw n.error(n.path() + ": '" + text + "' names a size, but this text's size follows its drawing");
    spec.points = size;
    rest.remove_suffix(last_word().size() + 1);
  }
  spec.weight = FontWeight::Regular;
  spec.slant = FontSlant::Normal;
  for (std::string_view word = last_word(); !word.empty(); word = last_word()) {
    if (const int w = find_word(word, kWeights); w >= 0) spec.weight = static_cast<FontWeight>(w);
    else if (const int s = find_word(word, kSlants); s >= 0) spec.slant = static_cast<FontSlant>(s);
    else break;
    rest.remove_suffix(word.size() + 1);
  }
  spec.family = trimmed(rest);
  if (spec.family.empty()) throw n.error(n.path() + " must name a font family");
  return spec;
}

FontSpec read_mapping(const yaml::At& n, FontSpec spec, bool sized) {
  n.keys(kKeys, n.path());
  if (const yaml::At f = n["family"]) {
    spec.family = trimmed(f.text(f.path()));
    if (spec.family.empty()) throw f.error(f.path() + " must name a font family");
  }
  if (const yaml::At w = n["weight"])
    spec.weight = static_cast<FontWeight>(yaml::choice_at(w.file(), w.node(), w.path(), theme_words(kWeights)));
  if (const yaml::At s = n["style"])
    spec.slant = static_cast<FontSlant>(yaml::choice_at(s.file(), s.node(), s.path(), theme_words(kSlants)));
  if (const yaml::At z = n["size"]) {
    std::string written = z.text(z.path());
    if (written.ends_with("pt")) written.resize(written.size() - 2);
    const double size = number(trimmed(written));
    if (size == -1) throw z.error(z.path() + " must be a size in points, like 9 or 8.5pt");
    check_size(z, z.text(z.path()), size);
    if (!sized) throw z.error(z.path() + ": this text's size follows its drawing; give none");
    spec.points = size;
  }
  return spec;
}

}  // namespace

std::string FontSpec::pango() const {
  std::string out = family;
  for (const std::string_view word :
       {kWeights[static_cast<size_t>(weight)].pango, kSlants[static_cast<size_t>(slant)].pango})
    if (!word.empty()) out.append(" ").append(word);
  if (points > 0) out += " " + format_points(points);
  return out;
}

FontSpec FontSpec::sized(double size) const {
  FontSpec out = *this;
  out.points = size;
  return out;
}

FontSpec FontSpec::scaled(double factor) const { return points > 0 ? sized(tenths(points * factor)) : *this; }

double tenths(double points) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.1f", points);
  return std::strtod(buf, nullptr);
}

FontSpec read_font_spec(const yaml::At& n, FontSpec below, bool sized) {
  if (n.node().IsMap()) return read_mapping(n, below, sized);
  return read_description(n, below, sized);
}

}  // namespace pp

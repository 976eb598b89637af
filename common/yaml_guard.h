#pragma once
// What one YAML file may ask of the reader. A file of a few bytes can otherwise take gigabytes
// (aliases of aliases expand geometrically) or put text into every output that their formats
// reject, so each file is bounded and checked as a whole when it is parsed, before any reader
// or merge walks it.
#include <yaml-cpp/yaml.h>

#include <cstddef>
#include <string>
#include <string_view>

namespace pp::yaml {

inline constexpr size_t kMaxFileBytes = size_t{1} << 20;  // the shipped files are under 10 KB
inline constexpr size_t kMaxTextBytes = 8192;             // one value: a FEN, an intro, a rule's text
// A title is a heading drawn on every page and in every footer: one or two lines, not a page.
inline constexpr size_t kMaxTitleBytes = 200;
inline constexpr long kMaxValues = 100000;  // nodes once aliases are expanded

// Parses `bytes` (the text of `name`) into its one document. Refused, each as an InputError at
// its place: a file over kMaxFileBytes; a NUL, a control character or broken UTF-8 anywhere
// (and in a value an escape made); a second document; lists and mappings nested past the
// parser's depth; a key that is not a scalar or is written twice in one mapping; a value over
// kMaxTextBytes; and more than kMaxValues nodes once every alias is expanded (or an alias
// inside the node it names).
YAML::Node parse_guarded(std::string_view bytes, const std::string& name);
// The same, the values counted against `budget` and taken off it: the files of an `extends:`
// chain share kMaxValues between them.
YAML::Node parse_guarded(std::string_view bytes, const std::string& name, long& budget);

}  // namespace pp::yaml

#include "cli/record_variant.h"

#include <cctype>
#include <string_view>
#include <vector>

#include "common/input_error.h"
#include "common/paths.h"
#include "common/yamlutil.h"

namespace pp::cli {
namespace {

// Lower case, letters and digits only: "King of the Hill" and "kingofthehill" are one name.
std::string plain_name(std::string_view s) {
  std::string out;
  for (char c : s)
    if (std::isalnum(static_cast<unsigned char>(c)))
      out += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return out;
}

// The sites' names (plain) that differ from the layout's, the 960 forms first: their games deal
// the start, which a layout of its own plays where pawnprint has one.
constexpr std::pair<const char*, const char*> kAliases[] = {
    {"chess960", "fischerandom"},   {"standard960", "fischerandom"}, {"capablanca960", "caparandom"},
    {"standard", "chess"},          {"fromposition", "chess"},       {"threecheck", "3check"},
    {"fivecheck", "5check"},        {"grandchess", "grand"},         {"schess", "seirawan"},
    {"seirawanchess", "seirawan"},  {"shousechess", "shouse"},       {"chinesechess", "xiangqi"},
    {"koreanchess", "janggi"},      {"thaichess", "makruk"},         {"burmesechess", "sittuyin"},
    {"cambodianchess", "cambodian"}};

std::string alias_of(const std::string& plain) {
  for (const auto& [alias, name] : kAliases)
    if (plain == alias) return name;
  return plain;
}

}  // namespace

std::string layout_of_variant(const std::string& variant, const std::string& file) {
  std::string want = alias_of(plain_name(variant));
  // Other 960 forms are their game from the start the [FEN] tag deals.
  if (want.size() > 3 && want.ends_with("960")) want = alias_of(want.substr(0, want.size() - 3));
  const std::vector<std::string> names = available_names("layouts");
  for (const std::string& name : names)
    if (plain_name(name) == want) return name;
  std::vector<std::string_view> options(names.begin(), names.end());
  const std::string near = yaml::nearest(want, options);
  throw InputError({file, 0, 0}, "[Variant \"" + variant + "\"]: no layout plays it" +
                                     (near.empty() ? "" : " (the closest is " + near + ")") + "; give --layout (" +
                                     name_list("layouts") + ")");
}

}  // namespace pp::cli

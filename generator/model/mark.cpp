#include "model/mark.h"

#include <array>
#include <utility>
#include <vector>

#include "common/yamlutil.h"

namespace pp {
namespace {

constexpr std::array<std::pair<std::string_view, Mark>, 9> kMarks{{{"none", Mark::None},
                                                                   {"dot", Mark::Dot},
                                                                   {"ring", Mark::Ring},
                                                                   {"square", Mark::Square},
                                                                   {"triangle", Mark::Triangle},
                                                                   {"diamond", Mark::Diamond},
                                                                   {"cross", Mark::Cross},
                                                                   {"star", Mark::Star},
                                                                   {"bar", Mark::Bar}}};

}  // namespace

std::string_view mark_name(Mark m) {
  for (const auto& [name, mark] : kMarks)
    if (mark == m) return name;
  return "none";
}

Mark mark_at(const std::string& file, const YAML::Node& node, const std::string& path) {
  std::vector<std::string_view> names;
  names.reserve(kMarks.size());
  for (const auto& kv : kMarks) names.push_back(kv.first);
  return kMarks[yaml::choice_at(file, node, path, names)].second;
}

}  // namespace pp

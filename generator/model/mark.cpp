#include "model/mark.h"

#include <array>
#include <utility>
#include <vector>

#include "common/choices.h"

namespace pp {
namespace {

constexpr auto kMarks = choices<Mark>({{"none", Mark::None},
                                       {"dot", Mark::Dot},
                                       {"ring", Mark::Ring},
                                       {"square", Mark::Square},
                                       {"triangle", Mark::Triangle},
                                       {"diamond", Mark::Diamond},
                                       {"cross", Mark::Cross},
                                       {"star", Mark::Star},
                                       {"bar", Mark::Bar}});

}  // namespace

std::string_view mark_name(Mark m) { return kMarks.name(m); }

Mark mark_at(const std::string& file, const YAML::Node& node, const std::string& path) {
  return kMarks.at(file, node, path);
}

}  // namespace pp

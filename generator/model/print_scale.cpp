#include "model/print_scale.h"

#include <string_view>
#include <vector>

#include "common/yamlutil.h"

namespace pp {
namespace {

const std::vector<std::string_view> kScaleKeys{"x", "y"};

double scale_at(const YamlDoc& doc, const YAML::Node& node, const std::string& what) {
  const std::string& file = doc.origin(what);
  const std::string text = yaml::as_string(file, node, what);
  if (const std::string problem = print_scale_problem(text); !problem.empty())
    throw yaml::error_at(file, node, what + " " + problem);
  return *parse_print_scale(text);
}

}  // namespace

ScaleSetting read_print_scale(const YamlDoc& doc, const YAML::Node& node) {
  ScaleSetting s;
  if (!node.IsMap()) {
    s.x = s.y = scale_at(doc, node, "print.scale");
    return s;
  }
  check_doc_keys(doc, "print.scale", node, kScaleKeys, "print.scale");
  if (node["x"]) s.x = scale_at(doc, node["x"], "print.scale.x");
  if (node["y"]) s.y = scale_at(doc, node["y"], "print.scale.y");
  return s;
}

PrintScale choose_print_scale(const ScaleSetting& flags, const ScaleSetting& layout, const ScaleSetting& user) {
  return {flags.x.value_or(layout.x.value_or(user.x.value_or(1))),
          flags.y.value_or(layout.y.value_or(user.y.value_or(1)))};
}

}  // namespace pp

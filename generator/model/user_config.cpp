#include "model/user_config.h"

#include <string_view>
#include <system_error>
#include <vector>

#include "common/paths.h"
#include "common/yamlutil.h"

namespace pp {
namespace {

const std::vector<std::string_view> kConfigKeys{"print"};
const std::vector<std::string_view> kConfigPrintKeys{"scale"};

}  // namespace

UserConfig load_user_config() {
  UserConfig config;
  const std::filesystem::path folder = user_folder();
  std::error_code ec;
  if (folder.empty() || !std::filesystem::exists(folder / "config.yaml", ec)) return config;
  config.file = folder / "config.yaml";
  YamlDoc doc;
  doc.file = config.file.string();
  doc.root = yaml::load_file(doc.file);
  if (doc.root.IsNull()) return config;  // an empty file says nothing
  check_doc_keys(doc, "", doc.root, kConfigKeys, "config");
  if (const YAML::Node print = doc.root["print"]) {
    check_doc_keys(doc, "print", print, kConfigPrintKeys, "print");
    if (const YAML::Node scale = print["scale"]) config.scale = read_print_scale(doc, scale);
  }
  return config;
}

}  // namespace pp

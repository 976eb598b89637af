#include "common/yamldoc.h"

#include <filesystem>
#include <vector>

#include "common/yamlutil.h"

namespace pp {
namespace {

namespace fs = std::filesystem;
constexpr int kMaxDepth = 8;

void record(YamlDoc& doc, const std::string& prefix, const YAML::Node& node, const std::string& file) {
  if (!node.IsMap()) return;
  for (const auto& kv : node) {
    std::string path = prefix.empty() ? kv.first.Scalar() : prefix + "." + kv.first.Scalar();
    doc.origins[path] = file;
    record(doc, path, kv.second, file);
  }
}

// A new mapping: base's entries, with over's entries merged in. The key and value nodes are
// reused, not copied, so their marks survive.
YAML::Node merge(const YAML::Node& base, const YAML::Node& over) {
  YAML::Node out(YAML::NodeType::Map);
  for (const auto& kv : base) {
    const YAML::Node mine = over[kv.first.Scalar()];
    if (!mine) out.force_insert(kv.first, kv.second);
    else if (mine.IsMap() && kv.second.IsMap()) out.force_insert(kv.first, merge(kv.second, mine));
  }
  for (const auto& kv : over) {
    const YAML::Node theirs = base[kv.first.Scalar()];
    if (theirs && theirs.IsMap() && kv.second.IsMap()) continue;
    out.force_insert(kv.first, kv.second);
  }
  // Keep the order of the base file for inherited keys; merged maps were added above in base
  // order too, but force_insert appends, so rebuild once in a stable order: base keys first.
  YAML::Node ordered(YAML::NodeType::Map);
  for (const auto& kv : base)
    for (const auto& o : out)
      if (o.first.Scalar() == kv.first.Scalar()) ordered.force_insert(o.first, o.second);
  for (const auto& o : out)
    if (!base[o.first.Scalar()]) ordered.force_insert(o.first, o.second);
  return ordered;
}

YamlDoc load(const std::string& path, std::string_view what, std::vector<std::string>& chain) {
  chain.push_back(path);

  YAML::Node node = yaml::load_file(path);
  if (!node.IsDefined() || node.IsNull()) throw InputError({path, 1, 1}, std::string(what) + " file is empty");
  yaml::require_map(path, node, what);

  YamlDoc doc;
  doc.file = path;
  const YAML::Node parent_ref = node["extends"];
  YAML::Node own(YAML::NodeType::Map);
  for (const auto& kv : node)
    if (kv.first.Scalar() != "extends") own.force_insert(kv.first, kv.second);

  if (parent_ref) {
    const std::string rel = yaml::as_string(path, parent_ref, "extends");
    fs::path parent_path = fs::path(path).parent_path() / rel;
    if (!fs::exists(parent_path))
      throw yaml::error_at(path, parent_ref, "extends: no such file '" + parent_path.string() + "'");
    // Said where the offending `extends` is written.
    for (const auto& seen : chain)
      if (fs::weakly_canonical(seen) == fs::weakly_canonical(parent_path))
        throw yaml::error_at(path, parent_ref,
                             std::string("extends: '").append(rel).append("' loops back to ").append(seen));
    if (chain.size() >= kMaxDepth) throw yaml::error_at(path, parent_ref, "too many nested 'extends'");
    YamlDoc parent = load(parent_path.string(), what, chain);
    doc.origins = std::move(parent.origins);
    doc.root = merge(parent.root, own);
  } else {
    doc.root = own;
  }
  record(doc, "", own, path);
  chain.pop_back();
  return doc;
}

}  // namespace

const std::string& YamlDoc::origin(std::string_view path) const {
  std::string key(path);
  while (!key.empty()) {
    if (auto it = origins.find(key); it != origins.end()) return it->second;
    auto dot = key.rfind('.');
    key = dot == std::string::npos ? std::string() : key.substr(0, dot);
  }
  return file;
}

void check_doc_keys(const YamlDoc& doc, std::string_view path, const YAML::Node& map,
                    const std::vector<std::string_view>& allowed, std::string_view what) {
  const std::string prefix = path.empty() ? std::string() : std::string(path) + ".";
  yaml::require_map(doc.origin(path), map, what);
  for (const auto& kv : map) {
    YAML::Node single(YAML::NodeType::Map);
    single.force_insert(kv.first, kv.second);
    yaml::check_keys(doc.origin(prefix + kv.first.Scalar()), single, allowed, what);
  }
}

YamlDoc load_yaml_doc(const std::string& path, std::string_view what) {
  std::vector<std::string> chain;
  return load(path, what, chain);
}

}  // namespace pp

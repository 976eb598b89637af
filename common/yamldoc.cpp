#include "common/yamldoc.h"

#include <filesystem>
#include <vector>

#include "common/paths.h"
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

bool yaml_name(const fs::path& p) {
  const std::string ext = p.extension().string();
  return ext == ".yaml" || ext == ".yml";
}

// The file named by `extends: rel` in `path`: a plain name is a layout or theme (`what`) of that
// name in the search folders (paths.h); otherwise a path relative to that file's folder, and
// only a regular file whose name, and the name of the file any link leads to, ends in .yaml or
// .yml. Errors point at the extends value and never show what the other file holds.
fs::path extended_file(const std::string& path, const YAML::Node& ref, const std::string& rel, std::string_view what) {
  auto fail = [&](const std::string& why) { return yaml::error_at(path, ref, "extends: '" + rel + "' " + why); };
  if (rel.empty()) throw fail("is empty");
  if (is_plain_name(rel)) {
    const std::string kind = std::string(what) + "s";
    fs::path named = find_named(kind, rel);
    if (named.empty()) throw fail("names no " + std::string(what) + " (" + kind + ": " + name_list(kind) + ")");
    return named;
  }
  fs::path parent_path = fs::path(path).parent_path() / rel;
  if (!yaml_name(parent_path)) throw fail("must name a .yaml or .yml file");
  std::error_code ec;
  const fs::file_status st = fs::status(parent_path, ec);
  if (!fs::exists(st)) throw fail("names no file (looked for " + parent_path.string() + ")");
  if (!fs::is_regular_file(st)) throw fail("is not a regular file");
  const fs::path real = fs::canonical(parent_path, ec);
  if (ec || !yaml_name(real)) throw fail("leads to a file whose name does not end in .yaml or .yml");
  return parent_path;
}

YamlDoc load(const std::string& path, std::string_view what, std::vector<std::string>& chain) {
  chain.push_back(path);

  YAML::Node node = yaml::load_file(path);
  if (!node.IsDefined() || node.IsNull()) throw InputError({path, 1, 1}, std::string(what) + " file is empty");
  if (!node.IsMap()) throw yaml::error_at(path, node, std::string(what) + " file must be a mapping of keys");

  YamlDoc doc;
  doc.file = path;
  const YAML::Node parent_ref = node["extends"];
  YAML::Node own(YAML::NodeType::Map);
  for (const auto& kv : node)
    if (kv.first.Scalar() != "extends") own.force_insert(kv.first, kv.second);

  if (parent_ref) {
    const std::string rel = yaml::as_string(path, parent_ref, "extends");
    const fs::path parent_path = extended_file(path, parent_ref, rel, what);
    // Said where the offending `extends` is written.
    for (const auto& seen : chain)
      if (fs::weakly_canonical(seen) == fs::weakly_canonical(parent_path))
        throw yaml::error_at(path, parent_ref,
                             std::string("extends: '").append(rel).append("' loops back to ").append(seen));
    if (chain.size() >= kMaxDepth) throw yaml::error_at(path, parent_ref, "too many nested 'extends'");
    YamlDoc parent = load(parent_path.string(), what, chain);
    doc.origins = std::move(parent.origins);
    doc.root = merge(parent.root, own);
    doc.layers = std::move(parent.layers);
  } else {
    doc.root = own;
  }
  doc.layers.insert(doc.layers.begin(), {path, own});
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

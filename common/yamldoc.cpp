#include "common/yamldoc.h"

#include <filesystem>
#include <map>
#include <set>
#include <vector>

#include "common/paths.h"
#include "common/printable.h"
#include "common/yaml_guard.h"
#include "common/yamlutil.h"

namespace pp {
namespace {

namespace fs = std::filesystem;
// Files in a chain of `extends:`: a club layout over a house layout over a shipped one is three;
// the limit only stops a generated chain from reading thousands of files.
constexpr int kMaxDepth = 32;

// The recorded key paths repeat every key above them, so a deep chain of aliases of long keys
// would make gigabytes of paths out of the few values yaml::kMaxValues allows; they are bounded
// too, far above what any real file records (the shipped ones, a few kilobytes).
constexpr size_t kMaxPathBytes = size_t{16} << 20;

void record(YamlDoc& doc, const std::string& prefix, const YAML::Node& node, const std::string& file, size_t& budget) {
  if (!node.IsMap()) return;
  for (const auto& kv : node) {
    std::string path = prefix.empty() ? kv.first.Scalar() : prefix + "." + kv.first.Scalar();
    if (path.size() > budget)
      throw yaml::error_at(file, kv.first, "keys nested too deep through aliases (over 16 MB of key paths)");
    budget -= path.size();
    doc.origins[path] = file;
    record(doc, path, kv.second, file, budget);
  }
}

// A new mapping: base's entries in base's order, then over's new keys in over's order; a key
// both hold takes over's value, or both merged when both are mappings. The key and value nodes
// are reused, not copied, so their marks survive. Keys are looked up in an index, not with
// yaml-cpp's linear operator[], so two files of many keys merge in n log n.
YAML::Node merge(const YAML::Node& base, const YAML::Node& over) {
  std::map<std::string, std::pair<YAML::Node, YAML::Node>, std::less<>> over_keys;
  std::set<std::string, std::less<>> base_keys;
  for (const auto& kv : over) over_keys.emplace(kv.first.Scalar(), std::pair{kv.first, kv.second});
  YAML::Node out(YAML::NodeType::Map);
  for (const auto& kv : base) {
    base_keys.insert(kv.first.Scalar());
    const auto mine = over_keys.find(kv.first.Scalar());
    if (mine == over_keys.end()) out.force_insert(kv.first, kv.second);
    else if (mine->second.second.IsMap() && kv.second.IsMap())
      out.force_insert(kv.first, merge(kv.second, mine->second.second));
    else out.force_insert(mine->second.first, mine->second.second);
  }
  for (const auto& kv : over)
    if (!base_keys.contains(kv.first.Scalar())) out.force_insert(kv.first, kv.second);
  return out;
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
  auto fail = [&](const std::string& why) {
    return yaml::error_at(path, ref, "extends: '" + shortened(rel) + "' " + why);
  };
  if (rel.empty()) throw fail("is empty");
  if (is_plain_name(rel)) {
    const std::string kind = std::string(what) + "s";
    fs::path named = find_named(kind, rel);
    if (named.empty()) throw fail("names no " + std::string(what) + " (" + unknown_name_hint(kind, rel) + ")");
    return named;
  }
  fs::path parent_path = fs::path(path).parent_path() / rel;
  if (!yaml_name(parent_path)) throw fail("must name a .yaml or .yml file");
  std::error_code ec;
  const fs::file_status st = fs::status(parent_path, ec);
  if (!fs::exists(st)) throw fail("names no file (looked for " + shortened(parent_path.string()) + ")");
  if (!fs::is_regular_file(st)) throw fail("is not a regular file");
  const fs::path real = fs::canonical(parent_path, ec);
  if (ec || !yaml_name(real)) throw fail("leads to a file whose name does not end in .yaml or .yml");
  return parent_path;
}

YamlDoc load(const std::string& path, std::string_view what, std::vector<std::string>& chain, long& values) {
  chain.push_back(path);

  YAML::Node node = yaml::load_file(path, values);
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
        throw yaml::error_at(
            path, parent_ref,
            std::string("extends: '").append(shortened(rel)).append("' loops back to ").append(shortened(seen)));
    if (chain.size() >= kMaxDepth)
      throw yaml::error_at(path, parent_ref,
                           "too many nested 'extends' (a chain holds at most " + std::to_string(kMaxDepth) + " files)");
    YamlDoc parent = load(parent_path.string(), what, chain, values);
    doc.origins = std::move(parent.origins);
    doc.root = merge(parent.root, own);
    doc.layers = std::move(parent.layers);
  } else {
    doc.root = own;
  }
  doc.layers.insert(doc.layers.begin(), {path, own});
  size_t budget = kMaxPathBytes;
  record(doc, "", own, path, budget);
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
  long values = yaml::kMaxValues;
  return load(path, what, chain, values);
}

}  // namespace pp

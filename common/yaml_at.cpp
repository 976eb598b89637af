#include "common/yaml_at.h"

#include "common/yaml_guard.h"
#include "common/yamlutil.h"

namespace pp::yaml {

At At::child(const std::string& key, const YAML::Node& node) const {
  std::string path = path_.empty() ? key : path_ + "." + key;
  std::string file = doc_ ? doc_->origin(path) : file_;
  return {doc_, std::move(file), node, std::move(path)};
}

At At::operator[](std::string_view key) const {
  const std::string k(key);
  // A key looked up below an absent key (`tokens.turn` with no `tokens`) is absent too; yaml-cpp
  // would throw on the lookup.
  return child(k, node_.IsDefined() && node_.IsMap() ? node_[k] : YAML::Node(YAML::NodeType::Undefined));
}

std::vector<At> At::items(std::string_view what) const {
  require_seq(file_, node_, what);
  std::vector<At> out;
  for (const auto& item : node_) out.push_back(At(doc_, file_, YAML::Node(item), path_));
  return out;
}

std::vector<std::pair<std::string, At>> At::entries(std::string_view what) const {
  require_map(file_, node_, what);
  std::vector<std::pair<std::string, At>> out;
  for (const auto& kv : node_) out.emplace_back(kv.first.Scalar(), child(kv.first.Scalar(), kv.second));
  return out;
}

InputError At::error(const std::string& message) const { return error_at(file_, node_, message); }

SourcePos At::pos() const { return error("").pos(); }

void At::keys(const std::vector<std::string_view>& allowed, std::string_view what) const {
  if (doc_) check_doc_keys(*doc_, path_, node_, allowed, what);
  else check_keys(file_, node_, allowed, what);
}

std::string At::text(std::string_view what) const { return as_string(file_, node_, what); }

std::string At::title(std::string_view what) const {
  std::string t = text(what);
  if (t.size() > kMaxTitleBytes)
    throw error(std::string(what) + " is " + std::to_string(t.size()) + " bytes, over the " +
                std::to_string(kMaxTitleBytes) + "-byte limit for a name or title");
  return t;
}

long At::whole(std::string_view what, long lo, long hi) const { return as_int(file_, node_, what, lo, hi); }

bool At::flag(std::string_view what) const { return as_bool(file_, node_, what); }

}  // namespace pp::yaml

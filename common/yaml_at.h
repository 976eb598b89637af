#pragma once
// A cursor into a loaded YAML file: a node together with the key path that reached it and the
// file that wrote it (with `extends:`, each key's own file), so whatever is read through it,
// and every error about it, carries file:line:col without passing (file, node) pairs around.
#include <yaml-cpp/yaml.h>

#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "common/input_error.h"
#include "common/yamldoc.h"

namespace pp::yaml {

class At {
 public:
  // The root of a merged document.
  explicit At(const YamlDoc& doc) : doc_(&doc), file_(doc.file), node_(doc.root) {}
  // A node of a single file.
  At(std::string file, const YAML::Node& node, std::string path = "")
      : file_(std::move(file)), node_(node), path_(std::move(path)) {}
  At(const At&) = default;
  At(At&&) = default;
  // Assigning a YAML::Node writes through to the node it refers to, in the document.
  At& operator=(const At&) = delete;
  At& operator=(At&&) = delete;
  ~At() = default;

  const std::string& file() const { return file_; }
  const YAML::Node& node() const { return node_; }
  const std::string& path() const { return path_; }  // "tokens.extras"; "" for the root
  explicit operator bool() const { return node_.IsDefined(); }

  // The value of `key` (absent: a cursor that is false), in the file that set it.
  At operator[](std::string_view key) const;
  // The entries of a list, which must be one (`what` names it in the error).
  std::vector<At> items(std::string_view what) const;
  // The keys and values of a mapping, which must be one, in the file order.
  std::vector<std::pair<std::string, At>> entries(std::string_view what) const;

  InputError error(const std::string& message) const;
  SourcePos pos() const;
  // Throws unless a mapping whose keys are all in `allowed`, each judged in the file that wrote it.
  void keys(const std::vector<std::string_view>& allowed, std::string_view what) const;
  std::string text(std::string_view what) const;
  // A text of at most kMaxTitleBytes (yaml_guard.h): a name or heading, not a paragraph.
  std::string title(std::string_view what) const;
  long whole(std::string_view what, long lo, long hi) const;
  bool flag(std::string_view what) const;

 private:
  At(const YamlDoc* doc, std::string file, const YAML::Node& node, std::string path)
      : doc_(doc), file_(std::move(file)), node_(node), path_(std::move(path)) {}
  // The value `node` of `key` below this one, in the file that set it.
  At child(const std::string& key, const YAML::Node& node) const;

  const YamlDoc* doc_ = nullptr;  // for the file of each key below; null for a single file
  std::string file_;
  YAML::Node node_;
  std::string path_;
};

}  // namespace pp::yaml

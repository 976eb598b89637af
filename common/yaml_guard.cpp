#include "common/yaml_guard.h"

#include <yaml-cpp/depthguard.h>
#include <yaml-cpp/eventhandler.h>

#include <map>
#include <set>
#include <sstream>
#include <tuple>

#include "common/input_error.h"
#include "common/text_check.h"
#include "common/text_file.h"
#include "common/yamlutil.h"

namespace pp::yaml {
namespace {

// One walk over the parsed tree. A node reached again through an alias is the same node (same
// mark and type): its expanded size is remembered, so the walk costs what the file holds, not
// what its aliases expand to, while the count is of the expansion every later reader walks.
class TreeCheck {
 public:
  explicit TreeCheck(const std::string& file) : file_(file) {}

  long size(const YAML::Node& node) {
    const YAML::Mark m = node.Mark();
    const std::tuple<int, int, int> id{m.line, m.column, static_cast<int>(node.Type())};
    if (auto it = sizes_.find(id); it != sizes_.end()) return it->second;
    if (!open_.insert(id).second) throw error_at(file_, node, "an alias inside the value it names");
    long total = 1;
    if (node.IsScalar()) {
      check_text(node);
    } else if (node.IsSequence()) {
      for (const auto& item : node) add(total, size(item), node);
    } else if (node.IsMap()) {
      std::map<std::string, YAML::Mark, std::less<>> keys;
      for (const auto& kv : node) {
        if (!kv.first.IsScalar())
          throw error_at(file_, kv.first,
                         std::string("a key must be a word, not ") + (kv.first.IsMap()        ? "a mapping"
                                                                      : kv.first.IsSequence() ? "a list"
                                                                                              : "nothing"));
        const auto [at, fresh] = keys.emplace(kv.first.Scalar(), kv.first.Mark());
        if (!fresh)
          throw error_at(file_, kv.first,
                         "duplicate key '" + kv.first.Scalar() + "' (first at line " +
                             std::to_string(at->second.line + 1) + ")");
        add(total, size(kv.first), node);
        add(total, size(kv.second), node);
      }
    }
    open_.erase(id);
    sizes_.emplace(id, total);
    return total;
  }

 private:
  void add(long& total, long more, const YAML::Node& at) const {
    total += more;
    if (total > kMaxValues)
      throw error_at(file_, at,
                     "with its aliases expanded this holds over " + std::to_string(kMaxValues) +
                         " values, the limit for one file");
  }

  // An escape ("\x01", "\0") can make what the raw bytes did not hold.
  void check_text(const YAML::Node& node) const {
    const std::string& text = node.Scalar();
    if (text.size() > kMaxTextBytes)
      throw error_at(file_, node,
                     "a value of " + std::to_string(text.size()) + " bytes: over the " + std::to_string(kMaxTextBytes) +
                         "-byte limit for one value");
    if (auto fault = text_fault(text)) throw error_at(file_, node, "the value holds " + fault->why);
  }

  const std::string& file_;
  std::map<std::tuple<int, int, int>, long> sizes_;
  std::set<std::tuple<int, int, int>> open_;
};

// Stops a parse at the start of a second document. yaml-cpp's LoadAll can loop forever on a
// second document it cannot make sense of (a 121-byte file beginning with ','), so documents
// are counted by events, and the parse ends before the second one is read.
class SecondDocument : public YAML::EventHandler {
 public:
  explicit SecondDocument(const std::string& file) : file_(file) {}
  void OnDocumentStart(const YAML::Mark& mark) override {
    if (++documents_ > 1)
      throw InputError({file_, mark.line + 1, mark.column + 1}, "a second YAML document; a file holds one");
  }
  void OnDocumentEnd() override {}
  void OnNull(const YAML::Mark&, YAML::anchor_t) override {}
  void OnAlias(const YAML::Mark&, YAML::anchor_t) override {}
  void OnScalar(const YAML::Mark&, const std::string&, YAML::anchor_t, const std::string&) override {}
  void OnSequenceStart(const YAML::Mark&, const std::string&, YAML::anchor_t, YAML::EmitterStyle::value) override {}
  void OnSequenceEnd() override {}
  void OnMapStart(const YAML::Mark&, const std::string&, YAML::anchor_t, YAML::EmitterStyle::value) override {}
  void OnMapEnd() override {}

 private:
  const std::string& file_;
  int documents_ = 0;
};

}  // namespace

YAML::Node parse_guarded(std::string_view bytes, const std::string& name) {
  if (bytes.size() > kMaxFileBytes)
    throw InputError({name, 0, 0},
                     "is over " + std::to_string(kMaxFileBytes >> 20) + " MB, the limit for this kind of file");
  check_text_bytes(bytes, name);
  YAML::Node root;
  try {
    root = YAML::Load(std::string(bytes));
    std::istringstream in{std::string(bytes)};
    YAML::Parser parser(in);
    SecondDocument count(name);
    while (parser.HandleNextDocument(count)) {
    }
  } catch (const YAML::DeepRecursion& e) {
    throw InputError({name, e.mark.line + 1, e.mark.column + 1},
                     "lists and mappings nested too deep (the parser stops at " + std::to_string(e.depth()) +
                         " levels)");
  } catch (const YAML::Exception& e) {
    throw InputError(e.mark.is_null() ? SourcePos{name, 0, 0} : SourcePos{name, e.mark.line + 1, e.mark.column + 1},
                     e.msg);
  }
  if (!root.IsDefined() || root.IsNull()) return root;
  TreeCheck(name).size(root);
  return root;
}

}  // namespace pp::yaml

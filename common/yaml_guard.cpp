#include "common/yaml_guard.h"

#include <yaml-cpp/depthguard.h>
#include <yaml-cpp/eventhandler.h>

#include <map>
#include <set>
#include <sstream>
#include <tuple>

#include "common/input_error.h"
#include "common/text_check.h"
#include "common/text_decode.h"
#include "common/text_file.h"
#include "common/yamlutil.h"

namespace pp::yaml {
namespace {

std::string over_values(std::string_view whose) {
  return "with its aliases expanded this holds over " + std::to_string(kMaxValues) + " values, the limit for " +
         std::string(whose);
}

// One walk over the parsed tree. A node reached again through an alias is the same node (same
// mark and type): its expanded size is remembered, so the walk costs what the file holds, not
// what its aliases expand to, while the count is of the expansion every later reader walks.
class TreeCheck {
 public:
  TreeCheck(const std::string& file, long limit, std::string_view whose) : file_(file), limit_(limit), whose_(whose) {}

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
    if (total > limit_) throw error_at(file_, at, over_values(whose_));
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
  long limit_;
  std::string_view whose_;
  std::map<std::tuple<int, int, int>, long> sizes_;
  std::set<std::tuple<int, int, int>> open_;
};

// A first pass over the parser's events, before any tree is built: it stops at the start of a
// second document (yaml-cpp's LoadAll can loop forever on one it cannot make sense of, a
// 121-byte file beginning with ','), and at the value past the budget even before aliases are
// expanded, so a megabyte of plain values costs no tree of them.
class EventCount : public YAML::EventHandler {
 public:
  EventCount(const std::string& file, long limit, std::string_view whose) : file_(file), limit_(limit), whose_(whose) {}
  void OnDocumentStart(const YAML::Mark& mark) override {
    if (++documents_ > 1)
      throw InputError({file_, mark.line + 1, mark.column + 1}, "a second YAML document; a file holds one");
  }
  void OnDocumentEnd() override {}
  void OnNull(const YAML::Mark& mark, YAML::anchor_t) override { count(mark); }
  void OnAlias(const YAML::Mark& mark, YAML::anchor_t) override { count(mark); }
  void OnScalar(const YAML::Mark& mark, const std::string&, YAML::anchor_t, const std::string&) override {
    count(mark);
  }
  void OnSequenceStart(const YAML::Mark& mark, const std::string&, YAML::anchor_t, YAML::EmitterStyle::value) override {
    count(mark);
  }
  void OnSequenceEnd() override {}
  void OnMapStart(const YAML::Mark& mark, const std::string&, YAML::anchor_t, YAML::EmitterStyle::value) override {
    count(mark);
  }
  void OnMapEnd() override {}

 private:
  void count(const YAML::Mark& mark) {
    if (++values_ > limit_) throw InputError({file_, mark.line + 1, mark.column + 1}, over_values(whose_));
  }

  const std::string& file_;
  long limit_;
  std::string_view whose_;
  int documents_ = 0;
  long values_ = 0;
};

}  // namespace

YAML::Node parse_guarded(std::string_view bytes, const std::string& name) {
  long budget = kMaxValues;
  return parse_guarded(bytes, name, budget);
}

YAML::Node parse_guarded(std::string_view bytes, const std::string& name, long& budget) {
  bytes = without_bom(bytes);  // as editors on Windows save UTF-8
  if (bytes.size() > kMaxFileBytes)
    throw InputError({name, 0, 0},
                     "is over " + std::to_string(kMaxFileBytes >> 20) + " MB, the limit for this kind of file");
  check_text_bytes(bytes, name);
  const std::string_view whose = budget < kMaxValues ? "a file and the files it extends, together" : "one file";
  YAML::Node root;
  try {
    std::istringstream in{std::string(bytes)};
    YAML::Parser parser(in);
    EventCount count(name, budget, whose);
    while (parser.HandleNextDocument(count)) {
    }
    root = YAML::Load(std::string(bytes));
  } catch (const YAML::DeepRecursion& e) {
    throw InputError({name, e.mark.line + 1, e.mark.column + 1},
                     "lists and mappings nested too deep (the parser stops at " + std::to_string(e.depth()) +
                         " levels)");
  } catch (const YAML::Exception& e) {
    throw InputError(e.mark.is_null() ? SourcePos{name, 0, 0} : SourcePos{name, e.mark.line + 1, e.mark.column + 1},
                     e.msg);
  }
  if (!root.IsDefined() || root.IsNull()) return root;
  budget -= TreeCheck(name, budget, whose).size(root);
  return root;
}

}  // namespace pp::yaml

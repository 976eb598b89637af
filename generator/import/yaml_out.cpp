#include "import/yaml_out.h"

#include <algorithm>

namespace pp::import {
namespace {

// Plain when YAML reads it back as the same text (or as the number or flag it is meant to be);
// double-quoted otherwise, with \ and " escaped.
std::string quoted(const std::string& s, bool in_flow) {
  const std::string_view specials = in_flow ? ":#,[]{}&*!|>'\"%@`" : ":#&*!|>'\"%@`{[";
  bool plain = !s.empty() && s.front() != ' ' && s.back() != ' ' && s.front() != '-' && s.front() != '?' &&
               s.front() != '[' && s.front() != '{' && s.front() != '~';
  for (char c : s)
    if (specials.find(c) != std::string_view::npos || static_cast<unsigned char>(c) < 0x20) plain = false;
  if (plain) return s;
  std::string out = "\"";
  for (char c : s) {
    if (c == '"' || c == '\\') out += '\\';
    out += c;
  }
  return out + "\"";
}

std::string inline_value(const YamlOut& v) {
  if (v.kind == YamlOut::Kind::Scalar) return quoted(v.scalar, true);
  std::string out = v.kind == YamlOut::Kind::Map ? "{" : "[";
  bool first = true;
  if (v.kind == YamlOut::Kind::Map)
    for (const auto& [key, value] : v.map) {
      out += (first ? "" : ", ") + quoted(key, true) + ": " + inline_value(value);
      first = false;
    }
  else
    for (const YamlOut& item : v.seq) {
      out += (first ? "" : ", ") + inline_value(item);
      first = false;
    }
  return out + (v.kind == YamlOut::Kind::Map ? "}" : "]");
}

// The latest .ini line among a value and everything in it: a flow line is as new as its newest part.
int newest(const YamlOut& v) {
  int n = v.source;
  for (const auto& kv : v.map) n = std::max(n, newest(kv.second));
  for (const YamlOut& item : v.seq) n = std::max(n, newest(item));
  return n;
}

void write(const YamlOut& v, int indent, WrittenYaml& out) {
  const std::string pad(static_cast<size_t>(indent), ' ');
  auto line = [&](const std::string& text, int source) {
    out.text += text + "\n";
    out.sources.push_back(source);
  };
  if (v.kind == YamlOut::Kind::Map) {
    for (const auto& [key, value] : v.map) {
      const bool nested = value.kind != YamlOut::Kind::Scalar && !value.flow;
      if (!nested) {
        line(pad + quoted(key, false) + ": " +
                 (value.kind == YamlOut::Kind::Scalar ? quoted(value.scalar, false) : inline_value(value)),
             newest(value));
      } else if ((value.kind == YamlOut::Kind::Map && value.map.empty()) ||
                 (value.kind == YamlOut::Kind::Seq && value.seq.empty())) {
        line(pad + quoted(key, false) + (value.kind == YamlOut::Kind::Map ? ": {}" : ": []"), value.source);
      } else {
        line(pad + quoted(key, false) + ":", value.source);
        write(value, indent + 2, out);
      }
    }
  } else if (v.kind == YamlOut::Kind::Seq) {
    for (const YamlOut& item : v.seq) {
      if (item.kind == YamlOut::Kind::Scalar || item.flow) line(pad + "- " + inline_value(item), newest(item));
      else {
        line(pad + "-", item.source);
        write(item, indent + 2, out);
      }
    }
  }
}

}  // namespace

YamlOut YamlOut::text(std::string value, int source) {
  YamlOut v;
  v.kind = Kind::Scalar;
  v.scalar = std::move(value);
  v.source = source;
  return v;
}

YamlOut YamlOut::flow_map(int source) {
  YamlOut v;
  v.flow = true;
  v.source = source;
  return v;
}

YamlOut YamlOut::from(const YAML::Node& node, int source) {
  YamlOut v;
  v.source = source;
  if (node.IsMap()) {
    bool leaves = true;
    for (const auto& kv : node) {
      v.map.push_back({kv.first.Scalar(), from(kv.second, source)});
      leaves = leaves && kv.second.IsScalar();
    }
    v.flow = leaves && !v.map.empty() && v.map.size() <= 8;
  } else if (node.IsSequence()) {
    v.kind = Kind::Seq;
    bool leaves = true;
    for (const auto& item : node) {
      v.seq.push_back(from(item, source));
      leaves = leaves && item.IsScalar();
    }
    v.flow = leaves;
  } else {
    v.kind = Kind::Scalar;
    v.scalar = node.Scalar();
  }
  return v;
}

YamlOut* YamlOut::find(std::string_view key) {
  for (auto& kv : map)
    if (kv.first == key) return &kv.second;
  return nullptr;
}

const YamlOut* YamlOut::find(std::string_view key) const {
  for (const auto& kv : map)
    if (kv.first == key) return &kv.second;
  return nullptr;
}

YamlOut& YamlOut::at(std::string_view key) {
  if (YamlOut* v = find(key)) return *v;
  map.push_back({std::string(key), YamlOut{}});
  return map.back().second;
}

void YamlOut::set(std::string_view key, YamlOut value) { at(key) = std::move(value); }

void YamlOut::erase(std::string_view key) {
  map.erase(std::remove_if(map.begin(), map.end(), [&](const auto& kv) { return kv.first == key; }), map.end());
}

WrittenYaml write_yaml(const YamlOut& root, std::string_view header_comment) {
  WrittenYaml out;
  size_t start = 0;
  while (start < header_comment.size()) {
    size_t end = header_comment.find('\n', start);
    if (end == std::string_view::npos) end = header_comment.size();
    out.text += "# " + std::string(header_comment.substr(start, end - start)) + "\n";
    out.sources.push_back(0);
    start = end + 1;
  }
  write(root, 0, out);
  return out;
}

}  // namespace pp::import

#include "common/json.h"

#include <cmath>
#include <cstdio>
#include <stdexcept>

namespace pp {

Json& Json::operator[](const std::string& key) {
  if (std::holds_alternative<std::nullptr_t>(v_)) v_ = Object{};
  auto* obj = std::get_if<Object>(&v_);
  if (!obj) throw std::logic_error("JSON: not an object");
  for (auto& [k, v] : *obj)
    if (k == key) return v;
  obj->emplace_back(key, Json());
  return obj->back().second;
}

const Json* Json::find(const std::string& key) const {
  if (const auto* obj = std::get_if<Object>(&v_))
    for (const auto& [k, v] : *obj)
      if (k == key) return &v;
  return nullptr;
}

void Json::push(Json value) {
  if (std::holds_alternative<std::nullptr_t>(v_)) v_ = Array{};
  auto* arr = std::get_if<Array>(&v_);
  if (!arr) throw std::logic_error("JSON: not an array");
  arr->push_back(std::move(value));
}

namespace {

void quote(std::string& out, const std::string& s) {
  out += '"';
  for (unsigned char c : s) {
    switch (c) {
      case '"': out += "\\\""; break;
      case '\\': out += "\\\\"; break;
      case '\n': out += "\\n"; break;
      case '\t': out += "\\t"; break;
      default:
        if (c < 0x20) {
          char buf[8];
          std::snprintf(buf, sizeof buf, "\\u%04x", c);
          out += buf;
        } else {
          out += static_cast<char>(c);
        }
    }
  }
  out += '"';
}

}  // namespace

void Json::dump_to(std::string& out, int indent, int depth) const {
  const std::string pad(static_cast<size_t>(indent * (depth + 1)), ' '),
      end_pad(static_cast<size_t>(indent * depth), ' ');
  if (std::holds_alternative<std::nullptr_t>(v_)) out += "null";
  else if (auto* b = std::get_if<bool>(&v_)) out += *b ? "true" : "false";
  else if (auto* n = std::get_if<double>(&v_)) {
    char buf[32];
    if (std::floor(*n) == *n && std::abs(*n) < 1e15) std::snprintf(buf, sizeof buf, "%.0f", *n);
    else std::snprintf(buf, sizeof buf, "%.6g", *n);
    out += buf;
  } else if (auto* s = std::get_if<std::string>(&v_)) quote(out, *s);
  else if (auto* a = std::get_if<Array>(&v_)) {
    if (a->empty()) {
      out += "[]";
      return;
    }
    out += "[\n";
    for (size_t i = 0; i < a->size(); ++i) {
      out += pad;
      (*a)[i].dump_to(out, indent, depth + 1);
      out += i + 1 < a->size() ? ",\n" : "\n";
    }
    out += end_pad + "]";
  } else if (auto* o = std::get_if<Object>(&v_)) {
    if (o->empty()) {
      out += "{}";
      return;
    }
    out += "{\n";
    for (size_t i = 0; i < o->size(); ++i) {
      out += pad;
      quote(out, (*o)[i].first);
      out += ": ";
      (*o)[i].second.dump_to(out, indent, depth + 1);
      out += i + 1 < o->size() ? ",\n" : "\n";
    }
    out += end_pad + "}";
  }
}

std::string Json::dump(int indent) const {
  std::string out;
  dump_to(out, indent, 0);
  return out + "\n";
}

}  // namespace pp

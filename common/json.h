#pragma once
// A small JSON value for manifests: objects keep their keys in insertion order so output is
// stable and readable.
#include <map>
#include <memory>
#include <string>
#include <utility>
#include <variant>
#include <vector>

namespace pp {

class Json {
 public:
  using Array = std::vector<Json>;
  using Object = std::vector<std::pair<std::string, Json>>;

  Json() = default;
  Json(std::nullptr_t) {}
  Json(bool b) : v_(b) {}
  Json(int n) : v_(static_cast<double>(n)) {}
  Json(long n) : v_(static_cast<double>(n)) {}
  Json(size_t n) : v_(static_cast<double>(n)) {}
  Json(double n) : v_(n) {}
  Json(const char* s) : v_(std::string(s)) {}
  Json(std::string s) : v_(std::move(s)) {}
  Json(Array a) : v_(std::move(a)) {}
  Json(Object o) : v_(std::move(o)) {}
  static Json object() { return Json(Object{}); }
  static Json array() { return Json(Array{}); }

  // Object member, added (null) if missing. The value must be an object.
  Json& operator[](const std::string& key);
  const Json* find(const std::string& key) const;
  // Appends to an array.
  void push(Json value);
  const Array* array_items() const { return std::get_if<Array>(&v_); }
  const double* number() const { return std::get_if<double>(&v_); }
  const std::string* text() const { return std::get_if<std::string>(&v_); }

  std::string dump(int indent = 2) const;

 private:
  void dump_to(std::string& out, int indent, int depth) const;
  std::variant<std::nullptr_t, bool, double, std::string, Array, Object> v_ = nullptr;
};

}  // namespace pp

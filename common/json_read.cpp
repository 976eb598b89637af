#include "common/json_read.h"

#include <nlohmann/json.hpp>

namespace pp {
namespace {

Json json_of(const nlohmann::ordered_json& j) {
  switch (j.type()) {
    case nlohmann::ordered_json::value_t::boolean: return {j.get<bool>()};
    case nlohmann::ordered_json::value_t::number_integer:
    case nlohmann::ordered_json::value_t::number_unsigned:
    case nlohmann::ordered_json::value_t::number_float: return {j.get<double>()};
    case nlohmann::ordered_json::value_t::string: return {j.get<std::string>()};
    case nlohmann::ordered_json::value_t::array: {
      Json out = Json::array();
      for (const auto& item : j) out.push(json_of(item));
      return out;
    }
    case nlohmann::ordered_json::value_t::object: {
      Json out = Json::object();
      for (const auto& [key, value] : j.items()) out[key] = json_of(value);
      return out;
    }
    default: return {};
  }
}

}  // namespace

std::optional<Json> parse_json(std::string_view text) {
  // No exceptions: a file that is not JSON is simply not read back.
  const nlohmann::ordered_json j = nlohmann::ordered_json::parse(text, nullptr, false);
  if (j.is_discarded()) return std::nullopt;
  return json_of(j);
}

}  // namespace pp

#include "model/family.h"

#include <fstream>
#include <string>

#include "model/layout.h"

namespace pp {

std::string_view family_heading(Family family) {
  switch (family) {
    case Family::Western: return "Western chess and its variants";
    case Family::Shogi: return "Shogi and its variants";
    case Family::Xiangqi: return "Xiangqi and Janggi";
    case Family::Makruk: return "Makruk, Sittuyin and their kin";
    case Family::Historical: return "Historical games";
    case Family::Hexagonal: return "Hexagonal boards";
    case Family::MultiPlayer: return "More than two players";
    case Family::Imported: return "Imported from variant files";
    case Family::Other: return "Other board games";
  }
  return "";
}

namespace {}  // namespace

std::string import_origin(const Layout& layout) {
  if (layout.file().empty()) return "";
  std::ifstream in(layout.file());
  std::string first;
  std::getline(in, first);
  constexpr std::string_view kMark = "# Imported by pawnprint from ";
  if (!first.starts_with(kMark)) return "";
  std::string origin = first.substr(kMark.size());
  if (origin.ends_with('.')) origin.pop_back();
  // The file's own name: where it lay is the importer's business, and differs between machines.
  const size_t from = origin.find('/'), to = origin.rfind('/', origin.find(", section"));
  if (from != std::string::npos && to != std::string::npos && to >= from) origin.erase(from, to + 1 - from);
  return origin;
}

Family layout_family(const Layout& layout) {
  if (layout.family) return *layout.family;
  if (!import_origin(layout).empty()) return Family::Imported;
  if (layout.tokens.sides.size() > 2) return Family::MultiPlayer;
  if (layout.shape == "hex") return Family::Hexagonal;
  if (layout.coordinate_style == rules::Coordinates::Japanese ||
      layout.coordinate_style == rules::Coordinates::JapaneseLetters)
    return Family::Shogi;
  if (layout.coordinate_style == rules::Coordinates::Chinese || layout.points.on) return Family::Xiangqi;
  return Family::Western;
}

}  // namespace pp

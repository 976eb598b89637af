#pragma once
// How big a token is and what shape: a diameter in mm, given as a length ("24mm") or named
// for what the token is stuck on ("euro-2"), and circle, square, triangle, wedge (the
// pentagon of a Shogi piece), octagon (a Janggi piece) or hex (a flat-topped hexagon, as the
// hexagonal boards' cells), or a standee: a strip folded into a piece that stands up.
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "common/choices.h"

namespace pp {

struct TokenPreset {
  std::string_view name;
  double diameter_mm;
  std::string_view what;  // for --help and the README
  double thickness_mm;    // a stack of tokens stuck on it rises by this much a token
};

// Coins, washers and caps people stick tokens on, smallest first.
const std::vector<TokenPreset>& token_presets();

enum class TokenShape { Circle, Square, Triangle, Wedge, Octagon, Hex, Standee };
inline constexpr auto kTokenShapes = choices<TokenShape>({{"circle", TokenShape::Circle},
                                                          {"square", TokenShape::Square},
                                                          {"triangle", TokenShape::Triangle},
                                                          {"wedge", TokenShape::Wedge},
                                                          {"octagon", TokenShape::Octagon},
                                                          {"hex", TokenShape::Hex},
                                                          {"standee", TokenShape::Standee}});

std::optional<TokenShape> parse_token_shape(std::string_view text);
std::string_view shape_name(TokenShape shape);

// What a token of `diameter_mm` is stuck on is this thick: its preset's coin, washer or cap, else
// kCoinThicknessMm.
double coin_thickness_mm(double diameter_mm);
inline constexpr double kCoinThicknessMm = 2.5;

// A preset name or a length with a unit; nullopt if it is neither or outside 8..80 mm.
std::optional<double> parse_token_size(std::string_view text);

inline constexpr double kMinTokenMm = 8, kMaxTokenMm = 80;
// A standee's face, the tallest piece's, as --standee-height takes it.
inline constexpr double kMinStandeeMm = 10, kMaxStandeeMm = 200;
// Room left between a token and its cell's edge when the size is chosen for the user.
inline constexpr double kTokenCellMargin = 0.75;

// The largest preset whose token fits a cell that holds a circle of `cell_fit_mm` with the
// margin above; when none fits, that circle less the margin.
double default_token_mm(double cell_fit_mm);

// "euro-1, euro-2, ... or a length like 24mm", for help text and errors.
std::string token_size_help();

}  // namespace pp

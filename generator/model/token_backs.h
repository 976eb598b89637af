#pragma once
// What the back of a token shows, as a layout's `tokens.backs` or `--backs` names it, and the
// edge a double-sided sheet turns over (`--duplex`).
#include <optional>
#include <string_view>

namespace pp {

// none: single-sided; plain: the side's colour; mirror: the same piece again; promoted: a
// pawn's back shows what it promotes to (others plain); mask: a token that hides pieces
// (`hides:` in tokens.extras) shows the piece under it on its back (others plain); fold: the
// same piece again, on the lower half of the sheet itself, which folds up behind the upper half
// (for printers that print one side only).
enum class TokenBacks { None, Plain, Mirror, Promoted, Mask, Fold };

std::optional<TokenBacks> parse_token_backs(std::string_view text);
std::string_view backs_name(TokenBacks backs);
inline constexpr std::string_view kBacksChoices = "none, plain, mirror, promoted, mask or fold";

// Which edge of the paper the printer turns a double-sided sheet over for the back.
enum class Duplex { Long, Short };

std::optional<Duplex> parse_duplex(std::string_view text);
std::string_view duplex_name(Duplex duplex);

}  // namespace pp

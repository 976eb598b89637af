#pragma once
// How token sheets are printed: what the back of a token shows, as a layout's `tokens.backs` or
// `--backs` names it, the edge a double-sided sheet turns over (`--duplex`), a cutting machine's
// marks (`--cut-marks`) and a standee's base (`--standee-base`).
#include <optional>
#include <string_view>

#include "common/choices.h"

namespace pp {

// none: single-sided; plain: the side's colour; mirror: the same piece again; promoted: a
// pawn's back shows what it promotes to (others plain); mask: a token that hides pieces
// (`hides:` in tokens.extras) shows the piece under it on its back (others plain); fold: the
// same piece again, on the lower half of the sheet itself, which folds up behind the upper half
// (for printers that print one side only).
enum class TokenBacks { None, Plain, Mirror, Promoted, Mask, Fold };

inline constexpr auto kTokenBacks = choices<TokenBacks>({{"none", TokenBacks::None},
                                                         {"plain", TokenBacks::Plain},
                                                         {"mirror", TokenBacks::Mirror},
                                                         {"promoted", TokenBacks::Promoted},
                                                         {"mask", TokenBacks::Mask},
                                                         {"fold", TokenBacks::Fold}});

inline std::optional<TokenBacks> parse_token_backs(std::string_view text) { return kTokenBacks.parse(text); }
inline std::string_view backs_name(TokenBacks backs) { return kTokenBacks.name(backs); }

// Which edge of the paper the printer turns a double-sided sheet over for the back.
enum class Duplex { Long, Short };

inline constexpr auto kDuplex = choices<Duplex>({{"long", Duplex::Long}, {"short", Duplex::Short}});

inline std::optional<Duplex> parse_duplex(std::string_view text) { return kDuplex.parse(text); }
inline std::string_view duplex_name(Duplex duplex) { return kDuplex.name(duplex); }

// The registration marks a cutting machine's software prints for print-then-cut, printed on the
// token sheets (`--cut-marks`): Silhouette Studio's (a square and two corners), Cricut Design
// Space's (a frame with a square), or none.
enum class CutMarks { None, Silhouette, Cricut };

inline constexpr auto kCutMarks =
    choices<CutMarks>({{"silhouette", CutMarks::Silhouette}, {"cricut", CutMarks::Cricut}, {"none", CutMarks::None}});

inline std::optional<CutMarks> parse_cut_marks(std::string_view text) { return kCutMarks.parse(text); }
inline std::string_view cut_marks_name(CutMarks marks) { return kCutMarks.name(marks); }

// What holds a standee up (`--standee-base`): two tabs folding out from its faces, or a strip
// of its own with a slot the folded piece stands in.
enum class StandeeBase { Tabs, Slot };

inline constexpr auto kStandeeBases = choices<StandeeBase>({{"tabs", StandeeBase::Tabs}, {"slot", StandeeBase::Slot}});

inline std::optional<StandeeBase> parse_standee_base(std::string_view text) { return kStandeeBases.parse(text); }
inline std::string_view standee_base_name(StandeeBase base) { return kStandeeBases.name(base); }

}  // namespace pp

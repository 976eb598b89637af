// Compulsory capture (Antichess, Losers): `rules: must-capture: true`. When a side has a legal
// capture, only its captures are legal; en passant counts as one, a drop never does.
#include <algorithm>

#include "common/yaml_at.h"
#include "rules/mechanisms/mechanism.h"
#include "rules/play/movegen.h"

namespace rules {

extern const Mechanism kMustCapture;  // defined below, used before

namespace {

bool captures(const Move& m) { return m.cap[0] >= 0 || m.cap[1] >= 0; }

void keep_captures(const Game&, const Position&, std::vector<Move>& legal) {
  if (std::any_of(legal.begin(), legal.end(), captures))
    legal.erase(std::remove_if(legal.begin(), legal.end(), [](const Move& m) { return !captures(m); }), legal.end());
}

void read(const pp::yaml::At& n, const Board&, Variant& v) { read_two_sided_switch(n, v, kMustCapture); }

}  // namespace

const Judge kJudge{
    .filter = &keep_captures,
};

// Its variants.ini keys, as Fairy-Stockfish's parser reads them (fsf_key.h).
constexpr FsfKey kFsfKeys[] = {
    {"mustCapture", FsfType::kBool},
};
// What the rules sheet says of it.
constexpr RuleWords kWords{.title = "Capturing is compulsory",
                           .text =
                               "A side that can capture must capture; it chooses which capture when it has several."};

extern const Mechanism kMustCapture = {
    .name = "must-capture",
    .read = &read,
    .write = &write_switch,
    .active = [](const Variant& v) { return v.rules.settings.contains("must-capture"); },
    .judge = &kJudge,
    .keys = kFsfKeys,
    .words = kWords,
};

}  // namespace rules

#pragma once
// Helpers for hand-worked move tests: load a layout once, list a piece's legal moves as text.
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "rules/play/game.h"
#include "rules/play/movegen.h"

namespace testutil {

const rules::Game& load(const std::string& layout);
// "to[:kind][=promo]" for each legal move of the piece on `from`, sorted, space-separated;
// kind is left out for plain steps. Captures add "x" and the captured cells: "c5x".
std::string destinations(const rules::Game& game, const std::string& fen, const std::string& from);
// Every legal move as the engine writes it (e7e8+, P@e5), sorted; `prefix` keeps those that
// start with it. move_list gives them space-separated.
std::vector<std::string> legal_moves(const rules::Game& game, const std::string& fen, const std::string& prefix = "");
std::string move_list(const rules::Game& game, const std::string& fen, const std::string& prefix = "");
// How many moves of a move_list start with `prefix` ("" counts them all).
size_t count_moves(const std::string& list, const std::string& prefix);
// The FEN after the legal move from `from` to `to` (the only one, or the first listed).
// The outcome of the position `fen` of `layout`.
rules::Outcome outcome_of(const std::string& layout, const std::string& fen);
std::string after(const rules::Game& game, const std::string& fen, const std::string& from, const std::string& to,
                  const std::string& kind = "");
// The position text after the legal move written `text` (move_text); unmaking it must give the
// position back. A move that is not legal is a test failure and gives "".
std::string play(const rules::Game& game, const std::string& fen, const std::string& text);

}  // namespace testutil

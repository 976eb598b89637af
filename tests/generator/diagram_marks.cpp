#include "diagram_marks.h"

#include <regex>
#include <vector>

#include "rules/mechanisms/mechanism.h"
#include "rules/play/movegen.h"

namespace pp::test {

std::map<std::string, std::set<std::string>> marks_in(const std::string& svg) {
  std::map<std::string, std::set<std::string>> out;
  static const std::regex re("class=\"marker ([a-z-]+) ([a-z]+[0-9]+)\"");
  for (auto it = std::sregex_iterator(svg.begin(), svg.end(), re); it != std::sregex_iterator(); ++it)
    out[(*it)[2]].insert((*it)[1]);
  return out;
}

namespace {

// Marks of cells a move changes other than where the mover goes: a pawn taken en passant, the
// piece gated in on the cell the mover leaves; and the walls standing in the position.
bool moves_there(const std::string& kind) {
  return kind != "promotion" && kind != "highlight" && kind != "forbidden" && kind != "en-passant" && kind != "gate" &&
         kind != "wall";
}

}  // namespace

std::set<std::string> move_cells(const std::map<std::string, std::set<std::string>>& marks) {
  std::set<std::string> out;
  for (const auto& [cell, kinds] : marks)
    for (const auto& k : kinds)
      if (moves_there(k)) out.insert(cell);
  return out;
}

size_t move_marks(const std::map<std::string, std::set<std::string>>& marks) {
  size_t n = 0;
  for (const auto& [cell, kinds] : marks)
    for (const auto& k : kinds) n += moves_there(k) ? 1 : 0;
  return n;
}

std::set<std::string> legal_cells(const rules::Game& game, rules::Position pos, int cell, bool alone) {
  pos.stm = rules::side_of(pos.board[static_cast<size_t>(cell)]);
  std::vector<rules::Move> moves;
  // A piece alone is shown moving even where losing pieces would have ended the game.
  if (alone) rules::generate_moves(game, pos, moves);
  else rules::generate_legal(game, pos, moves);
  std::set<std::string> out;
  for (const auto& m : moves) {
    if (m.from != cell) continue;
    const std::string_view kind = game.kind(m.kind).name;
    if (kind == "lion-pass" || kind == "removed") continue;
    if (kind == "lion-igui") {
      out.insert(game.board().cell(m.cap[0]).name);
      continue;
    }
    out.insert(game.board().cell(m.to).name);
    for (int c : m.cap)
      if (c >= 0 && kind != "en-passant") out.insert(game.board().cell(c).name);
  }
  return out;
}

std::set<std::string> alone_cells(const rules::Game& game, int type, int cell, const std::vector<int>& screens,
                                  int screen_type) {
  const rules::Board& board = game.board();
  rules::Position pos;
  pos.fit(game.variant(), board);
  pos.board[static_cast<size_t>(cell)] = rules::make_piece(0, type);
  for (int s : screens) pos.board[static_cast<size_t>(s)] = rules::make_piece(0, screen_type);
  if (game.variant().pieces[static_cast<size_t>(type)].royal) pos.king[0] = static_cast<std::int16_t>(cell);
  if (game.sides() > 2 && !game.variant().rules.check) {
    // With more than two armies and no check, a piece alone would have ended the game (one side
    // left holding a King). A diagram is an illustration (README: kingless positions are fine):
    // every army counts as still in play, its King standing, for the core, on the piece's own
    // cell, where no move of the piece goes.
    for (auto& k : pos.king)
      if (k < 0) k = static_cast<std::int16_t>(cell);
  }
  std::set<std::string> out = legal_cells(game, pos, cell, true);
  int victim = -1;
  for (size_t t = 0; t < game.variant().pieces.size() && victim < 0; ++t) {
    const auto& p = game.variant().pieces[t];
    if (!p.royal && !p.pawn && p.special.empty()) victim = static_cast<int>(t);
  }
  if (victim < 0) return out;
  for (int t = 0; t < board.size(); ++t) {
    if (pos.board[static_cast<size_t>(t)]) continue;
    rules::Position probe = pos;
    probe.board[static_cast<size_t>(t)] = rules::make_piece(1, victim);
    std::vector<rules::Move> moves;
    rules::generate_moves(game, probe, moves);
    for (const auto& m : moves)
      if (m.from == cell && game.kind(m.kind).name != "en-passant" && (m.cap[0] == t || m.cap[1] == t))
        out.insert(board.cell(t).name);
  }
  return out;
}

}  // namespace pp::test

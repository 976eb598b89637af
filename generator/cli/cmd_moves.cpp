// `pawnprint moves`: the legal moves of a position, as text or JSON.
#include <bit>
#include <cmath>
#include <iostream>
#include <sstream>

#include "cli/commands.h"
#include "cli/rules_common.h"
#include "common/input_error.h"
#include "common/json.h"
#include "rules/mechanisms/mechanism.h"
#include "rules/notation/notation.h"
#include "rules/notation/san.h"
#include "rules/play/modes.h"
#include "rules/play/movegen.h"
#include "rules/variant/armies.h"

namespace pp::cli {
namespace {

struct MovesFlags {
  std::string layout, fen, from, mode;
  bool json = false;
  bool san = false;
};

// The piece a move promotes to, or a drop puts down, as position text writes it (Q, q, +P).
// A share of the point as a scoresheet writes it: quarters as fractions, anything else in decimals.
std::string points_text(double points) {
  for (int q = 0; q <= 4; ++q)
    if (std::abs(points * 4 - q) < 1e-9) return q == 0 ? "0" : q == 4 ? "1" : q == 2 ? "1/2" : std::to_string(q) + "/4";
  std::ostringstream out;
  out << points;
  return out.str();
}

std::string promo_letter(const rules::Game& g, const rules::Move& m, int side) {
  const auto& piece = g.variant().pieces[static_cast<size_t>(m.promo)];
  const char c = piece.letter;
  return (piece.promoted ? "+" : "") +
         std::string(1, side == 0 ? c : static_cast<char>(std::tolower(static_cast<unsigned char>(c))));
}

int run_moves(const MovesFlags& f) {
  const RulesInput in = load_rules(f.layout, f.mode);
  const rules::Game& g = *in.game;
  rules::Position pos = position_from(g, f.fen);
  int from = -1;
  if (!f.from.empty()) {
    from = g.board().find(f.from);
    if (from < 0) throw InputError({"--from", 0, 0}, "no cell '" + f.from + "' on this board");
    const auto who = [&](int side) {
      return g.sides() > 2 ? std::string(rules::army_name(side)) : side == 0 ? "White" : "Black";
    };
    const rules::Piece there = pos.board[static_cast<size_t>(from)];
    if (there == 0) throw InputError({"--from", 0, 0}, f.from + " is empty: there is no piece to move");
    if (rules::is_wall(there)) throw InputError({"--from", 0, 0}, f.from + " is a wall: there is no piece to move");
    if (rules::side_of(there) != pos.stm)
      throw InputError({"--from", 0, 0}, "the piece on " + f.from + " is " + who(rules::side_of(there)) + "'s and " +
                                             who(pos.stm) + " is to move (the side to move is the FEN's second field)");
  }
  std::vector<rules::Move> moves;
  // A dead position is drawn though its moves go on (perft counts them): the game has none left.
  if (!rules::scored_end(g, pos).over()) rules::generate_legal(g, pos, moves);
  std::vector<std::string> sans;
  if (f.san) sans = rules::san_list(g, pos, moves);
  const auto name = [&](int c) { return g.board().cell(c).name; };
  Json out = Json::array();
  for (size_t i = 0; i < moves.size(); ++i) {
    const rules::Move& m = moves[i];
    if (from >= 0 && m.from != from) continue;
    Json path = Json::array(), captures = Json::array();
    for (int c : rules::move_path(g, m)) path.push(name(c));
    for (int c : m.cap)
      if (c >= 0) captures.push(name(c));
    if (f.json) {
      Json j = Json::object();
      // A drop comes from the hand: no cell, and the piece it puts down.
      const bool drop = g.kind(m.kind).drop;
      j["from"] = drop ? Json(nullptr) : Json(name(m.from));
      j["to"] = name(m.to);
      j["path"] = path;
      j["captures"] = captures;
      j["promotion"] = m.promo >= 0 && !drop ? Json(promo_letter(g, m, pos.stm)) : Json(nullptr);
      if (drop) j["drop"] = promo_letter(g, m, pos.stm);
      j["kind"] = std::string(g.kind(m.kind).name);
      if (f.san) j["san"] = sans[i];
      out.push(j);
    } else {
      std::cout << (f.san ? sans[i] : rules::move_text(g, m)) << ' ' << g.kind(m.kind).name;
      for (int c : m.cap)
        if (c >= 0) std::cout << " x" << name(c);
      if (m.promo >= 0 && !g.kind(m.kind).drop) std::cout << " =" << promo_letter(g, m, pos.stm);
      std::cout << '\n';
    }
  }
  if (f.json) {
    std::cout << out.dump();  // ends with a newline
  } else if (moves.empty()) {
    const rules::Outcome o = rules::outcome(g, pos);
    std::cout << "# " << rules::ending_name(o.ending);
    if (o.winner >= 0 && g.sides() > 2)
      std::cout << ", " << rules::side_name(g, o.winner) << (std::popcount(o.armies) > 1 ? " win" : " wins");
    else if (o.winner >= 0 && o.points < 1)
      std::cout << ", " << (o.winner == 0 ? "white" : "black") << " scores " << points_text(o.points) << " and "
                << (o.winner == 0 ? "black" : "white") << " " << points_text(1 - o.points);
    else if (o.winner >= 0) std::cout << ", " << (o.winner == 0 ? "white" : "black") << " wins";
    else std::cout << ", a draw";
    std::cout << '\n';
  }
  return kOk;
}

std::pair<CLI::App*, Runner> setup_moves(CLI::App& app) {
  auto* sub = app.add_subcommand("moves", "list the legal moves of a position");
  auto f = std::make_shared<MovesFlags>();
  sub->add_option("LAYOUT", f->layout, "layout name (as `pawnprint list` shows them) or YAML file")->required();
  add_mode_option(*sub, f->mode);
  add_fen_option(*sub, f->fen);
  sub->add_option("--from", f->from, "only the moves of the piece on this cell");
  sub->add_flag("--json", f->json, "print a JSON list of {from, to, path, captures, promotion, kind}");
  sub->add_flag("--san", f->san,
                "write each move in SAN (Nf3, exd5, O-O, e8=Q, with + and #) instead of as cells; with --json, "
                "add it as \"san\"");
  return {sub, [f] { return run_moves(*f); }};
}

}  // namespace

PP_COMMAND(50, setup_moves);

}  // namespace pp::cli

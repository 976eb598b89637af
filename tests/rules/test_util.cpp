#include "test_util.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <sstream>
#include <stdexcept>
#include <vector>

#include "rules/load/load.h"
#include "rules/mechanisms/mechanism.h"
#include "rules/notation/notation.h"
#include "rules/play/movegen.h"
#include "support/paths.h"

namespace testutil {

const rules::Game& load(const std::string& layout) {
  static std::map<std::string, std::unique_ptr<rules::Game>> cache;
  auto& g = cache[layout];
  if (!g) {
    // A shipped layout, else one kept for the tests in tests/rules/layouts/ (grand-castling).
    const auto shipped = pp::test::layout_path(layout);
    g = rules::load_game(std::filesystem::exists(shipped)
                             ? shipped.string()
                             : (pp::test::source_dir() / "tests/rules/layouts" / (layout + ".yaml")).string());
  }
  return *g;
}

namespace {

std::string describe(const rules::Game& g, const rules::Move& m) {
  std::string s = g.board().cell(m.to).name;
  auto add = [&s](char sep, std::string_view text) {
    s += sep;
    s += text;
  };
  const std::string_view kind = g.kind(m.kind).name;
  if (kind != "step") add(':', kind);
  if (kind == "lion-double" || kind == "lion-igui" || kind == "lion-pass" || kind == "reenter")
    add('@', g.board().cell(m.via).name);
  for (auto c : m.cap)
    if (c >= 0 && c != m.to) add('x', g.board().cell(c).name);
  if (m.promo >= 0) add('=', std::string(1, g.variant().pieces[static_cast<size_t>(m.promo)].letter));
  return s;
}

}  // namespace

std::string destinations(const rules::Game& g, const std::string& fen, const std::string& from) {
  rules::Position pos = rules::parse_fen(g.variant(), g.board(), fen);
  std::vector<rules::Move> moves;
  rules::generate_legal(g, pos, moves);
  std::vector<std::string> out;
  for (const auto& m : moves)
    if (g.board().cell(m.from).name == from) out.push_back(describe(g, m));
  std::sort(out.begin(), out.end());
  std::string s;
  for (const auto& d : out) {
    if (!s.empty()) s += ' ';
    s += d;
  }
  return s;
}

std::vector<std::string> legal_moves(const rules::Game& g, const std::string& fen, const std::string& prefix) {
  rules::Position pos = rules::parse_fen(g.variant(), g.board(), fen);
  std::vector<rules::Move> legal;
  rules::generate_legal(g, pos, legal);
  std::vector<std::string> out;
  for (const auto& m : legal)
    if (std::string t = rules::move_text(g, m); t.starts_with(prefix)) out.push_back(t);
  std::sort(out.begin(), out.end());
  return out;
}

std::string move_list(const rules::Game& g, const std::string& fen, const std::string& prefix) {
  std::string s;
  for (const auto& t : legal_moves(g, fen, prefix)) s += (s.empty() ? "" : " ") + t;
  return s;
}

size_t count_moves(const std::string& list, const std::string& prefix) {
  size_t n = 0;
  std::istringstream in(list);
  for (std::string t; in >> t;) n += t.starts_with(prefix);
  return n;
}

rules::Outcome outcome_of(const std::string& layout, const std::string& fen) {
  const rules::Game& g = load(layout);
  rules::Position pos = rules::parse_fen(g.variant(), g.board(), fen);
  return rules::outcome(g, pos);
}

std::string after(const rules::Game& g, const std::string& fen, const std::string& from, const std::string& to,
                  const std::string& kind) {
  rules::Position pos = rules::parse_fen(g.variant(), g.board(), fen);
  std::vector<rules::Move> moves;
  rules::generate_legal(g, pos, moves);
  for (const auto& m : moves)
    if (g.board().cell(m.from).name == from && g.board().cell(m.to).name == to &&
        (kind.empty() || g.kind(m.kind).name == kind)) {
      rules::Undo u;
      rules::make_move(g, pos, m, u);
      return rules::to_fen(g.variant(), g.board(), pos);
    }
  throw std::runtime_error("no move " + from + "-" + to);
}

std::string play(const rules::Game& g, const std::string& fen, const std::string& text) {
  rules::Position pos = rules::parse_fen(g.variant(), g.board(), fen);
  const std::string before = rules::to_fen(g.variant(), g.board(), pos);
  std::vector<rules::Move> legal;
  rules::generate_legal(g, pos, legal);
  for (const auto& m : legal) {
    if (rules::move_text(g, m) != text) continue;
    rules::Undo u;
    rules::make_move(g, pos, m, u);
    std::string now = rules::to_fen(g.variant(), g.board(), pos);
    rules::unmake_move(g, pos, m, u);
    EXPECT_EQ(rules::to_fen(g.variant(), g.board(), pos), before) << "unmaking " << text;
    return now;
  }
  ADD_FAILURE() << text << " is not legal in " << fen;
  return "";
}

}  // namespace testutil

// Reading a variant's roster, setup and rules from its layout.
#include "rules/variant.h"

#include <algorithm>
#include <cctype>
#include <stdexcept>

#include "common/yamlutil.h"
#include "rules/mechanism.h"
#include "rules/position.h"

namespace rules {

namespace y = pp::yaml;

bool PieceType::has(std::string_view mechanism) const {
  return std::find(special.begin(), special.end(), mechanism) != special.end();
}

const PieceType* Variant::piece(char letter, bool promoted) const {
  const int t = type_index(letter, promoted);
  return t < 0 ? nullptr : &pieces[static_cast<size_t>(t)];
}

int Variant::type_index(char letter, bool promoted) const {
  for (size_t i = 0; i < pieces.size(); ++i)
    if (pieces[i].letter == letter && pieces[i].promoted == promoted) return static_cast<int>(i);
  return -1;
}

int Variant::promoted_type(int type) const {
  const auto& p = pieces[static_cast<size_t>(type)];
  return p.promoted ? -1 : type_index(p.letter, true);
}

int Variant::unpromoted_type(int type) const {
  const auto& p = pieces[static_cast<size_t>(type)];
  return p.promoted ? type_index(p.letter, false) : -1;
}

namespace {

PieceType read_piece(const std::string& file, const YAML::Node& key, const YAML::Node& node, const Board& board) {
  PieceType pt;
  const std::string letter = y::as_string(file, key, "piece letter");
  // `+X` is X's promoted form, a piece of its own that the position text writes with its `+`.
  pt.promoted = letter.size() == 2 && letter[0] == '+';
  if (letter.size() != (pt.promoted ? 2u : 1u) || !std::isupper(static_cast<unsigned char>(letter.back())))
    throw y::error_at(file, key,
                      "piece letter must be one upper-case letter, or + and one for a promoted form, not '" + letter +
                          "'");
  pt.letter = letter.back();
  // `art` names the piece's drawing; the generator reads it (pp::Layout::art), the rules do not.
  y::check_keys(file, node, {"name", "betza", "royal", "pawn", "special", "art", "starts"}, "piece " + letter);
  if (!node["name"]) throw y::error_at(file, node, "piece " + letter + " needs a name");
  if (!node["betza"]) throw y::error_at(file, node, "piece " + letter + " needs its movement in 'betza'");
  pt.name = y::as_string(file, node["name"], "name");
  pt.betza = y::as_string(file, node["betza"], "betza");
  try {
    pt.legs = parse_betza(pt.betza, board.topology());
  } catch (const std::invalid_argument& e) {
    throw y::error_at(file, node["betza"], e.what());
  }
  if (node["royal"]) pt.royal = y::as_bool(file, node["royal"], "royal");
  if (node["pawn"]) pt.pawn = y::as_bool(file, node["pawn"], "pawn");
  if (const auto& st = node["starts"]) {
    y::require_seq(file, st, "starts");
    for (const auto& c : st) {
      const std::string name = y::as_string(file, c, "cell");
      const int cell = board.topology().find(name);
      if (cell < 0) throw y::error_at(file, c, "no cell '" + name + "' on this board");
      pt.starts.push_back(cell);
    }
  }
  if (const auto& sp = node["special"]) {
    y::require_seq(file, sp, "special");
    // Every mechanism a piece can name (the registry's piece mechanisms); another is an error.
    std::vector<std::string_view> known;
    for (const Mechanism* m : mechanisms())
      if (m->piece) known.push_back(m->name);
    for (const auto& m : sp) {
      std::string name = y::as_string(file, m, "mechanism");
      if (std::find(known.begin(), known.end(), name) == known.end()) {
        std::string msg = "unknown mechanism '" + name + "'";
        if (auto near = y::nearest(name, known); !near.empty()) msg += " (did you mean '" + near + "'?)";
        throw y::error_at(file, m, msg);
      }
      pt.special.push_back(name);
    }
  }
  return pt;
}

}  // namespace

std::string read_piece_letters(const std::string& file, const YAML::Node& node, const Variant& v,
                               std::string_view what) {
  std::string out;
  if (node.IsSequence()) {
    for (const auto& n : node) out += y::as_string(file, n, what);
  } else {
    out = y::as_string(file, node, what);
  }
  for (char c : out)
    if (!v.piece(c)) throw y::error_at(file, node, std::string(what) + ": unknown piece letter '" + c + "'");
  return out;
}

int read_file_letter(const std::string& file, const YAML::Node& node, const Board& board, std::string_view what) {
  const std::string s = y::as_string(file, node, what);
  for (int x = 0; x < board.files(); ++x)
    if (file_name(x) == s) return x;
  throw y::error_at(file, node,
                    std::string(what) + " must be a file of the board (a.." + file_name(board.files() - 1) +
                        "), not '" + s + "'");
}

namespace {

// `rules: sides:`, read before the pieces: how many sides play, each seeing the board turned by
// the same share of a full turn. Two unless the layout says otherwise.
int read_sides(const std::string& file, const YAML::Node& node, const Board& board) {
  if (!node) return 2;
  const int sides = static_cast<int>(y::as_int(file, node, "sides", 1, kMaxSides));
  if (!board.topology().seats(sides)) {
    std::string can;
    for (int k = 1; k <= kMaxSides; ++k)
      if (board.topology().seats(k)) can += (can.empty() ? "" : ", ") + std::to_string(k);
    throw y::error_at(file, node,
                      "this board seats " + can + " sides, each turned the same share of the board from the next");
  }
  return sides;
}

void read_rules(const std::string& file, const YAML::Node& node, const Board& board, Variant& v) {
  std::vector<std::string_view> keys{"sides", "pawn-runs", "en-passant", "check"};
  for (const Mechanism* m : mechanisms())
    if (!m->piece && m->read) keys.push_back(m->name);
  y::check_keys(file, node, keys, "rules");
  RuleSet& r = v.rules;
  if (const auto& n = node["pawn-runs"]) {
    y::require_map(file, n, "pawn-runs");
    for (const auto& kv : n) {
      int rank = static_cast<int>(y::as_int(file, kv.first, "pawn-runs rank", 1, 99));
      r.pawn_runs[rank] = static_cast<int>(y::as_int(file, kv.second, "pawn-runs cells", 1, 99));
    }
  }
  if (node["en-passant"]) r.en_passant = y::as_bool(file, node["en-passant"], "en-passant");
  if (node["check"]) r.check = y::as_bool(file, node["check"], "check");
  // Each special rule reads its own key (mechanism.h).
  for (const Mechanism* m : mechanisms())
    if (!m->piece && m->read)
      if (const auto& n = node[std::string(m->name)]) m->read(file, n, board, v);
}

}  // namespace

Variant load_variant(const std::string& file, const YAML::Node& root, const Board& board) {
  Variant v;
  if (const auto& r = root["rules"]; r && r.IsMap()) v.sides = read_sides(file, r["sides"], board);
  const auto& pieces = root["pieces"];
  if (!pieces) throw pp::InputError({file, 1, 1}, "the layout has no 'pieces'");
  y::require_map(file, pieces, "pieces");
  for (const auto& kv : pieces) {
    PieceType pt = read_piece(file, kv.first, kv.second, board);
    if (v.piece(pt.letter, pt.promoted))
      throw y::error_at(file, kv.first, std::string("piece letter '") + kv.first.Scalar() + "' twice");
    if (v.pieces.size() >= kMaxTypes) throw y::error_at(file, kv.first, "too many piece types");
    v.pieces.push_back(std::move(pt));
  }
  for (const auto& kv : pieces) {
    const std::string& key = kv.first.Scalar();
    if (key.size() != 2) continue;
    const int base = v.type_index(key[1]);
    if (base < 0) throw y::error_at(file, kv.first, "'" + key + "' is the promoted form of a piece the layout lacks");
    v.pieces[static_cast<size_t>(base)].flips = true;
  }
  if (const auto& r = root["rules"]) read_rules(file, r, board, v);
  const auto& setup = root["setup"];
  if (!setup) throw pp::InputError({file, 1, 1}, "the layout has no 'setup'");
  v.setup_fen = y::as_string(file, setup, "setup");
  try {
    Position pos = parse_fen(v, board, v.setup_fen, false);
    for (int c = 0; c < board.size(); ++c) {
      Piece p = pos.board[static_cast<size_t>(c)];
      if (p) v.setup.push_back({c, v.pieces[static_cast<size_t>(type_of(p))].letter, side_of(p)});
    }
  } catch (const FenError& e) {
    throw y::error_at(file, setup, std::string("setup: ") + e.what());
  }
  return v;
}

}  // namespace rules

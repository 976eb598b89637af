// Reading a variant's roster, setup and rules from its layout: each piece's special rules and each
// `rules:` key by the registry's names, so this sits above the registry (mechanisms/).
#include <algorithm>
#include <cctype>
#include <stdexcept>

#include "common/yamlutil.h"
#include "rules/load/load.h"
#include "rules/mechanisms/mechanism.h"
#include "rules/notation/fen.h"

namespace rules {

namespace y = pp::yaml;
using pp::yaml::At;

namespace {

PieceType read_piece(const YAML::Node& key, const At& node, const Board& board) {
  PieceType pt;
  const std::string letter = y::as_string(node.file(), key, "piece letter");
  // `+X` is X's promoted form, a piece of its own that the position text writes with its `+`.
  pt.promoted = letter.size() == 2 && letter[0] == '+';
  if (letter.size() != (pt.promoted ? 2u : 1u) || !std::isupper(static_cast<unsigned char>(letter.back())))
    throw y::error_at(node.file(), key,
                      "piece letter must be one upper-case letter, or + and one for a promoted form, not '" + letter +
                          "'");
  pt.letter = letter.back();
  // `art` names the piece's drawing and `height` its standee's face; the generator reads them
  // (pp::Layout), the rules do not.
  node.keys({"name", "betza", "royal", "pawn", "special", "art", "height", "starts", "also"}, "piece " + letter);
  if (!node["name"]) throw node.error("piece " + letter + " needs a name");
  if (!node["betza"]) throw node.error("piece " + letter + " needs its movement in 'betza'");
  pt.name = node["name"].text("name");
  pt.betza = node["betza"].text("betza");
  try {
    // An empty Betza is a piece that never moves (a blocker): it has no legs.
    if (!pt.betza.empty()) pt.legs = parse_betza(pt.betza, board.topology());
  } catch (const std::invalid_argument& e) {
    throw node["betza"].error(e.what());
  }
  if (const At royal = node["royal"]) pt.royal = royal.flag("royal");
  if (const At also = node["also"]) {
    for (const At& a : also.items("also")) {
      const std::string other = a.text("also");
      if (other.size() != 1 || !std::isupper(static_cast<unsigned char>(other[0])) || other[0] == pt.letter)
        throw a.error("also: another upper-case letter the piece is written with, not '" + other + "'");
      pt.also += other;
    }
  }
  if (const At pawn = node["pawn"]) pt.pawn = pawn.flag("pawn");
  if (const At st = node["starts"]) {
    for (const At& c : st.items("starts")) {
      const std::string name = c.text("cell");
      const int cell = board.topology().find(name);
      if (cell < 0) throw c.error("no cell '" + name + "' on this board");
      pt.starts.push_back(cell);
    }
  }
  if (const At sp = node["special"]) {
    const std::vector<At> items = sp.items("special");
    // Every mechanism a piece can name (the registry's piece mechanisms); another is an error.
    std::vector<std::string_view> known;
    for (const Mechanism* m : mechanisms())
      if (m->piece) known.push_back(m->name);
    for (const At& m : items) {
      std::string name = m.text("mechanism");
      if (std::find(known.begin(), known.end(), name) == known.end()) {
        std::string msg = "unknown mechanism '" + name + "'";
        if (auto near = y::nearest(name, known); !near.empty()) msg += " (did you mean '" + near + "'?)";
        throw m.error(msg);
      }
      pt.special.push_back(name);
    }
  }
  return pt;
}

// `rules: sides:`, read before the pieces: how many sides play, each seeing the board turned by
// the same share of a full turn. Two unless the layout says otherwise.
int read_sides(const At& node, const Board& board) {
  if (!node) return 2;
  const int sides = static_cast<int>(node.whole("sides", 1, kMaxSides));
  if (!board.topology().seats(sides)) {
    std::string can;
    for (int k = 1; k <= kMaxSides; ++k)
      if (board.topology().seats(k)) can += (can.empty() ? "" : ", ") + std::to_string(k);
    throw node.error("this board seats " + can + " sides, each turned the same share of the board from the next");
  }
  return sides;
}

// `kingless: [white]`: the sides position text may leave without their royal piece.
unsigned read_kingless(const At& node, const Variant& v) {
  if (v.sides != 2) throw node.error("kingless: a game of two sides only (white, black)");
  unsigned sides = 0;
  for (const At& item : node.items("kingless")) {
    const std::string name = item.text("kingless side");
    if (name != "white" && name != "black") throw item.error("kingless: a side is white or black, not '" + name + "'");
    sides |= name == "white" ? 1u : 2u;
  }
  return sides;
}

void read_rules(const At& node, const Board& board, Variant& v) {
  std::vector<std::string_view> keys{"sides", "pawn-runs", "en-passant", "check", "kingless"};
  for (const Mechanism* m : mechanisms())
    if (!m->piece && m->read) keys.push_back(m->name);
  node.keys(keys, "rules");
  RuleSet& r = v.rules;
  if (const At n = node["pawn-runs"]) {
    y::require_map(n.file(), n.node(), "pawn-runs");
    for (const auto& kv : n.node()) {
      int rank = static_cast<int>(y::as_int(n.file(), kv.first, "pawn-runs rank", 1, 99));
      r.pawn_runs[rank] = static_cast<int>(n[kv.first.Scalar()].whole("pawn-runs cells", 1, 99));
    }
  }
  // `en-passant: [2]`: only a run from the second rank may be taken (Horde's first-rank runs not).
  if (const At n = node["en-passant"]) {
    if (n.node().IsSequence()) {
      for (const At& item : n.items("en-passant"))
        r.en_passant_ranks.push_back(static_cast<int>(item.whole("en-passant rank", 1, 99)));
      if (r.en_passant_ranks.empty()) throw n.error("en-passant: a list of ranks needs at least one");
    } else {
      r.en_passant = n.flag("en-passant");
    }
  }
  if (const At n = node["check"]) r.check = n.flag("check");
  if (const At n = node["kingless"]) r.kingless = read_kingless(n, v);
  // Each special rule reads its own key (mechanism.h).
  for (const Mechanism* m : mechanisms())
    if (!m->piece && m->read)
      if (const At n = node[m->name]) m->read(n, board, v);
}

}  // namespace

Variant load_variant(const At& root, const Board& board) {
  Variant v;
  v.rules.mechanisms = mechanisms();
  if (const At r = root["rules"]; r && r.node().IsMap()) v.sides = read_sides(r["sides"], board);
  const At pieces = root["pieces"];
  if (!pieces) throw pp::InputError({root.file(), 1, 1}, "the layout has no 'pieces'");
  y::require_map(pieces.file(), pieces.node(), "pieces");
  for (const auto& kv : pieces.node()) {
    PieceType pt = read_piece(kv.first, pieces[kv.first.Scalar()], board);
    if (v.piece(pt.letter, pt.promoted) && v.piece(pt.letter, pt.promoted)->letter == pt.letter)
      throw y::error_at(pieces.file(), kv.first, std::string("piece letter '") + kv.first.Scalar() + "' twice");
    // A promoted face's other letters may be shared: Fairy-Stockfish letters Kyoto Shogi's Tokin and
    // Gold faces both G, and a move's face after it tells them apart.
    for (const PieceType& other : v.pieces)
      for (char c : pt.also)
        if (!pt.promoted && !other.promoted && other.also.find(c) != std::string::npos)
          throw pieces[kv.first.Scalar()]["also"].error(std::string("also: '") + c + "' is also " + other.name + "'s");
    if (v.pieces.size() >= kMaxTypes)
      throw y::error_at(pieces.file(), kv.first,
                        "a layout has at most " + std::to_string(kMaxTypes) + " piece types, promoted forms counted");
    v.pieces.push_back(std::move(pt));
  }
  for (const auto& kv : pieces.node()) {
    const std::string& key = kv.first.Scalar();
    if (key.size() != 2) continue;
    const int base = v.type_index(key[1]);
    if (base < 0)
      throw y::error_at(pieces.file(), kv.first, "'" + key + "' is the promoted form of a piece the layout lacks");
    v.pieces[static_cast<size_t>(base)].flips = true;
  }
  if (const At r = root["rules"]) read_rules(r, board, v);
  number_state_slots(v);
  const At setup = root["setup"];
  if (!setup) throw pp::InputError({root.file(), 1, 1}, "the layout has no 'setup'");
  v.setup_fen = setup.text("setup");
  try {
    Position pos = parse_fen(v, board, v.setup_fen, false);
    for (int c = 0; c < board.size(); ++c) {
      Piece p = pos.board[static_cast<size_t>(c)];
      if (p && !is_wall(p)) v.setup.push_back({c, v.pieces[static_cast<size_t>(type_of(p))].letter, side_of(p)});
    }
  } catch (const FenError& e) {
    throw setup.error(std::string("setup: ") + e.what());
  }
  return v;
}

}  // namespace rules

#include "rules/load/write_variant.h"

#include <string>

#include "rules/mechanisms/mechanism.h"

namespace rules {
namespace {

YAML::Node flow_list() {
  YAML::Node n(YAML::NodeType::Sequence);
  n.SetStyle(YAML::EmitterStyle::Flow);
  return n;
}

std::string key_of(const PieceType& p) { return (p.promoted ? "+" : "") + std::string(1, p.letter); }

}  // namespace

YAML::Node write_pieces(const Variant& v, const Board& board) {
  YAML::Node out(YAML::NodeType::Map);
  for (const PieceType& p : v.pieces) {
    YAML::Node n = flow_map();
    n["name"] = p.name;
    n["betza"] = p.betza;
    if (p.royal) n["royal"] = true;
    if (p.pawn) n["pawn"] = true;
    if (!p.special.empty()) {
      YAML::Node special = flow_list();
      for (const std::string& s : p.special) special.push_back(s);
      n["special"] = special;
    }
    if (!p.starts.empty()) {
      YAML::Node starts = flow_list();
      for (int c : p.starts) starts.push_back(board.cell(c).name);
      n["starts"] = starts;
    }
    if (!p.also.empty()) {
      YAML::Node also = flow_list();
      for (char c : p.also) also.push_back(std::string(1, c));
      n["also"] = also;
    }
    out[key_of(p)] = n;
  }
  return out;
}

YAML::Node write_rules(const Variant& v, const Board& board) {
  const RuleSet& r = v.rules;
  YAML::Node out(YAML::NodeType::Map);
  if (v.sides != 2) out["sides"] = v.sides;
  if (!r.pawn_runs.empty()) {
    YAML::Node runs = flow_map();
    for (const auto& [rank, cells] : r.pawn_runs) runs[rank] = cells;
    out["pawn-runs"] = runs;
  }
  if (!r.en_passant) {
    out["en-passant"] = false;
  } else if (!r.en_passant_ranks.empty()) {
    YAML::Node ranks = flow_list();
    for (int rank : r.en_passant_ranks) ranks.push_back(rank);
    out["en-passant"] = ranks;
  }
  if (!r.check) out["check"] = false;
  if (r.kingless) {
    YAML::Node sides = flow_list();
    if (r.kingless & 1u) sides.push_back("white");
    if (r.kingless & 2u) sides.push_back("black");
    out["kingless"] = sides;
  }
  for (const Mechanism* m : mechanisms())
    if (!m->piece && m->write && plays(*m, v))
      if (YAML::Node n = m->write(v, board); !n.IsNull()) out[std::string(m->name)] = n;
  return out.size() > 0 ? out : YAML::Node();
}

void write_variant(const Variant& v, const Board& board, YAML::Node& root) {
  YAML::Node pieces = write_pieces(v, board);
  if (const YAML::Node old = root["pieces"]; old && old.IsMap())
    for (auto kv : pieces) {
      const YAML::Node had = old[kv.first.Scalar()];
      if (!had || !had.IsMap()) continue;
      for (const char* key : {"art", "height"})
        if (had[key]) kv.second[key] = YAML::Clone(had[key]);
    }
  root["pieces"] = pieces;
  if (YAML::Node rules = write_rules(v, board); !rules.IsNull()) root["rules"] = rules;
  else root.remove("rules");
  root["setup"] = v.setup_fen;
}

}  // namespace rules

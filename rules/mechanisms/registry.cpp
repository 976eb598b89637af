// The registry of special rules (mechanism.h): one line per rule, in the order their hooks run,
// their position-text fields are written, their keys are listed and their moves are generated.
// A rule's file defines its `extern const Mechanism`; its line here is all that names it, so no
// list of declarations is kept anywhere else.
#include <algorithm>
#include <stdexcept>

#include "rules/mechanisms/mechanism.h"
#include "rules/play/movegen.h"

// The order matters: it is the order of the moves generated and of the fields of position text.
#define PP_RULES(RULE)                                                                                 \
  RULE(kCastling)       /* castling.cpp */                                                             \
  RULE(kPromotion)      /* promotion.cpp */                                                            \
  RULE(kVolley)         /* volley.cpp: the Bowman's leapfrogs */                                       \
  RULE(kReenter)        /* volley.cpp: ... and its return from the far end */                          \
  RULE(kGuardCall)      /* guard_call.cpp */                                                           \
  RULE(kAssassin)       /* assassin.cpp */                                                             \
  RULE(kLion)           /* lion.cpp */                                                                 \
  RULE(kLionTrading)    /* lion_trading.cpp: Chu Shogi's Lion-trading rules, as lishogi has them */    \
  RULE(kLionLines)      /* lion_lines.cpp: a Lion's double moves along some lines */                   \
  RULE(kBorrowedMoves)  /* borrowed_moves.cpp: Annan's moves of the piece behind */                    \
  RULE(kShuffle)        /* shuffle.cpp */                                                              \
  RULE(kArmyPlay)       /* army_play.cpp: more than two armies */                                      \
  RULE(kBareKing)       /* bare_king.cpp */                                                            \
  RULE(kStalemate)      /* stalemate.cpp: what a stalemate scores (a draw by default) */               \
  RULE(kDrops)          /* drops.cpp: captured pieces go to the hand, dropped back */                  \
  RULE(kMustDrop)       /* must_drop.cpp: a side with a legal drop must drop */                        \
  RULE(kOppositeDrops)  /* opposite_drops.cpp: Bishops dropped on both colours */                      \
  RULE(kTurnOver)       /* turn_over.cpp: every move shows the piece's other face */                   \
  RULE(kTurnOnCapture)  /* turn_over.cpp: every capture shows the other face */                        \
  RULE(kFlipPromotion)  /* flip_promotion.cpp: Shogi's promotion zone, +X forms */                     \
  RULE(kOnePawnPerFile) /* one_per_file.cpp: nifu */                                                   \
  RULE(kNoDropMate)     /* no_drop_mate.cpp: uchifuzume */                                             \
  RULE(kNoDropCheck)    /* no_drop_check.cpp: no drop may give check */                                \
  RULE(kZoneMoves)      /* zone_moves.cpp: moves a piece gains on some cells */                        \
  RULE(kConfine)        /* confine.cpp: pieces that never leave some cells */                          \
  RULE(kFlyingGeneral)  /* flying_general.cpp: royals may not face each other */                       \
  RULE(kGoal)           /* goal.cpp: a piece reaching its goal cells wins */                           \
  RULE(kNoCheck)        /* no_check.cpp: no move may give check */                                     \
  RULE(kCheckCount)     /* check_count.cpp: the third (n-th) check wins */                             \
  RULE(kExtinction)     /* extinction.cpp: a side without some kind of piece loses */                  \
  RULE(kMustCapture)    /* must_capture.cpp: a side that can capture must */                           \
  RULE(kCheckmate)      /* checkmate.cpp: who wins a checkmate */                                      \
  RULE(kMakpong)        /* makpong.cpp: a King in check may only take its checker */                   \
  RULE(kFirstLeaps)     /* first_leaps.cpp: Cambodian King's and Met's first leaps */                  \
  RULE(kPlacement)      /* placement.cpp: Sittuyin's placement phase */                                \
  RULE(kMetPromotion)   /* met_promotion.cpp: Sittuyin's promotion to a Met */                         \
  RULE(kCounting)       /* counting.cpp: Makruk's and ASEAN's counted end games */                     \
  RULE(kDeadPosition)   /* dead_position.cpp: no mate possible, a draw */                              \
  RULE(kPalaceLines)    /* palace_lines.cpp: moves along the palace diagonals */                       \
  RULE(kJanggiCannon)   /* janggi_cannon.cpp: hops neither over nor onto a Cannon */                   \
  RULE(kPoints)         /* points.cpp: an end without mate scored by points */                         \
  RULE(kPass)           /* pass.cpp: a side may pass instead of moving */                              \
  RULE(kBikjang)        /* bikjang.cpp: facing Generals must part, or the side passes */               \
  RULE(kGating)         /* gating.cpp: a piece from the hand enters where one leaves its first rank */ \
  RULE(kPseudoRoyal)    /* pseudo_royal.cpp: the last pieces of a kind are royal */                    \
  RULE(kBlast)          /* blast.cpp: captures explode (Atomic) */                                     \
  RULE(kBlastKings)     /* blast.cpp: ... and a royal King's part in them */                           \
  RULE(kStalematePass)  /* stalemate_pass.cpp: a side with no move passes */                           \
  RULE(kPetrify)        /* petrify.cpp: a capturer of some kinds turns into a wall */                  \
  RULE(kWalls)          /* walls.cpp: each move walls up a cell (Amazons, the Duck) */

namespace rules {

namespace {

Declared<MoveKind> kinds_of(const Mechanism& m) { return m.moves ? m.moves->kinds : Declared<MoveKind>{}; }
Declared<MarkKind> marks_of(const Mechanism& m) { return m.diagram ? m.diagram->mark_kinds : Declared<MarkKind>{}; }

}  // namespace

#define PP_DECLARE_RULE(name) extern const Mechanism name;
PP_RULES(PP_DECLARE_RULE)
#undef PP_DECLARE_RULE

namespace {

struct Added {
  const Mechanism* rule;
  std::string_view after;
};
// The rules added from outside this file, and whether the registry has been read (after which
// none may be added: it would not be in the list every caller already holds).
std::vector<Added>& added() {
  static std::vector<Added> all;
  return all;
}
bool& read_yet() {
  static bool read = false;
  return read;
}

}  // namespace

AddedRule::AddedRule(const Mechanism& rule, std::string_view after) {
  if (read_yet()) throw std::logic_error("rule '" + std::string(rule.name) + "' added after the registry was read");
  added().push_back({&rule, after});
}

const std::vector<const Mechanism*>& mechanisms() {
  static const std::vector<const Mechanism*> all = [] {
    read_yet() = true;
#define PP_LIST_RULE(name) &(name),
    std::vector<const Mechanism*> v{PP_RULES(PP_LIST_RULE)};
#undef PP_LIST_RULE
    // Rules added from outside go after the rule each names, those after one rule in the order
    // of their names: the same list whatever order a program's files start in.
    std::vector<Added> extra = added();
    std::sort(extra.begin(), extra.end(), [](const Added& a, const Added& b) { return a.rule->name > b.rule->name; });
    for (const Added& a : extra) {
      const auto after = std::find_if(v.begin(), v.end(), [&](const Mechanism* m) { return m->name == a.after; });
      if (after == v.end())
        throw std::logic_error("rule '" + std::string(a.rule->name) + "' added after '" + std::string(a.after) +
                               "', which is not in the registry");
      v.insert(after + 1, a.rule);
    }
    // Names are how layouts, tests and legends find rules, kinds, marks and endings: each once.
    std::vector<std::string_view> rules, kinds{kStep.name, kPawnRun.name, kEnPassant.name}, marks,
        ends{kCheckmateEnding.name, kStalemateEnding.name};
    for (const Mechanism* m : v) {
      rules.push_back(m->name);
      for (const MoveKind* k : kinds_of(*m)) kinds.push_back(k->name);
      for (const MarkKind* k : marks_of(*m)) marks.push_back(k->name);
      if (m->ends)
        for (const Ending* e : m->ends->endings) ends.push_back(e->name);
    }
    for (auto* names : {&rules, &kinds, &marks, &ends}) {
      std::sort(names->begin(), names->end());
      if (auto d = std::adjacent_find(names->begin(), names->end()); d != names->end())
        throw std::logic_error("mechanisms: the name '" + std::string(*d) + "' is declared twice");
    }
    return v;
  }();
  return all;
}

void read_two_sided_switch(const pp::yaml::At& n, Variant& v, const Mechanism& m) {
  if (!n.flag(m.name)) return;
  if (v.sides != 2) throw n.error(std::string(m.name) + " is a rule of two sides");
  v.rules.settings[std::string(m.name)] = true;
}

YAML::Node write_switch(const Variant&, const Board&) { return YAML::Node(true); }

const Mechanism* find_mechanism(std::string_view name) {
  for (const Mechanism* m : mechanisms())
    if (m->name == name) return m;
  return nullptr;
}

const std::vector<const MarkKind*>& rule_marks() {
  static const std::vector<const MarkKind*> all = [] {
    std::vector<const MarkKind*> v{&kMoveMark, &kCaptureMark, &kInitialMark, &kEnPassantMark};
    for (const Mechanism* m : mechanisms()) {
      const Declared<MarkKind> marks = marks_of(*m);
      v.insert(v.end(), marks.begin(), marks.end());
    }
    std::stable_sort(v.begin(), v.end(), [](const MarkKind* a, const MarkKind* b) { return a->order < b->order; });
    return v;
  }();
  return all;
}

MoveMarks move_marks(const Game& game, Position& pos, const Move& m) {
  MoveMarks out;
  const int type = type_of(pos.board[static_cast<size_t>(m.from)]);
  const Mechanism* owner = game.owner(m.kind);
  for (const Mechanism* mech : game.markers())
    if (mech->diagram->marks && (mech == owner || game.has(type, *mech)) && mech->diagram->marks(game, pos, m, out))
      return out;
  const bool cap = m.cap[0] >= 0 || m.cap[1] >= 0;
  if (m.kind == kPawnRunKind) {
    out.cells.push_back({m.to, &kInitialMark});
  } else if (m.kind == kEnPassantKind) {
    // The pawn lands on an empty cell; the one it takes stands beside it and gets a mark of its own.
    out.cells.push_back({m.to, &kCaptureMark});
    out.cells.push_back({m.cap[0], &kEnPassantMark});
  } else {
    out.cells.push_back({m.to, cap ? &kCaptureMark : &kMoveMark});
  }
  return out;
}

std::vector<int> refused_cells(const Game& game, const Position& pos, const Move& m) {
  std::vector<int> cells;
  for (const Mechanism* mech : game.in_play())
    if (mech->diagram && mech->diagram->refused) mech->diagram->refused(game, pos, m, cells);
  return cells;
}

}  // namespace rules

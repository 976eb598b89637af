#pragma once
// A special rule as the rules core sees it: its name, how it reads its settings, whether a
// variant plays it, and the facets it has (facets/): how it adds or changes moves, how it judges
// them, how it ends a game, its state through make and unmake, its field in position text and
// its marks on diagrams. A rule declares only the facets it has; the compiled game keeps, for each
// facet, the rules in play that have it (Game::judges(), ...), so move generation asks only those.
// The rules themselves, one file each, and their registry are in mechanisms/, a layer above this
// one: what the core knows of them comes from the variant (RuleSet::mechanisms, the registry's
// list as the variant was loaded).
#include <span>
#include <string_view>

#include "common/yaml_at.h"
#include "rules/play/facets/diagram.h"
#include "rules/play/facets/ends.h"
#include "rules/play/facets/field.h"
#include "rules/play/facets/judge.h"
#include "rules/play/facets/moves.h"
#include "rules/play/facets/state.h"
#include "rules/topology/board.h"
#include "rules/variant/fsf_key.h"
#include "rules/variant/variant.h"

namespace rules {

// What a rules sheet says of a rule in a section of its own: its title and opening sentences,
// where `{piece}` stands for the name of the piece the section's diagram shows.
struct RuleWords {
  std::string_view title{};
  std::string_view text{};
};

struct Mechanism {
  std::string_view name{};  // a piece's `special:` entry, or the `rules:` key that switches it on
  bool piece = false;       // named by pieces; else a rule of the whole game
  // Reads the `rules:` key's settings into the variant (rule mechanisms).
  void (*read)(const pp::yaml::At& node, const Board& board, Variant& v) = nullptr;
  // Writes back what `read` read, as the value of its `rules:` key (load/write_variant.h), for a
  // variant that plays it; a null node where it has nothing to say that a layout left out says.
  YAML::Node (*write)(const Variant& v, const Board& board) = nullptr;
  // In play in this variant? For piece mechanisms, whether some piece names it.
  bool (*active)(const Variant& v) = nullptr;
  // The pieces it applies to without their naming it (promotion: every pawn).
  bool (*applies)(const PieceType& p) = nullptr;

  // Its facets; nullptr where it has none.
  const Moves* moves = nullptr;
  const Judge* judge = nullptr;
  const Ends* ends = nullptr;
  const State* state = nullptr;
  const Field* field = nullptr;
  const Diagram* diagram = nullptr;

  // Import. The variants.ini keys it reads, a row each (variant/fsf_key.h), in the rule's own
  // file: what the importer knows of a key is its row.
  std::span<const FsfKey> keys{};
  // Rules sheet. The words of its section, for a rule that has one.
  RuleWords words{};
};

// Whether `v` plays the rule: its `active` answer, or for a piece rule, whether a piece has it.
bool plays(const Mechanism& m, const Variant& v);
// Numbers the Position::state slots of the rules `v` plays, one rule after another in the order
// of v.rules.mechanisms, into v.rules.state_slots; returns how many they take, which a variant's
// positions make room for (Position::fit).
int number_state_slots(Variant& v);
// How many slots number_state_slots gave `v`'s rules.
int state_slot_count(const Variant& v);

}  // namespace rules

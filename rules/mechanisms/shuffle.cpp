// A back rank dealt at random (`rules: shuffle:`): its settings, the pairs to go on opposite
// colours and the pieces to keep in order. The deal is load/shuffled_setup.cpp's.
#include "common/yaml_at.h"
#include "rules/mechanisms/mechanism.h"

namespace rules {

namespace {

void read(const pp::yaml::At& n, const Board& board, Variant& v) {
  n.keys({"opposite-colours", "in-order"}, "shuffle");
  if (board.shape() != CellShape::Square) throw n.error("shuffle deals a back rank: square boards only");
  auto& r = v.rules.shuffle;
  r.enabled = true;
  if (n["opposite-colours"]) r.opposite_colours = read_piece_letters(n["opposite-colours"], v, "opposite-colours");
  if (n["in-order"]) r.in_order = read_piece_letters(n["in-order"], v, "in-order");
  if (r.opposite_colours.size() % 2) throw n["opposite-colours"].error("opposite-colours needs pairs");
}

YAML::Node write(const Variant& v, const Board&) {
  YAML::Node n = flow_map();
  if (!v.rules.shuffle.opposite_colours.empty()) n["opposite-colours"] = v.rules.shuffle.opposite_colours;
  if (!v.rules.shuffle.in_order.empty()) n["in-order"] = v.rules.shuffle.in_order;
  return n;
}

}  // namespace

// The deal itself is shuffled_setup (load/shuffled_setup.h), asked for by `pawnprint setup --seed`;
// in play nothing changes.

extern const Mechanism kShuffle = {
    .name = "shuffle",
    .read = &read,
    .write = &write,
    .active = [](const Variant& v) { return v.rules.shuffle.enabled; },
};

}  // namespace rules

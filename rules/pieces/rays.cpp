#include "rules/pieces/rays.h"

#include <cstdint>

namespace rules {
namespace {

// Every path a piece may take, merged so that a cell reached the same way twice is one node.
// Children keep the order they were first reached in; a path with gates of its own (a lame
// leap, a leapfrog) or a hopper's line is a leaf ray in that order.
class PathTree {
 public:
  PathTree() : nodes_(1) {}

  void add(const std::vector<int>& path, bool move, bool capture) {
    int at = 0;
    for (int cell : path) {
      int next = -1;
      for (int child : nodes_[static_cast<size_t>(at)].children)
        if (nodes_[static_cast<size_t>(child)].cell == cell && nodes_[static_cast<size_t>(child)].ray < 0) next = child;
      if (next < 0) {
        next = static_cast<int>(nodes_.size());
        nodes_.push_back({cell, 0, -1, {}});
        nodes_[static_cast<size_t>(at)].children.push_back(next);
      }
      at = next;
      nodes_[static_cast<size_t>(at)].flags |= static_cast<std::uint8_t>((move ? 1 : 0) | (capture ? 2 : 0));
    }
  }
  void add_gated(RaySpec ray) {
    nodes_.push_back({-1, 0, static_cast<int>(gated_.size()), {}});
    nodes_[0].children.push_back(static_cast<int>(nodes_.size() - 1));
    gated_.push_back(std::move(ray));
  }

  // Chains of nodes with one child and equal flags become one ray; a branch starts new rays
  // gated by the cells before it.
  std::vector<RaySpec> rays() const {
    std::vector<RaySpec> out;
    emit(0, {}, out);
    return out;
  }

 private:
  struct Node {
    int cell;
    std::uint8_t flags;  // 1 move, 2 capture: what this cell may be as a destination
    int ray;             // a gated ray's index, or -1
    std::vector<int> children;
  };
  std::vector<Node> nodes_;
  std::vector<RaySpec> gated_;

  const Node& node(int i) const { return nodes_[static_cast<size_t>(i)]; }
  void emit(int from, const std::vector<int>& gate, std::vector<RaySpec>& out) const {
    for (int child : node(from).children) {
      if (node(child).ray >= 0) {
        out.push_back(gated_[static_cast<size_t>(node(child).ray)]);
        continue;
      }
      const std::uint8_t flags = node(child).flags;
      RaySpec ray{gate, {node(child).cell}, (flags & 1) != 0, (flags & 2) != 0, false, false, false, false};
      int at = child;
      while (node(at).children.size() == 1 && node(node(at).children.front()).ray < 0 &&
             node(node(at).children.front()).flags == flags) {
        at = node(at).children.front();
        ray.cells.push_back(node(at).cell);
      }
      std::vector<int> next = gate;
      next.insert(next.end(), ray.cells.begin(), ray.cells.end());
      out.push_back(std::move(ray));
      emit(at, next, out);
    }
  }
};

}  // namespace

std::vector<RaySpec> leg_rays(const Topology& t, const std::vector<Leg>& legs, int turns, int cell, bool first,
                              int run) {
  PathTree tree;
  std::vector<int> path;
  for (const Leg& leg : legs) {
    if ((leg.initial && !first) || (leg.after && first)) continue;
    for (int dir : leg.dirs) {
      int max = leg.max;
      if (run > 0 && dir == t.forward() && max == 1 && leg.move && !leg.capture) max = run;
      const int d = t.turn(dir, turns);
      RaySpec gated;
      if ((leg.lame || leg.jump) && !t.passes(cell, d, gated.gate)) continue;
      path.clear();
      for (int at = t.step(cell, d); at >= 0 && (max == 0 || static_cast<int>(path.size()) < max); at = t.step(at, d))
        path.push_back(at);
      if (path.empty()) continue;
      if (leg.lame || leg.jump || leg.hop) {
        gated.cells = path;
        gated.move = leg.move;
        gated.capture = leg.capture;
        gated.jump = leg.jump;
        gated.hop = leg.hop;
        gated.next = leg.next;
        tree.add_gated(std::move(gated));
      } else {
        tree.add(path, leg.move, leg.capture);
      }
    }
  }
  return tree.rays();
}

}  // namespace rules

#include "rules/trig_moves.h"

#include <cstdlib>
#include <map>
#include <stdexcept>

namespace rules {
namespace {

std::invalid_argument bad(const std::string& text, size_t at, const std::string& why) {
  return std::invalid_argument("trig movement '" + text + "', character " + std::to_string(at + 1) + ": " + why);
}

// The angle between a step at `degrees` and the army's forward line, 0..180.
int off_forward(int degrees, int army) {
  return std::abs(((degrees - Trigs::forward_degrees(army)) % 360 + 540) % 360 - 180);
}

bool direction_allowed(std::uint8_t dirs, int degrees, int army) {
  if (!dirs) return true;
  const int off = off_forward(degrees, army);
  return ((dirs & kDirF) && off < 90) || ((dirs & kDirFF) && off <= 30) || ((dirs & kDirS) && off == 90) ||
         ((dirs & kDirB) && off > 90) || ((dirs & kDirBB) && off >= 150);
}

// Every path a piece may take, merged so that a cell reached the same way twice is one node.
struct Node {
  int cell = -1;
  std::uint8_t flags = 0;  // 1 move, 2 capture: what this cell may be as a destination
  std::map<int, int> children;
};

class PathTree {
 public:
  PathTree() : nodes_(1) {}
  void add(const std::vector<int>& path, const TrigLeg& leg) {
    int at = 0;
    for (size_t i = 0; i < path.size(); ++i) {
      auto it = nodes_[static_cast<size_t>(at)].children.find(path[i]);
      if (it == nodes_[static_cast<size_t>(at)].children.end()) {
        nodes_.push_back({path[i], 0, {}});
        it = nodes_[static_cast<size_t>(at)].children.emplace(path[i], static_cast<int>(nodes_.size() - 1)).first;
      }
      at = it->second;
      nodes_[static_cast<size_t>(at)].flags |= static_cast<std::uint8_t>((leg.move ? 1 : 0) | (leg.capture ? 2 : 0));
    }
  }
  // Chains of nodes with one child and equal flags become one ray; a branch starts new rays
  // gated by the cells before it.
  std::vector<TrigRay> rays() const {
    std::vector<TrigRay> out;
    emit(0, {}, out);
    return out;
  }

 private:
  std::vector<Node> nodes_;

  const Node& node(int i) const { return nodes_[static_cast<size_t>(i)]; }
  void emit(int from, const std::vector<int>& gate, std::vector<TrigRay>& out) const {
    for (auto [cell, child] : node(from).children) {
      const std::uint8_t flags = node(child).flags;
      TrigRay ray{gate, {cell}, (flags & 1) != 0, (flags & 2) != 0};
      int at = child;
      while (node(at).children.size() == 1 && node(node(at).children.begin()->second).flags == flags) {
        at = node(at).children.begin()->second;
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

std::vector<TrigLeg> parse_trig_betza(const std::string& text) {
  std::vector<TrigLeg> legs;
  TrigLeg mods;
  bool any_mod = false, move_only = false, capture_only = false;
  size_t i = 0;
  auto dir = [&](char c, std::uint8_t single, std::uint8_t doubled) {
    if (i + 1 < text.size() && text[i + 1] == c) {
      mods.dirs |= doubled;
      ++i;
    } else {
      mods.dirs |= single;
    }
  };
  for (; i < text.size(); ++i) {
    const char c = text[i];
    switch (c) {
      case 'm': move_only = true; break;
      case 'c': capture_only = true; break;
      case 'i': mods.initial = true; break;
      case 'a': mods.after = true; break;
      case 'f': dir('f', kDirF, kDirFF); break;
      case 'b': dir('b', kDirB, kDirBB); break;
      case 's': mods.dirs |= kDirS; break;
      case 'W':
      case 'F':
      case 'N':
      case 'K':
      case 'S':
      case 'B':
      case 'T':
      case 'Q': {
        if (move_only && capture_only) throw bad(text, i, "'m' and 'c' together allow nothing");
        if (mods.initial && mods.after) throw bad(text, i, "'i' and 'a' together allow nothing");
        mods.move = !capture_only;
        mods.capture = !move_only;
        const bool slider = c == 'S' || c == 'B' || c == 'T' || c == 'Q';
        int max = slider ? 0 : 1;
        if (i + 1 < text.size() && std::isdigit(static_cast<unsigned char>(text[i + 1]))) {
          if (!slider) throw bad(text, i + 1, std::string("a count only follows a slider (S B T Q), not '") + c + "'");
          if (text[i + 1] == '0') throw bad(text, i + 1, "a count starts at 1");
          max = 0;
          while (i + 1 < text.size() && std::isdigit(static_cast<unsigned char>(text[i + 1])) && max < 100)
            max = max * 10 + (text[++i] - '0');
        }
        auto push = [&](TrigAtom atom) {
          TrigLeg leg = mods;
          leg.atom = atom;
          leg.max = max;
          legs.push_back(leg);
        };
        switch (c) {
          case 'K': push(TrigAtom::W), push(TrigAtom::F), push(TrigAtom::N); break;
          case 'Q': push(TrigAtom::S), push(TrigAtom::B); break;
          case 'W': push(TrigAtom::W); break;
          case 'F': push(TrigAtom::F); break;
          case 'N': push(TrigAtom::N); break;
          case 'S': push(TrigAtom::S); break;
          case 'B': push(TrigAtom::B); break;
          default: push(TrigAtom::T); break;
        }
        mods = TrigLeg{};
        any_mod = move_only = capture_only = false;
        continue;
      }
      default:
        throw bad(text, i, std::string("'") + c + "' is not a trig atom (W F N K S B T Q) or modifier (m c i a f b s)");
    }
    any_mod = true;
  }
  if (any_mod) throw bad(text, text.size() - 1, "modifiers with no atom after them");
  if (legs.empty()) throw std::invalid_argument("trig movement is empty");
  return legs;
}

std::vector<TrigRay> trig_rays(const Trigs& trigs, const std::vector<TrigLeg>& legs, int army, int cell,
                               bool first_move) {
  PathTree tree;
  for (const TrigLeg& leg : legs) {
    if ((leg.initial && !first_move) || (leg.after && first_move)) continue;
    for (int h = 0; h < kHeadings; ++h) {
      std::vector<int> path;
      switch (leg.atom) {
        case TrigAtom::N:
          if (!direction_allowed(leg.dirs, heading_degrees(Line::Row, h), army)) continue;
          if (int to = trigs.leap(cell, h); to >= 0) path.push_back(to);
          break;
        case TrigAtom::W:
        case TrigAtom::F:
          if (trigs.crosses_edge(cell, h) != (leg.atom == TrigAtom::W)) continue;
          [[fallthrough]];
        default: {
          const Line line = leg.atom == TrigAtom::S   ? Line::Row
                            : leg.atom == TrigAtom::B ? Line::Vertex
                                                      : Line::Altitude;
          if (!direction_allowed(leg.dirs, heading_degrees(line, h), army)) continue;
          for (int at = trigs.step(cell, line, h); at >= 0 && (leg.max == 0 || static_cast<int>(path.size()) < leg.max);
               at = trigs.step(at, line, h))
            path.push_back(at);
        }
      }
      if (leg.atom == TrigAtom::N) {
        // A leap passes nothing: each target is its own one-cell path.
        if (!path.empty()) tree.add(path, leg);
      } else if (!path.empty()) {
        tree.add(path, leg);
      }
    }
  }
  return tree.rays();
}

}  // namespace rules

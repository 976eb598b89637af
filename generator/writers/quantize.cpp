#include "writers/quantize.h"

#include <algorithm>
#include <array>

namespace pp {
namespace {

struct Counted {
  Rgb colour;
  std::uint64_t count;
};

int channel(Rgb c, int k) { return static_cast<int>((c >> (16 - 8 * k)) & 0xff); }

// A colour this common (a share of all pixels) is kept as it is, in up to half the entries.
constexpr std::uint64_t kCommonShare = 400;

struct Box {
  std::vector<Counted> colours;
  int widest = 0;  // the channel of the largest range
  int range = 0;

  void measure() {
    range = -1;
    for (int k = 0; k < 3; ++k) {
      int lo = 255, hi = 0;
      for (const Counted& c : colours) lo = std::min(lo, channel(c.colour, k)), hi = std::max(hi, channel(c.colour, k));
      if (hi - lo > range) range = hi - lo, widest = k;
    }
  }

  Rgb mean() const {
    std::array<std::uint64_t, 3> sum{};
    std::uint64_t n = 0;
    for (const Counted& c : colours) {
      for (int k = 0; k < 3; ++k)
        sum[static_cast<size_t>(k)] += c.count * static_cast<std::uint64_t>(channel(c.colour, k));
      n += c.count;
    }
    Rgb out = 0;
    for (int k = 0; k < 3; ++k) out = (out << 8) | static_cast<Rgb>((sum[static_cast<size_t>(k)] + n / 2) / n);
    return out;
  }
};

// Splits the colours into `boxes` boxes, each time the one of the widest range at the median of
// its pixels along that range.
std::vector<Rgb> median_cut(std::vector<Counted> colours, int boxes) {
  std::vector<Rgb> out;
  if (colours.empty() || boxes <= 0) return out;
  std::vector<Box> all(1);
  all[0].colours = std::move(colours);
  all[0].measure();
  while (static_cast<int>(all.size()) < boxes) {
    size_t pick = all.size();
    for (size_t i = 0; i < all.size(); ++i)
      if (all[i].colours.size() > 1 && (pick == all.size() || all[i].range > all[pick].range)) pick = i;
    if (pick == all.size()) break;
    Box& box = all[pick];
    const int k = box.widest;
    std::sort(box.colours.begin(), box.colours.end(), [k](const Counted& a, const Counted& b) {
      return channel(a.colour, k) != channel(b.colour, k) ? channel(a.colour, k) < channel(b.colour, k)
                                                          : a.colour < b.colour;
    });
    std::uint64_t total = 0, seen = 0;
    for (const Counted& c : box.colours) total += c.count;
    size_t cut = 1;
    for (; cut < box.colours.size() - 1; ++cut) {
      seen += box.colours[cut - 1].count;
      if (2 * seen >= total) break;
    }
    Box upper;
    upper.colours.assign(box.colours.begin() + static_cast<long>(cut), box.colours.end());
    box.colours.resize(cut);
    box.measure();
    upper.measure();
    all.push_back(std::move(upper));
  }
  for (const Box& b : all) out.push_back(b.mean());
  return out;
}

int distance(Rgb a, Rgb b) {
  // Green weighs most and blue least, as the eye sees them.
  static constexpr std::array<int, 3> kWeight{3, 4, 2};
  int d = 0;
  for (int k = 0; k < 3; ++k) {
    const int e = channel(a, k) - channel(b, k);
    d += kWeight[static_cast<size_t>(k)] * e * e;
  }
  return d;
}

}  // namespace

Quantized quantize(const ColourCounts& counts, int most) {
  std::vector<Counted> colours;
  colours.reserve(counts.size());
  std::uint64_t total = 0;
  for (const auto& [colour, count] : counts) colours.push_back({colour, count}), total += count;
  std::sort(colours.begin(), colours.end(), [](const Counted& a, const Counted& b) { return a.colour < b.colour; });
  Quantized out;
  if (static_cast<int>(colours.size()) <= most) {
    for (const Counted& c : colours) out.palette.push_back(c.colour);
  } else {
    std::vector<Counted> by_count = colours;
    std::stable_sort(by_count.begin(), by_count.end(),
                     [](const Counted& a, const Counted& b) { return a.count > b.count; });
    std::vector<Rgb> kept;
    for (const Counted& c : by_count)
      if (2 * static_cast<int>(kept.size()) < most && c.count * kCommonShare >= total) kept.push_back(c.colour);
    std::sort(kept.begin(), kept.end());
    std::vector<Counted> rest;
    for (const Counted& c : colours)
      if (!std::binary_search(kept.begin(), kept.end(), c.colour)) rest.push_back(c);
    out.palette = kept;
    for (Rgb c : median_cut(std::move(rest), most - static_cast<int>(kept.size()))) out.palette.push_back(c);
  }
  for (const Counted& c : colours) {
    size_t best = 0;
    int best_d = distance(c.colour, out.palette[0]);
    for (size_t i = 1; i < out.palette.size() && best_d > 0; ++i) {
      const int d = distance(c.colour, out.palette[i]);
      if (d < best_d) best_d = d, best = i;
    }
    out.index.emplace(c.colour, static_cast<std::uint8_t>(best));
  }
  return out;
}

}  // namespace pp

// XQStudio's XQF files (also 象棋桥's): a header of 1024 bytes, then the game's tree of moves.
// The header holds the start (a byte for each of the 32 pieces, file * 10 + rank from Red's
// bottom left, 90 and over off the board, in the order RNBAKABNRCCPPPPP for Red then Black), who
// moves first, the result, and the title, event, date, site and players as length-prefixed GBK
// strings. Each move is four bytes (from, to, a tag saying whether a next move, a sibling
// variation or a comment follows) and the comment's length and text; the variations are read as
// KIF's branches are. From version 1.1 on the
// file is keyed: the start, the moves' points and every byte after the header are shifted by
// keys the header's key bytes give, and from 1.2 on the start is rotated among the 32 pieces.
#include <iconv.h>
#include <array>
#include <cstdint>

#include "common/input_error.h"
#include "rules/notation/chinese.h"
#include "rules/notation/records.h"
#include "rules/notation/xiangqi_files.h"

namespace rules {
namespace {

constexpr size_t kHeader = 1024;
constexpr char kCopyright[] = "[(C) Copyright Mr. Dong Shiwei.]";

std::uint8_t key_of(std::uint8_t b, std::uint8_t c) {
  return static_cast<std::uint8_t>((((((b * b) * 3 + 9) * 3 + 8) * 2 + 1) * 3 + 8) * c);
}

// GBK text as UTF-8; "" where it is not GBK.
std::string utf8_of_gbk(std::string_view gbk) {
  iconv_t cd = iconv_open("UTF-8", "GBK");
  if (reinterpret_cast<std::intptr_t>(cd) == -1) return "";
  std::string in(gbk), out(gbk.size() * 3 + 4, '\0');
  char* src = in.data();
  char* dst = out.data();
  size_t left = in.size(), room = out.size();
  const bool ok = iconv(cd, &src, &left, &dst, &room) != static_cast<size_t>(-1);
  iconv_close(cd);
  if (!ok) return "";
  out.resize(out.size() - room);
  return out;
}

class XqfReader {
 public:
  XqfReader(std::string_view bytes, const std::string& file) : b_(bytes), file_(file) {}

  PgnGame read() {
    if (b_.size() < kHeader || b_.substr(0, 2) != "XQ")
      fail("is not an XQF file: it has no 1024-byte header starting 'XQ'");
    version_ = byte(2);
    if (version_ > 18)
      fail("is XQF version " + std::to_string(version_) + "; versions up to 18 (XQStudio 1.8) are read");
    keys();
    PgnGame game;
    game.read_move = &read_iccs_move;
    game.tags.emplace_back("Variant", "xiangqi");
    game.tags.emplace_back("FEN", start());
    static constexpr std::array<const char*, 4> kResults = {"", "1-0", "0-1", "1/2-1/2"};
    game.result = byte(51) < 4 ? kResults[byte(51)] : "";
    for (const auto& [at, tag] : {std::pair<size_t, const char*>{80, "Event"},
                                  {208, "Event"},
                                  {272, "Date"},
                                  {288, "Site"},
                                  {304, "White"},
                                  {320, "Black"}})
      if (const std::string v = text_at(at); !v.empty() && game.tag(tag).empty()) game.tags.emplace_back(tag, v);
    moves(game);
    return game;
  }

 private:
  [[noreturn]] void fail(const std::string& why) const { throw pp::InputError({file_, 0, 0}, why); }

  std::uint8_t byte(size_t at) const { return static_cast<std::uint8_t>(b_[at]); }

  void keys() {
    if (version_ <= 10) return;
    const std::uint8_t sum = byte(12), xy = byte(13), xyf = byte(14), xyt = byte(15);
    if (static_cast<std::uint8_t>(sum + xy + xyf + xyt) != 0) fail("is a keyed XQF file whose keys do not add up");
    key_xy_ = key_of(xy, xy);
    key_from_ = key_of(xyf, key_xy_);
    key_to_ = key_of(xyt, key_from_);
    remark_key_ = (sum * 256 + xy) % 32000 + 767;
    const std::uint8_t mask = byte(3);
    const std::array<std::uint8_t, 4> k = {static_cast<std::uint8_t>((sum & mask) | byte(8)),
                                           static_cast<std::uint8_t>((xy & mask) | byte(9)),
                                           static_cast<std::uint8_t>((xyf & mask) | byte(10)),
                                           static_cast<std::uint8_t>((xyt & mask) | byte(11))};
    for (size_t i = 0; i < 32; ++i) stream_[i] = static_cast<std::uint8_t>(kCopyright[i] & k[i % 4]);
  }

  // The start as FEN: the pieces' points (unkeyed and put back in order where the file keys them).
  std::string start() const {
    std::array<std::uint8_t, 32> at{};
    for (size_t i = 0; i < 32; ++i) at[i] = byte(16 + i);
    if (version_ > 10) {
      std::array<std::uint8_t, 32> kept = at;
      if (version_ >= 12)
        for (size_t i = 0; i < 32; ++i) at[(i + key_xy_ + 1) % 32] = kept[i];
      for (auto& p : at) p = static_cast<std::uint8_t>(p - key_xy_);
    }
    std::array<int, 32> points{};
    for (size_t i = 0; i < 32; ++i) points[i] = at[i] < 90 ? at[i] : -1;
    size_t clash = 0;
    std::string fen = xq::placement_of_points(points, clash);
    if (fen.empty()) fail("puts two pieces on one point at the start (piece " + std::to_string(clash + 1) + ")");
    fen += ' ';
    return fen + (byte(50) == 1 ? "b" : "w") + " - - 0 1";
  }

  std::string text_at(size_t at) const {
    const size_t n = std::min<size_t>(byte(at), 63);
    return utf8_of_gbk(b_.substr(at + 1, n));
  }

  // `n` bytes from `pos_`, unkeyed.
  std::string take(size_t n) {
    if (pos_ + n > b_.size()) fail("ends inside its moves (at byte " + std::to_string(b_.size()) + ")");
    std::string out(b_.substr(pos_, n));
    if (version_ > 10)
      for (size_t i = 0; i < n; ++i)
        out[i] = static_cast<char>(static_cast<std::uint8_t>(out[i]) - stream_[(pos_ + i) % 32]);
    pos_ += n;
    return out;
  }

  struct Node {
    std::string move, comment;
    bool next = false, other = false;
  };

  Node node() {
    const std::string data = take(4);
    Node n;
    const int from = static_cast<std::uint8_t>(data[0] - 0x18 - key_from_);
    const int to = static_cast<std::uint8_t>(data[1] - 0x20 - key_to_);
    std::uint8_t tag = static_cast<std::uint8_t>(data[2]);
    bool remark = true;
    if (version_ <= 10) {
      n.next = (tag & 0xF0) != 0, n.other = (tag & 0x0F) != 0;
    } else {
      n.next = (tag & 0x80) != 0, n.other = (tag & 0x40) != 0, remark = (tag & 0x20) != 0;
    }
    if (remark) {
      const std::string size = take(4);
      std::int64_t length = 0;
      for (int i = 3; i >= 0; --i) length = length * 256 + static_cast<std::uint8_t>(size[static_cast<size_t>(i)]);
      length -= remark_key_;
      if (length < 0 || length > 1 << 20)
        fail("holds a comment of " + std::to_string(length) + " bytes at byte " + std::to_string(pos_));
      n.comment = utf8_of_gbk(take(static_cast<size_t>(length)));
    }
    auto point = [](int xy) {
      return xy < 90 ? std::string(1, static_cast<char>('a' + xy / 10)) + std::to_string(xy % 10) : "??";
    };
    n.move = point(from) + point(to);
    return n;
  }

  // The tree depth first: a node, its next move's line, then its sibling variations. The main
  // line is the root's next, that one's next, and so on; a sibling is another move in its node's
  // place, read as a branch (PgnBranch) leaving that node's line there, numbered by its ply as
  // KIF numbers its 変化.
  void moves(PgnGame& game) {
    pos_ = kHeader;
    if (pos_ >= b_.size()) return;
    struct Open {
      int line, ply;  // the node's line (-1 the main line) and its ply
      bool other;     // its sibling is still to read
    };
    std::vector<Open> open;
    const Node root = node();
    game.start.comment = root.comment;
    int line = -1, ply = 0;
    bool next = root.next;
    while (true) {
      if (next) {
        const Node n = node();
        PgnPly p;
        p.text = n.move;
        p.comment = n.comment;
        (line < 0 ? game.plies : game.branches[static_cast<size_t>(line)].plies).push_back(std::move(p));
        open.push_back({line, ++ply, n.other});
        next = n.next;
        continue;
      }
      // The line ends: the last node's sibling, else an earlier one's.
      while (!open.empty() && !open.back().other) open.pop_back();
      if (open.empty()) break;
      const Open o = open.back();
      open.pop_back();
      PgnBranch branch;
      branch.first = branch.number = o.ply;
      branch.parent = o.line;
      game.branches.push_back(std::move(branch));
      line = static_cast<int>(game.branches.size()) - 1, ply = o.ply - 1;
      next = true;
    }
  }

  std::string_view b_;
  const std::string& file_;
  int version_ = 0;
  std::uint8_t key_xy_ = 0, key_from_ = 0, key_to_ = 0;
  int remark_key_ = 0;
  std::array<std::uint8_t, 32> stream_{};
  size_t pos_ = 0;
};

}  // namespace

bool looks_xqf(std::string_view bytes) {
  return bytes.size() >= kHeader && bytes.substr(0, 2) == "XQ" && static_cast<std::uint8_t>(bytes[2]) <= 18;
}

PgnGame read_xqf(std::string_view bytes, const std::string& file) { return XqfReader(bytes, file).read(); }

}  // namespace rules

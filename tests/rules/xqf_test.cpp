// XQStudio's XQF files, written here by a small writer of the format (the reader's inverse:
// the header's start, strings in GBK made with iconv, the tree of moves, and in the keyed
// versions every key the header's key bytes give), then read and played through.
#include <gtest/gtest.h>
#include <iconv.h>
#include <sys/wait.h>

#include <algorithm>
#include <array>
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <fstream>

#include "common/input_error.h"
#include "rules/notation/chinese.h"
#include "rules/notation/fen.h"
#include "rules/notation/notation.h"
#include "rules/notation/records.h"
#include "support/paths.h"
#include "test_util.h"

namespace xqf_test {

// The 32 pieces' points at the start (file * 10 + rank from Red's bottom left), in the file's
// order: Red's chariot, horse, elephant, advisor, general, advisor, elephant, horse, chariot,
// cannons, soldiers, then Black's.
constexpr std::array<std::uint8_t, 32> kStart = {0, 10, 20, 30, 40, 50, 60, 70, 80, 12, 72, 3, 23, 43, 63, 83,
                                                 9, 19, 29, 39, 49, 59, 69, 79, 89, 17, 77, 6, 26, 46, 66, 86};

std::string gbk(const std::string& utf8) {
  iconv_t cd = iconv_open("GBK", "UTF-8");
  std::string in = utf8, out(utf8.size() * 2 + 4, '\0');
  char* src = in.data();
  char* dst = out.data();
  size_t left = in.size(), room = out.size();
  iconv(cd, &src, &left, &dst, &room);
  iconv_close(cd);
  out.resize(out.size() - room);
  return out;
}

// One node of the tree as the file orders it (depth first: a move, its next move's line, then
// its sibling variations): the move in ICCS, whether a next move and a sibling follow, a comment.
struct Node {
  std::string iccs;
  bool next = false, other = false;
  std::string comment;
};

std::uint8_t key_of(std::uint8_t b, std::uint8_t c) {
  return static_cast<std::uint8_t>((((((b * b) * 3 + 9) * 3 + 8) * 2 + 1) * 3 + 8) * c);
}

std::uint8_t point(const std::string& iccs, size_t at) {
  return static_cast<std::uint8_t>((iccs[at] - 'a') * 10 + (iccs[at + 1] - '0'));
}

// An XQF file of `nodes` (the first the root, whose move is none) from the start, in `version`
// (10: plain; 11: keyed; 12 and on: keyed, the start rotated).
std::string xqf(int version, const std::vector<Node>& nodes) {
  std::string f(1024, '\0');
  f[0] = 'X', f[1] = 'Q', f[2] = static_cast<char>(version);
  const std::uint8_t xy = 0x5c, xyf = 0x21, xyt = 0x97, sum = static_cast<std::uint8_t>(0 - xy - xyf - xyt);
  const std::uint8_t mask = 0xb7;
  const std::array<std::uint8_t, 4> ors = {0x11, 0x42, 0x08, 0x90};
  std::uint8_t key_xy = 0, key_from = 0, key_to = 0;
  int remark_key = 0;
  std::array<std::uint8_t, 32> stream{};
  if (version > 10) {
    f[3] = static_cast<char>(mask);
    for (size_t i = 0; i < 4; ++i) f[8 + i] = static_cast<char>(ors[i]);
    f[12] = static_cast<char>(sum), f[13] = static_cast<char>(xy), f[14] = static_cast<char>(xyf);
    f[15] = static_cast<char>(xyt);
    key_xy = key_of(xy, xy), key_from = key_of(xyf, key_xy), key_to = key_of(xyt, key_from);
    remark_key = (sum * 256 + xy) % 32000 + 767;
    const std::array<std::uint8_t, 4> k = {static_cast<std::uint8_t>((sum & mask) | ors[0]),
                                           static_cast<std::uint8_t>((xy & mask) | ors[1]),
                                           static_cast<std::uint8_t>((xyf & mask) | ors[2]),
                                           static_cast<std::uint8_t>((xyt & mask) | ors[3])};
    const std::string copyright = "[(C) Copyright Mr. Dong Shiwei.]";
    for (size_t i = 0; i < 32; ++i) stream[i] = static_cast<std::uint8_t>(copyright[i] & k[i % 4]);
  }
  for (size_t i = 0; i < 32; ++i) {
    const size_t from = version >= 12 ? (i + key_xy + 1) % 32 : i;
    f[16 + i] = static_cast<char>(kStart[from] + key_xy);
  }
  f[51] = 2;  // Black won
  auto text = [&](size_t at, const std::string& utf8) {
    const std::string g = gbk(utf8);
    f[at] = static_cast<char>(g.size());
    f.replace(at + 1, g.size(), g);
  };
  text(208, "全国象棋个人赛");
  text(272, "2026.02.14");
  text(304, "王磊");
  text(320, "陈静");
  std::string body;
  for (const Node& n : nodes) {
    const bool v10 = version <= 10;
    const std::uint8_t from = n.iccs.empty() ? 0 : point(n.iccs, 0), to = n.iccs.empty() ? 0 : point(n.iccs, 2);
    std::uint8_t tag =
        v10 ? static_cast<std::uint8_t>((n.next ? 0xf0 : 0) | (n.other ? 0x0f : 0))
            : static_cast<std::uint8_t>((n.next ? 0x80 : 0) | (n.other ? 0x40 : 0) | (n.comment.empty() ? 0 : 0x20));
    body += static_cast<char>(from + 0x18 + key_from);
    body += static_cast<char>(to + 0x20 + key_to);
    body += static_cast<char>(tag);
    body += '\0';
    if (v10 || !n.comment.empty()) {
      const std::string g = gbk(n.comment);
      const auto size = static_cast<std::uint32_t>(static_cast<int>(g.size()) + remark_key);
      for (int b = 0; b < 4; ++b) body += static_cast<char>((size >> (8 * b)) & 0xff);
      body += g;
    }
  }
  for (size_t i = 0; i < body.size(); ++i)
    body[i] = static_cast<char>(static_cast<std::uint8_t>(body[i]) + stream[(1024 + i) % 32]);
  return f + body;
}

// The central-cannon game of tests/games/xiangqi in ICCS, a variation after Red's fourth move
// and comments; Fairy-Stockfish's position after the main line.
const std::vector<std::string> kGame = {"h2e2", "h9g7", "h0g2", "i9h9", "i0h0", "g6g5", "h0h6", "b9c7",
                                        "c3c4", "h7i7", "h6g6", "i7i8", "b0c2", "d9e8", "c2d4", "i8g8",
                                        "g6f6", "g7h5", "d4f5", "a9a8", "e3e4", "a8d8", "a0a1", "d8d4",
                                        "a1f1", "i6i5", "f6f7", "d4d2", "f1f4", "d2d4", "f7f9", "e9f9"};
const char* const kEnd = "2b2kbr1/4a1c2/1cn6/p1p1p4/5Npnp/2PrPR3/P5P1P/1C2C1N2/9/2BAKAB2 w";

std::vector<Node> game_tree() {
  std::vector<Node> nodes{{"", true, false, "中炮对屏风马"}};
  for (size_t i = 0; i < kGame.size(); ++i)
    nodes.push_back({kGame[i], i + 1 < kGame.size(), i == 7, i == 0 ? "当头炮" : ""});
  // Black's other fourth move (a sibling of ply 8, b9c7) and Red's answer: in the file after
  // the rest of ply 8's line.
  nodes.push_back({"b9a7", true, false, "另一变"});
  nodes.push_back({"c3c4", false, false, ""});
  return nodes;
}

std::string fen_of(const rules::PlayedGame& played) {
  const rules::Game& g = testutil::load("xiangqi");
  const std::string fen = rules::to_fen(g.variant(), g.board(), played.positions.back());
  return fen.substr(0, fen.find(' ', fen.find(' ') + 1));
}

TEST(Xqf, EveryVersionReadsTheMainLineItsWordsAndResult) {
  for (int version : {10, 11, 12, 18}) {
    const std::string bytes = xqf(version, game_tree());
    ASSERT_EQ(rules::record_format("game.xqf", bytes).name, std::string("XQF")) << version;
    ASSERT_EQ(rules::record_format("game.bin", bytes).name, std::string("XQF")) << version;
    const rules::PgnGame pgn = rules::read_xqf(bytes, "game.xqf");
    ASSERT_EQ(pgn.plies.size(), kGame.size()) << version;
    EXPECT_EQ(pgn.tag("White"), "王磊");
    EXPECT_EQ(pgn.tag("Black"), "陈静");
    EXPECT_EQ(pgn.tag("Event"), "全国象棋个人赛");
    EXPECT_EQ(pgn.result, "0-1");
    EXPECT_EQ(pgn.start.comment, "中炮对屏风马");
    EXPECT_EQ(pgn.plies[0].comment, "当头炮");
    const rules::PlayedGame played = rules::play_pgn(testutil::load("xiangqi"), pgn, "game.xqf");
    EXPECT_EQ(fen_of(played), kEnd) << version;
  }
}

TEST(Xqf, BrokenFilesSayWhatIsWrong) {
  auto message = [](const std::string& bytes) {
    try {
      rules::read_xqf(bytes, "game.xqf");
    } catch (const pp::InputError& e) {
      return std::string(e.what());
    }
    return std::string("read");
  };
  const std::string whole = xqf(18, game_tree());
  EXPECT_NE(message(whole.substr(0, whole.size() - 3)).find("ends inside its moves"), std::string::npos);
  std::string keys = whole;
  keys[12] = static_cast<char>(keys[12] + 1);
  EXPECT_NE(message(keys).find("keys do not add up"), std::string::npos);
  EXPECT_NE(message("XQ").find("is not an XQF file"), std::string::npos);
  std::string newer = whole;
  newer[2] = 30;
  EXPECT_NE(message(newer).find("version 30"), std::string::npos);
}

TEST(Xqf, TheGameCommandReadsTheBinaryFile) {
  // Its bytes are no text: `game` takes them as they are, by the extension or by their header.
  const auto dir = pp::test::temp_dir("xqf");
  std::filesystem::create_directories(dir);
  for (const char* name : {"game.xqf", "game.dat"}) {
    std::ofstream(dir / name, std::ios::binary) << xqf(18, game_tree());
    const std::string command = pp::test::pawnprint_exe().string() + " game " + (dir / name).string() + " --fens";
    FILE* out = popen(command.c_str(), "r");
    ASSERT_NE(out, nullptr);
    std::string text;
    std::array<char, 4096> buffer{};
    for (size_t n; (n = fread(buffer.data(), 1, buffer.size(), out)) > 0;) text.append(buffer.data(), n);
    EXPECT_EQ(pclose(out), 0) << name;
    EXPECT_EQ(std::count(text.begin(), text.end(), '\n'), static_cast<long>(kGame.size()) + 1) << name;
    EXPECT_NE(text.find(std::string(kEnd) + " "), std::string::npos) << text;
  }
  std::filesystem::remove_all(dir);
}

TEST(Xqf, AMoveTheRulesRefuseIsOneLineAndNothingIsWritten) {
  // Black's Chariot from a9 to a5 would jump its own Soldier on a6. A binary file has no lines:
  // the message names the file and the move, Black's answer in move 1, by its from and to points.
  const auto dir = pp::test::temp_dir("xqf-bad");
  std::filesystem::create_directories(dir);
  std::ofstream(dir / "bad.xqf", std::ios::binary)
      << xqf(18, {{"", true, false, ""}, {"h2e2", true, false, ""}, {"a9a5", false, false, ""}});
  const std::string command = pp::test::pawnprint_exe().string() + " game " + (dir / "bad.xqf").string() + " --out " +
                              (dir / "out").string() + " 2>&1";
  FILE* out = popen(command.c_str(), "r");
  ASSERT_NE(out, nullptr);
  std::string text;
  std::array<char, 4096> buffer{};
  for (size_t n; (n = fread(buffer.data(), 1, buffer.size(), out)) > 0;) text.append(buffer.data(), n);
  const int status = pclose(out);
  EXPECT_TRUE(WIFEXITED(status) && WEXITSTATUS(status) == 2) << status;
  EXPECT_EQ(text, "bad.xqf: move 1 (a9a5): not a legal move\n");
  EXPECT_FALSE(std::filesystem::exists(dir / "out"));
  std::filesystem::remove_all(dir);
}

TEST(Xqf, VariationsAreBranchesChosenAsKifsAre) {
  // Black's second move three ways: the main line's h9g7, then b9c7 (with Red's answer) and
  // b7e7, each a sibling of the one before it; the file holds them depth first.
  const std::vector<Node> tree = {{"", true, false, ""},          {"h2e2", true, false, ""},
                                  {"h9g7", true, true, ""},       {"h0g2", false, false, ""},
                                  {"b9c7", true, true, "屏风马"}, {"b0c2", false, false, ""},
                                  {"b7e7", false, false, ""}};
  const rules::Game& g = testutil::load("xiangqi");
  auto iccs = [&](const rules::PgnGame& pgn) {
    std::vector<std::string> out;
    for (const rules::Move& m : rules::play_pgn(g, pgn, "game.xqf").moves) {
      // pawnprint's cells (h3e3, h10g8) as ICCS's, whose ranks count from 0.
      const std::string cells = rules::move_text(g, m);
      const size_t second = cells.find_first_of("abcdefghi", 1);
      auto cell = [](const std::string& c) { return c.substr(0, 1) + std::to_string(std::stoi(c.substr(1)) - 1); };
      out.push_back(cell(cells.substr(0, second)) + cell(cells.substr(second)));
    }
    return out;
  };
  for (int version : {10, 18}) {
    const rules::PgnGame pgn = rules::read_xqf(xqf(version, tree), "game.xqf");
    EXPECT_EQ(iccs(pgn), (std::vector<std::string>{"h2e2", "h9g7", "h0g2"})) << version;
    ASSERT_EQ(pgn.branches.size(), 2u) << version;
    const rules::PgnGame second = rules::with_branch(pgn, "2", "--variation");
    EXPECT_EQ(iccs(second), (std::vector<std::string>{"h2e2", "b9c7", "b0c2"})) << version;
    EXPECT_EQ(second.plies[1].comment, "屏风马");
    EXPECT_EQ(iccs(rules::with_branch(pgn, "2.2", "--variation")), (std::vector<std::string>{"h2e2", "b7e7"}));
    try {
      rules::with_branch(pgn, "3", "--variation");
      ADD_FAILURE();
    } catch (const pp::InputError& e) {
      EXPECT_EQ(e.describe(), "--variation: '3' is not a variation of this record (its variations: 2, 2.2)");
    }
  }
  // The game tree's own variation: Black's fourth move b9a7 in place of b9c7.
  const rules::PgnGame full = rules::read_xqf(xqf(18, game_tree()), "game.xqf");
  std::vector<std::string> expected(kGame.begin(), kGame.begin() + 7);
  expected.insert(expected.end(), {"b9a7", "c3c4"});
  EXPECT_EQ(iccs(rules::with_branch(full, "8", "--variation")), expected);
}

}  // namespace xqf_test

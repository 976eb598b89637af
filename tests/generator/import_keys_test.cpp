// The variants.ini keys as rows (rules/variant/fsf_key.h): docs/import-keys.md lists exactly the
// rows, and the rows decide what pawnprint import does with a key: read it, check its value's
// type, warn of it, read it at the engine's default only, or skip a section of another game.
#include <gtest/gtest.h>

#include <set>
#include <sstream>
#include <string>
#include <tuple>
#include <vector>

#include "rules/mechanisms/mechanism.h"
#include "rules/variant/fsf_keys.h"
#include "support.h"

using namespace pp::test;

namespace {

using KeyRow = std::tuple<std::string, std::string, std::string, std::string>;  // key, value, rule, use

std::string value_words(rules::FsfType type) {
  switch (type) {
    case rules::FsfType::kBool: return "true or false";
    case rules::FsfType::kInt: return "a number";
    case rules::FsfType::kRank: return "a rank";
    case rules::FsfType::kFile: return "a file";
    case rules::FsfType::kValue: return "a result";
    case rules::FsfType::kRegion: return "cells";
    case rules::FsfType::kPieceTypes: return "piece letters";
    case rules::FsfType::kPiece: return "a piece";
    case rules::FsfType::kText: return "text";
  }
  return "?";
}

std::string use_words(const rules::FsfKey& key) {
  const std::string fixed = "`" + std::string(key.fixed) + "`";
  switch (key.use) {
    case rules::FsfUse::kRead: return "read";
    case rules::FsfUse::kAccepted: return "accepted, not read";
    case rules::FsfUse::kEngineOnly: return "warned of, left out";
    case rules::FsfUse::kOtherGame: return "skips the section unless " + fixed;
    case rules::FsfUse::kDefaultOnly: return "only " + fixed;
  }
  return "?";
}

KeyRow key_row(const rules::FsfKey& key, std::string_view rule) {
  return {std::string(key.name) + (key.family ? "..." : ""), value_words(key.type),
          rule.empty() ? "" : std::string(rule), use_words(key)};
}

std::set<KeyRow> rows_of_the_rules() {
  std::set<KeyRow> rows;
  for (const rules::FsfKey& key : rules::kBasicFsfKeys) EXPECT_TRUE(rows.insert(key_row(key, "")).second) << key.name;
  for (const rules::Mechanism* m : rules::mechanisms())
    for (const rules::FsfKey& key : m->keys) EXPECT_TRUE(rows.insert(key_row(key, m->name)).second) << key.name;
  return rows;
}

std::string unquoted(std::string cell) {
  const size_t first = cell.find_first_not_of(' '), last = cell.find_last_not_of(' ');
  cell = first == std::string::npos ? "" : cell.substr(first, last - first + 1);
  if (cell.size() >= 2 && cell.front() == '`' && cell.back() == '`') cell = cell.substr(1, cell.size() - 2);
  return cell;
}

// The table's rows: `| key | value | rule | pawnprint |`.
std::set<KeyRow> rows_of_the_docs() {
  std::set<KeyRow> rows;
  std::istringstream in(read_file(source_dir() / "docs" / "import-keys.md"));
  for (std::string line; std::getline(in, line);) {
    if (!line.starts_with("| `")) continue;
    std::vector<std::string> cells;
    std::istringstream parts(line.substr(1));
    for (std::string cell; std::getline(parts, cell, '|');) cells.push_back(cell);
    EXPECT_EQ(cells.size(), 4u) << line;
    if (cells.size() != 4) continue;
    const std::string use = cells[3].substr(cells[3].find_first_not_of(' '));
    EXPECT_TRUE(rows.insert({unquoted(cells[0]), unquoted(cells[1]), unquoted(cells[2]),
                             use.substr(0, use.find_last_not_of(' ') + 1)})
                    .second)
        << line;
  }
  return rows;
}

struct KeyImport {
  pp::test::Run run;
  std::vector<std::string> files;
};

KeyImport import_keys(const TempDir& dir, const std::string& ini) {
  write_file(dir / "k.ini", ini);
  std::filesystem::create_directories(dir / "out");
  KeyImport out{pawnprint({"import", (dir / "k.ini").string(), "--out", (dir / "out").string()}), {}};
  out.files = files_below(dir / "out");
  return out;
}

// Refused at `line` of k.ini with `words`, nothing written.
void expect_key_refused(const std::string& ini, int line, const std::string& words) {
  TempDir dir;
  const KeyImport i = import_keys(dir, ini);
  EXPECT_EQ(i.run.status, 2) << i.run.err;
  EXPECT_EQ(i.run.err.rfind((dir / "k.ini").string() + ":" + std::to_string(line) + ":", 0), 0u) << i.run.err;
  EXPECT_NE(i.run.err.find(words), std::string::npos) << i.run.err;
  EXPECT_TRUE(i.files.empty());
}

}  // namespace

TEST(ImportKeys, TheDocumentedTableIsTheRows) {
  const std::set<KeyRow> code = rows_of_the_rules(), docs = rows_of_the_docs();
  for (const KeyRow& row : code)
    EXPECT_TRUE(docs.contains(row)) << "docs/import-keys.md lacks: " << std::get<0>(row) << " | " << std::get<1>(row)
                                    << " | " << std::get<2>(row) << " | " << std::get<3>(row);
  for (const KeyRow& row : docs)
    EXPECT_TRUE(code.contains(row)) << "no row is: " << std::get<0>(row) << " | " << std::get<1>(row) << " | "
                                    << std::get<2>(row) << " | " << std::get<3>(row);
}

TEST(ImportKeys, AValueIsReadAsItsRowsType) {
  // A rule read at its default only is still a true or false first, as the engine parses it.
  expect_key_refused("[a:chess]\ncastlingDroppedPiece = maybe\n", 2,
                     "key 'castlingDroppedPiece': 'maybe' is not true or false");
  expect_key_refused("[a:chess]\nstartFen = 8/8/8/8/8/8/8/K6k w - - 0 1\ncheckmateValue = lose\n", 3,
                     "'lose' is not win, loss, draw or none");
  expect_key_refused("[a:chess]\ncastlingRank = 13\n", 2, "'13' is not a whole number from 1 to 12");
}

TEST(ImportKeys, ARuleNotPlayedIsReadAtTheEnginesDefaultOnly) {
  expect_key_refused("[a:chess]\nblastImmuneTypes = p\n", 2,
                     "pawnprint does not play pieces no blast takes (Atomar) yet; only '-' is read");
  expect_key_refused("[a:chess]\ndupleCheck = true\n", 2,
                     "pawnprint does not play this rule yet; only 'false' is read");
  TempDir dir;
  const KeyImport i = import_keys(dir, "[a:chess]\ndupleCheck = false\nblastImmuneTypes = -\n");
  EXPECT_EQ(i.run.status, 0) << i.run.err;
}

TEST(ImportKeys, AnotherGamesKeyAtItsDefaultLeavesAGameOfChess) {
  TempDir dir;
  const KeyImport chess = import_keys(dir, "[a:chess]\nconnectRegion1White = -\nendgameEval = true\n");
  ASSERT_EQ(chess.run.status, 0) << chess.run.err;
  // endgameEval steers the engine only: one warning at its line.
  EXPECT_NE(chess.run.err.find("k.ini:3: [a] key 'endgameEval' only steers"), std::string::npos) << chess.run.err;
  const pp::test::Run counted = pawnprint({"perft", (dir / "out" / "a.yaml").string(), "--depth", "2"});
  EXPECT_EQ(counted.out, "400\n");  // chess: 20 moves each
  TempDir other;
  const KeyImport connect = import_keys(other, "[a:chess]\nconnectRegion1White = a8 b8\n");
  EXPECT_EQ(connect.run.status, 0) << connect.run.err;
  EXPECT_NE(connect.run.err.find("[a] is not a game of pieces moving on one board; skipped"), std::string::npos);
  EXPECT_TRUE(connect.files.empty());
}

#include "import/fsf_layout.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <map>
#include <set>
#include <sstream>
#include <stdexcept>
#include <string_view>
#include <utility>

#include "import/betza_words.h"
#include "import/fsf_betza.h"
#include "import/fsf_castling.h"
#include "import/fsf_flag.h"
#include "import/fsf_keys.h"
#include "import/fsf_letters.h"
#include "import/fsf_pieces.h"
#include "import/fsf_royal.h"
#include "import/rule_sections.h"
#include "import/wall_words.h"
#include "rules/load/load.h"
#include "rules/topology/board_shapes.h"

namespace pp::import {
namespace {

// The drawing of a piece of chess named `name` (rook), kept under its letter (R); empty for another.
std::pair<std::string, std::string> chess_drawing(std::string_view name) {
  static const std::pair<std::string_view, std::string_view> kChess[] = {{"King", "K"},   {"Queen", "Q"},
                                                                         {"Rook", "R"},   {"Bishop", "B"},
                                                                         {"Knight", "N"}, {"Pawn", "P"}};
  for (const auto& [n, letter] : kChess)
    if (n == name) {
      std::string art(n);
      art[0] = static_cast<char>(std::tolower(static_cast<unsigned char>(art[0])));
      return {art, std::string(letter)};
    }
  return {};
}

constexpr std::string_view kChessSetup = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

struct Piece {
  std::string letter;  // "K", or "+P" for a promoted form
  YamlOut entry;
  bool pawn = false, royal = false;
  std::string betza;
};

// The engine reads a setup whose castling and en-passant fields are left out (`... w 0 1`); the
// layout writes them, as none.
std::string full_fen(const std::string& fen) {
  std::istringstream in(fen);
  std::vector<std::string> fields;
  for (std::string f; in >> f;) fields.push_back(f);
  auto number = [](const std::string& f) { return f.find_first_not_of("0123456789") == std::string::npos; };
  auto checks = [&](const std::string& f) {
    return f.find('+') != std::string::npos && number(f.substr(0, f.find('+')));
  };
  if (fields.size() < 3) return fen;
  size_t missing = 0;  // fields left out after the side to move: castling and en passant, or en passant
  if (number(fields[2]) || checks(fields[2])) missing = 2;
  else if (fields.size() > 3 && (number(fields[3]) || checks(fields[3]))) missing = 1;
  if (missing == 0) return fen;
  const size_t kept = missing == 2 ? 2 : 3;  // fields up to the first left out
  std::string out;
  for (size_t i = 0; i < kept; ++i) out += fields[i] + " ";
  out += missing == 2 ? "- -" : "-";
  for (size_t i = kept; i < fields.size(); ++i) out += " " + fields[i];
  return out;
}

std::string upper(std::string s) {
  for (char& ch : s) ch = static_cast<char>(std::toupper(static_cast<unsigned char>(ch)));
  return s;
}

// The rules sheet's sections, read from the game the rules core compiles of the layout as it
// stands; none where the core refuses the layout, which the import's own check then reports at
// the line that wrote the offending value.
YamlOut sections_of(const YamlOut& root, int line) {
  try {
    const YAML::Node layout = YAML::Load(write_yaml(root, "").text);
    const yaml::At at("import", layout);
    rules::Board board = rules::read_board(at["board"]);
    rules::Variant v = rules::load_variant(at, board);
    const rules::Game game(std::move(board), std::move(v));
    return rule_sections(game, line);
  } catch (const std::exception&) {
    YamlOut none;
    none.kind = YamlOut::Kind::Seq;
    return none;
  }
}

class Translation {
 public:
  Translation(const Config& c, const ParentLayouts& parents) : c_(c) {
    check_keys();
    if (c.builtin.empty()) start_from_template();
    else start_from_parent(parents);
  }

  WrittenYaml run() {
    std::string title = c_.section->name;
    title[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(title[0])));
    root_.set("title", YamlOut::text(title, c_.section->line));
    root_.set("about",
              YamlOut::text("A game described by its Fairy-Stockfish definition, section [" + c_.section->name + "].",
                            c_.section->line));
    board();
    pieces();
    if (c_.has("startFen")) root_.set("setup", YamlOut::text(full_fen(c_.get("startFen")->value), c_.line("startFen")));
    promotion();
    pawn_runs();
    castling();
    game_ends();
    gating();
    drops();
    counting();
    material_counting();
    confinement();
    soldier_rank();
    draw_rules();
    rule_settings();
    YamlOut& pieces_out = root_.at("pieces");
    pieces_out.map.clear();
    pieces_out.flow = false;
    for (Piece& p : pieces_) pieces_out.map.push_back({p.letter, p.entry});
    no_rights_without_castling();
    // The special rules, each with a diagram, from the layout as it now stands.
    if (YamlOut sections = sections_of(root_, c_.section->line); !sections.seq.empty())
      root_.at("sheet").set("rules", std::move(sections));
    if (rules().map.empty()) root_.erase("rules");
    order();
    return write_yaml(root_, "Imported by pawnprint from " + c_.file + ", section [" + c_.section->name + "]" +
                                 (c_.builtin.empty() ? "" : ", over pawnprint's layout '" + c_.builtin + "'") + ".");
  }

 private:
  // The rows (fsf_keys.h) decide: a key without one is refused, a value of the wrong type too, and
  // a rule pawnprint does not play is read at the engine's default only.
  void check_keys() const {
    for (const auto& [key, entry] : c_.entries)
      if (!find_fsf_key(key))
        throw c_.error(*entry, "not a key pawnprint knows (is it spelled as Fairy-Stockfish spells it?)");
    for (const auto& [key, entry] : c_.entries) {
      const rules::FsfKey& row = *find_fsf_key(key);
      c_.check_type(row, *entry);
      if (row.use == rules::FsfUse::kDefaultOnly && !at_fixed_value(row, entry->value))
        throw c_.error(*entry, "pawnprint does not play " +
                                   (row.unplayed.empty() ? std::string("this rule") : std::string(row.unplayed)) +
                                   " yet; only '" + std::string(row.fixed) + "' is read");
    }
  }

  void start_from_template() {
    root_.set("schema", YamlOut::text("1", 0));
    root_.set("name", YamlOut::text(c_.section->name, c_.section->line));
    YamlOut& b = root_.at("board");
    b.set("shape", YamlOut::text("square", 0));
    root_.at("pieces");
    root_.set("setup", YamlOut::text(std::string(kChessSetup), 0));
    YamlOut& print = root_.at("print");
    print.set("paper", YamlOut::text("a4", 0));
    print.set("margin", YamlOut::text("6mm", 0));
    print.set("overlap", YamlOut::text("10mm", 0));
    // The engine's template: chess's setup, castling and double steps, no pieces, no promotion.
    double_step_ = true;
    castling_ = true;
    promotion_to_ = "";
    promotion_rank_ = 8;
  }

  void start_from_parent(const ParentLayouts& parents) {
    const std::optional<YAML::Node> found = parents(c_.builtin);
    if (!found)
      throw InputError({c_.file, c_.builtin_line, 0}, "[" + c_.section->name + "]: parent '" + c_.builtin +
                                                          "' is neither a section of this file nor a variant "
                                                          "pawnprint has a layout for");
    const std::optional<YAML::Node> parent = with_engine_letters(c_.builtin, *found);
    root_ = YamlOut::from(*parent, 0);
    for (std::string_view key : {"extends", "title", "about", "diagrams", "sheet"}) root_.erase(key);
    if (YamlOut* tokens = root_.find("tokens")) tokens->erase("extras");
    // The engine plays on in a dead position (its pieces may be other pieces here, too): a game
    // of its keys has no such draw.
    if (YamlOut* rules = root_.find("rules")) rules->erase("dead-position");
    root_.set("name", YamlOut::text(c_.section->name, c_.section->line));
    const YAML::Node b = (*parent)["board"];
    files_ = parent_files_ = b["files"] ? b["files"].as<int>() : 8;
    ranks_ = b["ranks"] ? b["ranks"].as<int>() : 8;
    if (const YAML::Node ps = (*parent)["pieces"]; ps && ps.IsMap())
      for (const auto& kv : ps) {
        Piece p{kv.first.Scalar(), YamlOut::from(kv.second, 0), false, false, ""};
        p.pawn = kv.second["pawn"] && kv.second["pawn"].as<bool>();
        p.royal = kv.second["royal"] && kv.second["royal"].as<bool>();
        p.betza = kv.second["betza"] ? kv.second["betza"].Scalar() : "";
        pieces_.push_back(std::move(p));
      }
    // What the parent plays stands until a key of this section changes it.
    const YAML::Node r = (*parent)["rules"];
    const YAML::Node promotion = r ? r["promotion"] : YAML::Node();
    promotion_rank_ = ranks_ - (promotion && promotion["zone"] ? promotion["zone"].as<int>() : 1) + 1;
    promotion_to_ = promotion && promotion["to"] ? promotion["to"].Scalar() : "";
    double_step_ = r && r["pawn-runs"];
    castling_ = r && r["castling"];
    if (const YAML::Node d = r ? r["drops"] : YAML::Node()) {
      auto on = [&](const char* key, bool otherwise) { return d[key] ? d[key].as<bool>() : otherwise; };
      drops_ = on("drop", true);
      to_hand_ = on("captures", true);
      anywhere_ = on("anywhere", false);
      promoted_drops_ = on("promoted", false);
    }
    gating_ = r && r["gating"] && r["gating"].as<bool>();
    if (const YAML::Node confine = r ? r["confine"] : YAML::Node(); confine && confine.IsMap())
      for (const auto& kv : confine) {
        auto& sides = parent_confine_[kv.first.Scalar()];
        if (kv.second.IsMap()) {
          sides[0] = layout_cells(kv.second["white"]);
          sides[1] = layout_cells(kv.second["black"]);
          continue;
        }
        sides[0] = layout_cells(kv.second);
        const std::set<std::string> turned_cells = turned(sides[0]);  // on the parent's board, still
        sides[1].assign(turned_cells.begin(), turned_cells.end());
      }
    bool flips = false;
    for (const Piece& p : pieces_) flips = flips || p.letter[0] == '+';
    immobile_ = !flips || (promotion && promotion["immobile"] && promotion["immobile"].as<bool>());
  }

  YamlOut& rules() { return root_.at("rules"); }

  void board() {
    const int files = c_.file_number("maxFile", files_), ranks = c_.rank("maxRank", ranks_);
    YamlOut& b = root_.at("board");
    if (files != files_ || ranks != ranks_ || c_.builtin.empty()) {
      const int line = std::max(c_.line("maxFile"), c_.line("maxRank"));
      b.set("files", YamlOut::text(std::to_string(files), c_.has("maxFile") ? c_.line("maxFile") : 0));
      b.set("ranks", YamlOut::text(std::to_string(ranks), c_.has("maxRank") ? c_.line("maxRank") : 0));
      b.set("cell", YamlOut::text(cell_size(files, ranks), line));
      b.erase("zones");  // drawn for the parent's board, whose cells may not be there
      if (YamlOut* points = b.find("points"))
        for (std::string_view key : {"river", "river-text", "palaces", "marks"}) points->erase(key);
    }
    files_ = files;
    ranks_ = ranks;
  }

  Piece* piece(std::string_view letter) {
    for (Piece& p : pieces_)
      if (p.letter == letter) return &p;
    return nullptr;
  }

  // The piece letter a value names ("n" -> "N"), which must be on the roster.
  std::string letter_of(const IniEntry& e, std::string_view value) {
    if (value.size() != 1 || !std::isalpha(static_cast<unsigned char>(value[0])))
      throw c_.error(e, "'" + std::string(value) + "' is not a piece letter");
    std::string l = upper(std::string(value));
    if (!piece(l)) throw c_.error(e, "no piece has the letter '" + std::string(value) + "'");
    return l;
  }

  void add_piece(const IniEntry& e, const std::string& letter, Piece p) {
    // Two pieces of one name (a Knight and a Shogi Knight) would share their pages: the letter tells them apart.
    if (YamlOut* name = p.entry.find("name"))
      for (const Piece& other : pieces_)
        if (const YamlOut* n = other.entry.find("name"); other.letter != letter && n && n->scalar == name->scalar)
          name->scalar += " (" + letter + ")";
    if (Piece* old = piece(letter)) {
      if (std::count(defined_.begin(), defined_.end(), letter))
        throw c_.error(e, "the letter '" + e.value.substr(0, 1) + "' is already another piece's");
      *old = std::move(p);
    } else {
      pieces_.push_back(std::move(p));
    }
    defined_.push_back(letter);
  }

  std::string betza_of(const IniEntry& e, std::string_view fsf) const {
    try {
      return pawnprint_betza(fsf);
    } catch (const std::invalid_argument& x) {
      throw c_.error(e, x.what());
    }
  }

  void named_piece(const IniEntry& e, const FsfPiece& fp) {
    if (e.value == "-") {
      // The parent's piece of that kind: the one with its moves (the royal one for the King).
      const auto it = std::find_if(pieces_.begin(), pieces_.end(), [&](const Piece& p) {
        return p.royal == fp.royal && (fp.royal || p.betza == fp.betza) && p.letter.size() == 1;
      });
      if (!c_.builtin.empty() && it != pieces_.end()) pieces_.erase(it);
      return;
    }
    // king = k:KN: a royal piece of the section's own moves, as the engine reads it.
    const bool own_moves = fp.royal && e.value.size() > 2 && e.value[1] == ':';
    if ((e.value.size() != 1 && !own_moves) || !std::isalpha(static_cast<unsigned char>(e.value[0])))
      throw c_.error(e, "a piece is given one letter, or - to remove it, not '" + e.value + "'");
    const std::string letter = upper(e.value.substr(0, 1));
    const std::string betza = own_moves ? betza_of(e, e.value.substr(2)) : std::string(fp.betza);
    YamlOut entry = YamlOut::flow_map(e.line);
    entry.set("name", YamlOut::text(std::string(fp.name), e.line));
    entry.set("betza", YamlOut::text(betza, e.line));
    if (fp.royal) entry.set("royal", YamlOut::text("true", e.line));
    if (fp.pawn) entry.set("pawn", YamlOut::text("true", e.line));
    if (!fp.art.empty() && !own_moves) entry.set("art", YamlOut::text(std::string(fp.art), e.line));
    // The chess pieces are drawn by their letter: under another one (Makruk's Rook t), by the drawing's.
    if (const auto [art, drawn] = chess_drawing(fp.name);
        fp.art.empty() && !own_moves && !art.empty() && drawn != letter)
      entry.set("art", YamlOut::text(art, e.line));
    if (!fp.special.empty()) {
      YamlOut special;
      special.kind = YamlOut::Kind::Seq;
      special.flow = true;
      special.seq.push_back(YamlOut::text(std::string(fp.special), e.line));
      entry.set("special", std::move(special));
    }
    add_piece(e, letter, {letter, std::move(entry), fp.pawn, fp.royal, betza});
  }

  void custom_piece(const IniEntry& e) {
    const std::string digits = e.key.substr(11);
    if (digits.empty() || digits.find_first_not_of("0123456789") != std::string::npos)
      throw c_.error(e, "custom pieces are customPiece1, customPiece2, ...");
    const std::string& v = e.value;
    if (v.size() < 3 || v[1] != ':' || !std::isalpha(static_cast<unsigned char>(v[0])))
      throw c_.error(e, "a custom piece is written letter:Betza (a:mNcK), not '" + v + "'");
    const std::string letter = upper(v.substr(0, 1)), betza = betza_of(e, v.substr(2));
    YamlOut entry = YamlOut::flow_map(e.line);
    // A custom piece moving as one the engine names is given that name and its drawing.
    const auto known = std::find_if(fsf_pieces().begin(), fsf_pieces().end(), [&](const FsfPiece& p) {
      return !p.royal && !p.pawn && p.special.empty() && !p.betza.empty() && p.betza == betza;
    });
    const bool named = known != fsf_pieces().end();
    entry.set("name", YamlOut::text(named ? std::string(known->name) : "Piece " + letter, e.line));
    entry.set("betza", YamlOut::text(betza, e.line));
    if (named && !known->art.empty()) entry.set("art", YamlOut::text(std::string(known->art), e.line));
    add_piece(e, letter, {letter, std::move(entry), false, false, betza});
    custom_.push_back(letter);
    custom_raw_[letter] = v.substr(2);
  }

  void pieces() {
    // In the order written, so a letter given twice is reported where it is given the second time.
    std::vector<std::pair<const IniEntry*, const FsfPiece*>> given;
    for (const FsfPiece& fp : fsf_pieces())
      if (const IniEntry* e = c_.get(fp.key)) given.emplace_back(e, &fp);
    for (const auto& [key, e] : c_.entries)
      if (key.starts_with("customPiece")) given.emplace_back(e, nullptr);
    std::sort(given.begin(), given.end(), [](const auto& a, const auto& b) { return a.first->line < b.first->line; });
    for (const auto& [e, fp] : given) {
      if (fp) named_piece(*e, *fp);
      else custom_piece(*e);
    }
    if (const IniEntry* e = c_.get("kingType")) {
      const std::string moves_as = letter_of(*e, e->value);
      const std::string betza = piece(moves_as)->betza;
      for (Piece& p : pieces_)
        if (p.royal) p.entry.set("betza", YamlOut::text(betza, e->line));
    }
    if (const IniEntry* e = c_.get("promotedPieceType")) promoted_forms(*e);
  }

  // `p:g s:g`: each piece turns into the other's moves on promotion, a +X form of its own.
  void promoted_forms(const IniEntry& e) {
    std::istringstream in(e.value);
    std::string pair;
    while (in >> pair) {
      if (pair.size() != 3 || pair[1] != ':') throw c_.error(e, "pairs are written p:g, not '" + pair + "'");
      const std::string from = letter_of(e, pair.substr(0, 1)), to = letter_of(e, pair.substr(2, 1));
      Piece* base = piece(from);
      const Piece* target = piece(to);
      YamlOut entry = YamlOut::flow_map(e.line);
      const YamlOut* name = base->entry.find("name");
      entry.set("name", YamlOut::text("Promoted " + (name ? name->scalar : from), e.line));
      entry.set("betza", YamlOut::text(target->betza, e.line));
      promoted_to_[from] = to;
      if (Piece* had = piece("+" + from)) *had = {"+" + from, std::move(entry), false, false, target->betza};
      else pieces_.push_back({"+" + from, std::move(entry), false, false, target->betza});
      has_promoted_forms_ = true;
    }
  }

  bool has_pawn() const {
    return std::any_of(pieces_.begin(), pieces_.end(), [](const Piece& p) { return p.pawn; });
  }

  std::vector<std::string> all_cells() const {
    std::vector<std::string> out;
    for (int x = 1; x <= files_; ++x)
      for (int y = 1; y <= ranks_; ++y) out.push_back(file_letter(x) + std::to_string(y));
    return out;
  }

  static std::vector<std::string> sorted_cells(std::vector<std::string> cells) {
    std::sort(cells.begin(), cells.end());
    cells.erase(std::unique(cells.begin(), cells.end()), cells.end());
    return cells;
  }

  // The cells of `cells` turned half round the board, as pawnprint turns the first side's for the second.
  std::set<std::string> turned(const std::vector<std::string>& cells) const {
    std::set<std::string> out;
    for (const std::string& cell : cells)
      out.insert(file_letter(files_ + 1 - (cell[0] - 'a' + 1)) +
                 std::to_string(ranks_ + 1 - std::stoi(cell.substr(1))));
    return out;
  }

  // White's region, where pawnprint reads one region for both: Black's, when given, must be
  // White's turned.
  std::vector<std::string> both_sides(std::string_view white, std::string_view black) const {
    std::vector<std::string> w = c_.cells(white, files_, ranks_);
    if (c_.has(black)) {
      const std::vector<std::string> b = c_.cells(black, files_, ranks_);
      if (turned(w) != std::set<std::string>(b.begin(), b.end()))
        throw c_.error(black, "Black's region must be White's turned half round the board, as pawnprint turns it");
    }
    return w;
  }

  // The ranks a region covers whole, each listed once; a region of part of a rank is refused.
  std::vector<int> whole_ranks(std::string_view key, const std::vector<std::string>& cells) const {
    std::map<int, int> count;
    for (const std::string& cell : std::set<std::string>(cells.begin(), cells.end()))
      ++count[std::stoi(cell.substr(1))];
    std::vector<int> out;
    for (const auto& [rank, n] : count) {
      if (n != files_) throw c_.error(key, "pawnprint reads this region as whole ranks only (*1 *2 ...)");
      out.push_back(rank);
    }
    return out;
  }

  // Cells as layouts write them: a rectangle as its corners (a1-h4), else a list.
  YamlOut cells_written(const std::vector<std::string>& cells, int line) const {
    int x0 = files_, x1 = 1, y0 = ranks_, y1 = 1;
    for (const std::string& cell : cells) {
      const int x = cell[0] - 'a' + 1, y = std::stoi(cell.substr(1));
      x0 = std::min(x0, x), x1 = std::max(x1, x), y0 = std::min(y0, y), y1 = std::max(y1, y);
    }
    if (!cells.empty() && static_cast<int>(cells.size()) == (x1 - x0 + 1) * (y1 - y0 + 1))
      return YamlOut::text(file_letter(x0) + std::to_string(y0) + "-" + file_letter(x1) + std::to_string(y1), line);
    YamlOut l;
    l.kind = YamlOut::Kind::Seq;
    l.flow = true;
    l.source = line;
    for (const std::string& cell : cells) l.seq.push_back(YamlOut::text(cell, line));
    return l;
  }

  // promotionRegionWhite = *6 *7 *8 (and Black's, the same turned): the zone's first rank, as
  // pawnprint's zone runs to the last; 0 where the regions are other cells, which `cells` names.
  int promotion_region(int otherwise) const {
    if (!c_.has("promotionRegionWhite") && !c_.has("promotionRegionBlack")) return otherwise;
    if (!c_.has("promotionRegionWhite"))
      throw c_.error("promotionRegionBlack", "give promotionRegionWhite too: the engine's is rank 8's");
    const std::vector<std::string> w = c_.cells("promotionRegionWhite", files_, ranks_);
    if (c_.has("promotionRegionBlack")) {
      const std::vector<std::string> b = c_.cells("promotionRegionBlack", files_, ranks_);
      if (turned(w) != std::set<std::string>(b.begin(), b.end())) return 0;
    }
    std::map<int, int> count;
    for (const std::string& cell : std::set<std::string>(w.begin(), w.end())) ++count[std::stoi(cell.substr(1))];
    if (count.empty()) return ranks_ + 1;
    int expect = ranks_;
    for (auto it = count.rbegin(); it != count.rend(); ++it, --expect)
      if (it->second != files_ || it->first != expect) return 0;
    return count.begin()->first;
  }

  // The promotion regions as cells: White's alone where Black's is it turned, else each side's.
  YamlOut promotion_cells(int line) const {
    std::vector<std::string> w = c_.cells("promotionRegionWhite", files_, ranks_);
    std::sort(w.begin(), w.end());
    w.erase(std::unique(w.begin(), w.end()), w.end());
    if (!c_.has("promotionRegionBlack")) return cells_written(w, line);
    const std::vector<std::string> given = c_.cells("promotionRegionBlack", files_, ranks_);
    const std::set<std::string> b(given.begin(), given.end());
    if (turned(w) == b) return cells_written(w, line);
    YamlOut sides = YamlOut::flow_map(line);
    sides.set("white", cells_written(w, line));
    sides.set("black", cells_written(std::vector<std::string>(b.begin(), b.end()), line));
    return sides;
  }

  // Each side's promotion cells, where the zone is cells: White's as given, Black's as given or
  // White's turned.
  std::array<std::set<std::string>, 2> promotion_cell_sets() const {
    const std::vector<std::string> w = c_.cells("promotionRegionWhite", files_, ranks_);
    std::array<std::set<std::string>, 2> out{std::set<std::string>(w.begin(), w.end()), turned(w)};
    if (c_.has("promotionRegionBlack")) {
      const std::vector<std::string> b = c_.cells("promotionRegionBlack", files_, ranks_);
      out[1] = std::set<std::string>(b.begin(), b.end());
    }
    return out;
  }

  // promotionPawnTypesWhite and ...Black: a side's own pawn, another piece than the other side's
  // (Khan's chess). Each is a pawn for pawnprint, promoting as its side's promotion says; so that no
  // side promotes the other's kind, neither side may come to have the other's (by a drop).
  void side_pawns() {
    std::array<std::string, 2> pawn;
    for (const Piece& p : pieces_)
      if (p.pawn) pawn[0] = pawn[1] = p.letter;
    bool given = false;
    for (int side = 0; side < 2; ++side)
      if (const IniEntry* e = c_.get(side == 0 ? "promotionPawnTypesWhite" : "promotionPawnTypesBlack")) {
        if (e->value.size() != 1 || !piece(upper(e->value)))
          throw c_.error(*e, "pawnprint reads one piece as each side's pawn, not '" + e->value + "'");
        pawn[static_cast<size_t>(side)] = upper(e->value);
        given = true;
      }
    if (!given) return;
    if (pawn[0] != pawn[1] && (c_.flag("pieceDrops", drops_) || c_.flag("capturesToHand", to_hand_)))
      throw c_.error(c_.has("promotionPawnTypesBlack") ? "promotionPawnTypesBlack" : "promotionPawnTypesWhite",
                     "each side's own pawn is read in a game without drops, where neither side gets the other's");
    for (Piece& p : pieces_) {
      p.pawn = p.letter == pawn[0] || p.letter == pawn[1];
      if (p.pawn) p.entry.set("pawn", YamlOut::text("true", c_.line("promotionPawnTypesBlack")));
      else p.entry.erase("pawn");
    }
    side_pawns_ = true;
  }

  // pawnTypes and promotionPawnTypes: the engine's pawn is pawnprint's, the only one read.
  void check_pawn_types() {
    side_pawns();
    for (std::string_view key : {"pawnTypes", "promotionPawnTypes"})
      if (const IniEntry* e = c_.get(key)) {
        if (e->value == "-" && key == "promotionPawnTypes") {  // no pawn promotes
          no_pawn_promotion_ = true;
          continue;
        }
        // One piece, the pawn or a custom piece standing for it (`customPiece1 = p:mWfcF`).
        Piece* named = e->value.size() == 1 ? piece(upper(e->value)) : nullptr;
        // The engine's own pawn written out (a step, captures also en passant, the lame double
        // step of its first move) is pawnprint's pawn with its runs.
        if (named && custom_raw_[named->letter] == "fmWfceFifmnD") {
          named->betza = "fmWfcF";
          named->entry.set("betza", YamlOut::text(named->betza, e->line));
        }
        if (named) {
          drop_unplaced_pawns(*named);
          named = piece(upper(e->value));
        }
        const bool other_pawn = !side_pawns_ && std::any_of(pieces_.begin(), pieces_.end(),
                                                            [&](const Piece& p) { return p.pawn && &p != named; });
        if (!named || other_pawn)
          throw c_.error(*e, "pawnprint reads one piece as the pawn, the one named here or given as pawn");
        const bool runs = named && initial_run(*e, *named);
        custom_pawn_ = custom_pawn_ || (named->betza != "fmWfcF" && !runs);
        named->pawn = true;
        named->entry.set("pawn", YamlOut::text("true", e->line));
      }
  }

  // The parent's pawn, when the section names another piece as its pawn and sets up none of it: the
  // engine keeps the piece, but nothing brings it into play, so the layout leaves it out.
  void drop_unplaced_pawns(const Piece& named) {
    const IniEntry* fen = c_.get("startFen");
    if (!fen) return;
    const std::string placement = fen->value.substr(0, fen->value.find(' '));
    const std::string name = named.letter;
    std::erase_if(pieces_, [&](const Piece& p) {
      return p.pawn && p.letter != name && p.letter.size() == 1 &&
             placement.find_first_of(p.letter +
                                     static_cast<char>(std::tolower(static_cast<unsigned char>(p.letter[0])))) ==
                 std::string::npos;
    });
  }

  // A custom pawn's lame double step forward on its first move (the engine's `ifmnD`, read as
  // `imnfD`): the engine allows it on its double-step ranks and lets pieces whose Betza says `e`
  // take it en passant, which is pawnprint's pawn run. Its forward step, without which a run has
  // nothing to lengthen, is written out where its other moves give it only as a capture too.
  bool initial_run(const IniEntry& e, Piece& pawn) {
    std::string b = pawn.betza;
    const size_t at = b.find("imnfD");
    if (b.find('i') == std::string::npos) return false;
    if (at == std::string::npos || b.find('i') != at || b.find('i', at + 1) != std::string::npos)
      throw c_.error(e,
                     "a custom pawn's first moves are read only as a lame double step forward (ifmnD), the "
                     "pawn run");
    b.erase(at, 5);
    if (b.find("mW") == std::string::npos && b.find("mfW") == std::string::npos && b.find("fmW") == std::string::npos)
      b += "fmW";
    pawn.betza = b;
    pawn.entry.set("betza", YamlOut::text(b, e.line));
    if (custom_raw_[pawn.letter].find('e') == std::string::npos) no_en_passant_ = true;
    return true;
  }

  // A parent's promotion to pieces the section took away: the engine promotes only to pieces
  // still in the game (a pawn of a game without Queens promotes to what is left).
  void parent_promotions_on_roster() {
    YamlOut* rule = rules().find("promotion");
    YamlOut* to = rule ? rule->find("to") : nullptr;
    if (!to) return;
    std::string kept;
    for (char ch : to->scalar)
      if (piece(std::string(1, ch))) kept += ch;
    if (!kept.empty()) to->scalar = kept;
    else if (!has_pawn()) rules().erase("promotion");
  }

  void promotion() {
    check_pawn_types();
    if (c_.flag("pieceDemotion", false)) {
      turn_over();
      return;
    }
    const bool given = c_.has("promotionPieceTypes") || c_.has("promotionPieceTypesWhite") ||
                       c_.has("promotionPieceTypesBlack") || side_pawns_ || c_.has("promotionRank") ||
                       c_.has("mandatoryPawnPromotion") || c_.has("mandatoryPiecePromotion") ||
                       c_.has("promotionPawnTypes") || c_.has("promotedPieceType") || c_.has("promotionRegionWhite") ||
                       c_.has("promotionRegionBlack");
    if (!given && !c_.builtin.empty()) {
      parent_promotions_on_roster();
      if (YamlOut* rule = rules().find("promotion")) immobility(*rule);
      return;
    }
    std::string to = promotion_to_;
    if (no_pawn_promotion_) to.clear();
    else if (const IniEntry* e = c_.get("promotionPieceTypes")) {
      to.clear();
      for (char ch : e->value)
        if (ch != '-' && ch != ' ') to += letter_of(*e, std::string(1, ch));
    }
    int rank = promotion_region(c_.rank("promotionRank", promotion_rank_ > 0 ? promotion_rank_ : ranks_));
    const bool cells = rank == 0;
    if (cells) rank = ranks_;  // for the checks below; the layout names the cells
    promotion_rank_ = rank;
    if (rank > ranks_ && has_pawn() && !to.empty())
      throw c_.error("promotionRank", "promotion on rank " + std::to_string(rank) + " of a " + std::to_string(ranks_) +
                                          "-rank board never happens (the engine's default is 8): give promotionRank");
    const int zone = std::max(ranks_ - rank + 1, 1);
    const int line =
        std::max({c_.line("promotionPieceTypes"), c_.line("promotionRank"), c_.line("mandatoryPawnPromotion"),
                  c_.line("promotedPieceType"), c_.line("promotionRegionWhite"), c_.line("promotionRegionBlack")});
    if ((to.empty() || !has_pawn()) && !has_promoted_forms_) {
      rules().erase("promotion");
      return;
    }
    YamlOut p = YamlOut::flow_map(line);
    promotion_cells_ = cells;
    if (cells) p.set("cells", promotion_cells(line));
    if (zone > 1 && !cells) p.set("zone", YamlOut::text(std::to_string(zone), line));
    // The engine promotes a pawn that must promote on the zone's first rank: forced across it; and
    // with mandatoryPiecePromotion every move of a piece with a promoted form into, within or out
    // of the zone promotes. pawnprint's `forced` is both at once.
    const bool deep = zone > 1 || cells;  // more than the last rank
    // Forms of pieces other than the pawn, whose promotion mandatoryPiecePromotion forces.
    const bool piece_forms = std::any_of(pieces_.begin(), pieces_.end(), [&](const Piece& each) {
      const Piece* base = each.letter[0] == '+' ? piece(each.letter.substr(1)) : nullptr;
      return base && !base->pawn;
    });
    const bool pawn_forced = deep && has_pawn() && c_.flag("mandatoryPawnPromotion", true),
               piece_forced = piece_forms && c_.flag("mandatoryPiecePromotion", false);
    if (deep && has_pawn() && piece_forms && pawn_forced != piece_forced)
      throw c_.error("mandatoryPiecePromotion",
                     "pawnprint forces the pawns' promotion and the other pieces' together or neither");
    if (pawn_forced || piece_forced) p.set("forced", YamlOut::text("true", line));
    if (!to.empty() && has_pawn()) p.set("to", side_promotions(to, line));
    immobility(p);
    rules().set("promotion", std::move(p));
  }

  // promotionPieceTypesWhite and ...Black: what each side's pawns become, where they differ.
  YamlOut side_promotions(const std::string& both, int line) {
    std::array<std::string, 2> to{both, both};
    for (int side = 0; side < 2; ++side)
      if (const IniEntry* e = c_.get(side == 0 ? "promotionPieceTypesWhite" : "promotionPieceTypesBlack")) {
        to[static_cast<size_t>(side)].clear();
        for (char ch : e->value)
          if (ch != '-' && ch != ' ') to[static_cast<size_t>(side)] += letter_of(*e, std::string(1, ch));
      }
    if (to[0] == to[1]) return YamlOut::text(to[0], line);
    if (to[0].empty() || to[1].empty())
      throw c_.error(c_.has("promotionPieceTypesBlack") ? "promotionPieceTypesBlack" : "promotionPieceTypesWhite",
                     "pawnprint promotes the pawns of both sides or of neither");
    YamlOut sides = YamlOut::flow_map(line);
    sides.set("white", YamlOut::text(to[0], line));
    sides.set("black", YamlOut::text(to[1], line));
    return sides;
  }

  // Whether a piece with a promoted form may decline it where it then has no move: the engine
  // forbids such moves in Shogi and its kin (immobilityIllegal), allows them in chess games.
  void immobility(YamlOut& rule) const {
    const bool flips = std::any_of(pieces_.begin(), pieces_.end(), [](const Piece& p) { return p.letter[0] == '+'; });
    if (flips && !c_.flag("immobilityIllegal", !immobile_))
      rule.set("immobile", YamlOut::text("true", c_.line("immobilityIllegal")));
    else rule.erase("immobile");
  }

  void pawn_runs() {
    pawn_double_runs();
    triple_runs();
    if (no_en_passant_ && rules().find("pawn-runs"))
      rules().set("en-passant", YamlOut::text("false", c_.line("pawnTypes")));
  }

  // Triple steps lengthen the double steps of their ranks: a pawn there runs one, two or three
  // cells (the engine's regions may grant three where two are not, which a run cannot say).
  void triple_runs() {
    if (!c_.has("tripleStepRegionWhite") && !c_.has("tripleStepRegionBlack")) return;
    if (!c_.has("tripleStepRegionWhite"))
      throw c_.error("tripleStepRegionBlack", "give tripleStepRegionWhite too: pawnprint reads one region for both");
    const std::vector<int> ranks =
        whole_ranks("tripleStepRegionWhite", both_sides("tripleStepRegionWhite", "tripleStepRegionBlack"));
    if (ranks.empty()) return;
    YamlOut* runs = rules().find("pawn-runs");
    for (int r : ranks) {
      YamlOut* run = runs ? runs->find(std::to_string(r)) : nullptr;
      if (!run || run->scalar != "2")
        throw c_.error("tripleStepRegionWhite", "a pawn on rank " + std::to_string(r) +
                                                    " may step three cells but not two: pawnprint's pawn runs "
                                                    "take every shorter step too");
      *run = YamlOut::text("3", c_.line("tripleStepRegionWhite"));
    }
  }

  void pawn_double_runs() {
    const bool given = c_.has("doubleStep") || c_.has("doubleStepRank") || c_.has("firstRankDoubleSteps") ||
                       c_.has("doubleStepRegionWhite") || c_.has("doubleStepRegionBlack");
    if (!given && !c_.builtin.empty() && !custom_pawn_) return;
    if (!has_pawn() || !c_.flag("doubleStep", double_step_) || custom_pawn_) {
      rules().erase("pawn-runs");
      return;
    }
    const int line = std::max({c_.line("doubleStep"), c_.line("doubleStepRank"), c_.line("firstRankDoubleSteps"),
                               c_.line("doubleStepRegionWhite"), c_.line("doubleStepRegionBlack")});
    YamlOut runs = YamlOut::flow_map(line);
    if (c_.has("doubleStepRegionWhite") || c_.has("doubleStepRegionBlack")) {
      if (!c_.has("doubleStepRegionWhite"))
        throw c_.error("doubleStepRegionBlack", "give doubleStepRegionWhite too: pawnprint reads one region for both");
      for (int r : whole_ranks("doubleStepRegionWhite", both_sides("doubleStepRegionWhite", "doubleStepRegionBlack")))
        runs.set(std::to_string(r), YamlOut::text("2", line));
      if (runs.map.empty()) {
        rules().erase("pawn-runs");
        return;
      }
      rules().set("pawn-runs", std::move(runs));
      return;
    }
    if (c_.flag("firstRankDoubleSteps", false)) runs.set("1", YamlOut::text("2", line));
    runs.set(std::to_string(c_.rank("doubleStepRank", 2)), YamlOut::text("2", line));
    rules().set("pawn-runs", std::move(runs));
  }

  void castling() {
    const bool given = c_.has("castling") || c_.has("castlingKingsideFile") || c_.has("castlingQueensideFile") ||
                       c_.has("castlingRookPiece") || c_.has("castlingRookPieces");
    // A parent's castling stands on its own board; on a narrower one its files may not be there.
    const bool narrower = !c_.builtin.empty() && files_ < parent_files_ && !given;
    // A parent's castling whose King or Rook the section took away is gone with them, as in the
    // engine, which castles only the pieces it names.
    if (!given && (!piece("K") || !piece("R"))) {
      rules().erase("castling");
      return;
    }
    if (!given && !c_.builtin.empty() && !narrower) {
      if (YamlOut* rule = rules().find("castling")) castling_settings(c_, *rule);
      return;
    }
    const bool royal = std::any_of(pieces_.begin(), pieces_.end(), [](const Piece& p) { return p.royal; });
    if (!c_.flag("castling", castling_) || !royal || !piece("R")) {
      rules().erase("castling");
      return;
    }
    for (std::string_view key : {"castlingRookPiece", "castlingRookPieces"})
      if (const IniEntry* e = c_.get(key); e && upper(e->value) != "R")
        throw c_.error(*e, "castling is read with the piece lettered r only");
    if (const IniEntry* e = c_.get("castlingKingPiece");
        e && !(piece(upper(e->value)) && piece(upper(e->value))->royal))
      throw c_.error(*e, "castling is read with the royal piece only");
    const int king_short = c_.file_number("castlingKingsideFile", 7),
              king_long = c_.file_number("castlingQueensideFile", 3);
    if (narrower && (king_short > files_ || king_long >= files_)) {
      rules().erase("castling");
      return;
    }
    if (king_short < 2 || king_short > files_ || king_long < 1 || king_long >= files_)
      throw c_.error("castlingKingsideFile", "the King's castling files must leave room for the Rook beside it");
    const int line = std::max({c_.line("castling"), c_.line("castlingKingsideFile"), c_.line("castlingQueensideFile")});
    YamlOut rule = YamlOut::flow_map(line), lng = YamlOut::flow_map(line), shrt = YamlOut::flow_map(line);
    lng.set("king", YamlOut::text(file_letter(king_long), line));
    lng.set("rook", YamlOut::text(file_letter(king_long + 1), line));
    shrt.set("king", YamlOut::text(file_letter(king_short), line));
    shrt.set("rook", YamlOut::text(file_letter(king_short - 1), line));
    rule.set("long", std::move(lng));
    rule.set("short", std::move(shrt));
    // Where and to what end the parent castled stands until this section says otherwise.
    if (const YamlOut* old = rules().find("castling"))
      for (std::string_view key : {"rank", "wins", "opposite"})
        if (const YamlOut* v = old->find(key)) rule.set(key, *v);
    castling_settings(c_, rule);
    rules().set("castling", std::move(rule));
  }

  // The keys whose rows say where they go (FsfKey::rules_key): each value, as it stands.
  void rule_settings() {
    for (const auto& [key, entry] : c_.entries)
      if (const rules::FsfKey& row = *find_fsf_key(key); !row.rules_key.empty())
        rules().set(row.rules_key, YamlOut::text(entry->value, entry->line));
  }

  void switch_rule(std::string_view key, bool on, std::string_view rule) {
    if (!c_.has(key)) return;
    if (on) rules().set(rule, YamlOut::text("true", c_.line(key)));
    else rules().erase(rule);
  }

  void game_ends() {
    switch_rule("checking", !c_.flag("checking", true), "no-check");
    switch_rule("mustCapture", c_.flag("mustCapture", false), "must-capture");
    switch_rule("dropChecks", !c_.flag("dropChecks", true), "no-drop-check");
    switch_rule("passOnStalemate", c_.flag("passOnStalemate", false), "stalemate-pass");
    switch_rule("flyingGeneral", c_.flag("flyingGeneral", false), "flying-general");
    if (c_.has("stalemateValue")) {
      const std::string v = c_.value("stalemateValue", "draw");
      if (v == "none") throw c_.error("stalemateValue", "a stalemate must end the game: win, loss or draw");
      if (v == "draw") rules().erase("stalemate");
      else rules().set("stalemate", YamlOut::text(v, c_.line("stalemateValue")));
    }
    if (c_.has("checkmateValue")) {
      const std::string v = c_.value("checkmateValue", "loss");
      if (v != "win" && v != "loss") throw c_.error("checkmateValue", "a checkmate is read as a win or a loss");
      if (v == "loss") rules().erase("checkmate");
      else rules().set("checkmate", YamlOut::text("win", c_.line("checkmateValue")));
    }
    extinction();
    blast();
    petrify();
    walls();
    flag();
    // A parent's check count, too, is read from a setup of the section's own.
    if (c_.flag("checkCounting", rules().find("checks") != nullptr) && (c_.has("checkCounting") || c_.has("startFen")))
      check_counting();
  }

  void extinction() {
    if (!c_.has("extinctionValue") && !c_.has("extinctionPieceTypes") && !c_.has("extinctionPieceCount") &&
        !c_.has("extinctionOpponentPieceCount") && !c_.has("extinctionPseudoRoyal"))
      return;
    // A parent's extinction stands but for the keys this section gives.
    const YamlOut* old = rules().find("extinction");
    auto old_value = [&](const char* key, const std::string& otherwise) {
      const YamlOut* v = old ? old->find(key) : nullptr;
      return v ? v->scalar : otherwise;
    };
    const std::string v = c_.value("extinctionValue", old ? old_value("result", "loss") : "none");
    if (v == "none") {
      if (c_.has("extinctionValue")) rules().erase("extinction");
      return;
    }
    if (v == "draw") throw c_.error("extinctionValue", "extinction is read as a win or a loss");
    const IniEntry* types = c_.get("extinctionPieceTypes");
    // Without the types, a parent's extinction keeps its pieces.
    const YamlOut* old_pieces = old ? old->find("pieces") : nullptr;
    if (!types && !old_pieces) throw c_.error("extinctionValue", "extinction needs extinctionPieceTypes");
    std::string letters = types ? "" : old_pieces->scalar == "all" ? "*" : old_pieces->scalar;
    if (types)
      for (char ch : types->value)
        if (ch != ' ') letters += ch == '*' ? "*" : letter_of(*types, std::string(1, ch));
    const int line = std::max({c_.line("extinctionValue"), c_.line("extinctionPieceTypes"),
                               c_.line("extinctionPieceCount"), c_.line("extinctionOpponentPieceCount")});
    const int count = c_.number("extinctionPieceCount", std::stoi(old_value("count", "0")), 0, 1000),
              opponent = c_.number("extinctionOpponentPieceCount", std::stoi(old_value("opponent", "0")), 0, 1000);
    YamlOut e = YamlOut::flow_map(line);
    e.set("pieces", YamlOut::text(letters.find('*') != std::string::npos ? "all" : letters, line));
    e.set("count", YamlOut::text(std::to_string(count), line));
    // The engine's promoted piece is of the type it turned into, and counts as one.
    YamlOut counted = YamlOut::flow_map(line);
    for (const auto& [from, to] : promoted_to_)
      if (letters.find(to) != std::string::npos && piece("+" + from)) counted.set("+" + from, YamlOut::text(to, line));
    if (!counted.map.empty()) e.set("counted-as", std::move(counted));
    if (c_.flag("extinctionPseudoRoyal", false)) {
      if (letters.find('*') != std::string::npos)
        throw c_.error("extinctionPseudoRoyal", "pawnprint makes royal the last pieces of kinds named, not of '*'");
      if (one_royal_a_side(letters)) return;
      // The engine does not judge the extinction its royal pieces never let come: no result.
      e.set("royal", YamlOut::text("true", c_.line("extinctionPseudoRoyal")));
    } else {
      if (opponent > 0) e.set("opponent", YamlOut::text(std::to_string(opponent), line));
      e.set("result", YamlOut::text(v, line));
    }
    rules().set("extinction", std::move(e));
  }

  // blastOnCapture: the engine's blast spares only its own pawn type around the capture cell, so
  // a custom piece standing for the pawn (pawnTypes) is blown up with the rest.
  void blast() {
    if (!c_.flag("blastOnCapture", rules().find("blast") != nullptr)) {
      rules().erase("blast");
      return;
    }
    std::string spared, pawns;
    for (const Piece& p : pieces_)
      if (p.pawn && p.letter.size() == 1) {
        pawns += p.letter;
        if (std::find(custom_.begin(), custom_.end(), p.letter) == custom_.end()) spared += p.letter;
      }
    const int line = c_.line("blastOnCapture");
    if (spared == pawns) {
      rules().set("blast", YamlOut::text("true", line));
      return;
    }
    YamlOut b = YamlOut::flow_map(line);
    b.set("spares", YamlOut::text(spared.empty() ? "none" : spared, line));
    rules().set("blast", std::move(b));
  }

  // petrifyOnCaptureTypes: the capturers that turn into walls.
  void petrify() {
    const IniEntry* types = c_.get("petrifyOnCaptureTypes");
    if (!types) return;
    std::string letters;
    for (char ch : types->value)
      if (ch != ' ' && ch != '-') letters += letter_of(*types, std::string(1, ch));
    if (letters.empty()) rules().erase("petrify");
    else rules().set("petrify", YamlOut::text(letters, types->line));
  }

  // wallingRule: the cell each move walls up, by the engine's names; wallOrMove: in place of a move.
  void walls() {
    if (!c_.has("wallingRule") && !c_.has("wallOrMove")) return;
    const YamlOut* old = rules().find("walls");
    const YamlOut* old_place = old ? old->find("place") : nullptr;
    const IniEntry* given = c_.get("wallingRule");
    const std::string rule = given ? given->value : old_place ? old_place->scalar : "none";
    static const std::pair<std::string_view, std::string_view> kPlaces[] = {
        {"arrow", "arrow"}, {"duck", "duck"}, {"edge", "edge"}, {"past", "trail"}, {"static", "anywhere"},
    };
    const int line = std::max(c_.line("wallingRule"), c_.line("wallOrMove"));
    if (rule == "none") {
      if (c_.flag("wallOrMove", false)) throw c_.error("wallOrMove", "a wall in place of a move needs a wallingRule");
      rules().erase("walls");
      return;
    }
    const auto* found = std::find_if(std::begin(kPlaces), std::end(kPlaces), [&](const auto& p) {
      return given ? p.first == rule : p.second == rule;  // a parent layout's rule is in pawnprint's words
    });
    if (found == std::end(kPlaces))
      throw c_.error("wallingRule",
                     "the walling rules are none, arrow, duck, edge, past and static, not '" + rule + "'");
    const YamlOut* old_instead = old ? old->find("instead") : nullptr;
    YamlOut w = YamlOut::flow_map(line);
    w.set("place", YamlOut::text(std::string(found->second), line));
    if (c_.flag("wallOrMove", old_instead != nullptr)) w.set("instead", YamlOut::text("true", line));
    rules().set("walls", std::move(w));
  }

  // Where each side has one royal piece at most, that is all the rule is: the piece is royal.
  bool one_royal_a_side(const std::string& letters) {
    const YamlOut* setup = root_.find("setup");
    const YamlOut* promotion = rules().find("promotion");
    const YamlOut* to = promotion ? promotion->find("to") : nullptr;
    const bool more_can_come =
        c_.number("extinctionPieceCount", 0) != 0 || c_.flag("pieceDrops", drops_) ||
        c_.flag("capturesToHand", to_hand_) ||
        std::any_of(letters.begin(), letters.end(), [&](char l) { return piece("+" + std::string(1, l)); });
    if (!import::one_royal_a_side(setup ? setup->scalar : "", letters, to ? to->scalar : "", more_can_come))
      return false;
    for (char ch : letters)
      if (Piece* p = piece(std::string(1, ch))) {
        p->royal = true;
        p->entry.set("royal", YamlOut::text("true", c_.line("extinctionPseudoRoyal")));
      }
    rules().erase("extinction");
    return true;
  }

  YamlOut cell_list(std::string_view key) const {
    YamlOut list;
    list.kind = YamlOut::Kind::Seq;
    list.flow = true;
    list.source = c_.line(key);
    for (const std::string& cell : c_.cells(key, files_, ranks_)) list.seq.push_back(YamlOut::text(cell, c_.line(key)));
    return list;
  }

  void flag() {
    // The engine's names over the years: flagRegion for both, then each side's.
    auto region = [&](std::initializer_list<std::string_view> keys) {
      std::string_view found = *keys.begin();
      for (std::string_view k : keys)
        if (c_.has(k)) found = k;
      return found;
    };
    const std::string_view white = region({"whiteFlag", "flagRegion", "flagRegionWhite"}),
                           black = region({"blackFlag", "flagRegion", "flagRegionBlack"});
    const IniEntry* e = c_.get("flagPiece");
    const YamlOut* old = rules().find("goal");
    const bool regions = c_.has(white) || c_.has(black);
    const bool settings =
        c_.has("flagPieceCount") || c_.has("flagPieceBlockedWin") || c_.has("flagPieceSafe") || c_.has("flagMove");
    if (!e && !regions && !(old && settings)) return;
    if (e && e->value == "-") {
      rules().erase("goal");
      return;
    }
    // The piece: the section's (* any), else the parent goal's, else the engine's default, any.
    const YamlOut* parent_piece = old ? old->find("piece") : nullptr;
    const std::string letter = !e                ? (parent_piece ? parent_piece->scalar : "any")
                               : e->value == "*" ? "any"
                                                 : letter_of(*e, e->value);
    const int line = std::max({c_.line("flagPiece"), c_.line(white), c_.line(black), c_.line("flagMove")});
    YamlOut g = YamlOut::flow_map(line);
    g.set("piece", YamlOut::text(letter, line));
    // New regions over a parent's goal: the side not given keeps the parent's cells.
    auto cells_of = [&](std::string_view key, std::string_view side) {
      if (c_.has(key) || !old) return cell_list(key);
      const YamlOut* kept = old->find(side);
      return kept ? *kept : old->find("cells") ? *old->find("cells") : cell_list(key);
    };
    g.set("white", cells_of(white, "white"));
    g.set("black", cells_of(black, "black"));
    flag_settings(c_, old, files_ * ranks_, g);
    // flagMove: Racing Kings' answer for the royal King; for any other piece the arrival is held.
    const bool royal = letter != "any" && piece(letter) && piece(letter)->royal;
    auto had = [&](std::string_view key) { return old && old->find(key) && old->find(key)->scalar == "true"; };
    const bool waits = c_.flag("flagMove", had("answer") || had("hold"));
    if (waits) g.set(royal ? "answer" : "hold", YamlOut::text("true", c_.line("flagMove")));
    rules().set("goal", std::move(g));
  }

  // The goal in words, for the rules sheet.
  std::string goal_sentence() {
    const YamlOut* g = rules().find("goal");
    const YamlOut* letter = g ? g->find("piece") : nullptr;
    if (!letter) return "";
    const Piece* p = piece(letter->scalar);
    const YamlOut* name = p ? p->entry.find("name") : nullptr;
    // A custom piece's name is "Piece X": its letter says as much.
    std::string noun = letter->scalar == "any" ? "" : name ? name->scalar : letter->scalar;
    if (noun.starts_with("Piece ")) noun = letter->scalar;
    return goal_words(*g, noun) + " ";
  }

  // The number of checks comes from the setup's W+B field (the engine reads 1+1 without it).
  void check_counting() {
    const YamlOut* setup = root_.find("setup");
    std::istringstream in(setup ? setup->scalar : "");
    std::string field;
    int most = 1;
    while (in >> field)
      if (const size_t plus = field.find('+');
          plus != std::string::npos && plus > 0 && field.find_first_not_of("0123456789+") == std::string::npos)
        most = std::max(std::stoi(field.substr(0, plus)), std::stoi("0" + field.substr(plus + 1)));
    rules().set("checks", YamlOut::text(std::to_string(std::max(most, 1)), c_.line("checkCounting")));
  }

  // gating with seirawanGating: a piece from the hand comes in on the cell a first-rank piece
  // leaves; with cambodianMoves: the unmoved King's and Met's leaps. Both keep their cells in the
  // castling field, as pawnprint's rules do.
  void gating() {
    if (!c_.has("gating") && !c_.has("seirawanGating") && !c_.has("cambodianMoves")) return;
    const bool gating = c_.flag("gating", gating_), seirawan = c_.flag("seirawanGating", gating_),
               cambodian = c_.flag("cambodianMoves", false);
    if ((seirawan || cambodian) && !gating)
      throw c_.error(seirawan ? "seirawanGating" : "cambodianMoves", "needs gating = true, as the engine reads it");
    if (gating && !seirawan && !cambodian)
      throw c_.error("gating",
                     "gating cells bring nothing in without seirawanGating or cambodianMoves; "
                     "pawnprint reads gating with one of them");
    gating_ = seirawan;
    if (seirawan) rules().set("gating", YamlOut::text("true", c_.line("seirawanGating")));
    else rules().erase("gating");
    if (!cambodian) {
      if (c_.has("cambodianMoves")) rules().erase("first-leaps");
      return;
    }
    const Piece* met = nullptr;
    std::string king;
    for (const Piece& p : pieces_) {
      if (p.royal && king.empty()) king = p.letter;
      if (p.betza == "F" && !met) met = &p;
    }
    if (const IniEntry* fers = c_.get("fers"); fers && fers->value != "-") met = piece(upper(fers->value));
    if (king.empty() || !met) throw c_.error("cambodianMoves", "the leaps need a King and a Met (fers)");
    YamlOut leaps = YamlOut::flow_map(c_.line("cambodianMoves"));
    leaps.set("sideways", YamlOut::text(king, c_.line("cambodianMoves")));
    leaps.set("forward", YamlOut::text(met->letter, c_.line("cambodianMoves")));
    rules().set("first-leaps", std::move(leaps));
  }

  // countingRule = makruk | asean: the count's pieces are the engine's rook, silver (Khon),
  // knight and fers (Met), by their letters here.
  void counting() {
    if (!c_.has("countingRule")) return;
    const IniEntry& e = *c_.get("countingRule");
    if (e.value == "none") {
      rules().erase("counting");
      return;
    }
    if (e.value != "makruk" && e.value != "asean")
      throw c_.error(e, e.value == "cambodian" ? "pawnprint counts as Makruk or ASEAN chess only, not 'cambodian'"
                                               : "'" + e.value + "' is not makruk, asean or none");
    YamlOut count = YamlOut::flow_map(e.line);
    count.set("rule", YamlOut::text(e.value, e.line));
    const std::pair<const char*, const char*> roles[] = {
        {"rook", "rook"}, {"khon", "silver"}, {"knight", "knight"}, {"met", "fers"}};
    for (const auto& [role, key] : roles) {
      std::string letter;
      if (const IniEntry* given = c_.get(key); given && given->value != "-") letter = upper(given->value);
      else if (const FsfPiece* fp = find_fsf_piece(key); fp && !c_.builtin.empty())
        for (const Piece& p : pieces_)
          if (p.betza == fp->betza && p.letter.size() == 1 && letter.empty()) letter = p.letter;
      if (!letter.empty() && piece(letter)) count.set(role, YamlOut::text(letter, e.line));
    }
    rules().set("counting", std::move(count));
  }

  // The letters in the setup's hand, "[HEhe]" -> "HE".
  std::string setup_hand() {
    const YamlOut* setup = root_.find("setup");
    const std::string text = setup ? setup->scalar : "";
    const size_t open = text.find('['), close = text.find(']');
    std::string out;
    if (open == std::string::npos || close == std::string::npos || close < open) return out;
    for (char ch : text.substr(open + 1, close - open - 1)) {
      const std::string l = upper(std::string(1, ch));
      if (std::isalpha(static_cast<unsigned char>(ch)) && out.find(l) == std::string::npos) out += l;
    }
    return out;
  }

  void drops() {
    const bool drops = c_.flag("pieceDrops", drops_), to_hand = c_.flag("capturesToHand", to_hand_);
    if (!drops && !to_hand && !gating_) {
      rules().erase("drops");
      if (const IniEntry* e = c_.get("dropNoDoubled"); e && e->value != "-")
        throw c_.error(*e, "a rule of drops, in a game without them");
      no_doubled(nullptr);  // its count is still read, and a bad one refused
      return;
    }
    std::string hand;
    for (const Piece& p : pieces_)
      if (!p.royal && p.letter.size() == 1) hand += p.letter;
    for (char ch : setup_hand())  // a royal piece too, where the setup holds one in hand
      if (hand.find(ch) == std::string::npos && piece(std::string(1, ch))) hand += ch;
    const int line = std::max({c_.line("pieceDrops"), c_.line("capturesToHand"), c_.line("seirawanGating")});
    YamlOut d = YamlOut::flow_map(line);
    d.set("hand", YamlOut::text(hand, line));
    if (!to_hand) d.set("captures", YamlOut::text("false", c_.line("capturesToHand")));
    if (!drops) d.set("drop", YamlOut::text("false", c_.line("pieceDrops")));
    const Piece* pawn = nullptr;
    for (const Piece& p : pieces_)
      if (p.pawn && p.letter.size() == 1 && !pawn) pawn = &p;
    // A piece a pawn promoted to goes back to the hand as a pawn, unless dropLoop keeps it.
    if (to_hand && pawn && rules().find("promotion") && !c_.flag("dropLoop", false))
      d.set("demote", YamlOut::text(pawn->letter, c_.line("capturesToHand")));
    if (drops && !c_.flag("immobilityIllegal", !anywhere_))
      d.set("anywhere", YamlOut::text("true", c_.line("immobilityIllegal")));
    if (c_.flag("dropPromoted", promoted_drops_)) d.set("promoted", YamlOut::text("true", c_.line("dropPromoted")));
    if (drops) drop_cells(d, hand, pawn);
    rules().set("drops", std::move(d));
    drop_specials();
  }

  // Where drops may land, as the first side sees it: dropRegionWhite for every piece, a pawn
  // never on the promotion zone nor the first rank unless promotionZonePawnDrops and
  // firstRankPawnDrops allow it, as the engine reads them.
  bool white_holds_at_start() const {
    const YamlOut* setup = root_.find("setup");
    const std::string text = setup ? setup->scalar : "";
    const size_t open = text.find('['), close = text.find(']');
    if (open == std::string::npos || close == std::string::npos) return false;
    return std::any_of(text.begin() + static_cast<std::ptrdiff_t>(open),
                       text.begin() + static_cast<std::ptrdiff_t>(close),
                       [](char ch) { return std::isupper(static_cast<unsigned char>(ch)) != 0; });
  }

  void drop_cells(YamlOut& d, const std::string& hand, const Piece* pawn) {
    const std::string_view white = c_.has("whiteDropRegion") ? "whiteDropRegion" : "dropRegionWhite",
                           black = c_.has("blackDropRegion") ? "blackDropRegion" : "dropRegionBlack";
    // Black's region alone is read as both sides' where White never has a piece to drop: none in
    // hand at the start, and captures going to no hand.
    const bool black_only = c_.has(black) && !c_.has(white);
    if (black_only && (!d.find("captures") || white_holds_at_start()))
      throw c_.error(black, "give the first side's drop region too: pawnprint reads one region for both");
    std::vector<std::string> region, black_region;  // Black's own, where it is not White's turned
    if (black_only) {
      const std::set<std::string> cells = turned(c_.cells(black, files_, ranks_));
      region.assign(cells.begin(), cells.end());
    } else if (c_.has(white)) {
      region = sorted_cells(c_.cells(white, files_, ranks_));
      if (c_.has(black)) {
        const std::vector<std::string> b = sorted_cells(c_.cells(black, files_, ranks_));
        if (turned(region) != std::set<std::string>(b.begin(), b.end())) black_region = b;
      }
    }
    const bool whole = !c_.has(white) && !black_only, apart = !black_region.empty();
    // A pawn's cells, each side's: its region's, less its first rank and its promotion zone
    // unless firstRankPawnDrops and promotionZonePawnDrops allow them.
    std::vector<std::string> pawn_cells, black_pawn_cells;
    bool pawn_apart = apart;
    if (pawn) {
      const bool zone = c_.flag("promotionZonePawnDrops", false), first = c_.flag("firstRankPawnDrops", false);
      const std::array<std::set<std::string>, 2> promoted = promotion_cell_sets();
      auto kept = [&](int side, const std::string& cell, int own_rank) {
        if (own_rank < (first ? 1 : 2)) return false;
        if (!zone &&
            (promotion_cells_ ? promoted[static_cast<size_t>(side)].contains(cell) : own_rank >= promotion_rank_))
          return false;
        if (side == 1 && apart) return std::binary_search(black_region.begin(), black_region.end(), cell);
        const std::string mine = side == 0 ? cell : *turned({cell}).begin();  // as White sees it
        return whole || std::binary_search(region.begin(), region.end(), mine);
      };
      for (int x = 1; x <= files_; ++x)
        for (int y = 1; y <= ranks_; ++y) {
          const std::string cell = file_letter(x) + std::to_string(y),
                            theirs = file_letter(x) + std::to_string(ranks_ + 1 - y);
          if (kept(0, cell, y)) pawn_cells.push_back(cell);
          if (kept(1, theirs, y)) black_pawn_cells.push_back(theirs);
        }
      std::sort(pawn_cells.begin(), pawn_cells.end());
      std::sort(black_pawn_cells.begin(), black_pawn_cells.end());
      pawn_apart = turned(pawn_cells) != std::set<std::string>(black_pawn_cells.begin(), black_pawn_cells.end());
    }
    const int line =
        std::max({c_.line(white), c_.line(black), c_.line("promotionZonePawnDrops"), c_.line("firstRankPawnDrops")});
    // One set for both sides, or each side's own where Black's is not White's turned.
    auto list = [&](const std::vector<std::string>& mine, const std::vector<std::string>& theirs, bool own) {
      if (!own) return cells_written(mine, line);
      YamlOut sides = YamlOut::flow_map(line);
      sides.set("white", cells_written(mine, line));
      sides.set("black", cells_written(theirs, line));
      return sides;
    };
    YamlOut per = YamlOut::flow_map(line);
    bool never = false;
    const std::string undropped = no_doubled(&never);
    for (char ch : hand) {
      if (never && undropped == std::string(1, ch))
        per.set(undropped, cells_written({}, c_.line("dropNoDoubledCount")));
      else if (pawn && ch == pawn->letter[0]) per.set(pawn->letter, list(pawn_cells, black_pawn_cells, pawn_apart));
      else if (!whole) per.set(std::string(1, ch), list(region, black_region, apart));
    }
    if (!per.map.empty()) d.set("cells", std::move(per));
  }

  // dropNoDoubled's piece, and whether dropNoDoubledCount = 0 keeps it from being dropped at all
  // (no file holds fewer than none); a limit of more than one a file is not played.
  std::string no_doubled(bool* never) {
    const IniEntry* e = c_.get("dropNoDoubled");
    const int count = c_.number("dropNoDoubledCount", 1, 0, 1000000);
    if (count > 1)
      throw c_.error("dropNoDoubledCount",
                     "pawnprint does not play a file limit of more than one piece yet; only "
                     "'1' and '0' (never dropped) are read");
    if (never) *never = count == 0;
    return e && e->value != "-" ? letter_of(*e, e->value) : "";
  }

  // Shogi's pawn rules, on the pieces the engine applies them to, added to those a parent gave.
  void drop_specials() {
    bool never = false;
    std::string no_doubled = this->no_doubled(&never);
    if (never) no_doubled.clear();  // its drop cells are none
    for (Piece& p : pieces_) {
      if (p.letter.size() != 1) continue;
      std::vector<std::pair<std::string, int>> add;
      if (p.letter == no_doubled) add.emplace_back("one-per-file", c_.line("dropNoDoubled"));
      if (p.betza == "fW" && !c_.flag("shogiDoubledPawn", true))
        add.emplace_back("one-per-file", c_.line("shogiDoubledPawn"));
      if (p.betza == "fW" && c_.flag("shogiPawnDropMateIllegal", false))
        add.emplace_back("no-drop-mate", c_.line("shogiPawnDropMateIllegal"));
      add_specials(p, add);
    }
  }

  // Adds rules to a piece's `special:` list, each once.
  static void add_specials(Piece& p, const std::vector<std::pair<std::string, int>>& add) {
    if (add.empty()) return;
    YamlOut special;
    if (const YamlOut* old = p.entry.find("special")) special = *old;
    special.kind = YamlOut::Kind::Seq;
    special.flow = true;
    for (const auto& [rule, line] : add) {
      const std::string& name = rule;  // a lambda may not capture a structured binding (clang 14)
      if (std::none_of(special.seq.begin(), special.seq.end(), [&](const YamlOut& v) { return v.scalar == name; }))
        special.seq.push_back(YamlOut::text(name, line));
    }
    p.entry.set("special", std::move(special));
  }

  // pieceDemotion with mandatoryPiecePromotion over the whole board: every move of a piece with a
  // promoted form turns it over, and back (Kyoto Shogi's rule, pawnprint's `turn-over`).
  void turn_over() {
    const IniEntry* e = c_.get("pieceDemotion");
    if (!c_.flag("mandatoryPiecePromotion", false))
      throw c_.error(*e, "pawnprint plays demotion as turning over on every move: give mandatoryPiecePromotion = true");
    const size_t all = all_cells().size();
    for (std::string_view key : {"promotionRegionWhite", "promotionRegionBlack"})
      if (!c_.has(key) || c_.cells(key, files_, ranks_).size() != all)
        throw c_.error(c_.has(key) ? key : "pieceDemotion",
                       "pawnprint plays demotion as turning over on every move: give " + std::string(key) +
                           " as the whole board");
    if (const IniEntry* to = c_.get("promotionPieceTypes"); has_pawn() && (!to || to->value != "-"))
      throw c_.error("promotionPieceTypes", "a pawn promoting as well as pieces turning over is not played");
    for (Piece& p : pieces_) {
      const bool face = p.letter[0] == '+' ? true : static_cast<bool>(piece("+" + p.letter));
      if (face) add_specials(p, {{"turn-over", e->line}});
    }
    rules().erase("promotion");
  }

  // The letter of the piece a built-in parent has for the engine's piece `key` (its Ferz is
  // Xiangqi's Advisor): the one that moves as the engine's, else the one of the same name.
  std::string parent_letter(const std::string& key) const {
    const FsfPiece* fp = find_fsf_piece(key);
    if (!fp || c_.builtin.empty()) return "";
    if (fp->key == "king")  // the engine's royal piece, however it moves (Xiangqi's General)
      for (const Piece& p : pieces_)
        if (p.royal && p.letter.size() == 1) return p.letter;
    for (const Piece& p : pieces_)
      if (p.betza == fp->betza && p.letter.size() == 1) return p.letter;
    for (const Piece& p : pieces_)
      if (const YamlOut* name = p.entry.find("name"); name && name->scalar == fp->name && p.letter.size() == 1)
        return p.letter;
    return "";
  }

  // soldierPromotionRank: the engine's Soldier steps forward, and sideways too from that rank on
  // (Xiangqi's, across the river): a forward step with zone moves from the rank to the far edge.
  void soldier_rank() {
    const IniEntry* e = c_.get("soldierPromotionRank");
    if (!e) return;
    const int rank = c_.rank("soldierPromotionRank", 1);
    const IniEntry* named = c_.get("soldier");
    const std::string letter = named ? upper(named->value.substr(0, 1)) : parent_letter("soldier");
    Piece* soldier = letter.empty() ? nullptr : piece(letter);
    if (!soldier) throw c_.error(*e, "the game has no soldier (soldier = s) to step sideways");
    if (rank < 1 || rank > ranks_)
      throw c_.error(*e, "rank " + std::to_string(rank) + " is off the board, whose ranks are 1 to " +
                             std::to_string(ranks_));
    YamlOut& moves = rules().at("zone-moves");
    moves.erase(letter);
    soldier->betza = rank == 1 ? "fWsW" : "fW";
    soldier->entry.set("betza", YamlOut::text(soldier->betza, e->line));
    if (rank > 1) {
      YamlOut zone = YamlOut::flow_map(e->line);
      zone.set("cells",
               YamlOut::text("a" + std::to_string(rank) + "-" + file_letter(files_) + std::to_string(ranks_), e->line));
      zone.set("betza", YamlOut::text("sW", e->line));
      moves.set(letter, std::move(zone));
    }
    if (moves.map.empty()) rules().erase("zone-moves");
  }

  // The cells a built-in parent keeps `letter` of `side` (0 White) to, those of this board; all
  // of them where it keeps it to none.
  std::vector<std::string> parent_confinement(const std::string& letter, int side) const {
    const auto it = parent_confine_.find(letter);
    if (it == parent_confine_.end()) return all_cells();
    std::vector<std::string> out;
    for (const std::string& cell : it->second[static_cast<size_t>(side)])
      if (cell[0] - 'a' < files_ && std::stoi(cell.substr(1)) <= ranks_) out.push_back(cell);
    return out;
  }

  // A layout's cells (`d1-f3`, `[d1, f1]`, a list of such) as a list of cell names.
  static std::vector<std::string> layout_cells(const YAML::Node& n) {
    std::vector<std::string> out;
    if (n.IsSequence()) {
      for (const auto& item : n)
        for (std::string& cell : layout_cells(item)) out.push_back(std::move(cell));
      return out;
    }
    const std::string& text = n.Scalar();
    const size_t dash = text.find('-');
    if (dash == std::string::npos) return {text};
    const std::string a = text.substr(0, dash), b = text.substr(dash + 1);
    const int r0 = std::stoi(a.substr(1)), r1 = std::stoi(b.substr(1));
    for (char f = std::min(a[0], b[0]); f <= std::max(a[0], b[0]); ++f)
      for (int r = std::min(r0, r1); r <= std::max(r0, r1); ++r) out.push_back(std::string(1, f) + std::to_string(r));
    return out;
  }

  // mobilityRegionWhiteKing = d1 e1 f1 ...: the engine gives each side's cells; pawnprint turns
  // the first side's for the second where the two are each other's turn, else writes each side's.
  void confinement() {
    std::vector<std::string> keys;  // the engine's piece names this section gives, custom ones too
    for (const FsfPiece& fp : fsf_pieces()) keys.emplace_back(fp.key);
    for (const auto& [key, entry] : c_.entries)
      if (key.starts_with("customPiece")) keys.push_back(key);
    std::set<std::string, std::less<>> read;
    for (const std::string& key : keys) {
      std::string name = key;
      name[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(name[0])));
      const std::string white = "mobilityRegionWhite" + name, black = "mobilityRegionBlack" + name;
      if (!c_.has(white) && !c_.has(black)) continue;
      const std::string& given = c_.has(white) ? white : black;
      const IniEntry* letter_entry = c_.get(key);
      const std::string letter = letter_entry ? upper(letter_entry->value.substr(0, 1)) : parent_letter(key);
      if (letter.empty() || !piece(letter)) throw c_.error(given, "the piece '" + key + "' is not in the game");
      // A side whose region is not given keeps the parent's, else goes anywhere.
      const std::vector<std::string> mine = sorted_cells(c_.has(white) ? c_.cells(white, files_, ranks_)
                                                                       : parent_confinement(letter, 0)),
                                     theirs = sorted_cells(c_.has(black) ? c_.cells(black, files_, ranks_)
                                                                         : parent_confinement(letter, 1));
      rules().at("confine").flow = true;
      if (mine.size() == all_cells().size() && theirs.size() == mine.size()) {
        rules().at("confine").erase(letter);  // held nowhere
      } else if (turned(mine) == std::set<std::string>(theirs.begin(), theirs.end())) {
        const int line = std::max(c_.line(white), c_.line(black));
        rules().at("confine").set(letter, c_.has(white) ? cell_list(white) : cells_written(mine, line));
      } else {
        const int line = std::max(c_.line(white), c_.line(black));
        YamlOut sides = YamlOut::flow_map(line);
        sides.set("white", cells_written(mine, line));
        sides.set("black", cells_written(theirs, line));
        rules().at("confine").set(letter, std::move(sides));
      }
      read.insert(white);
      read.insert(black);
    }
    if (const YamlOut* held = rules().find("confine"); held && held->map.empty()) rules().erase("confine");
    for (const auto& [key, entry] : c_.entries)
      if (key.starts_with("mobilityRegion") && !read.contains(key))
        throw c_.error(*entry,
                       "names no piece of this game (mobilityRegionWhiteRook, mobilityRegionBlackCustomPiece1, ...)");
  }

  // materialCounting: an end that would be drawn (by the move count, a repetition, a stalemate)
  // is scored instead: by the pieces on the board (unweighted), or for one side (draw odds).
  // Janggi's count is read over pawnprint's Janggi layouts, which keep their points.
  void material_counting() {
    const IniEntry* e = c_.get("materialCounting");
    if (!e) return;
    const std::string& how = e->value;
    if (how == "none") {
      rules().erase("points");
      return;
    }
    if (how == "janggi") {
      if (!rules().find("points"))
        throw c_.error(*e, "Janggi's count is read over pawnprint's janggi layouts only, which hold its points");
      return;
    }
    YamlOut points = YamlOut::flow_map(e->line);
    if (how == "whitedrawodds" || how == "blackdrawodds") {
      points.set("odds", YamlOut::text(how == "whitedrawodds" ? "white" : "black", e->line));
    } else if (how == "unweighted") {
      YamlOut values = YamlOut::flow_map(e->line);
      for (const Piece& p : pieces_) values.set(p.letter, YamlOut::text("1", e->line));
      points.set("values", std::move(values));
    } else {
      throw c_.error(*e, "'" + how + "' is not none, janggi, unweighted, whitedrawodds or blackdrawodds");
    }
    rules().set("points", std::move(points));
  }

  // The rules sheet's words for materialCounting.
  std::string material_words() const {
    const std::string how = c_.has("materialCounting") ? c_.get("materialCounting")->value : "none";
    const std::string ends = "A game that would be drawn (by the move count, by repetition or by stalemate) ";
    if (how == "whitedrawodds") return ends + "is won by White instead. ";
    if (how == "blackdrawodds") return ends + "is won by Black instead. ";
    if (how == "unweighted")
      return ends + "goes to the side with more pieces on the board, and is drawn only when they have as many. ";
    return "";
  }

  std::string walls_in_words() {
    const YamlOut* w = rules().find("walls");
    const YamlOut* place = w ? w->find("place") : nullptr;
    std::string stone;
    if (const YamlOut* p = rules().find("petrify")) {
      std::vector<std::string> names;
      for (char l : p->scalar)
        if (const Piece* each = piece(std::string(1, l)); each && each->entry.find("name"))
          names.push_back(each->entry.find("name")->scalar);
      for (size_t i = 0; i < names.size(); ++i)
        stone += (i == 0 ? "" : i + 1 == names.size() ? " or " : ", ") + names[i];
    }
    const YamlOut* setup = root_.find("setup");
    const std::string placement = setup ? setup->scalar.substr(0, setup->scalar.find(' ')) : "";
    return wall_words(place ? place->scalar : "", w && w->find("instead"), stone,
                      placement.find('*') != std::string::npos);
  }

  // Draws by the move count and by repetition do not change the moves: the rules sheet says them,
  // and the last pieces made royal, which no piece's own words tell.
  void draw_rules() {
    std::string text;
    const int n = c_.number("nMoveRule", 50, 0, 100000), fold = c_.number("nFoldRule", 3, 0, 1000);
    if (n > 0)
      text += "A game is drawn after " + std::to_string(n) + " moves by each side without a capture or a pawn move. ";
    if (fold > 0) {
      const std::string v = c_.value("nFoldValue", "draw");
      const bool white_view = c_.flag("nFoldValueAbsolute", false);
      text += "When a position comes back for the " + std::to_string(fold) +
              (fold == 2   ? "nd"
               : fold == 3 ? "rd"
                           : "th") +
              " time, " +
              (v == "draw"  ? std::string("the game is drawn")
               : white_view ? "White " + std::string(v == "win" ? "wins" : "loses")
                            : "the side to move " + std::string(v == "win" ? "wins" : "loses")) +
              ". ";
    }
    if (c_.flag("perpetualCheckIllegal", false)) text += "Checking without end to force a repetition loses. ";
    text += material_words();
    if (const YamlOut* castle = rules().find("castling")) text = castling_words(*castle) + text;
    text = goal_sentence() + text;
    if (const YamlOut* e = rules().find("extinction"); e && e->find("royal")) {
      std::vector<std::string> names;
      for (char l : e->find("pieces")->scalar)
        if (const Piece* p = piece(std::string(1, l)); p && p->entry.find("name"))
          names.push_back(p->entry.find("name")->scalar);
      text += royal_while_few_words(names, std::stoi(e->find("count")->scalar)) + " ";
    }
    if (const YamlOut* b = rules().find("blast")) {
      const YamlOut* spares = b->find("spares");
      text += "Every capture explodes: the capturer, the piece taken and every piece ";
      text += spares ? (spares->scalar == "none" ? "" : "but " + spares->scalar + " ") : "but a pawn ";
      text += "on the cells around the capture cell leave the board. ";
      if (const YamlOut* d = rules().find("drops"); d && c_.flag("capturesToHand", to_hand_))
        text += "Each piece blown up goes to the other side's hand, a piece promoted from a pawn as a pawn. ";
      if (std::any_of(pieces_.begin(), pieces_.end(), [](const Piece& p) { return p.royal; }))
        text +=
            "A capture may not blow up its own side's King; one that blows up the enemy King wins, and a King "
            "touching the enemy King is never in check. ";
    }
    text += walls_in_words();
    if (!text.empty()) text.pop_back();
    const int line =
        std::max({c_.line("nMoveRule"), c_.line("nFoldRule"), c_.line("nFoldValue"), c_.line("nFoldValueAbsolute"),
                  c_.line("perpetualCheckIllegal"), c_.line("extinctionPseudoRoyal")});
    YamlOut& sheet = root_.at("sheet");
    sheet.set("intro", YamlOut::text("A game imported from its Fairy-Stockfish definition. " + text, line));
    // Each piece's moves in words, from its Betza, where the words cover it.
    YamlOut& words = sheet.at("pieces");
    for (const Piece& p : pieces_) {
      const YamlOut* betza = p.entry.find("betza");
      if (!betza) continue;
      if (std::optional<std::string> w = piece_in_words(betza->scalar, p.royal, p.pawn))
        words.set(p.letter, YamlOut::text(*w, betza->source));
    }
    if (words.map.empty()) sheet.erase("pieces");
  }

  // The engine keeps a setup's castling rights in a game without castling and ignores them; a
  // layout's setup names none there.
  void no_rights_without_castling() {
    YamlOut* setup = root_.find("setup");
    if (!setup || rules().find("castling") || rules().find("gating") || rules().find("first-leaps")) return;
    std::istringstream in(setup->scalar);
    std::vector<std::string> fields;
    for (std::string f; in >> f;) fields.push_back(f);
    if (fields.size() < 3 || fields[2] == "-" || fields[2].find_first_not_of("KQkq") != std::string::npos) return;
    fields[2] = "-";
    std::string text;
    for (const std::string& f : fields) text += (text.empty() ? "" : " ") + f;
    setup->scalar = text;
  }

  // Keys in the order layouts write them.
  void order() {
    const std::vector<std::string_view> first{"schema", "name", "title", "about", "board", "pieces", "rules", "setup"};
    std::stable_sort(root_.map.begin(), root_.map.end(), [&](const auto& a, const auto& b) {
      auto rank = [&](const std::string& k) {
        const auto it = std::find(first.begin(), first.end(), k);
        return it == first.end() ? first.size() : static_cast<size_t>(it - first.begin());
      };
      return rank(a.first) < rank(b.first);
    });
  }

  const Config& c_;
  YamlOut root_;
  std::vector<Piece> pieces_;
  std::map<std::string, std::string> promoted_to_;  // promotedPieceType: the piece each letter turns into
  std::vector<std::string> defined_;                // letters this section gave, so two pieces cannot share one
  std::vector<std::string> custom_;                 // letters of this section's custom pieces
  std::map<std::string, std::string> custom_raw_;   // ... and their Betza as the engine writes it
  int files_ = 8, ranks_ = 8;
  bool double_step_ = true, castling_ = true, has_promoted_forms_ = false, no_pawn_promotion_ = false;
  int parent_files_ = 0;        // the parent layout's files, 0 for the engine's template
  bool no_en_passant_ = false;  // the custom pawn's Betza has no `e`: nothing takes its run en passant
  bool side_pawns_ = false;     // each side has a pawn of its own kind (promotionPawnTypesBlack)
  bool custom_pawn_ = false;    // a custom piece is the pawn: its own Betza makes its steps, no run
  // What the parent plays (the engine's template: none of it), until a key of this section says.
  bool drops_ = false, to_hand_ = false, anywhere_ = true, promoted_drops_ = false, gating_ = false;
  bool immobile_ = true;  // a piece may decline its promoted form where it then has no move
  std::map<std::string, std::array<std::vector<std::string>, 2>> parent_confine_;  // by letter, each side's cells
  std::string promotion_to_;
  int promotion_rank_ = 0;
  bool promotion_cells_ = false;  // the promotion zone is cells, not the last ranks
};

}  // namespace

std::string cell_size(int files, int ranks) {
  const int mm = std::clamp(240 / std::max(files, ranks), 15, 30);
  return std::to_string(mm) + "mm";
}

WrittenYaml translate(const Config& c, const ParentLayouts& parents) { return Translation(c, parents).run(); }

}  // namespace pp::import

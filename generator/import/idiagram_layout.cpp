#include "import/idiagram_layout.h"

#include <algorithm>
#include <cctype>
#include <map>
#include <set>

#include "common/input_error.h"
#include "import/betza_words.h"
#include "import/fsf_layout.h"
#include "import/fsf_pieces.h"
#include "import/fsf_values.h"

namespace pp::import {
namespace {

// Keys that change only how the diagram looks on its page: named in one warning.
const std::set<std::string, std::less<>> kLookOnly{"graphicsDir", "graphicsType", "squareSize", "whitePrefix",
                                                   "blackPrefix", "rimColor",     "coordColor", "borders",
                                                   "startShade",  "enableAI",     "newClick",   "useMarkers"};
// Keys read here.
const std::set<std::string, std::less<>> kRead{"files",       "ranks",     "promoZone", "maxPromote",
                                               "promoChoice", "royal",     "symmetry",  "holdingsType",
                                               "lightShade",  "darkShade", "satellite", "firstRank"};

struct Cell {
  int file = 0, rank = 0;  // 1-based
};

// A Betza move cut into its parts: modifiers, then an atom (doubled for a rider), then a count.
struct Part {
  std::string mods, atom, count;
  std::string text() const { return mods + atom + count; }
};

// nullopt-like: an empty vector when the Betza has anything beyond plain parts (brackets, legs),
// which then goes to the rules core as written.
std::vector<Part> parts_of(const std::string& betza) {
  std::vector<Part> parts;
  size_t i = 0;
  while (i < betza.size()) {
    Part p;
    while (i < betza.size() && std::islower(static_cast<unsigned char>(betza[i]))) p.mods += betza[i++];
    if (i == betza.size() || !std::isupper(static_cast<unsigned char>(betza[i]))) return {};
    p.atom = betza.substr(i++, 1);
    if (i < betza.size() && betza[i] == p.atom[0]) p.atom += betza[i++];
    while (i < betza.size() && std::isdigit(static_cast<unsigned char>(betza[i]))) p.count += betza[i++];
    parts.push_back(std::move(p));
  }
  return parts;
}

std::string lower(std::string s) {
  for (char& c : s) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return s;
}

struct LayoutPiece {
  const DiagramPiece* from = nullptr;
  std::string letter, betza, art;
  bool royal = false, pawn = false, double_step = false, en_passant = false;
  int castle = 0;  // the King's castling distance (isO2: 2), 0 for none
  std::vector<Cell> white, black;
};

class DiagramTranslation {
 public:
  DiagramTranslation(const DiagramBlock& b, const std::string& stem) : b_(b), stem_(stem) {}

  DiagramImported run() {
    check_keys();
    files_ = number("files", 8, 1, 26);
    ranks_ = number("ranks", 8, 1, 26);
    if (const IniEntry* e = b_.find("firstRank"); e && e->value != "1")
      throw error(*e, "squares are read numbered from rank 1 only");
    name();
    pieces();
    promotion();
    board();
    rules_and_setup();
    sheet();
    root_.set("print", YamlOut::flow_map(0));
    root_.at("print").set("paper", YamlOut::text("a4", 0));
    out_.layout.yaml = write_yaml(root_, "Imported by pawnprint from the Interactive Diagram in " + b_.path + ".");
    theme();
    return std::move(out_);
  }

 private:
  InputError error(const IniEntry& e, const std::string& message) const {
    return InputError({b_.path, e.line, 0}, "key '" + e.key + "': " + message);
  }
  InputError error(const DiagramPiece& p, const std::string& message) const {
    return InputError({b_.path, p.line, 0}, "piece '" + p.name + "': " + message);
  }
  int line(std::string_view key) const {
    const IniEntry* e = b_.find(key);
    return e ? e->line : b_.line;
  }

  int number(std::string_view key, int otherwise, int lo, int hi) const {
    const IniEntry* e = b_.find(key);
    if (!e) return otherwise;
    if (const std::optional<std::string> problem = whole_number_problem(e->value, lo, hi)) throw error(*e, *problem);
    return std::stoi(e->value);
  }

  void check_keys() {
    std::string look;
    for (const IniEntry& e : b_.settings) {
      if (kRead.contains(e.key)) continue;
      if (!kLookOnly.contains(e.key))
        throw error(e, "not a key pawnprint reads; it may change the game, so nothing is written");
      look += (look.empty() ? "" : ", ") + e.key + " (line " + std::to_string(e.line) + ")";
    }
    if (!look.empty())
      out_.warnings.push_back(b_.path + ": keys that steer only the diagram's look, read and left out: " + look);
  }

  void name() {
    std::string name = stem_;
    int at = b_.line;
    if (const IniEntry* e = b_.find("satellite")) {
      name = e->value;
      at = e->line;
    }
    const bool plain = !name.empty() && name.size() <= 64 && std::isalnum(static_cast<unsigned char>(name[0])) &&
                       std::all_of(name.begin(), name.end(),
                                   [](unsigned char c) { return std::isalnum(c) || c == '-' || c == '_' || c == '.'; });
    if (!plain)
      throw InputError({b_.path, at, 0}, "'" + name +
                                             "' is no name for a layout (letters, digits, '-', '_', '.'); give "
                                             "satellite=NAME");
    out_.layout.name = name;
    root_.set("schema", YamlOut::text("1", 0));
    root_.set("name", YamlOut::text(name, at));
    std::string title = name;
    title[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(title[0])));
    root_.set("title", YamlOut::text(title, at));
    root_.set("about", YamlOut::text("A game described by its Interactive Diagram.", b_.line));
  }

  Cell cell(const DiagramPiece& p, std::string_view text) const {
    Cell c;
    if (text.size() >= 2 && std::islower(static_cast<unsigned char>(text[0])) &&
        text.find_first_not_of("0123456789", 1) == std::string_view::npos) {
      c.file = text[0] - 'a' + 1;
      c.rank = text.size() > 4 ? 0 : std::stoi(std::string(text.substr(1)));
    }
    if (c.file < 1 || c.file > files_ || c.rank < 1 || c.rank > ranks_)
      throw error(p, "'" + std::string(text) + "' is not a square of the " + std::to_string(files_) + "x" +
                         std::to_string(ranks_) + " board");
    return c;
  }

  // "a2-h2,b1" as squares: a range runs along a rank or a file.
  std::vector<Cell> cells(const DiagramPiece& p, std::string_view list) const {
    std::vector<Cell> out;
    for (size_t from = 0; from <= list.size();) {
      size_t next = list.find(',', from);
      if (next == std::string_view::npos) next = list.size();
      const std::string_view item = list.substr(from, next - from);
      from = next + 1;
      if (item.empty()) continue;
      const size_t dash = item.find('-');
      if (dash == std::string_view::npos) {
        out.push_back(cell(p, item));
        continue;
      }
      const Cell a = cell(p, item.substr(0, dash)), z = cell(p, item.substr(dash + 1));
      if (a.file != z.file && a.rank != z.rank)
        throw error(p, "the range '" + std::string(item) + "' runs along neither a rank nor a file");
      for (int f = std::min(a.file, z.file); f <= std::max(a.file, z.file); ++f)
        for (int r = std::min(a.rank, z.rank); r <= std::max(a.rank, z.rank); ++r) out.push_back({f, r});
    }
    return out;
  }

  // A piece's moves when the line gives none: the piece of that name as Fairy-Stockfish has it,
  // the Pawn and King as in chess (double step and en passant, castling).
  std::string default_betza(const DiagramPiece& p) const {
    const std::string name = lower(p.name);
    if (name == "pawn") return "ifmnDfmWfceF";
    if (name == "king") return "KisO2";
    if (const FsfPiece* fp = find_fsf_piece(name)) return std::string(fp->betza);
    throw error(p, "give its moves in Betza's notation (pawnprint knows no piece of this name)");
  }

  void pieces() {
    const std::string symmetry = b_.find("symmetry") ? b_.find("symmetry")->value : "none";
    if (symmetry != "mirror" && symmetry != "rotate" && symmetry != "none")
      throw error(*b_.find("symmetry"), "'" + symmetry + "' is not mirror, rotate or none");
    for (const DiagramPiece& d : b_.pieces) {
      LayoutPiece p;
      p.from = &d;
      p.letter =
          d.id.empty() ? std::string(1, static_cast<char>(std::toupper(static_cast<unsigned char>(d.name[0])))) : d.id;
      if (p.letter.size() != 1 || !std::isupper(static_cast<unsigned char>(p.letter[0])))
        throw error(d, "its ID is read as one capital letter, not '" + p.letter + "'");
      for (const LayoutPiece& q : pieces_)
        if (q.letter == p.letter)
          throw error(d, "the letter '" + p.letter + "' is already " + q.from->name + "'s (line " +
                             std::to_string(q.from->line) + ")");
      if (!d.extra.empty()) throw error(d, "pieces in hand at the start (a sixth field) are not read");
      p.betza = d.betza.empty() ? default_betza(d) : d.betza;
      if (const FsfPiece* fp = find_fsf_piece(lower(d.name)); fp && !fp->art.empty()) p.art = fp->art;
      if (!d.image.empty() && std::find_if(fsf_pieces().begin(), fsf_pieces().end(), [&](const FsfPiece& f) {
                                return f.art == lower(d.image);
                              }) != fsf_pieces().end())
        p.art = lower(d.image);
      const size_t split = d.squares.find(",,");
      p.white = cells(d, d.squares.substr(0, split));
      if (split != std::string::npos) p.black = cells(d, std::string_view(d.squares).substr(split + 2));
      else
        for (const Cell& c : p.white)
          if (symmetry == "mirror") p.black.push_back({c.file, ranks_ + 1 - c.rank});
          else if (symmetry == "rotate") p.black.push_back({files_ + 1 - c.file, ranks_ + 1 - c.rank});
      pieces_.push_back(std::move(p));
    }
    std::map<std::pair<int, int>, const LayoutPiece*> taken;
    for (const LayoutPiece& p : pieces_)
      for (const std::vector<Cell>* side : {&p.white, &p.black})
        for (const Cell& c : *side)
          if (const auto [it, fresh] = taken.emplace(std::pair{c.file, c.rank}, &p); !fresh)
            throw error(*p.from, "two pieces on " + file_letter(c.file) + std::to_string(c.rank) + " (the other is " +
                                     it->second->from->name + "'s)");
    if (const IniEntry* e = b_.find("royal")) {
      const int n = number("royal", 0, 1, static_cast<int>(pieces_.size()));
      pieces_[static_cast<size_t>(n - 1)].royal = true;
      royal_line_ = e->line;
    } else {
      for (LayoutPiece& p : pieces_) p.royal = lower(p.from->name) == "king";
    }
  }

  // The first maxPromote pieces promote (as pawns: pawnprint promotes pawns); a pawn's initial
  // forward double step (ifmnD) and en passant (e) become the layout's pawn rules; the royal
  // piece's castling (isO2) becomes castling.
  void promotion() {
    const int promoting = number("maxPromote", 1, 0, static_cast<int>(pieces_.size()));
    for (size_t i = 0; i < pieces_.size(); ++i) {
      LayoutPiece& p = pieces_[i];
      p.pawn = static_cast<int>(i) < promoting;
      std::vector<Part> parts = parts_of(p.betza);
      if (parts.empty()) {
        if (p.betza.find('e') != std::string::npos || p.betza.find('O') != std::string::npos)
          throw error(*p.from, "en passant (e) and castling (O) are read in plain Betza only");
        continue;
      }
      std::string kept;
      for (Part& part : parts) {
        if (part.atom == "O") {
          if (!p.royal) throw error(*p.from, "castling (O) is read for the royal piece only");
          p.castle = part.count.empty() ? 1 : std::stoi(part.count);
          continue;
        }
        if (const size_t e = part.mods.find('e'); e != std::string::npos) {
          if (!p.pawn) throw error(*p.from, "en passant (e) is read for a promoting piece (a pawn) only");
          p.en_passant = true;
          part.mods.erase(e, 1);
        }
        if (p.pawn && part.atom == "D" && part.count.empty() && part.mods.find('i') != std::string::npos &&
            part.mods.find('f') != std::string::npos && part.mods.find('m') != std::string::npos) {
          p.double_step = true;
          continue;
        }
        kept += part.text();
      }
      if (p.double_step && !p.en_passant)
        throw error(*p.from, "a double step is read with en passant (fceF), as pawnprint's pawns play it");
      p.betza = kept;
      if (p.pawn && p.betza.empty()) throw error(*p.from, "a promoting piece needs a move");
    }
  }

  void board() {
    YamlOut& b = root_.at("board");
    b.set("shape", YamlOut::text("square", 0));
    b.set("files", YamlOut::text(std::to_string(files_), line("files")));
    b.set("ranks", YamlOut::text(std::to_string(ranks_), line("ranks")));
    b.set("cell", YamlOut::text(cell_size(files_, ranks_), std::max(line("files"), line("ranks"))));
    YamlOut& out = root_.at("pieces");
    for (const LayoutPiece& p : pieces_) {
      const int at = p.from->line;
      YamlOut entry = YamlOut::flow_map(at);
      std::string name = p.from->name;
      name[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(name[0])));
      entry.set("name", YamlOut::text(name, at));
      entry.set("betza", YamlOut::text(p.betza, at));
      if (p.royal) entry.set("royal", YamlOut::text("true", royal_line_ ? royal_line_ : at));
      if (p.pawn) entry.set("pawn", YamlOut::text("true", at));
      if (!p.art.empty()) entry.set("art", YamlOut::text(p.art, at));
      out.set(p.letter, std::move(entry));
    }
  }

  const LayoutPiece* at(int file, int rank, bool white) const {
    for (const LayoutPiece& p : pieces_)
      for (const Cell& c : white ? p.white : p.black)
        if (c.file == file && c.rank == rank) return &p;
    return nullptr;
  }

  void rules_and_setup() {
    YamlOut& rules = root_.at("rules");
    const LayoutPiece* king = nullptr;
    for (const LayoutPiece& p : pieces_)
      if (p.castle > 0) king = &p;
    std::string setup;
    for (int r = ranks_; r >= 1; --r) {
      int empty = 0;
      for (int f = 1; f <= files_; ++f) {
        const LayoutPiece* w = at(f, r, true);
        const LayoutPiece* b = at(f, r, false);
        if (!w && !b) {
          ++empty;
          continue;
        }
        if (empty) setup += std::to_string(empty);
        empty = 0;
        setup += w ? w->letter : lower(b->letter);
      }
      if (empty) setup += std::to_string(empty);
      if (r > 1) setup += '/';
    }
    const int holdings = number("holdingsType", 0, 0, 1);
    if (holdings == 1) {
      std::string hand;
      for (const LayoutPiece& p : pieces_) {
        if (p.pawn) throw error(*b_.find("holdingsType"), "dropping a promoting piece (a pawn) is not read yet");
        if (!p.royal) hand += p.letter;
      }
      rules.set("drops", YamlOut::flow_map(line("holdingsType")));
      rules.at("drops").set("hand", YamlOut::text(hand, line("holdingsType")));
      setup += "[]";
    }
    std::string rights = "-";
    if (king) rights = castling(rules, *king);
    const int setup_line = pieces_.front().from->line;
    root_.set("setup", YamlOut::text(setup + " w " + rights + " - 0 1", setup_line));
    pawn_runs(rules);
    if (rules.map.empty()) root_.erase("rules");
  }

  // The King castles n cells towards the Rook in either corner of its rank, which lands beside it.
  std::string castling(YamlOut& rules, const LayoutPiece& king) {
    if (king.white.size() != 1) throw error(*king.from, "a castling King is read with one square a side");
    const Cell k = king.white.front();
    const LayoutPiece* left = at(1, k.rank, true);
    const LayoutPiece* right = at(files_, k.rank, true);
    if (!left || !right || left->letter != "R" || right->letter != "R" || k.file - king.castle < 2 ||
        k.file + king.castle > files_ - 1)
      throw error(*king.from,
                  "castling (O) is read with Rooks (R) in both corners of the King's rank and room "
                  "between");
    const int at_line = king.from->line;
    YamlOut rule = YamlOut::flow_map(at_line), lng = YamlOut::flow_map(at_line), shrt = YamlOut::flow_map(at_line);
    lng.set("king", YamlOut::text(file_letter(k.file - king.castle), at_line));
    lng.set("rook", YamlOut::text(file_letter(k.file - king.castle + 1), at_line));
    shrt.set("king", YamlOut::text(file_letter(k.file + king.castle), at_line));
    shrt.set("rook", YamlOut::text(file_letter(k.file + king.castle - 1), at_line));
    rule.set("long", std::move(lng));
    rule.set("short", std::move(shrt));
    rules.set("castling", std::move(rule));
    // Black castles where its King and Rooks stand as White's do, turned over the middle rank.
    const int far = ranks_ + 1 - k.rank;
    const LayoutPiece* bl = at(1, far, false);
    const LayoutPiece* br = at(files_, far, false);
    const bool black = king.black.size() == 1 && king.black.front().file == k.file && king.black.front().rank == far &&
                       bl && br && bl->letter == "R" && br->letter == "R";
    return black ? "KQkq" : "KQ";
  }

  void pawn_runs(YamlOut& rules) {
    std::set<int> ranks;
    const LayoutPiece* first = nullptr;
    for (const LayoutPiece& p : pieces_)
      if (p.double_step) {
        first = first ? first : &p;
        for (const Cell& c : p.white) ranks.insert(c.rank);
      }
    if (!first) return;
    if (ranks.size() != 1) throw error(*first->from, "a double step is read from one rank");
    // pawnprint's pawn rules are the game's, not a piece's: every promoting piece runs alike.
    for (const LayoutPiece& p : pieces_)
      if (p.pawn && !p.double_step)
        throw error(*p.from, "promotes as " + first->from->name + " does but has no double step (ifmnD) as it has");
    YamlOut runs = YamlOut::flow_map(first->from->line);
    runs.set(std::to_string(*ranks.begin()), YamlOut::text("2", first->from->line));
    rules.set("pawn-runs", std::move(runs));
  }

  void promotion_rule(YamlOut& rules) {
    const bool pawns = std::any_of(pieces_.begin(), pieces_.end(), [](const LayoutPiece& p) { return p.pawn; });
    if (!pawns) return;
    const int zone = number("promoZone", 1, 1, ranks_);
    std::string to;
    if (const IniEntry* e = b_.find("promoChoice")) {
      for (char ch : e->value) {
        const auto it = std::find_if(pieces_.begin(), pieces_.end(),
                                     [ch](const LayoutPiece& p) { return p.letter == std::string(1, ch); });
        if (it == pieces_.end())
          throw error(*e, "'" + std::string(1, ch) + "' is no piece's ID (only IDs are read: no * ! or other marks)");
        to += ch;
      }
    } else {
      for (const LayoutPiece& p : pieces_)
        if (!p.royal && !p.pawn) to += p.letter;
    }
    const int at = std::max({line("promoZone"), line("promoChoice"), line("maxPromote")});
    YamlOut p = YamlOut::flow_map(at);
    if (zone > 1) p.set("zone", YamlOut::text(std::to_string(zone), line("promoZone")));
    p.set("to", YamlOut::text(to, at));
    rules.set("promotion", std::move(p));
  }

  void sheet() {
    promotion_rule(root_.at("rules"));
    if (root_.at("rules").map.empty()) root_.erase("rules");
    std::vector<std::string_view> order{"schema", "name", "title", "about", "board", "pieces", "rules", "setup"};
    std::stable_sort(root_.map.begin(), root_.map.end(), [&](const auto& a, const auto& b) {
      return std::find(order.begin(), order.end(), a.first) < std::find(order.begin(), order.end(), b.first);
    });
    YamlOut& sheet = root_.at("sheet");
    sheet.set("intro", YamlOut::text("A game imported from its Interactive Diagram.", b_.line));
    YamlOut& words = sheet.at("pieces");
    for (const LayoutPiece& p : pieces_)
      if (std::optional<std::string> w = piece_in_words(p.betza, p.royal, p.pawn))
        words.set(p.letter, YamlOut::text(*w, p.from->line));
    if (words.map.empty()) sheet.erase("pieces");
  }

  // lightShade and darkShade: the board's cells in a theme of their own, over classic.
  void theme() {
    const IniEntry* light = b_.find("lightShade");
    const IniEntry* dark = b_.find("darkShade");
    if (!light && !dark) return;
    std::string cells;
    for (const IniEntry* e : {light, dark}) {
      if (!e) continue;
      const std::string& v = e->value;
      if ((v.size() != 4 && v.size() != 7) || v[0] != '#' ||
          v.find_first_not_of("0123456789abcdefABCDEF", 1) != std::string::npos)
        throw error(*e, "'" + v + "' is not a colour #RGB or #RRGGBB");
      cells += std::string(cells.empty() ? "" : ", ") + (e == light ? "light" : "dark") + ": \"" + v + "\"";
    }
    out_.theme = "# Written by pawnprint import from the Interactive Diagram in " + b_.path +
                 ": its square colours over the classic theme.\nschema: 1\nname: " + out_.layout.name +
                 "-colours\nextends: classic\nabout: The square colours of " + out_.layout.name +
                 "'s Interactive Diagram.\n\nboard:\n  cells: {" + cells + "}\n";
  }

  const DiagramBlock& b_;
  std::string stem_;
  DiagramImported out_;
  YamlOut root_;
  std::vector<LayoutPiece> pieces_;
  int files_ = 8, ranks_ = 8, royal_line_ = 0;
};

}  // namespace

DiagramImported translate_diagram(const DiagramBlock& block, const std::string& stem) {
  return DiagramTranslation(block, stem).run();
}

}  // namespace pp::import

#include "import/fsf_layout.h"

#include <algorithm>
#include <cctype>
#include <set>
#include <sstream>

#include "import/betza_words.h"
#include "import/fsf_pieces.h"

namespace pp::import {
namespace {

constexpr std::string_view kChessSetup = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

// Every key the import reads; any other is refused at its line.
const std::set<std::string, std::less<>> kKnown{
    "variantTemplate", "pieceToCharTable", "pocketSize", "endgameEval", "maxRank", "maxFile", "chess960", "twoBoards",
    "startFen", "promotionRank", "promotionPieceTypes", "promotedPieceType", "mandatoryPawnPromotion", "doubleStep",
    "doubleStepRank", "firstRankDoubleSteps", "castling", "castlingKingsideFile", "castlingQueensideFile",
    "castlingRank", "castlingRookPiece", "kingType", "checking", "mustCapture", "pieceDrops", "capturesToHand",
    "shogiDoubledPawn", "shogiPawnDropMateIllegal", "immobilityIllegal", "flyingGeneral", "nMoveRule", "nFoldRule",
    "nFoldValue", "nFoldValueAbsolute", "perpetualCheckIllegal", "stalemateValue", "checkmateValue", "extinctionValue",
    "extinctionPieceTypes", "extinctionPieceCount", "extinctionOpponentPieceCount", "extinctionClaim", "flagPiece",
    "whiteFlag", "blackFlag", "flagMove", "checkCounting", "connectN", "dropOnTop",
    // Read only at their default (false, or none): the rules they switch on are not pawnprint's yet.
    "sittuyinPromotion", "piecePromotionOnCapture", "mandatoryPiecePromotion", "pieceDemotion", "castlingDroppedPiece",
    "dropChecks", "mustDrop", "dropLoop", "firstRankPawnDrops", "promotionZonePawnDrops", "sittuyinRookDrop",
    "dropOppositeColoredBishop", "dropPromoted", "gating", "seirawanGating", "cambodianMoves", "kingPass",
    "kingPassOnStalemate", "makpongRule", "shatarMateRule", "bikjangRule", "materialCounting", "countingRule"};

// Keys whose rule pawnprint does not play: accepted only at the engine's default.
struct Default {
  std::string_view key, value;
};
const Default kOnlyDefault[] = {{"chess960", "false"},
                                {"sittuyinPromotion", "false"},
                                {"piecePromotionOnCapture", "false"},
                                {"mandatoryPiecePromotion", "false"},
                                {"pieceDemotion", "false"},
                                {"castlingDroppedPiece", "false"},
                                {"dropChecks", "true"},
                                {"mustDrop", "false"},
                                {"dropLoop", "false"},
                                {"sittuyinRookDrop", "false"},
                                {"dropOppositeColoredBishop", "false"},
                                {"dropPromoted", "false"},
                                {"gating", "false"},
                                {"seirawanGating", "false"},
                                {"cambodianMoves", "false"},
                                {"kingPass", "false"},
                                {"kingPassOnStalemate", "false"},
                                {"makpongRule", "false"},
                                {"shatarMateRule", "false"},
                                {"bikjangRule", "false"},
                                {"materialCounting", "none"},
                                {"countingRule", "none"},
                                {"extinctionClaim", "false"},
                                {"extinctionOpponentPieceCount", "0"},
                                {"castlingRank", "1"},
                                {"twoBoards", "false"},
                                {"connectN", "0"},
                                {"dropOnTop", "false"}};

struct Piece {
  std::string letter;  // "K", or "+P" for a promoted form
  YamlOut entry;
  bool pawn = false, royal = false;
  std::string betza;
};

std::string upper(std::string s) {
  for (char& ch : s) ch = static_cast<char>(std::toupper(static_cast<unsigned char>(ch)));
  return s;
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
    if (c_.has("startFen")) root_.set("setup", YamlOut::text(c_.get("startFen")->value, c_.line("startFen")));
    promotion();
    pawn_runs();
    castling();
    game_ends();
    drops();
    confinement();
    draw_rules();
    YamlOut& pieces_out = root_.at("pieces");
    pieces_out.map.clear();
    pieces_out.flow = false;
    for (Piece& p : pieces_) pieces_out.map.push_back({p.letter, p.entry});
    if (rules().map.empty()) root_.erase("rules");
    order();
    return write_yaml(root_, "Imported by pawnprint from " + c_.file + ", section [" + c_.section->name + "]" +
                                 (c_.builtin.empty() ? "" : ", over pawnprint's layout '" + c_.builtin + "'") + ".");
  }

 private:
  void check_keys() const {
    for (const auto& [key, entry] : c_.entries) {
      if (kKnown.contains(key) || find_fsf_piece(key) || key.starts_with("customPiece") ||
          key.starts_with("mobilityRegion"))
        continue;
      throw c_.error(*entry, "not a key pawnprint knows (is it spelled as Fairy-Stockfish spells it?)");
    }
    for (const Default& d : kOnlyDefault)
      if (const IniEntry* e = c_.get(d.key); e && e->value != d.value)
        throw c_.error(*e, "pawnprint does not play this rule yet; only '" + std::string(d.value) + "' is read");
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
    const std::optional<YAML::Node> parent = parents(c_.builtin);
    if (!parent)
      throw InputError({c_.file, c_.builtin_line, 0}, "[" + c_.section->name + "]: parent '" + c_.builtin +
                                                          "' is neither a section of this file nor a variant "
                                                          "pawnprint has a layout for");
    root_ = YamlOut::from(*parent, 0);
    for (std::string_view key : {"extends", "title", "about", "diagrams", "sheet"}) root_.erase(key);
    if (YamlOut* tokens = root_.find("tokens")) tokens->erase("extras");
    root_.set("name", YamlOut::text(c_.section->name, c_.section->line));
    const YAML::Node b = (*parent)["board"];
    files_ = b["files"] ? b["files"].as<int>() : 8;
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
    if (Piece* old = piece(letter)) {
      if (std::count(defined_.begin(), defined_.end(), letter))
        throw c_.error(e, "the letter '" + e.value.substr(0, 1) + "' is already another piece's");
      *old = std::move(p);
    } else {
      pieces_.push_back(std::move(p));
    }
    defined_.push_back(letter);
  }

  void named_piece(const IniEntry& e, const FsfPiece& fp) {
    if (e.value == "-") {
      if (!c_.builtin.empty())
        throw c_.error(e, "taking a piece away from the built-in parent '" + c_.builtin +
                              "' is not read; write the game without that parent");
      return;
    }
    if (e.value.size() != 1 || !std::isalpha(static_cast<unsigned char>(e.value[0])))
      throw c_.error(e, "a piece is given one letter, or - to remove it, not '" + e.value + "'");
    const std::string letter = upper(e.value);
    YamlOut entry = YamlOut::flow_map(e.line);
    entry.set("name", YamlOut::text(std::string(fp.name), e.line));
    entry.set("betza", YamlOut::text(std::string(fp.betza), e.line));
    if (fp.royal) entry.set("royal", YamlOut::text("true", e.line));
    if (fp.pawn) entry.set("pawn", YamlOut::text("true", e.line));
    if (!fp.art.empty()) entry.set("art", YamlOut::text(std::string(fp.art), e.line));
    add_piece(e, letter, {letter, std::move(entry), fp.pawn, fp.royal, std::string(fp.betza)});
  }

  void custom_piece(const IniEntry& e) {
    const std::string digits = e.key.substr(11);
    if (digits.empty() || digits.find_first_not_of("0123456789") != std::string::npos)
      throw c_.error(e, "custom pieces are customPiece1, customPiece2, ...");
    const std::string& v = e.value;
    if (v.size() < 3 || v[1] != ':' || !std::isalpha(static_cast<unsigned char>(v[0])))
      throw c_.error(e, "a custom piece is written letter:Betza (a:mNcK), not '" + v + "'");
    const std::string letter = upper(v.substr(0, 1));
    YamlOut entry = YamlOut::flow_map(e.line);
    entry.set("name", YamlOut::text("Piece " + letter, e.line));
    entry.set("betza", YamlOut::text(v.substr(2), e.line));
    add_piece(e, letter, {letter, std::move(entry), false, false, v.substr(2)});
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
      pieces_.push_back({"+" + from, std::move(entry), false, false, target->betza});
      has_promoted_forms_ = true;
    }
  }

  bool has_pawn() const {
    return std::any_of(pieces_.begin(), pieces_.end(), [](const Piece& p) { return p.pawn; });
  }

  void promotion() {
    const bool given = c_.has("promotionPieceTypes") || c_.has("promotionRank") || c_.has("mandatoryPawnPromotion") ||
                       c_.has("promotedPieceType");
    if (!given && !c_.builtin.empty()) return;
    std::string to = promotion_to_;
    if (const IniEntry* e = c_.get("promotionPieceTypes")) {
      to.clear();
      for (char ch : e->value)
        if (ch != '-' && ch != ' ') to += letter_of(*e, std::string(1, ch));
    }
    const int rank = c_.rank("promotionRank", promotion_rank_ > 0 ? promotion_rank_ : ranks_);
    if (rank > ranks_ && has_pawn() && !to.empty())
      throw c_.error("promotionRank", "promotion on rank " + std::to_string(rank) + " of a " + std::to_string(ranks_) +
                                          "-rank board never happens (the engine's default is 8): give promotionRank");
    const int zone = std::max(ranks_ - rank + 1, 1);
    const int line = std::max({c_.line("promotionPieceTypes"), c_.line("promotionRank"),
                               c_.line("mandatoryPawnPromotion"), c_.line("promotedPieceType")});
    if ((to.empty() || !has_pawn()) && !has_promoted_forms_) {
      rules().erase("promotion");
      return;
    }
    YamlOut p = YamlOut::flow_map(line);
    if (zone > 1) p.set("zone", YamlOut::text(std::to_string(zone), line));
    // The engine promotes a pawn that must promote on the zone's first rank: forced across it.
    if (zone > 1 && has_pawn() && c_.flag("mandatoryPawnPromotion", true)) p.set("forced", YamlOut::text("true", line));
    if (!to.empty() && has_pawn()) p.set("to", YamlOut::text(to, line));
    rules().set("promotion", std::move(p));
  }

  void pawn_runs() {
    const bool given = c_.has("doubleStep") || c_.has("doubleStepRank") || c_.has("firstRankDoubleSteps");
    if (!given && !c_.builtin.empty()) return;
    if (!has_pawn() || !c_.flag("doubleStep", double_step_)) {
      rules().erase("pawn-runs");
      return;
    }
    const int line = std::max({c_.line("doubleStep"), c_.line("doubleStepRank"), c_.line("firstRankDoubleSteps")});
    YamlOut runs = YamlOut::flow_map(line);
    if (c_.flag("firstRankDoubleSteps", false)) runs.set("1", YamlOut::text("2", line));
    runs.set(std::to_string(c_.rank("doubleStepRank", 2)), YamlOut::text("2", line));
    rules().set("pawn-runs", std::move(runs));
  }

  void castling() {
    const bool given = c_.has("castling") || c_.has("castlingKingsideFile") || c_.has("castlingQueensideFile") ||
                       c_.has("castlingRookPiece");
    if (!given && !c_.builtin.empty()) return;
    const bool royal = std::any_of(pieces_.begin(), pieces_.end(), [](const Piece& p) { return p.royal; });
    if (!c_.flag("castling", castling_) || !royal || !piece("R")) {
      rules().erase("castling");
      return;
    }
    if (const IniEntry* e = c_.get("castlingRookPiece"); e && upper(e->value) != "R")
      throw c_.error(*e, "castling is read with the piece lettered r only");
    const int king_short = c_.file_number("castlingKingsideFile", 7),
              king_long = c_.file_number("castlingQueensideFile", 3);
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
    rules().set("castling", std::move(rule));
  }

  void switch_rule(std::string_view key, bool on, std::string_view rule) {
    if (!c_.has(key)) return;
    if (on) rules().set(rule, YamlOut::text("true", c_.line(key)));
    else rules().erase(rule);
  }

  void game_ends() {
    switch_rule("checking", !c_.flag("checking", true), "no-check");
    switch_rule("mustCapture", c_.flag("mustCapture", false), "must-capture");
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
    flag();
    if (c_.flag("checkCounting", false)) check_counting();
  }

  void extinction() {
    if (!c_.has("extinctionValue") && !c_.has("extinctionPieceTypes") && !c_.has("extinctionPieceCount")) return;
    const std::string v = c_.value("extinctionValue", "none");
    if (v == "none") {
      rules().erase("extinction");
      return;
    }
    if (v == "draw") throw c_.error("extinctionValue", "extinction is read as a win or a loss");
    const IniEntry* types = c_.get("extinctionPieceTypes");
    if (!types) throw c_.error("extinctionValue", "extinction needs extinctionPieceTypes");
    std::string letters;
    for (char ch : types->value)
      if (ch != ' ') letters += ch == '*' ? "*" : letter_of(*types, std::string(1, ch));
    const int line = std::max({c_.line("extinctionValue"), types->line, c_.line("extinctionPieceCount")});
    YamlOut e = YamlOut::flow_map(line);
    e.set("pieces", YamlOut::text(letters.find('*') != std::string::npos ? "all" : letters, line));
    e.set("count", YamlOut::text(std::to_string(c_.number("extinctionPieceCount", 0, 0, 1000)), line));
    e.set("result", YamlOut::text(v, line));
    rules().set("extinction", std::move(e));
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
    const IniEntry* e = c_.get("flagPiece");
    if (!e) return;
    if (e->value == "-") {
      rules().erase("goal");
      return;
    }
    const int line = std::max({e->line, c_.line("whiteFlag"), c_.line("blackFlag"), c_.line("flagMove")});
    YamlOut g = YamlOut::flow_map(line);
    g.set("piece", YamlOut::text(letter_of(*e, e->value), e->line));
    g.set("white", cell_list("whiteFlag"));
    g.set("black", cell_list("blackFlag"));
    if (c_.flag("flagMove", false)) g.set("answer", YamlOut::text("true", c_.line("flagMove")));
    rules().set("goal", std::move(g));
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

  void drops() {
    if (!c_.has("pieceDrops") && !c_.has("capturesToHand")) return;
    const bool drops = c_.flag("pieceDrops", false), to_hand = c_.flag("capturesToHand", false);
    if (!drops && !to_hand) {
      rules().erase("drops");
      return;
    }
    if (drops != to_hand)
      throw c_.error(
          drops ? "pieceDrops" : "capturesToHand",
          "drops are read with captures going to the capturer's hand (pieceDrops and capturesToHand both true)");
    if (has_pawn())
      throw c_.error("pieceDrops", "dropping a chess pawn (promoting, with its double step) is not read yet");
    std::string hand;
    for (const Piece& p : pieces_)
      if (!p.royal && p.letter.size() == 1) hand += p.letter;
    const int line = std::max(c_.line("pieceDrops"), c_.line("capturesToHand"));
    YamlOut d = YamlOut::flow_map(line);
    d.set("hand", YamlOut::text(hand, line));
    rules().set("drops", std::move(d));
    // Shogi's pawn rules, on the piece the engine applies them to.
    for (Piece& p : pieces_)
      if (p.betza == "fW" && p.letter.size() == 1) {
        YamlOut special;
        special.kind = YamlOut::Kind::Seq;
        special.flow = true;
        if (!c_.flag("shogiDoubledPawn", true))
          special.seq.push_back(YamlOut::text("one-per-file", c_.line("shogiDoubledPawn")));
        if (c_.flag("shogiPawnDropMateIllegal", false))
          special.seq.push_back(YamlOut::text("no-drop-mate", c_.line("shogiPawnDropMateIllegal")));
        if (!special.seq.empty()) p.entry.set("special", std::move(special));
      }
  }

  // mobilityRegionWhiteKing = d1 e1 f1 ...: the engine gives each side's cells; pawnprint turns
  // the first side's for the second, so the two must be each other's turn.
  void confinement() {
    for (const FsfPiece& fp : fsf_pieces()) {
      std::string name(fp.key);
      name[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(name[0])));
      const std::string white = "mobilityRegionWhite" + name, black = "mobilityRegionBlack" + name;
      if (!c_.has(white) && !c_.has(black)) continue;
      if (!c_.has(white) || !c_.has(black))
        throw c_.error(c_.has(white) ? white : black,
                       "a mobility region is read for both sides, each the other's turn");
      const std::vector<std::string> w = c_.cells(white, files_, ranks_), b = c_.cells(black, files_, ranks_);
      std::set<std::string> turned, black_set(b.begin(), b.end());
      for (const std::string& cell : w)
        turned.insert(file_letter(files_ + 1 - (cell[0] - 'a' + 1)) +
                      std::to_string(ranks_ + 1 - std::stoi(cell.substr(1))));
      if (turned != black_set)
        throw c_.error(black, "Black's region must be White's turned half round the board, as pawnprint turns it");
      const IniEntry* letter_entry = c_.get(fp.key);
      const std::string letter = letter_entry ? upper(letter_entry->value) : std::string();
      if (letter.empty() || !piece(letter))
        throw c_.error(white, "the piece '" + std::string(fp.key) + "' is not in the game");
      rules().at("confine").flow = true;
      rules().at("confine").set(letter, cell_list(white));
    }
  }

  // Draws by the move count and by repetition do not change the moves: the rules sheet says them.
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
    if (!text.empty()) text.pop_back();
    const int line = std::max({c_.line("nMoveRule"), c_.line("nFoldRule"), c_.line("nFoldValue"),
                               c_.line("nFoldValueAbsolute"), c_.line("perpetualCheckIllegal")});
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
  std::vector<std::string> defined_;  // letters this section gave, so two pieces cannot share one
  int files_ = 8, ranks_ = 8;
  bool double_step_ = true, castling_ = true, has_promoted_forms_ = false;
  std::string promotion_to_;
  int promotion_rank_ = 0;
};

}  // namespace

std::string cell_size(int files, int ranks) {
  const int mm = std::clamp(240 / std::max(files, ranks), 15, 30);
  return std::to_string(mm) + "mm";
}

WrittenYaml translate(const Config& c, const ParentLayouts& parents) { return Translation(c, parents).run(); }

}  // namespace pp::import

// `pawnprint game`: the diagrams of a game read from its record (PGN, KIF, CSA, USI, WXF, UCCI),
// on a sheet and one file each.
#include <algorithm>
#include <cctype>
#include <cmath>
#include <filesystem>
#include <iostream>
#include <memory>
#include <optional>
#include <sstream>
#include <utility>

#include "cli/commands.h"
#include "cli/offers.h"
#include "cli/record_variant.h"
#include "cli/render_flags.h"
#include "cli/render_run.h"
#include "common/input_error.h"
#include "common/json.h"
#include "common/paths.h"
#include "common/text_decode.h"
#include "common/text_file.h"
#include "common/units.h"
#include "common/yaml_guard.h"
#include "diagram/game_sheet.h"
#include "rules/notation/chinese.h"
#include "rules/notation/fen.h"
#include "rules/notation/records.h"
#include "rules/play/movegen.h"
#include "rules/play/position.h"
#include "writers/files.h"
#include "writers/formats.h"
#include "writers/raster.h"

namespace pp::cli {
namespace {

struct GameFlags {
  std::string pgn, layout, plies, theme = "classic", view, paper, out = "output", size = "320px", delay = "1s",
                                  notation, region, variation;
  std::vector<std::string> formats;
  std::optional<int> every;
  int dpi = 300;
  int game = 1;
  bool quiet = false;
  bool fens = false;
};

// A game of 100000 plies is about 1 MB of PGN.
constexpr size_t kMaxPgnBytes = size_t{4} << 20;
// Each position is a figure held until the files are written, and a page of its own in every
// one-page format: a game's run draws at most this many.
constexpr size_t kMaxPositions = 1000;

std::string read_pgn_text(const std::string& path) {
  std::string text = read_text_file(path, kMaxPgnBytes, "a game record");
  // XQStudio's XQF files are binary; their reader decodes their own strings. Every other record is
  // decoded here, so every reader takes UTF-8 whatever its players' programs wrote.
  if (!rules::looks_xqf(text)) {
    text = record_text(text, path);
    check_text_bytes(text, path);
  }
  if (text.find_first_not_of(" \t\r\n") == std::string::npos)
    throw InputError({path, 0, 0}, "is empty: no game to draw");
  return text;
}

// The plies to draw: --plies, else every --every-th, else those a comment marks #diagram, else the last.
std::vector<int> chosen_plies(const GameFlags& f, const rules::PgnGame& pgn, int last) {
  std::vector<int> out;
  if (!f.plies.empty()) {
    std::stringstream list(f.plies);
    for (std::string word; std::getline(list, word, ',');) {
      size_t used = 0;
      int ply = -1;
      try {
        ply = std::stoi(word, &used);
      } catch (const std::exception&) {
        used = 0;
      }
      if (used == 0 || used != word.size() || ply < 0 || ply > last)
        throw InputError({"--plies", 0, 0},
                         "'" + word + "' is not a ply of this game (0 to " + std::to_string(last) + ")");
      out.push_back(ply);
    }
  } else if (f.every) {
    for (int ply = *f.every; ply <= last; ply += *f.every) out.push_back(ply);
  } else {
    if (pgn.start.diagram) out.push_back(0);
    for (size_t i = 0; i < pgn.plies.size(); ++i)
      if (pgn.plies[i].diagram) out.push_back(static_cast<int>(i) + 1);
  }
  if (out.empty()) out.push_back(last);
  if (out.size() > kMaxPositions)
    throw InputError({f.every ? "--every" : "--plies", 0, 0}, "picks " + std::to_string(out.size()) +
                                                                  " positions: over the limit of " +
                                                                  std::to_string(kMaxPositions) + " for one game");
  return out;
}

// The words a game puts on its pages held to the limits of a layout's (yaml_guard.h): the tags
// that make the title are a title's length, each comment a text's. A tag of a megabyte made a
// title no page could hold, after a minute of setting it.
void check_pgn_lengths(const rules::PgnGame& pgn, std::string_view text, const std::string& path) {
  auto at = [&](size_t offset) {
    const size_t newline = offset ? text.rfind('\n', offset - 1) : std::string_view::npos;
    const size_t line_start = newline == std::string_view::npos ? 0 : newline + 1;
    return SourcePos{path,
                     static_cast<int>(std::count(text.begin(), text.begin() + static_cast<long>(offset), '\n')) + 1,
                     static_cast<int>(offset - line_start) + 1};
  };
  for (const char* name : {"White", "Black", "Event", "Date", "Termination"}) {
    const std::string value = pgn.tag(name);
    if (value.size() <= yaml::kMaxTitleBytes) continue;
    const size_t found = text.find("[" + std::string(name));
    throw InputError(found == std::string_view::npos ? SourcePos{path, 0, 0} : at(found),
                     std::string(name) + " is " + std::to_string(value.size()) + " bytes, over the " +
                         std::to_string(yaml::kMaxTitleBytes) + "-byte limit for a tag that makes the title");
  }
  std::vector<const rules::PgnPly*> plies{&pgn.start};
  for (const rules::PgnPly& ply : pgn.plies) plies.push_back(&ply);
  for (const rules::PgnPly* ply : plies) {
    if (ply->comment.size() <= yaml::kMaxTextBytes) continue;
    throw InputError({path, ply->line, ply->col}, "the comment after " + (ply->text.empty() ? "the tags" : ply->text) +
                                                      " is " + std::to_string(ply->comment.size()) +
                                                      " bytes, over the " + std::to_string(yaml::kMaxTextBytes) +
                                                      "-byte limit for one text");
  }
  if (pgn.plies.empty() && pgn.tag("FEN").empty())
    throw InputError({path, 0, 0}, "holds no moves and no FEN tag: no game to draw");
}

// The result as the record gives it, and how the game ended where a tag says more than that
// it ended: "0-1 (resignation)", "suspended" for a game stopped unfinished; where the record says
// neither, the draw its last position is by the rules ("1/2-1/2 (dead position)", `ended`), else "".
std::string result_of(const rules::PgnGame& pgn, const rules::Outcome& ended) {
  std::string result = pgn.result.empty() ? pgn.tag("Result") : pgn.result;
  if (result == "*") result.clear();
  if (result.empty() && pgn.tag("Termination").empty() && ended.over() && ended.winner < 0)
    return "1/2-1/2 (" + std::string(rules::ending_name(ended.ending)) + ")";
  const std::string how = pgn.tag("Termination");
  if (how.empty() || how == "Normal" || how == "Unterminated") return result;
  return result.empty() ? how : result + " (" + how + ")";
}

// "White - Black, Event, Date, result" from the tags that are there, else the file's name and
// the result.
std::string title_of(const rules::PgnGame& pgn, const std::string& stem, const rules::Outcome& ended) {
  std::string players;
  if (!pgn.tag("White").empty() || !pgn.tag("Black").empty()) players = pgn.tag("White") + " - " + pgn.tag("Black");
  std::string out = players;
  for (const char* tag : {"Event", "Date"}) {
    const std::string value = pgn.tag(tag);
    if (!value.empty() && value.find('?') == std::string::npos) out += (out.empty() ? "" : ", ") + value;
  }
  if (out.empty()) out = stem;
  if (const std::string result = result_of(pgn, ended); !result.empty()) out += ", " + result;
  return out;
}

// The record read, the game --game picks where the format holds several.
rules::PgnGame read_record(const std::string& path, const std::string& text, const std::string& name, int game) {
  const rules::RecordFormat& format = rules::record_format(path, text);
  if (game < 1) throw InputError({"--game", 0, 0}, "must be 1 or more, not " + std::to_string(game));
  if (format.read == &rules::read_csa) return rules::read_csa_game(text, name, game - 1);
  if (game > 1)
    throw InputError({"--game", 0, 0}, "picks one of the games of a CSA file; " + name + " is read as " + format.name +
                                           ", one game a file");
  return format.read(text, name);
}

// The last position of an animation stays this many times as long as a move.
constexpr int kLastHold = 3;

// "320px" (or "320"): an animation's width.
int size_px(const std::string& text) {
  std::string digits = text;
  if (digits.size() > 2 && digits.compare(digits.size() - 2, 2, "px") == 0) digits.resize(digits.size() - 2);
  const bool number = !digits.empty() && digits.size() <= 5 &&
                      std::all_of(digits.begin(), digits.end(), [](char c) { return c >= '0' && c <= '9'; });
  const int px = number ? std::stoi(digits) : 0;
  if (px < 64 || px > 2048)
    throw InputError({"--size", 0, 0}, "must be a width from 64px to 2048px, like 320px, not '" + text + "'");
  return px;
}

// "1s", "1.5s", "800ms": the time each move is shown, in ms.
int delay_ms(const std::string& text) {
  double value = -1;
  size_t used = 0;
  try {
    value = std::stod(text, &used);
  } catch (const std::exception&) {
    used = 0;
  }
  const std::string unit = text.substr(used);
  const double ms = used == 0 || !std::isdigit(static_cast<unsigned char>(text[0])) ? -1
                    : unit == "ms"                                                  ? value
                    : unit == "s"                                                   ? value * 1000
                                                                                    : -1;
  if (!(ms >= 20 && ms <= 60000))
    throw InputError({"--delay", 0, 0}, "must be a time from 20ms to 60s, like 1s or 800ms, not '" + text + "'");
  return static_cast<int>(std::lround(ms));
}

std::string padded(int ply) {
  std::string s = std::to_string(ply);
  return std::string(s.size() < 3 ? 3 - s.size() : 0, '0') + s;
}

// Every format a game is written in: all but those only some pages have anything for (cut).
std::vector<std::string> game_format_names() {
  std::vector<std::string> names;
  for (const Format& each : formats())
    if (!each.writes) names.emplace_back(each.name);
  return names;
}

// The rows --format names (pdf and svg without it), each resolved once: page formats for the
// sheet and the diagrams, frame formats for the whole game animated.
std::vector<const Format*> game_formats(const std::vector<std::string>& words) {
  if (words.empty()) return {&kPdf, &kSvg};
  std::vector<const Format*> wanted;
  for (const auto& word : words) {
    const Format* format = find_format(word);
    if (!format)
      throw InputError({"--format", 0, 0}, "must be " + format_names([](const Format& each) { return !each.writes; }) +
                                               ", not '" + word + "'");
    if (format->writes)
      throw InputError({"--format", 0, 0}, std::string(format->name) + " is for token sheets (render and kit)");
    if (std::find(wanted.begin(), wanted.end(), format) == wanted.end()) wanted.push_back(format);
  }
  return wanted;
}

// What a game's run reads and checks before it draws anything.
struct GameInput {
  explicit GameInput(Layout played_on) : layout(std::move(played_on)) {}
  std::string name;  // the record's file name
  rules::PgnGame pgn;
  Layout layout;
  Theme theme;
  Paper paper;
  std::unique_ptr<rules::Game> game;
  rules::PlayedGame played;
  int turns = 0;
  std::optional<diagram::BookLetters> book;
  diagram::MoveText writer = nullptr;
  std::optional<diagram::Region> region;

  // The position after `ply` plies, as every diagram and frame of the game shows it.
  diagram::GamePosition position(int ply) const {
    diagram::GamePosition p =
        diagram::game_position(layout, *game, pgn, played, ply, turns, name, book ? &*book : nullptr, writer);
    p.content.region = region;
    return p;
  }
};

// --notation: a book's letters for SAN, or Xiangqi's WXF (the default) or Chinese moves.
void read_notation(const std::string& notation, GameInput& in) {
  if (notation == "zh" || notation == "wxf") {
    if (in.layout.coordinate_style != rules::Coordinates::Chinese)
      throw InputError({"--notation", 0, 0},
                       notation + " writes Xiangqi's moves; " + in.layout.name + " is not Xiangqi");
    if (notation == "zh") in.writer = &rules::chinese_move;
  } else if (!notation.empty()) {
    in.book = diagram::book_letters(notation, {"--notation", 0, 0});
    if (in.layout.coordinate_style != rules::Coordinates::Algebraic)
      throw InputError({"--notation", 0, 0}, in.layout.name + " writes its moves in its own coordinates, not SAN");
  }
}

GameInput read_game(const GameFlags& f) {
  namespace fs = std::filesystem;
  const std::string name = fs::path(f.pgn).filename().string();
  const std::string text = read_pgn_text(f.pgn);
  rules::PgnGame pgn = read_record(f.pgn, text, name, f.game);
  if (!f.variation.empty()) pgn = rules::with_branch(pgn, f.variation, "--variation");
  check_pgn_lengths(pgn, text, f.pgn);
  const std::string variant = pgn.tag("Variant");
  GameInput in(load_layout(!f.layout.empty() ? f.layout
                           : variant.empty() ? "chess"
                                             : layout_of_variant(variant, name)));
  in.name = name;
  in.pgn = std::move(pgn);
  in.theme = load_theme(f.theme);
  const std::string paper_text = f.paper.empty() ? in.layout.print.paper : f.paper;
  const auto paper = parse_paper(paper_text);
  if (!paper) throw InputError({"--paper", 0, 0}, paper_problem(paper_text));
  in.paper = *paper;
  in.game = diagram::game_of(in.layout);
  in.turns = diagram::view_turns(in.layout, f.view, {"--view", 0, 0});
  read_notation(f.notation, in);
  if (!f.region.empty()) in.region = diagram::parse_region(in.layout, f.region, {"--region", 0, 0});
  in.played = rules::play_pgn(*in.game, in.pgn, in.name);
  return in;
}

// The game's folder planned: the whole game animated in each frame format, the sheet of the
// chosen positions in each multipage page format, each position alone in each other one.
LayoutPlan plan_game(const GameInput& in, const std::vector<diagram::GamePosition>& positions,
                     const std::vector<const Format*>& wanted, const std::string& stem, const std::string& title,
                     const WriteOptions& animation, int dpi) {
  LayoutPlan plan;
  plan.folder = stem;
  plan.title = title;
  plan.manifest["game"] = in.name;
  plan.manifest["title"] = title;
  plan.manifest["layout"] = in.layout.name;
  plan.manifest["theme"] = in.theme.name;
  plan.manifest["files"] = Json::array();
  plan.sets.reserve(3);  // the files hold their pages: no set moves once planned
  auto wants = [&wanted](auto which) { return std::any_of(wanted.begin(), wanted.end(), which); };
  if (wants([](const Format* w) { return w->kind == FormatKind::Frames; })) {
    std::vector<diagram::GamePosition> every;
    for (int ply = 0; ply <= static_cast<int>(in.played.moves.size()); ++ply) every.push_back(in.position(ply));
    diagram::keep_hand_room(every);
    const auto art = diagram::piece_art(in.theme);
    SheetSet& frames = plan.sets.emplace_back(SheetSet{SheetKind::Diagram, {}, "frames", {}});
    frames.pages.reserve(every.size());
    for (const auto& p : every)
      frames.pages.push_back(diagram::game_frame(in.layout, in.theme, p, art ? &*art : nullptr));
    for (const Format* format : wanted)
      if (format->kind == FormatKind::Frames)
        plan_file(plan, stem + "." + std::string(format->extension), *format, frames.pages, animation, "animation");
  }
  const auto page_format = [](const Format* w) { return w->kind == FormatKind::Pages; };
  // The diagrams are all of one size: the first says for all, before anything is drawn.
  if (wants([&](const Format* w) { return page_format(w) && w->raster; }) && !positions.empty()) {
    const Page first = diagram::game_diagram(in.layout, in.theme, positions.front(), title);
    check_raster_size(first.width_mm, first.height_mm, dpi);
  }
  if (wants([&](const Format* w) { return page_format(w) && w->multipage; })) {
    SheetSet& sheet = plan.sets.emplace_back(SheetSet{SheetKind::Diagram, {}, "sheet", {}});
    for (auto& p : diagram::game_sheet(in.layout, in.theme, in.paper, title, positions))
      sheet.pages.push_back(std::move(p.page));
    for (const Format* format : wanted)
      if (page_format(format) && format->multipage)
        plan_file(plan, stem + "." + std::string(format->extension), *format, sheet.pages, {0, title, in.layout.title},
                  "sheet");
  }
  if (!wants([&](const Format* w) { return page_format(w) && !w->multipage; })) return plan;
  SheetSet& alone = plan.sets.emplace_back(SheetSet{SheetKind::Diagram, {}, "diagrams", {}});
  alone.pages.reserve(positions.size());
  for (const auto& p : positions) alone.pages.push_back(diagram::game_diagram(in.layout, in.theme, p, title));
  for (size_t i = 0; i < positions.size(); ++i) {
    const std::span<const Page> page(&alone.pages[i], 1);
    for (const Format* format : wanted)
      if (page_format(format) && !format->multipage)
        plan_file(plan, stem + "-ply-" + padded(positions[i].ply) + "." + std::string(format->extension), *format, page,
                  {format->raster ? dpi : 0, page.front().title, in.layout.title}, "diagram", static_cast<int>(i) + 1);
  }
  return plan;
}

// A file of a game's folder as a run before games had manifests wrote it: the sheet, a
// position's diagram or the animation, by its name; nullopt for any other file.
std::optional<Json> earlier_game_file(const std::string& stem, const std::string& file) {
  const std::string ending = std::filesystem::path(file).extension().string();
  const Format* format = ending.empty() ? nullptr : find_format(ending.substr(1));
  if (!format || format->writes || ending.substr(1) != format->extension) return std::nullopt;
  const bool alone = file.starts_with(stem + "-ply-");
  if (!alone && file != stem + ending) return std::nullopt;
  Json entry = Json::object();
  entry["path"] = file;
  entry["kind"] = format->kind == FormatKind::Frames ? "animation" : alone ? "diagram" : "sheet";
  entry["format"] = std::string(format->name);
  return entry;
}

int run_game(const GameFlags& f) {
  namespace fs = std::filesystem;
  const std::vector<const Format*> wanted = game_formats(f.formats);
  if (f.dpi < kMinDpi || f.dpi > kMaxDpi)
    throw InputError({"--dpi", 0, 0}, "must be from " + std::to_string(kMinDpi) + " to " + std::to_string(kMaxDpi));
  WriteOptions animation;
  animation.width_px = size_px(f.size);
  animation.frame_ms = delay_ms(f.delay);
  animation.last_frame_ms = animation.frame_ms * kLastHold;
  if (f.every && *f.every < 1)
    throw InputError({"--every", 0, 0}, "must be a number of plies, 1 or more, not " + std::to_string(*f.every));
  const GameInput in = read_game(f);
  if (f.fens) {
    for (const rules::Position& p : in.played.positions)
      std::cout << rules::to_fen(in.game->variant(), in.game->board(), p) << '\n';
    return kOk;
  }
  const int last = static_cast<int>(in.played.moves.size());
  std::vector<diagram::GamePosition> positions;
  for (int ply : chosen_plies(f, in.pgn, last)) positions.push_back(in.position(ply));
  diagram::keep_hand_room(positions);
  const std::string stem = sanitise_name(fs::path(f.pgn).stem().string(), true);
  const std::string title = title_of(in.pgn, stem, rules::scored_end(*in.game, in.played.positions.back()));
  if (std::any_of(wanted.begin(), wanted.end(), [](const Format* w) { return w->kind == FormatKind::Frames; }) &&
      static_cast<size_t>(last) >= kMaxPositions)
    throw InputError({"--format", 0, 0}, "an animation of " + std::to_string(last + 1) +
                                             " positions is over the limit of " + std::to_string(kMaxPositions));
  const fs::path out(f.out);
  // A game's folder keeps what other runs wrote of it (its manifest says what, or for a folder
  // written before games had one, its files' names): its GIF beside its PDF, whichever came first.
  const RunPart part{stem, [&] { return plan_game(in, positions, wanted, stem, title, animation, f.dpi); }};
  write_parts(
      out, {part}, PartsAs::Folders, f.quiet,
      [&out](const std::string& folder, size_t files) {
        std::cout << (out / folder).string() << ": " << files << " files\n";
      },
      [&stem](const std::string& file) { return earlier_game_file(stem, file); });
  return kOk;
}

std::pair<CLI::App*, Runner> setup_game(CLI::App& app) {
  auto* sub = app.add_subcommand(
      "game", "draw the diagrams of a game (PGN, KIF, CSA, USI, WXF, UCCI): a sheet of them and one file each");
  auto f = std::make_shared<GameFlags>();
  sub->add_option("GAME", f->pgn,
                  "the game: PGN or a list of moves (e2e4 e7e5 ...); Shogi's KIF, CSA or USI line; Xiangqi's WXF or "
                  "UCCI line")
      ->required();
  sub->add_option("--layout", f->layout,
                  "layout of the variant played (default: the record's [Variant], Shogi's or Xiangqi's for their "
                  "formats, else chess)");
  sub->add_option("--plies", f->plies, "the positions to draw, after so many plies: 10,20,24 (0 is the start)");
  sub->add_option("--every", f->every, "a position every N plies");
  sub->add_option("--variation", f->variation,
                  "play the record's variation from move N instead of its main line (KIF's 変化：N手, an XQF "
                  "file's variation at ply N; N.2 the second from move N)");
  sub->add_option("--game", f->game, "the game to draw of a CSA file holding several (a line / between two)")
      ->capture_default_str();
  sub->add_flag("--fens", f->fens,
                "print the position at the start and after every ply, one FEN a line, and write no files");
  offers(sub->add_option("--view", f->view, "draw the board as this side sees it: white (default) or black"),
         {"white", "black"});
  sub->add_option("--region", f->region,
                  "draw only this rectangle of files and ranks, like c3-f6, with its coordinates");
  offers_listed(sub->add_option("--notation", f->notation,
                                "the moves' piece letters: " + diagram::notation_names() +
                                    " (default san: K Q R B N); Xiangqi's moves: wxf (default, C2.5) or zh (炮二平五)"),
                diagram::notation_names() + ", wxf, zh");
  offers(sub->add_option("--format", f->formats,
                         "formats: the sheet in each multipage one (pdf), each diagram in each other (svg, png, "
                         "jpeg), the whole game animated in gif or webp; default pdf,svg")
             ->delimiter(','),
         game_format_names());
  sub->add_option("--size", f->size, "width of an animation (gif, webp) in pixels")->capture_default_str();
  sub->add_option("--delay", f->delay,
                  "time each move of an animation is shown, like 1s or 800ms; the last "
                  "position stays three times as long")
      ->capture_default_str();
  sub->add_option("--theme", f->theme, "theme name or YAML path")->capture_default_str();
  add_paper_flag(sub, f->paper, "paper of the sheet: ", " or WxH with a unit (default: the layout's)");
  sub->add_option("--dpi", f->dpi, "resolution of a raster format (PNG, JPEG)")->capture_default_str();
  sub->add_flag("--quiet,-q", f->quiet, "print nothing but errors");
  sub->add_option("--out", f->out, "output folder; the game's files go in a folder named after the PGN file")
      ->capture_default_str();
  return {sub, [f] { return run_game(*f); }};
}

}  // namespace

PP_COMMAND(45, setup_game);

}  // namespace pp::cli

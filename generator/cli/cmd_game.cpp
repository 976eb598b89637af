// `pawnprint game`: the diagrams of a game read from its record (PGN, KIF, CSA, USI, WXF, UCCI),
// on a sheet and one file each.
#include <algorithm>
#include <cctype>
#include <cmath>
#include <filesystem>
#include <iostream>
#include <optional>
#include <sstream>

#include "cli/commands.h"
#include "cli/offers.h"
#include "cli/out_folder.h"
#include "cli/record_variant.h"
#include "cli/render_flags.h"
#include "common/input_error.h"
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
#include "writers/animation.h"
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

// Animated formats: the whole game in one file, outside the table of page formats.
struct Animated {
  const char* name;
  std::string (*write)(const std::vector<Frame>&, int);
};
constexpr Animated kAnimated[] = {{"gif", &gif_animation}, {"webp", &webp_animation}};
// The last position stays this many times as long as a move.
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

int run_game(const GameFlags& f) {
  namespace fs = std::filesystem;
  std::vector<const Format*> wanted;
  std::vector<const Animated*> animated;
  for (const auto& word : f.formats.empty() ? std::vector<std::string>{"pdf", "svg"} : f.formats) {
    const auto moving =
        std::find_if(std::begin(kAnimated), std::end(kAnimated), [&](const Animated& a) { return word == a.name; });
    if (moving != std::end(kAnimated)) {
      if (std::find(animated.begin(), animated.end(), moving) == animated.end()) animated.push_back(moving);
      continue;
    }
    const Format* format = find_format(word);
    if (!format) {
      std::string names;
      for (const Format& each : formats())
        if (!each.writes) names += std::string(each.name) + ", ";
      throw InputError({"--format", 0, 0},
                       std::string("must be ").append(names).append("gif or webp, not '").append(word).append("'"));
    }
    if (format->writes)
      throw InputError({"--format", 0, 0}, std::string(format->name) + " is for token sheets (render and kit)");
    if (std::find(wanted.begin(), wanted.end(), format) == wanted.end()) wanted.push_back(format);
  }
  if (f.dpi < kMinDpi || f.dpi > kMaxDpi)
    throw InputError({"--dpi", 0, 0}, "must be from " + std::to_string(kMinDpi) + " to " + std::to_string(kMaxDpi));
  const int width_px = size_px(f.size);
  const int move_ms = delay_ms(f.delay);
  if (f.every && *f.every < 1)
    throw InputError({"--every", 0, 0}, "must be a number of plies, 1 or more, not " + std::to_string(*f.every));
  const std::string name = fs::path(f.pgn).filename().string();
  const std::string text = read_pgn_text(f.pgn);
  rules::PgnGame pgn = read_record(f.pgn, text, name, f.game);
  if (!f.variation.empty()) pgn = rules::with_branch(pgn, f.variation, "--variation");
  check_pgn_lengths(pgn, text, f.pgn);
  const std::string variant = pgn.tag("Variant");
  const Layout layout = load_layout(!f.layout.empty() ? f.layout
                                    : variant.empty() ? "chess"
                                                      : layout_of_variant(variant, name));
  const Theme theme = load_theme(f.theme);
  const std::string paper_text = f.paper.empty() ? layout.print.paper : f.paper;
  const auto paper = parse_paper(paper_text);
  if (!paper) throw InputError({"--paper", 0, 0}, paper_problem(paper_text));
  const auto game = diagram::game_of(layout);
  const int turns = diagram::view_turns(layout, f.view, {"--view", 0, 0});

  std::optional<diagram::BookLetters> book;
  diagram::MoveText writer = nullptr;
  if (f.notation == "zh" || f.notation == "wxf") {
    if (layout.coordinate_style != rules::Coordinates::Chinese)
      throw InputError({"--notation", 0, 0},
                       f.notation + " writes Xiangqi's moves; " + layout.name + " is not Xiangqi");
    if (f.notation == "zh") writer = &rules::chinese_move;
  } else if (!f.notation.empty()) {
    book = diagram::book_letters(f.notation, {"--notation", 0, 0});
    if (layout.coordinate_style != rules::Coordinates::Algebraic)
      throw InputError({"--notation", 0, 0}, layout.name + " writes its moves in its own coordinates, not SAN");
  }
  const diagram::BookLetters* letters = book ? &*book : nullptr;
  std::optional<diagram::Region> region;
  if (!f.region.empty()) region = diagram::parse_region(layout, f.region, {"--region", 0, 0});
  const rules::PlayedGame played = rules::play_pgn(*game, pgn, name);
  if (f.fens) {
    for (const rules::Position& p : played.positions)
      std::cout << rules::to_fen(game->variant(), game->board(), p) << '\n';
    return kOk;
  }
  const int last = static_cast<int>(played.moves.size());
  std::vector<diagram::GamePosition> positions;
  for (int ply : chosen_plies(f, pgn, last)) {
    positions.push_back(diagram::game_position(layout, *game, pgn, played, ply, turns, name, letters, writer));
    positions.back().content.region = region;
  }
  diagram::keep_hand_room(positions);

  const std::string stem = sanitise_name(fs::path(f.pgn).stem().string(), true);
  const std::string title = title_of(pgn, stem, rules::scored_end(*game, played.positions.back()));
  std::vector<OutputFile> files;
  if (!animated.empty()) {
    if (static_cast<size_t>(last) >= kMaxPositions)
      throw InputError({"--format", 0, 0}, "an animation of " + std::to_string(last + 1) +
                                               " positions is over the limit of " + std::to_string(kMaxPositions));
    std::vector<diagram::GamePosition> every;
    for (int ply = 0; ply <= last; ++ply) {
      every.push_back(diagram::game_position(layout, *game, pgn, played, ply, turns, name, letters, writer));
      every.back().content.region = region;
    }
    diagram::keep_hand_room(every);
    const auto art = diagram::piece_art(theme);
    std::vector<Page> pages;
    pages.reserve(every.size());
    for (const auto& p : every) pages.push_back(diagram::game_frame(layout, theme, p, art ? &*art : nullptr));
    std::vector<Frame> frames;
    frames.reserve(pages.size());
    for (const Page& page : pages) frames.push_back({&page, move_ms});
    frames.back().delay_ms = move_ms * kLastHold;
    for (const Animated* a : animated) files.push_back({stem + "." + a->name, a->write(frames, width_px)});
  }
  // The diagrams are all of one size: the first says for all, before anything is drawn.
  if (std::any_of(wanted.begin(), wanted.end(), [](const Format* w) { return w->raster; }) && !positions.empty()) {
    const Page first = diagram::game_diagram(layout, theme, positions.front(), title);
    check_raster_size(first.width_mm, first.height_mm, f.dpi);
  }
  if (wanted.empty()) positions.clear();
  std::vector<Page> sheet;
  for (const Format* format : wanted) {
    if (!format->multipage) continue;
    if (sheet.empty())
      for (auto& p : diagram::game_sheet(layout, theme, *paper, title, positions)) sheet.push_back(std::move(p.page));
    files.push_back({stem + "." + std::string(format->extension), format->bytes(sheet, {0, title, layout.title})});
  }
  for (const auto& p : positions) {
    const Page page = diagram::game_diagram(layout, theme, p, title);
    for (const Format* format : wanted)
      if (!format->multipage)
        files.push_back({stem + "-ply-" + padded(p.ply) + "." + std::string(format->extension),
                         format->bytes({&page, 1}, {format->raster ? f.dpi : 0, page.title, layout.title})});
  }

  const fs::path out(f.out);
  // A game's folder keeps what other runs wrote of it: its GIF beside its PDF, whichever came first.
  write_folder(out, stem, files, true);
  if (!f.quiet) std::cout << (out / stem).string() << ": " << files.size() << " files\n";
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
         {"pdf", "svg", "png", "jpeg", "gif", "webp"});
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

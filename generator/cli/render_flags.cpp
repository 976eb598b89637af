#include "cli/render_flags.h"

#include <algorithm>

#include "cli/commands.h"
#include "cli/offers.h"
#include "common/choices.h"
#include "common/input_error.h"
#include "common/units.h"
#include "model/paper.h"
#include "model/token_backs.h"
#include "model/token_size.h"
#include "model/user_config.h"
#include "writers/formats.h"
#include "writers/raster.h"

namespace pp::cli {

void add_render_flags(CLI::App* app, RenderFlags& flags) {
  app->add_option("--theme", flags.theme, "theme name in themes/ or path to a theme YAML file")->capture_default_str();
  add_paper_flag(app, flags.paper, "paper: ", " or WxH with a unit (default: the layout's)");
  app->add_option("--dpi", flags.dpis, "raster resolutions, 36 to 1200 (default 72,300)")->delimiter(',');
  offers_listed(app->add_option("--format", flags.formats,
                                "formats: " + format_names() +
                                    " (default: pdf,jpeg; diagrams svg,pdf; the rules sheet pdf)")
                    ->delimiter(','),
                format_names());
  app->add_option("--cell", flags.cell, "cell size overriding the layout's, like 30mm");
  app->add_flag("--quiet,-q", flags.quiet, "print nothing but errors");
  app->add_flag("--verbose,-v", flags.verbose, "list every file written with its size and the time it took");
  app->add_option("--jobs,-j", flags.jobs, "pages drawn and encoded at once (default: one per core)")
      ->check(CLI::Range(1, 256));
  app->add_option("--max-pages", flags.max_pages, "most pages one layout may need (a guard against runaway sizes)")
      ->capture_default_str()
      ->check(CLI::Range(1, 100000));
  std::vector<std::string> presets;
  for (const TokenPreset& p : token_presets()) presets.emplace_back(p.name);
  offers(app->add_option("--token", flags.token,
                         "token size: " + token_size_help() + " (default: the largest preset a cell holds)"),
         std::move(presets));
  offers_listed(app->add_option("--token-shape", flags.token_shape,
                                "token shape: " + kTokenShapes.listed() + " (default: the layout's, else circle)"),
                kTokenShapes.listed());
  app->add_option("--standee-height", flags.standee_height,
                  "standees: the tallest piece's face, like 45mm (default: 1.6 times the base's width)");
  offers(app->add_option("--standee-base", flags.standee_base,
                         "standees: what holds one up, tabs (two folding out from its faces) or slot (a square base "
                         "of its own with a slot the piece stands in)")
             ->capture_default_str(),
         {"tabs", "slot"});
  offers_listed(app->add_option("--cut-marks", flags.cut_marks,
                                "print-then-cut registration marks on the token sheets and in their cut files, the "
                                "tokens kept inside the area the machine cuts: " +
                                    kCutMarks.listed())
                    ->capture_default_str(),
                kCutMarks.listed());
  app->add_flag("--labels", flags.labels, "print each piece's name under its symbol on the tokens");
  offers_listed(app->add_option("--backs", flags.backs,
                                "double-sided token sheets, a back page after each sheet (fold: the backs on the "
                                "sheet's lower half, folded behind the upper): " +
                                    kTokenBacks.listed() + " (default: the layout's tokens.backs, else none)"),
                kTokenBacks.listed());
  offers(app->add_option("--duplex", flags.duplex,
                         "the edge the printer turns a double-sided sheet over: long or short")
             ->capture_default_str(),
         {"long", "short"});
  app->add_option("--back-offset", flags.back_offset,
                  "DX,DY: moves what the backs carry right and down (seen from the back), for a printer that "
                  "shifts the back, like 0.5mm,-0.3mm");
  add_scale_flags(app, flags.scale_x, flags.scale_y);
  add_view_flag(app, flags.view,
                "draw the diagrams and the rules sheet as this side sees the board: white, black, or an army's name (",
                "; default: white; a diagram's own view: wins)");
  offers(app->add_option("--only", flags.only,
                         "only these kinds of sheet: board, pieces, diagrams, rules, and box (a tuck box for the "
                         "tokens, made only when named) (default: all but box)")
             ->delimiter(','),
         {"board", "pieces", "diagrams", "rules", "box"});
  add_svg_text_flag(app, flags.svg_text);
  add_background_flag(app, flags.background);
  app->add_option("--out", flags.out, "output folder; each layout gets a folder inside it")->capture_default_str();
}

void add_svg_text_flag(CLI::App* app, std::string& value) {
  offers_listed(app->add_option("--svg-text", value,
                                "SVG text as text (small; looks right where its font is installed), paths (the "
                                "glyphs' outlines: looks the same everywhere) or font (text, with the fonts "
                                "embedded, cut down to the characters used)")
                    ->capture_default_str(),
                kSvgText.listed());
}

SvgText svg_text_mode(const std::string& value) {
  if (const std::optional<SvgText> mode = kSvgText.parse(value)) return *mode;
  throw InputError({"--svg-text", 0, 0}, "must be " + kSvgText.listed() + ", not '" + value + "'");
}

void add_background_flag(CLI::App* app, std::string& value) {
  offers(app->add_option("--background", value,
                         "white, or none: PNG files get an alpha channel, clear wherever the page is not drawn on "
                         "(JPEG has no transparency; PDF and SVG pages are never painted white)")
             ->capture_default_str(),
         {"white", "none"});
}

bool background_none(const std::string& value) {
  if (value != "white" && value != "none")
    throw InputError({"--background", 0, 0}, "must be white or none, not '" + value + "'");
  return value == "none";
}

void add_scale_flags(CLI::App* app, std::string& scale_x, std::string& scale_y) {
  app->add_option("--scale-x", scale_x,
                  "the printer's scale across the page: the frame of `pawnprint calibrate` as printed over 150 mm, "
                  "like 99.6% or 0.996; everything is drawn divided by it (default: a layout's print.scale, else "
                  "the user's config.yaml, else 100%)");
  app->add_option("--scale-y", scale_y, "the same down the page: the frame as printed over 200 mm");
}

double scale_option(const std::string& text, const char* flag) {
  if (const std::string problem = print_scale_problem(text); !problem.empty()) throw InputError({flag, 0, 0}, problem);
  return *parse_print_scale(text);
}

ScaleSetting scale_options(const std::string& scale_x, const std::string& scale_y) {
  ScaleSetting s;
  if (!scale_x.empty()) s.x = scale_option(scale_x, "--scale-x");
  if (!scale_y.empty()) s.y = scale_option(scale_y, "--scale-y");
  return s;
}

namespace {

// "0.5mm,-0.3mm" (each a length with a unit, at most 5 mm either way).
Point offset_option(const std::string& text) {
  const auto comma = text.find(',');
  const std::string bad = "must be DX,DY, two lengths with units like 0.5mm,-0.3mm, not '" + text + "'";
  if (comma == std::string::npos) throw InputError({"--back-offset", 0, 0}, bad);
  Point p;
  double* axes[2] = {&p.x, &p.y};
  const std::string parts[2] = {text.substr(0, comma), text.substr(comma + 1)};
  for (int i = 0; i < 2; ++i) {
    const auto mm = parse_length(parts[i]);
    if (!mm) throw InputError({"--back-offset", 0, 0}, bad);
    if (*mm < -5 || *mm > 5)
      throw InputError({"--back-offset", 0, 0},
                       "'" + text + "': " + parts[i] +
                           " is over 5 mm either way; a printer shifting the back that far needs its paper guides set");
    *axes[i] = *mm;
  }
  return p;
}

// A word of --only: a kind's name, or the plural or other name a user may write.
constexpr auto kOnlyKinds = choices<SheetKind>({{"board", SheetKind::Board},
                                                {"pieces", SheetKind::Pieces},
                                                {"tokens", SheetKind::Pieces},
                                                {"diagram", SheetKind::Diagram},
                                                {"diagrams", SheetKind::Diagram},
                                                {"rules", SheetKind::Rules},
                                                {"box", SheetKind::Box}});

std::optional<SheetKind> only_kind(const std::string& word) { return kOnlyKinds.parse(word); }

}  // namespace

RenderOptions to_options(const RenderFlags& flags) {
  RenderOptions o;
  if (!flags.paper.empty()) {
    if (const std::string problem = paper_problem(flags.paper); !problem.empty())
      throw InputError({"--paper", 0, 0}, problem);
    o.paper = flags.paper;
  }
  if (!flags.dpis.empty()) o.dpis = flags.dpis;
  for (int dpi : o.dpis)
    if (dpi < kMinDpi || dpi > kMaxDpi)
      throw InputError({}, "--dpi must be from " + std::to_string(kMinDpi) + " to " + std::to_string(kMaxDpi) +
                               ", not " + std::to_string(dpi));
  std::sort(o.dpis.begin(), o.dpis.end());
  o.dpis.erase(std::unique(o.dpis.begin(), o.dpis.end()), o.dpis.end());
  for (const auto& word : flags.formats) {
    const Format* f = find_format(word);
    if (!f || f->kind != FormatKind::Pages)
      throw InputError({}, "--format must be " + format_names() + ", not '" + word + "'");
    if (std::find(o.formats.begin(), o.formats.end(), f) == o.formats.end()) o.formats.push_back(f);
  }
  if (!flags.cell.empty()) o.cell_mm = length_mm(flags.cell, "--cell", 5, 200);
  if (!flags.token.empty()) {
    o.token_mm = parse_token_size(flags.token);
    if (!o.token_mm) throw InputError({}, "--token must be " + token_size_help() + ", not '" + flags.token + "'");
  }
  if (!flags.token_shape.empty()) {
    o.token_shape = parse_token_shape(flags.token_shape);
    if (!o.token_shape)
      throw InputError({}, "--token-shape must be " + kTokenShapes.listed() + ", not '" + flags.token_shape + "'");
  }
  if (!flags.standee_height.empty()) {
    o.standee_height_mm = length_mm(flags.standee_height, "--standee-height", kMinStandeeMm, kMaxStandeeMm);
  }
  o.token_labels = flags.labels;
  if (!flags.backs.empty()) {
    o.token_backs = parse_token_backs(flags.backs);
    if (!o.token_backs)
      throw InputError({"--backs", 0, 0}, "must be " + kTokenBacks.listed() + ", not '" + flags.backs + "'");
  }
  const std::optional<CutMarks> marks = parse_cut_marks(flags.cut_marks);
  if (!marks)
    throw InputError({"--cut-marks", 0, 0}, "must be " + kCutMarks.listed() + ", not '" + flags.cut_marks + "'");
  o.cut_marks = *marks;
  const std::optional<StandeeBase> base = parse_standee_base(flags.standee_base);
  if (!base)
    throw InputError({"--standee-base", 0, 0},
                     "must be " + kStandeeBases.listed() + ", not '" + flags.standee_base + "'");
  o.standee_base = *base;
  const std::optional<Duplex> duplex = parse_duplex(flags.duplex);
  if (!duplex) throw InputError({"--duplex", 0, 0}, "must be " + kDuplex.listed() + ", not '" + flags.duplex + "'");
  o.duplex = *duplex;
  if (!flags.back_offset.empty()) o.back_offset = offset_option(flags.back_offset);
  const ScaleSetting scale = scale_options(flags.scale_x, flags.scale_y);
  o.scale_x = scale.x;
  o.scale_y = scale.y;
  o.user_scale = load_user_config().scale;
  o.max_pages = flags.max_pages;
  o.threads = flags.jobs;
  o.view = flags.view;
  o.svg_text = svg_text_mode(flags.svg_text);
  o.transparent_png = background_none(flags.background);
  // Without a --format, boards are PDF and JPEG and diagrams SVG and PDF: nothing could be clear.
  const auto asked = [&o](const Format& f) {
    return std::find(o.formats.begin(), o.formats.end(), &f) != o.formats.end();
  };
  if (o.transparent_png && (!asked(kPng) || asked(kJpeg)))
    throw InputError({"--background", 0, 0},
                     "none needs --format with png and without jpeg (JPEG has no transparency)");
  // The words a user writes, to the kinds the sheet sets carry.
  for (const auto& word : flags.only) {
    const std::optional<SheetKind> kind = only_kind(word);
    if (!kind)
      throw InputError({"--only", 0, 0},
                       "'" + word + "' is not a kind of sheet: board, pieces, diagrams, rules or box");
    if (std::find(o.only.begin(), o.only.end(), *kind) == o.only.end()) o.only.push_back(*kind);
  }
  return o;
}

}  // namespace pp::cli

namespace pp::cli {

void add_paper_flag(CLI::App* app, std::string& value, const std::string& before, const std::string& after) {
  std::vector<std::string> names;
  std::string listed;
  for (const Paper& p : named_papers()) {
    listed += (listed.empty() ? "" : ", ") + p.name;
    names.push_back(p.name);
  }
  offers(app->add_option("--paper", value, before + listed + after), std::move(names));
}

// The armies of the shipped multi-player layouts, after the two sides every board has.
void add_view_flag(CLI::App* app, std::string& value, const std::string& before, const std::string& after) {
  const std::vector<std::string> sides{"white", "black", "blue", "gold", "green", "red"};
  offers(app->add_option("--view", value, before + "blue, gold, green, red in six-armies" + after), sides);
}

}  // namespace pp::cli

// `pawnprint diagram`: one rulebook diagram of a layout's board, in any format of the writer table.
#include <filesystem>

#include "cli/commands.h"
#include "cli/offers.h"
#include "cli/render_flags.h"
#include "cli/render_run.h"
#include "common/text_check.h"
#include "common/units.h"
#include "common/yaml_guard.h"
#include "diagram/book_notation.h"
#include "diagram/make.h"
#include "diagram/palette.h"
#include "model/user_config.h"
#include "pages/sheet.h"
#include "render/fonts.h"
#include "writers/files.h"
#include "writers/formats.h"
#include "writers/raster.h"

namespace pp::cli {
namespace {

struct DiagramFlags {
  std::string layout, fen, caption, width, theme = "classic", out, scale_x, scale_y, view, background = "white",
                                           svg_text = "text", notation, region;
  std::vector<std::string> moves, marks, arrows;
  int dpi = 300;
  bool no_legend = false;
};

// The format --out's ending names: a page format's extension, in any case.
const Format& out_format(const std::string& file) {
  std::string ext = std::filesystem::path(file).extension().string();
  for (char& c : ext) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  const Format* format = ext.empty() ? nullptr : find_format(std::string_view(ext).substr(1));
  if (!format || ext.substr(1) != format->extension || format->writes || format->kind != FormatKind::Pages) {
    std::string endings;
    for (const Format& each : formats())
      if (!each.writes && each.kind == FormatKind::Pages)
        endings += (endings.empty() ? "." : ", .") + std::string(each.extension);
    throw InputError({"--out", 0, 0}, "'" + file + "' must end in one of " + endings);
  }
  return *format;
}

// The diagram the flags ask for, on a page of its own size, scaled for the printer.
Page diagram_page(const DiagramFlags& f, const Layout& layout, const Theme& theme, const ScaleSetting& flag_scale,
                  const UserConfig& config) {
  DiagramSpec spec;
  spec.fen = f.fen;
  spec.fen_pos = {"--fen", 0, 0};
  spec.caption = f.caption;
  spec.view = f.view;
  spec.view_pos = {"--view", 0, 0};
  spec.width_mm = f.width.empty() ? 0 : length_mm(f.width, "--width", 20, 1000);  // 0: sized for the board
  for (const auto& m : f.moves) {
    spec.moves.push_back(m);
    spec.moves_pos.push_back({"--moves", 0, 0});
  }
  for (const auto& m : f.marks) spec.marks.push_back(parse_mark(m, {"--mark", 0, 0}));
  for (const auto& a : f.arrows) spec.arrows.push_back(parse_arrow(a, {"--arrow", 0, 0}));

  diagram::FigureLook look;
  look.legend = !f.no_legend;
  const auto game = diagram::game_of(layout);
  if (!f.notation.empty())
    spec.caption =
        diagram::book_text(spec.caption, diagram::book_letters(f.notation, {"--notation", 0, 0}), game->variant());
  diagram::FigureContent content = diagram::content_of(layout, *game, spec);
  if (!f.region.empty()) content.region = diagram::parse_region(layout, f.region, {"--region", 0, 0});
  const diagram::Figure fig = diagram::make_figure(layout, theme, content, spec.width_mm, look);
  Page page = diagram::figure_page(fig, 2, layout.title + (spec.caption.empty() ? "" : " - " + spec.caption));
  // The picture is the page: it grows or shrinks as a whole, to print at its true size.
  apply_print_scale(page, choose_print_scale(flag_scale, layout.print.scale, config.scale), true);
  return page;
}

int run_diagram(const DiagramFlags& f) {
  namespace fs = std::filesystem;
  const fs::path out(f.out);
  const Format& format = out_format(f.out);
  const bool transparent = background_none(f.background);
  if (transparent && &format == &kJpeg)
    throw InputError({"--background", 0, 0}, "none needs .png (JPEG has no transparency; SVG and PDF always have it)");
  if (f.dpi < kMinDpi || f.dpi > kMaxDpi)
    throw InputError({"--dpi", 0, 0}, "must be from " + std::to_string(kMinDpi) + " to " + std::to_string(kMaxDpi));
  const ScaleSetting flag_scale = scale_options(f.scale_x, f.scale_y);
  const UserConfig config = load_user_config();
  const Layout layout = load_layout(f.layout);
  const Theme theme = load_theme(f.theme);
  check_fonts(theme);
  Page page = diagram_page(f, layout, theme, flag_scale, config);
  if (format.raster) check_raster_size(page.width_mm, page.height_mm, f.dpi);
  const WriteOptions options{format.raster ? f.dpi : 0, page.title, layout.about, svg_text_mode(f.svg_text),
                             transparent};
  // One file, named by --out, written as a run writes its files: locked, whole or not at all.
  const std::string name = out.filename().string();
  const RunPart part{name, [&] {
                       LayoutPlan plan;
                       plan.folder = name;
                       plan.sets.push_back({SheetKind::Diagram, {std::move(page)}, name, {&format}});
                       plan_file(plan, name, format, plan.sets.front().pages, options, "diagram");
                       return plan;
                     }};
  write_parts(out.has_parent_path() ? out.parent_path() : fs::path("."), {part}, PartsAs::Files, true, {});
  return kOk;
}

std::pair<CLI::App*, Runner> setup_diagram(CLI::App& app) {
  auto* sub = app.add_subcommand("diagram", "draw one diagram: a position, a piece's moves, marks and arrows");
  auto f = std::make_shared<DiagramFlags>();
  sub->add_option("LAYOUT", f->layout, "layout name (as `pawnprint list` shows them) or YAML file")->required();
  sub->add_option("--fen", f->fen, "position to show (default: the layout's setup); kings optional");
  sub->add_option(
      "--moves", f->moves,
      "mark the rules' moves of the piece on this cell, or where a piece in hand may be dropped (P@ White's, p@ Black's) (repeatable)");
  sub->add_option("--mark", f->marks,
                  "CELL:STYLE[:COLOUR] or CELL:COLOUR (a tinted cell), a mark of your own (repeatable); styles: " +
                      mark_names());
  sub->add_option("--arrow", f->arrows,
                  "FROM-TO[:COLOUR][:WIDTH], an arrow (repeatable), like e2-e4:red:1.5mm; leaps bend; colours: " +
                      palette_list() + " (the theme's palette) or #rrggbb");
  // The same text a layout's caption may hold: it goes into the file and its title.
  sub->add_option("--caption", f->caption, "text under the diagram")
      ->check(CLI::Validator(
          [](const std::string& text) {
            if (text.size() > yaml::kMaxTextBytes)
              return "is " + std::to_string(text.size()) + " bytes, over the " + std::to_string(yaml::kMaxTextBytes) +
                     "-byte limit for one text";
            const auto fault = text_fault(text);
            return fault ? "holds " + fault->why : std::string();
          },
          "TEXT"));
  sub->add_option("--region", f->region,
                  "draw only this rectangle of files and ranks, like c3-f6, with its coordinates");
  offers_listed(sub->add_option("--notation", f->notation,
                                "the piece letters of the moves in the caption (Nf3): " + diagram::notation_names() +
                                    " (default san)"),
                diagram::notation_names());
  sub->add_option(
      "--width", f->width,
      "width of the board with its coordinates, like 80mm or 3in (default: 80mm, wider for boards of many small cells)");
  sub->add_option("--theme", f->theme, "theme name or YAML path")->capture_default_str();
  sub->add_option("--dpi", f->dpi, "resolution of a raster format (PNG, JPEG)")->capture_default_str();
  add_view_flag(sub, f->view, "draw the board as this side sees it: white (default), black, or an army's name (", ")");
  add_background_flag(sub, f->background);
  add_svg_text_flag(sub, f->svg_text);
  sub->add_flag("--no-legend", f->no_legend, "leave out the legend of marks");
  add_scale_flags(sub, f->scale_x, f->scale_y);
  sub->add_option("--out", f->out, "the file; its ending names the format (.svg, .pdf, .png, ...)")->required();
  return {sub, [f] { return run_diagram(*f); }};
}

}  // namespace

PP_COMMAND(40, setup_diagram);

}  // namespace pp::cli

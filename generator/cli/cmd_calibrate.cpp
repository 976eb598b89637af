// `pawnprint calibrate`: the page that measures how true to size a printer prints.
#include <iostream>

#include "cli/commands.h"
#include "cli/offers.h"
#include "cli/render_flags.h"
#include "cli/render_run.h"
#include "common/input_error.h"
#include "model/theme.h"
#include "model/user_config.h"
#include "render/fonts.h"
#include "render/render.h"

namespace pp::cli {
namespace {

struct CalibrateFlags {
  std::string paper = "a4";
  std::string scale_x, scale_y;
  std::string theme;  // only its text styles; none: the base ones
  bool quiet = false;
  std::string out = "output";
};

int run_calibrate(const CalibrateFlags& f) {
  if (const std::string problem = paper_problem(f.paper); !problem.empty())
    throw InputError({"--paper", 0, 0}, problem);
  const PrintScale scale = choose_print_scale(scale_options(f.scale_x, f.scale_y), {}, load_user_config().scale);
  const Theme theme = f.theme.empty() ? base_theme() : load_theme(f.theme);
  check_fonts(theme);
  const Paper paper = *parse_paper(f.paper);
  const std::filesystem::path out(f.out);
  const RunPart part{"calibration", [&] { return plan_calibration(paper, scale, theme.text); }};
  write_parts(out, {part}, PartsAs::Folders, f.quiet, [&](const std::string& folder, size_t /*files*/) {
    std::cout << (out / folder / "calibration.pdf").string() << '\n';
  });
  return kOk;
}

std::pair<CLI::App*, Runner> setup_calibrate(CLI::App& app) {
  auto* sub = app.add_subcommand("calibrate",
                                 "write a calibration page (a 150 x 200 mm frame with rulers) into --out/calibration/");
  auto f = std::make_shared<CalibrateFlags>();
  // The named papers that hold the frame and its rulers.
  offers_listed(sub->add_option("--paper", f->paper,
                                "paper: a4, a3, b4, b5, letter, legal or tabloid, or WxH with a unit (at least 162 x "
                                "240 mm)")
                    ->capture_default_str(),
                "a4, a3, b4, b5, letter, legal, tabloid");
  add_scale_flags(sub, f->scale_x, f->scale_y);
  sub->add_option("--theme", f->theme, "theme name or YAML path whose text styles the page's words take");
  sub->add_flag("--quiet,-q", f->quiet, "print nothing but errors");
  sub->add_option("--out", f->out, "output folder; the page goes to its calibration/ folder")->capture_default_str();
  return {sub, [f] { return run_calibrate(*f); }};
}

}  // namespace

PP_COMMAND(25, setup_calibrate);

}  // namespace pp::cli

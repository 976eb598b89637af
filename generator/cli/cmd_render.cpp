#include "cli/commands.h"
#include "cli/import_run.h"
#include "cli/render_flags.h"

namespace pp::cli {
namespace {

std::pair<CLI::App*, Runner> setup_render(CLI::App& app) {
  auto* sub = app.add_subcommand("render", "render one layout's board sheets (and more) into --out/NAME/");
  struct State {
    std::string layout;
    RenderFlags flags;
  };
  auto state = std::make_shared<State>();
  sub->add_option(
         "LAYOUT", state->layout,
         "layout name (as `pawnprint list` shows them), YAML file, FILE.ini:NAME (a variants.ini section) or an "
         "Interactive Diagram's .html or .txt")
      ->required();
  add_render_flags(sub, state->flags);
  return {sub, [state] {
            const ImportedArgs layouts({state->layout});
            return render_layouts(layouts.args, state->flags);
          }};
}

}  // namespace

PP_COMMAND(10, setup_render);

}  // namespace pp::cli

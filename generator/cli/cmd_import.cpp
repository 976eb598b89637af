// pawnprint import FILE.ini [--variant NAME]... [--out DIR]: every section (or those named) as
// DIR/NAME.yaml; see import_run.h for how a failed run leaves DIR as it was.
#include <iostream>

#include "cli/commands.h"
#include "cli/import_run.h"

namespace pp::cli {
namespace {

std::pair<CLI::App*, Runner> setup_import(CLI::App& app) {
  auto* sub = app.add_subcommand(
      "import",
      "write a layout for each variant of a Fairy-Stockfish variants.ini file, or for an Interactive Diagram (.html, .txt)");
  auto r = std::make_shared<ImportRequest>();
  auto out = std::make_shared<std::string>(".");
  sub->add_option("FILE", r->file, "the variants.ini file, or a page or text holding an Interactive Diagram")
      ->required();
  sub->add_option("--variant", r->variants, "only this section (repeatable)");
  sub->add_option("--out", *out, "the folder the layouts go in (default: the working folder)");
  sub->add_flag("--force", r->force, "replace layouts of the same names already there");
  return {sub, [r, out] {
            r->out = *out;
            for (const auto& p : write_imported(*r)) std::cout << p.string() << '\n';
            return kOk;
          }};
}

}  // namespace

PP_COMMAND(35, setup_import);

}  // namespace pp::cli

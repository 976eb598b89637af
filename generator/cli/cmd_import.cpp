// pawnprint import FILE.ini [--variant NAME]... [--out DIR]: every section (or those named) as
// DIR/NAME.yaml. Each layout is written beside its place, read back as any layout is, and only
// when every one reads are they all put in place; an error leaves DIR as it was.
#include <unistd.h>

#include <filesystem>
#include <iostream>

#include "cli/commands.h"
#include "common/input_error.h"
#include "common/printable.h"
#include "common/yamldoc.h"
#include "import/fsf_import.h"
#include "model/layout.h"
#include "render/render.h"
#include "writers/files.h"

namespace pp::cli {
namespace {

namespace fs = std::filesystem;

struct ImportFlags {
  std::string file, out = ".";
  std::vector<std::string> variants;
  bool force = false;
};

// A shipped (or user) layout of that name, merged over what it extends, for a built-in parent.
std::optional<YAML::Node> parent_layout(const std::string& name) {
  try {
    return load_yaml_doc(layout_path(name), "layout").root;
  } catch (const InputError&) {
    return std::nullopt;
  }
}

// Reads the written layout as `render` would; an error in it is told at the .ini line that wrote
// the offending value (the section's line when none did).
void check_written(const fs::path& written, const import::ImportedLayout& l, const import::IniFile& ini) {
  try {
    check_sections(load_layout(written.string()));
  } catch (const InputError& e) {
    int line = 0;
    if (e.pos().file == written.string() && e.pos().line > 0 &&
        static_cast<size_t>(e.pos().line) <= l.yaml.sources.size())
      line = l.yaml.sources[static_cast<size_t>(e.pos().line - 1)];
    if (line == 0) line = ini.find(l.name)->line;
    throw InputError({ini.path, line, 0}, "[" + l.name + "]: " + e.what());
  }
}

int run_import(const ImportFlags& f) {
  std::vector<fs::path> written;
  try {
    const import::IniFile ini = import::read_ini(f.file);
    const import::Imported imported = import::import_ini(ini, f.variants, parent_layout);
    for (const std::string& w : imported.warnings) std::cerr << "pawnprint: warning: " << printable_line(w) << '\n';
    const fs::path out(f.out);
    if (!fs::is_directory(out)) throw InputError({"--out", 0, 0}, "'" + f.out + "' is not a folder");
    for (const import::ImportedLayout& l : imported.layouts)
      if (!f.force && fs::exists(out / (l.name + ".yaml")))
        throw InputError({(out / (l.name + ".yaml")).string(), 0, 0}, "exists; --force replaces it");
    for (const import::ImportedLayout& l : imported.layouts) {
      const fs::path part = out / ("." + l.name + ".import-" + std::to_string(getpid()) + ".yaml");
      written.push_back(part);
      write_file(out, part.filename().string(), l.yaml.text);
      check_written(part, l, ini);
    }
    for (size_t i = 0; i < written.size(); ++i) {
      const fs::path target = out / (imported.layouts[i].name + ".yaml");
      fs::rename(written[i], target);
      std::cout << target.string() << '\n';
    }
    return kOk;
  } catch (const InputError& e) {
    for (const fs::path& p : written) fs::remove(p);
    std::cerr << printable_line(e.describe()) << '\n';
    return kBadInput;
  } catch (const std::exception& e) {
    for (const fs::path& p : written) {
      std::error_code ignored;
      fs::remove(p, ignored);
    }
    std::cerr << "pawnprint import: " << printable_line(e.what()) << '\n';
    return kFailure;
  }
}

std::pair<CLI::App*, Runner> setup_import(CLI::App& app) {
  auto* sub = app.add_subcommand("import", "write a layout for each variant of a Fairy-Stockfish variants.ini file");
  auto f = std::make_shared<ImportFlags>();
  sub->add_option("FILE", f->file, "the variants.ini file")->required();
  sub->add_option("--variant", f->variants, "only this section (repeatable)");
  sub->add_option("--out", f->out, "the folder the layouts go in (default: the working folder)");
  sub->add_flag("--force", f->force, "replace layouts of the same names already there");
  return {sub, [f] { return run_import(*f); }};
}

}  // namespace

PP_COMMAND(35, setup_import);

}  // namespace pp::cli

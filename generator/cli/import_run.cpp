#include "cli/import_run.h"

#include <unistd.h>

#include <cstdlib>
#include <iostream>
#include <system_error>

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

// The parts written so far, removed unless released (the run put them in place).
struct Parts {
  std::vector<fs::path> paths;
  bool keep = false;
  ~Parts() {
    if (keep) return;
    std::error_code ignored;
    for (const fs::path& p : paths) fs::remove(p, ignored);
  }
};

}  // namespace

std::vector<fs::path> write_imported(const ImportRequest& r) {
  const import::IniFile ini = import::read_ini(r.file);
  const import::Imported imported = import::import_ini(ini, r.variants, parent_layout);
  for (const std::string& w : imported.warnings) std::cerr << "pawnprint: warning: " << printable_line(w) << '\n';
  if (!fs::is_directory(r.out)) throw InputError({"--out", 0, 0}, "'" + r.out.string() + "' is not a folder");
  for (const import::ImportedLayout& l : imported.layouts)
    if (!r.force && fs::exists(r.out / (l.name + ".yaml")))
      throw InputError({(r.out / (l.name + ".yaml")).string(), 0, 0}, "exists; --force replaces it");
  Parts parts;
  for (const import::ImportedLayout& l : imported.layouts) {
    const fs::path part = r.out / ("." + l.name + ".import-" + std::to_string(getpid()) + ".yaml");
    parts.paths.push_back(part);
    write_file(r.out, part.filename().string(), l.yaml.text);
    check_written(part, l, ini);
  }
  std::vector<fs::path> placed;
  for (size_t i = 0; i < parts.paths.size(); ++i) {
    placed.push_back(r.out / (imported.layouts[i].name + ".yaml"));
    fs::rename(parts.paths[i], placed.back());
  }
  parts.keep = true;
  return placed;
}

bool import_arg(const std::string& arg, ImportArg& out) {
  const size_t at = arg.rfind(".ini");
  if (at == std::string::npos || at == 0) return false;
  const size_t end = at + 4;
  if (end == arg.size()) {
    out = {arg, ""};
    return true;
  }
  if (arg[end] != ':') return false;
  out = {arg.substr(0, end), arg.substr(end + 1)};
  if (out.section.empty()) throw InputError({out.file, 0, 0}, "nothing after ':'; write FILE.ini:SECTION");
  return true;
}

ImportedArgs::ImportedArgs(const std::vector<std::string>& given) {
  for (const std::string& arg : given) {
    ImportArg a;
    if (!import_arg(arg, a)) {
      args.push_back(arg);
      continue;
    }
    if (dir_.path.empty()) {
      std::string name = (fs::temp_directory_path() / "pawnprint-import-XXXXXX").string();
      if (!::mkdtemp(name.data())) throw std::runtime_error("cannot make a temporary folder in " + name);
      dir_.path = name;
    }
    // Each file in a folder of its own: two files may hold sections of the same name.
    const fs::path out = dir_.path / std::to_string(args.size());
    fs::create_directory(out);
    ImportRequest r{a.file, {}, out, false};
    if (!a.section.empty()) r.variants.push_back(a.section);
    for (const fs::path& p : write_imported(r)) args.push_back(p.string());
  }
}

ImportedArgs::Folder::~Folder() {
  if (path.empty()) return;
  std::error_code ignored;
  fs::remove_all(path, ignored);
}

}  // namespace pp::cli

#include "cli/import_run.h"

#include <unistd.h>

#include <cstdlib>
#include <functional>
#include <iostream>
#include <memory>
#include <system_error>

#include "common/input_error.h"
#include "common/printable.h"
#include "common/yamldoc.h"
#include "import/fsf_import.h"
#include "import/idiagram_layout.h"
#include "model/layout.h"
#include "model/theme.h"
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

// Reads the written layout as `render` would; an error in it is told at the line of `source`
// that wrote the offending value (`fallback` when none did).
void check_written(const fs::path& written, const import::WrittenYaml& yaml, const std::string& source, int fallback,
                   const std::string& prefix) {
  try {
    check_sections(load_layout(written.string()));
  } catch (const InputError& e) {
    int line = 0;
    if (e.pos().file == written.string() && e.pos().line > 0 &&
        static_cast<size_t>(e.pos().line) <= yaml.sources.size())
      line = yaml.sources[static_cast<size_t>(e.pos().line - 1)];
    throw InputError({source, line == 0 ? fallback : line, 0}, prefix + e.what());
  }
}

// A file to write into --out, and how to read it back before it is put in place.
struct Output {
  std::string file, text;
  std::function<void(const fs::path& written)> check;
};

void warn(const std::vector<std::string>& warnings) {
  for (const std::string& w : warnings) std::cerr << "pawnprint: warning: " << printable_line(w) << '\n';
}

std::vector<Output> from_ini(const ImportRequest& r) {
  auto ini = std::make_shared<const import::IniFile>(import::read_ini(r.file));
  const import::Imported imported = import::import_ini(*ini, r.variants, parent_layout);
  warn(imported.warnings);
  std::vector<Output> outs;
  for (const import::ImportedLayout& l : imported.layouts)
    outs.push_back({l.name + ".yaml", l.yaml.text, [ini, l](const fs::path& written) {
                      check_written(written, l.yaml, ini->path, ini->find(l.name)->line, "[" + l.name + "]: ");
                    }});
  return outs;
}

// An Interactive Diagram: its layout, and its square colours as NAME.theme.yml beside it (not
// .yaml, so that `kit` given the folder does not read the theme as a layout).
std::vector<Output> from_diagram(const ImportRequest& r) {
  if (!r.variants.empty())
    throw InputError({"--variant", 0, 0}, "names sections of a variants.ini; " + r.file + " is an Interactive Diagram");
  const import::DiagramBlock block = import::read_diagram(r.file);
  import::DiagramImported d = import::translate_diagram(block, fs::path(r.file).stem().string());
  warn(d.warnings);
  std::vector<Output> outs;
  const import::WrittenYaml yaml = d.layout.yaml;
  outs.push_back({d.layout.name + ".yaml", yaml.text, [yaml, path = r.file, line = block.line](const fs::path& w) {
                    check_written(w, yaml, path, line, "");
                  }});
  if (!d.theme.empty()) {
    const import::IniEntry* shade = block.find("lightShade") ? block.find("lightShade") : block.find("darkShade");
    outs.push_back({d.layout.name + ".theme.yml", d.theme, [path = r.file, line = shade->line](const fs::path& w) {
                      try {
                        check_sections(load_theme(w.string()));
                      } catch (const InputError& e) {
                        throw InputError({path, line, 0}, std::string("the square colours: ") + e.what());
                      }
                    }});
  }
  return outs;
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

// --out made by this run, removed again if the run fails, so a failed import leaves no trace.
struct MadeFolder {
  fs::path path;
  bool keep = false;
  explicit MadeFolder(const fs::path& out) {
    if (fs::is_symlink(out) || fs::exists(out)) {
      if (!fs::is_directory(out)) throw InputError({"--out", 0, 0}, "'" + out.string() + "' is not a folder");
      return;
    }
    std::error_code err;
    fs::create_directories(out, err);
    if (err) throw std::runtime_error("cannot create folder " + out.string() + ": " + err.message());
    path = out;
  }
  ~MadeFolder() {
    if (keep || path.empty()) return;
    std::error_code ignored;
    fs::remove(path, ignored);
  }
};

}  // namespace

std::vector<fs::path> write_imported(const ImportRequest& r) {
  const std::vector<Output> outs = import::is_diagram_file(r.file) ? from_diagram(r) : from_ini(r);
  MadeFolder made(r.out);
  for (const Output& o : outs)
    if (!r.force && fs::exists(r.out / o.file))
      throw InputError({(r.out / o.file).string(), 0, 0}, "exists; --force replaces it");
  Parts parts;
  for (const Output& o : outs) {
    const fs::path part =
        r.out / ("." + o.file + ".import-" + std::to_string(getpid()) + fs::path(o.file).extension().string());
    parts.paths.push_back(part);
    write_file(r.out, part.filename().string(), o.text);
    o.check(part);
  }
  std::vector<fs::path> placed;
  for (size_t i = 0; i < parts.paths.size(); ++i) {
    placed.push_back(r.out / outs[i].file);
    fs::rename(parts.paths[i], placed.back());
  }
  parts.keep = true;
  made.keep = true;
  return placed;
}

bool import_arg(const std::string& arg, ImportArg& out) {
  if (import::is_diagram_file(arg)) {
    out = {arg, ""};
    return true;
  }
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
    const fs::path out = dir_.path / std::to_string(++imported_);
    fs::create_directory(out);
    ImportRequest r{a.file, {}, out, false};
    if (!a.section.empty()) r.variants.push_back(a.section);
    // The layouts; a diagram's colours (NAME.theme.yml) reach a run only through --theme.
    for (const fs::path& p : write_imported(r))
      if (p.extension() == ".yaml") args.push_back(p.string());
  }
}

ImportedArgs::Folder::~Folder() {
  if (path.empty()) return;
  std::error_code ignored;
  fs::remove_all(path, ignored);
}

}  // namespace pp::cli

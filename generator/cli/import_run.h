#pragma once
// The import's writing, shared by `import` (into the user's folder) and by `render` and `kit` given
// FILE.ini or FILE.ini:NAME (into a private folder removed after the run).
#include <filesystem>
#include <string>
#include <vector>

namespace pp::cli {

struct ImportRequest {
  std::string file;
  std::vector<std::string> variants;  // sections to import; empty: every one
  std::filesystem::path out;
  bool force = false;
};

// Writes a layout for each section into `out` and returns their paths. Each is written beside its
// place and read back as `render` reads it; only when every one reads are they put in place, so
// an InputError (at the .ini line that wrote the bad value) leaves `out` as it was. Warnings go
// to standard error, one line each.
std::vector<std::filesystem::path> write_imported(const ImportRequest& r);

// A render or kit argument naming an imported file: FILE.ini (every section), FILE.ini:NAME, or
// an Interactive Diagram's page or text (.html, .htm, .txt).
struct ImportArg {
  std::string file, section;  // section empty: every one
};
bool import_arg(const std::string& arg, ImportArg& out);

// The arguments of a render or kit run with every imported file (import_arg) read into a private
// temporary folder, replaced there by the layouts' paths. The folder goes with this object,
// whether the run succeeds or throws.
class ImportedArgs {
 public:
  explicit ImportedArgs(const std::vector<std::string>& given);

  std::vector<std::string> args;

 private:
  // A member, so that it is removed also when the constructor throws half way.
  struct Folder {
    Folder() = default;
    Folder(const Folder&) = delete;
    Folder& operator=(const Folder&) = delete;
    ~Folder();
    std::filesystem::path path;
  } dir_;
  int imported_ = 0;
};

}  // namespace pp::cli

#include "cli/out_folder.h"

#include <iostream>
#include <system_error>

namespace pp::cli {

namespace fs = std::filesystem;

std::vector<fs::path> missing_folders(const fs::path& dir) {
  std::vector<fs::path> missing;
  std::error_code ec;
  fs::path p = fs::absolute(dir, ec);
  if (ec) return missing;
  while (!p.empty() && !fs::exists(fs::symlink_status(p, ec))) {
    missing.push_back(p);
    if (p == p.parent_path()) break;
    p = p.parent_path();
  }
  return missing;
}

std::function<void(const std::string& holder)> waiting_notice(const fs::path& out) {
  return [out](const std::string& holder) {
    std::cerr << "pawnprint: waiting for another run" << (holder.empty() ? "" : " (" + holder + ")") << " writing into "
              << out.string() << " to finish; Ctrl-C stops waiting\n";
  };
}

void write_folder(const fs::path& out, const std::string& folder, const std::vector<OutputFile>& files,
                  bool keep_formats) {
  const std::vector<fs::path> made = missing_folders(out);
  prepare_folder(out, "--out");
  try {
    OutputRoot root(out, waiting_notice(out));
    root.check_target(folder);
    root.replace(folder, files, keep_formats);
  } catch (...) {
    std::error_code ec;
    for (const fs::path& p : made) fs::remove(p, ec);
    throw;
  }
}

}  // namespace pp::cli

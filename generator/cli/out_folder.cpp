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

void write_into(const fs::path& out, const std::function<void(const OutputRoot& root)>& write) {
  const std::vector<fs::path> made = missing_folders(out);
  prepare_folder(out, "--out");
  try {
    const OutputRoot root(out, waiting_notice(out));
    write(root);
  } catch (...) {
    std::error_code ec;
    for (const fs::path& p : made) fs::remove(p, ec);
    throw;
  }
}

}  // namespace pp::cli

// `examples`: the sample inputs the README and the docs name (games in every record format, a
// variants.ini, Interactive Diagrams), copied from the installed data into a folder of the
// user's, so every example there runs from an install in an empty folder.
#include <algorithm>
#include <filesystem>
#include <iostream>
#include <system_error>

#include "cli/commands.h"
#include "common/paths.h"
#include "common/text_file.h"
#include "writers/files.h"

namespace pp::cli {
namespace {

namespace fs = std::filesystem;

constexpr size_t kSampleLimit = size_t{1} << 20;

int copy_examples(const std::string& folder, bool force) {
  const fs::path from = data_home() / "examples";
  std::error_code ec;
  if (!fs::is_directory(from, ec)) throw std::runtime_error(from.string() + " is not a folder");
  std::vector<fs::path> samples;
  for (const fs::directory_entry& e : fs::directory_iterator(from))
    if (e.is_regular_file()) samples.push_back(e.path());
  std::sort(samples.begin(), samples.end());
  prepare_folder(folder, "FOLDER");
  size_t copied = 0, kept = 0;
  for (const fs::path& sample : samples) {
    const std::string name = sample.filename().string();
    const std::string bytes = read_text_file(sample.string(), kSampleLimit, "a sample");
    const fs::path to = fs::path(folder) / name;
    if (fs::exists(fs::symlink_status(to, ec))) {
      const bool same = fs::is_regular_file(fs::symlink_status(to, ec)) &&
                        read_text_file(to.string(), kSampleLimit, "a sample") == bytes;
      // A file of the user's that only shares a sample's name is theirs until they say otherwise.
      if (!same && !force) {
        std::cerr << "pawnprint: " << to.string() << " is there already and is not the sample; left as it is"
                  << " (--force replaces it)\n";
        ++kept;
        continue;
      }
      if (same) continue;
    }
    write_file(folder, name, bytes);
    ++copied;
  }
  std::cout << copied << (copied == 1 ? " sample" : " samples") << " copied into " << folder;
  if (copied + kept < samples.size()) std::cout << ", " << samples.size() - copied - kept << " there already";
  if (kept) std::cout << ", " << kept << " of the same name kept";
  std::cout << '\n';
  return kOk;
}

std::pair<CLI::App*, Runner> setup_examples(CLI::App& app) {
  auto* sub = app.add_subcommand(
      "examples",
      "copy the sample inputs the README and docs use (game records, a variants.ini, Interactive Diagrams)");
  auto folder = std::make_shared<std::string>(".");
  auto force = std::make_shared<bool>(false);
  sub->add_option("FOLDER", *folder, "where to copy them (made if missing)")->capture_default_str();
  sub->add_flag("--force", *force, "replace a file of a sample's name that differs from it");
  return {sub, [folder, force] { return copy_examples(*folder, *force); }};
}

}  // namespace

PP_COMMAND(55, setup_examples);

}  // namespace pp::cli

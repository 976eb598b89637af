#pragma once
// Writing results safely: each file goes to a temporary name in its folder and is renamed
// into place only when complete; names taken from YAML are reduced to safe characters and can
// never leave the output folder.
#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

namespace pp {

struct OutputFile {
  std::string path;  // relative to the output folder, built from sanitised parts
  std::string bytes;
};

// Lower-case letters, digits, '-' and '_' only; anything else becomes '-'; never empty,
// never starting with '.' or '-'.
std::string sanitise_name(std::string_view name);

// Throws std::runtime_error naming the folder if files cannot be created in it.
void check_writable(const std::filesystem::path& dir);

// Writes every file under `root`. On failure, files this call already put in place are
// removed, no temporary file is left, and std::runtime_error says what failed.
void write_files(const std::filesystem::path& root, const std::vector<OutputFile>& files);

}  // namespace pp

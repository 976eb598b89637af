#pragma once
// --out as the commands that write folders into it share it: made if missing, locked while
// written, and, when a run fails, left as it was found (a folder the run made is removed).
#include <filesystem>
#include <functional>
#include <string>
#include <vector>

#include "writers/files.h"

namespace pp::cli {

// The folders on the way to `dir` that do not exist yet, deepest first: what a run that fails
// removes again.
std::vector<std::filesystem::path> missing_folders(const std::filesystem::path& dir);

// What a run waiting for another's lock on `out` says on stderr: who holds it, and how to stop waiting.
std::function<void(const std::string& holder)> waiting_notice(const std::filesystem::path& out);

// Runs `write` on OUT made if missing and held (OutputRoot: locked while written); if it fails,
// the folders on the way to OUT this made are removed before the error goes on.
void write_into(const std::filesystem::path& out, const std::function<void(const OutputRoot& root)>& write);

}  // namespace pp::cli

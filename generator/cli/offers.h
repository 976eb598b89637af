#pragma once
// The words an option takes from a closed list, kept beside the option as it is added, so the
// --help text, the bash completion and the man page list the same words: `pawnprint list
// --offers` prints them for the scripts that make the other two (packaging/).
#include <CLI/CLI.hpp>

#include <string>
#include <string_view>
#include <vector>

namespace pp::cli {

// Records `words` as what `option` takes; returns the option for chaining.
CLI::Option* offers(CLI::Option* option, std::vector<std::string> words);
// The same from a list as --help words it: "pdf, svg, jpeg, png or cut".
CLI::Option* offers_listed(CLI::Option* option, std::string_view listed);

// The words recorded for `option` (empty when it takes any text).
const std::vector<std::string>& offered(const CLI::Option* option);

// One line per option of each subcommand of `app` that offers words: "COMMAND --OPTION WORD...".
std::string offers_listing(const CLI::App& app);

}  // namespace pp::cli

#pragma once
// Where layouts and themes are found. The shipped data (layouts/, themes/) lives in
// $PAWNPRINT_HOME if set, else in share/pawnprint beside the program's bin/ folder (installed),
// else, for a program in the build tree it was made in, the source tree it was built from. Names (`render chess`,
// `--theme classic`, `extends: classic`) are looked up in every folder of search_folders(), the
// first that holds `KIND/NAME.yaml` winning, so a user's folders come before the shipped ones.
#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

namespace pp {

std::filesystem::path data_home();
std::filesystem::path layouts_dir();
std::filesystem::path themes_dir();

// The folders searched, in order: each of $PAWNPRINT_PATH (separated by ':'), the user's
// $XDG_CONFIG_HOME/pawnprint (~/.config/pawnprint without it), then data_home().
std::vector<std::filesystem::path> search_folders();

// The user's own folder, $XDG_CONFIG_HOME/pawnprint (~/.config/pawnprint without it), or an
// empty path when neither variable is set.
std::filesystem::path user_folder();

// Whether `text` is a name to look up (no folder, no extension) rather than a file's path.
bool is_plain_name(std::string_view text);

// `KIND/NAME.yaml` (kind "layouts" or "themes") in the first search folder that has it, or an
// empty path.
std::filesystem::path find_named(std::string_view kind, const std::string& name);

// Every name of a kind in the search folders, sorted, each once.
std::vector<std::string> available_names(std::string_view kind);

// "chess, grand-chess, ..." for an error message.
std::string name_list(std::string_view kind);

// What an error says after `name`, a name of `kind` that is not there: the nearest known name when
// one is close enough ("did you mean 'chess'?"), else every known name ("layouts: 3check, ...").
std::string unknown_name_hint(std::string_view kind, std::string_view name);

// `name_or_path` itself when it is a path or a file that exists; else a plain name's file of
// `kind` (find_named). Throws InputError naming the known ones when there is none; `what` is
// "layout" or "theme".
std::string named_or_path(std::string_view kind, std::string_view what, const std::string& name_or_path);

}  // namespace pp

#include <algorithm>
#include <array>
#include <filesystem>
#include <iostream>
#include <memory>
#include <string>
#include <vector>

#include "cli/commands.h"
#include "cli/offers.h"
#include "common/input_error.h"
#include "common/paths.h"
#include "common/units.h"
#include "model/layout.h"
#include "model/theme.h"

namespace pp::cli {

namespace {

// Columns a terminal gives `text`: one a character, two for the wide East Asian ones (漢, 가, ｱ
// stays one), so titles with accents or CJK line up with the plain ones.
size_t columns(const std::string& text) {
  size_t n = 0;
  for (size_t i = 0; i < text.size();) {
    const auto lead = static_cast<unsigned char>(text[i]);
    const size_t len = lead < 0x80 ? 1 : lead < 0xe0 ? 2 : lead < 0xf0 ? 3 : 4;
    char32_t c = len == 1 ? lead : lead & (0x7f >> len);
    for (size_t k = 1; k < len && i + k < text.size(); ++k)
      c = (c << 6) | (static_cast<unsigned char>(text[i + k]) & 0x3f);
    const bool wide = (c >= 0x1100 && c <= 0x115f) || (c >= 0x2e80 && c <= 0xa4cf) || (c >= 0xac00 && c <= 0xd7a3) ||
                      (c >= 0xf900 && c <= 0xfaff) || (c >= 0xfe30 && c <= 0xfe4f) || (c >= 0xff00 && c <= 0xff60) ||
                      (c >= 0xffe0 && c <= 0xffe6) || (c >= 0x20000 && c <= 0x3fffd);
    n += wide ? 2 : 1;
    i += len;
  }
  return n;
}

// `text` followed by spaces up to `width` columns, and at least one.
std::string padded(const std::string& text, size_t width) {
  const size_t used = columns(text);
  return text + std::string(used < width ? width - used : 1, ' ');
}

int list(const std::string& names_of) {
  if (!names_of.empty()) {
    for (const auto& name : available_names(names_of)) std::cout << name << '\n';
    return kOk;
  }
  std::cout << "Found by name in these folders, the first that has a name winning:";
  for (const auto& folder : search_folders()) std::cout << ' ' << folder.string();
  std::cout << "\nLayouts:\n";
  // Each row is made first, so the columns are as wide as their widest entry.
  std::vector<std::array<std::string, 3>> rows;
  size_t name_width = 0, title_width = 0;
  for (const auto& name : available_names("layouts")) {
    const std::string file = find_named("layouts", name).string();
    try {
      const Layout layout = load_layout(file);
      std::string board = layout.shape == "square"
                              ? std::to_string(layout.board.files()) + "x" + std::to_string(layout.board.ranks())
                              : std::to_string(layout.board.size()) + " cells";
      rows.push_back({name, layout.title, layout.shape + " " + board + ", " + format_mm(layout.cell_mm)});
      title_width = std::max(title_width, columns(layout.title) + 1);
    } catch (const InputError& e) {
      rows.push_back({e.describe(), "", ""});
      continue;
    }
    name_width = std::max(name_width, columns(name) + 1);
  }
  for (const auto& [name, title, board] : rows)
    std::cout << "  "
              << (board.empty() ? name + "\n" : padded(name, name_width) + padded(title, title_width) + board + "\n");
  std::cout << "Themes:\n";
  for (const auto& t : available_names("themes")) {
    std::cout << "  " << padded(t, name_width) << find_named("themes", t).string() << '\n';
  }
  return kOk;
}

std::pair<CLI::App*, Runner> setup_list(CLI::App& app) {
  auto* sub = app.add_subcommand("list", "list the layouts and themes found by name, the user's before the shipped");
  auto names_of = std::make_shared<std::string>();
  offers(sub->add_option("--names", *names_of,
                         "print only the names of one kind, one a line (for scripts and completion)")
             ->check(CLI::IsMember({"layouts", "themes"})),
         {"layouts", "themes"});
  // For the scripts that make the completion and the man page: not a user's option.
  auto offers_only = std::make_shared<bool>(false);
  sub->add_flag("--offers", *offers_only, "print the words each option takes, one option a line")->group("");
  return {sub, [names_of, offers_only, &app] {
            if (*offers_only) {
              std::cout << offers_listing(app);
              return kOk;
            }
            return list(*names_of);
          }};
}

}  // namespace

PP_COMMAND(40, setup_list);

}  // namespace pp::cli

#include "cli/offers.h"

#include <map>
#include <mutex>

namespace pp::cli {
namespace {

// Options live as long as the app that made them, which is made once per process; the table is
// written only while the app is built, before any command runs.
struct Table {
  std::mutex lock;
  std::map<const CLI::Option*, std::vector<std::string>> words;
};

Table& table() {
  static Table t;
  return t;
}

}  // namespace

CLI::Option* offers(CLI::Option* option, std::vector<std::string> words) {
  Table& t = table();
  const std::lock_guard<std::mutex> g(t.lock);
  t.words[option] = std::move(words);
  return option;
}

CLI::Option* offers_listed(CLI::Option* option, std::string_view listed) {
  std::vector<std::string> words;
  std::string word;
  const auto end_word = [&] {
    if (!word.empty() && word != "or" && word != "and") words.push_back(word);
    word.clear();
  };
  for (const char c : listed) {
    if (c == ',' || c == ' ') end_word();
    else word += c;
  }
  end_word();
  return offers(option, std::move(words));
}

const std::vector<std::string>& offered(const CLI::Option* option) {
  static const std::vector<std::string> none;
  Table& t = table();
  const std::lock_guard<std::mutex> g(t.lock);
  const auto it = t.words.find(option);
  return it == t.words.end() ? none : it->second;
}

std::string offers_listing(const CLI::App& app) {
  std::string out;
  for (const CLI::App* sub : app.get_subcommands([](const CLI::App*) { return true; }))
    for (const CLI::Option* option : sub->get_options()) {
      const std::vector<std::string>& words = offered(option);
      if (words.empty()) continue;
      out += sub->get_name() + " " + option->get_name(false, true);
      for (const std::string& w : words) out += " " + w;
      out += "\n";
    }
  return out;
}

}  // namespace pp::cli

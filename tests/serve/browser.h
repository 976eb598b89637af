#pragma once
// Headless Chromium driven over chromedriver's WebDriver protocol with curl, as the gallery's
// test does, kept open across several looks at one page: the page reloads itself while the test
// changes files.
#include <filesystem>
#include <string>

namespace pp::test {

// A port nobody listens on now (the system's pick for port 0).
int free_port();

class Browser {
 public:
  explicit Browser(const std::filesystem::path& work);
  ~Browser();
  Browser(const Browser&) = delete;
  Browser& operator=(const Browser&) = delete;

  void open(const std::string& url);
  // Runs `script` (a function body) in the page; returns the "value" of WebDriver's JSON answer
  // as its raw text, or "" when the page is between loads.
  std::string run(const std::string& script);

 private:
  std::string post(const std::string& path, const std::string& body);

  std::filesystem::path work_;
  std::string url_, session_;
  int driver_ = -1;
};

// `text` as a JSON string literal.
std::string json_string(const std::string& text);

}  // namespace pp::test

#pragma once
// `pawnprint serve` run in the background for a test, and the designer's folder it serves: a
// theme of its own that extends the shipped classic one and draws the King from its own folder,
// and a small layout with a piece no set draws.
#include <sys/types.h>

#include <filesystem>
#include <string>
#include <vector>

namespace pp::test {

// The colours the study's theme paints a side's pieces with.
struct SideColours {
  std::string body, line, detail;
};

// Writes DIR/theme.yaml, DIR/pieces/K.svg (a square body over the middle third of its box, a
// line round it) and DIR/tiny.yaml (King and a Yak on 4x4; no set has a Yak).
void write_study(const std::filesystem::path& dir, const SideColours& white);
// The theme's text for `white`, as write_study writes it.
std::string study_theme(const SideColours& white);

class Served {
 public:
  // Starts `pawnprint serve ARGS --port 0 --out DIR/out` in `dir` and waits until it says where
  // it listens and has made its first render (failing the test after 60 s each).
  Served(const std::filesystem::path& dir, const std::vector<std::string>& args);
  ~Served();
  Served(const Served&) = delete;
  Served& operator=(const Served&) = delete;

  int port() const { return port_; }
  std::string url(const std::string& path = "/") const;
  // Sends SIGINT and returns the exit status (-1 if it did not exit by itself).
  int stop();
  std::string out() const;
  std::string err() const;

 private:
  std::filesystem::path dir_;
  pid_t pid_ = -1;
  int port_ = 0;
};

// An HTTP answer's status code and body, asked with curl as given (`options` go first).
struct Answer {
  int status = 0;
  std::string body;
};
Answer fetch(const std::string& options, const std::string& url);

}  // namespace pp::test

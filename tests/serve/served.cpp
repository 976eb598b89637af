#include "served.h"

#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <regex>
#include <stdexcept>
#include <thread>

#include "support.h"

namespace pp::test {

namespace fs = std::filesystem;

std::string study_theme(const SideColours& white) {
  return "schema: 1\nname: study\nextends: " + (themes_dir() / "classic.yaml").string() +
         "\npieces:\n  set: pieces\nsides:\n  white: {body: \"" + white.body + "\", line: \"" + white.line +
         "\", detail: \"" + white.detail + "\"}\n";
}

void write_study(const fs::path& dir, const SideColours& white) {
  fs::create_directories(dir / "pieces");
  write_file(dir / "theme.yaml", study_theme(white));
  write_file(dir / "pieces/K.svg",
             "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 90 90\" width=\"90\" height=\"90\">"
             "<rect class=\"body\" x=\"30\" y=\"30\" width=\"30\" height=\"30\" stroke-width=\"2\"/></svg>\n");
  write_file(dir / "tiny.yaml",
             "schema: 1\nname: tiny\ntitle: Tiny\nboard: {shape: square, files: 4, ranks: 4, cell: 20mm}\n"
             "pieces:\n  K: {name: King, betza: K, royal: true}\n  Y: {name: Yak, betza: W}\n"
             "setup: ky2/4/4/2YK w - - 0 1\nprint: {paper: a4}\n");
}

Served::Served(const fs::path& dir, const std::vector<std::string>& args) : dir_(dir) {
  pid_ = ::fork();
  if (pid_ == 0) {
    if (::chdir(dir.c_str()) != 0) ::_exit(127);
    std::freopen("serve.out", "w", stdout);
    std::freopen("serve.err", "w", stderr);
    const std::string exe = pawnprint_exe().string();
    std::vector<std::string> all{exe, "serve"};
    all.insert(all.end(), args.begin(), args.end());
    for (const char* a : {"--port", "0", "--out", "out"}) all.emplace_back(a);
    std::vector<char*> argv;
    argv.reserve(all.size() + 1);
    for (auto& a : all) argv.push_back(a.data());
    argv.push_back(nullptr);
    ::execv(exe.c_str(), argv.data());
    ::_exit(127);
  }
  const std::regex at("http://127\\.0\\.0\\.1:([0-9]+)/");
  for (int i = 0; i < 600 && port_ == 0; ++i) {
    std::smatch m;
    const std::string said = out();
    if (std::regex_search(said, m, at)) port_ = std::stoi(m[1]);
    if (port_ == 0 && ::waitpid(pid_, nullptr, WNOHANG) == pid_) {
      pid_ = -1;
      throw std::runtime_error("serve stopped: " + err());
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(100));
  }
  if (port_ == 0) throw std::runtime_error("serve did not start: " + err());
  // The address comes first; the server is ready once the first render has said what it made.
  for (int i = 0; i < 600 && out().find("pawnprint: rendered") == std::string::npos; ++i) {
    if (::waitpid(pid_, nullptr, WNOHANG) == pid_) {
      pid_ = -1;
      throw std::runtime_error("serve stopped: " + err());
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(100));
  }
}

Served::~Served() { stop(); }

std::string Served::url(const std::string& path) const { return "http://127.0.0.1:" + std::to_string(port_) + path; }

int Served::stop() {
  if (pid_ <= 0) return -1;
  ::kill(pid_, SIGINT);
  int status = 0;
  for (int i = 0; i < 100; ++i) {
    if (::waitpid(pid_, &status, WNOHANG) == pid_) {
      pid_ = -1;
      return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(100));
  }
  ::kill(pid_, SIGKILL);
  ::waitpid(pid_, nullptr, 0);
  pid_ = -1;
  return -1;
}

std::string Served::out() const { return fs::exists(dir_ / "serve.out") ? read_file(dir_ / "serve.out") : ""; }
std::string Served::err() const { return fs::exists(dir_ / "serve.err") ? read_file(dir_ / "serve.err") : ""; }

Answer fetch(const std::string& options, const std::string& url) {
  const Run r = shell("curl -s -w '\\n%{http_code}' " + options + " '" + url + "'");
  Answer a;
  const size_t cut = r.out.rfind('\n');
  if (cut == std::string::npos) return a;
  a.body = r.out.substr(0, cut);
  a.status = std::atoi(r.out.c_str() + cut + 1);
  return a;
}

}  // namespace pp::test

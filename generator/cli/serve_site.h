#pragma once
// `serve`'s web server: the files under --out, to this machine only. It answers only requests
// whose Host is 127.0.0.1:PORT or localhost:PORT (another name is a page elsewhere reaching in
// through DNS rebinding), never a path with `..` or one through a link, and nothing outside the
// folder. The HTML pages it sends carry a short script that reloads them after each render, and
// the last render's error at the top; the files on disk stay the static gallery.
#include <cstdint>
#include <filesystem>
#include <memory>
#include <mutex>
#include <string>

namespace pp::cli {

// What the open pages poll: the render's number, and its error line when it failed.
class ServeStatus {
 public:
  void rendered(const std::string& error) {
    const std::lock_guard<std::mutex> g(lock_);
    ++version_;
    error_ = error;
  }
  std::pair<std::uint64_t, std::string> now() const {
    const std::lock_guard<std::mutex> g(lock_);
    return {version_, error_};
  }

 private:
  mutable std::mutex lock_;
  std::uint64_t version_ = 1;
  std::string error_;
};

// The path the pages poll.
inline constexpr const char* kServeStatusPath = "/__pawnprint/version";

class Site {
 public:
  // Binds 127.0.0.1:port (0: any free port); throws std::runtime_error when it cannot.
  Site(const std::filesystem::path& out, int port, const ServeStatus& status);
  ~Site();
  Site(const Site&) = delete;
  Site& operator=(const Site&) = delete;

  int port() const { return port_; }
  // Answers requests until stop() (from another thread).
  void listen();
  void stop();

 private:
  struct Server;
  std::unique_ptr<Server> server_;
  int port_ = 0;
};

}  // namespace pp::cli

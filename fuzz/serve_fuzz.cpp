// libFuzzer target: `serve`'s answers to what a client sends on one connection, without a
// socket: the bytes are read as the request (or requests, kept alive one after another) and
// answered by the server's own routes over a small folder holding pages, a subfolder, a hidden
// file and a link out of it. The HTTP parser is the system's cpp-httplib, so coverage guides
// only through pawnprint's handlers; a crash, a hang or a file outside the folder in an answer
// is a finding.
#include <fcntl.h>
#include <httplib.h>
#include <unistd.h>

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <string>

#include "cli/serve_answers.h"

namespace {

constexpr int kPort = 8765;
// In every file of the folder, and in no file outside it (the link leads to one).
constexpr const char* kInside = "inside-the-folder";
constexpr const char* kOutside = "outside-the-folder";

class BytesStream : public httplib::Stream {
 public:
  BytesStream(const std::uint8_t* data, std::size_t size) : data_(data), size_(size) {}
  bool is_readable() const override { return true; }
  bool is_writable() const override { return true; }
  ssize_t read(char* ptr, size_t size) override {
    const size_t n = std::min(size, size_ - at_);
    std::memcpy(ptr, data_ + at_, n);
    at_ += n;
    return static_cast<ssize_t>(n);
  }
  ssize_t write(const char* ptr, size_t size) override {
    written.append(ptr, size);
    return static_cast<ssize_t>(size);
  }
  void get_remote_ip_and_port(std::string& ip, int& port) const override {
    ip = "127.0.0.1";
    port = 40000;
  }
  void get_local_ip_and_port(std::string& ip, int& port) const override {
    ip = "127.0.0.1";
    port = kPort;
  }
  socket_t socket() const override { return -1; }
  bool used_up() const { return at_ == size_; }

  std::string written;

 private:
  const std::uint8_t* data_;
  std::size_t size_, at_ = 0;
};

// The server with its one protected entry point, the answer to one request on a stream, open.
class Answering : public httplib::Server {
 public:
  bool answer(httplib::Stream& stream, bool& closed) {
    return process_request(stream, false, closed, [](httplib::Request&) {});
  }
};

std::filesystem::path folder() {
  namespace fs = std::filesystem;
  const fs::path base = fs::temp_directory_path() / ("pawnprint-fuzz-serve-" + std::to_string(::getpid()));
  fs::create_directories(base / "out" / "sub");
  const auto write = [](const fs::path& file, const std::string& text) { std::ofstream(file) << text; };
  write(base / "secret.txt", kOutside);
  write(base / "out" / "index.html", std::string("<html><body>") + kInside + "</body></html>");
  write(base / "out" / "sub" / "page.html", std::string("<html>") + kInside);
  write(base / "out" / "sub" / "board.png", kInside);
  write(base / "out" / ".lock", kInside);
  std::error_code ec;
  fs::create_symlink(base / "secret.txt", base / "out" / "link.txt", ec);
  return base / "out";
}

Answering& server() {
  static const pp::cli::ServeStatus status;
  static const int port = kPort;
  static Answering* http = [] {
    const int root = ::open(folder().c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (root < 0) std::abort();
    auto* out = new Answering;
    pp::cli::answer_site(*out, root, port, status);
    return out;
  }();
  return *http;
}

}  // namespace

extern "C" int LLVMFuzzerInitialize(int*, char***) {
  server();
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  BytesStream stream(data, size);
  bool closed = false;
  // As the library's connection loop does: requests one after another until one closes it.
  for (int asked = 0; asked < 100 && !closed && !stream.used_up(); ++asked)
    if (!server().answer(stream, closed)) break;
  if (stream.written.find(kOutside) != std::string::npos) std::abort();
  return 0;
}

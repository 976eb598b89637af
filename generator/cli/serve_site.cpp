#include "cli/serve_site.h"

#include <fcntl.h>
#include <httplib.h>
#include <netdb.h>
#include <poll.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <array>
#include <cerrno>
#include <chrono>
#include <cstring>
#include <stdexcept>
#include <utility>
#include <vector>

#include "cli/serve_answers.h"
#include "common/json.h"
#include "writers/svg.h"

namespace pp::cli {

namespace fs = std::filesystem;

// An open file descriptor, closed with it. Outside the anonymous namespace: Site::Server holds one.
class Fd {
 public:
  explicit Fd(int fd) : fd_(fd) {}
  ~Fd() {
    if (fd_ >= 0) ::close(fd_);
  }
  Fd(const Fd&) = delete;
  Fd& operator=(const Fd&) = delete;
  Fd(Fd&& o) noexcept : fd_(o.fd_) { o.fd_ = -1; }
  Fd& operator=(Fd&& o) noexcept {
    std::swap(fd_, o.fd_);
    return *this;
  }
  int get() const { return fd_; }

 private:
  int fd_;
};

namespace {

// Pages reload when the render number they were sent with is no longer the server's.
constexpr const char* kReloadScript =
    "<script>(function(){var seen=%VERSION%;function poll(){fetch('/__pawnprint/version',{cache:'no-store'})"
    ".then(function(r){return r.json()}).then(function(s){if(s.version!==seen)location.reload()})"
    ".catch(function(){}).then(function(){setTimeout(poll,300)})}setTimeout(poll,300)})();</script>\n";

constexpr const char* kErrorStyle =
    "position:sticky;top:0;z-index:9;margin:0 0 1em;padding:.6em 1em;background:#fdd;border:2px solid #c00;"
    "color:#600;font:bold 1em monospace;white-space:pre-wrap";

const char* content_type(const std::string& path) {
  const std::string ext = fs::path(path).extension().string();
  if (ext == ".html") return "text/html; charset=utf-8";
  if (ext == ".png") return "image/png";
  if (ext == ".jpg" || ext == ".jpeg") return "image/jpeg";
  if (ext == ".svg") return "image/svg+xml";
  if (ext == ".pdf") return "application/pdf";
  if (ext == ".json") return "application/json";
  if (ext == ".css") return "text/css";
  return "application/octet-stream";
}

// The parts of a request's path, or false for one that is not plainly a path below the folder.
// Names starting with '.' are the runs' own (the lock file, folders being written) or `..`.
bool path_parts(const std::string& path, std::vector<std::string>& parts) {
  if (path.empty() || path[0] != '/') return false;
  size_t i = 1;
  while (i <= path.size()) {
    const size_t end = std::min(path.find('/', i), path.size());
    const std::string part = path.substr(i, end - i);
    if ((!part.empty() && part[0] == '.') || part.find('\0') != std::string::npos ||
        part.find('\\') != std::string::npos)
      return false;
    if (!part.empty()) parts.push_back(part);
    i = end + 1;
  }
  return true;
}

enum class Opened { Ok, Missing, Refused };

// Opens the file at `parts` below the folder `root`, one part at a time, following no link:
// a link anywhere on the way is refused, whatever it leads to. A folder gives its index.html.
Opened open_below(int root, std::vector<std::string> parts, std::string& bytes, std::string& name) {
  Fd at(::dup(root));
  for (size_t i = 0;; ++i) {
    if (i == parts.size()) parts.emplace_back("index.html");
    const int fd = ::openat(at.get(), parts[i].c_str(), O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK);
    if (fd < 0) return errno == ELOOP || errno == EACCES ? Opened::Refused : Opened::Missing;
    Fd next(fd);
    struct stat st {};
    if (::fstat(next.get(), &st) != 0) return Opened::Missing;
    if (S_ISDIR(st.st_mode)) {
      at = std::move(next);
      continue;
    }
    if (!S_ISREG(st.st_mode)) return Opened::Refused;
    bytes.resize(static_cast<size_t>(st.st_size));
    size_t got = 0;
    while (got < bytes.size()) {
      const ssize_t n = ::read(next.get(), bytes.data() + got, bytes.size() - got);
      if (n <= 0) break;
      got += static_cast<size_t>(n);
    }
    bytes.resize(got);
    name = parts[i];
    return Opened::Ok;
  }
}

// The page as sent: the reload script, and the error line at the top of the body.
std::string served_page(std::string page, std::uint64_t version, const std::string& error) {
  std::string script = kReloadScript;
  script.replace(script.find("%VERSION%"), 9, std::to_string(version));
  const size_t end = page.rfind("</body>");
  page.insert(end == std::string::npos ? page.size() : end, script);
  if (!error.empty()) {
    const std::string banner = "<pre id=\"pawnprint-error\" style=\"" + std::string(kErrorStyle) + "\">" +
                               xml_escape(error) + "\n(the pictures are the last good render's)</pre>\n";
    const size_t body = page.find("<body>");
    page.insert(body == std::string::npos ? 0 : body + 6, banner);
  }
  return page;
}

}  // namespace

// Outside the anonymous namespace, as Fd: Site::Server holds one.
// One connection's bytes, read through one buffer from its first request to its last.
// cpp-httplib 0.11 reads each request through a stream made for it alone, whose read-ahead
// buffer (4 KiB) goes with it: a request sent before the answer to the one ahead of it
// (pipelined) is read into that buffer with it and lost, and the connection then waits for bytes
// that have already come. Kept for the whole connection, the buffer holds the next request.
class ServeConnection : public httplib::Stream {
 public:
  ServeConnection(int sock, int read_ms, int write_ms) : sock_(sock), read_ms_(read_ms), write_ms_(write_ms) {}
  bool is_readable() const override { return off_ < got_ || ready(POLLIN, read_ms_); }
  bool is_writable() const override { return ready(POLLOUT, write_ms_); }
  ssize_t read(char* ptr, size_t size) override {
    if (off_ == got_) {
      if (!ready(POLLIN, read_ms_)) return -1;
      const ssize_t n = ::recv(sock_, buf_.data(), buf_.size(), 0);
      if (n <= 0) return n;
      off_ = 0;
      got_ = static_cast<size_t>(n);
    }
    const size_t n = std::min(size, got_ - off_);
    std::memcpy(ptr, buf_.data() + off_, n);
    off_ += n;
    return static_cast<ssize_t>(n);
  }
  ssize_t write(const char* ptr, size_t size) override {
    if (!is_writable()) return -1;
    return ::send(sock_, ptr, size, MSG_NOSIGNAL);
  }
  void get_remote_ip_and_port(std::string& ip, int& port) const override { address(&::getpeername, ip, port); }
  void get_local_ip_and_port(std::string& ip, int& port) const override { address(&::getsockname, ip, port); }
  socket_t socket() const override { return sock_; }
  // Whether the next request has begun within `ms`: its first bytes read already, or arriving.
  bool next_request(int ms) const { return off_ < got_ || ready(POLLIN, ms); }

 private:
  bool ready(short events, int ms) const {
    pollfd p{sock_, events, 0};
    int n = 0;
    while ((n = ::poll(&p, 1, ms)) < 0 && errno == EINTR) {
    }
    return n > 0 && (p.revents & (events | POLLHUP | POLLERR)) != 0;
  }
  void address(int (*get)(int, sockaddr*, socklen_t*), std::string& ip, int& port) const {
    sockaddr_storage a{};
    socklen_t len = sizeof a;
    std::array<char, NI_MAXHOST> host{};
    std::array<char, NI_MAXSERV> serv{};
    if (get(sock_, reinterpret_cast<sockaddr*>(&a), &len) != 0 ||
        ::getnameinfo(reinterpret_cast<sockaddr*>(&a), len, host.data(), host.size(), serv.data(), serv.size(),
                      NI_NUMERICHOST | NI_NUMERICSERV) != 0)
      return;
    ip = host.data();
    port = std::atoi(serv.data());
  }

  int sock_, read_ms_, write_ms_;
  std::array<char, 4096> buf_{};
  size_t off_ = 0, got_ = 0;
};

// The library's server, its connections read through a ServeConnection each.
class PipeliningServer : public httplib::Server {
  bool process_and_close_socket(socket_t sock) override {
    ServeConnection c(sock, static_cast<int>(read_timeout_sec_ * 1000 + read_timeout_usec_ / 1000),
                      static_cast<int>(write_timeout_sec_ * 1000 + write_timeout_usec_ / 1000));
    bool ok = false;
    for (size_t left = keep_alive_max_count_; left > 0 && waits_for_request(c); --left) {
      bool closed = false;
      ok = process_request(c, left == 1, closed, nullptr);
      if (!ok || closed) break;
    }
    ::shutdown(sock, SHUT_RDWR);
    ::close(sock);
    return ok;
  }
  // Waits out the keep-alive time in slices, to notice the server stopping meanwhile.
  bool waits_for_request(const ServeConnection& c) const {
    const auto end = std::chrono::steady_clock::now() + std::chrono::seconds(keep_alive_timeout_sec_);
    while (svr_sock_ != INVALID_SOCKET) {
      if (c.next_request(100)) return true;
      if (std::chrono::steady_clock::now() >= end) return false;
    }
    return false;
  }
};

struct Site::Server {
  PipeliningServer http;
  Fd root{-1};
  int listening = -1;  // the listening socket, owned by `http`
};

namespace {

// Connections are answered on this many threads; one held open by a client doing nothing keeps
// its thread for at most kIdleSeconds, so a few idle sockets never keep a page from loading.
constexpr size_t kServerThreads = 64;
constexpr time_t kIdleSeconds = 2;
// Connections waiting to be accepted (the library listens with room for 5).
constexpr int kBacklog = 128;
// The server takes no uploads: a body is read only up to this, then the request is refused.
constexpr size_t kMaxBody = size_t{16} * 1024;

void bound_the_server(httplib::Server& http) {
  http.new_task_queue = [] { return new httplib::ThreadPool(kServerThreads); };
  http.set_read_timeout(kIdleSeconds, 0);
  http.set_write_timeout(10, 0);
  http.set_keep_alive_timeout(kIdleSeconds);
  http.set_keep_alive_max_count(100);
  http.set_payload_max_length(kMaxBody);
}

}  // namespace

void answer_site(httplib::Server& http, int root, const int& port, const ServeStatus& status) {
  bound_the_server(http);
  // The Host check comes before any route, so every answer to another name is the same refusal.
  // A second Host header is refused too: a proxy on the way may have read the other one.
  http.set_pre_routing_handler([&port](const httplib::Request& req, httplib::Response& res) {
    const std::string host = req.get_header_value("Host"), p = ":" + std::to_string(port);
    if (req.get_header_value_count("Host") == 1 && (host == "127.0.0.1" + p || host == "localhost" + p))
      return httplib::Server::HandlerResponse::Unhandled;
    res.status = 403;
    res.set_content("403: this server answers only to 127.0.0.1" + p + " and localhost" + p + "\n", "text/plain");
    return httplib::Server::HandlerResponse::Handled;
  });
  http.Get(kServeStatusPath, [&status](const httplib::Request&, httplib::Response& res) {
    const auto [version, error] = status.now();
    Json json = Json::object();
    json["version"] = static_cast<double>(version);
    json["error"] = error;
    res.set_header("Cache-Control", "no-store");
    res.set_content(json.dump(0), "application/json");
  });
  http.Get(".*", [root, &status](const httplib::Request& req, httplib::Response& res) {
    std::vector<std::string> parts;
    std::string bytes, name;
    const Opened opened = path_parts(req.path, parts) ? open_below(root, parts, bytes, name) : Opened::Refused;
    res.set_header("Cache-Control", "no-store");
    if (opened != Opened::Ok) {
      res.status = opened == Opened::Missing ? 404 : 403;
      res.set_content(opened == Opened::Missing ? "404: not found\n" : "403: refused\n", "text/plain");
      return;
    }
    const char* type = content_type(name);
    if (std::strncmp(type, "text/html", 9) == 0) {
      const auto [version, error] = status.now();
      bytes = served_page(std::move(bytes), version, error);
    }
    res.set_content(bytes, type);
  });
}

Site::Site(const fs::path& out, int port, const ServeStatus& status) : server_(std::make_unique<Server>()) {
  server_->root = Fd(::open(out.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC));
  if (server_->root.get() < 0) throw std::runtime_error(out.string() + ": cannot open: " + std::strerror(errno));
  httplib::Server& http = server_->http;
  // SO_REUSEADDR alone: a restart binds at once, but no other program can listen on the port
  // beside this one (the library's default, SO_REUSEPORT, would let one share it and take requests).
  http.set_socket_options([this](int sock) {
    const int yes = 1;
    ::setsockopt(sock, SOL_SOCKET, SO_REUSEADDR, &yes, sizeof yes);
    server_->listening = sock;
  });
  answer_site(http, server_->root.get(), port_, status);
  const bool bound =
      port == 0 ? (port_ = http.bind_to_any_port("127.0.0.1")) > 0 : http.bind_to_port("127.0.0.1", port_ = port);
  if (!bound) throw std::runtime_error("cannot listen on 127.0.0.1:" + std::to_string(port));
  // Listening again on a listening socket only changes how many connections may wait.
  if (server_->listening >= 0) ::listen(server_->listening, kBacklog);
}

Site::~Site() = default;

void Site::listen() { server_->http.listen_after_bind(); }

void Site::stop() { server_->http.stop(); }

}  // namespace pp::cli

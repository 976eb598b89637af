#include "cli/serve_site.h"

#include <fcntl.h>
#include <httplib.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
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

struct Site::Server {
  httplib::Server http;
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

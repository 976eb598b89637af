// `pawnprint serve` against clients that misbehave, each asked over a raw socket on 127.0.0.1
// with a bounded number of connections and a deadline: idle sockets, odd and oversized requests,
// a second Host header, a second server on the same folder and one on a port already taken.
#include <gtest/gtest.h>
#include <netinet/in.h>
#include <signal.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <filesystem>
#include <string>
#include <thread>
#include <vector>

#include "served.h"
#include "support.h"

namespace pp {
namespace {

namespace fs = std::filesystem;
using Clock = std::chrono::steady_clock;

// A connection to 127.0.0.1:port, closed with it.
class Socket {
 public:
  explicit Socket(int port) : fd_(::socket(AF_INET, SOCK_STREAM, 0)) {
    sockaddr_in a{};
    a.sin_family = AF_INET;
    a.sin_port = htons(static_cast<uint16_t>(port));
    a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    connected_ = ::connect(fd_, reinterpret_cast<sockaddr*>(&a), sizeof a) == 0;
    const timeval wait{10, 0};  // no answer within 10 s fails the test rather than hanging it
    ::setsockopt(fd_, SOL_SOCKET, SO_RCVTIMEO, &wait, sizeof wait);
  }
  ~Socket() { ::close(fd_); }
  Socket(const Socket&) = delete;
  Socket& operator=(const Socket&) = delete;
  bool connected() const { return connected_; }

  void send(const std::string& bytes) const {
    size_t sent = 0;
    while (sent < bytes.size()) {
      const ssize_t n = ::send(fd_, bytes.data() + sent, bytes.size() - sent, MSG_NOSIGNAL);
      if (n <= 0) return;  // the server may close while a body is still going out
      sent += static_cast<size_t>(n);
    }
  }
  // Everything the server sends until it closes the connection (or 10 s pass without a byte).
  std::string answer() const {
    std::string got;
    char buf[4096];
    for (ssize_t n; (n = ::recv(fd_, buf, sizeof buf, 0)) > 0;) got.append(buf, static_cast<size_t>(n));
    return got;
  }

 private:
  int fd_;
  bool connected_ = false;
};

std::string status_line(const std::string& answer) { return answer.substr(0, answer.find("\r\n")); }

double seconds_since(Clock::time_point start) { return std::chrono::duration<double>(Clock::now() - start).count(); }

class ServeLimits : public ::testing::Test {
 protected:
  void SetUp() override {
    test::write_study(dir.path, {"#f7f2e7", "#1f1a14", "#1f1a14"});
    served = std::make_unique<test::Served>(dir.path, std::vector<std::string>{"tiny.yaml", "--only", "diagrams"});
    host = "Host: 127.0.0.1:" + std::to_string(served->port()) + "\r\n";
  }
  std::string get(const std::string& path, const std::string& headers = "") const {
    return "GET " + path + " HTTP/1.1\r\n" + host + headers + "Connection: close\r\n\r\n";
  }
  test::TempDir dir;
  std::unique_ptr<test::Served> served;
  std::string host;
};

TEST_F(ServeLimits, IdleSocketsDoNotKeepAPageWaiting) {
  std::vector<std::unique_ptr<Socket>> idle;
  idle.reserve(40);
  for (int i = 0; i < 40; ++i) idle.push_back(std::make_unique<Socket>(served->port()));
  const auto start = Clock::now();
  const Socket page(served->port());
  ASSERT_TRUE(page.connected());
  page.send(get("/tiny/manifest.json"));
  EXPECT_EQ(status_line(page.answer()), "HTTP/1.1 200 OK");
  EXPECT_LT(seconds_since(start), 1.5);
  // An idle connection itself is closed by the server after a short wait.
  const auto idle_start = Clock::now();
  EXPECT_EQ(idle.front()->answer(), "");
  EXPECT_LT(seconds_since(idle_start), 5.0);
}

TEST_F(ServeLimits, EveryBadRequestIsAnsweredAndClosed) {
  const std::vector<std::pair<std::string, std::string>> cases{
      {"GARBAGE\r\n\r\n", "HTTP/1.1 400 Bad Request"},
      {"POST / HTTP/1.1\r\n" + host + "Content-Length: -1\r\n\r\n", "HTTP/1.1 413 Payload Too Large"},
      // A body of 3 MB announced: refused on its length, before any of it is read or held.
      {"POST / HTTP/1.1\r\n" + host + "Content-Length: 3000000\r\n\r\n", "HTTP/1.1 413 Payload Too Large"},
      {get("/", "Host: evil.test\r\n"), "HTTP/1.1 403 Forbidden"},
      {"GET / HTTP/1.1\r\nHost: evil.test\r\n" + host + "Connection: close\r\n\r\n", "HTTP/1.1 403 Forbidden"},
  };
  for (const auto& [request, expected] : cases) {
    const auto start = Clock::now();
    const Socket s(served->port());
    s.send(request);
    EXPECT_EQ(status_line(s.answer()), expected) << request.substr(0, 60);
    EXPECT_LT(seconds_since(start), 8.0) << request.substr(0, 60);
  }
  // And the server still answers as before.
  const Socket after(served->port());
  after.send(get("/tiny/manifest.json"));
  EXPECT_EQ(status_line(after.answer()), "HTTP/1.1 200 OK");
}

// The status lines of the answers in `got`, in order: each answer read as its headers and the
// body of the Content-Length they give.
std::vector<std::string> status_lines(const std::string& got) {
  std::vector<std::string> out;
  size_t at = 0;
  while (at < got.size()) {
    const size_t end = got.find("\r\n\r\n", at);
    if (end == std::string::npos) break;
    const std::string head = got.substr(at, end - at);
    out.push_back(head.substr(0, head.find("\r\n")));
    const size_t length = head.find("Content-Length: ");
    at = end + 4 + (length == std::string::npos ? 0 : std::stoul(head.substr(length + 16)));
  }
  return out;
}

TEST_F(ServeLimits, PipelinedRequestsAreAllAnsweredInOrder) {
  // Sent at once, before any answer: a page that is there, one that is not, then the page again
  // with the connection closed after it. Each is answered, in the order sent, and at once.
  const std::string keep = "GET /tiny/manifest.json HTTP/1.1\r\n" + host + "\r\n";
  const std::string missing = "GET /no-such-page.html HTTP/1.1\r\n" + host + "\r\n";
  const auto start = Clock::now();
  const Socket s(served->port());
  ASSERT_TRUE(s.connected());
  s.send(keep + missing + get("/tiny/manifest.json"));
  const std::vector<std::string> three = status_lines(s.answer());
  EXPECT_EQ(three, (std::vector<std::string>{"HTTP/1.1 200 OK", "HTTP/1.1 404 Not Found", "HTTP/1.1 200 OK"}));
  EXPECT_LT(seconds_since(start), 1.5);
  // Forty in one send, more than one read of the connection holds.
  std::string many;
  for (int i = 0; i < 39; ++i) many += i % 2 ? missing : keep;
  const Socket forty(served->port());
  forty.send(many + get("/no-such-page.html"));
  const std::vector<std::string> answered = status_lines(forty.answer());
  ASSERT_EQ(answered.size(), 40U);
  for (size_t i = 0; i < answered.size(); ++i)
    EXPECT_EQ(answered[i], i % 2 ? "HTTP/1.1 404 Not Found" : "HTTP/1.1 200 OK") << i;
}

TEST_F(ServeLimits, ASecondServeOnTheFolderSaysWhoHoldsItAndStopsWhenAsked) {
  const fs::path err = dir / "second.err";
  const pid_t second = ::fork();
  if (second == 0) {
    if (::chdir(dir.path.c_str()) != 0) ::_exit(127);
    std::freopen(err.c_str(), "w", stderr);
    std::freopen("/dev/null", "w", stdout);
    const std::string exe = test::pawnprint_exe().string();
    ::execl(exe.c_str(), exe.c_str(), "serve", "tiny.yaml", "--port", "0", "--out", "out", nullptr);
    ::_exit(127);
  }
  std::string said;
  for (int i = 0; i < 100 && said.find("waiting") == std::string::npos; ++i) {
    std::this_thread::sleep_for(std::chrono::milliseconds(100));
    said = test::read_file(err);
  }
  EXPECT_NE(said.find("pawnprint: waiting for another run (pid "), std::string::npos) << said;
  EXPECT_NE(said.find(", pawnprint serve) writing into out to finish; Ctrl-C stops waiting"), std::string::npos)
      << said;
  ::kill(second, SIGTERM);
  int status = 0;
  bool ended = false;
  for (int i = 0; i < 50 && !ended; ++i) {
    ended = ::waitpid(second, &status, WNOHANG) == second;
    if (!ended) std::this_thread::sleep_for(std::chrono::milliseconds(100));
  }
  if (!ended) {
    ::kill(second, SIGKILL);
    ::waitpid(second, &status, 0);
  }
  EXPECT_TRUE(ended) << "a serve waiting for the lock ignored SIGTERM";
  EXPECT_TRUE(fs::exists(dir / "out/tiny/manifest.json"));  // the first one's folder, untouched
}

TEST_F(ServeLimits, TheFirstLineSaysWhereItServes) {
  const std::string out = served->out();
  EXPECT_EQ(out.substr(0, out.find('\n')),
            "pawnprint: serving out at http://127.0.0.1:" + std::to_string(served->port()) + "/ (Ctrl-C stops)");
}

TEST_F(ServeLimits, APortTakenLeavesNoFolderBehind) {
  const fs::path fresh = dir / "never/made";
  const auto taken =
      test::shell("timeout 30 '" + test::pawnprint_exe().string() + "' serve --port " + std::to_string(served->port()) +
                  " --out '" + fresh.string() + "' '" + (dir / "tiny.yaml").string() + "'");
  EXPECT_EQ(taken.status, 1) << taken.err;
  EXPECT_NE(taken.err.find("cannot listen on 127.0.0.1:" + std::to_string(served->port())), std::string::npos)
      << taken.err;
  EXPECT_FALSE(fs::exists(dir / "never"));
}

}  // namespace
}  // namespace pp

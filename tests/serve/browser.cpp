#include "browser.h"

#include <netinet/in.h>
#include <signal.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <regex>
#include <stdexcept>
#include <thread>

#include "support.h"

namespace pp::test {

int free_port() {
  const int s = ::socket(AF_INET, SOCK_STREAM, 0);
  sockaddr_in a{};
  a.sin_family = AF_INET;
  a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  socklen_t n = sizeof a;
  int port = 0;
  if (::bind(s, reinterpret_cast<sockaddr*>(&a), sizeof a) == 0 &&
      ::getsockname(s, reinterpret_cast<sockaddr*>(&a), &n) == 0)
    port = ntohs(a.sin_port);
  ::close(s);
  return port;
}

std::string json_string(const std::string& text) {
  std::string out = "\"";
  for (char c : text) {
    if (c == '"' || c == '\\') out += '\\';
    if (c == '\n') {
      out += "\\n";
      continue;
    }
    out += c;
  }
  return out + "\"";
}

Browser::Browser(const std::filesystem::path& work) : work_(work) {
  const int port = free_port();
  url_ = "http://127.0.0.1:" + std::to_string(port);
  driver_ = ::fork();
  if (driver_ == 0) {
    const std::string flag = "--port=" + std::to_string(port), log = (work / "driver.log").string();
    std::freopen(log.c_str(), "w", stdout);
    std::freopen(log.c_str(), "a", stderr);
    ::execlp("chromedriver", "chromedriver", flag.c_str(), static_cast<char*>(nullptr));
    ::_exit(127);
  }
  for (int i = 0; i < 50; ++i) {
    if (shell("curl -s " + url_ + "/status").out.find("\"ready\":true") != std::string::npos) break;
    std::this_thread::sleep_for(std::chrono::milliseconds(200));
  }
  const std::string answer =
      post("/session", R"({"capabilities":{"alwaysMatch":{"goog:chromeOptions":{"binary":"/usr/bin/chromium",)"
                       R"("args":["--headless","--no-sandbox","--disable-gpu"]}}}})");
  std::smatch m;
  if (!std::regex_search(answer, m, std::regex("\"sessionId\":\"([0-9a-f]+)\"")))
    throw std::runtime_error("no Chromium session: " + answer);
  session_ = m[1];
}

Browser::~Browser() {
  if (!session_.empty()) shell("curl -s -X DELETE " + url_ + "/session/" + session_);
  if (driver_ > 0) {
    ::kill(driver_, SIGTERM);
    ::waitpid(driver_, nullptr, 0);
  }
}

std::string Browser::post(const std::string& path, const std::string& body) {
  const auto file = work_ / "request.json";
  write_file(file, body);
  return shell("curl -s -X POST " + url_ + path + " -H 'Content-Type: application/json' --data-binary @'" +
               file.string() + "'")
      .out;
}

void Browser::open(const std::string& url) {
  post("/session/" + session_ + "/url", "{\"url\":" + json_string(url) + "}");
}

std::string Browser::run(const std::string& script) {
  const std::string answer =
      post("/session/" + session_ + "/execute/sync", "{\"script\":" + json_string(script) + ",\"args\":[]}");
  std::smatch m;
  if (answer.find("\"error\"") != std::string::npos ||
      !std::regex_search(answer, m, std::regex(R"re("value":("(?:[^"\\]|\\.)*"|[-0-9.]+|true|false|null))re")))
    return "";
  return m[1];
}

}  // namespace pp::test

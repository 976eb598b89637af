#include "writers/files.h"

#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <stdexcept>
#include <utility>

#include "common/input_error.h"
#include "common/text_check.h"

namespace pp {
namespace fs = std::filesystem;

std::string sanitise_name(std::string_view name, bool keep_case) {
  const bool wide = keep_case && is_utf8(name);
  std::string out;
  for (char c : name) {
    const bool upper = c >= 'A' && c <= 'Z';
    const char l = upper && !keep_case ? static_cast<char>(c - 'A' + 'a') : c;
    const bool ok = (l >= 'a' && l <= 'z') || upper || (l >= '0' && l <= '9') || l == '_' || l == '-' ||
                    (wide && static_cast<unsigned char>(c) >= 0x80);
    if (ok) out += l;
    else if (!out.empty() && out.back() != '-') out += '-';
  }
  while (!out.empty() && (out.front() == '-' || out.front() == '_')) out.erase(out.begin());
  while (!out.empty() && out.back() == '-') out.pop_back();
  if (out.size() > 80) {
    size_t cut = 80;  // not inside a UTF-8 character
    while (cut > 0 && (static_cast<unsigned char>(out[cut]) & 0xc0) == 0x80) --cut;
    out.resize(cut);
  }
  return out.empty() ? "unnamed" : out;
}

namespace {

constexpr const char* kLockName = ".pawnprint.lock";

[[noreturn]] void fail(const fs::path& what, const std::string& doing, int error) {
  throw std::runtime_error(what.string() + ": " + doing + ": " + std::strerror(error));
}

// A file descriptor closed when it goes out of scope.
struct Fd {
  int fd = -1;
  explicit Fd(int f = -1) : fd(f) {}
  ~Fd() {
    if (fd >= 0) ::close(fd);
  }
  Fd(Fd&& o) noexcept : fd(o.fd) { o.fd = -1; }
  Fd(const Fd&) = delete;
  Fd& operator=(const Fd&) = delete;
};

std::string pid_text() { return std::to_string(::getpid()); }

// What a run holding the lock says of itself to one waiting for it: its pid and its command.
std::string holder_text() {
  std::string text = "pid " + pid_text();
  FILE* f = std::fopen("/proc/self/cmdline", "rb");
  if (!f) return text + "\n";
  char args[256] = {};
  const size_t n = std::fread(args, 1, sizeof args - 1, f);
  std::fclose(f);
  const std::string program(args, strnlen(args, n));
  const size_t slash = program.rfind('/');
  text += ", " + program.substr(slash == std::string::npos ? 0 : slash + 1);
  if (program.size() + 1 < n)
    text += " " + std::string(args + program.size() + 1, strnlen(args + program.size() + 1, n - program.size() - 1));
  return text + "\n";
}

// What the holder of the lock file `fd` wrote of itself, on one line of printable ASCII.
std::string read_holder(int fd) {
  char buf[256] = {};
  const ssize_t n = ::pread(fd, buf, sizeof buf - 1, 0);
  std::string text;
  for (ssize_t i = 0; i < n && buf[i] != '\n'; ++i) text += buf[i] >= ' ' && buf[i] < 127 ? buf[i] : '?';
  return text;
}

// Test hook: with PAWNPRINT_TEST_STOP_AFTER_WRITES=N the program ends abruptly, as if killed,
// once N files are complete, so tests can check what a reader sees after a crash.
void count_write() {
  static const long limit = [] {
    const char* v = std::getenv("PAWNPRINT_TEST_STOP_AFTER_WRITES");
    return v && *v ? std::atol(v) : -1L;
  }();
  static std::atomic<long> written{0};
  if (limit >= 0 && ++written >= limit) ::_exit(128 + SIGKILL);
}

// A single name: no folder part, not "." or "..".
void check_plain(const std::string& name) {
  if (name.empty() || name == "." || name == ".." || name.find('/') != std::string::npos)
    throw std::runtime_error("refusing to write outside the output folder: " + name);
}

// The parts of a path relative to the output folder; anything that could leave it is refused.
std::vector<std::string> parts_of(const std::string& rel) {
  if (rel.empty() || fs::path(rel).is_absolute())
    throw std::runtime_error("refusing to write outside the output folder: " + rel);
  std::vector<std::string> parts;
  for (const auto& part : fs::path(rel)) {
    const std::string p = part.string();
    if (p.empty() || p == "." || p == "..")
      throw std::runtime_error("refusing to write outside the output folder: " + rel);
    parts.push_back(p);
  }
  return parts;
}

void write_all(int fd, std::string_view bytes, const fs::path& shown) {
  const char* p = bytes.data();
  size_t left = bytes.size();
  while (left > 0) {
    const ssize_t n = ::write(fd, p, left);
    if (n < 0) {
      if (errno == EINTR) continue;
      fail(shown, "cannot write", errno);
    }
    p += n;
    left -= static_cast<size_t>(n);
  }
}

int open_exclusive(int dir, const std::string& name) {
  return ::openat(dir, name.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0666);
}

// Buffers small writes (a PNG comes in rows) into whole blocks for the file.
class FileSink : public Sink {
 public:
  FileSink(int fd, const fs::path& shown) : fd_(fd), shown_(shown) { buffer_.reserve(kBlock); }
  void write(std::string_view bytes) override {
    if (buffer_.size() + bytes.size() > kBlock) flush();
    if (bytes.size() >= kBlock) write_all(fd_, bytes, shown_);
    else buffer_.append(bytes);
  }
  void flush() {
    write_all(fd_, buffer_, shown_);
    buffer_.clear();
  }

 private:
  static constexpr size_t kBlock = size_t{1} << 16;
  int fd_;
  const fs::path& shown_;
  std::string buffer_;
};

// Has `make` write into `f`, just created as `name` in `dir`, and closes it. On failure the
// partial file is removed.
void fill(int dir, const std::string& name, Fd f, const std::function<void(Sink&)>& make, const fs::path& shown) {
  try {
    FileSink sink(f.fd, shown);
    make(sink);
    sink.flush();
  } catch (...) {
    ::unlinkat(dir, name.c_str(), 0);
    throw;
  }
  const int fd = f.fd;
  f.fd = -1;
  if (::close(fd) != 0) {
    const int e = errno;
    ::unlinkat(dir, name.c_str(), 0);
    fail(shown, "cannot write", e);
  }
}

// rename(2) that will not replace anything at `to`, where the system can promise that.
int rename_noreplace(int dir, const std::string& from, const std::string& to) {
  if (::renameat2(dir, from.c_str(), dir, to.c_str(), RENAME_NOREPLACE) == 0) return 0;
  if (errno != EINVAL && errno != ENOSYS) return -1;
  return ::renameat(dir, from.c_str(), dir, to.c_str());
}

bool process_gone(long pid) { return pid <= 0 || (::kill(static_cast<pid_t>(pid), 0) != 0 && errno == ESRCH); }

// The process id in a name ".NAME.new-PID" or ".NAME.old-PID"; 0 for any other name.
long temporary_owner(const std::string& name) {
  if (name.size() < 3 || name[0] != '.') return 0;
  const auto dash = name.rfind('-');
  if (dash == std::string::npos || dash + 1 == name.size() || dash < 5) return 0;
  const std::string tag = name.substr(dash - 4, 4);
  if (tag != ".new" && tag != ".old") return 0;
  long pid = 0;
  for (size_t i = dash + 1; i < name.size(); ++i) {
    if (name[i] < '0' || name[i] > '9' || pid > 100000000) return 0;
    pid = pid * 10 + (name[i] - '0');
  }
  return pid;
}

}  // namespace

void prepare_folder(const fs::path& dir, std::string_view option) {
  // Most likely a script's unset variable: a mistake in the option, not the environment.
  if (dir.empty()) throw InputError({std::string(option), 0, 0}, "is empty: name a folder");
  std::error_code ec;
  // A link that leads nowhere, at the folder or above it, is a mistake in the option.
  for (fs::path p = dir; !p.empty(); p = p.parent_path()) {
    if (fs::is_symlink(fs::symlink_status(p, ec)) && !fs::exists(fs::status(p, ec))) {
      const fs::path target = fs::read_symlink(p, ec);
      throw InputError({std::string(option), 0, 0},
                       "'" + p.string() + "' is a link to '" + target.string() + "', which does not exist");
    }
    if (p == p.parent_path()) break;
  }
  const fs::file_status st = fs::status(dir, ec);
  if (fs::exists(st) && !fs::is_directory(st)) throw std::runtime_error(dir.string() + ": not a folder");
  fs::create_directories(dir, ec);
  if (ec) throw std::runtime_error(dir.string() + ": cannot create folder: " + ec.message());
  Fd d(::open(dir.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC));
  if (d.fd < 0) fail(dir, "cannot open folder", errno);
  const std::string probe = ".pawnprint-probe-" + pid_text();
  Fd f(::openat(d.fd, probe.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0666));
  if (f.fd < 0) fail(dir, "cannot write", errno);
  ::unlinkat(d.fd, probe.c_str(), 0);
}

void write_file(const fs::path& dir, const std::string& name, std::string_view bytes) {
  check_plain(name);
  const fs::path shown = dir / name;
  Fd d(::open(dir.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC));
  if (d.fd < 0) fail(dir, "cannot open folder", errno);
  // A fresh temporary: never an existing file, never through a link.
  std::string tmp;
  Fd f;
  for (int i = 0; f.fd < 0; ++i) {
    tmp = "." + name + ".tmp-" + pid_text() + "-" + std::to_string(i);
    f.fd = open_exclusive(d.fd, tmp);
    if (f.fd < 0 && ((errno != EEXIST && errno != ELOOP) || i >= 100)) fail(shown, "cannot write", errno);
  }
  fill(
      d.fd, tmp, std::move(f), [bytes](Sink& out) { out.write(bytes); }, shown);
  if (::renameat(d.fd, tmp.c_str(), d.fd, name.c_str()) != 0) {
    const int e = errno;
    ::unlinkat(d.fd, tmp.c_str(), 0);
    fail(shown, "cannot write", e);
  }
  count_write();
}

OutputRoot::OutputRoot(const fs::path& root, const std::function<void(const std::string& holder)>& waiting)
    : root_(root) {
  dir_ = ::open(root.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (dir_ < 0) fail(root, "cannot open folder", errno);
  try {
    bool told = false;
    while (lock_ < 0) {
      Fd f(::openat(dir_, kLockName, O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0666));
      // O_NOFOLLOW says ELOOP, "Too many levels of symbolic links", for what is one link.
      if (f.fd < 0 && errno == ELOOP)
        throw std::runtime_error((root / kLockName).string() +
                                 ": a link where the lock file goes; remove it or choose another --out");
      if (f.fd < 0) fail(root / kLockName, "cannot create lock file", errno);
      if (::flock(f.fd, LOCK_EX | LOCK_NB) != 0) {
        if (errno != EWOULDBLOCK) fail(root / kLockName, "cannot lock", errno);
        if (!told && waiting) waiting(read_holder(f.fd));
        told = true;
        while (::flock(f.fd, LOCK_EX) != 0)
          if (errno != EINTR) fail(root / kLockName, "cannot lock", errno);
      }
      // The run that held the lock removes the file before letting go: if the name now
      // leads elsewhere, lock what it leads to.
      struct stat mine {};
      struct stat named {};
      if (::fstat(f.fd, &mine) == 0 && ::fstatat(dir_, kLockName, &named, AT_SYMLINK_NOFOLLOW) == 0 &&
          mine.st_dev == named.st_dev && mine.st_ino == named.st_ino) {
        lock_ = f.fd;
        f.fd = -1;
      }
    }
    const std::string holder = holder_text();
    if (::ftruncate(lock_, 0) != 0 || ::pwrite(lock_, holder.data(), holder.size(), 0) < 0)
      fail(root / kLockName, "cannot write lock file", errno);
    remove_stale();
  } catch (...) {
    if (lock_ >= 0) {
      ::unlinkat(dir_, kLockName, 0);
      ::close(lock_);
    }
    ::close(dir_);
    throw;
  }
}

OutputRoot::~OutputRoot() {
  ::unlinkat(dir_, kLockName, 0);
  ::close(lock_);
  ::close(dir_);
}

void OutputRoot::remove_stale() const {
  std::error_code ec;
  for (fs::directory_iterator it(root_, ec), end; !ec && it != end; it.increment(ec)) {
    const std::string name = it->path().filename().string();
    const long pid = temporary_owner(name);
    if (pid == 0 || (pid != ::getpid() && !process_gone(pid))) continue;
    std::error_code ignored;
    fs::remove_all(it->path(), ignored);  // a link is removed, never followed
  }
}

void OutputRoot::check_target(const std::string& name) const {
  check_plain(name);
  struct stat st {};
  if (::fstatat(dir_, name.c_str(), &st, AT_SYMLINK_NOFOLLOW) != 0) {
    if (errno == ENOENT) return;
    fail(root_ / name, "cannot write", errno);
  }
  if (S_ISLNK(st.st_mode))
    throw std::runtime_error((root_ / name).string() +
                             ": is a link; links inside the output folder are not followed (remove it, or choose "
                             "another --out)");
  if (!S_ISDIR(st.st_mode)) throw std::runtime_error((root_ / name).string() + ": not a folder");
}

OutputRoot::Fresh::Fresh(const OutputRoot& root, std::string name)
    : root_(root), name_(std::move(name)), fresh_("." + name_ + ".new-" + pid_text()) {
  root_.check_target(name_);
  if (::mkdirat(root_.dir_, fresh_.c_str(), 0777) != 0) fail(root_.root_ / fresh_, "cannot create folder", errno);
  top_ = ::openat(root_.dir_, fresh_.c_str(), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
  if (top_ < 0) {
    const int e = errno;
    ::unlinkat(root_.dir_, fresh_.c_str(), AT_REMOVEDIR);
    fail(root_.root_ / fresh_, "cannot open folder", e);
  }
}

OutputRoot::Fresh::~Fresh() {
  if (top_ >= 0) ::close(top_);
  if (!fresh_.empty()) {
    std::error_code ignored;
    fs::remove_all(root_.root_ / fresh_, ignored);
  }
}

void OutputRoot::Fresh::write(const std::string& path, std::string_view bytes) {
  write(path, [bytes](Sink& out) { out.write(bytes); });
}

void OutputRoot::Fresh::write(const std::string& path, const std::function<void(Sink&)>& make) {
  const fs::path shown = root_.root_ / name_;
  const std::vector<std::string> parts = parts_of(path);
  // Folders inside the fresh folder are made here, so none can be a link.
  std::vector<Fd> below;
  int at = top_;
  fs::path where = shown;
  for (size_t i = 0; i + 1 < parts.size(); ++i) {
    where /= parts[i];
    if (::mkdirat(at, parts[i].c_str(), 0777) != 0 && errno != EEXIST) fail(where, "cannot create folder", errno);
    below.emplace_back(::openat(at, parts[i].c_str(), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC));
    if (below.back().fd < 0) fail(where, "cannot create folder", errno);
    at = below.back().fd;
  }
  Fd f(open_exclusive(at, parts.back()));
  if (f.fd < 0) fail(shown / path, "cannot write", errno);
  fill(at, parts.back(), std::move(f), make, shown / path);
  count_write();
}

bool OutputRoot::Fresh::keep(const std::string& from, const std::string& as) {
  check_plain(from);
  check_plain(as);
  Fd old(::openat(root_.dir_, name_.c_str(), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC));
  if (old.fd < 0) return false;
  struct stat st {};
  if (::fstatat(old.fd, from.c_str(), &st, AT_SYMLINK_NOFOLLOW) != 0 || !S_ISREG(st.st_mode)) return false;
  // Without AT_SYMLINK_FOLLOW, linkat never follows a link, and the check above refused one.
  if (::linkat(old.fd, from.c_str(), top_, as.c_str(), 0) != 0) fail(root_.root_ / name_ / as, "cannot keep", errno);
  return true;
}

void OutputRoot::Fresh::commit() {
  const int dir = root_.dir_;
  const fs::path shown = root_.root_ / name_;
  // Swap the fresh folder in. What is at `name` is looked at again: it may have changed.
  root_.check_target(name_);
  if (::renameat2(dir, fresh_.c_str(), dir, name_.c_str(), RENAME_EXCHANGE) == 0) {
    // `fresh` now holds the old folder, which the destructor removes. Should that fail, the
    // next run removes it.
    return;
  }
  if (errno == ENOENT) {
    if (rename_noreplace(dir, fresh_, name_) != 0) fail(shown, "cannot write", errno);
    fresh_.clear();
    return;
  }
  if (errno != EINVAL && errno != ENOSYS) fail(shown, "cannot write", errno);
  // No exchange on this file system: move the old folder aside, then the new one in.
  const std::string old = "." + name_ + ".old-" + pid_text();
  if (::renameat(dir, name_.c_str(), dir, old.c_str()) != 0) fail(shown, "cannot write", errno);
  if (::renameat(dir, fresh_.c_str(), dir, name_.c_str()) != 0) {
    const int e = errno;
    ::renameat(dir, old.c_str(), dir, name_.c_str());
    fail(shown, "cannot write", e);
  }
  fresh_ = old;  // removed by the destructor
}

void OutputRoot::remove(const std::string& name) const {
  check_plain(name);
  const std::string old = "." + name + ".old-" + pid_text();
  if (::renameat(dir_, name.c_str(), dir_, old.c_str()) != 0) {
    if (errno == ENOENT) return;
    fail(root_ / name, "cannot remove", errno);
  }
  std::error_code ignored;
  fs::remove_all(root_ / old, ignored);  // what is left is removed by the next run (remove_stale)
}

void OutputRoot::replace(const std::string& name, const std::vector<OutputFile>& files) {
  Fresh fresh = begin(name);
  for (const auto& file : files) fresh.write(file.path, file.bytes);
  fresh.commit();
}

std::vector<std::string> OutputRoot::files_in(const std::string& name) const {
  check_plain(name);
  std::vector<std::string> names;
  Fd d(::openat(dir_, name.c_str(), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC));
  if (d.fd < 0) return names;
  std::error_code ec;
  for (fs::directory_iterator it(root_ / name, ec), end; !ec && it != end; it.increment(ec)) {
    const std::string file = it->path().filename().string();
    struct stat st {};
    if (::fstatat(d.fd, file.c_str(), &st, AT_SYMLINK_NOFOLLOW) == 0 && S_ISREG(st.st_mode)) names.push_back(file);
  }
  std::sort(names.begin(), names.end());
  return names;
}

std::optional<std::string> OutputRoot::read(const std::string& name, const std::string& file, size_t limit) const {
  check_plain(name);
  check_plain(file);
  Fd d(::openat(dir_, name.c_str(), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC));
  if (d.fd < 0) return std::nullopt;
  Fd f(::openat(d.fd, file.c_str(), O_RDONLY | O_NOFOLLOW | O_CLOEXEC));
  struct stat st {};
  if (f.fd < 0 || ::fstat(f.fd, &st) != 0 || !S_ISREG(st.st_mode) || static_cast<size_t>(st.st_size) > limit)
    return std::nullopt;
  std::string bytes(static_cast<size_t>(st.st_size), '\0');
  size_t got = 0;
  while (got < bytes.size()) {
    const ssize_t n = ::read(f.fd, bytes.data() + got, bytes.size() - got);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return std::nullopt;
    got += static_cast<size_t>(n);
  }
  return bytes;
}

}  // namespace pp

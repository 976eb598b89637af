#include "common/text_file.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>

#include "common/input_error.h"
#include "common/text_check.h"

namespace pp {
namespace {

// Closes on every way out, the throwing ones included.
struct Fd {
  int fd;
  ~Fd() {
    if (fd >= 0) ::close(fd);
  }
};

std::string size_text(size_t bytes) {
  return bytes >= (size_t{1} << 20) ? std::to_string(bytes >> 20) + " MB" : std::to_string(bytes >> 10) + " KB";
}

}  // namespace

std::string read_text_file(const std::string& path, size_t limit, std::string_view kind) {
  const Fd file{::open(path.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC)};
  if (file.fd < 0) throw InputError({path, 0, 0}, std::string("cannot read this file: ") + std::strerror(errno));
  struct stat st {};
  if (::fstat(file.fd, &st) != 0)
    throw InputError({path, 0, 0}, std::string("cannot read this file: ") + std::strerror(errno));
  if (S_ISDIR(st.st_mode)) throw InputError({path, 0, 0}, "is a folder, not " + std::string(kind));
  if (!S_ISREG(st.st_mode)) throw InputError({path, 0, 0}, "is not a regular file");
  if (static_cast<size_t>(st.st_size) > limit)
    throw InputError({path, 0, 0}, "is over " + size_text(limit) + ", the limit for this kind of file");
  // The size is read again as the bytes come, in case the file grew after fstat.
  std::string bytes(std::min(static_cast<size_t>(st.st_size), limit) + 1, '\0');
  size_t got = 0;
  while (got < bytes.size()) {
    const ssize_t n = ::read(file.fd, bytes.data() + got, bytes.size() - got);
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) throw InputError({path, 0, 0}, std::string("cannot read this file: ") + std::strerror(errno));
    if (n == 0) break;
    got += static_cast<size_t>(n);
  }
  if (got > limit) throw InputError({path, 0, 0}, "is over " + size_text(limit) + ", the limit for this kind of file");
  bytes.resize(got);
  return bytes;
}

void check_text_bytes(std::string_view bytes, const std::string& name) {
  const auto fault = text_fault(bytes);
  if (!fault) return;
  int line = 1;
  size_t line_start = 0;
  for (size_t i = 0; i < fault->offset; ++i)
    if (bytes[i] == '\n') ++line, line_start = i + 1;
  throw InputError({name, line, static_cast<int>(fault->offset - line_start) + 1}, "holds " + fault->why);
}

}  // namespace pp

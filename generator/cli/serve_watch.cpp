#include "cli/serve_watch.h"

#include <sys/stat.h>

#include <ctime>

namespace pp::cli {

Watched::Stamp Watched::stamp(const std::string& path) {
  struct stat st {};
  if (::stat(path.c_str(), &st) != 0) return {};
  return {true, std::int64_t{st.st_mtim.tv_sec} * 1000000000 + st.st_mtim.tv_nsec, std::int64_t{st.st_size}, st.st_ino};
}

void Watched::add(const std::filesystem::path& path, std::int64_t since) {
  const std::string p = path.string();
  if (p.empty()) return;
  Stamp s = stamp(p);
  if (since > 0 && s.exists && s.mtime_ns >= since) s.size = -1;  // no file has that size
  stamps_.insert_or_assign(p, s);
}

std::int64_t Watched::now() {
  timespec t{};
  ::clock_gettime(CLOCK_REALTIME, &t);
  return std::int64_t{t.tv_sec} * 1000000000 + t.tv_nsec;
}

void Watched::add(const Watched& other) {
  for (const auto& [path, s] : other.stamps_) stamps_.try_emplace(path, s);
}

bool Watched::changed() const {
  for (const auto& [path, s] : stamps_)
    if (!(stamp(path) == s)) return true;
  return false;
}

void Watched::seen() {
  for (auto& [path, s] : stamps_) s = stamp(path);
}

}  // namespace pp::cli

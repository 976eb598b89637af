#pragma once
// The files a render read, each with what it was then, for `serve` to notice a save. Polling
// the files' times and sizes works on every system and every editor's way of saving (writing in
// place, or renaming a new file over the old one); a watched folder's time changes when a file
// in it appears or goes, which is how a new drawing that outranks an old one is noticed.
#include <sys/types.h>

#include <cstdint>
#include <filesystem>
#include <map>
#include <string>

namespace pp::cli {

class Watched {
 public:
  // Watches `path` (a file or a folder, which need not exist) from how it is now. One changed
  // at or after `since` (nanoseconds of the system clock; a save while the render that read it
  // ran) counts as changed already, so it is not missed.
  void add(const std::filesystem::path& path, std::int64_t since = 0);
  void add(const Watched& other);
  // Has any watched path changed since it was added or last seen?
  bool changed() const;
  // Takes every watched path as it is now.
  void seen();
  bool empty() const { return stamps_.empty(); }

  // The system clock now, in the files' time.
  static std::int64_t now();

 private:
  struct Stamp {
    bool exists = false;
    std::int64_t mtime_ns = 0;
    std::int64_t size = 0;
    ino_t inode = 0;
    bool operator==(const Stamp& o) const {
      return exists == o.exists && mtime_ns == o.mtime_ns && size == o.size && inode == o.inode;
    }
  };
  static Stamp stamp(const std::string& path);

  std::map<std::string, Stamp> stamps_;
};

}  // namespace pp::cli

#pragma once
// What a run reads once and keeps for its length: the bytes of the picture files it draws (a
// kit places the same few drawings thousands of times, on every thread), the drawings it has
// checked, the warnings it has given, and what it has made of them (an SVG symbol per drawing
// and colouring). A run makes one and hands it down (render/run.h: to its makers through
// RenderContext, to its writers on each Page), so two runs in one process share nothing:
// `serve` renders each time with a fresh one and reads every file as it now is. A file is
// taken to stay as it is for the length of a run. Safe from any thread.
#include <cstdint>
#include <functional>
#include <map>
#include <mutex>
#include <optional>
#include <set>
#include <string>

namespace pp {

class RunCache {
 public:
  RunCache();
  RunCache(const RunCache&) = delete;
  RunCache& operator=(const RunCache&) = delete;

  // A number no other cache of the process has had: what a thread keeps for itself (a parsed
  // drawing is not safe to share between threads) is kept for one cache by noting it.
  std::uint64_t id() const { return id_; }

  // The whole file at `path`, read on first use; the string stays put for the cache's life.
  // Throws std::runtime_error "PATH: cannot read".
  const std::string& file(const std::string& path);

  // Whether `key` (a check passed, a warning given) is noted; note() notes it and says whether
  // it is new.
  bool noted(const std::string& key) const;
  bool note(const std::string& key);

  // What `make` makes for `key`, made the first time it is asked for.
  std::optional<std::string> made(const std::string& key, const std::function<std::optional<std::string>()>& make);

 private:
  std::uint64_t id_;
  mutable std::mutex lock_;
  std::map<std::string, std::string> files_;  // nodes never move: the strings stay put
  std::set<std::string> noted_;
  std::map<std::string, std::optional<std::string>> made_;
};

}  // namespace pp

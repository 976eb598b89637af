#include "writers/files.h"

#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <stdexcept>

namespace pp {
namespace fs = std::filesystem;

std::string sanitise_name(std::string_view name) {
  std::string out;
  for (char c : name) {
    const char l = (c >= 'A' && c <= 'Z') ? static_cast<char>(c - 'A' + 'a') : c;
    const bool ok = (l >= 'a' && l <= 'z') || (l >= '0' && l <= '9') || l == '_' || l == '-';
    if (ok) out += l;
    else if (!out.empty() && out.back() != '-') out += '-';
  }
  while (!out.empty() && (out.front() == '-' || out.front() == '_')) out.erase(out.begin());
  while (!out.empty() && out.back() == '-') out.pop_back();
  if (out.size() > 80) out.resize(80);
  return out.empty() ? "unnamed" : out;
}

namespace {

std::string tmp_name(const fs::path& target) { return target.string() + ".tmp-" + std::to_string(::getpid()); }

void write_one(const fs::path& target, const std::string& bytes) {
  const std::string tmp = tmp_name(target);
  FILE* f = std::fopen(tmp.c_str(), "wb");
  if (!f) throw std::runtime_error(target.parent_path().string() + ": cannot write: " + std::strerror(errno));
  const bool ok = std::fwrite(bytes.data(), 1, bytes.size(), f) == bytes.size();
  const int saved = errno;
  if (std::fclose(f) != 0 || !ok) {
    std::remove(tmp.c_str());
    throw std::runtime_error(target.string() + ": cannot write: " + std::strerror(ok ? errno : saved));
  }
  if (std::rename(tmp.c_str(), target.c_str()) != 0) {
    const int e = errno;
    std::remove(tmp.c_str());
    throw std::runtime_error(target.string() + ": cannot write: " + std::strerror(e));
  }
}

// The path must stay below root: relative, no "..", no absolute parts.
fs::path inside(const fs::path& root, const std::string& rel) {
  const fs::path p(rel);
  if (p.is_absolute() || rel.empty()) throw std::runtime_error("refusing to write outside the output folder: " + rel);
  for (const auto& part : p)
    if (part == ".." || part == ".") throw std::runtime_error("refusing to write outside the output folder: " + rel);
  return root / p;
}

}  // namespace

void check_writable(const fs::path& dir) {
  std::error_code ec;
  fs::create_directories(dir, ec);
  if (ec) throw std::runtime_error(dir.string() + ": cannot create folder: " + ec.message());
  const fs::path probe = dir / (".pawnprint-probe-" + std::to_string(::getpid()));
  FILE* f = std::fopen(probe.c_str(), "wb");
  if (!f) throw std::runtime_error(dir.string() + ": cannot write: " + std::strerror(errno));
  std::fclose(f);
  fs::remove(probe, ec);
}

void write_files(const fs::path& root, const std::vector<OutputFile>& files) {
  std::vector<fs::path> done;
  try {
    for (const auto& file : files) {
      const fs::path target = inside(root, file.path);
      std::error_code ec;
      fs::create_directories(target.parent_path(), ec);
      if (ec) throw std::runtime_error(target.parent_path().string() + ": cannot create folder: " + ec.message());
      write_one(target, file.bytes);
      done.push_back(target);
    }
  } catch (...) {
    for (const auto& p : done) {
      std::error_code ec;
      fs::remove(p, ec);
    }
    throw;
  }
}

}  // namespace pp

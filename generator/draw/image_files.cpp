#include "draw/image_files.h"

#include <fstream>
#include <iterator>
#include <map>
#include <mutex>
#include <stdexcept>

#include "common/file_epoch.h"

namespace pp {

const std::string& image_file(const std::string& path) {
  static std::mutex lock;
  static std::map<std::string, std::string> files;  // nodes never move: the strings stay put
  static std::uint64_t epoch = file_epoch();
  const std::lock_guard<std::mutex> g(lock);
  if (epoch != file_epoch()) {
    files.clear();
    epoch = file_epoch();
  }
  if (auto it = files.find(path); it != files.end()) return it->second;
  std::ifstream in(path, std::ios::binary);
  if (!in) throw std::runtime_error(path + ": cannot read");
  std::string bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  return files.emplace(path, std::move(bytes)).first->second;
}

}  // namespace pp

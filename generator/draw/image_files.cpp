#include "draw/image_files.h"

#include <fstream>
#include <iterator>
#include <map>
#include <mutex>
#include <stdexcept>

namespace pp {

const std::string& image_file(const std::string& path) {
  static std::mutex lock;
  static std::map<std::string, std::string> files;  // nodes never move: the strings stay put
  const std::lock_guard<std::mutex> g(lock);
  if (auto it = files.find(path); it != files.end()) return it->second;
  std::ifstream in(path, std::ios::binary);
  if (!in) throw std::runtime_error(path + ": cannot read");
  std::string bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  return files.emplace(path, std::move(bytes)).first->second;
}

}  // namespace pp

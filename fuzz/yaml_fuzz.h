#pragma once
// Shared by the loader fuzz targets: the input is written to a file of its own (the loaders read
// files, and `extends:` is resolved from the file's folder) and the loader is run on it. Bad
// input must end in an InputError; anything else escaping, or a crash, is a finding.
#include <unistd.h>

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>

#include "common/input_error.h"

namespace fuzz {

// `beside`: a folder whose contents are copied next to the file first, so that `extends:` and
// piece sets named relative to it resolve as they do for the shipped files.
template <class Load>
void load_bytes(const std::uint8_t* data, std::size_t size, const char* name, const char* beside, Load load) {
  static const std::filesystem::path dir = [beside] {
    auto d = std::filesystem::temp_directory_path() / ("pawnprint-fuzz-" + std::to_string(::getpid()));
    std::filesystem::create_directories(d);
    std::filesystem::copy(beside, d,
                          std::filesystem::copy_options::recursive | std::filesystem::copy_options::overwrite_existing);
    return d;
  }();
  const auto file = dir / name;
  {
    std::ofstream out(file, std::ios::binary | std::ios::trunc);
    out.write(reinterpret_cast<const char*>(data), static_cast<std::streamsize>(size));
  }
  try {
    load(file.string());
  } catch (const pp::InputError&) {
  }
}

}  // namespace fuzz

// libFuzzer target: the readers of other programs' variant files, and their translation into
// layouts. The first byte picks the reader (even: Fairy-Stockfish's variants.ini, odd: an
// Interactive Diagram), the rest is the file's text, so the files kept for the tests seed it.
// Text the readers cannot take, or a variant pawnprint cannot draw, must end in an InputError;
// anything else escaping, or a crash, is a finding.
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>

#include "common/input_error.h"
#include "import/fsf_import.h"
#include "import/idiagram_layout.h"
#include "import/idiagram_read.h"
#include "import/ini_file.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size == 0) return 0;
  const std::string text(reinterpret_cast<const char*>(data) + 1, size - 1);
  try {
    if (data[0] % 2 == 0) {
      const pp::import::IniFile file = pp::import::parse_ini(text, "fuzz.ini");
      // No built-in parents: a child of one is refused as a parent of no known name.
      pp::import::import_ini(file, {}, [](const std::string&) { return std::optional<YAML::Node>(); });
    } else {
      pp::import::translate_diagram(pp::import::parse_diagram(text, "fuzz.html"), "fuzz");
    }
  } catch (const pp::InputError&) {
  }
  return 0;
}

// libFuzzer target: the layout loader, from YAML text to the checked model (board, zones,
// print options, pieces, setup and rules through the rules core).
#include "model/layout.h"
#include "yaml_fuzz.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  fuzz::load_bytes(data, size, "layout.yaml", PAWNPRINT_LAYOUTS,
                   [](const std::string& file) { pp::load_layout(file); });
  return 0;
}

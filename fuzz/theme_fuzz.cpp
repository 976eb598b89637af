// libFuzzer target: the theme loader and its piece art: board and page styles, sides, tokens,
// and every drawing the standard set resolves for chess's pieces on each side.
#include "art/side_style.h"
#include "model/theme.h"
#include "yaml_fuzz.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  fuzz::load_bytes(data, size, "theme.yaml", PAWNPRINT_THEMES, [](const std::string& file) {
    const pp::Theme theme = pp::load_theme(file);
    const pp::ArtStyle art = pp::load_art_style(theme);
    for (const char* side : {"white", "black"})
      for (char letter : std::string("KQRBNP")) art.drawing(letter, "", "piece", side, "chess");
  });
  return 0;
}

#pragma once
// From a validated layout and theme to the files of its output folder. Each kind of sheet
// (board, pieces, diagrams, rules) is one SheetMaker (pages/maker.h); every maker's pages go
// through the same writers and are listed in manifest.json.
#include <string>
#include <string_view>
#include <vector>

#include "common/json.h"
#include "pages/maker.h"
#include "writers/files.h"

namespace pp {

// Every kind of sheet, in the order their files are listed.
const std::vector<SheetMaker>& sheet_makers();

struct LayoutOutput {
  std::string folder;             // sanitised layout name
  std::vector<OutputFile> files;  // paths relative to the folder, manifest.json last
  Json manifest;
};

// Renders everything for one layout in memory; nothing is written.
LayoutOutput render_layout(const Layout& layout, const Theme& theme, const RenderOptions& options);

}  // namespace pp

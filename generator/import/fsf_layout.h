#pragma once
// One section's effective entries turned into a layout (see fsf_import.h).
#include "import/fsf_import.h"
#include "import/fsf_values.h"

namespace pp::import {

// A cell size that keeps the board near the width of two A4 pages, in whole millimetres.
std::string cell_size(int files, int ranks);

WrittenYaml translate(const Config& c, const ParentLayouts& parents);

}  // namespace pp::import

#pragma once
// One section's effective entries turned into a layout (see fsf_import.h).
#include "import/fsf_import.h"
#include "import/fsf_values.h"

namespace pp::import {

WrittenYaml translate(const Config& c, const ParentLayouts& parents);

}  // namespace pp::import

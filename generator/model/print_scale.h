#pragma once
// The printer's scale as a layout or the user's config.yaml writes it (`print: scale:`), and
// which one a run prints at: the flags of the run, else the layout's, else the user's config.
#include <optional>
#include <string>

#include "common/yamldoc.h"
#include "model/paper.h"

namespace pp {

// Each direction unset where nothing says it.
struct ScaleSetting {
  std::optional<double> x, y;
};

// `print.scale` at `node`: one scale for both directions ("99.8%") or {x: ..., y: ...}, either
// left out. Throws InputError at a bad value or an unknown key.
ScaleSetting read_print_scale(const YamlDoc& doc, const YAML::Node& node);

// Per direction, the first of `flags`, `layout` and `user` that says one, else 100%: a flag is
// this run's word, a layout's scale was written for the files it prints, and the user's config
// is the printer's everyday setting.
PrintScale choose_print_scale(const ScaleSetting& flags, const ScaleSetting& layout, const ScaleSetting& user);

}  // namespace pp

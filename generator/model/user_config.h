#pragma once
// The user's settings for every run: config.yaml in the user's folder
// ($XDG_CONFIG_HOME/pawnprint/, beside their layouts/ and themes/). Today it holds the printer's
// scale, `print: {scale: {x: 99.6%, y: 100.3%}}`, read as strictly as a layout.
#include <filesystem>

#include "model/print_scale.h"

namespace pp {

struct UserConfig {
  std::filesystem::path file;  // empty when there is none
  ScaleSetting scale;
};

// The user's config.yaml, or an empty UserConfig when there is none. Throws InputError at an
// unknown key or a bad value.
UserConfig load_user_config();

}  // namespace pp

#pragma once
// Whether a YAML file is a theme or a layout, told by what it holds, wherever it lies: a theme
// kept beside the layouts it styles (an import writes NAME.theme.yml there) is still a theme.
#include <string>

namespace pp {

// A file named *.theme.yml or *.theme.yaml, or in a folder called themes, is a theme; else the
// keys it writes decide (a theme's page, text, sides or diagram; a board of colours and lines
// rather than of shape and size; an extends naming a theme and no layout). A file that cannot
// be read is called a layout: its loader then says what is wrong with it.
bool is_theme_file(const std::string& path);

}  // namespace pp

#pragma once
// Reading a file a person gives (a layout, a theme, a game): only a regular file, of bounded
// size, holding only text (text_check.h), each refusal an InputError naming the file and, for
// bad text, the line and column.
#include <cstddef>
#include <string>
#include <string_view>

namespace pp {

// The bytes of `path`. Opened without blocking and judged by what was opened, so a FIFO does
// not wait for a writer forever and a folder or device is named as what it is; a file over
// `limit` bytes is refused before it is read whole. `kind` names what the file should be in
// errors ("a YAML file").
std::string read_text_file(const std::string& path, size_t limit, std::string_view kind);

// Throws at the line and column of the first fault text_fault() finds in `bytes`, read from `name`.
void check_text_bytes(std::string_view bytes, const std::string& name);

}  // namespace pp

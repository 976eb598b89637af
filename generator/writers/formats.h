#pragma once
// Every output format, one row each. The command line, the kit and `pawnprint diagram` read
// this table and nothing else, so a new format is one writer file and one row in formats.cpp.
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "scene/scene.h"
#include "writers/sink.h"
#include "writers/svg.h"

namespace pp {

// What a writer is told besides its pages.
struct WriteOptions {
  int dpi = 0;          // raster formats: pixels per inch
  std::string title;    // document title (PDF info, ...)
  std::string subject;  // document subject
  SvgText svg_text = SvgText::Text;
  bool transparent = false;  // PNG: an alpha channel, clear wherever the page is not drawn on
};

struct Format {
  std::string_view name;       // as written in --format and the manifest: "jpeg"
  std::string_view extension;  // file name ending without the dot: "jpg"
  bool raster = false;         // one file per page and per dpi
  bool multipage = false;      // one file holds every page of a set (else one file per page)
  // Writes the file's bytes to `out` as they are encoded: every page of a set for a multipage
  // format, else exactly one page.
  void (*write)(std::span<const Page> pages, const WriteOptions& options, Sink& out);
  // For a format that only some pages have anything for (the cut file: token sheets' fronts),
  // whether this one page has; null for every page.
  bool (*writes)(const Page& page);

  // The file's bytes in memory, for callers that keep them.
  std::string bytes(std::span<const Page> pages, const WriteOptions& options) const;
};

// In the order a set's files are listed: multipage files first, then per page the vector
// formats, then per dpi the raster ones.
const std::vector<Format>& formats();

// The format named `word` (its name or its extension, "jpg"), or nullptr.
const Format* find_format(std::string_view word);

// "pdf, svg, jpeg, png or cut", for messages and help texts.
std::string format_names();

}  // namespace pp

#pragma once
// Every output format, one row each, defined in formats.cpp beside its writer. The command line,
// the kit, `pawnprint diagram` and `pawnprint game` read this table and nothing else, so a new
// format is one writer and one row. A command resolves a format's name to its row once; past the
// command line the row is held, never its name.
#include <functional>
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
  int width_px = 0;          // frame formats: the pictures' width in pixels
  int frame_ms = 0;          // frame formats: how long each frame is shown
  int last_frame_ms = 0;     // frame formats: how long the last one is shown
};

// What a format's file is made of.
enum class FormatKind {
  Pages,   // printed pages: a page or a set of them
  Frames,  // one moving picture: the pages are its frames, shown in turn and looping
};

struct Format {
  std::string_view name;       // as written in --format and the manifest: "jpeg"
  std::string_view extension;  // file name ending without the dot: "jpg"
  FormatKind kind = FormatKind::Pages;
  bool raster = false;     // one file per page and per dpi
  bool multipage = false;  // one file holds every page (or frame) of a set (else one file per page)
  // Writes the file's bytes to `out` as they are encoded: every page of a set for a multipage
  // format, else exactly one page.
  void (*write)(std::span<const Page> pages, const WriteOptions& options, Sink& out) = nullptr;
  // For a format that only some pages have anything for (the cut file: token sheets' fronts),
  // whether this one page has; null for every page.
  bool (*writes)(const Page& page) = nullptr;

  // The file's bytes in memory, for callers that keep them.
  std::string bytes(std::span<const Page> pages, const WriteOptions& options) const;
};

// The rows, for code that names a format of its own (a kind of sheet's defaults).
extern const Format kPdf, kSvg, kJpeg, kPng, kCut, kGif, kWebp;

// In the order a set's files are listed: multipage files first, then per page the vector
// formats, then per dpi the raster ones; the frame formats last.
const std::vector<std::reference_wrapper<const Format>>& formats();

// The format named `word` (its name or its extension, "jpg"), or nullptr.
const Format* find_format(std::string_view word);

// The names of the formats `which` keeps, "pdf, svg, jpeg, png or cut", for messages and help
// texts; by default those of `kind`.
std::string format_names(const std::function<bool(const Format&)>& which);
std::string format_names(FormatKind kind = FormatKind::Pages);

}  // namespace pp

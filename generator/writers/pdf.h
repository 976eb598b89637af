#pragma once
// Vector PDF: every page at its exact paper size in points, document info with title and
// creator, dates fixed by SOURCE_DATE_EPOCH (or a constant) so files are reproducible, and
// /ViewerPreferences /PrintScaling /None so viewers print at actual size by default.
#include <cstddef>
#include <string>
#include <vector>

#include "scene/scene.h"
#include "writers/sink.h"

namespace pp {

struct PdfInfo {
  std::string title;
  std::string subject;
  // Cairo's output is held in memory up to this many bytes before qpdf rewrites it, and goes to
  // a temporary file past it; either way the file written is the same. Every rules sheet and
  // diagram stays in memory (the largest shipped is under 300 KB); a board of thousands of
  // sheets (8 KB each) does not add its tens of megabytes to qpdf's own copy of its objects.
  std::size_t in_memory = std::size_t{4} << 20;
};

// Pages are drawn and written one at a time: memory does not grow with the page count. (A
// pointer and a count, not a span: this header is read as C++17 too, with qpdf's.)
void write_pdf(const Page* pages, std::size_t count, const PdfInfo& info, Sink& out);
std::string pdf_bytes(const std::vector<Page>& pages, const PdfInfo& info);

// "D:20260101000000Z" from SOURCE_DATE_EPOCH, or the fixed default when it is unset.
std::string pdf_date();

}  // namespace pp

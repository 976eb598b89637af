#include "writers/pdf.h"

#include <cairo-pdf.h>
// qpdf 11: use std::shared_ptr in its API, not the old PointerHolder.
#define POINTERHOLDER_TRANSITION 4
#include <qpdf/QPDF.hh>
#include <qpdf/QPDFObjectHandle.hh>
#include <qpdf/QPDFWriter.hh>

#include <cstdlib>
#include <ctime>
#include <stdexcept>

#include "common/units.h"
#include "common/version.h"
#include "draw/cairo_draw.h"
#include "gfx/handles.h"

namespace pp {
namespace {

constexpr std::time_t kDefaultEpoch = 1767225600;  // 2026-01-01T00:00:00Z

cairo_status_t append(void* closure, const unsigned char* data, unsigned int length) {
  static_cast<std::string*>(closure)->append(reinterpret_cast<const char*>(data), length);
  return CAIRO_STATUS_SUCCESS;
}

double pt(double mm) { return mm / kMmPerPt; }

}  // namespace

std::string pdf_date() {
  std::time_t when = kDefaultEpoch;
  if (const char* env = std::getenv("SOURCE_DATE_EPOCH"); env && *env) {
    char* end = nullptr;
    long long v = std::strtoll(env, &end, 10);
    if (end && *end == '\0' && v >= 0) when = static_cast<std::time_t>(v);
  }
  std::tm tm{};
  gmtime_r(&when, &tm);
  char buf[32];
  std::strftime(buf, sizeof buf, "D:%Y%m%d%H%M%SZ", &tm);
  return buf;
}

std::string pdf_bytes(const std::vector<Page>& pages, const PdfInfo& info) {
  if (pages.empty()) throw std::runtime_error("no pages to write");
  std::string raw;
  const gfx::Surface surface(
      cairo_pdf_surface_create_for_stream(append, &raw, pt(pages[0].width_mm), pt(pages[0].height_mm)));
  cairo_pdf_surface_restrict_to_version(surface.get(), CAIRO_PDF_VERSION_1_5);
  {
    const gfx::Cairo owned(cairo_create(surface.get()));
    cairo_t* cr = owned.get();
    for (const auto& page : pages) {
      cairo_pdf_surface_set_size(surface.get(), pt(page.width_mm), pt(page.height_mm));
      cairo_save(cr);
      cairo_scale(cr, 1 / kMmPerPt, 1 / kMmPerPt);
      draw_page(cr, page);
      cairo_restore(cr);
      cairo_show_page(cr);
    }
  }
  cairo_surface_finish(surface.get());
  const cairo_status_t status = cairo_surface_status(surface.get());
  if (status != CAIRO_STATUS_SUCCESS) throw std::runtime_error(std::string("PDF: ") + cairo_status_to_string(status));

  QPDF pdf;
  pdf.processMemoryFile(info.title.c_str(), raw.data(), raw.size());
  pdf.getRoot().replaceKey("/ViewerPreferences", QPDFObjectHandle::parse("<< /PrintScaling /None >>"));
  QPDFObjectHandle dict = QPDFObjectHandle::newDictionary();
  const std::string date = pdf_date();
  dict.replaceKey("/Title", QPDFObjectHandle::newUnicodeString(info.title));
  if (!info.subject.empty()) dict.replaceKey("/Subject", QPDFObjectHandle::newUnicodeString(info.subject));
  dict.replaceKey("/Creator", QPDFObjectHandle::newUnicodeString(std::string("pawnprint ") + PAWNPRINT_VERSION));
  dict.replaceKey("/Producer", QPDFObjectHandle::newUnicodeString(std::string("pawnprint ") + PAWNPRINT_VERSION +
                                                                  " (cairo " + cairo_version_string() + ", qpdf)"));
  dict.replaceKey("/CreationDate", QPDFObjectHandle::newString(date));
  dict.replaceKey("/ModDate", QPDFObjectHandle::newString(date));
  pdf.getTrailer().replaceKey("/Info", pdf.makeIndirectObject(dict));

  QPDFWriter writer(pdf);
  writer.setOutputMemory();
  writer.setDeterministicID(true);
  writer.setMinimumPDFVersion("1.6");  // PrintScaling is a PDF 1.6 key
  writer.setCompressStreams(true);
  writer.setObjectStreamMode(qpdf_o_generate);
  writer.write();
  auto buffer = writer.getBufferSharedPointer();
  return std::string(reinterpret_cast<const char*>(buffer->getBuffer()), buffer->getSize());
}

}  // namespace pp

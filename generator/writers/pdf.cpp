#include "writers/pdf.h"

#include <cairo-pdf.h>
// qpdf 11: use std::shared_ptr in its API, not the old PointerHolder.
#define POINTERHOLDER_TRANSITION 4
#include <qpdf/QPDF.hh>
#include <qpdf/QPDFObjectHandle.hh>
#include <qpdf/QPDFWriter.hh>

#include <qpdf/Pipeline.hh>

#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <memory>
#include <stdexcept>
#include <string>

#include "common/units.h"
#include "common/version.h"
#include "draw/cairo_draw.h"
#include "gfx/handles.h"

namespace pp {
namespace {

constexpr std::time_t kDefaultEpoch = 1767225600;  // 2026-01-01T00:00:00Z

struct FileCloser {
  void operator()(std::FILE* f) const { std::fclose(f); }
};

// A file with no name in $TMPDIR (else /tmp), gone when closed, or null with `error` set.
std::FILE* temporary_file(std::string& error) {
  const char* env = std::getenv("TMPDIR");
  const std::string dir = env && *env ? env : "/tmp";
  int fd = ::open(dir.c_str(), O_TMPFILE | O_RDWR | O_CLOEXEC, 0600);
  if (fd < 0 && (errno == EOPNOTSUPP || errno == EISDIR)) {  // a file system without unnamed files
    std::string path = dir + "/pawnprint-XXXXXX";
    fd = ::mkostemp(path.data(), O_CLOEXEC);
    if (fd >= 0) ::unlink(path.c_str());
  }
  std::FILE* file = fd < 0 ? nullptr : ::fdopen(fd, "w+b");
  if (!file) {
    error = "PDF: cannot create a temporary file in " + dir + ": " + std::strerror(errno);
    if (fd >= 0) ::close(fd);
  }
  return file;
}

// Cairo's PDF as it comes, for qpdf to read back. Kept in memory: read back from a file, qpdf
// makes a system call or two for every object. Past `limit` bytes it moves to an anonymous
// temporary file, so a document of any number of pages is never held in memory whole.
class RawPdf {
 public:
  explicit RawPdf(std::size_t limit) : limit_(limit) {}

  static cairo_status_t append(void* closure, const unsigned char* data, unsigned int length) {
    return static_cast<RawPdf*>(closure)->add(reinterpret_cast<const char*>(data), length) ? CAIRO_STATUS_SUCCESS
                                                                                           : CAIRO_STATUS_WRITE_ERROR;
  }

  void read_into(QPDF& pdf, const char* name) {
    if (!file_) {
      pdf.processMemoryFile(name, bytes_.data(), bytes_.size());
      return;
    }
    if (std::fflush(file_.get()) != 0) throw std::runtime_error(write_error());
    std::rewind(file_.get());
    pdf.processFile(name, file_.get(), false);
  }

  // Why Cairo's output could not be kept, if it could not: Cairo itself says only "error
  // while writing to output stream".
  const std::string& failure() const { return failure_; }

 private:
  bool add(const char* data, std::size_t length) {
    if (!file_ && bytes_.size() + length > limit_) {
      file_.reset(temporary_file(failure_));
      if (!file_ || !put(bytes_.data(), bytes_.size())) return false;
      std::string().swap(bytes_);
    }
    if (file_) return put(data, length);
    bytes_.append(data, length);
    return true;
  }
  bool put(const char* data, std::size_t length) {
    if (std::fwrite(data, 1, length, file_.get()) == length) return true;
    failure_ = write_error();
    return false;
  }
  static std::string write_error() {
    return std::string("PDF: cannot write a temporary file: ") + std::strerror(errno);
  }

  std::size_t limit_;
  std::string bytes_;
  std::unique_ptr<std::FILE, FileCloser> file_;
  std::string failure_;
};

// qpdf's output, handed on as it comes.
class ToSink : public Pipeline {
 public:
  explicit ToSink(Sink& out) : Pipeline("pawnprint output", nullptr), out_(out) {}
  void write(unsigned char const* data, size_t length) override {
    out_.write({reinterpret_cast<const char*>(data), length});
  }
  void finish() override {}

 private:
  Sink& out_;
};

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

void write_pdf(const Page* pages, std::size_t count, const PdfInfo& info, Sink& out) {
  if (count == 0) throw std::runtime_error("no pages to write");
  RawPdf raw(info.in_memory);
  const gfx::Surface surface(
      cairo_pdf_surface_create_for_stream(RawPdf::append, &raw, pt(pages[0].width_mm), pt(pages[0].height_mm)));
  cairo_pdf_surface_restrict_to_version(surface.get(), CAIRO_PDF_VERSION_1_5);
  {
    const gfx::Cairo owned(cairo_create(surface.get()));
    cairo_t* cr = owned.get();
    for (const Page* page_at = pages; page_at != pages + count; ++page_at) {
      const Page& page = *page_at;
      cairo_pdf_surface_set_size(surface.get(), pt(page.width_mm), pt(page.height_mm));
      cairo_save(cr);
      cairo_scale(cr, 1 / kMmPerPt, 1 / kMmPerPt);
      draw_page(cr, page);
      cairo_restore(cr);
      cairo_show_page(cr);
    }
  }
  cairo_surface_finish(surface.get());
  if (!raw.failure().empty()) throw std::runtime_error(raw.failure());
  const cairo_status_t status = cairo_surface_status(surface.get());
  if (status != CAIRO_STATUS_SUCCESS) throw std::runtime_error(std::string("PDF: ") + cairo_status_to_string(status));

  QPDF pdf;
  raw.read_into(pdf, info.title.c_str());
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
  ToSink sink(out);
  writer.setOutputPipeline(&sink);
  writer.setDeterministicID(true);
  writer.setMinimumPDFVersion("1.6");  // PrintScaling is a PDF 1.6 key
  writer.setCompressStreams(true);
  writer.setObjectStreamMode(qpdf_o_generate);
  writer.write();
}

std::string pdf_bytes(const std::vector<Page>& pages, const PdfInfo& info) {
  std::string bytes;
  StringSink sink(bytes);
  write_pdf(pages.data(), pages.size(), info, sink);
  return bytes;
}

}  // namespace pp

#include <gtest/gtest.h>

#define POINTERHOLDER_TRANSITION 4
#include <png.h>
#include <qpdf/QPDF.hh>
#include <qpdf/QPDFObjectHandle.hh>

#include <cstdlib>
#include <filesystem>
#include <stdexcept>
#include <string>
#include <vector>

#include "draw/cairo_draw.h"
#include "support.h"
#include "writers/files.h"
#include "writers/pdf.h"
#include "writers/raster.h"
#include "writers/svg.h"

namespace pp {
namespace {

Page sample(double w = 210, double h = 297) {
  Page p{w, h, "t", {}};
  p.items.push_back(rect_item("cell a1 dark", {10, 10, 25, 25}, Style{Colour{0.2, 0.3, 0.4, 1}, kNone, 0, {}, false}));
  p.items.push_back(text_item("coord a", "a", {22.5, 40}, "DejaVu Sans 9", kBlack, Align::Centre, VAlign::Middle));
  return p;
}

TEST(Raster, PageIsPaperSizeTimesDpi) {
  EXPECT_EQ(rasterise(sample(), 72).width, 595);
  EXPECT_EQ(rasterise(sample(), 72).height, 842);
  const Raster r = rasterise(sample(), 300);
  EXPECT_EQ(r.width, 2480);
  EXPECT_EQ(r.height, 3508);
  // The 25 mm square starts at 10 mm: 118.1 px, and is 295.3 px wide.
  auto px = [&](int x, int y) { return r.data()[static_cast<size_t>(y) * r.stride + static_cast<size_t>(x) * 4]; };
  EXPECT_EQ(px(117, 200), 255);                     // white left of it
  EXPECT_EQ(px(119, 200), std::lround(0.4 * 255));  // its blue
  EXPECT_EQ(px(412, 200), std::lround(0.4 * 255));
  EXPECT_EQ(px(415, 200), 255);
}

TEST(Jpeg, JfifDensityIsTheDpiInInches) {
  for (int dpi : {36, 72, 300, 1200}) {
    const std::string jpg = jpeg_bytes(rasterise(sample(60, 60), dpi), dpi);
    ASSERT_GT(jpg.size(), 20u);
    EXPECT_EQ(jpg.substr(6, 5), std::string("JFIF\0", 5));
    EXPECT_EQ(jpg[13], 1) << "units: dots per inch";
    EXPECT_EQ((static_cast<unsigned char>(jpg[14]) << 8) | static_cast<unsigned char>(jpg[15]), dpi);
    EXPECT_EQ((static_cast<unsigned char>(jpg[16]) << 8) | static_cast<unsigned char>(jpg[17]), dpi);
  }
}

TEST(Png, PhysChunkCarriesTheDpi) {
  test::TempDir dir;
  test::write_file(dir / "p.png", png_bytes(rasterise(sample(50, 80), 300), 300));
  FILE* f = std::fopen((dir / "p.png").c_str(), "rb");
  png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, nullptr, nullptr, nullptr);
  png_infop info = png_create_info_struct(png);
  png_init_io(png, f);
  png_read_info(png, info);
  png_uint_32 x = 0, y = 0;
  int unit = 0;
  ASSERT_TRUE(png_get_pHYs(png, info, &x, &y, &unit));
  EXPECT_EQ(unit, PNG_RESOLUTION_METER);
  EXPECT_EQ(x, 11811u);  // 300 / 0.0254
  EXPECT_EQ(y, 11811u);
  EXPECT_EQ(png_get_image_width(png, info), 591u);   // 50 mm
  EXPECT_EQ(png_get_image_height(png, info), 945u);  // 80 mm
  png_destroy_read_struct(&png, &info, nullptr);
  std::fclose(f);
}

TEST(Pdf, ExactPageSizeNoScalingFixedDatesAndMetadata) {
  const std::string bytes = pdf_bytes({sample(), sample(215.9, 279.4)}, {"My board", "about"});
  QPDF pdf;
  pdf.processMemoryFile("t.pdf", bytes.data(), bytes.size());
  auto pages = pdf.getAllPages();
  ASSERT_EQ(pages.size(), 2u);
  auto box = pages[0].getKey("/MediaBox").getArrayAsVector();
  EXPECT_NEAR(box[2].getNumericValue(), 595.2756, 1e-3);
  EXPECT_NEAR(box[3].getNumericValue(), 841.8898, 1e-3);
  box = pages[1].getKey("/MediaBox").getArrayAsVector();
  EXPECT_NEAR(box[2].getNumericValue(), 612, 1e-3);
  EXPECT_NEAR(box[3].getNumericValue(), 792, 1e-3);
  EXPECT_EQ(pdf.getRoot().getKey("/ViewerPreferences").getKey("/PrintScaling").getName(), "/None");
  auto info = pdf.getTrailer().getKey("/Info");
  EXPECT_EQ(info.getKey("/Title").getUTF8Value(), "My board");
  EXPECT_EQ(info.getKey("/Creator").getUTF8Value().rfind("pawnprint ", 0), 0u);
  EXPECT_EQ(info.getKey("/CreationDate").getUTF8Value(), "D:20260101000000Z");
  EXPECT_EQ(bytes, pdf_bytes({sample(), sample(215.9, 279.4)}, {"My board", "about"}));
}

TEST(Pdf, ADocumentTooLargeToHoldInMemoryGoesThroughATemporaryFileToTheSameBytes) {
  const std::vector<Page> pages{sample(), sample(215.9, 279.4), sample(100, 100)};
  const std::string held = pdf_bytes(pages, {"My board", "about"});
  for (const std::size_t limit : {std::size_t{0}, std::size_t{1000}, held.size() / 2}) {
    PdfInfo info{"My board", "about"};
    info.in_memory = limit;
    EXPECT_EQ(pdf_bytes(pages, info), held) << limit;
  }
}

TEST(Pdf, ATemporaryFileThatCannotBeMadeIsNamedInTheError) {
  const char* old = std::getenv("TMPDIR");
  const std::string kept = old ? old : "";
  ::setenv("TMPDIR", "/nonexistent/pawnprint-tmp", 1);
  PdfInfo info{"My board", "about"};
  info.in_memory = 0;
  std::string message;
  try {
    pdf_bytes({sample()}, info);
  } catch (const std::runtime_error& e) {
    message = e.what();
  }
  old ? ::setenv("TMPDIR", kept.c_str(), 1) : ::unsetenv("TMPDIR");
  EXPECT_EQ(message, "PDF: cannot create a temporary file in /nonexistent/pawnprint-tmp: No such file or directory");
}

TEST(Pdf, SourceDateEpochSetsTheDates) {
  ::setenv("SOURCE_DATE_EPOCH", "1000000000", 1);
  const std::string date = pdf_date();
  ::unsetenv("SOURCE_DATE_EPOCH");
  EXPECT_EQ(date, "D:20010909014640Z");
}

TEST(Svg, EveryElementKeepsItsClasses) {
  const std::string svg = svg_bytes(sample());
  EXPECT_NE(svg.find("width=\"210mm\" height=\"297mm\" viewBox=\"0 0 210 297\""), std::string::npos);
  EXPECT_NE(svg.find("<path class=\"cell a1 dark\" d=\"M10 10L35 10L35 35L10 35Z\" fill=\"#334d66\""),
            std::string::npos)
      << svg;
  EXPECT_NE(svg.find("<text class=\"coord a\""), std::string::npos);
  EXPECT_NE(svg.find(">a</text>"), std::string::npos);
}

TEST(Files, NamesAreSanitisedAndNothingEscapesTheFolder) {
  EXPECT_EQ(sanitise_name("Chess Legions"), "chess-legions");
  EXPECT_EQ(sanitise_name("../../etc/passwd"), "etc-passwd");
  EXPECT_EQ(sanitise_name("..."), "unnamed");
  test::TempDir dir;
  {
    OutputRoot root(dir.path);
    EXPECT_THROW(root.replace("x", {{"../x", "a"}}), std::runtime_error);
    EXPECT_THROW(root.replace("x", {{"/tmp/x", "a"}}), std::runtime_error);
    EXPECT_THROW(root.replace("..", {{"a", "a"}}), std::runtime_error);
  }
  EXPECT_THROW(pp::write_file(dir.path, "../x", "a"), std::runtime_error);
  EXPECT_TRUE(test::files_below(dir.path).empty());
  EXPECT_TRUE(std::filesystem::is_empty(dir.path));
}

TEST(Files, AFailedWriteLeavesTheOldFolderWhole) {
  test::TempDir dir;
  {
    OutputRoot root(dir.path);
    root.replace("set", {{"a.txt", "old a"}, {"b.txt", "old b"}});
    // The second file cannot be created (a file of the set is in the way): the old set stays.
    EXPECT_THROW(root.replace("set", {{"a.txt", "new a"}, {"a.txt/b.txt", "b"}}), std::runtime_error);
  }
  EXPECT_EQ(test::files_below(dir.path), (std::vector<std::string>{"set/a.txt", "set/b.txt"}));
  EXPECT_EQ(test::read_file(dir / "set/a.txt"), "old a");
}

TEST(Files, ReplacingAFolderLeavesOnlyTheNewSet) {
  test::TempDir dir;
  {
    OutputRoot root(dir.path);
    root.replace("set", {{"a.txt", "1"}, {"b.txt", "2"}, {"c/d.txt", "3"}});
    root.replace("set", {{"a.txt", "one"}});
  }
  EXPECT_EQ(test::files_below(dir.path), std::vector<std::string>{"set/a.txt"});
  EXPECT_EQ(test::read_file(dir / "set/a.txt"), "one");
  pp::write_file(dir / "set", "a.txt", "uno");
  EXPECT_EQ(test::read_file(dir / "set/a.txt"), "uno");
  EXPECT_EQ(test::files_below(dir.path), std::vector<std::string>{"set/a.txt"});
}

TEST(Files, AFileIsWrittenAsItIsMadeAndAFailedOneLeavesNothing) {
  test::TempDir dir;
  const std::string pdf = pdf_bytes({sample(), sample(100, 100)}, {"t", "s"});
  {
    OutputRoot root(dir.path);
    OutputRoot::Fresh fresh = root.begin("set");
    std::string seen;  // what the file holds while its writer is still running
    fresh.write("doc.pdf", [&](Sink& out) {
      const std::vector<Page> pages{sample(), sample(100, 100)};
      write_pdf(pages.data(), pages.size(), {"t", "s"}, out);
      // Bigger than the file's write buffer, so some of it is on disk before the writer ends.
      out.write(std::string(size_t{1} << 17, '%'));
      for (const auto& f : std::filesystem::recursive_directory_iterator(dir.path))
        if (f.path().filename() == "doc.pdf") seen = test::read_file(f.path());
    });
    EXPECT_GE(seen.size(), pdf.size());
    EXPECT_EQ(seen.substr(0, pdf.size()), pdf);
    EXPECT_THROW(fresh.write("bad.jpg",
                             [](Sink& out) {
                               out.write(std::string(size_t{1} << 17, 'x'));
                               throw std::runtime_error("encoder failed");
                             }),
                 std::runtime_error);
    fresh.commit();
  }
  EXPECT_EQ(test::files_below(dir.path), std::vector<std::string>{"set/doc.pdf"});
  const std::string whole = test::read_file(dir / "set/doc.pdf");
  EXPECT_EQ(whole.substr(0, pdf.size()), pdf);
  EXPECT_EQ(whole.size(), pdf.size() + (size_t{1} << 17));
}

}  // namespace
}  // namespace pp

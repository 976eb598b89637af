// Each run reads its files afresh: two runs in one process share no drawing, even one of the
// same name and path, changed between them.
#include <gtest/gtest.h>

#include <string>

#include "model/layout.h"
#include "model/theme.h"
#include "render/render.h"
#include "support.h"

namespace pp {
namespace {

using test::TempDir;

// A King drawing: one box of the given size, in the piece classes' colours.
std::string king(int width, int height) {
  return "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 100 100\"><rect class=\"body\" x=\"5\" y=\"5\" "
         "width=\"" +
         std::to_string(width) + "\" height=\"" + std::to_string(height) + "\"/></svg>\n";
}

// Every file of the pieces' sheets of one run, by its extension.
struct Sheets {
  std::string svg, png;
};

Sheets render_pieces(const Layout& layout, const Theme& theme) {
  RenderOptions o;
  o.formats = {&kSvg, &kPng};
  o.dpis = {36};
  o.only = {SheetKind::Pieces};
  const LayoutOutput out = render_layout(layout, theme, o);
  Sheets sheets;
  for (const OutputFile& f : out.files) {
    if (f.path.ends_with(".svg")) sheets.svg += f.bytes;
    if (f.path.ends_with(".png")) sheets.png += f.bytes;
  }
  return sheets;
}

TEST(RunCache, ASecondRunReadsADrawingChangedSinceTheFirst) {
  TempDir dir;
  test::write_file(dir / "t.yaml", "schema: 1\nname: t\nextends: classic\npieces:\n  set: pieces\n");
  test::write_file(dir / "pieces/K.svg", king(81, 83));
  const Layout layout = load_layout(test::layout_path("chess").string());
  const Theme theme = load_theme((dir / "t.yaml").string());

  const Sheets first = render_pieces(layout, theme);
  ASSERT_NE(first.svg.find("height=\"83\""), std::string::npos);
  // The same file, drawn again between the runs, as a designer saves it while `serve` runs.
  test::write_file(dir / "pieces/K.svg", king(37, 39));
  const Sheets second = render_pieces(layout, theme);
  EXPECT_NE(second.svg.find("height=\"39\""), std::string::npos);
  EXPECT_EQ(second.svg.find("height=\"83\""), std::string::npos);
  EXPECT_NE(second.png, first.png);  // the rasters draw the new King too

  test::write_file(dir / "pieces/K.svg", king(81, 83));
  EXPECT_EQ(render_pieces(layout, theme).png, first.png);
}

}  // namespace
}  // namespace pp

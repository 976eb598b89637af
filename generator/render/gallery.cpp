#include "render/gallery.h"

#include <sstream>

#include "writers/svg.h"

namespace pp {
namespace {

// Headings of the kinds of sheet, in the order the page shows them.
const std::vector<std::pair<SheetKind, std::string>> kKinds{{SheetKind::Board, "Board"},
                                                            {SheetKind::Pieces, "Tokens"},
                                                            {SheetKind::Rules, "Rules sheet"},
                                                            {SheetKind::Diagram, "Diagrams"},
                                                            {SheetKind::Box, "Box"}};

constexpr const char* kStyle =
    "body{font-family:sans-serif;margin:2em;max-width:70em;color:#222}"
    "h2{border-bottom:1px solid #ccc;padding-bottom:.2em;margin-top:2em}"
    ".sheets{display:flex;flex-wrap:wrap;gap:1em;align-items:flex-end}"
    "figure{margin:0;text-align:center;font-size:.8em}"
    "figure img{border:1px solid #999;background:#fff;display:block;margin:0 auto .3em}"
    ".advice{background:#f6f3e8;border:1px solid #d8d0b0;padding:.5em 1em}"
    ".filters{display:flex;flex-wrap:wrap;gap:1em;align-items:center;margin:1em 0}"
    ".cards{display:grid;grid-template-columns:repeat(auto-fill,minmax(15em,1fr));gap:1em}"
    ".card{border:1px solid #ccc;border-radius:.4em;padding:.6em;background:#fff}"
    ".card img{display:block;max-width:100%;height:auto;margin:0 auto .4em}"
    ".card h4{margin:.2em 0}.card .about{font-size:.85em;color:#555;margin:.2em 0 .5em}"
    ".card dl{display:grid;grid-template-columns:auto 1fr;gap:.1em .6em;font-size:.8em;margin:0}"
    ".card dt{color:#777}.card dd{margin:0}[hidden]{display:none!important}";

}  // namespace

std::string gallery_thumbnail_path(const std::string& folder, size_t i) {
  return folder + "-" + std::to_string(i + 1) + ".png";
}

namespace {

std::vector<SetCard> cards_of(const std::vector<LayoutOutput>& layouts) {
  std::vector<SetCard> cards;
  cards.reserve(layouts.size());
  for (const LayoutOutput& layout : layouts) cards.push_back(layout.card);
  return cards;
}

}  // namespace

std::string gallery_times(const std::vector<LayoutOutput>& layouts) { return catalogue_times_js(cards_of(layouts)); }

std::string gallery_html(const std::vector<LayoutOutput>& layouts, const std::string& theme_page) {
  std::ostringstream o;
  o << "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<meta name=\"viewport\" content=\"width=device-width\">\n<title>pawnprint: "
    << layouts.size() << (layouts.size() == 1 ? " layout" : " layouts") << "</title>\n<style>" << kStyle
    << "</style>\n<script src=\"" << kGalleryTimes << "\"></script>\n</head>\n<body>\n<h1>pawnprint</h1>\n"
    << "<div class=\"advice\">\n<p><strong>Print at 100%.</strong> In the print dialog choose \"Actual size\", "
       "never \"Fit to page\" or \"Shrink\".</p>\n<p><strong>Check the ruler.</strong> Every sheet carries a "
       "100 mm and a 4 in ruler: measure them on the first sheet printed. If they are off, print the "
       "calibration page (<code>pawnprint calibrate</code>) and pass <code>--scale-x</code> and "
       "<code>--scale-y</code>.</p>\n<p>A board of several sheets is glued along the hatched strips, "
       "following its assembly map.</p>\n</div>\n";
  if (!theme_page.empty())
    o << "<p><a href=\"" << xml_escape(theme_page) << "\">The theme's piece drawings</a>, every side's colours at "
      << "15 mm and 30 mm.</p>\n";
  o << catalogue_html(cards_of(layouts), kGalleryFolder) << "<h2>Every sheet</h2>\n";
  for (const LayoutOutput& layout : layouts) {
    o << "<section id=\"" << xml_escape(layout.folder) << "\">\n<h3>" << xml_escape(layout.title) << "</h3>\n"
      << "<p><a href=\"" << xml_escape(layout.folder)
      << "/manifest.json\">manifest.json</a>: every file with its kind, "
      << "format and pages.</p>\n<p class=\"making\">" << xml_escape(making_of(layout.card)) << ".</p>\n";
    for (const auto& [kind, heading] : kKinds) {
      bool any = false;
      for (size_t i = 0; i < layout.thumbnails.size(); ++i) {
        const Thumbnail& t = layout.thumbnails[i];
        if (t.kind != kind) continue;
        if (!any) o << "<h4>" << heading << "</h4>\n<div class=\"sheets\">\n";
        any = true;
        o << "<figure><a href=\"" << xml_escape(layout.folder + "/" + t.link) << "\"><img src=\"" << kGalleryFolder
          << '/' << xml_escape(gallery_thumbnail_path(layout.folder, i)) << "\" width=\"" << t.width << "\" height=\""
          << t.height << "\" alt=\"" << xml_escape(t.label) << "\"></a><figcaption>" << xml_escape(t.label)
          << "</figcaption></figure>\n";
      }
      if (any) o << "</div>\n";
    }
    o << "</section>\n";
  }
  o << "</body>\n</html>\n";
  return o.str();
}

}  // namespace pp

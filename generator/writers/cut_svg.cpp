#include "writers/cut_svg.h"

#include <cmath>
#include <cstdio>
#include <sstream>

namespace pp {
namespace {

constexpr const char* kCutColour = "#ff0000";
constexpr const char* kFoldColour = "#0000ff";
constexpr double kHairlineMm = 0.01;

bool has_word(const std::string& classes, const std::string& word) {
  std::istringstream in(classes);
  std::string each;
  while (in >> each)
    if (each == word) return true;
  return false;
}

// What a line is to the machine: "cut", "fold", a registration mark ("cut-mark"), or "" for
// anything else.
std::string line_kind(const Item& item) {
  if (has_word(item.cls, "cut")) return "cut";
  if (has_word(item.cls, "fold")) return "fold";
  if (has_word(item.cls, "cut-mark")) return "cut-mark";
  return "";
}

std::string cut_num(double v) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.3f", std::abs(v) < 5e-4 ? 0.0 : v);
  return buf;
}

std::string path_data(const Polygon& points, bool closed, const Affine& a) {
  std::string d;
  for (const Point p : points) {
    const Point q = a.apply(p);
    d += (d.empty() ? "M" : " L") + cut_num(q.x) + " " + cut_num(q.y);
  }
  return closed ? d + " Z" : d;
}

// Calls `use` with every cut or fold line of `items` and the transform it is drawn through.
template <class Use>
void each_line(const Items& items, const Affine& to_page, const Use& use) {
  for (const Item& item : items) {
    if (const auto* group = std::get_if<GroupItem>(&item.what)) {
      // The printer's scale correction makes the printed sheet true to size; the machine
      // cuts true to size without it.
      const Affine inner = has_word(item.cls, "print-scale") ? to_page : to_page * group->transform;
      if (!has_word(item.cls, "back") && group->children) each_line(*group->children, inner, use);
      continue;
    }
    const std::string kind = line_kind(item);
    if (!kind.empty()) use(item, kind, to_page);
  }
}

void write_line(std::string& out, const Item& item, const std::string& kind, const Affine& a) {
  if (kind == "cut-mark") {
    // Printed marks, filled black as on the sheet, so the two files line up in the software.
    if (const auto* path = std::get_if<PathItem>(&item.what)) {
      std::string d = path_data(path->points, true, a);
      for (const Polygon& hole : path->holes) d += " " + path_data(hole, true, a);
      out += "<path d=\"" + d + "\" class=\"cut-mark\" fill=\"#000000\" fill-rule=\"evenodd\" stroke=\"none\"/>\n";
    }
    return;
  }
  const std::string attributes = " class=\"" + kind + "\" fill=\"none\" stroke=\"" +
                                 (kind == "cut" ? kCutColour : kFoldColour) + "\" stroke-width=\"" +
                                 cut_num(kHairlineMm) + "\"/>\n";
  if (const auto* circle = std::get_if<CircleItem>(&item.what)) {
    const Point c = a.apply(circle->centre);
    out += "<ellipse cx=\"" + cut_num(c.x) + "\" cy=\"" + cut_num(c.y) + "\" rx=\"" +
           cut_num(circle->radius * std::hypot(a.xx, a.yx)) + "\" ry=\"" +
           cut_num(circle->radius * std::hypot(a.xy, a.yy)) + "\"" + attributes;
  } else if (const auto* path = std::get_if<PathItem>(&item.what)) {
    out += "<path d=\"" + path_data(path->points, path->closed, a) + "\"" + attributes;
  }
}

}  // namespace

bool has_cut_lines(const Page& page) {
  if (page.build) return false;
  bool found = false;
  each_line(page.items, Affine{}, [&found](const Item&, const std::string&, const Affine&) { found = true; });
  return found;
}

std::string cut_svg_bytes(const Page& page) {
  std::string out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" +
                    cut_num(page.width_mm) + "mm\" height=\"" + cut_num(page.height_mm) + "mm\" viewBox=\"0 0 " +
                    cut_num(page.width_mm) + " " + cut_num(page.height_mm) + "\">\n";
  const auto items = page_items(page);
  each_line(*items, Affine{},
            [&out](const Item& item, const std::string& kind, const Affine& a) { write_line(out, item, kind, a); });
  return out + "</svg>\n";
}

}  // namespace pp

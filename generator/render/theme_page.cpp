#include "render/theme_page.h"

#include <algorithm>
#include <map>
#include <set>
#include <sstream>
#include <tuple>

#include "art/side_style.h"
#include "art/stand_in.h"
#include "tokens/token_list.h"
#include "writers/files.h"
#include "writers/raster.h"
#include "writers/svg.h"

namespace pp {
namespace {

// Fine enough that a 15 mm drawing keeps its thin lines on a high-density screen.
constexpr int kDpi = 300;

constexpr const char* kThemePageStyle =
    "body{font-family:sans-serif;margin:2em;color:#222}"
    "h2{border-bottom:1px solid #ccc;padding-bottom:.2em;margin-top:2em}"
    "table{border-collapse:collapse}td,th{border:1px solid #ddd;padding:.4em;vertical-align:bottom;font-size:.8em}"
    "td img{display:inline-block;margin:0 .3em}.file{font-family:monospace;word-break:break-all;max-width:24em}"
    ".fallback{color:#a00;font-weight:bold}";

// A piece of a layout, whatever the number of its tokens.
struct Piece {
  char letter;
  bool promoted;
  std::string name;
};

class Builder {
 public:
  Builder(const Theme& theme, RunCache& cache) : art_(load_art_style(theme, &cache)), cache_(cache) {}

  ThemePage page(const std::vector<Layout>& layouts, const std::string& theme_name) {
    for (const Layout& layout : layouts) gather(layout);
    std::ostringstream o;
    o << "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<title>pawnprint: theme "
      << xml_escape(theme_name) << "</title>\n<style>" << kThemePageStyle << "</style>\n</head>\n<body>\n<h1>Theme "
      << xml_escape(theme_name) << "</h1>\n<p><a href=\"index.html\">Back to the sheets</a>. Every piece drawing "
      << "of the layouts, once, in the colours of each side that uses it at 15 mm and 30 mm (shown at their size "
         "when the screen's scale is right), with the file it came from and the layouts that use it.</p>\n"
      << "<table>\n<tr><th>piece</th>";
    for (const std::string& side : sides_) o << "<th>" << xml_escape(side) << "</th>";
    o << "<th>used by</th></tr>\n";
    for (const Row& row : rows_) {
      o << "<tr><th>";
      for (size_t i = 0; i < row.names.size(); ++i) o << (i ? "<br>" : "") << xml_escape(row.names[i]);
      o << (row.file.empty() ? "<div class=\"fallback\">no drawing: the symbol of its moves</div>"
                             : "<div class=\"file\">" + xml_escape(row.file) + "</div>")
        << "</th>";
      for (const std::string& side : sides_) {
        o << "<td>";
        if (const auto it = row.sides.find(side); it != row.sides.end())
          for (double mm : kThemePageSizes) {
            const std::string picture = picture_for(row, it->second, mm);
            o << "<img src=\"" << kThemeFolder << '/' << picture << "\" style=\"width:" << mm << "mm;height:" << mm
              << "mm\" alt=\"" << xml_escape(row.first_name + ", " + side + ", " + std::to_string(int(mm)) + " mm")
              << "\">";
          }
        o << "</td>";
      }
      o << "<td>";
      for (size_t i = 0; i < row.layouts.size(); ++i)
        o << (i ? ", " : "") << "<a href=\"index.html#" << xml_escape(row.layouts[i].first) << "\">"
          << xml_escape(row.layouts[i].second) << "</a>";
      o << "</td></tr>\n";
    }
    o << "</table>\n</body>\n</html>\n";
    result_.html = o.str();
    return std::move(result_);
  }

 private:
  // A drawing as the page shows it: once, whichever pieces, sides and layouts share it.
  struct Row {
    std::string file;  // "" for the symbol of its moves (art/stand_in.h)
    char letter = 0;
    art::Moves moves;
    std::string first_name;
    std::vector<std::string> names;                            // "King (K)", each once
    std::map<std::string, art::PieceColours> sides;            // the sides that use it, in their colours
    std::vector<std::pair<std::string, std::string>> layouts;  // folder, title
  };

  void gather(const Layout& layout) {
    const TokenPlan plan = plan_tokens(layout);
    result_.drawings.emplace_back();
    std::vector<Piece> pieces;
    std::set<std::tuple<char, bool, std::string>> seen;
    for (const TokenKind& kind : plan.kinds)
      if (seen.emplace(kind.letter, kind.promoted, kind.name).second)
        pieces.push_back({kind.letter, kind.promoted, kind.name});
    // Then the roster's pieces no token shows (a piece only promotion brings, or only a diagram
    // draws): their drawings are read too, and a designer should see them.
    if (layout.has_variant) {
      std::set<std::pair<char, bool>> shown;
      for (const Piece& p : pieces) shown.emplace(p.letter, p.promoted);
      for (const rules::PieceType& type : layout.variant.pieces)
        if (shown.emplace(type.letter, type.promoted).second) pieces.push_back({type.letter, type.promoted, type.name});
    }
    for (const std::string& side : plan.sides)
      if (std::find(sides_.begin(), sides_.end(), side) == sides_.end()) sides_.push_back(side);
    const std::pair<std::string, std::string> used_by{sanitise_name(layout.name), layout.title};
    for (const Piece& piece : pieces)
      for (const std::string& side_name : plan.sides) {
        const std::string file =
            art_.drawing(piece.letter, layout.art_of(piece.letter, piece.promoted), piece.name, side_name, layout.name)
                .string();
        if (!file.empty()) result_.drawings.back().push_back(file);
        // A symbol is its letter and moves: two pieces of one letter that move apart are two rows.
        const art::Moves moves = art::moves_of(layout, piece.letter, piece.promoted);
        const std::string key = file.empty() ? symbol_key(piece.letter, moves) : file;
        auto [at, fresh] = row_of_.try_emplace(key, rows_.size());
        if (fresh) rows_.push_back({file, piece.letter, moves, piece.name, {}, {}, {}});
        Row& row = rows_[at->second];
        const std::string label = piece.name + " (" + (piece.promoted ? "+" : "") + piece.letter + ")";
        if (std::find(row.names.begin(), row.names.end(), label) == row.names.end()) row.names.push_back(label);
        row.sides.try_emplace(side_name, art_.side(side_name).piece);
        if (std::find(row.layouts.begin(), row.layouts.end(), used_by) == row.layouts.end())
          row.layouts.push_back(used_by);
      }
  }

  // One picture for each drawing, colouring and size, whichever layouts and sides share it.
  static std::string symbol_key(char letter, const art::Moves& moves) {
    return std::string("symbol ") + letter + " " + std::to_string(static_cast<int>(moves.shape)) + " " + moves.betza;
  }

  std::string picture_for(const Row& row, const art::PieceColours& colours, double mm) {
    const std::string& file = row.file;
    const auto key = std::make_tuple(file.empty() ? symbol_key(row.letter, row.moves) : file, colours.body,
                                     colours.line, colours.detail, mm);
    const auto [it, fresh] = made_.try_emplace(key, "");
    if (!fresh) return it->second;
    it->second = std::to_string(made_.size()) + "-" + std::to_string(int(mm)) + "mm.png";
    Page page;
    page.width_mm = page.height_mm = mm;
    page.cache = &cache_;
    const Rect box{0, 0, mm, mm};
    if (file.empty()) page.items = art::stand_in(row.letter, row.moves, colours, box, art_.letters);
    else page.items.push_back({"piece-art", ImageItem{file, art::stylesheet(colours), box}});
    result_.pictures.emplace_back(it->second, png_page(page, kDpi));
    return it->second;
  }

  ArtStyle art_;
  RunCache& cache_;
  ThemePage result_;
  std::vector<std::string> sides_;  // every layout's sides, in the order first met
  std::vector<Row> rows_;
  std::map<std::string, size_t> row_of_;
  std::map<std::tuple<std::string, std::string, std::string, std::string, double>, std::string> made_;
};

}  // namespace

ThemePage theme_page(const std::vector<Layout>& layouts, const Theme& theme, RunCache& cache) {
  return Builder(theme, cache).page(layouts, theme.name);
}

}  // namespace pp

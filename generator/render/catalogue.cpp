#include "render/catalogue.h"

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <map>
#include <set>
#include <sstream>

#include "common/json.h"
#include "common/paths.h"
#include "common/units.h"
#include "pages/maker.h"
#include "writers/files.h"
#include "writers/svg.h"

namespace pp {
namespace {

namespace fs = std::filesystem;

// How many play: each mode of play's players (a team is one), else one a side.
std::pair<int, int> players(const Layout& layout) {
  const int sides = static_cast<int>(layout.tokens.sides.size());
  if (!layout.has_variant || layout.variant.rules.armies.modes.empty()) return {sides, sides};
  int lo = sides, hi = 0;
  for (const rules::PlayMode& m : layout.variant.rules.armies.modes) {
    const int n = !m.sides.empty() ? static_cast<int>(m.sides.size())
                                   : sides - static_cast<int>(m.removed.size()) - (m.neutral >= 0 ? 1 : 0);
    lo = std::min(lo, n);
    hi = std::max(hi, n);
  }
  return {lo, hi};
}

bool inside(const fs::path& file, const fs::path& folder) {
  if (folder.empty()) return false;
  std::error_code ec;
  const fs::path f = fs::weakly_canonical(file, ec), d = fs::weakly_canonical(folder, ec);
  const auto [end, at] = std::mismatch(d.begin(), d.end(), f.begin(), f.end());
  return end == d.end();
}

std::string source_of(const Layout& layout) {
  if (const std::string origin = import_origin(layout); !origin.empty()) return "imported from " + origin;
  if (inside(layout.file(), layouts_dir())) return "shipped";
  if (inside(layout.file(), user_folder())) return "yours";
  return layout.file();
}

double number_at(const Json& json, const std::string& a, const std::string& b) {
  const Json* outer = json.find(a);
  const Json* inner = outer ? outer->find(b) : nullptr;
  const double* v = inner ? inner->number() : nullptr;
  return v ? *v : 0;
}

std::string text_at(const Json& json, const std::string& a, const std::string& b) {
  const Json* outer = json.find(a);
  const Json* inner = outer ? outer->find(b) : nullptr;
  const std::string* v = inner ? inner->text() : nullptr;
  return v ? *v : "";
}

std::string plural(int n, const std::string& one) { return std::to_string(n) + " " + one + (n == 1 ? "" : "s"); }

}  // namespace

std::string set_picture_path(const std::string& folder) { return folder + "-set.svg"; }

std::string making_of(const SetCard& c) {
  std::string out;
  for (size_t i = 0; i < c.sheets.size(); ++i) out += (i ? ", " : "") + plural(c.sheets[i].second, c.sheets[i].first);
  if (!c.sheets.empty()) out += " on " + c.paper + "; ";
  out += "the board assembled " + format_mm(c.board_w_mm) + " x " + format_mm(c.board_h_mm);
  if (!c.tokens.empty()) out += "; " + c.tokens;
  return out;
}

std::string catalogue_times_js(const std::vector<SetCard>& cards) {
  std::string out = "window.pawnprintTimes = {";
  for (size_t i = 0; i < cards.size(); ++i) {
    char seconds[32];
    std::snprintf(seconds, sizeof seconds, "%.3f", cards[i].seconds);
    out += (i ? ", " : "") + std::string("\"") + cards[i].folder + "\": " + seconds;
  }
  return out + "};\n";
}

SetCard set_card(const Layout& layout, const std::vector<SheetSet>& sets, const Json& manifest) {
  SetCard c;
  c.folder = sanitise_name(layout.name);
  c.title = layout.title;
  c.about = layout.about;
  c.family = layout_family(layout);
  c.shape = layout.shape;
  c.board = layout.shape == "square"
                ? layout.shape + " " + std::to_string(layout.board.files()) + "x" + std::to_string(layout.board.ranks())
                : layout.shape + ", " + std::to_string(layout.board.size()) + " cells";
  c.board += ", cells of " + format_mm(layout.cell_mm);
  std::tie(c.players_min, c.players_max) = players(layout);
  c.source = source_of(layout);
  if (const std::string* p = manifest.find("paper") ? manifest.find("paper")->text() : nullptr) c.paper = *p;
  // The figures of every kind, whether or not this run wrote its files.
  if (const int n = static_cast<int>(number_at(manifest, "board", "sheets")); n > 0)
    c.sheets.emplace_back("board sheet", n);
  if (const int n = static_cast<int>(number_at(manifest, "tokens", "sheets")); n > 0) {
    const std::string shape = text_at(manifest, "tokens", "shape");
    c.sheets.emplace_back(shape == "standee" ? "standee sheet" : "token sheet", n);
    if (const Json* tokens = manifest.find("tokens"); tokens && tokens->find("backs"))
      c.sheets.emplace_back("back page", static_cast<int>(number_at(*tokens, "backs", "pages")));
    const std::string preset = text_at(manifest, "tokens", "preset");
    // A layout that grades its tokens gives each piece's outline; the diameter is the largest's.
    const Json* tokens = manifest.find("tokens");
    const bool graded = tokens && tokens->find("outline_mm");
    c.tokens = shape + (graded ? " tokens up to " : " tokens of ") +
               format_mm(number_at(manifest, "tokens", "diameter_mm")) + (preset.empty() ? "" : " (" + preset + ")") +
               ", " + plural(static_cast<int>(number_at(manifest, "tokens", "total")), "piece");
  }
  for (const SheetSet& set : sets)
    if (set.kind == SheetKind::Rules) c.sheets.emplace_back("rules page", static_cast<int>(set.pages.size()));
  const auto diagrams =
      std::count_if(sets.begin(), sets.end(), [](const SheetSet& s) { return s.kind == SheetKind::Diagram; });
  if (diagrams > 0) c.sheets.emplace_back("diagram", static_cast<int>(diagrams));
  c.picture = set_picture_path(c.folder);
  return c;
}

std::string catalogue_html(const std::vector<SetCard>& cards, const std::string& pictures_folder) {
  std::map<Family, std::vector<const SetCard*>> by_family;
  std::set<std::string> shapes;
  int most_players = 2;
  for (const SetCard& c : cards) {
    by_family[c.family].push_back(&c);
    shapes.insert(c.shape);
    most_players = std::max(most_players, c.players_max);
  }
  std::ostringstream o;
  o << "<section id=\"catalogue\">\n<h2>The sets</h2>\n"
    << "<form class=\"filters\" hidden>\n<label>Search <input type=\"search\" id=\"search\" "
       "placeholder=\"name, piece, family...\"></label>\n<label>Board <select id=\"shape\"><option value=\"\">any"
       "</option>";
  for (const std::string& s : shapes) o << "<option>" << xml_escape(s) << "</option>";
  o << "</select></label>\n<label>Players <select id=\"players\"><option value=\"\">any</option>";
  for (int n = 2; n <= most_players; ++n) o << "<option>" << n << "</option>";
  o << "</select></label>\n<output id=\"shown\"></output>\n</form>\n";
  for (const auto& [family, members] : by_family) {
    o << "<div class=\"family\" data-family=\"" << kFamilies.name(family) << "\">\n<h3>"
      << xml_escape(std::string(family_heading(family))) << "</h3>\n<div class=\"cards\">\n";
    for (const SetCard* c : members) {
      const std::string players = c->players_min == c->players_max
                                      ? std::to_string(c->players_min)
                                      : std::to_string(c->players_min) + " to " + std::to_string(c->players_max);
      o << "<article class=\"card\" id=\"card-" << xml_escape(c->folder) << "\" data-folder=\"" << xml_escape(c->folder)
        << "\" data-shape=\"" << xml_escape(c->shape) << "\" data-players-min=\"" << c->players_min
        << "\" data-players-max=\"" << c->players_max << "\">\n"
        << "<a href=\"#" << xml_escape(c->folder) << "\"><img src=\"" << xml_escape(pictures_folder + "/" + c->picture)
        << "\" alt=\"" << xml_escape(c->title) << " set up to play\" width=\"" << std::lround(c->picture_w_mm * 2.4)
        << "\" height=\"" << std::lround(c->picture_h_mm * 2.4) << "\"></a>\n"
        << "<h4><a href=\"#" << xml_escape(c->folder) << "\">" << xml_escape(c->title) << "</a></h4>\n"
        << "<p class=\"about\">" << xml_escape(c->about) << "</p>\n<dl>\n"
        << "<dt>Board</dt><dd>" << xml_escape(c->board) << "; assembled " << format_mm(c->board_w_mm) << " x "
        << format_mm(c->board_h_mm) << "</dd>\n"
        << "<dt>Players</dt><dd>" << players << "</dd>\n";
      if (!c->tokens.empty()) o << "<dt>Pieces</dt><dd>" << xml_escape(c->tokens) << "</dd>\n";
      o << "<dt>To print</dt><dd>";
      for (size_t i = 0; i < c->sheets.size(); ++i)
        o << (i ? ", " : "") << plural(c->sheets[i].second, c->sheets[i].first);
      o << (c->sheets.empty() ? "" : " on ") << xml_escape(c->paper) << "</dd>\n"
        << "<dt>From</dt><dd>" << xml_escape(c->source) << "</dd>\n";
      // The time varies from run to run: it stays out of the page, which is the same for the same
      // input, in a script of its own (catalogue_times_js).
      o << "<dt>Made in</dt><dd class=\"took\"></dd>\n</dl>\n</article>\n";
    }
    o << "</div>\n</div>\n";
  }
  // The filters: a card shows when its text holds every word searched, its board is the shape
  // chosen and its players' range holds the number chosen. Without script the form stays hidden
  // and every card shows.
  o << "<script>\n(function () {\n"
       "  var form = document.querySelector('.filters'); form.hidden = false;\n"
       "  var cards = Array.prototype.slice.call(document.querySelectorAll('.card'));\n"
       "  function apply() {\n"
       "    var words = document.getElementById('search').value.toLowerCase().split(/\\s+/).filter(Boolean);\n"
       "    var shape = document.getElementById('shape').value, n = +document.getElementById('players').value;\n"
       "    var shown = 0;\n"
       "    cards.forEach(function (c) {\n"
       "      var text = (c.textContent + ' ' + c.parentNode.parentNode.dataset.family).toLowerCase();\n"
       "      var ok = words.every(function (w) { return text.indexOf(w) >= 0; }) &&\n"
       "        (!shape || c.dataset.shape === shape) &&\n"
       "        (!n || (+c.dataset.playersMin <= n && n <= +c.dataset.playersMax));\n"
       "      c.hidden = !ok; if (ok) shown++;\n"
       "    });\n"
       "    document.querySelectorAll('.family').forEach(function (f) {\n"
       "      f.hidden = !f.querySelector('.card:not([hidden])');\n"
       "    });\n"
       "    document.getElementById('shown').textContent = shown + ' of ' + cards.length + ' sets';\n"
       "  }\n"
       "  var times = window.pawnprintTimes || {};\n"
       "  cards.forEach(function (c) {\n"
       "    var t = times[c.dataset.folder]; if (t !== undefined) c.querySelector('.took').textContent = t.toFixed(1) + ' s';\n"
       "  });\n"
       "  form.addEventListener('input', apply); form.addEventListener('submit', function (e) { e.preventDefault(); });\n"
       "  apply();\n"
       "})();\n</script>\n</section>\n";
  return o.str();
}

}  // namespace pp

#include "text/font_subset.h"

#include <hb-subset.h>
#include <pango/pangocairo.h>

#include <algorithm>
#include <memory>
#include <stdexcept>
#include <vector>

#include "gfx/handles.h"
#include "text/context.h"

namespace pp::text {
namespace {

Face face_of(PangoFont* font) {
  const gfx::FontDescription d(pango_font_describe(font));
  const char* family = pango_font_description_get_family(d.get());
  return {family ? family : "", static_cast<int>(pango_font_description_get_weight(d.get())),
          pango_font_description_get_style(d.get()) != PANGO_STYLE_NORMAL};
}

// The code points of UTF-8 `text` (Pango has checked it).
void add_chars(const char* text, int bytes, std::set<char32_t>& out) {
  for (const char* p = text; p < text + bytes; p = g_utf8_next_char(p)) out.insert(g_utf8_get_char(p));
}

}  // namespace

std::vector<std::string> add_faces(const std::string& text, const std::string& font, FaceUses& uses) {
  std::vector<std::string> families;
  const gfx::Object<PangoLayout> layout(pango_layout_new(thread_context()));
  pango_layout_set_font_description(layout.get(), gfx::font(font).get());
  pango_layout_set_text(layout.get(), text.c_str(), -1);
  const gfx::LayoutIter iter(pango_layout_get_iter(layout.get()));
  do {
    const PangoLayoutRun* run = pango_layout_iter_get_run_readonly(iter.get());
    if (!run) continue;
    const Face face = face_of(run->item->analysis.font);
    add_chars(text.c_str() + run->item->offset, run->item->length, uses[face]);
    if (std::find(families.begin(), families.end(), face.family) == families.end()) families.push_back(face.family);
  } while (pango_layout_iter_next_run(iter.get()));
  return families;
}

std::string subset_font(const Face& face, const std::set<char32_t>& chars) {
  const gfx::FontDescription d(pango_font_description_new());
  pango_font_description_set_family(d.get(), face.family.c_str());
  pango_font_description_set_weight(d.get(), static_cast<PangoWeight>(face.weight));
  pango_font_description_set_style(d.get(), face.italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL);
  pango_font_description_set_size(d.get(), 10 * PANGO_SCALE);
  const gfx::Object<PangoFont> font(
      pango_font_map_load_font(pango_cairo_font_map_get_default(), thread_context(), d.get()));
  if (!font) throw std::runtime_error("no font for '" + face.family + "'");
  hb_face_t* whole = hb_font_get_face(pango_font_get_hb_font(font.get()));

  const std::unique_ptr<hb_subset_input_t, gfx::Deleter<hb_subset_input_destroy>> input(
      hb_subset_input_create_or_fail());
  if (!input) throw std::runtime_error("cannot cut down '" + face.family + "'");
  hb_set_t* unicodes = hb_subset_input_unicode_set(input.get());
  for (char32_t c : chars) hb_set_add(unicodes, c);
  // Outlines are all a scaled drawing needs; hinting instructions are most of a small font.
  hb_subset_input_set_flags(input.get(), HB_SUBSET_FLAGS_NO_HINTING);
  const std::unique_ptr<hb_face_t, gfx::Deleter<hb_face_destroy>> cut(hb_subset_or_fail(whole, input.get()));
  if (!cut) throw std::runtime_error("cannot cut down '" + face.family + "'");
  const std::unique_ptr<hb_blob_t, gfx::Deleter<hb_blob_destroy>> blob(hb_face_reference_blob(cut.get()));
  unsigned int length = 0;
  const char* data = hb_blob_get_data(blob.get(), &length);
  return {data, length};
}

}  // namespace pp::text

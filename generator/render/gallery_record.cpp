#include "render/gallery_record.h"

#include <array>

#include "model/family.h"
#include "pages/maker.h"

namespace pp {
namespace {

constexpr std::array kRecordKinds{SheetKind::Board, SheetKind::Pieces, SheetKind::Rules, SheetKind::Diagram,
                                  SheetKind::Box};

std::optional<SheetKind> kind_named(const std::string& name) {
  for (SheetKind k : kRecordKinds)
    if (sheet_kind_name(k) == name) return k;
  return std::nullopt;
}

std::string record_text(const Json& j, const std::string& key) {
  const Json* v = j.find(key);
  return v && v->text() ? *v->text() : std::string();
}

double record_number(const Json& j, const std::string& key) {
  const Json* v = j.find(key);
  return v && v->number() ? *v->number() : 0;
}

}  // namespace

std::string gallery_record_path(const std::string& folder) { return folder + ".json"; }

Json gallery_record(const LayoutOutput& layout) {
  const SetCard& c = layout.card;
  Json card = Json::object();
  card["title"] = c.title;
  card["about"] = c.about;
  card["family"] = std::string(kFamilies.name(c.family));
  card["shape"] = c.shape;
  card["board"] = c.board;
  card["players_min"] = c.players_min;
  card["players_max"] = c.players_max;
  card["source"] = c.source;
  card["board_w_mm"] = c.board_w_mm;
  card["board_h_mm"] = c.board_h_mm;
  card["paper"] = c.paper;
  Json sheets = Json::array();
  for (const auto& [what, count] : c.sheets) {
    Json s = Json::object();
    s["what"] = what;
    s["count"] = count;
    sheets.push(std::move(s));
  }
  card["sheets"] = std::move(sheets);
  card["tokens"] = c.tokens;
  card["picture"] = c.picture;
  card["picture_w_mm"] = c.picture_w_mm;
  card["picture_h_mm"] = c.picture_h_mm;
  Json thumbnails = Json::array();
  for (const Thumbnail& t : layout.thumbnails) {
    Json th = Json::object();
    th["kind"] = std::string(sheet_kind_name(t.kind));
    th["label"] = t.label;
    th["link"] = t.link;
    th["width"] = t.width;
    th["height"] = t.height;
    thumbnails.push(std::move(th));
  }
  Json record = Json::object();
  record["folder"] = layout.folder;
  record["title"] = layout.title;
  record["card"] = std::move(card);
  record["thumbnails"] = std::move(thumbnails);
  return record;
}

std::optional<LayoutOutput> read_gallery_record(const Json& record, const std::string& folder) {
  const Json* card = record.find("card");
  const Json* thumbnails = record.find("thumbnails");
  if (record_text(record, "folder") != folder || !card || !thumbnails || !thumbnails->array_items())
    return std::nullopt;
  LayoutOutput out;
  out.folder = folder;
  out.title = record_text(record, "title");
  SetCard& c = out.card;
  c.folder = folder;
  c.title = record_text(*card, "title");
  c.about = record_text(*card, "about");
  c.family = kFamilies.parse(record_text(*card, "family")).value_or(Family::Other);
  c.shape = record_text(*card, "shape");
  c.board = record_text(*card, "board");
  c.players_min = static_cast<int>(record_number(*card, "players_min"));
  c.players_max = static_cast<int>(record_number(*card, "players_max"));
  c.source = record_text(*card, "source");
  c.board_w_mm = record_number(*card, "board_w_mm");
  c.board_h_mm = record_number(*card, "board_h_mm");
  c.paper = record_text(*card, "paper");
  if (const Json* sheets = card->find("sheets"); sheets && sheets->array_items())
    for (const Json& s : *sheets->array_items())
      c.sheets.emplace_back(record_text(s, "what"), static_cast<int>(record_number(s, "count")));
  c.tokens = record_text(*card, "tokens");
  c.picture = record_text(*card, "picture");
  c.picture_w_mm = record_number(*card, "picture_w_mm");
  c.picture_h_mm = record_number(*card, "picture_h_mm");
  for (const Json& t : *thumbnails->array_items()) {
    const std::optional<SheetKind> kind = kind_named(record_text(t, "kind"));
    if (!kind) return std::nullopt;
    out.thumbnails.push_back({*kind, record_text(t, "label"), record_text(t, "link"), "",
                              static_cast<int>(record_number(t, "width")),
                              static_cast<int>(record_number(t, "height"))});
  }
  return out;
}

}  // namespace pp

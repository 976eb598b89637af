#include "import/fsf_flag.h"

namespace pp::import {

namespace {

bool on(const YamlOut& g, std::string_view key) {
  const YamlOut* v = g.find(key);
  return v && v->scalar == "true";
}

// The cells as the sheet lists them: a flow list's entries, or the text a layout wrote.
std::string cell_text(const YamlOut* cells) {
  if (!cells) return "";
  if (cells->kind == YamlOut::Kind::Scalar) return cells->scalar;
  std::string out;
  for (size_t i = 0; i < cells->seq.size(); ++i) {
    const std::string& c = cells->seq[i].scalar;
    bool again = false;  // the engine reads a cell given twice as once
    for (size_t j = 0; j < i; ++j) again = again || cells->seq[j].scalar == c;
    if (!again) out += (out.empty() ? "" : " ") + c;
  }
  return out;
}

}  // namespace

void flag_settings(const Config& c, const YamlOut* old, int cells, YamlOut& g) {
  const auto keep = [&](std::string_view key) -> const YamlOut* { return old ? old->find(key) : nullptr; };
  const YamlOut* count = keep("count");
  const int n = c.number("flagPieceCount", count ? std::stoi(count->scalar) : 1, 1, cells);
  if (n > 1) g.set("count", YamlOut::text(std::to_string(n), c.line("flagPieceCount")));
  const auto keep_flag = [&](std::string_view ini_key, std::string_view key) {
    const YamlOut* had = keep(key);
    if (c.flag(ini_key, had && had->scalar == "true")) g.set(key, YamlOut::text("true", c.line(ini_key)));
  };
  keep_flag("flagPieceBlockedWin", "blocked");
  keep_flag("flagPieceSafe", "safe");
}

std::string goal_words(const YamlOut& g, std::string_view noun) {
  const YamlOut* count = g.find("count");
  const std::string n = count ? count->scalar : "1";
  const std::string pieces = noun.empty() ? "pieces" : std::string(noun) + " pieces";
  std::string s = "A side wins when ";
  if (n == "1") s += (noun.empty() ? "any" : "one") + (" of its " + pieces) + " stands on one of its goal cells";
  else s += n + " of its " + pieces + " stand on its goal cells";
  if (on(g, "blocked")) s += ", or fewer, once every goal cell is taken by a piece of either side";
  const bool waits = on(g, "hold") || on(g, "answer");
  if (on(g, "safe") && waits) {
    s += "; an arrival no enemy piece attacks wins at once, one under attack only if it is still there when its "
         "side is to move again";
  } else if (on(g, "safe")) {
    s += n == "1" ? ", not attacked there" : ", none of them attacked (with more there, none need be safe)";
    s += "; an arrival under attack wins when its side is to move with it there and no longer attacked, and when "
         "both sides stand so the game is drawn";
  } else if (on(g, "hold")) {
    s += "; an arrival wins only if it is still there when its side is to move again";
  } else if (on(g, "answer")) {
    s += "; when White arrives first, Black has one move to arrive as well, for a draw";
  }
  const std::string both = cell_text(g.find("cells")), white = cell_text(g.find("white")),
                    black = cell_text(g.find("black"));
  if (!both.empty()) s += " (the goal cells: " + both + ")";
  else if (white == black) s += " (the goal cells: " + white + ")";
  else
    s += " (White's goal cells: " + (white.empty() ? "none" : white) +
         "; Black's: " + (black.empty() ? "none" : black) + ")";
  return s + ".";
}

}  // namespace pp::import

#include "cli/rules_common.h"

#include "input_error.h"
#include "load.h"

namespace pp::cli {

RulesInput load_rules(const std::string& layout_file) {
  RulesInput in{load_layout(layout_file), nullptr};
  const auto& root = in.layout.doc.root;
  if (!root["pieces"]) throw rules::InputError({layout_file, 0, 0}, "the layout has no pieces to play with");
  rules::Variant variant =
      in.layout.has_variant ? in.layout.variant : rules::load_variant(in.layout.file(), root, in.layout.board);
  in.game = std::make_unique<rules::Game>(in.layout.board, std::move(variant));
  return in;
}

rules::Position position_from(const rules::Game& game, const std::string& fen) {
  return rules::start_position(game, fen, "--fen", true);
}

}  // namespace pp::cli

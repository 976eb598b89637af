#pragma once
// One error type for everything a user can get wrong in a file or on the command line, so
// every front end prints the same "file:line:col: message" line.
#include <stdexcept>
#include <string>

namespace pp {

struct SourcePos {
  std::string file;  // empty when the input did not come from a file (a --fen argument, say)
  int line = 0;      // 1-based; 0 when unknown
  int col = 0;       // 1-based; 0 when unknown
};

class InputError : public std::runtime_error {
 public:
  InputError(SourcePos pos, const std::string& message) : std::runtime_error(message), pos_(std::move(pos)) {}
  const SourcePos& pos() const { return pos_; }
  // "file:line:col: message", leaving out the parts that are unknown.
  std::string describe() const;

 private:
  SourcePos pos_;
};

}  // namespace pp

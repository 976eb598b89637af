#pragma once
// Where a writer's bytes go as they are made: a file being written (OutputRoot::Fresh,
// write_file) or a string, so no writer has to hold a whole file before it is written.
#include <string>
#include <string_view>

namespace pp {

class Sink {
 public:
  virtual ~Sink() = default;
  virtual void write(std::string_view bytes) = 0;
};

// Appends to a string, for callers that want a file's bytes in memory.
class StringSink : public Sink {
 public:
  explicit StringSink(std::string& out) : out_(out) {}
  void write(std::string_view bytes) override { out_.append(bytes); }

 private:
  std::string& out_;
};

}  // namespace pp

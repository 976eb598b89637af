#pragma once
// Writing results safely. A single file goes to a fresh temporary in its folder, created so
// that it cannot be an existing file or link, and is renamed into place when complete. A
// layout's folder is replaced as a whole: its files are written into a fresh sibling folder
// that is then swapped in, so a reader sees the old complete set or the new one, never a mix;
// of an earlier run's files only those the caller keeps (Fresh::keep) survive. Names taken from YAML are reduced to
// safe characters and can never leave the output folder; no link below the output folder is followed.
#include <filesystem>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "writers/sink.h"

namespace pp {

struct OutputFile {
  std::string path;  // relative to the output folder, built from sanitised parts
  std::string bytes;
  double seconds = 0;  // time spent making it, for --verbose
};

// Lower-case letters, digits, '-' and '_' only; anything else becomes '-'; never empty,
// never starting with '.' or '-'. With `keep_case`, upper-case letters stay (a lichess game's
// id is its letters' case) and so do the letters of other scripts, where `name` is UTF-8.
std::string sanitise_name(std::string_view name, bool keep_case = false);

// Makes `dir` (and its parents) if missing and checks that files can be created in it. A
// dangling link at `dir` is an InputError naming `option` ("--out"); anything else that stops
// writing (not a folder, no permission) is a std::runtime_error naming the folder.
void prepare_folder(const std::filesystem::path& dir, std::string_view option);

// Writes one file named `name` into the existing folder `dir` through a fresh temporary.
// Throws std::runtime_error saying what failed; no temporary is left behind.
void write_file(const std::filesystem::path& dir, const std::string& name, std::string_view bytes);

// The folder that render and kit write into, held for the length of the run: a lock file
// (`.pawnprint.lock`, flock) makes a second run into the same folder wait for the first, and
// the folders left by runs that died while writing (`.NAME.new-PID`, `.NAME.old-PID`, whose
// process is gone) are removed. The lock file is removed again when the run ends.
class OutputRoot {
 public:
  // `waiting` is called once if another run holds the lock, before waiting for it, with what that
  // run wrote of itself in the lock ("pid 4242, pawnprint serve"; "" if nothing).
  OutputRoot(const std::filesystem::path& root, const std::function<void(const std::string& holder)>& waiting = {});
  ~OutputRoot();
  OutputRoot(const OutputRoot&) = delete;
  OutputRoot& operator=(const OutputRoot&) = delete;

  const std::filesystem::path& path() const { return root_; }

  // Throws std::runtime_error unless root/name is missing or a real folder (a link there is
  // refused, not followed or replaced).
  void check_target(const std::string& name) const;

  // A layout's folder being made: files are written into a fresh folder `.NAME.new-PID` as
  // they come, and commit() swaps it in for root/name and removes the old folder with every
  // file in it. Until then the old folder is untouched; a folder never committed is removed.
  // Errors are std::runtime_error saying what failed.
  class Fresh {
   public:
    ~Fresh();
    Fresh(const Fresh&) = delete;
    Fresh& operator=(const Fresh&) = delete;
    // Creates `path` (relative, its folders made here so none is a link) and has `make` write
    // into it, so its bytes go to the file as they are made; any thread may call it, for
    // different paths.
    void write(const std::string& path, const std::function<void(Sink&)>& make);
    void write(const std::string& path, std::string_view bytes);
    // Takes the file `from` of the folder this one replaces into it, named `as`, as it is (a hard
    // link, so no byte is copied): what this run does not make outlives the swap. Both are plain
    // names; false, and nothing done, where `from` is not a plain file there.
    bool keep(const std::string& from, const std::string& as);
    void commit();

   private:
    friend class OutputRoot;
    Fresh(const OutputRoot& root, std::string name);
    const OutputRoot& root_;
    std::string name_, fresh_;
    int top_ = -1;  // the fresh folder, opened
  };
  Fresh begin(const std::string& name) const { return {*this, name}; }

  // Writes `files` into a fresh folder and swaps it in for root/name, as Fresh does.
  void replace(const std::string& name, const std::vector<OutputFile>& files);

  // The names of the plain files in root/name, sorted; none if it is missing.
  std::vector<std::string> files_in(const std::string& name) const;

  // The bytes of the plain file root/name/file, up to `limit`; nullopt if it is missing, not a
  // plain file or larger.
  std::optional<std::string> read(const std::string& name, const std::string& file, size_t limit) const;

  // Takes root/name away with everything in it (a link there is removed, not followed); nothing
  // if it is missing. It is moved aside first, so no one sees a folder half removed.
  void remove(const std::string& name) const;

 private:
  void remove_stale() const;

  std::filesystem::path root_;
  int dir_ = -1;   // root, opened once: a link at root itself (--out) is followed, none below
  int lock_ = -1;  // the lock file, flock'ed
};

}  // namespace pp

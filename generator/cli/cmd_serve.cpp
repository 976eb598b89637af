// `serve`: the designer's loop. Renders the layouts once, serves the gallery on 127.0.0.1, and
// renders again what a saved file changes while the open page reloads itself.
#include <signal.h>

#include <ctime>
#include <iostream>
#include <optional>
#include <system_error>
#include <thread>

#include "cli/commands.h"
#include "cli/out_folder.h"
#include "cli/render_flags.h"
#include "cli/serve_renders.h"
#include "cli/serve_site.h"
#include "common/input_error.h"

namespace pp::cli {
namespace {

namespace fs = std::filesystem;

// How often the files are looked at: a save shows in well under a second.
constexpr long kPollNs = 300'000'000;

struct ServeArgs {
  std::vector<std::string> layouts;
  RenderFlags flags;
  int port = 8080;
};

int serve(const ServeArgs& args) {
  if (args.port < 0 || args.port > 65535)
    throw InputError({"--port", 0, 0}, std::to_string(args.port) + " is not a port (0 to 65535; 0: any free one)");
  const fs::path out(args.flags.out);
  const std::vector<fs::path> made = missing_folders(out);
  prepare_folder(out, "--out");
  // The port first: one taken is said before any wait or render, and leaves no folder behind.
  std::optional<Site> bound;
  ServeStatus status;
  try {
    bound.emplace(out, args.port, status);
  } catch (...) {
    std::error_code ec;
    for (const fs::path& p : made) fs::remove(p, ec);
    throw;
  }
  Site& site = *bound;
  // Waiting for another run's lock, Ctrl-C and kill end the wait as they end any command.
  const OutputRoot root(out, waiting_notice(out));
  // From here they are taken by this thread between polls, never in the middle of a render:
  // blocked before any thread starts, so every thread inherits the mask.
  sigset_t stops;
  sigemptyset(&stops);
  sigaddset(&stops, SIGINT);
  sigaddset(&stops, SIGTERM);
  pthread_sigmask(SIG_BLOCK, &stops, nullptr);
  ServeRenders renders(args.layouts, args.flags, root, status);
  // The address first, as soon as it is known: a page opened during the first render is answered
  // when it ends.
  std::cout << "pawnprint: serving " << out.string() << " at http://127.0.0.1:" << site.port() << "/ (Ctrl-C stops)\n"
            << std::flush;
  renders.first();
  std::thread server([&site] { site.listen(); });
  const timespec wait{0, kPollNs};
  while (sigtimedwait(&stops, nullptr, &wait) < 0) renders.poll();
  site.stop();
  server.join();
  std::cout << "pawnprint: stopped\n" << std::flush;
  return kOk;
}

std::pair<CLI::App*, Runner> setup_serve(CLI::App& app) {
  auto* sub = app.add_subcommand(
      "serve",
      "render layouts into --out, serve their gallery on 127.0.0.1 and render again what a saved file changes");
  auto args = std::make_shared<ServeArgs>();
  // A folder of its own, so a `render` into output/ never waits on a server left running.
  args->flags.out = "serve-output";
  sub->add_option("LAYOUTS", args->layouts,
                  "folders of layouts, layout files or names, FILE.ini or FILE.ini:NAME (default: every shipped "
                  "layout)");
  add_render_flags(sub, args->flags);
  sub->add_option("--port", args->port, "the port on 127.0.0.1 to serve at; 0 takes any free one (default: 8080)");
  return {sub, [args] { return serve(*args); }};
}

}  // namespace

PP_COMMAND(22, setup_serve);

}  // namespace pp::cli

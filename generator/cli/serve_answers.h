#pragma once
// The answers of `serve`'s web server (serve_site.h), apart from its socket: its limits on
// requests, the Host check, the status the pages poll and the files below the folder. Kept
// apart so a request can be answered without a connection (the fuzz target's).
#include "cli/serve_site.h"

namespace httplib {
class Server;
}

namespace pp::cli {

// Sets `http`'s limits and routes: the files below the open folder `root`, to Host
// 127.0.0.1:`port` or localhost:`port` only. `port` and `status` are read at each request, so
// both must outlive `http`.
void answer_site(httplib::Server& http, int root, const int& port, const ServeStatus& status);

}  // namespace pp::cli

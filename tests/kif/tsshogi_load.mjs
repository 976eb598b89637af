// tsshogi as tests/engine installs it from npm, for the scripts beside this file. Exits 3 when
// it cannot be loaded, so a test says what is missing rather than failing on a comparison.
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

export function loadTsshogi() {
  try {
    const engine = join(dirname(fileURLToPath(import.meta.url)), "..", "engine", "package.json");
    return createRequire(engine)("tsshogi");
  } catch (e) {
    console.error(`tsshogi is not installed (scripts/install-deps installs it): ${e.message}`);
    process.exit(3);
  }
}

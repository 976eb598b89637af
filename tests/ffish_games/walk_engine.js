// What the random-play scripts share: ffish loaded from tests/engine (or $FFISH_PATH), exiting 3
// when it is not installed, and the seeded choice that makes their games the same on every run.
'use strict';
const fs = require('fs');
const path = require('path');

function loadFfish() {
  const where = [path.join(__dirname, '..', 'engine', 'node_modules', 'ffish'), process.env.FFISH_PATH || '']
    .map((root) => path.join(root, 'ffish.js'))
    .find((f) => fs.existsSync(f));
  if (!where) {
    console.error('ffish is not installed (scripts/install-deps puts it in tests/engine; or FFISH_PATH=its folder)');
    process.exit(3);
  }
  delete globalThis.fetch;
  return require(where);
}

// random(n): 0..n-1, from a linear congruential sequence started at `seedText`.
function seeded(seedText) {
  let state = Number(seedText) >>> 0 || 1;
  return (n) => {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    return (state >>> 8) % n;
  };
}

module.exports = { loadFfish, seeded };

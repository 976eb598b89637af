#!/usr/bin/env bash
# Compares pawnprint's perft at depths 1 and 2 with lishogi's rules (npm's shogiops, through
# shogiops_tool.mjs) in the positions given as lishogi's SFEN. Prints each position that differs
# with both counts; exits 1 if any does. A missing node or shogiops fails.
# usage: shogiops_position_check.sh PAWNPRINT LAYOUT VARIANT SFEN...
set -euo pipefail
pawnprint=$1 layout=$2 variant=$3
shift 3
tool=$(dirname "$(realpath "$0")")/shogiops_tool.mjs
command -v node >/dev/null || { echo "node is not installed: scripts/install-deps installs it"; exit 1; }
fails=0
for sfen in "$@"; do
  fen=$(printf '%s\n' "$sfen" | node "$tool" fen "$variant")
  for depth in 1 2; do
    theirs=$(node "$tool" perft "$variant" "$sfen" "$depth")
    ours=$("$pawnprint" perft "$layout" --fen "$fen" --depth "$depth")
    [ "$ours" = "$theirs" ] || { echo "$sfen, depth $depth: pawnprint $ours, shogiops $theirs"; fails=$((fails + 1)); }
  done
done
[ "$fails" -eq 0 ] || { echo "$fails counts differ"; exit 1; }
echo "$variant: $# positions agree at depths 1 and 2"

#!/usr/bin/env bash
# Plays a game of seeded random play with lishogi's rules (npm's shogiops, through
# shogiops_tool.mjs), writes it as lishogi writes a game in USI (`position startpos moves ...`),
# reads that record with `pawnprint game --fens` and compares the position before every ply and
# after the last: the placement, the hands and the side to move. A missing node or shogiops fails.
# usage: shogiops_record_check.sh PAWNPRINT LAYOUT VARIANT SEED PLIES
set -euo pipefail
pawnprint=$1 layout=$2 variant=$3 seed=$4 plies=$5
tool=$(dirname "$(realpath "$0")")/shogiops_tool.mjs
command -v node >/dev/null || { echo "node is not installed: scripts/install-deps installs it"; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
node "$tool" game "$variant" "$seed" "$plies" >"$work/game.txt"
head -1 "$work/game.txt" >"$work/game.usi"
# The placement, the hand's letters sorted and the side to move.
same_form() { cut -d' ' -f1,2 | perl -pe 's/\[([^\]]*)\]/"[" . join("", sort split(\/\/, $1)) . "]"/e'; }
tail -n +2 "$work/game.txt" | same_form >"$work/theirs"
"$pawnprint" game "$work/game.usi" --layout "$layout" --fens | same_form >"$work/ours"
[ "$(wc -l <"$work/theirs")" -gt 1 ] || { echo "shogiops played no move"; exit 1; }
if ! diff "$work/theirs" "$work/ours" >"$work/diff"; then
  echo "positions differ (shogiops <, pawnprint >) in the game:"
  cat "$work/game.usi" "$work/diff"
  exit 1
fi
echo "$variant: $(($(wc -l <"$work/theirs") - 1)) plies read alike"

#!/usr/bin/env bash
# Compares pawnprint's perft with lishogi's rules (npm's shogiops, through shogiops_tool.mjs):
# from the start at depths 1 to START_DEPTH, and from COUNT positions of seeded random play at
# depths 1 and 2. Prints each position that differs with both counts; exits 1 if any does. A
# missing node or shogiops fails.
# usage: shogiops_check.sh PAWNPRINT LAYOUT VARIANT START_DEPTH SEED COUNT
set -euo pipefail
pawnprint=$1 layout=$2 variant=$3 start_depth=$4 seed=$5 count=$6
tool=$(dirname "$(realpath "$0")")/shogiops_tool.mjs
command -v node >/dev/null || { echo "node is not installed: scripts/install-deps installs it"; exit 1; }
fails=0
for depth in $(seq 1 "$start_depth"); do
  theirs=$(node "$tool" perft "$variant" startpos "$depth")
  ours=$("$pawnprint" perft "$layout" --depth "$depth")
  [ "$ours" = "$theirs" ] || { echo "start, depth $depth: pawnprint $ours, shogiops $theirs"; fails=$((fails + 1)); }
done
positions=$(node "$tool" random "$variant" "$seed" "$count")
[ "$(printf '%s\n' "$positions" | wc -l)" -eq "$count" ] || { echo "shogiops gave no positions"; exit 1; }
while IFS=$'\t' read -r sfen fen one two; do
  divide=$("$pawnprint" perft "$layout" --fen "$fen" --depth 2 --divide)
  ours_one=$(printf '%s\n' "$divide" | grep -c ': ' || true)
  ours_one=$((ours_one - 1))  # the "Nodes searched" line
  ours_two=$(printf '%s\n' "$divide" | sed -n 's/^Nodes searched: //p')
  if [ "$ours_one" != "$one" ] || [ "$ours_two" != "$two" ]; then
    echo "$sfen: pawnprint $ours_one $ours_two, shogiops $one $two"
    fails=$((fails + 1))
  fi
done <<<"$positions"
[ "$fails" -eq 0 ] || { echo "$fails of $((count + start_depth)) counts differ"; exit 1; }
echo "$variant: start to depth $start_depth and $count random positions at depths 1 and 2 agree"

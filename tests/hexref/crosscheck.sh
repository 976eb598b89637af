#!/usr/bin/env bash
# Perft of the rules core against the reference generator on hexagonal boards: the start and
# positions reached by seeded random play, as the same position text given to both programs.
# usage: crosscheck.sh PAWNPRINT HEXREF_PERFT LAYOUT VARIANT DEPTH FIRST_SEED LAST_SEED
set -euo pipefail
pawnprint=$1 hexref=$2 layout=$3 variant=$4 depth=$5 first=$6 last=$7
fail=0 checked=0
check() {
  local fen=$1 ours theirs
  ours=$("$pawnprint" perft "$layout" --fen "$fen" --depth "$depth" | tail -1)
  theirs=$("$hexref" "$variant" "$fen" "$depth")
  checked=$((checked + 1))
  if [ "$ours" != "$theirs" ]; then
    echo "MISMATCH depth $depth: pawnprint $ours, reference $theirs: $fen"
    fail=1
  fi
}
check "$("$hexref" "$variant" --random 0 0)"
for seed in $(seq "$first" "$last"); do
  check "$("$hexref" "$variant" --random "$seed" $((6 + 3 * seed)))"
done
echo "$variant: $checked positions at depth $depth agree"
exit $fail

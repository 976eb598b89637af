#!/usr/bin/env bash
# Imports FILE.ini with pawnprint and loads the same file into Fairy-Stockfish, then compares
# perft for every section: from the start and from positions the engine reaches by seeded random
# play (its own position text, read by pawnprint as it is). Given VARIANT, FILE is an Interactive
# Diagram and its one layout is compared with the engine's built-in VARIANT.
# usage: fsf_check.sh PAWNPRINT FILE DEPTH POSITIONS [FSF [VARIANT]]
set -euo pipefail
pawnprint=$1 ini=$(realpath "$2") depth=$3 positions=$4 fsf=${5:-/usr/games/fairy-stockfish} builtin=${6:-}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
"$pawnprint" import "$ini" --out "$work" >/dev/null

engine() {  # engine VARIANT COMMANDS...: the engine's output for the commands, after loading the file
  local variant=$1
  shift
  local path=""
  [ -z "$builtin" ] && path="setoption name VariantPath value $ini"
  printf '%s\nsetoption name UCI_Variant value %s\n%s\nquit\n' \
    "$path" "${builtin:-$variant}" "$(printf '%s\n' "$@")" | "$fsf" 2>/dev/null
}

fail=0 checked=0
for layout in "$work"/*.yaml; do
  variant=$(basename "$layout" .yaml)
  start=$(engine "$variant" "position startpos" "d" | sed -n 's/^Fen: //p')
  fens=("$start")
  RANDOM=$checked
  for ((i = 1; i <= positions; i++)); do
    moves=""
    for ((ply = 0; ply < 4 + 3 * i; ply++)); do
      mapfile -t legal < <(engine "$variant" "position startpos moves $moves" "go perft 1" | sed -n 's/^\([^ :]*\): 1$/\1/p')
      [ ${#legal[@]} -eq 0 ] && break
      moves+=" ${legal[RANDOM % ${#legal[@]}]}"
    done
    fens+=("$(engine "$variant" "position startpos moves $moves" "d" | sed -n 's/^Fen: //p')")
  done
  for fen in "${fens[@]}"; do
    theirs=$(engine "$variant" "position fen $fen" "go perft $depth" | sed -n 's/^Nodes searched: //p')
    ours=$("$pawnprint" perft "$layout" --fen "$fen" --depth "$depth" 2>&1 | tail -1)
    checked=$((checked + 1))
    if [ "$ours" != "$theirs" ]; then
      echo "MISMATCH $variant depth $depth: pawnprint $ours, Fairy-Stockfish $theirs: $fen"
      fail=1
    fi
  done
done
echo "$checked positions (${#fens[@]} for the last section) at depth $depth compared with Fairy-Stockfish ${builtin:+playing $builtin }loading $(basename "$ini")"
[ $fail -eq 0 ]

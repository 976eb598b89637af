#!/usr/bin/env bash
# Imports FILE.ini with pawnprint and loads the same file into ffish (Fairy-Stockfish built for
# JavaScript, which reads the newer keys and custom pieces the installed engine may not), then
# compares, for every section, the legal moves and the perft count at DEPTH from the start and
# from POSITIONS positions of seeded random play (scripts/ffish-positions, one run for every
# section). With PLIES (MIN-MAX) the games of random play run that deep and seek out promotions
# and drops (see scripts/ffish-positions), and SEEDS (default 1) runs them again from as many
# seeds. A section whose layout promotes or drops but none of whose positions had such a move
# legal fails the check, as does a missing node or ffish (scripts/install-deps installs both).
# usage: ffish_check.sh PAWNPRINT FILE DEPTH POSITIONS [PLIES [SEEDS]]
set -euo pipefail
pawnprint=$1 ini=$(realpath "$2") depth=$3 positions=$4 plies=${5:-} seeds=${6:-1}
positions_of=$(dirname "$(realpath "$0")")/../../scripts/ffish-positions
command -v node >/dev/null || { echo "node is not installed: scripts/install-deps installs it"; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
"$pawnprint" import "$ini" --out "$work" >/dev/null

# shellcheck source=tests/import/playout.sh
source "$(dirname "$(realpath "$0")")/playout.sh"
names=$(for layout in "$work"/*.yaml; do basename "$layout" .yaml; done | paste -sd,)
# The sections whose promotions (p) and drops (d) the games of random play are to reach.
seek=$(for layout in "$work"/*.yaml; do
  flags=""
  promotes "$layout" && flags+=p
  drops "$layout" && flags+=d
  if [ -n "$flags" ]; then echo "$(basename "$layout" .yaml):$flags"; fi
done | paste -sd,)
sections=$(wc -w <<<"${names//,/ }")
for ((seed = 1; seed <= seeds; seed++)); do
  status=0
  "$positions_of" "$ini" "$names" "$depth" "$positions" $((1 + (seed - 1) * sections)) ${plies:+"$plies" "$seek"} \
    >>"$work/engine" 2>"$work/err" || status=$?
  [ $status -eq 3 ] && { echo "ffish is not installed: scripts/install-deps installs it"; exit 1; }
  [ $status -ne 0 ] && { cat "$work/err"; exit 1; }
done

fail=0 checked=0 promoting=0 dropping=0
declare -A promoting_in dropping_in pawn_moving
while IFS=$'\t' read -r variant fen theirs moves; do
  layout="$work/$variant.yaml"
  checked=$((checked + 1))
  [[ " $moves" =~ \ [a-z][0-9]+[a-z][0-9]+[^0-9\ ,]( |,|$) ]] &&
    promoting=$((promoting + 1)) promoting_in[$variant]=$((${promoting_in[$variant]:-0} + 1))
  [[ $moves == *@* ]] && dropping=$((dropping + 1)) dropping_in[$variant]=$((${dropping_in[$variant]:-0} + 1))
  if [ "${promoting_in[$variant]:-0}" -eq 0 ] && [ "${pawn_moving[$variant]:-0}" -eq 0 ]; then
    # shellcheck disable=SC2086 # the moves, a word each
    [ -n "$(pawn_moves "$fen" "$(pawn_letters "$layout")" $moves)" ] && pawn_moving[$variant]=1
  fi
  ours=$("$pawnprint" perft "$layout" --fen "$fen" --depth "$depth" 2>&1 | tail -1 || true)
  our_moves=$("$pawnprint" moves "$layout" --fen "$fen" 2>&1 | grep -v '^#' | cut -d' ' -f1 | sed '/^$/d' | LC_ALL=C sort | tr '\n' ' ' || true)
  if [ "${our_moves% }" != "$moves" ]; then
    echo "MISMATCH $variant moves: pawnprint [${our_moves% }], ffish [$moves]: $fen"
    fail=1
  elif [ "$ours" != "$theirs" ]; then
    echo "MISMATCH $variant depth $depth: pawnprint $ours, ffish $theirs: $fen"
    fail=1
  fi
done < <(awk '!seen[$0]++' "$work/engine")
# A section whose layout promotes or drops is compared where it does, or the check says so.
for layout in "$work"/*.yaml; do
  variant=$(basename "$layout" .yaml)
  unreached "$layout" "${promoting_in[$variant]:-0}" "${dropping_in[$variant]:-0}" "${pawn_moving[$variant]:-0}" || fail=1
done
echo "$checked positions at depth $depth compared, moves and perft, with ffish loading $(basename "$ini");" \
  "a promotion legal in $promoting of them, a drop in $dropping"
[ $fail -eq 0 ] && [ $checked -gt 0 ]

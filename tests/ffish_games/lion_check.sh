#!/usr/bin/env bash
# Dobutsu Shogi's Lion against ffish: pawnprint's Lion is the King and never stands where it can
# be taken, while ffish, as the makers' rules do, lets it step there and lose it. Over GAMES games
# of seeded random play of up to PLIES plies (dobutsu_lion.js), pawnprint's legal moves in every
# position are exactly ffish's less those after which ffish lets the other side take the mover's
# Lion; and where ffish has no other move, pawnprint ends the game as lost for the side to move,
# as the rules end it a move later. A missing node or ffish fails the check.
# usage: lion_check.sh PAWNPRINT GAMES PLIES SEED
set -uo pipefail
pawnprint=$1 games=$2 plies=$3 seed=$4
here=$(dirname "$(realpath "$0")")
command -v node >/dev/null || { echo "node is not installed: scripts/install-deps installs it"; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

status=0
"$here/dobutsu_lion.js" "$games" "$plies" "$seed" >"$work/lists" 2>"$work/err" || status=$?
[ $status -eq 3 ] && { echo "ffish is not installed: scripts/install-deps installs it"; exit 1; }
[ $status -ne 0 ] && { cat "$work/err"; exit 1; }

fail=0 positions=0 refused=0 cornered=0
while IFS='|' read -r fen theirs losing; do
  "$pawnprint" moves dobutsu --fen "$fen" >"$work/ours" 2>&1
  ours=$(grep -v '^#' "$work/ours" | cut -d' ' -f1 | LC_ALL=C sort | paste -sd' ')
  positions=$((positions + 1)) refused=$((refused + losing))
  if [ "$ours" != "$theirs" ]; then
    echo "MISMATCH $fen: pawnprint [$ours], ffish less the Lion's losses [$theirs]"
    fail=1
  fi
  if [ -z "$theirs" ] && [ "$losing" -gt 0 ]; then
    cornered=$((cornered + 1))
    winner=$([ "$(cut -d' ' -f2 <<<"$fen")" = w ] && echo black || echo white)
    grep -q "^# .*, $winner wins$" "$work/ours" || { echo "$fen: only moves that lose the Lion, pawnprint: $(cat "$work/ours")"; fail=1; }
  fi
done <"$work/lists"
echo "$positions positions compared with ffish; $refused moves ffish allows lose the Lion, none of them pawnprint's; positions with no other move: $cornered"
[ $fail -eq 0 ] && [ $positions -gt 0 ] && [ $refused -gt 0 ] && [ $cornered -gt 0 ]

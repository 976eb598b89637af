#!/usr/bin/env bash
# Reads RECORD (KIF, KI2 or CSA, UTF-8) with pawnprint and with tsshogi and compares the position
# after every ply: the board, the side to move and the hands. A missing node or tsshogi fails.
# usage: tsshogi_check.sh PAWNPRINT RECORD [--variation N] [--start SFEN] [--rest HAND]
#                         [--moves LAYOUT [--perft N]]
#   --variation goes to both readers; --start (the hand-written start of a handicap tsshogi
#   does not name) to tsshogi only, and so does --rest: the hand a BOD's 残り全部 stands for,
#   worked out by hand (tsshogi reads no 残り全部). --moves also compares the legal moves of every
#   position, `pawnprint moves LAYOUT` against those tsshogi allows (tsshogi_moves.mjs), and
#   --perft the number of paths N plies deep from the record's start.
set -euo pipefail
pawnprint=$1 record=$2
shift 2
ours_args=() theirs_args=() rest="" layout="" depth=""
while [ $# -gt 0 ]; do
  case $1 in
    --variation) ours_args+=(--variation "$2") theirs_args+=(--variation "$2") ;;
    --start) theirs_args+=(--start "$2") ;;
    --rest) rest=$2 ;;
    --moves) layout=$2 ;;
    --perft) depth=$2 ;;
    *) echo "unknown option $1"; exit 1 ;;
  esac
  shift 2
done
here=$(dirname "$(realpath "$0")")
command -v node >/dev/null || { echo "node is not installed: scripts/install-deps installs it"; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
theirs_record=$record
if [ -n "$rest" ]; then
  theirs_record=$work/$(basename "$record")
  sed "s/残り全部/$rest/" "$record" >"$theirs_record"
fi
node "$here/tsshogi_positions.mjs" "$theirs_record" "${theirs_args[@]}" >"$work/theirs"
"$pawnprint" game "$record" --fens "${ours_args[@]}" >"$work/fen"
node "$here/tsshogi_positions.mjs" --fen <"$work/fen" >"$work/ours"
plies=$(($(wc -l <"$work/theirs") - 1))
if ! diff "$work/theirs" "$work/ours" >"$work/diff"; then
  echo "$(basename "$record"): pawnprint and tsshogi differ (< tsshogi, > pawnprint):"
  head -20 "$work/diff"
  exit 1
fi
[ "$plies" -gt 0 ] || { echo "$(basename "$record"): no moves read"; exit 1; }
if [ -n "$layout" ]; then
  total=0 ply=0
  while read -r fen; do
    node "$here/tsshogi_moves.mjs" "$fen" >"$work/theirs-moves"
    "$pawnprint" moves "$layout" --fen "$fen" | node "$here/tsshogi_moves.mjs" --ours >"$work/our-moves"
    if ! diff "$work/theirs-moves" "$work/our-moves" >"$work/diff"; then
      echo "$(basename "$record"): ply $ply ($fen): legal moves differ (< tsshogi, > pawnprint):"
      head -20 "$work/diff"
      exit 1
    fi
    total=$((total + $(grep -c . "$work/our-moves" || true)))
    ply=$((ply + 1))
  done <"$work/fen"
  echo "$(basename "$record"): $total legal moves over its positions, each as tsshogi allows it"
fi
if [ -n "$layout" ] && [ -n "$depth" ]; then
  start=$(head -1 "$work/fen")
  theirs=$(node "$here/tsshogi_moves.mjs" "$start" --perft "$depth")
  ours=$("$pawnprint" perft "$layout" --fen "$start" --depth "$depth")
  [ "$theirs" = "$ours" ] || { echo "$(basename "$record"): perft $depth from the start: tsshogi $theirs, pawnprint $ours"; exit 1; }
  echo "$(basename "$record"): perft $depth from the start $ours, as tsshogi counts it"
fi
echo "$(basename "$record"): $plies plies, every position as tsshogi reads it"

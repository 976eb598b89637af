#!/usr/bin/env bash
# Reads RECORD (KIF or KI2, UTF-8) with pawnprint and with tsshogi and compares the position
# after every ply: the board, the side to move and the hands. A missing node or tsshogi fails.
# usage: tsshogi_check.sh PAWNPRINT RECORD [--variation N] [--start SFEN]
#   --variation goes to both readers; --start (the hand-written start of a handicap tsshogi
#   does not name) to tsshogi only.
set -euo pipefail
pawnprint=$1 record=$2
shift 2
ours_args=() theirs_args=()
while [ $# -gt 0 ]; do
  case $1 in
    --variation) ours_args+=(--variation "$2") theirs_args+=(--variation "$2") ;;
    --start) theirs_args+=(--start "$2") ;;
    *) echo "unknown option $1"; exit 1 ;;
  esac
  shift 2
done
here=$(dirname "$(realpath "$0")")
command -v node >/dev/null || { echo "node is not installed: scripts/install-deps installs it"; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
node "$here/tsshogi_positions.mjs" "$record" "${theirs_args[@]}" >"$work/theirs"
"$pawnprint" game "$record" --fens "${ours_args[@]}" >"$work/fen"
node "$here/tsshogi_positions.mjs" --fen <"$work/fen" >"$work/ours"
plies=$(($(wc -l <"$work/theirs") - 1))
if ! diff "$work/theirs" "$work/ours" >"$work/diff"; then
  echo "$(basename "$record"): pawnprint and tsshogi differ (< tsshogi, > pawnprint):"
  head -20 "$work/diff"
  exit 1
fi
[ "$plies" -gt 0 ] || { echo "$(basename "$record"): no moves read"; exit 1; }
echo "$(basename "$record"): $plies plies, every position as tsshogi reads it"

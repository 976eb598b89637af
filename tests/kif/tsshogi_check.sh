#!/usr/bin/env bash
# Reads each RECORD (KIF, KI2 or CSA, UTF-8) with pawnprint and with tsshogi and compares the
# position after every ply: the board, the side to move and the hands. A record whose extension
# means Shift_JIS (.kif, .ki2, .csa) and that declares no encoding is also given to pawnprint as
# its players' programs save it: in Shift_JIS (CP932) and EUC-JP, made here with iconv, and with
# a UTF-8 byte-order mark; each must read to the same positions. A missing node or tsshogi fails.
# usage: tsshogi_check.sh PAWNPRINT RECORD[:GAME]... [--variation N] [--start SFEN] [--rest HAND]
#                         [--moves LAYOUT [--perft N]]
#   GAME picks one of a CSA file's games (from 1). --variation goes to both readers; --start (the
#   hand-written start of a handicap tsshogi does not name) to tsshogi only, and so does --rest:
#   the hand a BOD's 残り全部 stands for, worked out by hand (tsshogi reads no 残り全部). --moves
#   also compares the legal moves of every position, `pawnprint moves LAYOUT` against those
#   tsshogi allows (tsshogi_moves.mjs), and --perft the number of paths N plies deep from the
#   record's start.
set -euo pipefail
pawnprint=$1
shift
records=()
while [ $# -gt 0 ] && [[ $1 != --* ]]; do
  records+=("$1")
  shift
done
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
[ ${#records[@]} -gt 0 ] || { echo "no record given"; exit 1; }
here=$(dirname "$(realpath "$0")")
command -v node >/dev/null || { echo "node is not installed: scripts/install-deps installs it"; exit 1; }
command -v iconv >/dev/null || { echo "iconv is not installed"; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# The record's copies as players' programs save it, where its extension means Shift_JIS.
copies_of() {
  local record=$1 name
  name=$(basename "$record")
  echo "$record"
  case ${name,,} in *.kif | *.ki2 | *.csa) ;; *) return ;; esac
  grep -q 'encoding=' "$record" && return
  mkdir -p "$work/cp932" "$work/euc" "$work/bom"
  iconv -f UTF-8 -t CP932 "$record" >"$work/cp932/$name"
  iconv -f UTF-8 -t EUC-JP "$record" >"$work/euc/$name"
  { printf '\xef\xbb\xbf'; cat "$record"; } >"$work/bom/$name"
  printf '%s\n' "$work/cp932/$name" "$work/euc/$name" "$work/bom/$name"
}

for arg in "${records[@]}"; do
  record=${arg%%:*} game=1
  [[ $arg == *:* ]] && game=${arg##*:}
  name=$(basename "$record")
  theirs_record=$record
  if [ -n "$rest" ]; then
    theirs_record=$work/$name
    sed "s/残り全部/$rest/" "$record" >"$theirs_record"
  fi
  node "$here/tsshogi_positions.mjs" "$theirs_record" --game "$game" "${theirs_args[@]}" >"$work/theirs"
  plies=$(($(wc -l <"$work/theirs") - 1))
  [ "$plies" -gt 0 ] || { echo "$name: no moves read"; exit 1; }
  forms=0
  while read -r copy; do
    forms=$((forms + 1))
    "$pawnprint" game "$copy" --game "$game" --fens "${ours_args[@]}" >"$work/fen"
    node "$here/tsshogi_positions.mjs" --fen <"$work/fen" >"$work/ours"
    if ! diff "$work/theirs" "$work/ours" >"$work/diff"; then
      echo "$copy (game $game): pawnprint and tsshogi differ (< tsshogi, > pawnprint):"
      head -20 "$work/diff"
      exit 1
    fi
  done < <(copies_of "$record")
  echo "$name (game $game): $plies plies, every position as tsshogi reads it, in $forms form(s) of the file"
  if [ -n "$layout" ]; then
    total=0 ply=0
    while read -r fen; do
      node "$here/tsshogi_moves.mjs" "$fen" >"$work/theirs-moves"
      "$pawnprint" moves "$layout" --fen "$fen" | node "$here/tsshogi_moves.mjs" --ours >"$work/our-moves"
      if ! diff "$work/theirs-moves" "$work/our-moves" >"$work/diff"; then
        echo "$name: ply $ply ($fen): legal moves differ (< tsshogi, > pawnprint):"
        head -20 "$work/diff"
        exit 1
      fi
      total=$((total + $(grep -c . "$work/our-moves" || true)))
      ply=$((ply + 1))
    done <"$work/fen"
    echo "$name: $total legal moves over its positions, each as tsshogi allows it"
  fi
  if [ -n "$layout" ] && [ -n "$depth" ]; then
    start=$(head -1 "$work/fen")
    theirs=$(node "$here/tsshogi_moves.mjs" "$start" --perft "$depth")
    ours=$("$pawnprint" perft "$layout" --fen "$start" --depth "$depth")
    [ "$theirs" = "$ours" ] || { echo "$name: perft $depth from the start: tsshogi $theirs, pawnprint $ours"; exit 1; }
    echo "$name: perft $depth from the start $ours, as tsshogi counts it"
  fi
done

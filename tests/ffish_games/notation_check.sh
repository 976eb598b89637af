#!/usr/bin/env bash
# pawnprint's SAN and WXF against ffish's (Fairy-Stockfish built for JavaScript), the engine
# writing them independently, over GAMES games of seeded random play of up to PLIES plies
# (ffish_walks.js): with san, every legal move of every position as `moves --san` writes it is
# the engine's SAN (check marks aside); with wxf, every move of each game as `game --notation wxf`
# writes it under its diagram is the engine's WXF, its tandem pieces as the WXF's rules write them
# ('.' and '=' alike); and either way pawnprint
# reads each game as the engine wrote it into the engine's positions (check.sh). read:NOTATION
# (read:san, read:hodges, read:hodges-number) only reads the games back: for Kyoto Shogi, which
# pawnprint writes with its own letters, as pychess-variants' SAN and Hodges's turnings write it.
# A missing node or ffish fails the check.
# usage: notation_check.sh PAWNPRINT LAYOUT VARIANT [read:]san|wxf|hodges|hodges-number GAMES PLIES SEED
set -uo pipefail
pawnprint=$1 layout=$2 variant=$3 notation=$4 games=$5 plies=$6 seed=$7
here=$(dirname "$(realpath "$0")")
command -v node >/dev/null || { echo "node is not installed: scripts/install-deps installs it"; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

read_only=0
[[ $notation == read:* ]] && read_only=1 notation=${notation#read:}
status=0
"$here/ffish_walks.js" "$variant" "$notation" "$games" "$plies" "$seed" "$work" >"$work/lists" 2>"$work/err" || status=$?
[ $status -eq 3 ] && { echo "ffish is not installed: scripts/install-deps installs it"; exit 1; }
[ $status -ne 0 ] && { cat "$work/err"; exit 1; }

fail=0 compared=0
if [ $read_only -eq 1 ]; then
  compared=$(find "$work" -name 'walk-*.pgn' | wc -l)
elif [ "$notation" = san ]; then
  while IFS=$'\t' read -r fen theirs; do
    ours=$("$pawnprint" moves "$layout" --fen "$fen" --san 2>&1 | grep -v '^#' | cut -d' ' -f1 | sed 's/[+#]*$//' |
      sed '/^$/d' | LC_ALL=C sort | paste -sd' ')
    theirs=$(tr ' ' '\n' <<<"$theirs" | LC_ALL=C sort | paste -sd' ')
    compared=$((compared + 1))
    if [ "$ours" != "$theirs" ]; then
      echo "MISMATCH SAN of $fen: pawnprint [$ours], ffish [$theirs]"
      fail=1
    fi
  done <"$work/lists"
  echo "$compared positions' legal moves compared in SAN with ffish's"
elif [ "$notation" = wxf ]; then
  for record in "$work"/walk-*.pgn; do
    name=$(basename "$record" .pgn)
    theirs=$(tr '=' '.' <"${record%.pgn}.wxf")
    count=$(wc -l <<<"$theirs")
    if ! "$pawnprint" game "$record" --layout "$layout" --notation wxf --format svg --plies "$(seq -s, 1 "$count")" \
      --out "$work/sheets" -q 2>"$work/err"; then
      echo "$name: pawnprint: $(cat "$work/err")"
      fail=1
      continue
    fi
    ours=$(for svg in "$work/sheets/$name/$name"-ply-*.svg; do
      grep -o '<text class="caption"[^>]*>[^<]*</text>' "$svg" | sed 's/<[^>]*>//g; s/^[0-9]*\.\(\.\.\)\? //'
    done | tr '=' '.')
    compared=$((compared + count))
    if [ "$ours" != "$theirs" ]; then
      echo "MISMATCH WXF of $name: $(diff <(echo "$theirs") <(echo "$ours") | grep '^[<>]' | head -4 | paste -sd' ')"
      fail=1
    fi
  done
  echo "$compared moves written in WXF compared with ffish's"
else
  echo "pawnprint does not write $notation: give read:$notation"
  exit 1
fi
# And each game read back by pawnprint as the engine wrote it.
"$here/check.sh" "$pawnprint" "$work"/walk-*.pgn || fail=1
[ $fail -eq 0 ] && [ $compared -gt 0 ]

#!/usr/bin/env bash
# Reads each Shogi record given (UTF-8, written for the tests) with pawnprint (`game --fens`) and
# with npm's tsshogi (tests/engine/tsshogi_positions.mjs), and compares the position at the
# start and after every ply. A record that declares no encoding is also given to pawnprint as
# its players' programs save it: in Shift_JIS (CP932) and EUC-JP, made here with iconv, and with
# a UTF-8 byte-order mark; each must read to the same positions. A missing node or tsshogi fails.
# usage: tsshogi_check.sh PAWNPRINT RECORD[:GAME]...
set -euo pipefail
pawnprint=$1
shift
here=$(dirname "$(realpath "$0")")
command -v node >/dev/null || { echo "node is not installed: the records cannot be checked"; exit 1; }
command -v iconv >/dev/null || { echo "iconv is not installed"; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# pawnprint's FENs as "placement[hands] side", the hands' letters sorted.
normal() {
  while read -r placement side _; do
    local board=${placement%%[*} hand=${placement#*[}
    hand=${hand%]}
    printf '%s[%s] %s\n' "$board" "$(printf '%s' "$hand" | fold -w1 | LC_ALL=C sort | tr -d '\n')" "$side"
  done
}

fail=0 plies=0
for arg in "$@"; do
  record=${arg%%:*} game=1
  [[ $arg == *:* ]] && game=${arg##*:}
  name=$(basename "$record")
  node "$here/../engine/tsshogi_positions.mjs" "$record" "$game" >"$work/theirs" || { fail=1; continue; }
  copies=("$record")
  if ! grep -q 'encoding=' "$record"; then
    mkdir -p "$work/cp932" "$work/euc" "$work/bom"
    iconv -f UTF-8 -t CP932 "$record" >"$work/cp932/$name"
    iconv -f UTF-8 -t EUC-JP "$record" >"$work/euc/$name"
    { printf '\xef\xbb\xbf'; cat "$record"; } >"$work/bom/$name"
    copies+=("$work/cp932/$name" "$work/euc/$name" "$work/bom/$name")
  fi
  for copy in "${copies[@]}"; do
    if ! "$pawnprint" game "$copy" --game "$game" --fens >"$work/raw" 2>"$work/err"; then
      echo "MISMATCH $copy (game $game): pawnprint refused it: $(cat "$work/err")"
      fail=1
      continue
    fi
    normal <"$work/raw" >"$work/ours"
    if ! diff "$work/theirs" "$work/ours" >"$work/diff"; then
      echo "MISMATCH $copy (game $game): tsshogi (<) and pawnprint (>) differ:"
      cat "$work/diff"
      fail=1
    fi
  done
  plies=$((plies + $(wc -l <"$work/theirs") - 1))
done
echo "$# records, $plies plies compared with tsshogi, each in UTF-8 and as its players' programs save it"
[ $fail -eq 0 ] && [ $plies -gt 0 ]

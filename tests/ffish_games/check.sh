#!/usr/bin/env bash
# Plays each RECORD with pawnprint (`game --fens`) and with ffish (scripts/ffish-game, the engine
# reading the same PGN by its own SAN), and compares the position after every ply: the pieces,
# the hands (their letters sorted), the side to move and the checks left. Grand Chess's Marshall
# and Cardinal are the engine's C and A, pawnprint's M and C, and Shatar's Bers its J,
# pawnprint's Q. RECORD=REFERENCE compares pawnprint's reading of RECORD (Chinese notation, a
# DhtmlXQ page, lichess's FEN) with the engine's of the same game in REFERENCE. A missing node or
# ffish fails the check: a comparison not made is no pass (scripts/install-deps installs both).
# usage: check.sh PAWNPRINT RECORD[=REFERENCE]...
set -uo pipefail
pawnprint=$1
shift
here=$(dirname "$(realpath "$0")")
command -v node >/dev/null || { echo "node is not installed: scripts/install-deps installs it"; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

fields() { "$here/../../scripts/fen-fields"; }

fail=0 plies=0
for pair in "$@"; do
  record=${pair%%=*} reference=${pair#*=}
  status=0
  "$here/../../scripts/ffish-game" "$reference" >"$work/engine" 2>"$work/err" || status=$?
  [ $status -eq 3 ] && { echo "ffish is not installed: scripts/install-deps installs it"; exit 1; }
  [ $status -ne 0 ] && { cat "$work/err"; fail=1; continue; }
  if ! "$pawnprint" game "$record" --fens >"$work/ours" 2>"$work/err"; then
    echo "$(basename "$record"): pawnprint: $(cat "$work/err")"
    fail=1
    continue
  fi
  # The engine's letters where the layout's differ.
  case $(sed -n 's/^\[Variant "\(.*\)"\]/\1/p' "$record") in
    Grand*) tr 'caCA' 'mcMC' <"$work/engine" >"$work/mapped" && mv "$work/mapped" "$work/engine" ;;
    Shatar) tr 'jJ' 'qQ' <"$work/engine" >"$work/mapped" && mv "$work/mapped" "$work/engine" ;;
  esac
  fields <"$work/engine" >"$work/theirs.f" && fields <"$work/ours" >"$work/ours.f" || { fail=1; continue; }
  [ -s "$work/ours.f" ] || { echo "$(basename "$record"): no positions"; fail=1; continue; }
  if ! diff -q "$work/theirs.f" "$work/ours.f" >/dev/null; then
    line=$(diff "$work/theirs.f" "$work/ours.f" | head -1 | sed 's/[^0-9].*//')
    echo "MISMATCH $(basename "$record") after ply $((line - 1)): ffish $(sed -n "${line}p" "$work/theirs.f"), pawnprint $(sed -n "${line}p" "$work/ours.f")"
    fail=1
  fi
  plies=$((plies + $(wc -l <"$work/ours.f") - 1))
done
echo "$# records, $plies plies compared with ffish position by position"
[ $fail -eq 0 ]

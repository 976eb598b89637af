#!/usr/bin/env bash
# Imports FILE.ini with pawnprint and loads the same file into Fairy-Stockfish, then compares
# perft for every section: from the start and from positions the engine reaches by seeded random
# play (its own position text, read by pawnprint as it is). Given VARIANT, FILE is an Interactive
# Diagram and its one layout is compared with the engine's built-in VARIANT. PLIES (MIN-MAX) sets
# how long the games of random play run, spread evenly over the POSITIONS; play takes a
# promotion whenever one is legal and three times in four moves the mover's most advanced pawn, which
# gets games to their promotions, and each game gives, besides its last position, the first where
# a promotion is legal, the one just after it and the first where a drop is legal, so what only
# comes late in a game is compared too. A section whose layout promotes or drops but none of
# whose positions had such a move legal, after up to 8 more games of twice MAX plies played to
# find one, fails the check, as does a missing engine.
# One engine process answers every question: starting one costs more than most of its answers.
# usage: fsf_check.sh PAWNPRINT FILE DEPTH POSITIONS PLIES [FSF [VARIANT]]
set -euo pipefail
pawnprint=$1 ini=$(realpath "$2") depth=$3 positions=$4 plies=$5 fsf=${6:-/usr/games/fairy-stockfish} builtin=${7:-}
[ -x "$fsf" ] || { echo "Fairy-Stockfish is not installed ($fsf): scripts/install-deps installs it"; exit 1; }
[[ $plies =~ ^([0-9]+)-([0-9]+)$ ]] || { echo "PLIES: '$plies' is not MIN-MAX"; exit 1; }
low=${BASH_REMATCH[1]} high=${BASH_REMATCH[2]}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
"$pawnprint" import "$ini" --out "$work" >/dev/null

coproc ENGINE { "$fsf" 2>/dev/null; }
[ -z "$builtin" ] && printf 'setoption name VariantPath value %s\n' "$ini" >&"${ENGINE[1]}"

# ask LAST COMMANDS...: sends the commands, then sets `reply` to the engine's lines up to the
# first that starts with LAST (what the last command prints at its end).
reply=()
ask() {
  local last=$1 line
  shift
  printf '%s\n' "$@" >&"${ENGINE[1]}"
  reply=()
  while IFS= read -r line <&"${ENGINE[0]}"; do
    reply+=("$line")
    [[ $line == "$last"* ]] && return 0
  done
  echo "Fairy-Stockfish ended before answering: $*" >&2
  exit 1
}
fen_of() {  # fen_of MOVES: the position text after the moves from the start
  ask "Checkers:" "position startpos moves $1" "d"
  printf '%s\n' "${reply[@]}" | sed -n 's/^Fen: //p'
}

# shellcheck source=tests/import/playout.sh
source "$(dirname "$(realpath "$0")")/playout.sh"
fail=0 checked=0 promoting=0 dropping=0 extra_games=8
for layout in "$work"/*.yaml; do
  variant=$(basename "$layout" .yaml)
  printf 'setoption name UCI_Variant value %s\n' "${builtin:-$variant}" >&"${ENGINE[1]}"
  fens=("$(fen_of "")")
  RANDOM=$checked
  seeks_promotion=0 seeks_drop=0 pawns=$(pawn_letters "$layout")
  promotes "$layout" && seeks_promotion=1
  drops "$layout" && seeks_drop=1
  for ((i = 1; i <= positions + extra_games; i++)); do
    # Past the POSITIONS games, more of twice the longest only while the layout's promotions or
    # drops are still to be reached.
    ((i <= positions || seeks_promotion || seeks_drop)) || break
    moves="" promoted=0 dropped=0
    length=$((i > positions ? 2 * high : positions > 1 ? low + (high - low) * (i - 1) / (positions - 1) : high))
    for ((ply = 0; ply < length; ply++)); do
      ask "Nodes searched:" "position startpos moves $moves" "go perft 1"
      mapfile -t legal < <(printf '%s\n' "${reply[@]}" | sed -n 's/^\([^ :]*\): 1$/\1/p')
      [ ${#legal[@]} -eq 0 ] && break
      mapfile -t promotions < <(printf '%s\n' "${legal[@]}" | grep -E '^[a-z][0-9]+[a-z][0-9]+[^0-9]$' || true)
      if [ $dropped -eq 0 ] && printf '%s\n' "${legal[@]}" | grep -q @; then
        fens+=("$(fen_of "$moves")") dropped=1 seeks_drop=0
      fi
      if [ ${#promotions[@]} -gt 0 ]; then
        seeks_promotion=0
        [ $promoted -eq 0 ] && fens+=("$(fen_of "$moves")")
        moves+=" ${promotions[RANDOM % ${#promotions[@]}]}"
        [ $promoted -eq 0 ] && fens+=("$(fen_of "$moves")")
        promoted=1
      else
        # Three times in four the most advanced pawn moves, so that games reach a promotion.
        pushes=()
        ((RANDOM % 4)) && mapfile -t pushes < <(pawn_moves "$(fen_of "$moves")" "$pawns" "${legal[@]}")
        if [ ${#pushes[@]} -gt 0 ]; then
          moves+=" ${pushes[RANDOM % ${#pushes[@]}]}"
        else
          moves+=" ${legal[RANDOM % ${#legal[@]}]}"
        fi
      fi
    done
    fens+=("$(fen_of "$moves")")
  done
  mapfile -t fens < <(printf '%s\n' "${fens[@]}" | awk '!seen[$0]++')
  section_promoting=$promoting section_dropping=$dropping
  for fen in "${fens[@]}"; do
    ask "Nodes searched:" "position fen $fen" "go perft $depth"
    theirs=$(printf '%s\n' "${reply[@]}" | sed -n 's/^Nodes searched: //p')
    ours=$("$pawnprint" perft "$layout" --fen "$fen" --depth "$depth" 2>&1 | tail -1)
    checked=$((checked + 1))
    printf '%s\n' "${reply[@]}" | grep -qE '^[a-z][0-9]+[a-z][0-9]+[^0-9:]: ' && promoting=$((promoting + 1))
    printf '%s\n' "${reply[@]}" | grep -q '^[^ ]*@[^ ]*: ' && dropping=$((dropping + 1))
    if [ "$ours" != "$theirs" ]; then
      echo "MISMATCH $variant depth $depth: pawnprint $ours, Fairy-Stockfish $theirs: $fen"
      fail=1
    fi
  done
  # A section whose layout promotes or drops is compared where it does, or the check says so.
  unreached "$layout" $((promoting - section_promoting)) $((dropping - section_dropping)) || fail=1
done
echo quit >&"${ENGINE[1]}"
echo "$checked positions (${#fens[@]} for the last section) at depth $depth compared with Fairy-Stockfish" \
  "${builtin:+playing $builtin }loading $(basename "$ini"), from games of random play $low to $high plies long;" \
  "a promotion legal in $promoting of them, a drop in $dropping"
[ $fail -eq 0 ] && [ $checked -gt 0 ]

# shellcheck shell=bash
# What fsf_check.sh and ffish_check.sh share about their games of random play. Sourced.

# pawn_moves FEN PAWNS MOVES...: of the legal MOVES (the engine's, e2e4), those of the mover's
# most advanced pawn, PAWNS being the layout's pawn letters in upper case (P): pushing one pawn on
# takes a game to a promotion in a few moves, where moves picked at random seldom get one there
# within 60 plies.
pawn_moves() {
  local fen=$1 pawns=$2
  shift 2
  printf '%s\n' "$@" | awk -v fen="$fen" -v pawns="$pawns" '
    function piece_at(square,   f, r, row, x, i, c, n, p) {
      f = index("abcdefghijklmnopqrstuvwxyz", substr(square, 1, 1)) - 1
      r = substr(square, 2) + 0
      if (r < 1 || r > rows) return ""
      row = board[rows - r + 1]
      x = 0
      for (i = 1; i <= length(row); ) {
        c = substr(row, i, 1)
        if (c ~ /[0-9]/) {
          n = 0
          while (i <= length(row) && substr(row, i, 1) ~ /[0-9]/) { n = n * 10 + substr(row, i, 1); i++ }
          x += n
          continue
        }
        p = c; i++
        if (c == "+") { p = c substr(row, i, 1); i++ }
        if (substr(row, i, 1) == "~") i++
        if (x == f) return p
        x++
      }
      return ""
    }
    BEGIN {
      split(fen, fields, " ")
      placement = fields[1]
      sub(/\[.*/, "", placement)
      rows = split(placement, board, "/")
      black = fields[2] == "b"
      best = -1
    }
    match($0, /^[a-z][0-9]+/) {
      from = substr($0, 1, RLENGTH)
      if (substr($0, RLENGTH + 1, RLENGTH) == from) next  # a pass (a2a2) is no advance
      p = piece_at(from)
      if (length(p) != 1 || index(pawns, toupper(p)) == 0 || (p == toupper(p)) == black) next
      rank = substr(from, 2) + 0
      ahead = black ? rows + 1 - rank : rank
      if (ahead > best) { best = ahead; n = 0 }
      if (ahead == best) chosen[++n] = $0
    }
    END { for (i = 1; i <= n; i++) print chosen[i] }'
}

# pawn_letters LAYOUT: the letters of the layout's pawns (P).
pawn_letters() { sed -n 's/^  \([A-Z]\): {.*pawn: true.*/\1/p' "$1" | tr -d '\n'; }

# promotes LAYOUT: whether the imported layout has pieces that promote: promoted forms (+X), or
# pawns in its setup where a rule names what they become. drops LAYOUT: whether it drops.
promotes() {
  grep -qE '^  promotion:' "$1" || return 1
  grep -qE '^  \+[A-Z]:' "$1" && return 0
  local pawns
  pawns=$(pawn_letters "$1")
  [ -n "$pawns" ] && sed -n 's/^setup: *"\{0,1\}\([^ ]*\).*/\1/p' "$1" | grep -qi "[$pawns]"
}
drops() { grep -qE '^  drops:' "$1" && ! grep -qE '^  drops:.*drop: false' "$1"; }

# unreached LAYOUT PROMOTING DROPPING [PAWN_MOVING]: fails, saying so, where the imported LAYOUT
# promotes or drops but none of its compared positions had such a move legal: its keys for them
# would then go unchecked however many positions agreed. PAWN_MOVING, the positions where a pawn
# had a move, 0 excuses a pawn's promotion never reached (pawns that meet head-on at the start).
unreached() {
  local layout=$1 promoting=$2 dropping=$3 pawn_moving=${4:-1} name status=0
  name=$(basename "$layout" .yaml)
  if [ "$promoting" -eq 0 ] && promotes "$layout" && { [ "$pawn_moving" -gt 0 ] || grep -qE '^  \+[A-Z]:' "$layout"; }; then
    echo "UNREACHED $name promotes, but no position compared had a promotion legal"
    status=1
  fi
  if [ "$dropping" -eq 0 ] && drops "$layout"; then
    echo "UNREACHED $name drops, but no position compared had a drop legal"
    status=1
  fi
  return $status
}

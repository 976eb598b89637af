#!/usr/bin/env bash
# Every handicap of Kifu for Windows as a KIF's 手合割, read by pawnprint and by tsshogi and
# compared at every ply (tsshogi_check.sh). tsshogi does not name five of them; for those it is
# given the start this file writes out, from Kifu for Windows' definitions: the handicap giver
# (上手, Gote) leaves out the pieces named, 左 and 右 from its own seat.
# usage: handicaps.sh PAWNPRINT
set -euo pipefail
pawnprint=$1
here=$(dirname "$(realpath "$0")")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
sente=ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL
declare -A start=(
  [三枚落ち]="lnsgkgsn1/9/$sente w - 1"   # Rook, Bishop, left Lance
  [五枚落ち]="2sgkgsn1/9/$sente w - 1"    # and the right Lance and Knight
  [左五枚落ち]="1nsgkgs2/9/$sente w - 1"  # both Lances, the left Knight
  [左七枚落ち]="2sgkg3/9/$sente w - 1"    # both Lances and Knights, the left Silver
  [右七枚落ち]="3gkgs2/9/$sente w - 1"    # both Lances and Knights, the right Silver
)
checked=0
for name in 香落ち 右香落ち 角落ち 飛車落ち 飛香落ち 二枚落ち 三枚落ち 四枚落ち 五枚落ち 左五枚落ち 六枚落ち \
  左七枚落ち 右七枚落ち 八枚落ち 十枚落ち; do
  # Moves every handicap allows: the giver moves first; the Bishop's capture on 2b is a plain
  # move where the giver has no Bishop.
  cat >"$work/$name.kifu" <<KIF
手合割：$name　
上手：Giver
下手：Taker
手数----指手---------消費時間--
   1 ３四歩(33)
   2 ７六歩(77)
   3 ４二玉(51)
   4 ２二角成(88)
   5 ５二玉(42)
   6 ３三馬(22)
   7 投了
KIF
  options=()
  [ -n "${start[$name]:-}" ] && options=(--start "${start[$name]}")
  "$here/tsshogi_check.sh" "$pawnprint" "$work/$name.kifu" "${options[@]}"
  checked=$((checked + 1))
done
echo "$checked handicaps read as tsshogi reads them"
[ "$checked" -eq 15 ]

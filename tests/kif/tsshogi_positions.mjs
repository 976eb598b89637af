#!/usr/bin/env node
// The position after every ply of a KIF or KI2 record as tsshogi (npm, tests/engine) reads it,
// one `PLY PLACEMENT SIDE HAND` line each from ply 0: SIDE sente or gote to move, HAND the
// pieces in hand as single letters sorted (Sente's upper case), `-` for none.
//   tsshogi_positions.mjs RECORD [--game G] [--variation N[.K]] [--start SFEN]
// RECORD is UTF-8; .ki2 and .ki2u read as KI2, .csa as CSA, anything else as KIF. --game picks the
// G-th game (from 1) of a CSA file holding several, a line `/` between two. --variation follows the
// K-th (default first) 変化 leaving at ply N instead of the main line. --start gives the start
// position in SFEN, as a BOD board in place of the record's 手合割 line, for the handicaps
// tsshogi does not name.
//   tsshogi_positions.mjs --fen < LINES
// turns pawnprint's `game --fens` lines (a FEN a line, the start first) into the same form.
// Exit 3 when tsshogi cannot be loaded.
import { readFileSync } from "node:fs";
import { loadTsshogi } from "./tsshogi_load.mjs";

const sortedHand = (letters) => (letters.length ? [...letters].sort().join("") : "-");

function fromSfen(sfen) {
  const [placement, side, hand] = sfen.split(" ");
  let letters = "";
  let count = "";
  for (const c of hand === "-" ? "" : hand) {
    if (/[0-9]/.test(c)) count += c;
    else letters += c.repeat(count ? Number(count) : 1), (count = "");
  }
  return `${placement} ${side === "b" ? "sente" : "gote"} ${sortedHand(letters)}`;
}

// pawnprint's FEN: SFEN's placement with the hands in brackets, `w` for Sente (the first side).
function fromFen(fen) {
  const [board, side] = fen.split(" ");
  const open = board.indexOf("[");
  const placement = open < 0 ? board : board.slice(0, open);
  const hand = open < 0 ? "" : board.slice(open + 1, board.indexOf("]"));
  return `${placement} ${side === "w" ? "sente" : "gote"} ${sortedHand(hand)}`;
}

const args = process.argv.slice(2);
if (args[0] === "--fen") {
  const lines = readFileSync(0, "utf8").split("\n").filter((l) => l.trim());
  lines.forEach((line, ply) => console.log(`${ply} ${fromFen(line)}`));
  process.exit(0);
}

const tsshogi = loadTsshogi();

const file = args[0];
const option = (name) => (args.indexOf(name) > 0 ? args[args.indexOf(name) + 1] : undefined);
let text = readFileSync(file, "utf8");
if (/\.csa$/.test(file)) text = text.split(/\r?\n\/\r?\n/)[Number(option("--game") || 1) - 1] ?? "";
const start = option("--start");
if (start) {
  const board = tsshogi.exportBOD(tsshogi.Record.newByUSI(`sfen ${start}`));
  text = text.replace(/^手合割：.*$/m, board.replace(/手数＝.*\n?/, "").trimEnd());
}
const record = /\.ki2u?$/.test(file)
  ? tsshogi.importKI2(text)
  : /\.csa$/.test(file)
    ? tsshogi.importCSA(text)
    : tsshogi.importKIF(text);
if (record instanceof Error) {
  console.error(`tsshogi: ${file}: ${record.message}`);
  process.exit(1);
}

// The node the line starts from: the first, or the K-th branch leaving at ply N.
let node = record.first;
const variation = option("--variation");
if (variation) {
  const [ply, nth] = variation.split(".").map(Number);
  const found = [];
  record.forEach((n) => {
    if (n.ply === ply && !n.isFirstBranch) found.push(n);
  });
  node = found[(nth || 1) - 1];
  if (!node) {
    console.error(`tsshogi: ${file}: no variation ${variation}`);
    process.exit(1);
  }
}
const line = [];
for (let n = node; n; n = n.prev) line.unshift(n);
for (let n = node.next; n; n = n.next) line.push(n);
// Each move is also checked against tsshogi's own legal moves in the position before it.
let before = null;
for (const n of line) {
  if (n.ply > 0 && !(n.move instanceof tsshogi.Move)) break;
  if (before && !tsshogi.Position.newBySFEN(before).isValidMove(n.move)) {
    console.error(`tsshogi: ${file}: ply ${n.ply} is not a legal move`);
    process.exit(1);
  }
  console.log(`${n.ply} ${fromSfen(n.sfen)}`);
  before = n.sfen;
}

#!/usr/bin/env node
// The legal moves of a Shogi position as tsshogi (npm, tests/engine) judges them, one USI move a
// line, sorted; or with --perft N the number of paths N plies deep. tsshogi has no move
// generator, so every move of each of the mover's pieces to each cell, promoting or not, and
// every drop on each cell is tried and kept when isValidMove allows it.
//   tsshogi_moves.mjs POSITION [--perft N]
// POSITION is SFEN (`4k4/9/... b 2G 1`) or pawnprint's FEN (`4k4/9/...[GG] w - - 0 1`).
//   tsshogi_moves.mjs --ours < MOVES
// turns `pawnprint moves` lines (`g6g7+ step =+P`, `G@a1 drop`: files a..i from the left, ranks
// 1..9 from Sente's side) into the same sorted USI list.
// Exit 3 when tsshogi cannot be loaded.
import { readFileSync } from "node:fs";
import { loadTsshogi } from "./tsshogi_load.mjs";

const usiCell = (cell) => `${9 - (cell.charCodeAt(0) - 97)}${String.fromCharCode(97 + 9 - Number(cell[1]))}`;
const args = process.argv.slice(2);
if (args[0] === "--ours") {
  const moves = [];
  for (const line of readFileSync(0, "utf8").split("\n")) {
    const m = /^(?:([A-Z])@|([a-i][1-9]))([a-i][1-9])(\+?)\s/.exec(line + " ");
    if (m) moves.push(`${m[1] ? `${m[1]}*` : usiCell(m[2])}${usiCell(m[3])}${m[4]}`);
    else if (line.trim() && !line.startsWith("#")) {
      console.error(`not a move of pawnprint's: '${line}'`);
      process.exit(1);
    }
  }
  console.log(moves.sort().join("\n"));
  process.exit(0);
}

const tsshogi = loadTsshogi();
const { Position, Square, handPieceTypes } = tsshogi;

// pawnprint's FEN keeps the hands in brackets after the placement and calls Sente `w`.
function sfenOf(text) {
  const fields = text.trim().split(/\s+/);
  const open = fields[0].indexOf("[");
  if (open < 0) return fields.join(" ");
  const hand = fields[0].slice(open + 1, fields[0].indexOf("]"));
  const counts = new Map();
  for (const c of hand) counts.set(c, (counts.get(c) || 0) + 1);
  let sfenHand = "";
  for (const c of "RBGSNLPrbgsnlp") {
    const n = counts.get(c) || 0;
    if (n) sfenHand += (n > 1 ? String(n) : "") + c;
  }
  return `${fields[0].slice(0, open)} ${fields[1] === "w" ? "b" : "w"} ${sfenHand || "-"} 1`;
}

function legalMoves(position) {
  const moves = [];
  const tryMove = (move) => {
    if (move && position.isValidMove(move)) moves.push(move);
  };
  for (const from of Square.all) {
    const piece = position.board.at(from);
    if (!piece || piece.color !== position.color) continue;
    for (const to of Square.all) {
      const move = position.createMove(from, to);
      if (!move) continue;
      tryMove(move);
      tryMove(move.withPromote());
    }
  }
  for (const type of handPieceTypes)
    if (position.hand(position.color).count(type) > 0)
      for (const to of Square.all) tryMove(position.createMove(type, to));
  return moves;
}

function perft(position, depth) {
  const moves = legalMoves(position);
  if (depth <= 1) return moves.length;
  let nodes = 0;
  for (const move of moves) {
    position.doMove(move, { ignoreValidation: true });
    nodes += perft(position, depth - 1);
    position.undoMove(move);
  }
  return nodes;
}

const position = Position.newBySFEN(sfenOf(args[0] || ""));
if (!position) {
  console.error(`tsshogi: not a position it reads: '${args[0]}'`);
  process.exit(1);
}
const depth = args[1] === "--perft" ? Number(args[2]) : 0;
if (depth > 0) console.log(perft(position, depth));
else console.log(legalMoves(position).map((m) => m.usi).sort().join("\n"));

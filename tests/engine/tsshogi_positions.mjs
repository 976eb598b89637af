// Reads a Shogi record (CSA, KIF or KI2, in UTF-8) with npm's tsshogi, an independent reader,
// and prints its main line's positions, the start and the one after every move, one a line, as
// "placement[hands] side": the placement as SFEN writes it (pawnprint's FEN writes it the same
// way), the hands' letters one a piece and sorted, and the side to move as pawnprint names it
// (w for Sente). Every move is checked against tsshogi's own legal moves.
// usage: node tsshogi_positions.mjs FILE [GAME]   (GAME: which of a CSA file's games, from 1)
import { readFileSync } from "node:fs";
import { extname } from "node:path";
import { importCSA, importKI2, importKIF } from "tsshogi";

const [file, game = "1"] = process.argv.slice(2);
let text = readFileSync(file, "utf8");
const ext = extname(file).toLowerCase();
if (ext === ".csa") text = text.split(/\r?\n\/\r?\n/)[Number(game) - 1] ?? "";
const read = ext === ".csa" ? importCSA : ext.startsWith(".ki2") ? importKI2 : importKIF;
const record = read(text);
if (record instanceof Error) {
  console.error(`${file}: tsshogi: ${record.message}`);
  process.exit(1);
}

// "lnsgkgsnl/... b 2Pp 1" as "lnsgkgsnl/...[PPp] w".
function normal(sfen) {
  const [placement, side, hands] = sfen.split(" ");
  const letters = [];
  for (const [, count, letter] of hands.matchAll(/([0-9]*)([A-Za-z])/g))
    for (let i = 0; i < (count ? Number(count) : 1); i++) letters.push(letter);
  letters.sort();
  return `${placement}[${letters.join("")}] ${side === "b" ? "w" : "b"}`;
}

const out = [];
record.goto(0);
out.push(normal(record.position.sfen));
for (let ply = 1; ply < record.moves.length; ply++) {
  const move = record.moves[ply].move;
  if (!("from" in move)) break; // a special move (resignation, ...) ends the main line
  record.goto(ply - 1);
  if (!record.position.isValidMove(move)) {
    console.error(`${file}: tsshogi: ply ${ply} is not a legal move`);
    process.exit(1);
  }
  record.goto(ply);
  out.push(normal(record.position.sfen));
}
console.log(out.join("\n"));

#!/usr/bin/env node
// lishogi's rules as npm's shogiops (tests/engine) plays them, for the tests beside this file.
//   shogiops_tool.mjs moves VARIANT SFEN          the legal moves, one USI a line, sorted
//   shogiops_tool.mjs perft VARIANT SFEN DEPTH    the paths DEPTH plies deep
//   shogiops_tool.mjs random VARIANT SEED COUNT   COUNT positions of seeded random play, a line
//                                                 each: SFEN, pawnprint text, perft 1, perft 2 (tabs)
//   shogiops_tool.mjs fen VARIANT < SFENS         each SFEN as pawnprint's position text
//   shogiops_tool.mjs game VARIANT SEED PLIES     a game of seeded random play as lishogi's USI
//                                                 (`position startpos moves ...`), then the
//                                                 position before each ply and after the last
//                                                 as pawnprint's position text, a line each
// VARIANT is shogiops' name: checkshogi, annanshogi, chushogi. SFEN `startpos` is the variant's
// start. shogiops' own perft plays on past the end of a game and lists some Lion moves twice, so
// the moves here come from its move list (moveDests, dropDests, secondLionStepDests) with its
// end-of-game test (isEnd): a finished game has no moves. A Lion-like double move is written
// `from mid to` (USI's `7g7f7e`); moves with the same start, end, cells captured and promotion
// are one move (a step out to an empty cell and on is the same move as the leap there, and every
// step out and back without a capture is the same pass). Exit 3 when shogiops cannot be loaded.
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { readFileSync } from "node:fs";

let ops, sfenOps, util, chu;
try {
  const engine = join(dirname(fileURLToPath(import.meta.url)), "..", "engine", "node_modules", "shogiops", "dist");
  ops = await import(join(engine, "index.js"));
  sfenOps = await import(join(engine, "sfen.js"));
  util = await import(join(engine, "variant", "util.js"));
  chu = await import(join(engine, "variant", "chushogi.js"));
} catch (e) {
  console.error(`shogiops is not installed (scripts/install-deps installs it): ${e.message}`);
  process.exit(3);
}

const lionPowers = ["lion", "lionpromoted", "eagle", "falcon"];

function position(variant, sfen) {
  const text = sfen === "startpos" ? sfenOps.initialSfen(variant) : sfen;
  const pos = sfenOps.parseSfen(variant, text, false);
  if (pos.isErr) {
    console.error(`SFEN '${text}': ${pos.error.message}`);
    process.exit(2);
  }
  return pos.value;
}

// Every legal move as [usi, move], one per distinct effect, none once the game is over.
function legalMoves(pos) {
  if (pos.isEnd()) return [];
  const rules = pos.rules;
  const seen = new Map();
  const name = ops.makeSquareName;
  const add = (key, usi, move) => {
    if (!seen.has(key)) seen.set(key, [usi, move]);
  };
  for (const [from, dests] of pos.allMoveDests()) {
    const piece = pos.board.get(from);
    for (const to of dests) {
      const target = pos.board.get(to);
      const captures = target ? name(to) : "";
      const choices = [];
      if (util.pieceCanPromote(rules)(piece, from, to, target)) {
        choices.push(true);
        if (!util.pieceForcePromote(rules)(piece, to)) choices.push(false);
      } else choices.push(false);
      for (const promotion of choices) {
        const usi = name(from) + name(to) + (promotion ? "+" : "");
        add(`${name(from)}>${name(to)}:${captures}:${promotion}`, usi, { from, to, promotion });
      }
      if (rules !== "chushogi" || !lionPowers.includes(piece.role)) continue;
      // `to` as the first step of a double move
      for (const end of chu.secondLionStepDests(pos, from, to)) {
        const move = { from, to: end, midStep: to };
        if (!pos.isLegal(move)) continue;
        const caps = [to, end].filter((c, i) => c !== from && pos.board.get(c) && (i === 0 || c !== to));
        const key = `${name(from)}>${name(end)}:${[...new Set(caps)].map(name).join(",")}:false`;
        add(key, name(from) + name(to) + name(end), move);
      }
    }
  }
  for (const [pieceName, dests] of pos.allDropDests()) {
    const piece = ops.parsePieceName(pieceName);
    const letter = sfenOps.roleToForsyth(rules)(piece.role).toUpperCase();
    for (const to of dests) add(`${letter}*${name(to)}`, `${letter}*${name(to)}`, { role: piece.role, to });
  }
  return [...seen.values()];
}

function perft(pos, depth) {
  if (depth === 0) return 1;
  const moves = legalMoves(pos);
  if (depth === 1) return moves.length;
  let nodes = 0;
  for (const [, move] of moves) {
    const child = pos.clone();
    child.play(move);
    nodes += perft(child, depth - 1);
  }
  return nodes;
}

// mulberry32: the same games for the same seed on every machine.
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// pawnprint's position text: the placement with the hands in brackets (shogi) and Sente as w,
// Check Shogi's checks still to give;
// in Chu the placement and side, and the cell where a piece other than a Lion just took a Lion
// (lishogi's SFEN's third field, USI's file and rank letter) as `iron=` (layouts/chushogi.yaml).
function fen(variant, pos) {
  const [placement, side, third] = sfenOps.makeSfen(pos).split(" ");
  const turn = side === "b" ? "w" : "b";
  if (variant === "chushogi") {
    const files = util.dimensions(variant).files;
    const cell = /^([0-9]+)([a-z])$/.exec(third);
    const iron = cell
      ? ` iron=${String.fromCharCode(97 + files - Number(cell[1]))}${files - (cell[2].charCodeAt(0) - 97)}`
      : "";
    return `${placement} ${turn} - - 0 1${iron}`;
  }
  let hand = "";
  let count = "";
  for (const c of third === "-" ? "" : third) {
    if (/[0-9]/.test(c)) count += c;
    else (hand += c.repeat(count ? Number(count) : 1)), (count = "");
  }
  const checks = variant === "checkshogi" ? "1+1 " : "";  // no check given yet: it would have ended the game
  return `${placement}[${hand}] ${turn} - - ${checks}0 1`;
}

const [command, variant, ...rest] = process.argv.slice(2);
if (command === "moves") {
  for (const usi of legalMoves(position(variant, rest[0])).map(([u]) => u).sort()) console.log(usi);
} else if (command === "perft") {
  console.log(perft(position(variant, rest[0]), Number(rest[1])));
} else if (command === "fen") {
  for (const line of readFileSync(0, "utf8").split("\n").filter((l) => l.trim()))
    console.log(fen(variant, position(variant, line.trim())));
} else if (command === "random") {
  const next = random(Number(rest[0]));
  const count = Number(rest[1]);
  const start = position(variant, "startpos");
  let made = 0;
  // Games of 4 to 80 plies; a game that ends first gives the position before its last move.
  while (made < count) {
    const plies = 4 + Math.floor(next() * 77);
    let pos = start.clone();
    for (let ply = 0; ply < plies; ++ply) {
      const moves = legalMoves(pos);
      if (moves.length === 0) break;
      const child = pos.clone();
      child.play(moves[Math.floor(next() * moves.length)][1]);
      if (child.isEnd()) break;
      pos = child;
    }
    console.log(`${sfenOps.makeSfen(pos)}\t${fen(variant, pos)}\t${perft(pos, 1)}\t${perft(pos, 2)}`);
    ++made;
  }
} else if (command === "game") {
  const next = random(Number(rest[0]));
  let pos = position(variant, "startpos");
  const usis = [];
  const fens = [fen(variant, pos)];
  for (let ply = 0; ply < Number(rest[1]); ++ply) {
    const moves = legalMoves(pos);
    if (moves.length === 0) break;
    const [usi, move] = moves[Math.floor(next() * moves.length)];
    pos = pos.clone();
    pos.play(move);
    usis.push(usi);
    fens.push(fen(variant, pos));
  }
  console.log(`position startpos moves ${usis.join(" ")}`);
  for (const line of fens) console.log(line);
} else {
  console.error("usage: shogiops_tool.mjs moves|perft|random|fen|game VARIANT ...");
  process.exit(1);
}

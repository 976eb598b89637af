#!/usr/bin/env node
// Games of seeded random play written by ffish (Fairy-Stockfish built for JavaScript), the
// independent writer pawnprint's notation is compared with: for VARIANT, GAMES games of up to
// PLIES plies each, written to DIR/walk-N.pgn as PGN with the engine's [Variant] and its moves in
// NOTATION (san: the engine's SAN; wxf: Xiangqi's WXF); and on stdout, for every position of
// every game, a line: its position text, a tab, and the legal moves in NOTATION, sorted, with
// SAN's check marks left out. hodges and hodges-number write Shogi's moves as Hodges does, ranks
// as letters or digits (Kyoto Shogi's turning over as + and - after the move, drops of either
// face). With wxf, DIR/walk-N.wxf holds the game's moves a line each as the
// WXF's own rules write them: the engine names a piece by its file where only one of two like
// pieces on it could make the move, the WXF always front (+) or rear (-), and tandem pawns as its
// special cases say (wxf_standard below). Exit 3 when ffish is not installed.
// usage: ffish_walks.js VARIANT san|wxf|hodges|hodges-number GAMES PLIES SEED DIR
'use strict';
const fs = require('fs');
const path = require('path');
const { loadFfish, seeded } = require('./walk_engine.js');

const [variant, notation, gamesText, pliesText, seedText, dir] = process.argv.slice(2);
const kNotations = { san: 'SAN', wxf: 'XIANGQI_WXF', hodges: 'SHOGI_HODGES', 'hodges-number': 'SHOGI_HODGES_NUMBER' };
if (!variant || !kNotations[notation] || !gamesText || !pliesText || !seedText || !dir) {
  console.error('usage: ffish_walks.js VARIANT san|wxf|hodges|hodges-number GAMES PLIES SEED DIR');
  process.exit(2);
}
const ffish = loadFfish();
const random = seeded(seedText);

// The WXF's letters for the engine's pieces.
const kWxf = { r: 'R', n: 'H', b: 'E', a: 'A', k: 'K', c: 'C', p: 'P' };

// `text`, the engine's WXF of `move` in the position `fen`, as the WXF's rules for tandem pieces
// write it (its "Official Xiangqi piece names and notation"): two like pieces on a file are +
// (the one nearer the enemy) and - instead of the file's number; of three pawns the middle keeps
// the number, of four or five the foremost and rearmost are ++ and -- with no letter; with
// tandem pawns on two files the pawn's file comes first (3+.4, 33.4, 3-.4).
function wxfStandard(fen, move, text) {
  const rows = fen.split(' ')[0].split('/').map((row) => row.replace(/\d+/g, (n) => '.'.repeat(Number(n))));
  const at = (file, rank) => rows[rows.length - rank][file];
  const [, fromFile, fromRank] = /^([a-i])(\d+)/.exec(move);
  const file = fromFile.charCodeAt(0) - 97, rank = Number(fromRank);
  const piece = at(file, rank), red = piece === piece.toUpperCase();
  const number = (f) => (red ? 9 - f : f + 1);
  const onFile = (f) => {
    const ranks = [];
    for (let r = 1; r <= rows.length; ++r) if (at(f, r) === piece) ranks.push(r);
    return red ? ranks.reverse() : ranks;  // the front one first
  };
  const same = onFile(file), n = same.length, index = same.indexOf(rank);
  if (n < 2) return text;
  const rest = text.slice(-2), letter = kWxf[piece.toLowerCase()];
  if (letter !== 'P') return letter + (index === 0 ? '+' : '-') + rest;
  const marks = { 2: ['+', '-'], 3: ['+', String(number(file)), '-'], 4: ['++', '+', '-', '--'],
    5: ['++', '+', String(number(file)), '-', '--'] }[n];
  const mark = marks[index];
  if (mark.length === 2) return mark + rest;
  let crowded = 0;
  for (let f = 0; f < 9; ++f) if (onFile(f).length > 1) ++crowded;
  return (crowded > 1 ? String(number(file)) : 'P') + mark + rest;
}

ffish.onRuntimeInitialized = () => {
  const write = (board, m) =>
    notation === 'san' ? board.sanMove(m).replace(/[+#]+$/, '') : board.sanMove(m, ffish.Notation[kNotations[notation]]);
  for (let g = 1; g <= Number(gamesText); ++g) {
    const board = new ffish.Board(variant);
    const written = [], standard = [];
    for (let ply = 0; ply <= Number(pliesText); ++ply) {
      const legal = board.legalMoves().trim().split(' ').filter((m) => m);
      console.log(`${board.fen()}\t${legal.map((m) => write(board, m)).sort().join(' ')}`);
      if (ply === Number(pliesText) || legal.length === 0 || board.isGameOver()) break;
      const move = legal[random(legal.length)];
      if (notation === 'wxf') standard.push(wxfStandard(board.fen(), move, board.sanMove(move, ffish.Notation.XIANGQI_WXF)));
      written.push((ply % 2 === 0 ? `${ply / 2 + 1}. ` : '') + board.sanMove(move, ffish.Notation[kNotations[notation]]));
      board.push(move);
    }
    fs.writeFileSync(path.join(dir, `walk-${g}.pgn`), `[Event "walk ${g}"]\n[Variant "${variant}"]\n\n${written.join(' ')} *\n`);
    if (notation === 'wxf') fs.writeFileSync(path.join(dir, `walk-${g}.wxf`), standard.map((m) => `${m}\n`).join(''));
    board.delete();
  }
};

#!/usr/bin/env node
// Dobutsu Shogi's Lion as its makers' rules have it, played by ffish (Fairy-Stockfish built for
// JavaScript): the game is won by taking the other Lion, so the rules let a Lion step where it
// can be taken (and lose), and ffish lists such steps among its moves, its Lion being no King.
// For GAMES games of seeded random play of up to PLIES plies, each position is printed, a line
// each: its position text, a bar, the moves ffish allows after which the other side cannot take
// the mover's Lion (sorted), a bar, and the number of the other moves ffish allows, each of which
// ffish answers by taking the Lion. Only the first kind are played, so every position is one in
// which the side to move cannot take the other Lion. Exit 3 when ffish is not installed.
// usage: dobutsu_lion.js GAMES PLIES SEED
'use strict';
const { loadFfish, seeded } = require('./walk_engine.js');

const [gamesText, pliesText, seedText] = process.argv.slice(2);
if (!gamesText || !pliesText || !seedText) {
  console.error('usage: dobutsu_lion.js GAMES PLIES SEED');
  process.exit(2);
}
const ffish = loadFfish();
const random = seeded(seedText);

const legalOf = (board) => board.legalMoves().trim().split(' ').filter((m) => m);

// The cell of the Lion of the side that has just moved (upper case for the side to move first).
function lionCell(fen, white) {
  const rows = fen.split(' ')[0].split('[')[0].split('/');
  for (let r = 0; r < rows.length; ++r) {
    let file = 0;
    for (const c of rows[r].replace(/\+/g, '').replace(/\d/g, (n) => '.'.repeat(Number(n)))) {
      if (c === (white ? 'L' : 'l')) return String.fromCharCode(97 + file) + String(rows.length - r);
      ++file;
    }
  }
  return '';
}

// Whether the other side, to move after `move`, may take the mover's Lion.
function losesTheLion(board, move) {
  const white = board.turn();
  board.push(move);
  const cell = lionCell(board.fen(), white);
  const taken = legalOf(board).some((m) => !m.includes('@') && m.slice(2, 4) === cell);
  board.pop();
  return taken;
}

ffish.onRuntimeInitialized = () => {
  for (let g = 1; g <= Number(gamesText); ++g) {
    const board = new ffish.Board('dobutsu');
    for (let ply = 0; ply <= Number(pliesText); ++ply) {
      const legal = legalOf(board);
      const safe = legal.filter((m) => !losesTheLion(board, m)).sort();
      console.log(`${board.fen()}|${safe.join(' ')}|${legal.length - safe.length}`);
      if (ply === Number(pliesText) || safe.length === 0 || board.isGameOver()) break;
      board.push(safe[random(safe.length)]);
    }
    board.delete();
  }
};

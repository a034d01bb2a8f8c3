// Xiangqi, minixiangqi, shako, janggi and grasshopper chess against Fairy-Stockfish (ffish): hoppers (the
// cannon, the grasshopper), moves confined to a region (the general and advisors in the palace,
// the elephant on its own side) or usable only from one (the soldier's sideways step across the
// river), lame leaps (horse, elephant), the flying general and stalemate as a loss; janggi's palace
// diagonals, orthogonal-first elephant, passing, bikjang and counting. Perft from the start position, positions at each
// rule's edge (moves, result, perft d1-3), and seeded random games, in both engines. Deeper start
// rows and more games run with FAIRYFORGE_LONG=1.

import { describe, expect, test } from 'vitest';
import type { Engine } from '../../runtime/use/engine.ts';
import { resultScore } from '../../runtime/outcome/result.ts';
import { loadFfish } from './ffish.ts';
import { enginePair, LONG, randomPlayout } from '../support.ts';

interface Edge {
  readonly fen: string;
  /** What the position is at the edge of. */
  readonly why: string;
  /** The legal moves, where the rules text fixes them (checked besides ffish's list). */
  readonly moves?: readonly string[];
}

interface Row {
  readonly file: string;
  readonly ffish: string;
  readonly depth: number;
  readonly longDepth: number;
  readonly edges: readonly Edge[];
}

const ROWS: readonly Row[] = [
  {
    file: 'xiangqi',
    ffish: 'xiangqi',
    depth: 3,
    longDepth: 4,
    edges: [
      // the cannon on e3 checks through the pawn on e6: the general must step aside (d10 would
      // face White's general on the open d-file; e9 is still behind the one screen)
      { fen: '4k4/9/9/9/4p4/9/9/4C4/9/3K5 b - - 0 1', why: 'cannon check through a screen, flying general', moves: ['e10f10'] },
      // two screens (advisor e9, pawn e6): the advisor may not leave the file, which would leave one
      { fen: '4k4/4a4/9/9/4p4/9/9/4C4/9/3K5 b - - 0 1', why: 'a screen that may not step away' },
      // the chariot moving onto the e-file becomes a screen and gives check
      { fen: '4k4/9/9/9/9/9/R8/4C4/9/3K5 w - - 0 1', why: 'a move that makes a screen gives check' },
      // the advisor between the generals may not leave the file; the general steps aside
      { fen: '4k4/9/9/9/9/9/p8/9/4A4/4K4 w - - 0 1', why: 'flying general: the piece between the generals', moves: ['e1d1', 'e1f1'] },
      // the elephant on c5: a3 only (e3 is blocked on d4; a7 and e7 are across the river)
      { fen: '3k5/9/9/9/9/2B6/3P5/9/9/4K4 w - - 0 1', why: 'elephant blocked and at the river' },
      // the general on d1 may not step to c1, outside the palace (Black's soldier keeps ffish from
      // adjudicating the game drawn for want of material, a rule this file does not model)
      { fen: '5k3/9/9/9/9/9/p8/9/9/3K5 w - - 0 1', why: 'general confined to the palace', moves: ['d1d2', 'd1e1'] },
      // across the river the soldier steps forward or sideways
      { fen: '3k5/9/9/4P4/9/9/9/9/9/5K3 w - - 0 1', why: 'soldier across the river' },
      // Black's general has no move and is not in check: Black loses
      { fen: '3k5/4R4/9/9/9/9/9/9/9/4K4 b - - 0 1', why: 'stalemate loses', moves: [] },
    ],
  },
  {
    file: 'minixiangqi',
    ffish: 'minixiangqi',
    depth: 3,
    longDepth: 5,
    edges: [
      // the cannon on d2 checks through the pawn on d5, which may answer by stepping sideways
      { fen: '3k3/7/3p3/7/7/3C3/2K4 b - - 0 1', why: 'cannon check answered by moving the screen away' },
      // the general on d1 may not step to c1: it would face Black's general on c7
      { fen: '2k4/7/7/p6/7/7/3K3 w - - 0 1', why: 'flying general', moves: ['d1d2', 'd1e1'] },
    ],
  },
  {
    // chess on 10x10 with the xiangqi cannon and the elephant (FA), castling on the second rank
    file: 'shako',
    ffish: 'shako',
    depth: 3,
    longDepth: 4,
    edges: [
      // both kings may castle either way on their second rank: f2 to h2 or d2, the rook to g2 or e2
      {
        fen: '10/1r3k2r1/10/10/10/10/10/10/1R3K2R1/10 w KQkq - 0 1',
        why: 'castling on the second rank',
      },
      // Black's cannon on g10 attacks g2 through the pawn on g6: White may not castle through g2
      { fen: 'k5c3/10/10/10/6p3/10/10/10/1R3K2R1/10 w KQ - 0 1', why: 'castling through a square a cannon attacks over a screen' },
      // the cannon on e3 checks through the pawn on e6: the king must step off the file or the
      // rook must take the cannon (e9 is still behind the one screen)
      { fen: '4k5/10/10/10/4p5/10/10/1r2C5/10/4K5 b - - 0 1', why: 'cannon check through a screen' },
      // two screens: neither may leave the file, or the cannon would check
      { fen: '4k5/4n5/10/10/4p5/10/10/4C5/10/4K5 b - - 0 1', why: 'a screen that may not step away' },
      // the pawn on c9 promotes on c10 or by taking b10, to any of six pieces
      { fen: '1r2k5/2P7/10/10/10/10/10/10/10/4K5 w - - 0 1', why: 'promotion to a queen, rook, bishop, knight, cannon or elephant' },
    ],
  },
  {
    // janggi: palace diagonals (from/to regions on diagonal moves), the cannon that neither hops
    // nor takes a cannon, the elephant's orthogonal-first lame leap, passing and bikjang
    file: 'janggi',
    ffish: 'janggi',
    depth: 3,
    longDepth: 4,
    edges: [
      // the chariot on f8 checks Black's general on d10 along the palace diagonal over e9; in
      // check Black may not pass
      { fen: '3k5/9/5R3/9/9/9/9/9/9/4K4 b - - 0 1', why: 'chariot check along a palace diagonal, no pass in check' },
      // the cannon on d8 checks f10 over the guard on e9, along the palace diagonal
      { fen: '5k3/4a4/3C5/9/9/9/9/9/9/4K4 b - - 0 1', why: 'cannon check along a palace diagonal' },
      // White's cannon on e3 gives no check over Black's cannon on e6, and neither cannon takes the other
      { fen: '4k4/9/9/9/4c4/9/9/4C4/9/3K5 b - - 0 1', why: 'a cannon neither hops nor takes a cannon' },
      // the soldier on e4 blocks both forward legs of the elephant on e3 (c6 and g6)
      { fen: '4k4/9/9/9/9/9/4p4/4B4/9/3K5 w - - 0 1', why: 'elephant blocked on its first point' },
      // the soldier in the enemy palace: forward, sideways, and diagonally forward from d8 to e9
      { fen: '5k3/9/3P5/9/9/9/9/9/9/4K4 w - - 0 1', why: 'soldier on a palace diagonal' },
      // bikjang: the generals face on the e-file; White must step off it or pass
      // (Black's soldier on a4 keeps ffish from drawing the game for want of material)
      { fen: '4k4/9/9/9/9/9/p8/9/9/4K4 w - - 0 1', why: 'bikjang: break it or pass', moves: ['e1d1', 'e1f1', 'e1e1'] },
      // bikjang and check (the chariot on c2): the pass is legal even in check
      { fen: '9/4k4/9/9/9/9/9/9/2r1K4/9 w - - 0 1', why: 'bikjang frees a pass in check', moves: ['e2e2', 'e2d1', 'e2f1', 'e2d3', 'e2f3'] },
    ],
  },
  {
    // the other hopper: Betza g, landing right behind its screen (chess with a row of grasshoppers)
    file: 'grasshopper',
    ffish: 'grasshopper',
    depth: 3,
    longDepth: 4,
    edges: [
      // the grasshopper on e1 checks over the knight on e2; the king may take that knight (then it
      // is the first piece on the line, and the grasshopper would land behind it)
      { fen: '8/8/8/8/8/4k3/4N3/4G2K b - - 0 1', why: 'grasshopper check over a screen' },
      // the rook moving to e7 becomes the screen and gives check
      { fen: '4k3/R7/8/8/8/8/8/4G2K w - - 0 1', why: 'a move that makes a screen gives check' },
    ],
  },
];

const GAMES = LONG ? 40 : 2;
const PLIES = 60;

const ff = await loadFfish();

/** ffish's legal moves (sorted) and result (PGN's score, `*` while the game goes on), from one board. */
function ffishAt(variant: string, fen: string): { moves: string[]; score: string } {
  const board = new ff.raw.Board(variant, fen);
  try {
    const moves = board.legalMoves().trim();
    return { moves: moves === '' ? [] : moves.split(/\s+/).sort(), score: board.isGameOver(false) ? board.result(false) : '*' };
  } finally {
    board.delete();
  }
}

function compareAt(engine: Engine, variant: string, fen: string, where: string): string[] {
  const pos = engine.parseFen(fen);
  if (!pos.ok) throw new Error(`${where}: our FEN ${fen} does not parse back: ${pos.error.message}`);
  const theirs = ffishAt(variant, fen);
  const ours = engine.moves(pos.pos).map((m) => m.uci).sort();
  expect(ours, `legal moves at ${where}, FEN ${fen}`).toEqual(theirs.moves);
  expect(resultScore(engine.result(pos.pos, false)), `result at ${where}, FEN ${fen}`).toBe(theirs.score);
  return ours;
}

describe.each(ROWS)('$file = Fairy-Stockfish $ffish', (row) => {
  const depth = LONG ? row.longDepth : row.depth;
  test(`start perft d1-${depth}, both engines`, async () => {
    const { interpreted, generated } = await enginePair(row.file);
    const fen = interpreted.fen(interpreted.start());
    expect(fen, 'start FEN as ffish writes it').toBe(ff.startFen(row.ffish));
    for (let d = 1; d <= depth; d++) {
      const theirs = ff.perft(row.ffish, fen, d);
      expect(interpreted.perft(interpreted.start(), d), `interpreter d${d}`).toBe(theirs);
      expect(generated.perft(generated.start(), d), `generated d${d}`).toBe(theirs);
    }
  }, LONG ? 30 * 60_000 : 120_000);

  test.each(row.edges)('perft d1-3 and moves at a rule edge: $why', async ({ fen, moves }) => {
    const { interpreted, generated } = await enginePair(row.file);
    for (const engine of [interpreted, generated]) {
      const ours = compareAt(engine, row.ffish, fen, 'rule edge');
      if (moves) expect(ours, 'the moves the rules allow').toEqual([...moves].sort());
      const pos = engine.parseFen(fen);
      if (!pos.ok) throw new Error(pos.error.message);
      for (let d = 1; d <= 3; d++) expect(engine.perft(pos.pos, d), `perft d${d}`).toBe(ff.perft(row.ffish, fen, d));
    }
  }, 120_000);

  test(`${GAMES} random games: moves and result at every position, perft d1-3 at the last`, async () => {
    const { interpreted, generated } = await enginePair(row.file);
    let positions = 0;
    for (let seed = 1; seed <= GAMES; seed++) {
      const fens: string[] = [];
      const played = randomPlayout(generated, generated.start(), seed * 7919, PLIES, (p) => fens.push(generated.fen(p)));
      fens.forEach((fen, i) => compareAt(interpreted, row.ffish, fen, `seed ${seed} ply ${i}`));
      positions += fens.length;
      const last = fens[Math.min(fens.length - 1, 10 + ((seed * 13) % 50))];
      for (const engine of [interpreted, generated]) {
        const pos = engine.parseFen(last);
        if (!pos.ok) throw new Error(pos.error.message);
        for (let d = 1; d <= 3; d++) expect(engine.perft(pos.pos, d), `perft d${d} of ${last} after ${played.join(' ')}`).toBe(ff.perft(row.ffish, last, d));
      }
    }
    expect(positions).toBeGreaterThan(GAMES * 5);
  }, LONG ? 30 * 60_000 : 120_000);
});

// Janggi's endings by passing need the moves that led there (a FEN records no passes): played
// on an ffish board and on ours, the game is over with the same result (material counted: Black,
// the second player, adds 1.5) and no legal move.
describe('janggi: the game ends after two passes in a row, or a pass that leaves a bikjang', () => {
  const cases = [
    // both sides pass at the start: equal material, so Black wins by its 1.5
    { fen: ff.startFen('janggi'), moves: ['e2e2', 'e9e9'] },
    // White passes in a bikjang: White's chariot outweighs Black's 1.5
    { fen: '4k4/9/9/9/9/9/9/9/R8/4K4 w - - 0 1', moves: ['e1e1'] },
    // the same with Black's soldier against nothing of White's
    { fen: '4k4/9/9/9/9/9/p8/9/9/4K4 w - - 0 1', moves: ['e1e1'] },
  ];
  test.each(cases)('$moves from $fen', async ({ fen, moves }) => {
    const board = new ff.raw.Board('janggi', fen);
    let theirs: { moves: string; over: boolean; score: string };
    try {
      for (const m of moves) expect(board.push(m), `ffish plays ${m}`).toBe(true);
      theirs = { moves: board.legalMoves().trim(), over: board.isGameOver(false), score: board.result(false) };
    } finally {
      board.delete();
    }
    expect(theirs.moves, 'ffish: no legal move').toBe('');
    expect(theirs.over, 'ffish: the game is over').toBe(true);
    const { interpreted, generated } = await enginePair('janggi');
    for (const engine of [interpreted, generated]) {
      const pos = engine.parseFen(fen);
      if (!pos.ok) throw new Error(pos.error.message);
      for (const m of moves) expect(engine.playText(pos.pos, m)).toBeNull();
      expect(engine.moves(pos.pos)).toEqual([]);
      const result = engine.result(pos.pos, false);
      expect(result.over && result.reason).toBe('passing');
      expect(resultScore(result)).toBe(theirs.score);
    }
  });
});

// At the move rule (claimed, as ffish's claimDraw) janggi counts material too.
describe('janggi: the 50-move rule ends the game by counting material', () => {
  test.each([
    { fen: '4k4/9/9/9/9/9/9/9/R8/3K5 w - - 100 80', score: '1-0' },
    { fen: '4k4/9/9/9/9/9/p8/9/9/3K5 w - - 100 80', score: '0-1' },
    { fen: '4k4/9/9/9/9/9/p8/9/9/3K5 w - - 99 80', score: '*' },
  ])('$fen: $score', async ({ fen, score }) => {
    const board = new ff.raw.Board('janggi', fen);
    try {
      expect(board.isGameOver(true) ? board.result(true) : '*', 'ffish').toBe(score);
    } finally {
      board.delete();
    }
    const { interpreted, generated } = await enginePair('janggi');
    for (const engine of [interpreted, generated]) {
      const pos = engine.parseFen(fen);
      if (!pos.ok) throw new Error(pos.error.message);
      expect(resultScore(engine.result(pos.pos, true))).toBe(score);
    }
  });
});

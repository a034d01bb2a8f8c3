// Castling of other shapes against Fairy-Stockfish (ffish): kings that castle three or four
// squares on 10-file boards (declared landing files), more than one partner type, perft from the
// start position, at castling's edges (through or into attack, blocked, either wing, the
// partner's own path attacked) and along seeded random games, in both engines, the legal moves
// and the game's result at every position and perft(1..3) at the last one. Deeper start rows
// and more games run with FAIRYFORGE_LONG=1.

import { describe, expect, test } from 'vitest';
import type { Engine } from '../runtime/engine.ts';
import { resultScore } from '../runtime/result.ts';
import { loadFfish } from './oracle/ffish.ts';
import { enginePair, LONG, randomPlayout } from './support.ts';

interface Row {
  /** Our file name in variants/, and ffish's name for the variant. */
  readonly file: string;
  readonly ffish: string;
  /** Start perft depths compared in `npm test`, and with FAIRYFORGE_LONG=1. */
  readonly depth: number;
  readonly longDepth: number;
  /** Positions at a rule's edge, compared with perft d1-3 and their moves. */
  readonly fens: readonly string[];
}

// Castling positions on a 10x8 board with the king on `k` (file letter) and rooks on a and j.
const ROWS: readonly Row[] = [
  {
    file: 'capablanca',
    ffish: 'capablanca',
    depth: 3,
    longDepth: 4,
    fens: [
      // both wings free; g1 attacked (the king passes it); i1 attacked (it lands there)
      'r4k3r/10/10/10/10/10/10/R4K3R w KQkq - 0 1',
      'r4k3r/6r3/10/10/10/10/10/R4K3R w KQ - 0 1',
      'r4k3r/8r1/10/10/10/10/10/R4K3R w KQ - 0 1',
      // b1 attacked (only the rook passes it: allowed), b1 occupied (blocked), the king in check
      'r4k3r/1r8/10/10/10/10/10/R4K3R w KQ - 0 1',
      'r4k3r/10/10/10/10/10/10/RN3K3R w KQkq - 0 1',
      'r4k3r/5r4/10/10/10/10/10/R4K3R w KQ - 0 1',
      // Black castles either way; h8 attacked (the rook lands there, the king passes it)
      'r4k3r/10/10/10/10/10/7R2/R4K3R b KQkq - 0 1',
    ],
  },
  {
    file: 'gothic',
    ffish: 'gothic',
    depth: 3,
    longDepth: 4,
    fens: ['r4k3r/10/10/10/10/10/10/R4K3R w KQkq - 0 1', 'r4k3r/3r6/10/10/10/10/10/R4K3R w KQ - 0 1', 'rnbqckabnr/pppppppppp/10/10/10/10/PPPPPPPPPP/R4K3R w KQkq - 0 1'],
  },
  {
    file: 'embassy',
    ffish: 'embassy',
    depth: 3,
    longDepth: 4,
    fens: [
      // the king castles three squares from e1: to h1 or b1; h1 attacked; c1 attacked; a1 attacked
      'r3k4r/10/10/10/10/10/10/R3K4R w KQkq - 0 1',
      'r3k4r/7r2/10/10/10/10/10/R3K4R w KQ - 0 1',
      'r3k4r/2r7/10/10/10/10/10/R3K4R w KQ - 0 1',
      'r3k4r/r9/10/10/10/10/10/R3K4R w KQ - 0 1',
      'r3k4r/10/10/10/10/10/10/R3K2N1R w KQkq - 0 1',
    ],
  },
  {
    file: 'janus',
    ffish: 'janus',
    depth: 3,
    longDepth: 4,
    fens: [
      // four squares to i1 (h1 attacked: it passes), three to b1 (b1 attacked: it lands there)
      'r3k4r/10/10/10/10/10/10/R3K4R w KQkq - 0 1',
      'r3k4r/7r2/10/10/10/10/10/R3K4R w KQ - 0 1',
      'r3k4r/1r8/10/10/10/10/10/R3K4R w KQ - 0 1',
      'r3k4r/10/10/10/10/10/10/R3K4R b KQkq - 0 1',
    ],
  },
  {
    file: 'centaur',
    ffish: 'centaur',
    depth: 3,
    longDepth: 4,
    fens: [
      'r4k3r/10/10/10/10/10/10/R4K3R w KQkq - 0 1',
      // a centaur attacks h1 by its step; a centaur's knight leap attacks d1
      'r4k3r/10/10/10/10/10/7c2/R4K3R w KQ - 0 1',
      'r4k3r/10/10/10/10/10/1c8/R4K3R w KQ - 0 1',
    ],
  },
  {
    file: 'perfect',
    ffish: 'perfect',
    depth: 3,
    longDepth: 4,
    fens: [
      // kingside with the rook, queenside with the chancellor; the queenside blocked; d1 attacked
      'c3k2r/8/8/8/8/8/8/C3K2R w KQkq - 0 1',
      'c3k2r/8/8/8/8/8/8/CN2K2R w KQkq - 0 1',
      'c3k2r/3r4/8/8/8/8/8/C3K2R w KQkq - 0 1',
      'c3k2r/8/8/8/8/8/8/C3K2R b KQkq - 0 1',
      // a rook on a1 in the chancellor's place castles too (any partner type, the outermost)
      'r3k2c/8/8/8/8/8/8/R3K2C w KQkq - 0 1',
    ],
  },
];

const GAMES = LONG ? 40 : 4;
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

function compareAt(engine: Engine, variant: string, fen: string, where: string): void {
  const pos = engine.parseFen(fen);
  if (!pos.ok) throw new Error(`${where}: our FEN ${fen} does not parse back: ${pos.error.message}`);
  const theirs = ffishAt(variant, fen);
  expect(engine.moves(pos.pos).map((m) => m.uci).sort(), `legal moves at ${where}, FEN ${fen}`).toEqual(theirs.moves);
  expect(resultScore(engine.result(pos.pos, false)), `result at ${where}, FEN ${fen}`).toBe(theirs.score);
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
  }, 120_000);

  test.each(row.fens)('perft d1-3 and moves at a rule edge: %s', async (fen) => {
    const { interpreted, generated } = await enginePair(row.file);
    compareAt(interpreted, row.ffish, fen, 'rule edge');
    for (const engine of [interpreted, generated]) {
      const pos = engine.parseFen(fen);
      if (!pos.ok) throw new Error(pos.error.message);
      for (let d = 1; d <= 3; d++) expect(engine.perft(pos.pos, d), `perft d${d}`).toBe(ff.perft(row.ffish, fen, d));
    }
  }, 120_000);

  test(`${GAMES} random games: moves and result at every position, perft d1-3 at the last`, async () => {
    const { interpreted, generated } = await enginePair(row.file);
    let positions = 0;
    const endings = new Map<string, number>();
    for (let seed = 1; seed <= GAMES; seed++) {
      const fens: string[] = [];
      const played = randomPlayout(generated, generated.start(), seed * 7919, PLIES, (p) => fens.push(generated.fen(p)));
      fens.forEach((fen, i) => compareAt(interpreted, row.ffish, fen, `seed ${seed} ply ${i}`));
      positions += fens.length;
      const end = interpreted.parseFen(fens[fens.length - 1]);
      if (end.ok) {
        const r = interpreted.result(end.pos, false);
        if (r.over) endings.set(r.reason, (endings.get(r.reason) ?? 0) + 1);
      }
      const last = fens[Math.min(fens.length - 1, 10 + (seed * 13) % 50)];
      for (const engine of [interpreted, generated]) {
        const pos = engine.parseFen(last);
        if (!pos.ok) throw new Error(pos.error.message);
        for (let d = 1; d <= 3; d++) expect(engine.perft(pos.pos, d), `perft d${d} of ${last} after ${played.join(' ')}`).toBe(ff.perft(row.ffish, last, d));
      }
    }
    expect(positions).toBeGreaterThan(GAMES * 5);
    console.info(`${row.file}: ${GAMES} games, ${positions} positions, endings ${JSON.stringify(Object.fromEntries(endings))}`);
  }, LONG ? 30 * 60_000 : 120_000);
});

// Checkless chess (goal.checkless, runtime/rules/checkless.ts). Fairy-Stockfish has no such variant,
// so the rule is checked on positions made from its sentences ("no check may be given unless it
// is checkmate"; vchess: a check whose only answers check back is mate; a side whose every move
// would check without mating is stalemated), with the moves worked out by hand, in both engines;
// along random games, the legal moves equal a brute force of the rule built on orthodox chess's
// own legal moves (the engines of variants/chess.yaml).

import { describe, expect, test } from 'vitest';
import type { Engine } from '../../../runtime/use/engine.ts';
import { inCheck } from '../../../runtime/legal/legal.ts';
import { mulberry32 } from '../../../runtime/use/random.ts';
import { enginePair, LONG } from '../../support.ts';

const engines = await enginePair('checkless');
const chess = await enginePair('chess');

interface Edge {
  readonly name: string;
  readonly fen: string;
  /** Moves that must be legal, and moves that must not be. */
  readonly legal: readonly string[];
  readonly illegal: readonly string[];
  /** The legal moves' number, counted by hand. */
  readonly count: number;
}

const EDGES: readonly Edge[] = [
  {
    name: 'a check the king walks out of is illegal (Ra8+); the rook may go anywhere else',
    fen: '4k3/8/8/8/8/8/8/R3K3 w - - 0 1',
    legal: ['a1a7', 'a1d1'],
    illegal: ['a1a8'],
    count: 9 + 5, // rook: a2-a7, b1, c1, d1; king: d1 d2 e2 f2 f1
  },
  {
    name: 'a back-rank checkmate may be given (Ra8#)',
    fen: '6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1',
    legal: ['a1a8'],
    illegal: [],
    count: 12 + 5, // rook: a2-a8, b1-f1; king: f1 f2 g2 h1 h2
  },
  {
    name: "Re8+: Black's only answer, Rxe8, checks the white king back, so Re8 is mate",
    fen: '2r4k/6pp/8/8/4R3/8/8/4K3 w - - 0 1',
    legal: ['e4e8'],
    illegal: [],
    count: 13 + 5, // rook: e5-e8, e3 e2, a4-d4, f4-h4; king: d1 d2 e2 f2 f1
  },
  {
    name: 'the same with the white king off the e-file: Rxe8 answers without check, so Re8+ is illegal',
    fen: '2r4k/6pp/8/8/4R3/8/8/3K4 w - - 0 1',
    legal: ['e4e7'],
    illegal: ['e4e8'],
    count: 13 + 3, // rook: e5-e7, e3-e1, a4-d4, f4-h4; king: d2 e2 e1 (c1, c2 covered by the rook on c8)
  },
  {
    name: "White's only move, c6+, would check without mate: no legal move, stalemate",
    fen: '8/3k4/8/2P5/8/4nn1p/7P/7K w - - 0 1',
    legal: [],
    illegal: ['c5c6'],
    count: 0,
  },
];

function legalUci(engine: Engine, fen: string): string[] {
  const r = engine.parseFen(fen);
  if (!r.ok) throw new Error(r.error.message);
  return engine.moves(r.pos).map((m) => m.uci).sort();
}

describe('checkless chess at the rule edges, both engines', () => {
  test.each(EDGES)('$name', ({ fen, legal, illegal, count }) => {
    for (const engine of [engines.interpreted, engines.generated]) {
      const moves = legalUci(engine, fen);
      for (const m of legal) expect(moves, fen).toContain(m);
      for (const m of illegal) expect(moves, fen).not.toContain(m);
      expect(moves.length, fen).toBe(count);
    }
  });

  test('after a check that is mate the checked side has no move and has lost; stalemate is a draw', () => {
    for (const engine of [engines.interpreted, engines.generated]) {
      for (const [fen, move, winner] of [
        ['6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1', 'a1a8', 0],
        ['2r4k/6pp/8/8/4R3/8/8/4K3 w - - 0 1', 'e4e8', 0],
      ] as const) {
        const r = engine.parseFen(fen);
        if (!r.ok) throw new Error(r.error.message);
        engine.play(r.pos, engine.moves(r.pos).find((m) => m.uci === move)!);
        expect(engine.result(r.pos, false)).toMatchObject({ over: true, reason: 'checkmate', winner });
      }
      const stalemate = engine.parseFen('8/3k4/8/2P5/8/4nn1p/7P/7K w - - 0 1');
      if (!stalemate.ok) throw new Error(stalemate.error.message);
      expect(engine.result(stalemate.pos, false)).toMatchObject({ over: true, reason: 'stalemate', winner: null });
    }
  });
});

/**
 * The rule by brute force on orthodox chess's legal moves: a move is legal when it gives no check,
 * or when the checked side then has no orthodox legal move after which neither side is in check.
 */
function bruteForce(fen: string): string[] {
  const engine = chess.interpreted;
  const r = engine.parseFen(fen);
  if (!r.ok) throw new Error(r.error.message);
  const pos = r.pos;
  const kept: string[] = [];
  for (const m of engine.moves(pos)) {
    engine.play(pos, m);
    const checks = inCheck(pos, engine.gen, engine.buf);
    let wayOut = false;
    if (checks) {
      for (const reply of engine.moves(pos)) {
        engine.play(pos, reply);
        if (!inCheck(pos, engine.gen, engine.buf)) wayOut = true;
        engine.undo(pos);
        if (wayOut) break;
      }
    }
    engine.undo(pos);
    if (!checks || !wayOut) kept.push(m.uci);
  }
  return kept.sort();
}

const GAMES = LONG ? 40 : 2;

test(`random games (${GAMES}): the legal moves are the brute force's, both engines`, () => {
  let checksSeen = 0;
  for (let seed = 1; seed <= GAMES; seed++) {
    const { interpreted, generated } = engines;
    const pos = generated.start();
    const next = mulberry32(seed * 31);
    for (let ply = 0; ply < 60; ply++) {
      const fen = generated.fen(pos);
      const want = bruteForce(fen);
      expect(legalUci(generated, fen), fen).toEqual(want);
      expect(legalUci(interpreted, fen), fen).toEqual(want);
      const orthodox = legalUci(chess.interpreted, fen);
      checksSeen += orthodox.length - want.length;
      const moves = generated.moves(pos);
      if (moves.length === 0) break;
      generated.play(pos, moves[Math.floor(next() * moves.length)]);
    }
  }
  // the games reach positions where some orthodox move checks without mating
  expect(checksSeen).toBeGreaterThan(0);
}, 120_000);

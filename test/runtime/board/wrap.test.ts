// Cylinder chess (board.wrap: files) by its rules text (Pritchard's Encyclopedia, as Wikipedia's
// "Cylinder chess" states it): Fairy-Stockfish has no cylinder board, so each test is a sentence
// of the rules, checked in both engines, and the two engines must agree along random games; and
// the semantic checks that refuse a cylinder board with what it cannot combine with.

import { describe, expect, test } from 'vitest';
import type { Engine } from '../../../runtime/use/engine.ts';
import { inCheck } from '../../../runtime/legal/legal.ts';
import type { Position } from '../../../runtime/state/position.ts';
import { describeRules } from '../../../compare/rules.ts';
import { chessProbeCodes, rookCapturingBy } from '../../chess-probes.ts';
import { enginePair, loadPlan, LONG, randomPlayout } from '../../support.ts';

const { interpreted, generated } = await enginePair('cylinder');
const ENGINES = [
  ['interpreted', interpreted],
  ['generated', generated],
] as const;

function at(engine: Engine, fen: string): Position {
  const r = engine.parseFen(fen);
  if (!r.ok) throw new Error(r.error.message);
  return r.pos;
}

const movesFrom = (engine: Engine, pos: Position, square: string): string[] =>
  engine.moves(pos).filter((m) => m.from === square).map((m) => m.to).sort();

describe.each(ENGINES)('cylinder chess by its rules (%s)', (_, engine) => {
  // White's first move is chess's (the back rank is shut in by its pawns, and a knight's leap
  // over the edge lands on its own pawn: b1-h2, g1-a2), but four of them pin a black pawn round
  // the edge: c3 or c4 opens d1-c2-b3-a4-h5-g6-f7-e8 (f7 may not move), g3 or g4 opens
  // f1-g2-h3-a4-b5-c6-d7-e8 (d7 may not move); so 20, then 400 less 4 x 2
  test('the start position: 20 moves, then 392, as four first moves pin a pawn round the edge', () => {
    expect(engine.perft(engine.start(), 1)).toBe(20);
    expect(engine.perft(engine.start(), 2)).toBe(392);
    const pos = at(engine, 'rnbqkbnr/pppppppp/8/8/8/2P5/PP1PPPPP/RNBQKBNR b KQkq - 0 1');
    expect(movesFrom(engine, pos, 'f7')).toEqual([]);
  });

  test('a bishop on h1 goes on to a2 (its two diagonals meet again on d5)', () => {
    const diagonals = ['a2', 'b3', 'c4', 'd5', 'e6', 'f7', 'g8', 'g2', 'f3', 'e4', 'c6', 'b7', 'a8'];
    expect(movesFrom(engine, at(engine, '4k3/8/8/8/8/8/8/4K2B w - - 0 1'), 'h1')).toEqual(diagonals.sort());
  });

  test('a bishop on c1 reaches h4 by way of a3 (after 1.b3 e6 it goes on to take the queen on d8)', () => {
    const pos = at(engine, 'rnbqkbnr/pppp1ppp/4p3/8/8/1P6/P1PPPPPP/RNBQKBNR w KQkq - 0 2');
    expect(movesFrom(engine, pos, 'c1')).toEqual(['a3', 'b2', 'd8', 'e7', 'f6', 'g5', 'h4'].sort());
  });

  test('a rook on a3 goes to h3 over the edge; on an empty rank it reaches each square once, never its own', () => {
    expect(movesFrom(engine, at(engine, '4k3/8/8/8/8/RP6/8/4K3 w - - 0 1'), 'a3')).toEqual(['a1', 'a2', 'a4', 'a5', 'a6', 'a7', 'a8', 'c3', 'd3', 'e3', 'f3', 'g3', 'h3'].sort());
    const lone = movesFrom(engine, at(engine, '4k3/8/8/8/8/R7/8/4K3 w - - 0 1'), 'a3');
    expect(lone).toEqual(['a1', 'a2', 'a4', 'a5', 'a6', 'a7', 'a8', 'b3', 'c3', 'd3', 'e3', 'f3', 'g3', 'h3'].sort());
  });

  test('White pawn a5, Black plays h7-h5: White takes it en passant, axh6', () => {
    const pos = at(engine, '4k3/7p/8/P7/8/8/8/4K3 b - - 0 1');
    expect(engine.playText(pos, 'h5')).toBeNull();
    expect(engine.fen(pos)).toBe('4k3/8/8/P6p/8/8/8/4K3 w - h6 0 2');
    const ep = engine.moves(pos).find((m) => m.uci === 'a5h6');
    expect(ep?.captures).toEqual(['h5']);
    expect(ep?.san).toBe('axh6');
  });

  test('one bishop on c5 checks a king on g1 along two lines: blocking one leaves the check', () => {
    // c5-d4-e3-f2-g1 is blocked by the knight on e3; c5-b4-a3-h2-g1 goes round the edge
    expect(inCheck(at(engine, '4k3/8/8/2b5/8/4N3/8/6K1 w - - 0 1'), engine.gen)).toBe(true);
    expect(inCheck(at(engine, '4k3/8/8/2b5/1N6/4N3/8/6K1 w - - 0 1'), engine.gen)).toBe(false);
  });

  test('castling as in chess, but not through a square attacked round the edge', () => {
    expect(engine.moves(at(engine, 'r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1')).map((m) => m.san)).toEqual(expect.arrayContaining(['O-O', 'O-O-O']));
    // the bishop on d6 attacks g1 only by d6-c5-b4-a3-h2-g1
    const sans = engine.moves(at(engine, '4k3/8/3b4/8/8/8/8/4K2R w K - 0 1')).map((m) => m.san);
    expect(sans).not.toContain('O-O');
    expect(sans).toContain('Kf1');
  });
});

test('the two engines agree along random games (moves and perft d1-3)', () => {
  const games = LONG ? 20 : 3;
  for (let seed = 1; seed <= games; seed++) {
    const fens: string[] = [];
    randomPlayout(generated, generated.start(), seed * 104729, 80, (p) => fens.push(generated.fen(p)));
    for (const fen of fens) {
      expect(interpreted.moves(at(interpreted, fen)).map((m) => m.uci).sort(), fen).toEqual(generated.moves(at(generated, fen)).map((m) => m.uci).sort());
    }
    const last = fens[fens.length - 1];
    for (let d = 1; d <= 3; d++) expect(interpreted.perft(at(interpreted, last), d), last).toBe(generated.perft(at(generated, last), d));
  }
}, 120_000);

test('describe says the board is a cylinder', () => {
  expect(describeRules(loadPlan('cylinder')).find((l) => l.key === 'board')!.text).toContain('The board is a cylinder: the a- and h-files are adjacent');
});

describe('semantic checks of a cylinder board', () => {
  test.each([
    [{ board: { files: 8, ranks: 8, wrap: 'files' }, ...rookCapturingBy('approach') }, 'wrap-combination'],
    [{ board: { files: 8, ranks: 8, wrap: 'files' }, explosion: { blast: ['W', 'F'] } }, 'wrap-combination'],
  ])('%j is refused (%s)', (extra, code) => {
    expect(chessProbeCodes(extra)).toContain(code);
  });
  test('a cylinder board passes alone', () => {
    expect(chessProbeCodes({ board: { files: 8, ranks: 8, wrap: 'files' } })).toEqual([]);
  });
});

// The search (search/search.ts) on positions whose solution is known from outside: mates in one
// and two from chess puzzle collections, and wins by a goal condition read from the rules (a king
// stepping onto the hill, a third check, losing the last piece). The move it finds is played
// in Fairy-Stockfish (ffish) and must end the game there, with the right winner. Then, in every
// bundled variant, a shallow search returns a legal move, and a search of fixed depth is
// deterministic (same move, score and node count twice).

import { beforeAll, describe, expect, test } from 'vitest';
import { Engine } from '../../runtime/use/engine.ts';
import type { Position } from '../../runtime/state/position.ts';
import { mateMoves } from '../../search/score.ts';
import { Search } from '../../search/search.ts';
import { loadFfish, type Ffish } from '../oracle/ffish.ts';
import { enginePair, loadPlan } from '../support.ts';
import { bundledNames } from '../../lib/source.ts';
import { loadVariant } from '../../lib/index.ts';
import { pieceValues } from '../../search/values.ts';

interface Win {
  readonly what: string;
  readonly variant: string;
  /** ffish's name of the variant. */
  readonly ffish: string;
  readonly fen: string;
  readonly depth: number;
  /** Moves (the winner's) to the win, and the solution's first move where it is the only one. */
  readonly moves: number;
  readonly first?: string;
}

const WINS: readonly Win[] = [
  { what: "scholar's mate, Qxf7# (mate in 1)", variant: 'chess', ffish: 'chess', fen: 'r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/5Q2/PPPP1PPP/RNB1K1NR w KQkq - 0 1', depth: 3, moves: 1, first: 'f3f7' },
  { what: 'back-rank mate, Ra8# (mate in 1)', variant: 'chess', ffish: 'chess', fen: '6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1', depth: 3, moves: 1, first: 'a1a8' },
  // 1. Nf6+ gxf6 2. Bxf7# (Legall's pattern)
  { what: 'mate in 2: Nf6+ gxf6 Bxf7#', variant: 'chess', ffish: 'chess', fen: 'r2qkb1r/pp2nppp/3p4/2pNN1B1/2BnP3/3P4/PPP2PPP/R2bK2R w KQkq - 1 1', depth: 4, moves: 2, first: 'd5f6' },
  // the king reaches the hill (d4, e4, d5, e5) in two steps; Black's far king cannot stop it
  { what: 'king of the hill in 2', variant: 'kingofthehill', ffish: 'kingofthehill', fen: 'k7/8/8/8/8/8/2K5/8 w - - 0 1', depth: 4, moves: 2 },
  // White has given two checks: Bb5+ is the third (the d-pawn no longer shields e8)
  { what: 'third check, Bb5+', variant: 'threecheck', ffish: '3check', fen: 'rnbqkbnr/ppp2ppp/3p4/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 1+3 0 3', depth: 3, moves: 1, first: 'f1b5' },
  // Ra1 offers the last piece: bxa1 is compulsory, and White, with no piece left, wins (a win in
  // one move, as Fairy-Stockfish counts: the game ends on Black's reply)
  { what: 'antichess: give the last piece away', variant: 'antichess', ffish: 'antichess', fen: '8/8/8/8/8/8/1p6/2R5 w - - 0 1', depth: 3, moves: 1, first: 'c1a1' },
];

let ffish: Ffish;
beforeAll(async () => {
  ffish = await loadFfish();
});

/** Plays the search's principal variation in ffish: it must end the game there, won by the side that moved first. */
function checkWinInFfish(w: Win, pv: readonly string[]): void {
  const fen = ffish.fenAfter(w.ffish, w.fen, [...pv]);
  expect(ffish.isGameOver(w.ffish, fen), `${pv.join(' ')} ends the game`).toBe(true);
  expect(ffish.result(w.ffish, fen)).toBe(w.fen.split(' ')[1] === 'w' ? '1-0' : '0-1');
}

describe('the search finds known wins', () => {
  test.each(WINS)('$what', async (w) => {
    const { generated } = await enginePair(w.variant);
    const parsed = generated.parseFen(w.fen);
    if (!parsed.ok) throw new Error(parsed.error.message);
    const before = generated.fen(parsed.pos);
    const result = new Search(generated, { ttBits: 16 }).run(parsed.pos, { depth: w.depth });
    if (w.first) expect(result.move).toBe(w.first);
    expect(mateMoves(result.score)).toBe(w.moves);
    checkWinInFfish(w, result.pv);
    // the position is left as it was
    expect(generated.fen(parsed.pos)).toBe(before);
  });
});

describe('every bundled variant', () => {
  const names = bundledNames();

  test.each(names)('%s: a shallow search returns a legal move, the same one twice', async (name) => {
    const engine = new Engine(loadPlan(name));
    const pos: Position = engine.start();
    const before = engine.fen(pos);
    const a = new Search(engine, { ttBits: 14 }).run(pos, { depth: 2 });
    const b = new Search(engine, { ttBits: 14 }).run(pos, { depth: 2 });
    expect(engine.moves(pos).map((m) => m.uci)).toContain(a.move);
    expect([b.move, b.score, b.nodes, b.pv]).toEqual([a.move, a.score, a.nodes, a.pv]);
    expect(engine.fen(pos)).toBe(before);
  });

  test('limits: a node budget stops the search, a finished game has no move', async () => {
    const { generated } = await enginePair('chess');
    const r = new Search(generated, { ttBits: 14 }).run(generated.start(), { nodes: 2000 });
    expect(r.move).not.toBeNull();
    expect(r.nodes).toBeLessThan(2000 + 1024 + 64);
    const mated = generated.parseFen('rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3');
    if (!mated.ok) throw new Error(mated.error.message);
    const none = new Search(generated, { ttBits: 14 }).run(mated.pos, { depth: 3 });
    expect(none.move).toBeNull();
    expect(none.score).toBeLessThan(-30000);
  });
});

describe('piece values from the spec', () => {
  test("orthodox pieces come out in the textbook's order: queen > rook > bishop, knight > pawn; the king is not counted", () => {
    const plan = loadPlan('chess');
    const v = Object.fromEntries(plan.pieces.map((p, i) => [p.name, pieceValues(plan)[i]]));
    expect(v.queen.material).toBeGreaterThan(v.rook.material);
    expect(v.rook.material).toBeGreaterThan(Math.max(v.bishop.material, v.knight.material));
    expect(Math.min(v.bishop.material, v.knight.material)).toBeGreaterThan(2 * v.pawn.material);
    expect(v.king.material).toBe(0);
    expect(v.bishop.colourBound).toBe(true);
    // the king is counted where it may be captured (antichess)
    const anti = loadPlan('antichess');
    expect(pieceValues(anti)[anti.pieces.findIndex((p) => p.name === 'king')].material).toBeGreaterThan(0);
  });

  test('a value in the YAML overrides the estimate, and describe says so; a negative one is refused', async () => {
    const spec = 'extends: chess\nname: heavyqueen\npieces:\n  - { name: queen, letter: q, betza: Q, value: 1200 }\n';
    const variant = await loadVariant(spec);
    expect(variant.describe()).toContain('queen 12 (given)');
    await expect(loadVariant(spec.replace('1200', '-5'))).rejects.toThrow(/value/);
  });
});

// make/unmake restores the position exactly — board, state and incremental hash — over
// random games of every bundled variant, and the incremental hash always equals the hash
// computed from scratch. (test/properties/invariants.test.ts makes every move at scale; this one
// also compares the FEN after each unmake.)

import fc from 'fast-check';
import { basename } from 'node:path';
import { describe, expect, test } from 'vitest';
import { bundledSpecFiles } from '../../generator/generate.ts';
import { enginePair, LONG, randomPlayout, rng } from '../support.ts';
import { generateLegal } from '../../runtime/legal/legal.ts';
import type { Position } from '../../runtime/state/position.ts';

const VARIANTS = bundledSpecFiles().map((f) => basename(f, '.yaml'));
const GAMES = LONG ? 300 : 5;
const PLIES = LONG ? 200 : 40;
/** Moves made and unmade per variant, at least: about a third of the legal moves of each position, of games that may end early. */
const MIN_MOVES = LONG ? 100_000 : 1_200;

/** A pass (null move) lapses en passant, restarts the move-rule count, keeps the hash right, and is taken back exactly. */
function checkNullMove(p: Position, fen: string, hash: number[]): void {
  const { side, ply, fullmove, castling } = p;
  p.makeNull();
  expect([p.side, p.ply, p.fullmove, p.castling]).toEqual([side ^ 1, ply + 1, fullmove, castling]);
  expect([p.epA, p.epB, p.epVictim, p.passFirst, p.passStep, p.passVictim, p.halfmove]).toEqual([-1, -1, -1, -1, 0, -1, 0]);
  expect([p.hashLo, p.hashHi]).toEqual(p.computeHash());
  expect(p.hashAt(1)).toBe(hash[0]);
  p.unmakeNull();
  expect([p.hashLo, p.hashHi]).toEqual(hash);
  expect(p.ply).toBe(ply);
}

/** The incremental hash equals the one computed from scratch (expect is called only on a mismatch: three expect calls per move cost more than the moves). */
function hashIsExact(p: Position, where: string): void {
  const [lo, hi] = p.computeHash();
  if (lo !== p.hashLo || hi !== p.hashHi) expect([p.hashLo, p.hashHi], where).toEqual([lo, hi]);
}

describe.each(VARIANTS)('%s: make/unmake', (name) => {
  test(`every legal move made and unmade restores FEN and hash; incremental hash matches a full recompute (${GAMES} games, >= ${MIN_MOVES} moves)`, async () => {
    const { generated: engine } = await enginePair(name);
    let games = 0;
    let moves = 0;
    const playGame = (seed: number): void => {
      const pos = engine.start();
      const pick = rng(seed ^ 0x5f5f);
      games++;
      randomPlayout(engine, pos, seed, PLIES, (p) => {
        const fen = engine.fen(p);
        hashIsExact(p, fen);
        const hash = [p.hashLo, p.hashHi];
        const buf = engine.buf;
        const first = generateLegal(p, engine.gen, buf);
        for (let i = first; i < buf.count; i++) {
          if (pick() > 0.3) continue;
          p.make(buf.data, buf.offsets[i]);
          moves++;
          hashIsExact(p, `after a move from ${fen}`);
          p.unmake(buf.data, buf.offsets[i]);
          const back = engine.fen(p);
          if (back !== fen) expect(back).toBe(fen);
          if (p.hashLo !== hash[0] || p.hashHi !== hash[1]) expect([p.hashLo, p.hashHi], fen).toEqual(hash);
        }
        checkNullMove(p, fen, hash);
        expect(engine.fen(p)).toBe(fen);
        buf.count = first;
        buf.top = first === 0 ? 0 : buf.top;
      });
    };
    fc.assert(fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), playGame), { numRuns: GAMES, seed: 7 });
    // games of the antichess family end early, with few legal moves (captures are compulsory):
    // more games, until the moves are enough
    for (let seed = 1; moves < MIN_MOVES && seed <= 10 * GAMES; seed++) playGame(seed);
    expect(games).toBeGreaterThanOrEqual(GAMES);
    expect(moves).toBeGreaterThanOrEqual(MIN_MOVES);
  });
});

test("passes made far beyond the state stack's first depth (1024 plies) are all taken back", async () => {
  const { generated: engine } = await enginePair('chess');
  const pos = engine.start();
  const buf = engine.buf;
  const first = generateLegal(pos, engine.gen, buf);
  pos.make(buf.data, buf.offsets[first + 16]);
  const fen = engine.fen(pos);
  const hashes: number[] = [];
  for (let i = 0; i < 3000; i++) {
    hashes.push(pos.hashLo);
    pos.makeNull();
  }
  for (let back = 1; back <= 3000; back++) expect(pos.hashAt(back)).toBe(hashes[3000 - back]);
  for (let i = 0; i < 3000; i++) pos.unmakeNull();
  expect(engine.fen(pos)).toBe(fen);
  expect(pos.ply).toBe(1);
});

// make/unmake restores the position exactly — board, state and incremental hash — over
// random games, and the incremental hash always equals the hash computed from scratch.

import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { enginePair, LONG, randomPlayout, rng } from './support.ts';
import { generateLegal } from '../runtime/legal.ts';

const VARIANTS = ['chess'];

describe.each(VARIANTS)('%s: make/unmake', (name) => {
  test('every legal move made and unmade restores FEN and hash; incremental hash matches a full recompute', async () => {
    const { generated: engine } = await enginePair(name);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), (seed) => {
        const pos = engine.start();
        const pick = rng(seed ^ 0x5f5f);
        randomPlayout(engine, pos, seed, LONG ? 200 : 60, (p) => {
          expect([p.hashLo, p.hashHi]).toEqual(p.computeHash());
          const fen = engine.fen(p);
          const hash = [p.hashLo, p.hashHi];
          const buf = engine.buf;
          const first = generateLegal(p, engine.gen, buf);
          for (let i = first; i < buf.count; i++) {
            if (pick() > 0.3) continue;
            p.make(buf.data, buf.offsets[i]);
            expect([p.hashLo, p.hashHi]).toEqual(p.computeHash());
            p.unmake(buf.data, buf.offsets[i]);
            expect(engine.fen(p)).toBe(fen);
            expect([p.hashLo, p.hashHi]).toEqual(hash);
          }
          buf.count = first;
          buf.top = first === 0 ? 0 : buf.top;
        });
      }),
      { numRuns: LONG ? 300 : 15, seed: 7 },
    );
  });
});

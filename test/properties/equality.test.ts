// The generated engine equals the interpreter: on random positions reached by seeded random
// playouts, both give the same legal move set and the same perft(2). Every bundled variant.

import fc from 'fast-check';
import { basename } from 'node:path';
import { describe, expect, test } from 'vitest';
import { bundledSpecFiles } from '../../generator/generate.ts';
import type { Engine } from '../../runtime/use/engine.ts';
import { enginePair, LONG, moveKeys, randomPlayout } from '../support.ts';

const VARIANTS = bundledSpecFiles().map((f) => basename(f, '.yaml'));
/** Positions per variant: at least 10 000 in the long run. */
const POSITIONS = LONG ? 10_000 : 60;
const PLIES = 60;

function moveSet(engine: Engine, fen: string): string[] {
  const r = engine.parseFen(fen);
  if (!r.ok) throw new Error(`${fen}: ${r.error.message}`);
  return moveKeys(engine, r.pos);
}

describe.each(VARIANTS)('%s: generated engine = interpreter', (name) => {
  test(`same legal moves and perft(2) on ${POSITIONS} positions of random games`, async () => {
    const { interpreted, generated } = await enginePair(name);
    let positions = 0;
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), (seed) => {
        // games that end early (dobutsu's lion taken) need more of them to reach the count
        if (positions >= POSITIONS) return;
        const pos = interpreted.start();
        randomPlayout(interpreted, pos, seed, PLIES, (p) => {
          if (positions >= POSITIONS) return;
          positions++;
          const fen = interpreted.fen(p);
          expect(moveSet(generated, fen), fen).toEqual(moveSet(interpreted, fen));
          const a = generated.parseFen(fen);
          const b = interpreted.parseFen(fen);
          if (!a.ok) throw new Error(a.error.message);
          if (!b.ok) throw new Error(b.error.message);
          // both from the FEN: it holds the position but not how it was reached (janggi's passes in a row)
          expect(generated.perft(a.pos, 2), fen).toBe(interpreted.perft(b.pos, 2));
        });
      }),
      { numRuns: Math.ceil((POSITIONS / PLIES) * 2) * 8, seed: 1234 },
    );
    expect(positions).toBe(POSITIONS);
  });
});

// One move per effect (runtime/rules/chain-effects.ts) against the plain definition it replaces: a
// string key per record of start, end, promotion and the sorted removed squares, the first
// record of each key kept. Random lists of records, with chains that take the same pieces in
// other orders, other pieces to the same square, and removals of the mover's own colour (which
// do not count), must keep the same records in the same order.

import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { keepOnePerEffect } from '../../../runtime/rules/chain-effects.ts';
import { M_COUNT, M_FROM, M_HEADER, M_PROMO, M_TO, MoveBuffer } from '../../../runtime/moves.ts';

interface Change {
  sq: number;
  old: number;
  now: number;
}
interface Record {
  from: number;
  to: number;
  promo: number;
  changes: Change[];
}

/** Squares and pieces from small ranges, so that equal effects are common. */
const change = fc.record({ sq: fc.integer({ min: 20, max: 27 }), old: fc.integer({ min: 0, max: 5 }), now: fc.constantFrom(0, 0, 2, 3) });
const record = fc.record({
  from: fc.integer({ min: 20, max: 21 }),
  to: fc.integer({ min: 30, max: 31 }),
  promo: fc.constantFrom(0, 0, 4),
  changes: fc.uniqueArray(change, { maxLength: 4, selector: (c) => c.sq }),
});
/** Records and, for some, the same record with its changes in another order (another chain order). */
const list = fc.array(fc.tuple(record, fc.boolean()), { maxLength: 24 }).map((pairs) =>
  pairs.flatMap(([r, twice]) => (twice ? [r, { ...r, changes: [...r.changes].reverse() }] : [r])),
);

function write(buf: MoveBuffer, records: readonly Record[]): number {
  const first = buf.count;
  for (const r of records) {
    buf.begin(r.from, r.to, 0);
    buf.data[buf.top - M_HEADER + M_PROMO] = r.promo;
    for (const c of r.changes) buf.change(c.sq, c.old, c.now);
    buf.commit();
  }
  return first;
}

/** The former definition: a string key per effect, the first of each kept. */
function reference(side: number, buf: MoveBuffer, first: number): number[] {
  const seen = new Set<string>();
  const kept: number[] = [];
  for (let i = first; i < buf.count; i++) {
    const off = buf.offsets[i];
    const d = buf.data;
    const removed: number[] = [];
    for (let j = off + M_HEADER; j < off + M_HEADER + 3 * d[off + M_COUNT]; j += 3) {
      if (d[j + 1] > 0 && (d[j + 1] & 1) !== side && d[j + 2] === 0) removed.push(d[j]);
    }
    removed.sort((a, b) => a - b);
    const key = `${d[off + M_FROM]}>${d[off + M_TO]}=${d[off + M_PROMO]}x${removed.join(',')}`;
    if (seen.has(key)) continue;
    seen.add(key);
    kept.push(off);
  }
  return kept;
}

describe('one move per effect', () => {
  test('keeps what a string key per effect keeps, in the same order', () => {
    fc.assert(
      fc.property(list, fc.integer({ min: 0, max: 1 }), fc.integer({ min: 0, max: 3 }), (records, side, below) => {
        const buf = new MoveBuffer();
        // a list above others, as in a search: only its own entries are filtered
        write(buf, records.slice(0, below));
        const first = write(buf, records);
        const expected = reference(side, buf, first);
        keepOnePerEffect(side, buf, first);
        expect(Array.from(buf.offsets.subarray(first, buf.count))).toEqual(expected);
      }),
      { numRuns: 2000, seed: 17 },
    );
  });

  test('a long list grows the tables and still keeps one per effect', () => {
    const buf = new MoveBuffer();
    const records: Record[] = [];
    for (let i = 0; i < 600; i++) records.push({ from: 20 + (i % 3), to: 40 + 3 * (i % 400), promo: 0, changes: [{ sq: 60 + (i % 5), old: 3, now: 0 }] });
    const first = write(buf, records);
    const expected = reference(0, buf, first);
    keepOnePerEffect(0, buf, first);
    expect(buf.count - first).toBe(expected.length);
    expect(Array.from(buf.offsets.subarray(first, buf.count))).toEqual(expected);
  });
});

// FEN and move-text fuzzing for every bundled variant. Random strings and mutated valid FENs
// either parse and round-trip (parse(make(p)) gives the same FEN and hash) or fail with an
// error naming the field at fault — never an exception. Move text that names no legal move
// gets a clear error from Engine.playText and leaves the position unchanged (FEN and hash).

import fc from 'fast-check';
import { basename } from 'node:path';
import { describe, expect, test } from 'vitest';
import { bundledSpecFiles } from '../../generator/generate.ts';
import type { Engine } from '../../runtime/use/engine.ts';
import { FEN_FIELDS, formatFenError } from '../../runtime/state/fen.ts';
import { clip } from '../../schema/quote.ts';
import { enginePair, LONG, randomPlayout } from '../support.ts';

const VARIANTS = bundledSpecFiles().map((f) => basename(f, '.yaml'));
const RUNS = LONG ? 20_000 : 120;

/** FENs of positions of a few random games, the start included. */
function sampleFens(engine: Engine, games: number): string[] {
  const fens: string[] = [];
  for (let seed = 1; seed <= games; seed++) randomPlayout(engine, engine.start(), seed, 60, (p) => fens.push(engine.fen(p)));
  return fens;
}

/** Character-level edits of a valid FEN: replace, insert, delete, duplicate a field, swap two fields. */
function mutatedFen(fens: readonly string[], alphabet: string): fc.Arbitrary<string> {
  const char = fc.constantFrom(...alphabet.split(''));
  return fc
    .tuple(fc.constantFrom(...fens), fc.array(fc.tuple(fc.nat(4), fc.nat(), char), { minLength: 1, maxLength: 4 }))
    .map(([fen, edits]) =>
      edits.reduce((s, [kind, at, c]) => {
        const i = s.length === 0 ? 0 : at % s.length;
        const fields = s.split(' ');
        switch (kind) {
          case 0:
            return s.slice(0, i) + c + s.slice(i + 1);
          case 1:
            return s.slice(0, i) + c + s.slice(i);
          case 2:
            return s.slice(0, i) + s.slice(i + 1);
          case 3:
            return [...fields.slice(0, (at % fields.length) + 1), ...fields.slice(at % fields.length)].join(' ');
          default: {
            const j = at % fields.length;
            const k = (at >> 3) % fields.length;
            [fields[j], fields[k]] = [fields[k], fields[j]];
            return fields.join(' ');
          }
        }
      }, fen),
    );
}

/** The FEN contract: no exception; a parsed FEN round-trips; a rejected one names its field. */
function expectFenContract(engine: Engine, text: string): 'parsed' | 'rejected' {
  const r = engine.parseFen(text);
  if (!r.ok) {
    expect(FEN_FIELDS).toContain(r.error.field);
    expect(r.error.message.trim(), text).not.toBe('');
    expect(formatFenError(r.error)).toContain(`(${r.error.field} field)`);
    return 'rejected';
  }
  const fen = engine.fen(r.pos);
  const again = engine.parseFen(fen);
  if (!again.ok) throw new Error(`${text} parsed, but its own FEN ${fen} does not: ${formatFenError(again.error)}`);
  expect(engine.fen(again.pos), text).toBe(fen);
  expect([again.pos.hashLo, again.pos.hashHi], fen).toEqual([r.pos.hashLo, r.pos.hashHi]);
  return 'parsed';
}

describe.each(VARIANTS)('%s: FEN fuzzing', async (name) => {
  const { interpreted: engine } = await enginePair(name);
  const fens = sampleFens(engine, LONG ? 40 : 6);
  const letters = engine.plan.pieces.map((p) => p.letter + p.letter.toUpperCase()).join('');
  const alphabet = `${letters}0123456789/ -[]wbKQkqabcdefgh`;

  test(`${RUNS} mutated FENs: parse and round-trip, or an error naming the field`, () => {
    const tally = { parsed: 0, rejected: 0 };
    fc.assert(
      fc.property(mutatedFen(fens, alphabet), (text) => {
        tally[expectFenContract(engine, text)]++;
      }),
      { numRuns: RUNS, seed: 99 },
    );
    expect(tally.parsed).toBeGreaterThan(0);
    expect(tally.rejected).toBeGreaterThan(0);
  });

  test(`${RUNS} random strings: never an exception`, () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: fc.constantFrom(...alphabet.split('')), maxLength: 80 }), fc.string({ maxLength: 40 })), (text) => {
        expectFenContract(engine, text);
      }),
      { numRuns: RUNS, seed: 100 },
    );
  });

  test(`${RUNS} move texts that name no legal move: a clear error, the position unchanged`, () => {
    const moveText = fc.oneof(
      fc.string({ unit: fc.constantFrom(...`${letters}abcdefghijklmnop0123456789x+#=-@ `.split('')), maxLength: 8 }),
      fc.string({ maxLength: 10 }),
      fc.tuple(fc.constantFrom(...'abcdefgh'), fc.integer({ min: 0, max: 17 }), fc.constantFrom(...'abcdefghij'), fc.integer({ min: 0, max: 17 }), fc.constantFrom('', 'q', 'n', 'k', 'x')).map((p) => p.join('')),
    );
    let refused = 0;
    fc.assert(
      fc.property(fc.constantFrom(...fens), moveText, (fen, text) => {
        const parsed = engine.parseFen(fen);
        if (!parsed.ok) throw new Error(fen);
        const pos = parsed.pos;
        const hash = [pos.hashLo, pos.hashHi];
        const error = engine.playText(pos, text);
        if (error === null) {
          engine.undo(pos); // the text named a legal move: take it back
        } else {
          refused++;
          expect(error).toContain(`"${clip(text)}"`); // quoted escaped and cut (runtime/state/quote.ts)
          expect(error).toMatch(/not a legal move|is ambiguous: it could be|is empty: give a move/);
        }
        expect(engine.fen(pos)).toBe(fen);
        expect([pos.hashLo, pos.hashHi]).toEqual(hash);
      }),
      { numRuns: RUNS, seed: 101 },
    );
    expect(refused).toBeGreaterThan(RUNS / 2);
  });
});

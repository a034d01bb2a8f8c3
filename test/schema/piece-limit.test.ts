// The piece-type limit is one number: runtime/board/pieces.ts states it, the schema says it as
// `pieces.maxItems`, and a spec beyond it gets one located error in the spec's words.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { MAX_PIECE_TYPES } from '../../schema/piece-letters.ts';
import { loadSpecText } from '../../plan-checks/load.ts';

const schema = JSON.parse(readFileSync(new URL('../../schema/variant.schema.json', import.meta.url), 'utf8')) as {
  properties: { pieces: { maxItems: number; description: string } };
};

/** A spec with `n` piece types: a king and n - 1 wazirs, lettered through the alphabet. */
function specWith(n: number): string {
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  const pieces = Array.from({ length: n }, (_, i) =>
    i === 0 ? '  - { name: king, letter: k, royal: true, betza: K }' : `  - { name: p${i}, letter: ${letters[(i + 10) % 26]}, betza: W }`,
  );
  return ['name: many', 'board: { files: 4, ranks: 4 }', 'pieces:', ...pieces, 'start: "k3/4/4/3K w - - 0 1"'].join('\n');
}

describe('piece-type limit', () => {
  test('the schema states the runtime limit, in maxItems and in words', () => {
    expect(MAX_PIECE_TYPES).toBe(26);
    expect(schema.properties.pieces.maxItems).toBe(MAX_PIECE_TYPES);
    expect(schema.properties.pieces.description).toContain(`at most ${MAX_PIECE_TYPES}`);
  });

  test('a spec with the limit loads', () => {
    const r = loadSpecText(specWith(MAX_PIECE_TYPES), 'many.yaml');
    if (!r.ok) throw new Error(r.diagnostics.map((d) => d.message).join('; '));
    expect(r.spec.pieces).toHaveLength(MAX_PIECE_TYPES);
  });

  test('one more is refused at the pieces key, saying the limit and why', () => {
    const r = loadSpecText(specWith(MAX_PIECE_TYPES + 1), 'many.yaml');
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.diagnostics.map((d) => `${d.line}:${d.col}: ${d.message}`)).toEqual([
      `3:1: a variant has at most ${MAX_PIECE_TYPES} piece types (one per letter), this one has ${MAX_PIECE_TYPES + 1}`,
    ]);
  });
});

// Inputs found by the held-out probe of issue #24 (a new user's and an attacker's attempts) that
// the runtime, CLI or library handled wrongly: each test states the property the user relies on.

import { describe, expect, test } from 'vitest';
import { readFileSync } from 'node:fs';
import type { Position } from '../../runtime/state/position.ts';
import { loadSpecText } from '../../plan-checks/load.ts';
import { enginePair, specFile } from '../support.ts';
import { loadFfish } from '../oracle/ffish.ts';

const ff = await loadFfish();

describe('a hand that captures grow past 31 pieces of a type', () => {
  // White holds 31 queens and takes Black's queen: 32 in hand, a count that the FEN reader refused
  // ("more than 31 queens in a hand") and the hash keys stopped counting at.
  const before = `4k3/8/8/8/8/8/3q4/4K3[${'Q'.repeat(31)}] w - - 0 1`;
  const after = `4k3/8/8/8/8/8/3K4/8[${'Q'.repeat(32)}] b - - 0 1`;

  test.each(['interpreted', 'generated'] as const)('%s: the FEN written after the capture reads back, and counts as ffish does', async (kind) => {
    const engine = (await enginePair('crazyhouse'))[kind];
    const parsed = engine.parseFen(before);
    if (!parsed.ok) throw new Error(parsed.error.message);
    expect(engine.playText(parsed.pos, 'Kxd2')).toBeNull();
    expect(engine.fen(parsed.pos)).toBe(after);
    const again = engine.parseFen(after);
    if (!again.ok) throw new Error(again.error.message);
    expect([parsed.pos.hashLo, parsed.pos.hashHi]).toEqual([again.pos.hashLo, again.pos.hashHi]);
    expect(engine.perft(again.pos, 2)).toBe(ff.perft('crazyhouse', after, 2));
  });

  test('positions that differ only in a hand count above 31 hash apart', async () => {
    const { interpreted } = await enginePair('crazyhouse');
    const hash = (queens: number): [number, number] => {
      const r = interpreted.parseFen(`4k3/8/8/8/8/8/3K4/8[${'Q'.repeat(queens)}] b - - 0 1`);
      if (!r.ok) throw new Error(r.error.message);
      const pos: Position = r.pos;
      return [pos.hashLo, pos.hashHi];
    };
    const hashes = new Set([31, 32, 33, 100].map((n) => hash(n).join(':')));
    expect(hashes.size).toBe(4);
  });

  test('a drop keeps the hash equal to the one computed from scratch above 31 in hand', async () => {
    const { interpreted } = await enginePair('crazyhouse');
    const r = interpreted.parseFen(after.replace(' b ', ' w ').replace('3K4/8', '8/3K4'));
    if (!r.ok) throw new Error(r.error.message);
    expect(interpreted.playText(r.pos, 'Q@a1')).toBeNull();
    const fresh = interpreted.parseFen(interpreted.fen(r.pos));
    if (!fresh.ok) throw new Error(fresh.error.message);
    expect([r.pos.hashLo, r.pos.hashHi]).toEqual([fresh.pos.hashLo, fresh.pos.hashHi]);
  });

  test('the bound is on the board and hands together: twice the squares, and the message says so', async () => {
    const { interpreted } = await enginePair('crazyhouse');
    expect(interpreted.parseFen(`4k3/8/8/8/8/8/8/4K3[${'P'.repeat(126)}] w - - 0 1`).ok).toBe(true);
    const r = interpreted.parseFen(`4k3/8/8/8/8/8/8/4K3[${'P'.repeat(127)}] w - - 0 1`);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.field).toBe('pool');
    expect(r.error.message).toBe("the board and the hands hold 129 pieces; a position of this variant holds at most 128 (twice the board's squares)");
  });
});

describe("YAML 1.1's typed tags are refused where they stand, in one line each", () => {
  // yaml resolved them by default: `board: !!binary …` gave a Buffer, whose methods came back as
  // dozens of "unknown key 'readBigUInt64LE' in board"; !!set and !!timestamp gave a Set, a Date
  const chess = readFileSync(specFile('chess'), 'utf8');
  test.each([
    ['!!binary aGVsbG8=', '!!binary'],
    ['!!set { files, ranks }', '!!set'],
    ['!!omap [ { files: 8 }, { ranks: 8 } ]', '!!omap'],
    ['!!pairs [ { files: 8 } ]', '!!pairs'],
    ['!!timestamp 2001-12-14', '!!timestamp'],
  ])('board: %s', (value, tag) => {
    const text = chess.replace(/^board: .*$/m, `board: ${value}`);
    const line = text.split('\n').findIndex((l) => l.startsWith('board:')) + 1;
    const r = loadSpecText(text, 'chess.yaml');
    if (r.ok) throw new Error('the spec loaded');
    expect(r.diagnostics.map((d) => `${d.file}:${d.line}:${d.col}: ${d.message}`)).toEqual([
      `chess.yaml:${line}:8: YAML: the tag '${tag}' is not allowed: a variant file holds only maps, lists, strings, numbers, true/false and null`,
    ]);
  });
});

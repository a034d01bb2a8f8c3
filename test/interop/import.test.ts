// importIni against Fairy-Stockfish: every section of an ini written for the tests imports in
// full, loads with our loader, and its perft d1-3 from the start and from a position after a
// short seeded random playout equals ffish's for the same section (loadVariantConfig).
// Malformed ini gives located diagnostics and no specs.

import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { importIni } from '../../lib/index.ts';
import { loadVariant } from '../../lib/index.ts';
import { ffishGame } from '../oracle/ffish.ts';
import { expectPerftAsFfish, readIniFixture } from './ini-fixture.ts';

const { ff, specs, specFile } = await readIniFixture('import-fixture.ini');


// positions at a mapped rule's edge, besides the start and the playout
const EDGES: Readonly<Record<string, readonly string[]>> = {
  // a cannon screens a cannon (it may not jump it), a pawn screens a cannon (it may not take it)
  ffcannon: ['4k3/8/1c6/8/1C6/8/1C6/4K3 w - - 0 1', '4k3/8/1c6/8/1P6/8/1C6/4K3 w - - 0 1'],
  // soldiers before (f2, e5) and from (d3, f4; d4, f3) their sideways rank, 3 of 6, each side its own
  ffsoldiers: ['5k3/4p4/3p1P3/3P1p3/5P3/3K5 w - - 0 1', '5k3/4p4/3p1P3/3P1p3/5P3/3K5 b - - 0 1'],
  // after c7d5 the white pawn on b5 may not take on c6 (FSF's en passant follows initial moves only)
  fflamepawn: ['4k3/2h5/8/1H6/8/8/8/4K3 b - - 0 1'],
  // the knight's only capture (Nxc1) would check the king on a2: its quiet moves stay legal
  ffcoffeerace: ['8/8/8/8/8/8/k3N3/2b4K w - - 0 1'],
  // elephants on e3 and e8 may not reach their fifth rank (c5, g5; c6, g6)
  ffelephant: ['3k5/9/4b4/9/9/9/9/4B4/9/4K4 w - - 0 1', '3k5/9/4b4/9/9/9/9/4B4/9/4K4 b - - 0 1'],
};

describe.each(specs)('import section $section', (spec) => {
  test('imports in full, and its perft d1-3 equals ffish from the start and after a random playout', async () => {
    expect(spec.explanations).toEqual([]);
    const v = await loadVariant(specFile(spec), { engine: 'interpreted' });
    // the start position as we write it (ffish reads it; its own text may leave fields out)
    const start = v.startFen;
    const fen = ffishGame(ff, spec.section, start, 7, 8).at(-1)!;
    expectPerftAsFfish(ff, v, spec.section, [start, fen, ...(EDGES[spec.section] ?? [])]);
  }, 60_000);
});

describe('malformed ini', () => {
  const cases: [string, string, number, string][] = [
    ['a bad section header', '[ok]\nmaxRank = 6\n[bad name]\n', 3, 'ini-bad-section'],
    ['an unknown key', '[a]\nmaxRnak = 6\n', 2, 'ini-unknown-option'],
    ['a control character', '[a]\nmaxRank = 6\u0007\n', 2, 'ini-control-character'],
    ['a line that is no option', '[a]\njust words\n', 2, 'ini-bad-line'],
    ['a parent defined later (no cycles)', '[a:b]\n[b:a]\n', 1, 'ini-parent-later'],
  ];
  test.each(cases)('%s: a located diagnostic and no specs', async (_what, text, line, code) => {
    const r = await importIni(text, { file: 'bad.ini' });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.diagnostics[0]).toMatchObject({ file: 'bad.ini', line, code });
  });
  test('an option set twice keeps its last value, as FSF reads it (its own variants.ini does this), with a note at the line', async () => {
    const r = await importIni('[a:chess]\nmaxRank = 6\nmaxRank = 7\nstartFen = 8/pppppppp/8/8/8/PPPPPPPP/8 w - - 0 1\n', { file: 'v.ini' });
    if (!r.ok) throw new Error('expected specs');
    expect(r.specs[0]!.yaml).toContain('ranks: 7');
    expect(r.specs[0]!.notes).toEqual(['v.ini:3: maxRank is set again (first on line 2): the last value holds, as in Fairy-Stockfish']);
    expect(r.specs[0]!.yaml).toContain('# v.ini:3: maxRank is set again');
  });
  test('a file above the size bound is refused before parsing', async () => {
    const r = await importIni(`[a]\n${'; x\n'.repeat(1_200_000)}`);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.diagnostics[0]!.code).toBe('ini-too-large');
  });
  test('an option whose FSF default is true says its rule when false (drops may not check)', async () => {
    const r = await importIni('[x:crazyhouse]\ndropChecks = false\n[y:crazyhouse]\ndropChecks = true\n', { file: 'v.ini' });
    expect(r.ok && r.specs.map((s) => [s.explanations, s.yaml.includes('noCheck')])).toEqual([[[], true], [[], false]]);
  });
  test('an option that cannot be said is explained at its line', async () => {
    const r = await importIni('[duck:chess]\nwallingRule = duck\n', { file: 'v.ini' });
    expect(r.ok && r.specs[0]!.explanations).toEqual(['v.ini:2: wallingRule = duck: not expressible yet: walling (arrows, duck, static walls) is not in the language']);
  });
});

describe('built-ins whose bundled twin says a rule the importer cannot', () => {
  test('a section that leaves the rule\'s keys as inherited keeps it; one that restates them is refused at the built-in\'s option', async () => {
    const r = await importIni('[gh:grand]\npieceDrops = true\ncapturesToHand = true\n[j2:janggi]\nrook = -\n[j4:janggi]\ncentaur = u\n', { file: 'v.ini' });
    if (!r.ok) throw new Error('expected specs');
    expect(r.specs.map((x) => x.explanations)).toEqual([
      // grand's pool says its limits only without a hand: with one, the section states the limits (test/interop/import-misc-a.test.ts)
      [],
      ['built-in janggi: diagonalLines = d1 f1 e2 d3 f3 d8 f8 e9 d10 f10: not expressible yet: moves along listed diagonals only are not in the language'],
      [],
    ]);
  });
});

describe('the option table', () => {
  test('docs/interop.md lists every option the importer knows, with its kind', async () => {
    const { OPTION_TABLE } = await import('../../interop/import/options.ts');
    const doc = readFileSync(new URL('../../docs/interop.md', import.meta.url), 'utf8');
    for (const [key, entry] of Object.entries(OPTION_TABLE)) expect(doc, key).toContain(`| \`${key}\` | ${entry.kind} |`);
  });
});

// Sections whose parent is one of Fairy-Stockfish's built-in variants (interop/import/fsf-builtins*.ts):
// every section of an ini written for the tests (test/fixtures/interop/builtin-parents.ini, one per
// built-in added beyond the first 34, and two chains of a section of a section of a built-in)
// imports in full, extends the built-in's bundled twin where it has one (chess otherwise), and its
// perft d1-3 from the start and after a short seeded random playout equals ffish's for the section.

import { describe, expect, test } from 'vitest';
import { loadVariant } from '../../lib/index.ts';
import { BUILTIN_BASES } from '../../interop/import/fsf-builtins.ts';
import { readIni } from '../../interop/ini/read.ts';
import { ffishGame } from '../oracle/ffish.ts';
import { readIniFixture } from './ini-fixture.ts';

const FILE = 'builtin-parents.ini';
const { ff, text: INI, specs, specFile } = await readIniFixture(FILE);


const read = readIni(INI, FILE);
if (!read.ok) throw new Error('the fixture reads');
const parentOf = new Map(read.sections.map((s) => [s.name, s.parent]));

/** What a section's spec extends: its built-in parent's bundled twin (chess without one), or its parent section's file. */
function expectedExtends(section: string): string {
  const parent = parentOf.get(section)!;
  if (parentOf.has(parent)) return parent;
  return BUILTIN_BASES[parent]!.bundled ?? 'chess';
}

describe.each(specs)('section $section', (spec) => {
  test('imports in full, extends its parent, and its perft d1-3 equals ffish from the start and after a random playout', async () => {
    expect(spec.explanations).toEqual([]);
    expect(spec.yaml).toMatch(new RegExp(`^extends: ${expectedExtends(spec.section)}$`, 'm'));
    const v = await loadVariant(specFile(spec), { engine: 'interpreted' });
    // each from its own start FEN (ours of grand's kin writes the hand of captured pieces, which
    // ffish refuses there), then both from the position after ffish's seeded playout
    const start = ff.startFen(spec.section);
    for (let d = 1; d <= 3; d++) expect(v.perft(d, v.startFen), `perft d${d} at the start`).toBe(ff.perft(spec.section, start, d));
    const fen = ffishGame(ff, spec.section, start, 11, 8).at(-1)!;
    for (let d = 1; d <= 3; d++) expect(v.perft(d, fen), `perft d${d} at ${fen}`).toBe(ff.perft(spec.section, fen, d));
  }, 120_000);
});

test('the fixture names as a parent every built-in but the 36 the importer knew before it, and chains two sections of a built-in', () => {
  const first = ['chess', 'fairy', 'crazyhouse', 'giveaway', 'antichess', 'kingofthehill', '3check', '5check', 'capablanca', 'janus', 'nocheckatomic', 'losers', 'atomic', 'breakthrough', 'makruk', 'racingkings', 'extinction', 'pocketknight', 'placement', 'minishogi', 'shogi', 'losalamos', 'minixiangqi', 'xiangqi', 'janggi', 'grand', 'gorogoro', 'embassy', 'gothic', 'capahouse', 'judkins', 'euroshogi', 'kinglet', 'codrus', 'misere', 'gardner'];
  const named = new Set(parentOf.values());
  expect(Object.keys(BUILTIN_BASES).filter((b) => !first.includes(b) && !named.has(b))).toEqual([]);
  const chains = read.sections.filter((s) => s.parent !== undefined && parentOf.has(s.parent) && Object.hasOwn(BUILTIN_BASES, parentOf.get(s.parent)!));
  expect(chains.map((s) => s.name)).toEqual(['ffbpmodern2', 'ffbpopulent2']);
});

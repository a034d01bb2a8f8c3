// FSF's extinction options imported (interop/import/build-extinction.ts): every section of
// test/fixtures/interop/extinction.ini imports in full, loads with our loader, and its perft d1-3
// from the start, after a short seeded random playout and at positions where the rule decides
// equals ffish's for the same section (loadVariantConfig); each section's conditions are the ones
// its options say, and the spec exports back to the same options.

import { describe, expect, test } from 'vitest';
import { parse } from 'yaml';
import { exportIni, loadVariant } from '../../lib/index.ts';
import { ffishGame } from '../oracle/ffish.ts';
import { expectPerftAsFfish, readIniFixture } from './ini-fixture.ts';

const { ff, text: INI, specs, specFile } = await readIniFixture('extinction.ini');


// positions at a mapped rule's edge, besides the start and the playout
const EDGES: Readonly<Record<string, readonly string[]>> = {
  // the amazon checkmated in the corner; one escape left up the a-file
  ffextamazon: ['7k/8/8/8/8/8/rq6/Mr6 w - - 0 1', '7k/8/8/8/8/8/1q6/Mr6 w - - 0 1', 'rnbqkbnr/pppppppp/8/8/8/8/8/r2M4 w - - 0 1'],
  // both kings on the first rank, one checked by the rook: mate; a king may take a rook checking its partner
  ffexttwokings: ['4k3/8/8/8/8/8/8/r2KK3 w - - 0 1', '3kk3/8/8/8/8/8/8/2rKK3 w - - 0 1'],
  // the king on d4 steps into the far half and becomes a divine king, royal there, the pawn on d6 watching c5 and e5
  ffextdivine: ['3k4/pppppppp/8/8/3K4/8/PPPPPPPP/8 w - - 0 1', '3k4/ppp1pppp/3p4/8/3K4/8/PPPPPPPP/8 w - - 0 1'],
  // the lone general may step only where the queen does not reach
  ffextgeneral: ['g7/8/8/4G3/8/8/8/2q5 w - - 0 1', 'g1q5/8/8/4G3/8/8/8/8 w - - 0 1'],
  // White must take, leaving Black one piece
  ffextlast: ['r6k/8/8/8/8/8/8/R6K w - - 0 1', '7k/8/8/8/8/8/8/R6K b - - 0 1'],
  // a blast that takes both last pieces, and one that takes White's alone
  ffextblast: ['8/8/8/8/8/8/1r6/1R6 w - - 0 1', '8/8/8/8/8/8/1rn5/1R6 w - - 0 1'],
  ffextclaimed: ['r6k/8/8/8/8/8/8/RN5K b - - 0 1', '7k/8/8/8/8/8/8/RN5K b - - 0 1'],
  // the bared side to move may bare back; against two it has lost
  ffextbare: ['4k3/8/8/8/8/8/8/R3K3 b - - 0 1', '4k3/8/8/8/8/8/r7/R3K3 b - - 0 1', '4k3/8/8/8/8/8/8/RR2K3 b - - 0 1'],
  ffextrooks: ['r3k2r/8/8/8/8/8/8/R3K3 w - - 0 1', 'r3k3/8/8/8/8/8/8/R3K3 w - - 0 1'],
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

// what each section's options say, as conditions (pieces, count, opponentCount, claim, pseudoRoyal)
const CONDITIONS: Readonly<Record<string, readonly Record<string, unknown>[]>> = {
  ffextamazon: [{ type: 'extinction', pieces: ['m'], pseudoRoyal: true, outcome: 'loss' }],
  ffexttwokings: [{ type: 'extinction', pieces: ['k'], count: 1, pseudoRoyal: true, outcome: 'loss' }],
  // FSF's type d is the divine king and the king promoted into it
  ffextdivine: [
    { type: 'extinction', pieces: ['k'], pseudoRoyal: true, outcome: 'loss' },
    { type: 'extinction', pieces: ['d', '+k'], pseudoRoyal: true, outcome: 'loss' },
  ],
  // the king is royal already: its type keeps the general promoted into it
  ffextgeneral: [
    { type: 'extinction', pieces: ['+g'], pseudoRoyal: true, outcome: 'loss' },
    { type: 'extinction', pieces: ['g'], pseudoRoyal: true, outcome: 'loss' },
  ],
  ffextlast: [{ type: 'extinction', count: 1, outcome: 'loss' }],
  ffextblast: [{ type: 'extinction', opponentCount: 1, outcome: 'win' }],
  ffextclaimed: [{ type: 'extinction', count: 1, opponentCount: 2, claim: true, outcome: 'loss' }],
  ffextbare: [{ type: 'extinction', count: 1, opponentCount: 2, claim: true, outcome: 'loss' }],
  ffextrooks: [{ type: 'extinction', pieces: ['r'], count: 1, outcome: 'loss' }],
};

describe.each(specs)('section $section', (spec) => {
  test('says the extinction its options say, and exports back to them', async () => {
    const parsed = parse(spec.yaml) as { goal: { conditions?: unknown[] } };
    expect((parsed.goal.conditions ?? []).filter((c) => (c as { type: string }).type === 'extinction')).toEqual(CONDITIONS[spec.section]);
    const v = await loadVariant(specFile(spec), { engine: 'interpreted' });
    const ini = await exportIni(v, { section: spec.section });
    if (!ini.ok) throw new Error(ini.refused.map((r) => `${r.rule}: ${r.reason}`).join('; '));
    const options = new Map(ini.text.split('\n').flatMap((l) => (/^\w+ = /.test(l) ? [l.split(' = ') as [string, string]] : [])));
    const section = INI.slice(INI.indexOf(`[${spec.section}`)).split(/\n\n/)[0]!;
    for (const key of ['extinctionPieceCount', 'extinctionOpponentPieceCount', 'extinctionClaim', 'extinctionPseudoRoyal']) {
      const own = new RegExp(`^${key} = (.*)$`, 'm').exec(section)?.[1];
      if (own !== undefined && own !== '0' && own !== 'false') expect(options.get(key), key).toBe(own);
    }
  });
});

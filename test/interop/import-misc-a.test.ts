// importIni against Fairy-Stockfish for passOnStalemate(+White/Black), dropChecks, promotionLimit
// and tripleStepRegionWhite/Black: every section of test/fixtures/interop/misc-a.ini imports in
// full, and its perft d1-3 from the start, after a short seeded random playout and at positions
// where the rule decides moves equals ffish's for the same section. Then the refusals: a rule for
// one side only, a limit FSF counts two ways; and the export back to the same options.

import { describe, expect, test } from 'vitest';
import { exportIni, importIni, loadVariant } from '../../lib/index.ts';
import { ffishGame } from '../oracle/ffish.ts';
import { expectPerftAsFfish, readIniFixture } from './ini-fixture.ts';

const { ff, specs, specFile } = await readIniFixture('misc-a.ini');


const STALEMATES = ['8/8/8/8/8/7p/7P/8 w - - 0 1', 'r7/8/8/p7/P7/7p/7P/8 w - - 0 1'];
// positions at a mapped rule's edge, besides the start and the playout
const EDGES: Readonly<Record<string, readonly string[]>> = {
  // both blocked: passes until two in a row end the game; the pass is written with h2, the lowest piece
  ffmaanti: STALEMATES,
  ffmagive: STALEMATES,
  ffmaanti2: STALEMATES,
  // the stalemated king passes; checkmated, it does not
  ffmachess: ['k7/8/1Q6/8/8/8/8/7K b - - 0 1', 'k7/1Q6/1K6/8/8/8/8/8 b - - 0 1'],
  // drops on the king's lines, in check and out of it
  ffmazh: ['4k3/8/8/8/8/8/8/4K3[Qq] w - - 0 1', '4k3/8/8/8/8/8/8/r3K3[BRNbrn] w - - 0 1'],
  ffmaxqh: ['3k5/9/9/9/9/9/9/9/9/5K3[RNCP] w - - 0 1', '3k5/9/9/9/9/9/9/3C5/9/5K3[P] w - - 0 1'],
  // a knight in hand that could check (N@d3), a capture blowing up pieces of both colours
  ffmaatomiczh: ['rnbqkbnr/1pp1pppp/5p2/p7/6P1/P7/1PPP1PPP/RNBQKB1R[n] b - - 0 5', 'r1bqkb1r/ppp1pppp/n2p4/1N6/4PPn1/8/PPPP2PP/R1BQKBNR[] w - - 0 5'],
  // a queen on the board, a queen in hand, every choice at its limit
  ffmagh: ['4k5/P9/10/10/10/10/10/10/4K5/Q9[] w - - 0 1', '4k5/P9/10/10/10/10/10/10/4K5/RR8[Q] w - - 0 1', '4k5/P9/10/10/10/10/10/10/4K5/QCARRBBNN1[] w - - 0 1'],
  ffmalimit: ['4k3/P7/8/8/8/8/8/Q3K3 w - - 0 1', '4k3/P7/8/8/8/8/8/NNN1K3 w - - 0 1'],
  // a promoted knight on the board already bars the knight's promotion; two promoted pawns do not bar
  // the pawn's (FSF writes its pawn's piece promotion without the limit's test)
  ffmaforms: ['4k3/8/8/8/2N5/8/8/+N3K3[] w - - 0 1', '4k3/8/8/8/2N5/8/8/4K3[] w - - 0 1', '4k3/8/8/4P3/8/8/8/+P+P2K3[] w - - 0 1'],
  // a triple step e2-e5 passes e3 and e4, both taken en passant (by d4 and f5)
  ffmatriple: ['4k3/8/8/8/8/5p2/3p4/8/4P3/4K3 w - - 0 1'],
};

describe.each(specs)('import section $section', (spec) => {
  test('imports in full, and its perft d1-3 equals ffish from the start, after a random playout and at the rule\'s edges', async () => {
    expect(spec.explanations).toEqual([]);
    const v = await loadVariant(specFile(spec), { engine: 'interpreted' });
    const start = v.startFen;
    const fen = ffishGame(ff, spec.section, start, 11, 8).at(-1)!;
    expectPerftAsFfish(ff, v, spec.section, [start, fen, ...(EDGES[spec.section] ?? [])]);
  }, 120_000);
});

describe('what the importer writes', () => {
  const yaml = (section: string): string => specs.find((s) => s.section === section)!.yaml;
  test('each option becomes its rule', () => {
    expect(yaml('ffmaanti')).toContain('stalematePass: true');
    expect(yaml('ffmagive')).toContain('stalematePass: true');
    // inherited, not restated
    expect(yaml('ffmaanti2')).not.toContain('stalematePass');
    expect(yaml('ffmazh')).toContain('rule: noCheck');
    expect(yaml('ffmaatomiczh')).not.toContain('noCheck');
    expect(yaml('ffmalimit')).toMatch(/limits:\n\s+q: 1\n\s+n: 3/);
    expect(yaml('ffmaforms')).toMatch(/limits:\n\s+\+n: 1\n/);
    expect(yaml('ffmaforms')).not.toContain('+p:');
    // grand's pool is turned off beside a hand, and the limits stated
    expect(yaml('ffmagh')).toContain('fromCaptured: false');
    expect(yaml('ffmatriple')).toContain('betza: mfnH');
  });

  test('a rule for one side only, or a limit FSF counts both as a type and as a form, is refused by name', async () => {
    const r = await importIni('[one:antichess]\npassOnStalemateWhite = true\n[two:crazyhouse]\ncentaur = g\npromotedPieceType = n:g\npromotionPieceTypes = qg\npromotionLimit = g:1\n', { file: 'v.ini' });
    if (!r.ok) throw new Error('expected specs');
    expect(r.specs.map((s) => s.explanations)).toEqual([
      ['v.ini:2: passOnStalemateWhite = true: not expressible yet: passing when stalemated for one side only is not in the language'],
      ['v.ini:7: promotionLimit = g:1: not expressible yet: a limit on g, which stands both as itself and as a promoted form, is not in the language (FSF counts both)'],
    ]);
  });

  test('a limit on a letter that is no piece, or a malformed limit, is named at its line', async () => {
    const r = await importIni('[one:chess]\npromotionLimit = x:1 q:1\n[two:chess]\npromotionLimit = q:0\n', { file: 'v.ini' });
    if (!r.ok) throw new Error('expected specs');
    expect(r.specs.map((s) => s.explanations)).toEqual([
      ['v.ini:2: promotionLimit = x:1 q:1: not expressible yet: x is no piece of the variant'],
      ['v.ini:4: promotionLimit = q:0: not expressible yet: q:0 is not type:count with a count from 1 to 64'],
    ]);
  });
});

describe('the export says the rules back', () => {
  test.each([
    ['ffmaanti', 'passOnStalemate = true'],
    ['ffmazh', 'dropChecks = false'],
    ['ffmalimit', 'promotionLimit = q:1 n:3'],
  ])('%s exports %s, and ffish plays the exported section as the spec', async (section, line) => {
    const spec = specs.find((s) => s.section === section)!;
    const v = await loadVariant(specFile(spec), { engine: 'interpreted' });
    const out = await exportIni(v);
    if (!out.ok) throw new Error(`refused: ${JSON.stringify(out)}`);
    expect(out.text).toContain(line);
    const name = `ffmaback${section}`;
    (ff.raw as unknown as { loadVariantConfig(text: string): void }).loadVariantConfig(out.text.replace(/^\[[^\]]+\]/m, `[${name}]`));
    for (const at of [v.startFen, ...(EDGES[section] ?? [])]) expect(ff.perft(name, at, 2), at).toBe(v.perft(2, at));
  });
});

// Connection goals imported (connectN, connectNxN, collinearN, connectPieceTypes, the connect
// directions, connectValue) against Fairy-Stockfish: every section of test/fixtures/interop/connect.ini
// imports in full and, in both engines, has ffish's perft d1-3 from the start, after a short
// seeded playout and at positions one move from a connection; seeded random games driven by ffish
// to their end have ffish's number of moves and ffish's result at every position, so each game
// ends where and as FSF ends it. Exported back, each section plays in ffish as ours does; goals
// FSF cannot say (two of one shape, different outcomes, pieces or lines) are refused by name.

import { describe, expect, test } from 'vitest';
import { exportIni, loadVariant } from '../../lib/index.ts';
import { ffishGame } from '../oracle/ffish.ts';
import { expectPerftAsFfish, readIniFixture } from './ini-fixture.ts';
import { LONG } from '../support.ts';

const { ff, specs, specFile } = await readIniFixture('connect.ini');


// positions where the next move makes the shape (or, where it is White's move, where White holds one already)
const EDGES: Readonly<Record<string, readonly string[]>> = {
  // P@c3 makes a diagonal row; White's row on the first rank at White's move ends nothing (only the mover is looked at)
  ffcxdrop3: ['PP1/pp1/3[PPPpp] w - - 0 3', '3/pp1/PPP[PPpp] w - - 0 3', '3/pp1/PP1[PPPpp] w - - 0 3'],
  // P@c4 makes a row of 3 (no goal here), P@b3 a 2x2 block (a draw)
  ffcxlong: ['PP2/pp2/4/4[PPpp] w - - 0 3', 'PP2/P3/pp2/4[Pppp] w - - 0 3'],
  // P@c3 makes a row of no piece that counts
  ffcxstar: ['PP1/pp1/3[PPPpp] w - - 0 3'],
  // b2-b1 closes the first rank
  ffcxmove3: ['p1p/1Pp/P1P w - - 0 9'],
  // a diagonal is no row here (a3-b2-c1 at White's move); b2-a2 makes a file row
  ffcxorth: ['P1p/pP1/p1P w - - 0 9', 'P1p/1Pp/Pp1 w - - 0 9'],
  // P@c4 makes a rank row and P@c2 a diagonal: draws; a file row would be nothing
  ffcxdraw: ['PP2/pp2/4/4[PPpp] w - - 0 3', 'P3/1P2/pp2/4[PPpp] w - - 0 3', 'P3/P3/2pp/4[PPpp] w - - 0 3'],
  // P@b4 closes a 2x2 block; e4-d5 a row of four
  ffcxblock: ['PP3/P4/5/5/pp1p1[Pp] w - - 0 4', 'PPP2/4P/5/5/ppp1p w - - 0 9'],
  // b2-b3 closes the 3x3 block a3-c5
  ffcxblock3: ['PPP2/PPP2/P1P2/1P3/ppppp w - - 0 9', 'PPPp1/PP1p1/PPPp1/pp3/5 w - - 0 9'],
  // a5xb5 leaves musketeers on b1, b3, b5 (gaps between): White loses; three on a rank count for nothing
  ffcxline: ['5/Mp3/5/1M3/5/1M3 w - - 0 9', 'ppppp/5/M1M1M/5/5/5 b - - 0 9'],
  // b5-b2 puts a fourth queen on the long diagonal, with gaps
  ffcxqueens: ['1Q2Q/q4/2Q2/5/Q3q w - - 0 9'],
  // 1.e3 a6: f4 makes d2-e3-f4
  ffcxpawns: ['rnbqkbnr/1ppppppp/p7/8/8/4P3/PPPP1PPP/RNBQKBNR w KQkq - 0 2'],
};

/** Sections whose random games seldom end within 60 plies: a 3x3 or (with no other goal) a 2x2 block of stepping pieces, chess. */
const RARE = new Set(['ffcxblock3', 'ffcxlong', 'ffcxpawns']);

function ffishResult(section: string, fen: string): { over: boolean; winner: string | null } {
  const r = ff.result(section, fen);
  return { over: r !== '*', winner: r === '1-0' ? 'white' : r === '0-1' ? 'black' : null };
}

describe.each(specs)('import section $section', (spec) => {
  test('imports in full', () => {
    expect(spec.explanations).toEqual([]);
  });

  test.each(['interpreted', 'generated'] as const)('%s: perft d1-3 equals ffish from the start, after a playout and at the edges', async (engine) => {
    const v = await loadVariant(specFile(spec), { engine });
    const playout = ffishGame(ff, spec.section, v.startFen, 7, 6);
    expectPerftAsFfish(ff, v, spec.section, [v.startFen, playout[playout.length - 1]!, ...(EDGES[spec.section] ?? [])]);
  }, 120_000);

  // the generated engine's games in the long run only: its perft above already holds it to ffish here
  test.each(LONG ? (['interpreted', 'generated'] as const) : (['interpreted'] as const))('%s: random games end where and as ffish ends them', async (engine) => {
    const v = await loadVariant(specFile(spec), { engine });
    let ended = 0;
    for (const seed of [1, 2, 3, 4]) {
      for (const fen of ffishGame(ff, spec.section, v.startFen, seed, 60)) {
        const ours = v.play([], fen).result;
        expect({ over: ours.over, winner: ours.winner }, `result at ${fen}`).toEqual(ffishResult(spec.section, fen));
        expect(v.moves(fen).length, `moves at ${fen}`).toBe(ff.legalMoves(spec.section, fen).length);
        if (ours.over) ended++;
      }
    }
    // some game reaches its end within the plies played, but where random moves rarely make the shape (the edges test those)
    if (!RARE.has(spec.section)) expect(ended).toBeGreaterThan(0);
  }, 120_000);
});

describe('export says the connection goals back', () => {
  test.each(specs)('$section: the exported section plays in ffish as ours, at the start and the edges', async (spec) => {
    const v = await loadVariant(specFile(spec), { engine: 'interpreted' });
    const back = `${spec.section}back`;
    const out = await exportIni(v, { section: back });
    if (!out.ok) throw new Error(out.refused.map((r) => `${r.rule}: ${r.reason}`).join('; '));
    // `*` sets no goal at all, so nothing to say
    if (spec.section !== 'ffcxstar') expect(out.text).toMatch(/^(connectN|connectNxN|collinearN) = \d+$/m);
    (ff.raw as unknown as { loadVariantConfig(text: string): void }).loadVariantConfig(out.text);
    for (const at of [v.startFen, ...(EDGES[spec.section] ?? [])]) {
      for (let d = 1; d <= 3; d++) expect(ff.perft(back, at, d), `perft d${d} at ${at}`).toBe(v.perft(d, at));
      expect(ffishResult(back, at), `result at ${at}`).toEqual(ffishResult(spec.section, at));
    }
  }, 120_000);

  const stones = (conditions: string): string =>
    ['name: stones', 'board: { files: 5, ranks: 5 }', 'pieces:', '  - { name: stone, letter: s, betza: mW }', '  - { name: disc, letter: d, betza: mW }', `goal: { type: conditions, conditions: [${conditions}] }`, 'start: "S3d/5/5/5/5 w - - 0 1"', ''].join('\n');
  test.each([
    ['two rows', '{ type: connect, shape: row, count: 3, outcome: win }, { type: connect, shape: row, count: 4, outcome: win }', 'one count per shape'],
    ['different outcomes', '{ type: connect, shape: row, count: 3, outcome: win }, { type: connect, shape: block, count: 2, outcome: loss }', 'one connectValue'],
    ['different pieces', '{ type: connect, shape: row, count: 3, pieces: [s], outcome: win }, { type: connect, shape: block, count: 2, outcome: win }', 'one connectPieceTypes'],
    ['different lines', '{ type: connect, shape: row, count: 3, directions: [vertical], outcome: win }, { type: connect, shape: line, count: 4, outcome: win }', 'one set of connect directions'],
  ])('%s are refused by name', async (_, conditions, reason) => {
    const out = await exportIni(await loadVariant(stones(conditions), { engine: 'interpreted' }));
    expect(out.ok).toBe(false);
    if (!out.ok) expect(out.refused.filter((r) => r.rule === 'goal.conditions').map((r) => r.reason).join()).toContain(reason);
  });

  test('a block beside a row along some lines exports: a block takes none', async () => {
    const out = await exportIni(await loadVariant(stones('{ type: connect, shape: row, count: 4, directions: [horizontal], outcome: draw }, { type: connect, shape: block, count: 2, outcome: draw }'), { engine: 'interpreted' }));
    expect(out.ok && out.text.split('\n').filter((l) => l.startsWith('connect'))).toEqual(['connectN = 4', 'connectNxN = 2', 'connectHorizontal = true', 'connectVertical = false', 'connectDiagonal = false', 'connectValue = draw']);
  });
});

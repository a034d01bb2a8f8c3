// Regions: named sets of squares declared once (`regions`), given from White's side and mirrored
// for Black. Checked against rules sentences (the xiangqi palace, a race to the far rank) and, for
// a region used by a goal, against Fairy-Stockfish's king of the hill.

import { describe, expect, test } from 'vitest';
import { loadVariant } from '../../lib/index.ts';
import { compileSpec } from '../../compiler/compile.ts';
import { loadSpecText } from '../../plan-checks/load.ts';
import type { VariantSpec } from '../../schema/spec-types.ts';
import { loadFfish } from '../oracle/ffish.ts';

const names = (coords: readonly number[], files: number): string[] =>
  coords.map((c) => String.fromCharCode(97 + (c % files)) + String(Math.floor(c / files) + 1));

function plan(yaml: string) {
  const loaded = loadSpecText(yaml, 'regions.yaml');
  if (!loaded.ok) throw new Error(loaded.diagnostics.map((d) => d.message).join('\n'));
  return compileSpec(loaded.spec as VariantSpec);
}

describe('a region is declared from White\'s side and mirrored for Black', () => {
  // Xiangqi (e.g. the World Xiangqi Federation's rules): "the palace is the 3x3 area d1-f3 for Red
  // and d8-f10 for Black", on a board of nine files and ten ranks.
  const xiangqi = `
name: regions
board: { files: 9, ranks: 10 }
regions:
  palace: { files: [d, f], ranks: [1, 3] }
  river_bank: [{ ranks: [5, 5] }, { squares: [a1], mirror: false }]
pieces:
  - { name: king, letter: k, royal: true, betza: W }
start: "4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1"
`;
  test('the palace: d1-f3 for White, d8-f10 for Black', () => {
    const palace = plan(xiangqi).regions.find((r) => r.name === 'palace');
    expect(names(palace!.squares[0], 9)).toEqual(['d1', 'e1', 'f1', 'd2', 'e2', 'f2', 'd3', 'e3', 'f3']);
    expect(names(palace!.squares[1], 9).sort()).toEqual(['d10', 'd8', 'd9', 'e10', 'e8', 'e9', 'f10', 'f8', 'f9']);
  });

  test('a list of parts is their union; a part with mirror: false is the same for both sides', () => {
    const bank = plan(xiangqi).regions.find((r) => r.name === 'river_bank');
    expect(names(bank!.squares[0], 9)).toEqual(['a1', 'a5', 'b5', 'c5', 'd5', 'e5', 'f5', 'g5', 'h5', 'i5']);
    expect(names(bank!.squares[1], 9)).toEqual(['a1', 'a6', 'b6', 'c6', 'd6', 'e6', 'f6', 'g6', 'h6', 'i6']);
  });

  test('a spec without regions has an empty list of regions in its plan', () => {
    expect(plan(xiangqi.replace(/regions:[\s\S]*?pieces:/, 'pieces:')).regions).toEqual([]);
  });
});

describe('a goal condition may name a region', () => {
  // "A king that reaches the opponent's back rank wins": each side's own far rank, one region.
  const race = `
name: race
board: { files: 8, ranks: 8 }
regions:
  far_rank: { ranks: [8, 8] }
pieces:
  - { name: king, letter: k, royal: true, betza: K }
  - { name: rook, letter: r, betza: R }
goal:
  type: checkmate
  conditions: [{ type: region, piece: k, region: far_rank, outcome: win }]
start: "4k3/8/8/8/8/8/8/4K3 w - - 0 1"
`;
  test.each([
    ['K7/8/8/8/8/8/8/4k3 b - - 0 1', '1-0'],
    ['k7/8/8/8/8/8/8/4K3 w - - 0 1', '*'],
    ['4K3/8/8/8/8/8/8/k7 w - - 0 1', '0-1'],
  ])('%s: %s', async (fen, score) => {
    const v = await loadVariant(race, { engine: 'interpreted' });
    expect(v.play([], fen).result.text.split(' ')[0]).toBe(score);
  });

  test('the result names the region', async () => {
    const v = await loadVariant(race, { engine: 'interpreted' });
    expect(v.play([], 'K7/8/8/8/8/8/8/4k3 b - - 0 1').result.text).toBe("1-0 (White's king reached far_rank)");
  });

  test('king of the hill with the hill as a named region matches Fairy-Stockfish', async () => {
    const ff = await loadFfish();
    const hill = `
extends: chess
name: hill
regions:
  centre: { files: [d, e], ranks: [4, 5] }
goal:
  type: checkmate
  stalemate: draw
  conditions: [{ type: region, piece: k, region: centre, name: the hill, outcome: win }]
`;
    for (const engine of ['interpreted', 'generated'] as const) {
      const v = await loadVariant(hill, { engine });
      for (const fen of [v.startFen, 'rnbq1bnr/pppp1ppp/8/4k3/8/8/PPPPPPPP/RNBQKBNR w KQ - 0 1']) {
        for (let d = 1; d <= 3; d++) expect(v.perft(d, fen), `${engine} d${d} ${fen}`).toBe(ff.perft('kingofthehill', fen, d));
      }
    }
  }, 60_000);
});

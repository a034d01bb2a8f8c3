// Language point c of #24: a region condition about any of several pieces (`pieces: [k, q]`: a king
// or a queen reaching the centre wins), one rule instead of one condition per letter. ffish 0.7.10
// takes one flagPiece (`flagPiece = kq` keeps only the q), so the oracle is the union of two
// single-piece variants: a position is over when either says so, and perft counts the moves of
// chess below the positions that are not.
import { describe, expect, test } from 'vitest';
import { loadVariant } from '../../../lib/index.ts';
import { loadSpecText } from '../../../plan-checks/load.ts';
import { loadFfish } from '../../oracle/ffish.ts';

const ff = await loadFfish();
const CENTRE = 'd4 e4 d5 e5';
(ff.raw as unknown as { loadVariantConfig(config: string): void }).loadVariantConfig(
  `[queenhill:chess]\nflagPiece = q\nflagRegionWhite = ${CENTRE}\nflagRegionBlack = ${CENTRE}\n[kinghill:chess]\nflagPiece = k\nflagRegionWhite = ${CENTRE}\nflagRegionBlack = ${CENTRE}\n`,
);

const spec = (condition: string): string =>
  `name: kqhill\nextends: chess\ngoal:\n  type: checkmate\n  conditions:\n    - ${condition}\nstart: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"\n`;
const KQ_HILL = spec('{ type: region, pieces: [k, q], squares: [d4, e4, d5, e5], name: the centre, outcome: win }');

/** Over where a king or a queen stands on the centre: ffish's king-hill or queen-hill says so. */
const over = (fen: string): boolean => ff.result('kinghill', fen) !== '*' || ff.result('queenhill', fen) !== '*';

/** Perft 2 of the union: chess's moves, none below a finished position (counted once per position: ffish's calls are slow). */
const counted = new Map<string, number>();
function unionPerft2(fen: string): number {
  if (!counted.has(fen)) counted.set(fen, countUnionPerft2(fen));
  return counted.get(fen)!;
}

function countUnionPerft2(fen: string): number {
  if (over(fen)) return 0;
  return ff.legalMoves('chess', fen).reduce((n, m) => {
    const after = ff.fenAfter('chess', fen, [m]);
    return n + (over(after) ? 0 : ff.legalMoves('chess', after).length);
  }, 0);
}

// the white king one step from e4/d4, the queens a move from the centre on both sides
const POSITIONS = ['8/7k/8/7q/8/4K3/8/Q7 w - - 0 1', '8/7k/8/7q/8/4K3/8/Q7 b - - 0 1'];

describe('a region condition with pieces: [k, q]', () => {
  test.each(['interpreted', 'generated'] as const)('%s: perft 2 as the union of ffish king-hill and queen-hill', async (engine) => {
    const v = await loadVariant(KQ_HILL, { engine });
    for (const fen of POSITIONS) {
      expect(v.perft(2, fen)).toBe(unionPerft2(fen));
      // the queen counts: the king-only hill plays on where this one has ended
      expect(v.perft(2, fen)).not.toBe(ff.perft('kingofthehill', fen, 2));
    }
    // either piece on the centre ends the game for its side
    expect(v.play(['a1d4'], POSITIONS[0]).result).toMatchObject({ over: true, winner: 'white' });
    expect(v.play(['e3e4'], POSITIONS[0]).result).toMatchObject({ over: true, winner: 'white' });
    expect(v.play(['h5e5'], POSITIONS[1]).result).toMatchObject({ over: true, winner: 'black' });
  });

  test("describe's sentence reads as one rule", async () => {
    const text = (await loadVariant(KQ_HILL, { engine: 'interpreted' })).describe();
    expect(text).toMatch(/A side whose king or queen reaches\s+the\s+centre\s+wins\./);
  });

  test('piece and pieces together, or neither, are refused at the line:col of the condition', () => {
    const lines = (text: string): string[] => {
      const r = loadSpecText(text, 'kqhill.yaml');
      return r.ok ? [] : r.diagnostics.map((d) => `${d.line}:${d.col}: ${d.message}`);
    };
    expect(lines(spec('{ type: region, piece: k, pieces: [q], squares: [d4], outcome: win }'))).toEqual([
      '6:33: a region condition names its pieces twice: give either `piece` or `pieces`, not both',
    ]);
    expect(lines(spec('{ type: region, squares: [d4], outcome: win }'))).toEqual([
      '6:15: a region condition names its pieces not at all: give `piece` (a letter) or `pieces` (a list of letters)',
    ]);
    expect(lines(spec('{ type: region, pieces: [k, x], squares: [d4], outcome: win }'))[0]).toMatch(/^6:35: piece 'x' of an ending condition is not a piece letter/);
  });
});

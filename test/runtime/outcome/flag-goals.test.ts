// Region goals as Fairy-Stockfish's flag goal has them: `count` pieces on the region at once
// (flagPieceCount), a region filled up with one of the side's pieces on it (`blocked`,
// flagPieceBlockedWin: judged after the side's own move only, as FSF judges the flag of the side
// that has just moved), and a region with its own squares per side (`side` parts: bajr's goals are
// each other's rotation, no mirror). Each against ffish at the edge (one piece short, one square
// empty, the region filled by the other side's move), interpreter and generated engine alike.

import { describe, expect, test } from 'vitest';
import { loadVariant } from '../../../lib/index.ts';
import type { Variant } from '../../../lib/variant.ts';
import { loadSpecText } from '../../../plan-checks/load.ts';
import { loadFfish } from '../../oracle/ffish.ts';

const ff = await loadFfish();
(ff.raw as unknown as { loadVariantConfig(config: string): void }).loadVariantConfig(
  [
    '[ffrepkono]',
    'maxRank = 5',
    'maxFile = e',
    'customPiece1 = p:mF',
    'startFen = ppppp/p3p/5/P3P/PPPPP w - - 0 1',
    'flagPiece = p',
    'flagRegionWhite = a5 b5 c5 d5 e5 a4 e4',
    'flagRegionBlack = a1 b1 c1 d1 e1 a2 e2',
    'flagPieceCount = 7',
    'flagPieceBlockedWin = true',
    'nFoldRule = 0',
    'nMoveRule = 0',
    '[ffrepbajr]',
    'maxRank = 6',
    'maxFile = f',
    'customPiece1 = p:mfrWmrfF',
    'startFen = 4pp/5p/6/6/P5/PP4 w',
    'flagPiece = p',
    'flagRegionWhite = e6 f6 f5',
    'flagRegionBlack = a1 a2 b1',
    'flagPieceCount = 3',
    'nMoveRule = 0',
    '',
  ].join('\n'),
);

const KONO = `name: ffrepkono
board: { files: 5, ranks: 5 }
pieces:
  - { name: stone, letter: p, betza: mF }
regions:
  far_home: { squares: [a5, b5, c5, d5, e5, a4, e4] }
goal:
  type: conditions
  conditions:
    - { type: region, piece: p, region: far_home, count: 7, blocked: true, outcome: win }
draws: { moveRule: 0, repetition: 0 }
start: ppppp/p3p/5/P3P/PPPPP w - - 0 1
`;

const BAJR = `name: ffrepbajr
board: { files: 6, ranks: 6 }
leftRight: relative
pieces:
  - { name: runner, letter: p, betza: mfrWmrfF }
regions:
  goal:
    - { squares: [e6, f6, f5], side: white }
    - { squares: [a1, a2, b1], side: black }
goal:
  type: conditions
  conditions:
    - { type: region, piece: p, region: goal, count: 3, outcome: win }
draws: { moveRule: 0, repetition: 3 }
start: 4pp/5p/6/6/P5/PP4 w - - 0 1
`;

const uci = (v: Variant, fen: string): string[] => v.moves(fen).map((m) => m.uci).sort();
const score = (v: Variant, fen: string): string => {
  const r = v.play([], fen).result;
  return !r.over ? '*' : r.winner === 'white' ? '1-0' : r.winner === 'black' ? '0-1' : '1/2-1/2';
};

const KONO_ROWS = [
  // all seven of White's on Black's home: White wins after its move
  ['PPPPP/P3P/1p1p1/5/2p2 b - - 0 9', '1-0'],
  // six of them, one square empty: the game goes on
  ['PPPP1/P3P/1p1p1/5/2p2 b - - 0 9', '*'],
  // six of White's and one of Black's fill the region: blocked, White wins after its own move
  ['PPPPp/P3P/1p1p1/5/2p2 b - - 0 9', '1-0'],
  // the same squares, filled by Black's move: White's flag waits for White's own move, as FSF's
  ['PPPPp/P3P/1p1p1/5/2p2 w - - 0 9', '*'],
  // Black blocked in at White's home by a White stone: Black wins after its move
  ['1p1p1/5/P4/p3p/ppPpp w - - 0 9', '0-1'],
] as const;

const BAJR_ROWS = [
  ['4pp/5p/6/6/P5/PP4 w - - 0 1', '*'],
  // White's three on its own goal (e6 f6 f5): White wins
  ['4PP/5P/6/2p3/1p4/p5 b - - 0 9', '1-0'],
  // two of three
  ['4P1/5P/6/2p3/1p4/p5 b - - 0 9', '*'],
  // White's three on Black's goal squares, which are not White's (no mirror: the goals are rotations)
  ['6/6/2p3/1p4/P5/PP4 b - - 0 9', '*'],
  // Black's three on its goal (a1 a2 b1)
  ['6/4P1/3P2/5P/p5/pp4 w - - 0 9', '0-1'],
] as const;

describe.each(['interpreted', 'generated'] as const)('%s engine', (engine) => {
  test('kono: seven on the region, or a blocked region, wins as in ffish; the legal moves and perft too', async () => {
    const v = await loadVariant(KONO, { engine });
    for (const [fen, result] of KONO_ROWS) {
      expect(ff.result('ffrepkono', fen)).toBe(result);
      expect(score(v, fen)).toBe(result);
      expect(uci(v, fen)).toEqual(ff.isGameOver('ffrepkono', fen) ? [] : ff.legalMoves('ffrepkono', fen));
    }
    expect(v.perft(3, KONO_ROWS[3][0])).toBe(ff.perft('ffrepkono', KONO_ROWS[3][0], 3));
    for (let d = 1; d <= 3; d++) expect(v.perft(d)).toBe(ff.perft('ffrepkono', v.startFen, d));
  }, 30_000);

  test('bajr: each side its own goal squares, three at once, as in ffish', async () => {
    const v = await loadVariant(BAJR, { engine });
    for (const [fen, result] of BAJR_ROWS) {
      expect(ff.result('ffrepbajr', fen)).toBe(result);
      expect(score(v, fen)).toBe(result);
    }
    for (let d = 1; d <= 4; d++) expect(v.perft(d)).toBe(ff.perft('ffrepbajr', v.startFen, d));
    expect(v.perft(3, BAJR_ROWS[3][0])).toBe(ff.perft('ffrepbajr', BAJR_ROWS[3][0], 3));
  }, 30_000);
});

describe('describe and the loading checks', () => {
  test('describe names the count, the blocked region and each side’s squares', async () => {
    const kono = (await loadVariant(KONO, { engine: 'interpreted' })).describe();
    expect(kono).toContain('with 7 of its stones at once on far_home');
    expect(kono).toContain('no square of the region is empty');
    const bajr = (await loadVariant(BAJR, { engine: 'interpreted' })).describe();
    expect(bajr).toContain("goal (White's: f5 e6 f6; Black's: a1 b1 a2)");
  });

  const codes = (text: string): string[] => {
    const r = loadSpecText(text, 'x.yaml');
    return r.ok ? [] : r.diagnostics.map((d) => d.code ?? d.message);
  };

  test('a side part that says mirror is refused', () => {
    expect(codes(BAJR.replace('side: white }', 'side: white, mirror: false }'))).toContain('region-side-mirror');
  });

  test('a count or a blocked region beside safe or answer is refused', () => {
    expect(codes(KONO.replace('blocked: true,', 'blocked: true, safe: true,'))).toContain('region-condition-count');
    expect(codes(BAJR.replace('count: 3,', 'count: 3, answer: true,'))).toContain('region-condition-count');
    expect(codes(KONO)).toEqual([]);
  });
});

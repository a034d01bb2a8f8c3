// Sixteen of Fairy-Stockfish's built-ins bundled under ffish's names (issue #28), each compared
// with ffish by a row (test/oracle/ffish-rows.ts: the start FEN as ffish writes it, start perft in
// both engines, positions at the edge of each rule that differs from chess, seeded random games).
// mini, FSF's other name for minishogi, has a hand and is compared by a hand row
// (test/oracle/hand-rows.ts), as minishogi is. Armageddon's drawn ends that a FEN cannot carry (a
// repetition) or that are only claimable (the move rule) are compared below the rows.
//
// Not compared: ffish's result() also ends a game drawn by insufficient material (K v K), which
// neither our chess nor these variants model; no row stands on such a position. For armageddon the
// rule text (a draw is Black's win) would give 0-1 there where ffish's binding says 1/2-1/2.

import { describe, expect, test } from 'vitest';
import { resultScore } from '../../runtime/outcome/result.ts';
import { compareRowsWithFfish, type FfishRow } from '../oracle/ffish-rows.ts';
import { compareHandRowsWithFfish } from '../oracle/hand-rows.ts';
import { loadFfish } from '../oracle/ffish.ts';
import { enginePair } from '../support.ts';

const ROWS: readonly FfishRow[] = [
  // 6x6, no bishop: the pawn on a5 promotes to a queen, rook or knight only (no bishop), White's and
  // Black's; Black stalemated: a draw
  { file: 'losalamos', ffish: 'losalamos', depth: 3, longDepth: 4, fens: ['3k2/P5/6/6/6/3K2 w - - 0 1', '3k2/6/6/6/p5/3K2 b - - 0 1', 'k5/2Q3/1K4/6/6/6 b - - 0 1'] },
  // FSF's other name for chess: castling both ways, en passant
  { file: 'normal', ffish: 'normal', depth: 3, longDepth: 4, fens: ['r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1', 'rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3'] },
  // kings and rooks on their squares, and no castling (the FEN has no rights to give)
  { file: 'nocastle', ffish: 'nocastle', depth: 3, longDepth: 4, fens: ['r3k2r/8/8/8/8/8/8/R3K2R w - - 0 1'] },
  // no castling and no double step from the start ranks; promotion as in chess
  { file: 'raazuvaa', ffish: 'raazuvaa', depth: 3, longDepth: 4, fens: ['r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w - - 0 1', '4k3/P7/8/8/8/8/8/4K3 w - - 0 1'] },
  // the nightrider on a1 checks d7 from three leaps away (block on b3 or c5); promotion to a
  // nightrider; a pawn on c3 stops the (2,1) line
  { file: 'nightrider', ffish: 'nightrider', depth: 3, longDepth: 4, fens: ['8/3k4/8/8/8/8/8/N3K3 b - - 0 1', '4k3/P7/8/8/8/8/8/4K3 w - - 0 1', 'k7/8/8/8/8/2p5/8/N3K3 w - - 0 1'] },
  // the bishop's knight leaps blocked by the pieces beside it (d4, c5, c2); promotion to that bishop;
  // a check by its knight leap (e6 on d8)
  {
    file: 'paradigm',
    ffish: 'paradigm',
    depth: 3,
    longDepth: 4,
    fens: ['4k3/8/8/8/3P4/3B4/8/4K3 w - - 0 1', '4k3/8/8/2p5/3b4/8/2P5/4K3 b - - 0 1', '4k3/P7/8/8/8/8/8/4K3 w - - 0 1', '3k4/8/4B3/8/8/8/8/4K3 b - - 0 1'],
  },
  // the rook captures as a knight, the knight as a rook (both ways at b3/d3, c5); the knight on e2
  // checks e8 along the file; castling with the rook that captures as a knight; promotion
  {
    file: 'newzealand',
    ffish: 'newzealand',
    depth: 3,
    longDepth: 4,
    fens: [
      '4k3/8/8/2p5/8/1R1n4/8/4K3 w - - 0 1',
      '4k3/8/8/2p5/8/3n4/1R6/4K3 b - - 0 1',
      '4k3/8/8/8/8/8/4N2P/K7 b - - 0 1',
      'r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1',
      '4k3/P7/8/8/8/8/8/4K3 w - - 0 1',
    ],
  },
  // pawns on the second rank step sideways and double-step (c2 between a2 and h2); en passant of a
  // double step; a pawn on the seventh steps sideways unpromoted or promotes forward, both sides
  {
    file: 'pawnsideways',
    ffish: 'pawnsideways',
    depth: 3,
    longDepth: 4,
    fens: ['4k3/8/8/8/8/8/P1P4P/4K3 w - - 0 1', '4k3/8/8/8/3pP3/8/8/4K3 b - e3 0 1', '4k3/1P6/8/8/8/8/8/4K3 w - - 0 1', '4k3/8/8/8/8/8/1p6/4K3 b - - 0 1', '4k3/1p6/8/8/8/8/8/4K3 b - - 0 1'],
  },
  // 9x9: castling to g1 and c1 with the rooks on a1 and i1; promotion to the archbishop; the double step from the second rank
  { file: 'modern', ffish: 'modern', depth: 2, longDepth: 3, fens: ['r3k3r/9/9/9/9/9/9/9/R3K3R w KQkq - 0 1', '4k4/P8/9/9/9/9/9/9/4K4 w - - 0 1', '4k4/9/9/9/9/9/9/4P4/4K4 w - - 0 1'] },
  // 10x10: promotion to archbishop, marshall or queen only; the double step from the third rank and
  // its en passant; the champion's and wizard's leaps over pieces
  {
    file: 'tencubed',
    ffish: 'tencubed',
    depth: 2,
    longDepth: 3,
    fens: [
      '5k4/P9/10/10/10/10/10/10/10/5K4 w - - 0 1',
      '5k4/10/10/10/10/10/10/4P5/10/5K4 w - - 0 1',
      '5k4/10/10/10/10/4c5/10/3W6/10/5K4 w - - 0 1',
      '5k4/10/10/10/5pP3/10/10/10/10/5K4 w - f7 0 1',
    ],
  },
  // Black has two kings left: Black has lost (with its rook beside White's king, and without);
  // White's kings may step into the rook's lines (d1, d2, e2), as no king is royal
  {
    file: 'threekings',
    ffish: 'threekings',
    depth: 3,
    longDepth: 4,
    fens: ['k6k/8/8/8/8/8/8/K3r2K w - - 0 1', '4k3/8/8/8/8/8/8/K3K2K b - - 0 1', 'k3k2k/8/8/8/8/3r4/8/K3K2K w - - 0 1'],
  },
  // the king is no royal: it steps into attack, takes the rook (and explodes itself: White loses);
  // castling while the rook on g1 attacks the king's path; a pinned-looking pawn moves freely; a side
  // without its king has lost
  {
    file: 'nocheckatomic',
    ffish: 'nocheckatomic',
    depth: 3,
    longDepth: 4,
    fens: [
      '4k3/8/8/8/8/8/3r4/4K3 w - - 0 1',
      'r3k2r/8/8/8/8/8/8/R3K1rR w KQkq - 0 1',
      '4k3/8/8/8/8/3q4/3P4/4K3 w - - 0 1',
      'rnbqkbnr/pppp1ppp/8/4p3/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1',
      '8/8/8/8/8/8/8/4K3 w - - 0 1',
    ],
  },
  // a drawn end is Black's win: Black stalemated (0-1), White stalemated (0-1); checkmate as in chess
  {
    file: 'armageddon',
    ffish: 'armageddon',
    depth: 3,
    longDepth: 4,
    fens: ['k7/2Q5/1K6/8/8/8/8/8 b - - 0 1', '8/8/8/8/8/5k2/5q2/7K w - - 0 1', 'rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3'],
  },
  // Black's moves are White's turned half round: its pawn steps down-right (d4e3, f3g2) and captures
  // down (d4xd3) or right; White's steps up-left and captures up or left. Promotion on the corner's
  // edges: b5-a6 promotes (a6 is White's zone), g2-h1 promotes; a pawn blocked by a piece diagonally
  // (b7 by the king on a8, g2 by the king on h1) has no move; Black to move from the start
  {
    file: 'legan',
    ffish: 'legan',
    depth: 3,
    longDepth: 4,
    fens: [
      'k7/8/8/8/3p4/3P1p2/8/7K w - - 0 1',
      'k7/8/8/8/3p4/3P1p2/8/7K b - - 0 1',
      'k7/8/8/1P6/8/8/6p1/7K w - - 0 1',
      'k7/8/8/1P6/8/8/6p1/7K b - - 0 1',
      'k7/1P6/8/8/8/8/8/6K1 w - - 0 1',
      'k7/8/8/8/8/8/6p1/K7 b - - 0 1',
      'knbrp3/bqpp4/npp5/rp1p3P/p3P1PR/5PPN/4PPQB/3PRBNK b - - 0 1',
    ],
  },
  // the banner checks as a cannon over the pawn on e6, and as a horse from d8; its horse leap
  // blocked on b1 by the knight; Black's full army to move from the start
  {
    file: 'manchu',
    ffish: 'manchu',
    depth: 2,
    longDepth: 3,
    fens: [
      '4k4/9/9/9/4p4/9/9/9/4M4/3K5 b - - 0 1',
      '4k4/9/3M5/9/9/9/9/9/9/3K5 b - - 0 1',
      '3k5/9/9/9/9/9/9/9/1n7/M3K4 w - - 0 1',
      'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/9/9/M1BAKAB2 b - - 0 1',
    ],
  },
];

compareRowsWithFfish(ROWS);

// ffish's startingFen is variants.ini's shorthand (`[-] w 0 1`); its board writes the FEN in full.
// Promotions and a promoted piece's moves are written differently (see test/oracle/shogi.test.ts).
compareHandRowsWithFfish(
  [
    {
      file: 'mini',
      depth: 3,
      fens: [
        // the pawn must promote on the last rank; the silver in the zone may promote moving out of it
        '2k2/P4/1S3/5/2K2[] w - - 0 1',
        // nifu and no pawn on the last rank; a tokin on the file does not count
        '1k3/2p2/+P4/2P2/3K1[Pp] w - - 0 1',
        // uchifuzume: P@a4 mates (the gold on b3 guards it)
        'k4/5/1G3/5/4K[GP] w - - 0 1',
      ],
      lines: [['2k2/5/5/2+b2/2K2[] w - - 0 1', ['c1c2', 'c5b5', 'B@a1']]],
    },
  ],
  { boardStart: true, sanComparable: (uci, ours) => !uci.endsWith('+') && !ours.startsWith('+') },
);

const ff = await loadFfish();

describe('armageddon: the drawn ends a FEN does not end give 0-1, as ffish says', () => {
  test('the fifty-move rule, claimed, is Black win, whichever side is to move', async () => {
    const { interpreted, generated } = await enginePair('armageddon');
    for (const fen of ['4k3/8/8/8/8/8/8/4K2R w - - 100 80', '4k3/8/8/8/8/8/8/4K2R b - - 100 80']) {
      const theirs = ff.result('armageddon', fen, true);
      expect(theirs, fen).toBe('0-1');
      for (const engine of [interpreted, generated]) {
        const pos = engine.parseFen(fen);
        if (!pos.ok) throw new Error(pos.error.message);
        expect(resultScore(engine.result(pos.pos, true)), fen).toBe(theirs);
        // unclaimed, the game goes on in both
        expect(resultScore(engine.result(pos.pos, false)), fen).toBe('*');
      }
    }
  });

  test('a threefold repetition is Black win', async () => {
    const moves = ['g1f3', 'g8f6', 'f3g1', 'f6g8', 'g1f3', 'g8f6', 'f3g1', 'f6g8'];
    // ffish reads a repetition off its board's own move history: the moves are pushed on one board
    const board = new ff.raw.Board('armageddon');
    for (const m of moves) board.push(m);
    const theirs = board.result(true);
    board.delete();
    expect(theirs).toBe('0-1');
    const { interpreted, generated } = await enginePair('armageddon');
    for (const engine of [interpreted, generated]) {
      const pos = engine.start();
      for (const m of moves) expect(engine.playText(pos, m), m).toBeNull();
      const r = engine.result(pos);
      expect(r).toMatchObject({ over: true, reason: 'repetition' });
      expect(resultScore(r)).toBe(theirs);
    }
  });
});

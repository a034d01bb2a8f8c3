// Variants with hands and drops (runtime/rules/hand.ts) against Fairy-Stockfish (ffish): the start FEN,
// perft from the start in both engines, positions with pieces in hand at the rules' edges (a drop
// that blocks check, no pawn on the first or last rank, a promoted piece captured returning as a
// pawn, a drop that mates), the FEN after given moves, and seeded random games comparing the
// legal moves, the result and the FEN after every move. Deeper rows and more games run with
// FAIRYFORGE_LONG=1.

import { describe, expect, test } from 'vitest';
import { compareHandRowsWithFfish, type HandRow } from '../../oracle/hand-rows.ts';
import { enginePair } from '../../support.ts';

const ROWS: readonly HandRow[] = [
  {
    file: 'crazyhouse',
    fens: [
      // in check from the rook: the king moves, or a knight dropped on b1, c1 or d1 blocks
      '4k3/8/8/8/8/8/8/r3K3[N] w - - 0 1',
      // pawns in hand: dropped on ranks 2 to 7 only (a pawn dropped on its second rank may double-step)
      '4k3/8/8/8/8/8/8/4K3[Pp] w - - 0 1',
      '4k3/8/8/8/8/8/8/4K3[Pp] b - - 0 1',
      // Kxd1 takes a promoted queen: it goes to White's hand as a pawn, and White's drops are pawn drops
      '3k4/8/8/8/8/8/8/3q~K3[] w - - 0 1',
      // a queen dropped on b7 mates
      'k7/8/1K6/8/8/8/8/8[Q] w - - 0 1',
      // hands of every piece, both sides, in the middle game
      'r1bqk2r/pppp1ppp/2n2n2/2b1p3/2B1P3/2N2N2/PPPP1PPP/R1BQK2R[Pp] w KQkq - 4 5',
    ],
    lines: [
      // a promotion is marked Q~ and, captured, returns as a pawn
      ['4k3/P7/1n6/8/8/8/8/4K3[] w - - 0 1', ['a7a8q', 'b6a8', 'e1e2', 'P@d4']],
      ['3k4/8/8/8/8/8/8/3q~K3[] w - - 0 1', ['e1d1', 'd8d7', 'P@d2']],
    ],
  },
  {
    file: 'loop',
    fens: [
      // Kxd1 takes a queen that was a pawn: in loop chess it goes to hand as a queen
      '3k4/8/8/8/8/8/8/3qK3[] w - - 0 1',
      '4k3/8/8/8/8/8/8/4K3[Pp] w - - 0 1',
      '4k3/8/8/8/8/8/8/r3K3[N] w - - 0 1',
    ],
    // a promoted queen, captured, returns as a queen
    lines: [['4k3/P7/1n6/8/8/8/8/4K3[] w - - 0 1', ['a7a8q', 'b6a8', 'e1e2', 'Q@d4']]],
  },
  {
    file: 'chessgi',
    fens: [
      // pawns may be dropped on their own first rank (not the last)
      '4k3/8/8/8/8/8/8/4K3[Pp] w - - 0 1',
      '4k3/8/8/8/8/8/8/4K3[Pp] b - - 0 1',
      // a pawn on its first rank steps forward one square (no double step from there)
      '4k3/8/8/8/8/8/8/P3K3[] w - - 0 1',
    ],
    lines: [['4k3/8/8/8/8/8/8/4K3[Pp] w - - 0 1', ['P@a1', 'P@h8', 'a1a2']]],
  },
  {
    file: 'capahouse',
    fens: [
      // in check from the rook: the king moves, or a dropped archbishop or chancellor blocks (or gives check back)
      '5k4/10/10/10/10/10/10/r4K4[CA] w - - 0 1',
      // pawns in hand on a 10x8 board: ranks 2 to 7 only
      '5k4/10/10/10/10/10/10/5K4[Pp] b - - 0 1',
      // Kxe1 takes a promoted chancellor: it joins White's hand as a pawn
      '5k4/10/10/10/10/10/10/4c~K4[] w - - 0 1',
      // a chancellor dropped on the seventh rank next to the cornered king mates
      'k9/10/1K8/10/10/10/10/10[C] w - - 0 1',
    ],
    lines: [
      // a pawn promotes to an archbishop, marked A~; captured, it returns as a pawn
      ['5k4/P9/1n8/10/10/10/10/5K4[] w - - 0 1', ['a7a8a', 'b6a8', 'f1f2', 'P@e4']],
    ],
  },
  {
    file: 'placement',
    fens: [
      // a bishop on a1 (dark): the second goes on a light square of the first rank
      'b7/pppppppp/8/8/8/8/PPPPPPPP/B7[KQRRBNNkqrrbnn] w - - 2 2',
      // d1 is the last light square left: only the bishop may take it, the knight goes to g1
      '8/pppppppp/8/8/8/8/PPPPPPPP/BRN1KQ1R[BNkqrrbbnn] w - - 0 1',
      // White's hand is empty while Black still drops: White moves, Black must drop
      'rnbqkb2/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[n] w KQq - 15 8',
      'rnbqkb2/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[n] b KQq - 15 8',
      // pieces still in hand: no castling and no pawn move while a drop is possible
      'r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R[QBBNNqbbnn] w KQkq - 6 4',
    ],
    lines: [
      // the king dropped on e1 with the h1 rook there, or the a8 rook dropped with the king on e8, grants castling
      ['8/pppppppp/8/8/8/8/PPPPPPPP/8[KQRRBBNNkqrrbbnn] w - - 0 1', ['R@h1', 'K@e8', 'K@e1', 'R@a8', 'R@a1', 'R@h8']],
      // a king dropped off e1 never castles
      ['8/pppppppp/8/8/8/8/PPPPPPPP/8[KQRRBBNNkqrrbbnn] w - - 0 1', ['R@a1', 'R@h8', 'K@d1', 'K@e8']],
    ],
  },
  {
    file: 'sittuyin',
    // the start FEN is compared with the one ffish's Board writes: sittuyin's start string in
    // Fairy-Stockfish lists the hand in another order (KFRRSSNN) than its FEN writer (KSSFRRNN)
    boardStart: true,
    fens: [
      // two pawns: the one on d5 (a promotion square) may become a general in place or a diagonal step away
      'kr6/8/8/3P4/8/2P5/8/K7[] w - - 0 1',
      // the last pawn promotes wherever it stands
      'kr6/8/8/8/8/2P5/8/K7[] w - - 0 1',
      // a general on the board already: no promotion
      'kr6/8/8/3P4/8/2P5/8/KF6[] w - - 0 1',
      // the new general may not attack the knight on e6 (so not on d5 or f5... only c4, e4, c6)
      'k7/8/4n3/3P4/8/2P5/8/K7[] w - - 0 1',
      // a promotion may not give check, not even a discovered one: d5 stays where it is
      '3k4/8/8/3P4/8/8/8/K2R4[] w - - 0 1',
      // Black's promotion squares mirror White's: d4 is one
      'k7/8/1p6/8/3p4/8/8/KR6[] b - - 0 1',
      // the setup phase: White has placed everything, Black must still drop (its rooks only on its first rank)
      '8/8/4pppp/pppp4/4PPPP/PPPP4/SNFK4/RN1S3R[kssfrrnn] b - - 0 8',
    ],
    lines: [
      ['kr6/8/8/3P4/8/2P5/8/K7[] w - - 0 1', ['d5c6f', 'b8b7', 'c6b7']],
      ['8/8/4pppp/pppp4/4PPPP/PPPP4/8/8[KSSFRRNNkssfrrnn] w - - 0 1', ['R@a1', 'R@h8', 'K@e3', 'N@d6']],
    ],
  },
  {
    file: 'pocketknight',
    fens: [
      // the pocket knight blocks a check; captures go nowhere
      '4k3/8/8/8/8/8/8/r3K3[Nn] w - - 0 1',
      '4k3/8/8/8/8/8/3r4/4K3[N] w - - 0 1',
    ],
    lines: [['rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[Nn] w KQkq - 0 1', ['N@e4', 'N@e5', 'e4f6', 'g7f6']]],
  },
];

// Fairy-Stockfish writes the en-passant square only when a capture en passant is possible,
// fairyforge after every double step (its FEN convention); the legal moves, compared at every
// position, tell whether the capture is there.
compareHandRowsWithFfish(ROWS, { ignoreEp: true });

test('a drop as the library gives it: from null, the dropped piece, P@e4 in UCI and SAN', async () => {
  const { interpreted } = await enginePair('crazyhouse');
  const pos = interpreted.parseFen('4k3/8/8/8/8/8/8/r3K3[N] w - - 0 1');
  if (!pos.ok) throw new Error(pos.error.message);
  const drop = interpreted.moves(pos.pos).find((m) => m.uci === 'N@c1');
  expect(drop).toMatchObject({ uci: 'N@c1', from: null, to: 'c1', piece: 'N', captures: [], promotion: null, san: 'N@c1' });
});

describe('FENs with hands and promoted marks that no game reaches are refused, naming the field', () => {
  const rows: [variant: string, fen: string, field: string, message: RegExp][] = [
    ['chess', 'Q~3k3/8/8/8/8/8/8/4K3 w - - 0 1', 'board', /"Q~" marks a promoted piece, but this variant does not track promoted pieces/],
    ['crazyhouse', 'P~3k3/8/8/8/8/8/8/4K3[] w - - 0 1', 'board', /"P~": a pawn cannot be a promoted piece/],
    ['crazyhouse', 'K~3k3/8/8/8/8/8/8/4K3[] w - - 0 1', 'board', /"K~": a king cannot be a promoted piece/],
    ['crazyhouse', '4k3/8/8/8/8/8/8/4K3[K] w - - 0 1', 'pool', /"K" cannot be in a hand \(expected letters among pnbrq/],
    ['crazyhouse', `4k3/8/8/8/8/8/8/4K3[${'P'.repeat(127)}] w - - 0 1`, 'pool', /hold 129 pieces; a position of this variant holds at most 128/],
    ['crazyhouse', 'P3k3/8/8/8/8/8/8/4K3[] w - - 0 1', 'board', /must already have promoted/],
    // captures go nowhere: a ninth pawn cannot be in hand
    ['pocketknight', 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[NPn] w KQkq - 0 1', 'pool', /1 in the pool and 8 on the board/],
    ['chess', '4k3/8/8/8/8/8/8/4K3[N] w - - 0 1', 'pool', /keeps no pool/],
  ];
  test.each(rows)('%s: %s', async (variant, fen, field, message) => {
    const { interpreted } = await enginePair(variant);
    const r = interpreted.parseFen(fen);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.field).toBe(field);
    expect(r.error.message).toMatch(message);
  });

  test('loop reads a promoted mark and writes none: its promoted pieces return to hand as they are', async () => {
    const { interpreted } = await enginePair('loop');
    const r = interpreted.parseFen('3k4/8/8/8/8/8/8/3q~K3[] w - - 0 1');
    if (!r.ok) throw new Error(r.error.message);
    expect(interpreted.fen(r.pos)).toBe('3k4/8/8/8/8/8/8/3qK3[] w - - 0 1');
  });
});

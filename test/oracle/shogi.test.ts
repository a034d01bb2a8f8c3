// The shogi family (promoted forms, runtime/rules/promoted.ts; drop rules, runtime/rules/hand.ts) against
// Fairy-Stockfish (ffish): the start FEN as ffish writes it, perft from the start in both engines,
// positions at the rules' edges (compulsory promotion where a piece could never move again,
// promotion from the zone, nifu, no drop where a piece could never move, a promoted piece captured
// returning to hand unpromoted, uchifuzume), the FEN after given moves, and seeded random games
// comparing the legal moves, the result and the FEN after every move. Deeper rows and more games
// run with FAIRYFORGE_LONG=1.
//
// SAN: Fairy-Stockfish writes a promotion and a promoted piece's moves with the letter of the
// piece type its engine gives the promoted form (Bxh8=H, Ge6 for a tokin); fairyforge writes the
// form as the FEN does (Bxh8=+B, +Pe6). Those moves' SAN is not compared; every other move's is.

import { describe, expect, test } from 'vitest';
import { resultScore } from '../../runtime/outcome/result.ts';
import { loadFfish } from './ffish.ts';
import { compareHandRowsWithFfish, type HandRow } from './hand-rows.ts';
import { enginePair } from '../support.ts';

const ROWS: readonly HandRow[] = [
  {
    file: 'shogi',
    depth: 3,
    fens: [
      // the pawn on e8 must promote on e9; the knight on c7 must promote on b9 or d9 (it could never move again there)
      'k8/4P4/2N6/9/9/9/9/9/4K4[] w - - 0 1',
      // the silver on c7 stands in the zone: moving out of it, it may promote; the lance may stop short of the last rank unpromoted
      '4k4/9/2S6/9/9/9/L8/9/4K4[] w - - 0 1',
      // nifu: no pawn dropped on the e-file, where each side has an unpromoted pawn; a tokin does not count (c-file)
      '4k4/4p4/2+P6/9/9/9/4P4/9/4K4[Pp] w - - 0 1',
      '4k4/4p4/2+p6/9/9/9/4P4/9/4K4[Pp] b - - 0 1',
      // pawns and lances not on the last rank, knights not on the last two
      '4k4/9/9/9/9/9/9/9/4K4[NLP] w - - 0 1',
      '4k4/9/9/9/9/9/9/9/4K4[nlp] b - - 0 1',
      // uchifuzume: P@a8 mates (a legal move for ffish, lost for the dropper); the gold and silver drops are ordinary
      'k8/2S6/1G7/9/9/9/9/9/4K4[GPS] w - - 0 1',
      // promoted pieces of every kind on the board, in the middle game
      'ln1g1g1nl/1r2k2b1/p1+Ppsp1pp/2p3p2/9/2P3+b2/PP1PPP1PP/1S5R1/LN1GKGSNL[Ps] w - - 0 12',
    ],
    lines: [
      // a captured tokin returns to the capturer's hand as a pawn, a captured dragon as a rook
      ['4k4/9/9/9/9/9/9/4+p4/4K4[] w - - 0 1', ['e1e2', 'e9e8', 'P@e7']],
      ['4k4/9/9/9/9/9/4+r4/4K4/9[] w - - 0 1', ['e2e3', 'e9d8', 'R@a1']],
      // a promotion by capture (the bishop takes on h8 and promotes), and the recapture returns a bishop to hand
      ['lnsgkgsnl/1r5b1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL[] w - - 0 3', ['b2h8+', 'g9h8', 'B@e5']],
    ],
  },
  {
    file: 'minishogi',
    depth: 4,
    fens: [
      // the pawn must promote on the last rank; the silver in the zone may promote moving out of it
      '2k2/P4/1S3/5/2K2[] w - - 0 1',
      // nifu and no pawn on the last rank; a tokin on the file does not count
      '1k3/2p2/+P4/2P2/3K1[Pp] w - - 0 1',
      '1k3/2p2/+P4/2P2/3K1[Pp] b - - 0 1',
      // uchifuzume: P@a4 mates (the gold on b3 guards it); the gold drop is ordinary
      'k4/5/1G3/5/4K[GP] w - - 0 1',
    ],
    lines: [
      // a captured horse returns to hand as a bishop
      ['2k2/5/5/2+b2/2K2[] w - - 0 1', ['c1c2', 'c5b5', 'B@a1']],
    ],
  },
  {
    file: 'checkshogi',
    depth: 3,
    fens: [
      // White's bishop drop on a5 or the rook's move to e-file checks: the game ends with that check, won by White
      '4k4/9/9/9/9/9/9/9/R3K4[B] w - - 1+1 0 1',
      // Black has already given its check: the game is over
      '4k4/9/9/9/9/9/9/9/4K3r[] w - - 1+0 0 1',
    ],
    lines: [['4k4/9/9/9/9/9/9/9/R3K4[B] w - - 1+1 0 1', ['B@a5']]],
  },
  {
    file: 'judkins',
    depth: 3,
    fens: [
      // the pawn must promote on the last rank, the knight on the last two
      '5k/P5/6/6/2N3/K5[] w - - 0 1',
      // no pawn on the last rank or on the c-file (nifu), no knight on the last two ranks
      '5k/2p3/6/6/2P3/K5[NPnp] w - - 0 1',
      '5k/2p3/6/6/2P3/K5[NPnp] b - - 0 1',
    ],
    // a captured promoted knight returns to hand as a knight
    lines: [['5k/6/6/6/1+n4/K5[] w - - 0 1', ['a1b2', 'f6e6', 'N@c3']]],
  },
  {
    file: 'gorogoro',
    depth: 3,
    fens: [
      // the pawn must promote on the last rank; the silver in the zone may promote leaving it
      '2k2/P4/1S3/5/5/2K2[] w - - 0 1',
      // nifu and no pawn on the last rank
      '2k2/5/1p3/5/1P3/2K2[Pp] w - - 0 1',
      '2k2/5/1p3/5/1P3/2K2[Pp] b - - 0 1',
    ],
    lines: [['2k2/5/5/5/2+p2/2K2[] w - - 0 1', ['c1c2', 'c6b6', 'P@c4']]],
  },
  {
    file: 'euroshogi',
    depth: 3,
    fens: [
      // promotion is compulsory: the pawn and the knight in the zone promote whatever they do
      '4k3/8/1P4N1/8/8/8/8/4K3[] w - - 0 1',
      '4k3/8/8/8/8/8/8/4K3[NP] w - - 0 1',
      '4k3/8/8/8/8/8/8/4K3[np] b - - 0 1',
    ],
    lines: [['4k3/8/8/8/8/8/3+n4/4K3[] w - - 0 1', ['e1d2', 'e8d8', 'N@d5']]],
  },
  {
    file: 'okisakishogi',
    depth: 3,
    fens: [
      // the pawn must promote on the last rank; the lance (forward and backward) and knight (a chess knight) never must
      '4k5/P9/L9/1N8/10/10/10/10/10/5K4[] w - - 0 1',
      '4k5/10/10/10/10/10/10/10/10/5K4[LP] w - - 0 1',
    ],
    lines: [['4k5/10/10/10/10/10/10/10/4+l5/5K4[] w - - 0 1', ['f1e2', 'e10d10', 'L@a1']]],
  },
  {
    file: 'yarishogi',
    depth: 3,
    fens: [
      // the yari knight on d7: to d8 it may promote, to d9, c9 and e9 it must (it could never move again there)
      'k6/7/3N3/7/7/7/7/7/3K3[] w - - 0 1',
      // no pawn, yari knight or yari bishop on the last rank; nifu; a pawn drop may mate here
      'k6/7/1K5/7/7/7/7/7/7[RBNP] w - - 0 1',
      'k6/7/7/7/7/7/7/7/3K3[rbnp] b - - 0 1',
    ],
    // a captured rook (a promoted yari rook) returns to hand as a yari rook
    lines: [['k6/7/7/7/7/7/7/3+r3/3K3[] w - - 0 1', ['d1d2', 'a9a8', 'R@a1']]],
  },
  {
    file: 'torishogi',
    depth: 3,
    fens: [
      // promotion is compulsory from or into the zone: the falcon on b6 promotes whatever it does, the swallow on d6 too
      '6k/1F1S3/7/7/7/7/3K3[] w - - 0 1',
      // at most two swallows of one's own on a file: none dropped on the c-file; none on the last rank
      'k6/7/7/7/2S4/2S4/3K3[Ss] w - - 0 1',
      'k6/7/7/7/2S4/2S4/3K3[Ss] b - - 0 1',
    ],
    // a captured goose returns to hand as a swallow
    lines: [['k6/7/7/7/7/3+s3/3K3[] w - - 0 1', ['d1d2', 'a7b7', 'S@a3']]],
  },
  {
    file: 'dobutsu',
    depth: 5,
    fens: [
      // the chick must promote on the far rank
      '2l/C2/3/1L1[] w - - 0 1',
      // a chick may be dropped anywhere, even on the far rank
      '2l/3/3/L2[Cc] w - - 0 1',
      // the try: White's lion on c4, unattacked: White has won; on b4, attacked by Black's lion: the game goes on
      'l1L/3/3/3[] b - - 0 1',
      'lL1/3/3/3[] b - - 0 1',
      // both lions on their far ranks, unattacked: a draw
      'L2/3/3/2l[] w - - 0 1',
    ],
    lines: [
      // taking the lion ends the game; it goes to hand as any captured piece
      ['3/1l1/1L1/3[] w - - 0 1', ['b2b3']],
      ['2l/1C1/3/L2[] w - - 0 1', ['b3b4+', 'c4b4', 'a1a2']],
    ],
  },
];

const ff = await loadFfish();

/** SAN entries that do not involve a promoted form (see the header): no promotion, no move of a `+` piece. */
const sanComparable = (uci: string, ours: string): boolean => !uci.endsWith('+') && !ours.startsWith('+');

// ffish's startingFen is variants.ini's shorthand (`[-] w 0 1`); its board writes the FEN in full
compareHandRowsWithFfish(ROWS, { boardStart: true, sanComparable });

describe('uchifuzume (drop rule noMate), as Fairy-Stockfish scores it', () => {
  test('a pawn drop that mates is played, and the mated side wins; the same position read from a FEN is plain checkmate', async () => {
    const fen = 'k8/2S6/1G7/9/9/9/9/9/4K4[P] w - - 0 1';
    const board = new ff.raw.Board('shogi', fen);
    board.push('P@a8');
    const theirs = board.result(false);
    const after = board.fen();
    board.delete();
    const fromFen = ff.result('shogi', after);
    const { interpreted, generated } = await enginePair('shogi');
    for (const engine of [interpreted, generated]) {
      const pos = engine.parseFen(fen);
      if (!pos.ok) throw new Error(pos.error.message);
      expect(engine.playText(pos.pos, 'P@a8#')).toBeNull();
      expect(resultScore(engine.result(pos.pos, false)), 'after the drop').toBe(theirs);
      const read = engine.parseFen(after);
      if (!read.ok) throw new Error(read.error.message);
      expect(resultScore(engine.result(read.pos, false)), 'read from the FEN').toBe(fromFen);
    }
    expect(theirs).toBe('0-1');
  });
});

describe('promoted pieces in the Zobrist hash', () => {
  test('crazyhouse: a promoted queen (Q~) and a queen are different positions, and the incremental hash follows the mark', async () => {
    const { interpreted, generated } = await enginePair('crazyhouse');
    for (const engine of [interpreted, generated]) {
      const marked = engine.parseFen('3k4/8/8/8/8/8/8/3q~K3[] w - - 0 1');
      const plain = engine.parseFen('3k4/8/8/8/8/8/8/3qK3[] w - - 0 1');
      if (!marked.ok || !plain.ok) throw new Error('FEN');
      expect(marked.pos.hashLo === plain.pos.hashLo && marked.pos.hashHi === plain.pos.hashHi).toBe(false);
      // a promotion marks its square: the hash after it is the hash of the position read from its FEN
      const pos = engine.parseFen('4k3/P7/8/8/8/8/8/4K3[] w - - 0 1');
      if (!pos.ok) throw new Error('FEN');
      expect(engine.playText(pos.pos, 'a7a8q')).toBeNull();
      expect([pos.pos.hashLo, pos.pos.hashHi]).toEqual(pos.pos.computeHash());
      const read = engine.parseFen(engine.fen(pos.pos));
      if (!read.ok) throw new Error('FEN');
      expect(engine.fen(pos.pos)).toContain('Q~');
      expect([read.pos.hashLo, read.pos.hashHi]).toEqual([pos.pos.hashLo, pos.pos.hashHi]);
    }
  });

  test('shogi: a promoted form is a piece of its own in the hash (+P and P differ)', async () => {
    const { interpreted } = await enginePair('shogi');
    const a = interpreted.parseFen('4k4/9/9/9/4+P4/9/9/9/4K4[] w - - 0 1');
    const b = interpreted.parseFen('4k4/9/9/9/4P4/9/9/9/4K4[] w - - 0 1');
    if (!a.ok || !b.ok) throw new Error('FEN');
    expect(a.pos.hashLo === b.pos.hashLo && a.pos.hashHi === b.pos.hashHi).toBe(false);
  });
});

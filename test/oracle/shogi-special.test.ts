// Shogi variants with mechanisms of their own, against Fairy-Stockfish (ffish): Kyoto shogi (forms
// that revert: every move turns a piece over; drops either side up), dobutsu (a lion that is not
// royal; the try: the lion on the far rank wins once no enemy attacks it there), sho shogi (king
// and crown prince, neither royal while a side has both, the last one royal). Each row: the start FEN as
// ffish writes it, perft from the start in both engines, positions at the rules' edges (perft d1-3,
// legal moves, SAN, result), the FEN after given moves, and seeded random games comparing the legal
// moves, the result and the FEN after every move. Deeper rows and more games run with FAIRYFORGE_LONG=1.
//
// SAN: Fairy-Stockfish writes a move that turns a piece over, a move of a promoted form and the
// drop of a form with the letter its engine gives the form (Sa2=B, Ga2=L, B@a1); fairyforge writes
// the form as the FEN does (Sa2=+S, +La2=L, +S@a1). Those moves' SAN is not compared; every other move's is.

import { compareHandRowsWithFfish, type HandRow } from './hand-rows.ts';

const ROWS: readonly HandRow[] = [
  {
    file: 'kyotoshogi',
    depth: 3,
    fens: [
      // every piece in hand may be dropped either side up, anywhere: a pawn or lance on the last rank too
      'k4/5/5/5/4K[NLPSnlps] w - - 0 1',
      'k4/5/5/5/4K[NLPSnlps] b - - 0 1',
      // a lance on the last rank has no move (and stays); a second pawn may be dropped on the a-file
      'L3k/5/5/P4/4K[P] w - - 0 1',
      // a pawn drop that mates is allowed (no uchifuzume): P@a4 is checkmate
      'k4/5/1+N1+S1/5/4K[P] w - - 0 1',
      // forms of every kind on the board, and both sides' pieces in hand
      '+l1k1p/2s2/1P1+p1/2+N2/+L1K1+s[Nn] w - - 0 1',
      '+l1k1p/2s2/1P1+p1/2+N2/+L1K1+s[Nn] b - - 0 1',
    ],
    lines: [
      // the bishop (+S) takes the rook (+p) and turns back into a silver; the rook goes to hand as a pawn and is dropped as a rook
      ['k4/5/2+p2/5/+S3K[] w - - 0 1', ['a1c3-', 'a5a4', '+P@b2']],
      // a silver that moves turns into a bishop, which moves and turns back
      ['k4/5/5/5/1S2K[] w - - 0 1', ['b1b2+', 'a5b5', 'b2d4-']],
    ],
  },
  {
    file: 'dobutsu',
    depth: 4,
    fens: [
      // the lion may step onto the far rank where the giraffe attacks it (a4) or where nothing does (b4, taking the giraffe)
      '1g1/L2/2l/3[] w - - 0 1',
      // White's lion stands on the far rank attacked: the game goes on, and it may leave
      'Lg1/3/2l/3[] w - - 0 1',
      // Black to move may take the lion that arrived attacked, or let it be
      '1gL/3/l2/3[] b - - 0 1',
      // the giraffe moved away: the lion stands there unattacked and White has won
      'g1L/3/l2/3[] w - - 1 2',
      // the lion taken: Black has won (the lion is in Black's hand)
      '2g/3/l2/3[l] w - - 0 2',
      // both lions on their far ranks, unattacked: a draw
      'L2/3/3/2l[] w - - 0 1',
      // the chick must promote on the far rank; drops anywhere, a chick on the far rank too
      '1l1/C2/3/1L1[GCEgce] w - - 0 1',
      '1l1/C2/3/1L1[GCEgce] b - - 0 1',
      // the lion may step into attack (it is not royal)
      '3/1l1/1L1/3[] w - - 0 1',
    ],
    lines: [
      // the giraffe steps aside (White wins), or takes the lion (Black wins), or the game goes on
      ['1gL/3/l2/3[] b - - 0 1', ['b4a4']],
      ['1gL/3/l2/3[] b - - 0 1', ['b4c4']],
      ['1gL/3/l2/3[] b - - 0 1', ['a2b3']],
      // a captured hen goes to hand as a chick
      ['1l1/+c2/L2/3[] w - - 0 1', ['a2a3', 'b4b3', 'C@a1']],
    ],
  },
  {
    file: 'shoshogi',
    depth: 3,
    // Fairy-Stockfish marks no check in SAN here: its gives_check looks for a royal king, and sho
    // shogi has none (its last king or prince is pseudo-royal). Attacking that piece is check by the
    // rules (the reply must answer it, in both programs), so our marks are compared without the sign.
    unmarkedChecks: true,
    fens: [
      // White's lone king and an elephant that may promote into a prince (e7e8+ among its moves)
      '4k4/9/4E4/9/9/9/9/9/4K4 w - - 0 1',
      // after e7e8+ White has two and Black's lone king is in check: taking the prince is its only move
      '4k4/4+E4/9/9/9/9/9/9/4K4 b - - 0 1',
      // royalty is judged before the move: the elephant may not promote away from the rook's line while the king is alone
      'k3r4/9/4E4/4K4/9/9/9/9/9 w - - 0 1',
      // Black has king and prince: the rook may take the king, and neither is royal (the king may step into attack)
      'k8/4+e4/9/9/9/9/9/9/R3K4 w - - 0 1',
      'k8/4+e4/9/9/9/9/9/9/R3K4 b - - 0 1',
      // Black's lone king is checkmated by the golds
      '4k4/4G4/4G4/9/9/9/9/9/4K4 b - - 0 1',
      // White's lone king is in check and may not take Black's lone king where the rook guards it, although that would end the game
      '9/9/9/r3k4/4K4/9/9/9/9 w - - 0 1',
      // Black has lost its king; the prince is its last one, and the elephant promotes on entering the zone
      '9/9/9/4E4/9/9/9/4+e4/4K4 w - - 0 1',
    ],
    lines: [
      // the elephant promotes into a prince, and Black's lone king takes it
      ['4k4/9/4E4/9/9/9/9/9/4K4 w - - 0 1', ['e7e8+', 'e9e8']],
      // the rook takes Black's king: the prince plays on
      ['k8/4+e4/9/9/9/9/9/9/R3K4 w - - 0 1', ['a1a9', 'e8d7']],
    ],
  },
];

/** SAN entries that involve no promoted form (see the header): no move turning a piece over, no move or drop of a `+` piece. */
const sanComparable = (uci: string, ours: string): boolean => !/[+-]$/.test(uci) && !uci.startsWith('+') && !ours.startsWith('+');

// ffish's startingFen is variants.ini's shorthand (`[-] w 0 1`); its board writes the FEN in full
compareHandRowsWithFfish(ROWS, { boardStart: true, sanComparable, edgeTitle: 'perft d1-3, moves, SAN and result at a rule edge: %s' });

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

import { describe, expect, test } from 'vitest';
import type { Engine } from '../runtime/engine.ts';
import { resultScore } from '../runtime/result.ts';
import { loadFfish } from './oracle/ffish.ts';
import { enginePair, LONG, randomPlayout } from './support.ts';

interface Row {
  /** Our file name in variants/, which is also ffish's name for the variant. */
  readonly file: string;
  /** Start perft depth in the default run (the long run adds one). */
  readonly depth: number;
  /** Positions at a rule's edge, compared with perft d1-3, their moves, SAN and result. */
  readonly fens: readonly string[];
  /** A position and moves played from it, compared by the FEN after each. */
  readonly lines: readonly (readonly [fen: string, moves: readonly string[]])[];
  /**
   * Fairy-Stockfish marks no check in SAN here: its gives_check looks for a royal king, and sho
   * shogi has none (its last king or prince is pseudo-royal). Attacking that piece is check by the
   * rules (the reply must answer it, in both programs), so our marks are compared without the sign.
   */
  readonly unmarkedChecks?: boolean;
}

const ROWS: readonly Row[] = [
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

const GAMES = LONG ? 40 : 2;
const PLIES = 60;

const ff = await loadFfish();

/** ffish's legal moves (sorted), their SAN by UCI, and the result (`*` while the game goes on). */
function ffishAt(variant: string, fen: string): { moves: string[]; san: Map<string, string>; score: string } {
  const board = new ff.raw.Board(variant, fen);
  try {
    const text = board.legalMoves().trim();
    const moves = text === '' ? [] : text.split(/\s+/).sort();
    return { moves, san: new Map(moves.map((m) => [m, board.sanMove(m)])), score: board.isGameOver(false) ? board.result(false) : '*' };
  } finally {
    board.delete();
  }
}

/** SAN entries that involve no promoted form (see the header): no move turning a piece over, no move or drop of a `+` piece. */
function comparableSan(san: Map<string, string>, ours: Map<string, string>): Map<string, string> {
  return new Map([...san].filter(([uci]) => !/[+-]$/.test(uci) && !uci.startsWith('+') && !(ours.get(uci) ?? '').startsWith('+')));
}

function compareAt(engine: Engine, variant: string, fen: string, where: string, san = false, unmarkedChecks = false): void {
  const pos = engine.parseFen(fen);
  if (!pos.ok) throw new Error(`${where}: FEN ${fen} does not parse: ${pos.error.message}`);
  const theirs = ffishAt(variant, fen);
  const ours = engine.moves(pos.pos);
  expect(ours.map((m) => m.uci).sort(), `legal moves at ${where}, FEN ${fen}`).toEqual(theirs.moves);
  if (san) {
    const mine = new Map(ours.map((m) => [m.uci, unmarkedChecks ? m.san.replace(/[+#]$/, '') : m.san]));
    expect(comparableSan(mine, mine), `SAN at ${where}, FEN ${fen}`).toEqual(comparableSan(theirs.san, mine));
  }
  expect(resultScore(engine.result(pos.pos, false)), `result at ${where}, FEN ${fen}`).toBe(theirs.score);
}

describe.each(ROWS)('$file = Fairy-Stockfish $file', (row) => {
  const depth = LONG ? row.depth + 1 : row.depth;
  test(`start FEN, perft d1-${depth}, both engines`, async () => {
    const { interpreted, generated } = await enginePair(row.file);
    const fen = interpreted.fen(interpreted.start());
    // ffish's startingFen is variants.ini's shorthand (`[-] w 0 1`); its board writes the FEN in full
    const board = new ff.raw.Board(row.file);
    expect(fen, 'start FEN as ffish writes it').toBe(board.fen());
    board.delete();
    for (let d = 1; d <= depth; d++) {
      const theirs = ff.perft(row.file, fen, d);
      expect(interpreted.perft(interpreted.start(), d), `interpreter d${d}`).toBe(theirs);
      expect(generated.perft(generated.start(), d), `generated d${d}`).toBe(theirs);
    }
  }, LONG ? 30 * 60_000 : 120_000);

  test.each(row.fens)('perft d1-3, moves, SAN and result at a rule edge: %s', async (fen) => {
    const { interpreted, generated } = await enginePair(row.file);
    compareAt(interpreted, row.file, fen, 'rule edge', true, row.unmarkedChecks);
    compareAt(generated, row.file, fen, 'rule edge', true, row.unmarkedChecks);
    for (const engine of [interpreted, generated]) {
      const pos = engine.parseFen(fen);
      if (!pos.ok) throw new Error(pos.error.message);
      expect(engine.fen(pos.pos), 'the FEN reads back').toBe(fen);
      for (let d = 1; d <= 3; d++) expect(engine.perft(pos.pos, d), `perft d${d}`).toBe(ff.perft(row.file, fen, d));
    }
  }, 120_000);

  test.each(row.lines)('the FEN after each move from %s', async (fen, moves) => {
    const { interpreted, generated } = await enginePair(row.file);
    for (const engine of [interpreted, generated]) {
      const pos = engine.parseFen(fen);
      if (!pos.ok) throw new Error(pos.error.message);
      moves.forEach((move, i) => {
        const error = engine.playText(pos.pos, move);
        expect(error, `${move} is legal`).toBeNull();
        expect(engine.fen(pos.pos), `after ${moves.slice(0, i + 1).join(' ')}`).toBe(ff.fenAfter(row.file, fen, moves.slice(0, i + 1) as string[]));
      });
    }
  }, 120_000);

  test(`${GAMES} random games: moves, result and the FEN after every move; perft at one position`, async () => {
    const { interpreted, generated } = await enginePair(row.file);
    let positions = 0;
    for (let seed = 1; seed <= GAMES; seed++) {
      const fens: string[] = [];
      const played = randomPlayout(generated, generated.start(), seed * 7919, PLIES, (p) => fens.push(generated.fen(p)));
      fens.forEach((fen, i) => {
        compareAt(interpreted, row.file, fen, `seed ${seed} ply ${i}`);
        if (i > 0) expect(fen, `FEN after ${played[i - 1]} at seed ${seed} ply ${i}`).toBe(ff.fenAfter(row.file, fens[i - 1], [played[i - 1]]));
      });
      positions += fens.length;
      const at = fens[Math.min(fens.length - 1, 10 + ((seed * 13) % 40))];
      for (const engine of [interpreted, generated]) {
        const pos = engine.parseFen(at);
        if (!pos.ok) throw new Error(pos.error.message);
        for (let d = 1; d <= (LONG ? 3 : 2); d++) expect(engine.perft(pos.pos, d), `perft d${d} of ${at}`).toBe(ff.perft(row.file, at, d));
      }
    }
    expect(positions).toBeGreaterThan(GAMES * 5);
  }, LONG ? 30 * 60_000 : 120_000);
});

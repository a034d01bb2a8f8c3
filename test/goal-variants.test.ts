// Variants that end by the goal's conditions (n-check, a region, extinction, losing every piece)
// or by stalemate rules, against Fairy-Stockfish (ffish): perft from the start position, then
// along seeded random games, in both engines, the legal moves and the game's result at every
// position and perft(1..3) at the last one. Each row names ffish's variant (the file's
// `# ffish:` header where the names differ: a variant name starts with a letter here).
// Deeper start rows and more games run with FAIRYFORGE_LONG=1.

import { describe, expect, test } from 'vitest';
import type { Engine } from '../runtime/engine.ts';
import { resultScore } from '../runtime/result.ts';
import { loadFfish } from './oracle/ffish.ts';
import { enginePair, LONG, randomPlayout } from './support.ts';

interface Row {
  /** Our file name in variants/, and ffish's name for the variant. */
  readonly file: string;
  readonly ffish: string;
  /** Start perft depths compared in `npm test`, and with FAIRYFORGE_LONG=1. */
  readonly depth: number;
  readonly longDepth: number;
  /** Positions at a rule's edge (a game about to end by it), compared with perft d1-3 and their moves. */
  readonly fens: readonly string[];
}

const ROWS: readonly Row[] = [
  // White has one check left to give: Qh5+ ends the game (the position after it is a leaf)
  { file: 'threecheck', ffish: '3check', depth: 3, longDepth: 4, fens: ['rnbqkbnr/ppppp1pp/5p2/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 1+3 0 2'] },
  { file: 'fivecheck', ffish: '5check', depth: 3, longDepth: 4, fens: ['rnbqkbnr/ppppp1pp/5p2/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 1+5 0 2'] },
  // the king steps onto d4 (leaf) or elsewhere
  { file: 'kingofthehill', ffish: 'kingofthehill', depth: 3, longDepth: 4, fens: ['8/8/8/8/8/2K5/8/6k1 w - - 0 1', 'rnbq1bnr/pppp1ppp/8/4k3/8/8/PPPPPPPP/RNBQKBNR w KQ - 0 1'] },
  // a2xb1 must capture White's last piece (White then wins whatever it promotes to); a side with no
  // move wins; a blocked pawn against a blocked pawn and a king
  {
    file: 'antichess',
    ffish: 'antichess',
    depth: 3,
    longDepth: 4,
    fens: ['8/8/8/8/8/8/p7/1R6 b - - 0 1', '8/8/8/8/8/p7/P7/8 w - - 0 1', '8/8/8/8/8/p7/P7/7k w - - 0 1'],
  },
  // castling out of, through and into attack: the king is not royal
  {
    file: 'giveaway',
    ffish: 'giveaway',
    depth: 3,
    longDepth: 4,
    fens: ['4r3/8/8/8/8/8/8/R3K2R w KQ - 0 1', '5r2/8/8/8/8/8/8/4K2R w K - 0 1', '6r1/8/8/8/8/8/8/4K2R w K - 0 1'],
  },
  // Qd1xd3 or exd3 takes Black's last queen; castling through f1, which the bishop attacks
  {
    file: 'extinction',
    ffish: 'extinction',
    depth: 3,
    longDepth: 4,
    fens: ['rnb1kbnr/ppp1pppp/8/8/8/3q4/4P3/RNBQKBNR w KQkq - 0 1', 'rnbqk1nr/pppp1ppp/8/8/2b5/8/PPPP1PPP/RNBQK2R w KQkq - 0 1'],
  },
  // a2xb1 promotes Black's last pawn: Black has no pawn left and loses
  { file: 'kinglet', ffish: 'kinglet', depth: 3, longDepth: 4, fens: ['4k3/8/8/8/8/7P/p7/1R2K3 b - - 0 1'] },
  // Fool's mate position: White is checkmated, and wins
  // losers: a2xb1 is compulsory and leaves White a bare king (White wins); Black may be mated (and so win)
  { file: 'losers', ffish: 'losers', depth: 3, longDepth: 4, fens: ['4k3/8/8/8/8/8/p7/1R2K3 b - - 0 1', 'rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3', 'rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2'] },
  { file: 'misere', ffish: 'misere', depth: 3, longDepth: 4, fens: ['rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3', 'rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2'] },
  // a bare king with the move (it may not bare back here, and may there), one without it
  // (finished), and stalemate (the stalemated side loses)
  {
    file: 'shatranj',
    ffish: 'shatranj',
    depth: 3,
    longDepth: 4,
    fens: ['8/8/4k3/8/8/8/3RK3/8 b - - 0 1', '8/8/4k3/8/8/8/3RK3/8 w - - 0 1', '8/8/4k3/3r4/8/8/3RK3/8 b - - 0 1', '8/8/8/8/8/8/1R6/k1K5 b - - 0 1'],
  },
  // a bare king on the wide board, without and with the move
  { file: 'courier', ffish: 'courier', depth: 3, longDepth: 4, fens: ['12/12/4k7/12/12/12/3RK7/12 b - - 0 1', '12/12/4k7/12/12/12/3RK7/12 w - - 0 1'] },
  // White arrived and Black cannot answer (over), can answer (Black's moves all count), arrived
  // too (a draw); Black arrived first (over at once); checks are illegal
  {
    file: 'racingkings',
    ffish: 'racingkings',
    depth: 3,
    longDepth: 4,
    fens: ['K7/8/6k1/8/8/8/8/8 b - - 0 1', 'K7/6k1/8/8/8/8/8/8 b - - 0 1', 'K5k1/8/8/8/8/8/8/8 w - - 0 1', '6k1/1K6/8/8/8/8/8/8 w - - 0 1', '8/8/8/8/8/3k4/8/R3K3 w - - 0 1'],
  },
  // Rxd8 must take Black's king, and Black wins; castling through attack
  { file: 'codrus', ffish: 'codrus', depth: 3, longDepth: 4, fens: ['3k4/8/8/8/8/8/PP6/3RK3 w - - 0 1', '5r2/p7/8/8/8/8/P7/4K2R w K - 0 1'] },
  // Rxd6 bares Black's king (a draw at once); a bare king from the start of the position
  { file: 'shatar', ffish: 'shatar', depth: 3, longDepth: 4, fens: ['8/8/3rk3/8/8/8/3RK3/8 w - - 0 1', '8/8/4k3/8/8/8/3RK3/8 w - - 0 1'] },
  // coregal: the queen is royal too (chessvariants.com "Coregal Chess"; ffish's extinctionPseudoRoyal
  // queens, every queen, also a promoted one). A check is any royal piece attacked, by a piece that
  // could take it pseudo-legally (a queen may not check the enemy queen: it would stand in check
  // itself, as the rules' NOST notes say). Queens do not castle: NOST's addition, not Parton's nor
  // ffish's. Edges: the knight on d3 shields only the queen (pinned against no king: it may not move);
  // the king in check on the first rank may not step off it (the queen behind it would be exposed):
  // checkmate; b8=Q would be royal and attacked by the knight (illegal, b8=R/B/N are legal), once with
  // a queen on the board and once without; the queen boxed in a1 and attacked by a knight nothing can
  // take: checkmate with the king safe; the rules' picture, a fork of king and queen: checkmate.
  {
    file: 'coregal',
    ffish: 'coregal',
    depth: 3,
    longDepth: 4,
    fens: [
      '4k3/8/8/3r4/8/3N4/8/3QK3 w - - 0 1',
      '4k3/8/8/8/8/8/8/r2K2Q1 w - - 0 1',
      '4k3/1P1n4/8/8/8/8/8/Q3K3 w - - 0 1',
      '4k3/1P1n4/8/8/8/8/8/4K3 w - - 0 1',
      '4k1q1/8/8/8/8/8/PPn5/QN5K w - - 0 1',
      '4Q3/4K3/8/8/3N4/5k2/2q5/8 b - - 0 1',
    ],
  },
  // no move: fewer pieces wins (White's lone pawn against pawn and king), equal numbers draw
  {
    file: 'suicide',
    ffish: 'suicide',
    depth: 3,
    longDepth: 4,
    fens: ['8/8/8/8/8/p7/P7/8 w - - 0 1', '8/8/8/8/8/p7/P7/7k w - - 0 1', '8/8/8/8/8/p7/P7/7K b - - 0 1', '8/8/8/8/8/8/p7/1R6 b - - 0 1'],
  },
];

const GAMES = LONG ? 40 : 4;
const PLIES = 60;

const ff = await loadFfish();

/** ffish's legal moves (sorted) and result (PGN's score, `*` while the game goes on), from one board. */
function ffishAt(variant: string, fen: string): { moves: string[]; score: string } {
  const board = new ff.raw.Board(variant, fen);
  try {
    const moves = board.legalMoves().trim();
    return { moves: moves === '' ? [] : moves.split(/\s+/).sort(), score: board.isGameOver(false) ? board.result(false) : '*' };
  } finally {
    board.delete();
  }
}

function compareAt(engine: Engine, variant: string, fen: string, where: string): void {
  const pos = engine.parseFen(fen);
  if (!pos.ok) throw new Error(`${where}: our FEN ${fen} does not parse back: ${pos.error.message}`);
  const theirs = ffishAt(variant, fen);
  expect(engine.moves(pos.pos).map((m) => m.uci).sort(), `legal moves at ${where}, FEN ${fen}`).toEqual(theirs.moves);
  expect(resultScore(engine.result(pos.pos, false)), `result at ${where}, FEN ${fen}`).toBe(theirs.score);
}

describe.each(ROWS)('$file = Fairy-Stockfish $ffish', (row) => {
  const depth = LONG ? row.longDepth : row.depth;
  test(`start perft d1-${depth}, both engines`, async () => {
    const { interpreted, generated } = await enginePair(row.file);
    const fen = interpreted.fen(interpreted.start());
    expect(fen, 'start FEN as ffish writes it').toBe(ff.startFen(row.ffish));
    for (let d = 1; d <= depth; d++) {
      const theirs = ff.perft(row.ffish, fen, d);
      expect(interpreted.perft(interpreted.start(), d), `interpreter d${d}`).toBe(theirs);
      expect(generated.perft(generated.start(), d), `generated d${d}`).toBe(theirs);
    }
  }, 120_000);

  test.each(row.fens)('perft d1-3 and moves at a rule edge: %s', async (fen) => {
    const { interpreted, generated } = await enginePair(row.file);
    compareAt(interpreted, row.ffish, fen, 'rule edge');
    for (const engine of [interpreted, generated]) {
      const pos = engine.parseFen(fen);
      if (!pos.ok) throw new Error(pos.error.message);
      for (let d = 1; d <= 3; d++) expect(engine.perft(pos.pos, d), `perft d${d}`).toBe(ff.perft(row.ffish, fen, d));
    }
  }, 120_000);

  test(`${GAMES} random games: moves and result at every position, perft d1-3 at the last`, async () => {
    const { interpreted, generated } = await enginePair(row.file);
    let positions = 0;
    const endings = new Map<string, number>();
    for (let seed = 1; seed <= GAMES; seed++) {
      const fens: string[] = [];
      const played = randomPlayout(generated, generated.start(), seed * 7919, PLIES, (p) => fens.push(generated.fen(p)));
      fens.forEach((fen, i) => compareAt(interpreted, row.ffish, fen, `seed ${seed} ply ${i}`));
      positions += fens.length;
      const end = interpreted.parseFen(fens[fens.length - 1]);
      if (end.ok) {
        const r = interpreted.result(end.pos, false);
        if (r.over) endings.set(r.reason, (endings.get(r.reason) ?? 0) + 1);
      }
      const last = fens[Math.min(fens.length - 1, 10 + (seed * 13) % 50)];
      for (const engine of [interpreted, generated]) {
        const pos = engine.parseFen(last);
        if (!pos.ok) throw new Error(pos.error.message);
        for (let d = 1; d <= 3; d++) expect(engine.perft(pos.pos, d), `perft d${d} of ${last} after ${played.join(' ')}`).toBe(ff.perft(row.ffish, last, d));
      }
    }
    expect(positions).toBeGreaterThan(GAMES * 5);
    console.info(`${row.file}: ${GAMES} games, ${positions} positions, endings ${JSON.stringify(Object.fromEntries(endings))}`);
  }, LONG ? 30 * 60_000 : 120_000);
});

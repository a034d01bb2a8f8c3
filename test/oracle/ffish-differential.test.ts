// Differential test against Fairy-Stockfish (ffish 0.7.10): seeded random games played by our
// generated engine, with at every position
//   - our legal moves = ffish's legal moves for our FEN (UCI text, sorted);
//   - our legal moves = ffish's legal moves on its own board, which played the same moves;
//   - our board, side, castling rights and move counters = that board's;
// and on a sample of positions, our perft(3) = ffish's perft(3).
// `npm test` plays 20 games and at least 800 positions per variant (about 20 perft(3)
// comparisons); FAIRYFORGE_LONG=1 plays at least 250 games and 10 000 positions per variant.

import fc from 'fast-check';
import { afterAll, describe, expect, test } from 'vitest';
import type { Engine } from '../../runtime/use/engine.ts';
import type { Position } from '../../runtime/state/position.ts';
import { loadFfish } from './ffish.ts';
import { enginePair, LONG, rng } from '../support.ts';

/** Grand only in the long run: its default-run comparison is test/oracle/grand.test.ts. */
const VARIANTS = ['chess', 'berolina', ...(LONG ? (['grand'] as const) : [])] as const;
const GAMES = LONG ? 250 : 20;
const MIN_POSITIONS = LONG ? 10_000 : 800;
const PLIES = LONG ? 100 : 50;
/** Every PERFT_EVERY-th position (counted per variant) also compares perft(3). */
const PERFT_EVERY = 40;

const ff = await loadFfish();
const figures: string[] = [];

afterAll(() => {
  console.info(`differential vs ffish:\n  ${figures.join('\n  ')}`);
});

/**
 * Our FEN as ffish reads it. The en-passant field is where the two differ: ffish takes a lone
 * square to mean the pawn just in front of it, so any other victim (Berolina's diagonal double
 * step) is written with its square, `c3b4` (which ffish accepts only in such variants).
 */
function ffishFen(engine: Engine, pos: Position): string {
  const fields = withoutPocket(engine.fen(pos)).split(' ');
  if (pos.epA >= 0) {
    const geo = pos.t.geo;
    const inFront = pos.epA + geo.offset(0, 1, pos.side ^ 1);
    fields[3] = geo.name(pos.epA) + (pos.epVictim === inFront ? '' : geo.name(pos.epVictim));
  }
  return fields.join(' ');
}

/** ffish keeps no pocket of captured pieces in the FEN (Grand: it counts the pieces on the board). */
function withoutPocket(fen: string): string {
  return fen.replace(/\[[^\]]*\]/, '');
}

/** What one side has that the other lacks, for a failure message. */
function diff(ours: readonly string[], theirs: readonly string[]): string {
  const only = (a: readonly string[], b: readonly string[]): string => a.filter((m) => !b.includes(m)).join(' ') || '-';
  return `only ours: ${only(ours, theirs)}; only ffish: ${only(theirs, ours)}`;
}

const split = (s: string): string[] => (s.trim() === '' ? [] : s.trim().split(/\s+/));

describe.each(VARIANTS)('%s: generated engine = Fairy-Stockfish', (variant) => {
  test(`legal moves at every position of ${GAMES} random games, perft(3) on a sample`, async () => {
    const { generated: engine } = await enginePair(variant);
    let games = 0;
    let positions = 0;
    let perfts = 0;
    let perftNodes = 0;
    const started = performance.now();

    const checkPosition = (pos: Position, board: InstanceType<typeof ff.raw.Board>, played: readonly string[]): void => {
      const fen = engine.fen(pos);
      const ffen = ffishFen(engine, pos);
      const where = `${variant}, FEN ${fen} (ffish: ${ffen}), after ${played.join(' ') || 'no moves'}`;
      const ours = engine.moves(pos).map((m) => m.uci).sort();
      const fromFen = ff.legalMoves(variant, ffen);
      if (ours.join(' ') !== fromFen.join(' ')) throw new Error(`legal moves differ at ${where}: ${diff(ours, fromFen)}`);
      const onBoard = split(board.legalMoves()).sort();
      if (ours.join(' ') !== onBoard.join(' ')) throw new Error(`legal moves differ from ffish's played board at ${where}: ${diff(ours, onBoard)}`);
      // every field but en passant, which ffish writes only when a capture there is possible
      const state = (text: string): string => text.split(' ').filter((_, i) => i !== 3).join(' ');
      if (state(withoutPocket(fen)) !== state(board.fen())) throw new Error(`position differs at ${where}: ffish's board is ${board.fen()}`);
      positions++;
      if (positions % PERFT_EVERY === 0) {
        const nodes = engine.perft(pos, 3);
        const theirs = ff.perft(variant, ffen, 3);
        if (nodes !== theirs) throw new Error(`perft(3) differs at ${where}: ours ${nodes}, ffish ${theirs}`);
        perfts++;
        perftNodes += nodes;
      }
    };

    const playGame = (seed: number): void => {
      const next = rng(seed);
      const pos = engine.start();
      const board = new ff.raw.Board(variant, ffishFen(engine, pos));
      const played: string[] = [];
      try {
        checkPosition(pos, board, played);
        for (let ply = 0; ply < PLIES && !engine.result(pos, false).over; ply++) {
          const moves = engine.moves(pos);
          const move = moves[Math.floor(next() * moves.length)];
          engine.play(pos, move);
          played.push(move.uci);
          if (!board.push(move.uci)) throw new Error(`ffish refused ${move.uci} after ${played.join(' ')}`);
          checkPosition(pos, board, played);
        }
        games++;
      } finally {
        board.delete();
      }
    };

    fc.assert(fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), playGame), { numRuns: GAMES });
    // Top up with more games (still seeded by fast-check) until the position count is reached.
    if (positions < MIN_POSITIONS) {
      fc.assert(
        fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), (seed) => {
          if (positions < MIN_POSITIONS) playGame(seed);
        }),
        { numRuns: 1000 },
      );
    }
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    figures.push(`${variant}: ${games} games, ${positions} positions, ${perfts} perft(3) (${perftNodes} nodes), 0 disagreements, ${seconds} s`);
    expect(games).toBeGreaterThanOrEqual(GAMES);
    expect(positions).toBeGreaterThanOrEqual(MIN_POSITIONS);
    expect(perfts).toBeGreaterThanOrEqual(Math.floor(MIN_POSITIONS / PERFT_EVERY));
  }, LONG ? 30 * 60_000 : 120_000);
});

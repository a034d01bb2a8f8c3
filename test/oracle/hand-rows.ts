// The comparison with Fairy-Stockfish (ffish) of variants with hands, drops, promoted forms and
// gates, one describe per row: the start FEN as ffish writes it and start perft in both engines;
// positions at a rule's edge (perft d1-3, legal moves, their SAN and the result in both engines, the
// FEN read back); the FEN after each move of given lines; seeded random games (legal moves and
// result at every position, the FEN after every move, perft at one position). Deeper start rows and
// more games run with FAIRYFORGE_LONG=1. The options carry what differs from one file to another.

import { describe, expect, test } from 'vitest';
import { enginePair, LONG, randomPlayout } from '../support.ts';
import { loadFfish } from './ffish.ts';
import { compareAt, type SanCompare } from './ffish-rows.ts';

export interface HandRow {
  /** Our file name in variants/, which is also ffish's name for the variant. */
  readonly file: string;
  /** Start perft depths compared in `npm test` (default 3), and with FAIRYFORGE_LONG=1 (default one more). */
  readonly depth?: number;
  readonly longDepth?: number;
  /** Positions at a rule's edge, compared with perft d1-3, their moves, SAN and result. */
  readonly fens: readonly string[];
  /** A position and moves played from it, compared by the FEN after each. */
  readonly lines: readonly (readonly [fen: string, moves: readonly string[]])[];
  /** The start FEN is compared with the one ffish's Board writes, not with ffish's startingFen (overrides the option). */
  readonly boardStart?: boolean;
  /** Our check signs are left out of the SAN compared (see `SanCompare`). */
  readonly unmarkedChecks?: boolean;
}

/** ffish's perft and FEN after moves, as a file takes them. */
export interface HandOracle {
  perft(variant: string, fen: string, depth: number): number;
  fenAfter(variant: string, fen: string, moves: readonly string[]): string;
}

export interface HandOptions {
  /** Every row's start FEN is compared with the one ffish's Board writes (as `HandRow.boardStart`). */
  readonly boardStart?: boolean;
  /** A further check of the start FEN we write. */
  readonly startCheck?: (row: HandRow, fen: string) => void;
  /** The title of the rule-edge test (with `%s` for the FEN). */
  readonly edgeTitle?: string;
  /** Which moves' SAN is compared at a rule edge (default all). */
  readonly sanComparable?: SanCompare['comparable'];
  /** The FEN we must write for a rule-edge position read back (default the FEN itself), and the message. */
  readonly readBack?: { readonly fen: (variant: string, fen: string) => string; readonly message: string };
  /** FENs are compared with their en-passant field cleared (Fairy-Stockfish writes the square only when a capture there is possible). */
  readonly ignoreEp?: boolean;
  /** ffish's perft and FEN after moves (default the ffish wrapper's, which validates each FEN first). */
  readonly oracle?: HandOracle;
  /** Random games and their length (default 2, 40 with FAIRYFORGE_LONG=1; 60 plies). */
  readonly games?: number;
  readonly plies?: number;
  /** A further check of the moves played in all the random games of a row. */
  readonly gamesCheck?: (played: readonly (readonly string[])[]) => void;
}

const ff = await loadFfish();

/** The FEN ffish's Board writes: for `fen`, or for the variant's start position. */
export function boardFen(variant: string, fen?: string): string {
  const board = fen === undefined ? new ff.raw.Board(variant) : new ff.raw.Board(variant, fen);
  try {
    return board.fen();
  } finally {
    board.delete();
  }
}

/** A FEN with its en-passant field cleared. */
export function withoutEp(fen: string): string {
  const fields = fen.split(' ');
  fields[3] = '-';
  return fields.join(' ');
}

/** Defines the comparison tests of `rows`. */
export function compareHandRowsWithFfish(rows: readonly HandRow[], options: HandOptions = {}): void {
  const games = options.games ?? (LONG ? 40 : 2);
  const plies = options.plies ?? 60;
  const oracle: HandOracle = options.oracle ?? { perft: (v, fen, d) => ff.perft(v, fen, d), fenAfter: (v, fen, moves) => ff.fenAfter(v, fen, [...moves]) };
  const ep = options.ignoreEp ? withoutEp : (fen: string) => fen;

  describe.each(rows)('$file = Fairy-Stockfish $file', (row) => {
    const depth = LONG ? (row.longDepth ?? (row.depth ?? 3) + 1) : (row.depth ?? 3);
    test(`start FEN, perft d1-${depth}, both engines`, async () => {
      const { interpreted, generated } = await enginePair(row.file);
      const fen = interpreted.fen(interpreted.start());
      expect(fen, 'start FEN as ffish writes it').toBe((row.boardStart ?? options.boardStart) ? boardFen(row.file) : ff.startFen(row.file));
      options.startCheck?.(row, fen);
      for (let d = 1; d <= depth; d++) {
        const theirs = oracle.perft(row.file, fen, d);
        expect(interpreted.perft(interpreted.start(), d), `interpreter d${d}`).toBe(theirs);
        expect(generated.perft(generated.start(), d), `generated d${d}`).toBe(theirs);
      }
    }, LONG ? 30 * 60_000 : 120_000);

    test.each(row.fens)(options.edgeTitle ?? 'perft d1-3, moves and SAN at a rule edge: %s', async (fen) => {
      const { interpreted, generated } = await enginePair(row.file);
      const san: SanCompare = { comparable: options.sanComparable, unmarkedChecks: row.unmarkedChecks };
      compareAt(interpreted, row.file, fen, 'rule edge', san);
      compareAt(generated, row.file, fen, 'rule edge', san);
      for (const engine of [interpreted, generated]) {
        const pos = engine.parseFen(fen);
        if (!pos.ok) throw new Error(pos.error.message);
        expect(engine.fen(pos.pos), options.readBack?.message ?? 'the FEN reads back').toBe(options.readBack ? options.readBack.fen(row.file, fen) : fen);
        for (let d = 1; d <= 3; d++) expect(engine.perft(pos.pos, d), `perft d${d}`).toBe(oracle.perft(row.file, fen, d));
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
          const theirs = oracle.fenAfter(row.file, fen, moves.slice(0, i + 1));
          expect(ep(engine.fen(pos.pos)), `after ${moves.slice(0, i + 1).join(' ')}`).toBe(ep(theirs));
        });
      }
    }, 120_000);

    test(`${games} random games: moves, result and the FEN after every move; perft at one position`, async () => {
      const { interpreted, generated } = await enginePair(row.file);
      let positions = 0;
      const all: string[][] = [];
      for (let seed = 1; seed <= games; seed++) {
        const fens: string[] = [];
        const played = randomPlayout(generated, generated.start(), seed * 7919, plies, (p) => fens.push(generated.fen(p)));
        all.push(played);
        fens.forEach((fen, i) => {
          compareAt(interpreted, row.file, fen, `seed ${seed} ply ${i}`);
          if (i > 0) expect(ep(fen), `FEN after ${played[i - 1]} at seed ${seed} ply ${i}`).toBe(ep(oracle.fenAfter(row.file, fens[i - 1], [played[i - 1]])));
        });
        positions += fens.length;
        const at = fens[Math.min(fens.length - 1, 10 + ((seed * 13) % 40))];
        for (const engine of [interpreted, generated]) {
          const pos = engine.parseFen(at);
          if (!pos.ok) throw new Error(pos.error.message);
          for (let d = 1; d <= (LONG ? 3 : 2); d++) expect(engine.perft(pos.pos, d), `perft d${d} of ${at}`).toBe(oracle.perft(row.file, at, d));
        }
      }
      expect(positions).toBeGreaterThan(games * 5);
      options.gamesCheck?.(all);
    }, LONG ? 30 * 60_000 : 120_000);
  });
}

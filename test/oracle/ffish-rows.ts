// The standard comparison of bundled variants with Fairy-Stockfish (ffish), one describe per row:
// the start FEN as ffish writes it and start perft in both engines; positions at a rule's edge
// (legal moves and result in both engines, perft d1-3); seeded random games (legal moves and result
// at every position, perft d1-3 at one). Deeper start rows and more games run with FAIRYFORGE_LONG=1.

import { describe, expect, test } from 'vitest';
import type { Engine } from '../../runtime/use/engine.ts';
import { resultScore } from '../../runtime/outcome/result.ts';
import { enginePair, LONG, randomPlayout } from '../support.ts';
import { loadFfish } from './ffish.ts';

export interface FfishRow {
  /** Our file name in variants/, and ffish's name for the variant. */
  readonly file: string;
  readonly ffish: string;
  /** Start perft depths compared in `npm test`, and with FAIRYFORGE_LONG=1. */
  readonly depth: number;
  readonly longDepth: number;
  /** Positions at a rule's edge, compared with perft d1-3 and their moves. */
  readonly fens: readonly string[];
}

const ff = await loadFfish();

/** ffish's legal moves (sorted), their SAN by UCI when asked, and result (PGN's score, `*` while the game goes on), from one board. */
export function ffishAt(variant: string, fen: string, withSan = false): { moves: string[]; san: Map<string, string>; score: string } {
  const board = new ff.raw.Board(variant, fen);
  try {
    const text = board.legalMoves().trim();
    const moves = text === '' ? [] : text.split(/\s+/).sort();
    const san = new Map(withSan ? moves.map((m) => [m, board.sanMove(m)]) : []);
    return { moves, san, score: board.isGameOver(false) ? board.result(false) : '*' };
  } finally {
    board.delete();
  }
}

/** How the SAN of the legal moves is compared at a position (`compareAt`'s option). */
export interface SanCompare {
  /** Which moves' SAN is compared (default all), given the UCI and our SAN (after `unmarkedChecks`). */
  readonly comparable?: (uci: string, ourSan: string) => boolean;
  /** Our check and mate signs are left out (ffish marks none in the variant). */
  readonly unmarkedChecks?: boolean;
}

/** Our legal moves and result at `fen` against ffish's; with `san`, the legal moves' SAN too. */
export function compareAt(engine: Engine, variant: string, fen: string, where: string, san?: SanCompare): void {
  const pos = engine.parseFen(fen);
  if (!pos.ok) throw new Error(`${where}: our FEN ${fen} does not parse back: ${pos.error.message}`);
  const theirs = ffishAt(variant, fen, san !== undefined);
  const ours = engine.moves(pos.pos);
  expect(ours.map((m) => m.uci).sort(), `legal moves at ${where}, FEN ${fen}`).toEqual(theirs.moves);
  if (san) {
    const mine = new Map(ours.map((m) => [m.uci, san.unmarkedChecks ? m.san.replace(/[+#]$/, '') : m.san]));
    const keep = san.comparable ?? (() => true);
    const only = (m: Map<string, string>): Map<string, string> => new Map([...m].filter(([uci]) => keep(uci, mine.get(uci) ?? '')));
    expect(only(mine), `SAN at ${where}, FEN ${fen}`).toEqual(only(theirs.san));
  }
  expect(resultScore(engine.result(pos.pos, false)), `result at ${where}, FEN ${fen}`).toBe(theirs.score);
}

/** Defines the comparison tests of `rows`; `plies` is the length of each random game. */
export function compareRowsWithFfish(rows: readonly FfishRow[], { plies = 60 }: { plies?: number } = {}): void {
  // the default run plays two games per variant, as hand-rows does; the long run the forty
  const games = LONG ? 40 : 2;
  // the rule edges keep depth 3 by default; a random game's last position is counted to 2 (3 in the long run)
  const LAST_DEPTH = LONG ? 3 : 2;
  describe.each(rows)('$file = Fairy-Stockfish $ffish', (row) => {
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
      compareAt(generated, row.ffish, fen, 'rule edge (generated)');
      for (const engine of [interpreted, generated]) {
        const pos = engine.parseFen(fen);
        if (!pos.ok) throw new Error(pos.error.message);
        for (let d = 1; d <= 3; d++) expect(engine.perft(pos.pos, d), `perft d${d}`).toBe(ff.perft(row.ffish, fen, d));
      }
    }, 120_000);

    test(`${games} random games: moves and result at every position, perft d1-${LAST_DEPTH} at the last`, async () => {
      const { interpreted, generated } = await enginePair(row.file);
      let positions = 0;
      const endings = new Map<string, number>();
      for (let seed = 1; seed <= games; seed++) {
        const fens: string[] = [];
        const played = randomPlayout(generated, generated.start(), seed * 7919, plies, (p) => fens.push(generated.fen(p)));
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
          for (let d = 1; d <= LAST_DEPTH; d++) expect(engine.perft(pos.pos, d), `perft d${d} of ${last} after ${played.join(' ')}`).toBe(ff.perft(row.ffish, last, d));
        }
      }
      expect(positions).toBeGreaterThan(games * 5);
      console.info(`${row.file}: ${games} games, ${positions} positions, endings ${JSON.stringify(Object.fromEntries(endings))}`);
    }, LONG ? 30 * 60_000 : 120_000);
  });
}

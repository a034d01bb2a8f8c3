// Measured behaviour of a variant, each figure computed the same way for every variant it is
// compared with: perft from the start, seeded random games (mean legal moves per position,
// mean game length, how games end) and each piece's mean mobility on an empty board. The
// games run on the runtime's Engine: its move generator picks the moves (legal moves from
// runtime/legal/legal.ts) and Engine.result judges every position, draw claims included.

import { Engine } from '../runtime/use/engine.ts';
import type { GameResult } from '../runtime/legal/legal.ts';
import { generateLegal } from '../runtime/legal/legal.ts';
import { M_COUNT, M_HEADER } from '../runtime/moves.ts';
import { mulberry32 } from '../runtime/use/random.ts';
import { boardFen, movementPlan } from './diagram.ts';
import { squareNameOf } from '../runtime/board/geometry.ts';
import type { ConditionKind } from '../runtime/plan/goal.ts';

/** Settings of the random games, stated in every report. */
export interface GameSettings {
  /** Number of games; game i (from 0) is seeded with i + 1. */
  readonly games: number;
  /** A game not over after this many plies is stopped and counted as unfinished. */
  readonly plyCap: number;
}

export const DEFAULT_GAMES = 200;
export const PLY_CAP = 300;
export const PERFT_DEPTHS = [1, 2, 3] as const;

type Over = Extract<GameResult, { over: true }>;

/**
 * How a random game ended: a result reason, an ending condition by its kind (antichess's "lost
 * every piece" is an extinction, king of the hill's a region), or the ply cap.
 */
export type Ending = Exclude<Over['reason'], 'condition'> | ConditionKind | 'ply cap';

/**
 * Every ending, in the report's order. A Record over the result reasons and condition kinds, so
 * that a new reason or kind cannot be left out of the table (and its games out of the sum).
 */
const ENDING_RANK: Record<Ending, number> = {
  checkmate: 0,
  capture: 1,
  checks: 2,
  region: 3,
  extinction: 4,
  bare: 5,
  connect: 6,
  castled: 7,
  castlingLost: 8,
  stalemate: 9,
  passing: 10,
  'move-rule': 11,
  repetition: 12,
  'perpetual-check': 13,
  'ply cap': 12,
};
export const ENDING_ORDER: readonly Ending[] = (Object.keys(ENDING_RANK) as Ending[]).sort((a, b) => ENDING_RANK[a] - ENDING_RANK[b]);

/** The ending of a finished game's result. */
export function endingOf(result: Over): Ending {
  return result.reason === 'condition' ? result.condition.kind : result.reason;
}

export interface GameStats {
  readonly games: number;
  /** Mean number of legal moves over every position where a move was chosen. */
  readonly meanMoves: number;
  /** Mean length in plies. */
  readonly meanLength: number;
  /** Share of games won by either side (0..1). */
  readonly decisive: number;
  readonly whiteWins: number;
  readonly blackWins: number;
  /** Number of games per ending, in a fixed order. */
  readonly endings: Readonly<Partial<Record<Ending, number>>>;
}

export { mulberry32 };

interface GameRecord {
  plies: number;
  /** Sum of the legal-move counts of the positions where a move was chosen. */
  choices: number;
  ending: Ending;
  winner: 0 | 1 | null;
}

/** One seeded random game from the start position, to the game's result or the ply cap. */
export function randomGame(engine: Engine, seed: number, plyCap: number): GameRecord {
  const next = mulberry32(seed);
  const pos = engine.start();
  const { gen, buf } = engine;
  let choices = 0;
  for (let ply = 0; ply < plyCap; ply++) {
    const result = engine.result(pos);
    if (result.over) return { plies: ply, choices, ending: endingOf(result), winner: result.winner };
    const top = buf.top;
    const count = buf.count;
    const first = generateLegal(pos, gen, buf);
    const n = buf.count - first;
    choices += n;
    // pick from a canonical order, so the games do not depend on the order generation met the moves in
    buf.offsets.subarray(first, buf.count).sort((a, b) => compareRecords(buf.data, a, b));
    // the record is read by make at once, so the buffer can be released right after
    pos.make(buf.data, buf.offsets[first + Math.floor(next() * n)]);
    buf.top = top;
    buf.count = count;
  }
  return { plies: plyCap, choices, ending: 'ply cap', winner: null };
}

/** Orders two move records by their content: header fields, then each change in turn. */
function compareRecords(d: Int32Array, a: number, b: number): number {
  const length = (o: number): number => M_HEADER + 3 * d[o + M_COUNT];
  const n = Math.min(length(a), length(b));
  for (let i = 0; i < n; i++) if (d[a + i] !== d[b + i]) return d[a + i] - d[b + i];
  return length(a) - length(b);
}

/** Plays `settings.games` seeded random games and sums them up; `onGame` is called after each. */
export function playRandomGames(engine: Engine, settings: GameSettings, onGame?: (done: number) => void): GameStats {
  let plies = 0;
  let choices = 0;
  let white = 0;
  let black = 0;
  const endings = new Map<Ending, number>();
  for (let i = 0; i < settings.games; i++) {
    const g = randomGame(engine, i + 1, settings.plyCap);
    plies += g.plies;
    choices += g.choices;
    if (g.winner === 0) white++;
    if (g.winner === 1) black++;
    endings.set(g.ending, (endings.get(g.ending) ?? 0) + 1);
    onGame?.(i + 1);
  }
  const n = Math.max(settings.games, 1);
  return {
    games: settings.games,
    meanMoves: plies > 0 ? choices / plies : 0,
    meanLength: plies / n,
    decisive: (white + black) / n,
    whiteWins: white,
    blackWins: black,
    endings: Object.fromEntries(ENDING_ORDER.filter((e) => endings.has(e)).map((e) => [e, endings.get(e)])),
  };
}

/** Perft from the start position at each depth. */
export function startPerft(engine: Engine, depths: readonly number[] = PERFT_DEPTHS): number[] {
  const pos = engine.start();
  return depths.map((d) => engine.perft(pos, d));
}

/**
 * Each piece's mean number of moves alone on an empty board (White, to move), over every square
 * it may stand on; by letter. The position is counted as a rule diagram, where the goal's ending
 * conditions do not apply: a lone piece has "lost every piece" of the other side (antichess) or
 * may stand on a goal region (king of the hill), and a finished game has no moves to count.
 */
export function emptyBoardMobility(engine: Engine): Record<string, number> {
  const plan = engine.plan;
  const lone = new Engine(movementPlan(plan));
  const out: Record<string, number> = {};
  for (const piece of plan.pieces) {
    let total = 0;
    let squares = 0;
    for (let r = 0; r < plan.ranks; r++) {
      for (let f = 0; f < plan.files; f++) {
        const fen = `${boardFen([{ square: squareNameOf(f, r), letter: piece.letter.toUpperCase() }], plan.files, plan.ranks)} w - - 0 1`;
        // movementPlan has no royal piece to require
        if (!lone.parseFen(fen).ok) continue; // a square it may not stand on (a pawn on its first rank)
        const parsed = lone.parseFen(fen, { diagram: true });
        if (!parsed.ok) continue;
        total += lone.perft(parsed.pos, 1);
        squares++;
      }
    }
    out[piece.letter] = squares > 0 ? total / squares : 0;
  }
  return out;
}

// The messages between the page's engine client (client.ts) and its worker (worker.ts). Every
// request carries an id; the worker answers it with any number of `info` messages (an analysis's
// iterations) and then exactly one `done` holding its outcome. A mistake in what was asked (a
// spec that does not load, a bad FEN, a depth out of range) is an outcome too, never a throw:
// `{ ok: false }` with the library's located message.

import type { Diagnostic } from '../../../schema/diagnostic.ts';

/** What the engine was asked to load: a bundled variant's name, or a spec's YAML text. */
export type SpecSource = string;

/** A position: a FEN and, optionally, the moves played since it (UCI-like texts), so repetitions count. */
export interface PositionRequest {
  readonly fen: string;
  readonly moves?: readonly string[];
}

export type EngineRequest =
  | { readonly id: number; readonly kind: 'load'; readonly spec: SpecSource }
  | ({ readonly id: number; readonly kind: 'bestMove'; readonly movetimeMs: number; readonly depth?: number } & PositionRequest)
  | ({ readonly id: number; readonly kind: 'analyse'; readonly maxMs?: number } & PositionRequest)
  | { readonly id: number; readonly kind: 'perft' | 'divide'; readonly fen: string; readonly depth: number };

/** The variant the engine now plays. */
export interface LoadedVariant {
  readonly name: string;
  readonly title: string;
  readonly startFen: string;
}

/** One finished iteration of a search. */
export interface AnalysisInfo {
  readonly depth: number;
  /** Centipawns for the side to move, or a won/lost game as ±(32000 - plies) (search/score.ts). */
  readonly score: number;
  /** The score for a person: `+0.35`, `-1.20`, `#3` (the side to move mates in 3), `-#2`. */
  readonly scoreText: string;
  /** The principal variation, UCI-like move texts. */
  readonly pv: readonly string[];
  readonly nodes: number;
  readonly timeMs: number;
}

/** The engine's move: null when the side to move has none (the game is over). */
export interface BestMove extends AnalysisInfo {
  readonly uci: string | null;
}

export interface PerftCount {
  readonly depth: number;
  readonly nodes: number;
  readonly timeMs: number;
}

export interface DivideCount extends PerftCount {
  /** The count below each legal move, in move order. */
  readonly moves: readonly (readonly [uci: string, nodes: number])[];
}

/**
 * Why a request failed: `invalid-*` and the library's other VariantError codes for a mistake in
 * what was asked, `not-loaded` before any variant loaded, `cancelled` when a newer request or
 * stop() ended it, `crashed` when the worker itself failed (a bug).
 */
export interface EngineFailure {
  readonly ok: false;
  readonly code: string;
  /** One line, e.g. `invalid FEN: board: rank 9 of 8`. */
  readonly message: string;
  /** An invalid spec's located problems, `file:line:col: message` each, as the CLI prints them. */
  readonly problems: readonly string[];
  readonly diagnostics: readonly Diagnostic[];
}

/** A value, or why there is none. */
export type Outcome<T> = ({ readonly ok: true } & T) | EngineFailure;

export type EngineMessage =
  | { readonly id: number; readonly kind: 'info'; readonly info: AnalysisInfo }
  | { readonly id: number; readonly kind: 'done'; readonly outcome: Outcome<object> };

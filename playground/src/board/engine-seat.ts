// Who plays the side the user is not: the engine behind the toggle. `EngineSeat` is what the
// panel needs of an engine (a move for a position); `NO_ENGINE` stands in where this build has
// none, and the toggle then says so and stays off.

import type { Variant } from '../../../lib/index.ts';

export interface EngineSeat {
  /** Null when the page has no engine; otherwise a short label for the toggle. */
  readonly label: string | null;
  /** The engine's move (UCI-like text) for `fen` of `variant`, or null when it has none. */
  bestMove(variant: Variant, fen: string): Promise<string | null>;
}

export const NO_ENGINE: EngineSeat = {
  label: null,
  bestMove: () => Promise.resolve(null),
};

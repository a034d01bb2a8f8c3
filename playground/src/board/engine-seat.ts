// Who plays the side the user is not: the engine behind the toggle. `EngineSeat` is what the
// panel needs of an engine (a move for a game so far); `clientSeat` plays through the engine
// worker's client (../engine/client.ts), loading each variant into the worker once.

import { stringify } from 'yaml';
import type { Variant } from '../../../lib/index.ts';

/** A game so far: where it started and the moves played since (UCI-like), so repetitions count. */
export interface GameSoFar {
  readonly startFen: string;
  readonly moves: readonly string[];
}

export interface EngineSeat {
  /** Who plays, for the toggle's title. */
  readonly label: string;
  /** The engine's move (UCI-like text) in `game` of `variant`, or null when it has none. */
  bestMove(variant: Variant, game: GameSoFar): Promise<string | null>;
  /** Ends a search under way (its answer is then no move). */
  stop(): void;
}

/** What clientSeat needs of the engine worker's client (EngineClient has it). */
export interface BestMoveClient {
  load(spec: string): Promise<{ readonly ok: true } | { readonly ok: false; readonly message: string }>;
  bestMove(request: { readonly fen: string; readonly moves?: readonly string[]; readonly movetimeMs: number }): Promise<
    { readonly ok: true; readonly uci: string | null } | { readonly ok: false; readonly code: string; readonly message: string }
  >;
  stop(): void;
}

/**
 * The engine through a worker client, thinking `movetimeMs()` a move. The worker is given the
 * variant's checked spec (extends resolved) as YAML text, once per variant shown.
 */
export function clientSeat(client: () => BestMoveClient, movetimeMs: () => number): EngineSeat {
  let made: BestMoveClient | undefined;
  let loaded: Variant | undefined;
  return {
    label: 'fairyforge',
    async bestMove(variant, game) {
      made ??= client();
      if (loaded !== variant) {
        const load = await made.load(stringify(variant.spec));
        if (!load.ok) throw new Error(load.message);
        loaded = variant;
      }
      const reply = await made.bestMove({ fen: game.startFen, moves: game.moves, movetimeMs: movetimeMs() });
      if (!reply.ok) {
        // a newer request (the user moved on) ends this one: no move, no message
        if (reply.code === 'cancelled') return null;
        throw new Error(reply.message);
      }
      return reply.uci;
    },
    stop: () => made?.stop(),
  };
}

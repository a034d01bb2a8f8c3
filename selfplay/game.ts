// One engine-against-engine game, for self-play balance figures: from the start position, a few
// random plies for variety (seeded, so a game replays), then each side's own search at a fixed
// time or depth per move, until the runtime's result ends it or a ply limit adjudicates a draw.

import type { Engine } from '../runtime/use/engine.ts';
import { mulberry32 } from '../runtime/use/random.ts';
import type { SearchLimits } from '../search/limits.ts';
import { Search } from '../search/search.ts';

export interface SelfplayGame {
  /** 1 White won, 0 Black won, 0.5 a draw. */
  readonly white: 1 | 0 | 0.5;
  readonly plies: number;
  /** How it ended: the result's reason (checkmate, stalemate, capture, move-rule, repetition, perpetual-check), a condition's kind, or `ply-limit`. */
  readonly ending: string;
}

export interface SelfplayOptions {
  readonly limits: SearchLimits;
  readonly randomPlies: number;
  readonly maxPlies: number;
  readonly seed: number;
}

export function playSelfGame(engine: Engine, options: SelfplayOptions): SelfplayGame {
  const pos = engine.start();
  const rng = mulberry32(options.seed);
  // a table of each side's own, fresh for the game
  const searches = [new Search(engine, { ttBits: 16 }), new Search(engine, { ttBits: 16 })];
  for (let ply = 0; ; ply++) {
    const result = engine.result(pos);
    if (result.over) {
      const white = result.winner === null ? 0.5 : result.winner === 0 ? 1 : 0;
      return { white, plies: ply, ending: result.reason === 'condition' ? result.condition.kind : result.reason };
    }
    if (ply >= options.maxPlies) return { white: 0.5, plies: ply, ending: 'ply-limit' };
    const moves = engine.moves(pos);
    // searched once per ply: a search inside the find would run again for every move it compares
    // (its table fills as it goes, so later runs may answer differently and match none)
    const random = ply < options.randomPlies;
    const searched = random ? null : searches[pos.side].run(pos, options.limits).move;
    const move = random ? moves[Math.floor(rng() * moves.length)] : moves.find((m) => m.uci === searched);
    if (!move) throw new Error(`bug: the search found no legal move in ${engine.fen(pos)}`);
    engine.play(pos, move);
  }
}

// The JSON forms of a move and of a game result: one mapping each, shared by the library
// (Variant.moves, Variant.play) and the CLI (`moves --json`, `play --json`), so the two
// cannot drift apart.

import type { MoveInfo, MoveJson } from '../runtime/state/notation.ts';

/** A legal move as `fairyforge moves --json` prints it (runtime/state/notation.ts defines it with the move it describes). */
export type { MoveJson } from '../runtime/state/notation.ts';

/** A game's state as data: runtime/outcome/result.ts renders it, for the CLI too. */
export type { ResultJson } from '../runtime/outcome/result.ts';
export { resultJson, resultText } from '../runtime/outcome/result.ts';

/** The JSON object of one legal move. */
export function moveJson(m: MoveInfo): MoveJson {
  return { uci: m.uci, from: m.from, to: m.to, piece: m.piece, captures: m.captures, landings: m.landings, promotion: m.promotion, san: m.san };
}

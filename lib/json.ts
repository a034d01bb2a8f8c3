// The JSON forms of a move and of a game result: one mapping each, shared by the library
// (Variant.moves, Variant.play) and the CLI (`moves --json`, `play --json`), so the two
// cannot drift apart.

import type { MoveInfo } from '../runtime/notation.ts';

/** A legal move as `fairyforge moves --json` prints it. */
export interface MoveJson {
  /** UCI-like text: from-square, to-square, promotion letter, extended where needed to be unique (e.g. `e7e8q`). */
  readonly uci: string;
  readonly from: string;
  readonly to: string;
  /** The letter standing on `to` after the move (uppercase for White). */
  readonly piece: string;
  /** The squares of every enemy piece the move removes. */
  readonly captures: string[];
  /** The letter the piece promotes to (uppercase for White), or null. */
  readonly promotion: string | null;
  /** Standard algebraic notation, with `+` / `#`. */
  readonly san: string;
}

/** A game's state as data: runtime/result.ts renders it, for the CLI too. */
export type { ResultJson } from '../runtime/result.ts';
export { resultJson, resultText } from '../runtime/result.ts';

/** The JSON object of one legal move. */
export function moveJson(m: MoveInfo): MoveJson {
  return { uci: m.uci, from: m.from, to: m.to, piece: m.piece, captures: m.captures, promotion: m.promotion, san: m.san };
}

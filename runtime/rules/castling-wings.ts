// Castling by wing, for the rules that look at which wing a side castled to or may still castle
// to: opposite castling (a castling takes the opponent's right to the same wing, Fairy-Stockfish's
// oppositeCastling) and the castling endings (castlingWins: a side that castles to a wing, or
// holds no right to it any more). The wing of a rule is +1 towards the last file, -1 towards the
// a-file (castling.ts wingOf); a castling move is found among the position's rules by its king's
// squares. The log of castled wings by ply exists only where a `castled` ending needs it.

import { M_FROM, M_TO } from '../moves.ts';
import type { Position } from '../state/position.ts';
import { wingOf } from './castling.ts';

/** The wing (+1, -1) of the castling move from `from` to `to` by `side`, 0 when no rule castles so. */
export function castledWing(pos: Position, side: number, data: Int32Array, off: number): number {
  const from = data[off + M_FROM];
  const to = data[off + M_TO];
  const rules = pos.castleRules;
  for (let i = 0; i < rules.length; i++) {
    const r = rules[i];
    if (r.color === side && r.kingFrom === from && r.kingTo === to) return wingOf(pos.t, r);
  }
  return 0;
}

/** The castling rights (bits of `pos.castling`'s rules) `side` could hold towards `wing`. */
export function wingRights(pos: Position, side: number, wing: number): number {
  let mask = 0;
  const rules = pos.castleRules;
  for (let i = 0; i < rules.length; i++) if (rules[i].color === side && wingOf(pos.t, rules[i]) === wing) mask |= 1 << i;
  return mask;
}

/** Whether `side` holds no castling right towards any of `wings`. */
export function holdsNoWing(pos: Position, side: number, wings: readonly number[]): boolean {
  for (const w of wings) if (pos.castling & wingRights(pos, side, w)) return false;
  return true;
}

/** The wing each ply's move castled to (0: none), kept where a `castled` ending reads it. */
export class CastledLog {
  private wings = new Int8Array(1024);

  /** Records the wing the move made at `ply` castled to. */
  note(ply: number, wing: number): void {
    if (ply >= this.wings.length) {
      const bigger = new Int8Array(this.wings.length * 2);
      bigger.set(this.wings);
      this.wings = bigger;
    }
    this.wings[ply] = wing;
  }

  /** The wing the move made at `ply` castled to; 0 for no castling, and at ply 0 (a FEN has no last move). */
  at(ply: number): number {
    return ply > 0 ? this.wings[ply] : 0;
  }
}

// Where a move node may start, besides its own vectors: `ranks` (only from the declared ranks,
// counted from the mover's side: horde's double step from the first or second rank) and
// `notInCheck` (not while the mover's side is in check: the Cambodian king's leap). `initial`
// is the tables' start squares (runtime/tables/tables.ts) or, for a piece with first-move rights,
// whether it has moved yet (runtime/rules/first-moves.ts). Shared by the interpreter, the emitter
// and the FEN reader.

import type { MoveGenerator } from './generator.ts';
import type { MoveNode } from '../plan/moves.ts';
import type { Position } from '../state/position.ts';
import type { VariantTables } from '../tables/tables.ts';

/** An `initial` node may start here: the piece stands on a start square, or for first-move rights has not moved. */
export function initialAllowed(pos: Position, from: number, code: number): boolean {
  const t = pos.t;
  if (t.firstMoves.tracked[code]) return (pos.firstMoves & t.firstMoves.bit[from]) !== 0;
  return t.initial[code * t.geo.size + from] === 1;
}

/**
 * The start restrictions of attack-table entries (runtime/legal/attacks.ts), one index per entry, as
 * move generation reads them off the entry's node, so that a piece attacks only where it could move.
 */
export interface EntryStarts {
  /** The entry's node is `initial`: the attacker stands on a start square, or (first-move rights) has not moved. */
  initialOnly: Uint8Array;
  /** The squares the entry may start from by its node's `ranks` (rankMask); null = any. */
  origins: (Uint8Array | null)[];
  /** The entry's node is `notInCheck`: it attacks only while its side's royal piece is not attacked. */
  notInCheck: Uint8Array;
}

/** 1 on the mailbox squares a node with `ranks` may start from for `color`; null without `ranks`. */
export function rankMask(t: VariantTables, node: MoveNode, color: number): Uint8Array | null {
  if (node.ranks === null) return null;
  const { geo } = t;
  const mask = new Uint8Array(geo.size);
  for (const sq of geo.squares) {
    const relative = color === 0 ? geo.rankOf(sq) : geo.ranks - 1 - geo.rankOf(sq);
    if (node.ranks.includes(relative)) mask[sq] = 1;
  }
  return mask;
}

/**
 * Whether the side to move's royal piece is attacked, for `notInCheck` nodes (none: not in check).
 * Only by captures that are not `notInCheck` themselves (`plain`): the attack tables ask the same
 * of the attacker's side for its `notInCheck` captures, so "in check" stops there instead of
 * asking back and forth, and move generation and the attack test agree (runtime/legal/attacks.ts).
 */
export function moverInCheck(pos: Position, gen: MoveGenerator): boolean {
  const sq = pos.royalSq[pos.side];
  return sq >= 0 && gen.attacked(pos, sq, pos.side ^ 1, true);
}

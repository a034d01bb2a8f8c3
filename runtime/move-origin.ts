// Where a move node may start, besides its own vectors: `ranks` (only from the declared ranks,
// counted from the mover's side: horde's double step from the first or second rank) and
// `notInCheck` (not while the mover's side is in check: the Cambodian king's leap). `initial`
// is the tables' start squares (runtime/tables.ts) or, for a piece with first-move rights,
// whether it has moved yet (runtime/first-moves.ts). Shared by the interpreter, the emitter
// and the FEN reader.

import type { MoveGenerator } from './generator.ts';
import type { MoveNode } from './plan.ts';
import type { Position } from './position.ts';
import type { VariantTables } from './tables.ts';

/** 1 on the mailbox squares a node with `ranks` may start from for `color`; null without `ranks`. */
export function rankMask(t: VariantTables, node: MoveNode, color: number): Uint8Array | null {
  if (node.ranks === undefined) return null;
  const { geo } = t;
  const mask = new Uint8Array(geo.size);
  for (const sq of geo.squares) {
    const relative = color === 0 ? geo.rankOf(sq) : geo.ranks - 1 - geo.rankOf(sq);
    if (node.ranks.includes(relative)) mask[sq] = 1;
  }
  return mask;
}

/** Whether the side to move's royal piece is attacked (for `notInCheck` nodes; none: not in check). */
export function moverInCheck(pos: Position, gen: MoveGenerator): boolean {
  const sq = pos.royalSq[pos.side];
  return sq >= 0 && gen.attacked(pos, sq, pos.side ^ 1);
}

// Captures that the rules allow only from a given full move on (plan `capturesFromMove`).
// vchess's enpassant forbids every capture on each side's first move, because its knightriders
// could otherwise capture, or even mate, at once. A rule diagram (a movement illustration) is exempt.

import { F_CAPTURE, M_FLAGS, type MoveBuffer } from '../moves.ts';
import type { Position } from '../state/position.ts';

/** Whether captures are still forbidden in this position. */
export function capturesForbidden(pos: Position): boolean {
  const from = pos.t.plan.capturesFromMove;
  return from > 1 && pos.fullmove < from && !pos.diagram;
}

/** Drops the captures among the moves `first`..`buf.count`. */
export function dropCaptures(buf: MoveBuffer, first: number): void {
  let kept = first;
  for (let i = first; i < buf.count; i++) {
    const off = buf.offsets[i];
    if (!(buf.data[off + M_FLAGS] & F_CAPTURE)) buf.offsets[kept++] = off;
  }
  buf.count = kept;
}

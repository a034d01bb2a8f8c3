// Checkless chess (`goal.checkless`): no check may be given except checkmate. A legal move that
// gives check stays legal only when the checked side then has no way out: no move that leaves
// all its royal pieces unattacked without giving check back. A cross-check does not count as a
// way out, as vchess plays the variant (its Checkless rules: a checking move is kept when the
// opponent has no move that leaves both sides out of check); this keeps the test one reply deep.
// Only moves that give check pay for it: the move is made, and if it checks, the replies are
// generated above the list (as runtime/legal/royal-replies.ts does) and each made in turn.

import type { MoveGenerator } from '../generate/generator.ts';
import type { MoveBuffer } from '../moves.ts';
import type { Position } from '../state/position.ts';

/** The legality steps before this one: the side to move's moves that leave its royal pieces safe. */
export type SafeMoves = (pos: Position, gen: MoveGenerator, buf: MoveBuffer) => number;
/** Whether a royal piece of the side to move is attacked. */
export type InCheck = (pos: Position, gen: MoveGenerator, buf: MoveBuffer) => boolean;

/** Drops the moves `first`..`buf.count` of `buf` that give check without checkmating. */
export function keepOnlyMatingChecks(pos: Position, gen: MoveGenerator, buf: MoveBuffer, first: number, safe: SafeMoves, inCheck: InCheck): void {
  let kept = first;
  const end = buf.count;
  for (let i = first; i < end; i++) {
    const off = buf.offsets[i];
    if (!checksWithWayOut(pos, gen, buf, off, safe, inCheck)) buf.offsets[kept++] = off;
  }
  buf.count = kept;
}

/** Whether the move at `off` gives check and the checked side has a move that leaves no side in check. */
function checksWithWayOut(pos: Position, gen: MoveGenerator, buf: MoveBuffer, off: number, safe: SafeMoves, inCheck: InCheck): boolean {
  const { count, top } = buf;
  pos.make(buf.data, off);
  try {
    if (!inCheck(pos, gen, buf)) return false;
    const replies = safe(pos, gen, buf);
    for (let i = replies; i < buf.count; i++) {
      const reply = buf.offsets[i];
      pos.make(buf.data, reply);
      const crossCheck = inCheck(pos, gen, buf);
      pos.unmake(buf.data, reply);
      if (!crossCheck) return true;
    }
    return false;
  } finally {
    buf.count = count;
    buf.top = top;
    // the buffer may have grown (a new data array with the same records)
    pos.unmake(buf.data, off);
  }
}

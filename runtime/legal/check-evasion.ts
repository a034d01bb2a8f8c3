// Makpong's check evasion (`goal.checkedRoyalStays`): a royal piece in check may not move, except
// to capture the piece giving check when that is the only one. Applied after the royal-safety
// filter, so the moves it looks at are legal already; shared by both engines.

import type { MoveGenerator } from '../generate/generator.ts';
import { M_FROM, M_TO, type MoveBuffer } from '../moves.ts';
import { EMPTY } from '../board/pieces.ts';
import type { Position } from '../state/position.ts';

/** Drops the moves `first`..`buf.count` of a royal piece in check that do not take the only checker. */
export function keepRoyalInPlace(pos: Position, gen: MoveGenerator, buf: MoveBuffer, first: number): void {
  const us = pos.side;
  const royalSq = pos.royalSq[us];
  if (royalSq < 0 || !gen.attacked(pos, royalSq, us ^ 1)) return;
  const data = buf.data;
  let kept = first;
  for (let i = first; i < buf.count; i++) {
    const off = buf.offsets[i];
    if (data[off + M_FROM] !== royalSq || takesOnlyChecker(pos, gen, data[off + M_TO], royalSq)) buf.offsets[kept++] = off;
  }
  buf.count = kept;
}

/** Whether the enemy on `to` gives check and no other piece does: with it lifted, the royal square is safe. */
function takesOnlyChecker(pos: Position, gen: MoveGenerator, to: number, royalSq: number): boolean {
  const target = pos.board[to];
  if (target === EMPTY || (target & 1) === pos.side) return false;
  pos.board[to] = EMPTY;
  const attacked = gen.attacked(pos, royalSq, pos.side ^ 1);
  pos.board[to] = target;
  return !attacked;
}

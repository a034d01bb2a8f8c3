// Checks given (n-check): each legal move that leaves an enemy royal piece attacked gets the
// F_CHECK flag, so that make counts it without a generator (the position counts the checks each
// side has given). The test reads the board alone: the diff is applied and taken back at once.

import type { MoveGenerator } from '../generate/generator.ts';
import { F_CHECK, M_COUNT, M_FLAGS, M_HEADER, type MoveBuffer } from '../moves.ts';
import type { Position } from '../state/position.ts';
import { anyRoyalAttackedAfter } from '../rules/royals.ts';
import { unsafeAfterBlast } from '../rules/explosion.ts';

/** Flags the moves `first`..`buf.count` of `buf` that give check. */
export function flagChecks(pos: Position, gen: MoveGenerator, buf: MoveBuffer, first: number): void {
  const data = buf.data;
  for (let i = first; i < buf.count; i++) {
    const off = buf.offsets[i];
    if (givesCheck(pos, gen, data, off)) data[off + M_FLAGS] |= F_CHECK;
  }
}

/** Drops the moves `first`..`buf.count` of `buf` that give check (racing kings: checks are illegal). */
export function dropChecks(pos: Position, gen: MoveGenerator, buf: MoveBuffer, first: number): void {
  let kept = first;
  for (let i = first; i < buf.count; i++) {
    const off = buf.offsets[i];
    if (!givesCheck(pos, gen, buf.data, off)) buf.offsets[kept++] = off;
  }
  buf.count = kept;
}

/** Whether the move at `off` leaves a royal piece of the opponent attacked by the mover. */
export function givesCheck(pos: Position, gen: MoveGenerator, data: Int32Array, off: number): boolean {
  if (pos.t.severalRoyals) return anyRoyalAttackedAfter(pos, gen, data, off, pos.side ^ 1);
  return royalAttackedAfter(pos, gen, data, off, pos.side ^ 1);
}

/**
 * Whether, after the move at `off`, the one royal piece of `owner` is attacked by the other side
 * (several royal pieces: runtime/rules/royals.ts).
 * The attack test reads only the board, so the diff is applied to the board alone (no hash,
 * piece lists or state) and taken back at once: the cheap half of make/unmake.
 */
export function royalAttackedAfter(pos: Position, gen: MoveGenerator, data: Int32Array, off: number, owner: number): boolean {
  const board = pos.board;
  const royal = pos.t.royal;
  let royalSq = pos.royalSq[owner];
  let enemySq = pos.royalSq[owner ^ 1];
  const start = off + M_HEADER;
  const end = start + 3 * data[off + M_COUNT];
  for (let i = start; i < end; i += 3) {
    const sq = data[i];
    const piece = data[i + 2];
    board[sq] = piece;
    if (piece > 0 && royal[piece]) {
      if ((piece & 1) === owner) royalSq = sq;
      else enemySq = sq;
    } else if (sq === royalSq) royalSq = -1;
    else if (sq === enemySq) enemySq = -1;
  }
  // with explosions: exploding one's own royal piece is unsafe, the enemy's safe (runtime/rules/explosion.ts)
  const attacked =
    pos.t.explosion === null
      ? royalSq >= 0 && gen.attacked(pos, royalSq, owner ^ 1)
      : unsafeAfterBlast(pos, gen, owner, royalSq, enemySq, pos.royalSq[owner] >= 0, pos.royalSq[owner ^ 1] >= 0);
  for (let i = end - 3; i >= start; i -= 3) board[data[i]] = data[i + 1];
  return attacked;
}

// Bikjang (janggi, plan goal.bikjang): the two royal pieces facing each other on a file or rank
// with nothing between them. Facing is no attack, so either side may bring it about; but the side
// to move that finds the royal pieces facing must break it (move a royal piece off the line, or
// put a piece between) or pass, and that pass is legal even in check (as Fairy-Stockfish plays
// janggi). The game's end after a bikjang (material counting) is not modelled here.

import { F_PASS, M_COUNT, M_FLAGS, M_HEADER, type MoveBuffer } from '../moves.ts';
import { EMPTY } from '../board/pieces.ts';
import type { Position } from '../state/position.ts';

/** Whether the royal pieces on `a` and `b` face each other on `board` (either absent: no). */
function facing(pos: Position, a: number, b: number): boolean {
  if (a < 0 || b < 0) return false;
  const geo = pos.t.geo;
  const file = geo.fileOf(a) === geo.fileOf(b);
  if (!file && geo.rankOf(a) !== geo.rankOf(b)) return false;
  const unit = file ? geo.offset(0, 1, 0) : geo.offset(1, 0, 0);
  const step = b > a ? unit : -unit;
  const board = pos.board;
  for (let s = a + step; s !== b; s += step) if (board[s] !== EMPTY) return false;
  return true;
}

/** Whether the royal pieces face each other in the current position. */
export function royalsFacing(pos: Position): boolean {
  return facing(pos, pos.royalSq[0], pos.royalSq[1]);
}

/** Whether the royal pieces face each other after the move record at `off` (the board is restored). */
function facingAfter(pos: Position, data: Int32Array, off: number): boolean {
  const board = pos.board;
  const royal = pos.t.royal;
  const sq = [pos.royalSq[0], pos.royalSq[1]];
  const start = off + M_HEADER;
  const end = start + 3 * data[off + M_COUNT];
  for (let i = start; i < end; i += 3) {
    const s = data[i];
    const piece = data[i + 2];
    board[s] = piece;
    if (piece > 0 && royal[piece]) sq[piece & 1] = s;
    else if (s === sq[0]) sq[0] = -1;
    else if (s === sq[1]) sq[1] = -1;
  }
  const result = facing(pos, sq[0], sq[1]);
  for (let i = end - 3; i >= start; i -= 3) board[data[i]] = data[i + 1];
  return result;
}

/** With the royal pieces facing: drops the moves `first`..`buf.count` that leave them facing (a pass stays). */
export function keepFacingBroken(pos: Position, buf: MoveBuffer, first: number): void {
  const data = buf.data;
  let kept = first;
  for (let i = first; i < buf.count; i++) {
    const off = buf.offsets[i];
    if (data[off + M_FLAGS] & F_PASS || !facingAfter(pos, data, off)) buf.offsets[kept++] = off;
  }
  buf.count = kept;
}

// Several royal pieces per side (Coregal chess: the king, the queen and every queen a pawn
// promotes into). A side is in check when any of its royal pieces is attacked, a move may not
// leave any of them attacked, and a side in check with no legal move is checkmated. A variant has
// several when its start position gives a side more than one royal piece or a piece may promote
// into a royal one (runtime/plan-facts.ts, hasSeveralRoyals); otherwise Position.royalSq names
// the one royal square and none of this runs, so the single-royal path keeps its speed. The royal pieces are found on the side's piece list.
// Where the tables cannot see every capture, runtime/legal/royal-replies.ts already asks whether a reply
// removes any royal piece, so it needs nothing from here.

import type { MoveGenerator } from '../generate/generator.ts';
import { F_EN_PASSANT, M_COUNT, M_FLAGS, M_FROM, M_HEADER, M_PROMO, type MoveBuffer } from '../moves.ts';
import { LIST_STRIDE, type Position } from '../state/position.ts';

/** Whether some royal piece of `side` is attacked by the other side, on the board as it stands. */
export function anyRoyalAttacked(pos: Position, gen: MoveGenerator, side: number): boolean {
  const { board, list } = pos;
  const royal = pos.t.royal;
  const base = side * LIST_STRIDE;
  for (let i = 0; i < pos.listCount[side]; i++) {
    const sq = list[base + i];
    if (royal[board[sq]] && gen.attacked(pos, sq, side ^ 1)) return true;
  }
  return false;
}

/**
 * Whether, after the move at `off`, some royal piece of `owner` is attacked by the other side.
 * As royalAttackedAfter (runtime/legal/checks-given.ts), the diff is applied to the board alone and
 * taken back: the royal pieces are those of the owner's list still standing (the list is not
 * updated) and those the move puts down (a royal piece that moved, a promotion into one).
 */
export function anyRoyalAttackedAfter(pos: Position, gen: MoveGenerator, data: Int32Array, off: number, owner: number): boolean {
  const { board, list } = pos;
  const royal = pos.t.royal;
  const start = off + M_HEADER;
  const end = start + 3 * data[off + M_COUNT];
  for (let i = start; i < end; i += 3) board[data[i]] = data[i + 2];
  let attacked = false;
  const base = owner * LIST_STRIDE;
  for (let i = 0; i < pos.listCount[owner] && !attacked; i++) {
    const sq = list[base + i];
    const piece = board[sq];
    if (piece > 0 && royal[piece] && (piece & 1) === owner) attacked = gen.attacked(pos, sq, owner ^ 1);
  }
  for (let i = start; i < end && !attacked; i += 3) {
    const piece = data[i + 2];
    if (piece > 0 && royal[piece] && (piece & 1) === owner && board[data[i]] === piece) attacked = gen.attacked(pos, data[i], owner ^ 1);
  }
  for (let i = end - 3; i >= start; i -= 3) board[data[i]] = data[i + 1];
  return attacked;
}

/** The squares of the royal pieces of the side to move, gathered once per move list. */
const royalSquares = new Int32Array(LIST_STRIDE);

/**
 * Drops the moves `first`..`buf.count` of `buf` that leave a royal piece of the mover attacked.
 * The alignment shortcut holds for each royal piece alike: outside check, a move that moves no
 * royal piece, promotes into none, takes no pawn en passant and vacates no square an enemy rider
 * could use towards any of them, cannot expose one.
 */
export function keepSeveralRoyalsSafe(pos: Position, gen: MoveGenerator, buf: MoveBuffer, first: number): void {
  const us = pos.side;
  const { board, list } = pos;
  const { royal, passage } = pos.t;
  const data = buf.data;
  const size = pos.t.geo.size;
  let count = 0;
  let inCheck = false;
  const base = us * LIST_STRIDE;
  for (let i = 0; i < pos.listCount[us]; i++) {
    const sq = list[base + i];
    if (!royal[board[sq]]) continue;
    royalSquares[count++] = sq;
    if (gen.alignment !== null && !inCheck) inCheck = gen.attacked(pos, sq, us ^ 1);
  }
  const aligned = gen.alignment === null || inCheck ? null : gen.alignment[us ^ 1];
  let kept = first;
  for (let i = first; i < buf.count; i++) {
    const off = buf.offsets[i];
    const from = data[off + M_FROM];
    if (aligned !== null && !royal[board[from]] && !royal[data[off + M_PROMO]] && !(data[off + M_FLAGS] & F_EN_PASSANT)) {
      let exposed = false;
      for (let k = 0; k < count && !exposed; k++) exposed = aligned[from - royalSquares[k] + size] === 1;
      if (!exposed) {
        buf.offsets[kept++] = off;
        continue;
      }
    }
    if (passage !== null && royal[board[from]] && !passage.allows(pos, gen, data, off)) continue;
    if (!anyRoyalAttackedAfter(pos, gen, data, off, us)) buf.offsets[kept++] = off;
  }
  buf.count = kept;
}

// Duplicate moves of one piece: a piece's moves are a set, and the compiler removes what two of
// its atoms both give wherever its node list can say so (compiler/overlap.ts). For the few
// pieces it cannot (a leap that the piece's rider also reaches over an empty square, as RfD),
// the plan flags the piece and both engines call this after generating its moves. Not called
// for any other piece, so the common case costs nothing; no allocation.

import { F_DOUBLE_STEP, M_COUNT, M_FLAGS, M_FROM, M_HEADER, M_PROMO, M_TO, type MoveBuffer } from '../moves.ts';

/**
 * Drops each move in the current list from index `first` on that has the same effect (start,
 * end, promotion and every square's change) as an earlier one. Of two that differ only in the
 * en-passant squares they leave, the double step is kept (the piece's initial double step).
 */
export function dropDuplicates(buf: MoveBuffer, first: number): void {
  const offsets = buf.offsets;
  const data = buf.data;
  let kept = first;
  for (let i = first; i < buf.count; i++) {
    const off = offsets[i];
    let k = first;
    while (k < kept && !sameEffect(data, offsets[k], off)) k++;
    if (k === kept) offsets[kept++] = off;
    else if ((data[off + M_FLAGS] & F_DOUBLE_STEP) !== 0 && (data[offsets[k] + M_FLAGS] & F_DOUBLE_STEP) === 0) offsets[k] = off;
  }
  buf.count = kept;
}

function sameEffect(data: Int32Array, a: number, b: number): boolean {
  if (data[a + M_FROM] !== data[b + M_FROM] || data[a + M_TO] !== data[b + M_TO] || data[a + M_PROMO] !== data[b + M_PROMO]) return false;
  const n = data[a + M_COUNT];
  if (data[b + M_COUNT] !== n) return false;
  for (let i = M_HEADER; i < M_HEADER + 3 * n; i++) if (data[a + i] !== data[b + i]) return false;
  return true;
}

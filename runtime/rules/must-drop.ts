// The setup phase of placement chess and sittuyin (plan `hand.mustDrop`, Fairy-Stockfish's
// mustDrop): while the side to move holds pieces and some drop of them is legal, it must drop,
// and no piece on the board moves; once its hand is empty, or no drop is legal (every drop square
// taken, or none answers a check), it moves as usual. It filters the legal list, so a drop that
// would leave the mover's royal piece attacked does not count.

import { F_DROP, M_FLAGS, type MoveBuffer } from '../moves.ts';

/** Keeps only the drops among the moves `first`..`buf.count` of `buf`, when there is any. */
export function keepDropsWhenAny(buf: MoveBuffer, first: number): void {
  const data = buf.data;
  let any = false;
  for (let i = first; i < buf.count && !any; i++) any = (data[buf.offsets[i] + M_FLAGS] & F_DROP) !== 0;
  if (!any) return;
  let kept = first;
  for (let i = first; i < buf.count; i++) {
    const off = buf.offsets[i];
    if (data[off + M_FLAGS] & F_DROP) buf.offsets[kept++] = off;
  }
  buf.count = kept;
}

// Perft cut into independent pieces of work, for counting in several threads: each piece is a
// path of moves from the root (one root move, or a root move and a reply when the root has too
// few moves to keep every thread busy) with the depth left below it. A piece carries its moves'
// records (the diffs make/unmake play), not their places in a move list: generation order
// follows the piece lists, which make/unmake reorder, so an index would not name the same move
// in another thread. The counts of a root move's pieces add up to its count.

import type { MoveGenerator } from '../generate/generator.ts';
import { generateLegal } from '../legal/legal.ts';
import { M_COUNT, M_HEADER, type MoveBuffer } from '../moves.ts';
import { describeMoves } from '../state/notation.ts';
import { perft } from './perft.ts';
import type { PerftBudget } from './perft-budget.ts';
import type { Position } from '../state/position.ts';

/** One piece of a split count: the moves from the root, and the root move whose count it adds to. */
export interface PerftPiece {
  /** The records of the moves along the path: [root move] or [root move, reply]. */
  readonly path: readonly Int32Array[];
  /** The root move's place among the root moves. */
  readonly root: number;
}

/** How a count is split: the root moves (by their text, in move order) and the pieces. */
export interface PerftSplit {
  readonly rootMoves: readonly string[];
  readonly pieces: PerftPiece[];
}

/**
 * With fewer root moves than this many per thread, the split goes one ply deeper: a thread that
 * takes a large piece last keeps the others waiting (chess's largest root move is 8 % of
 * perft(6); its 20 root moves for 2 threads were 20 pieces, its 400 replies are pieces of 0.1-0.6 %).
 */
const PIECES_PER_THREAD = 32;

/** A copy of the move record at `off` of `data`, to be played later (the buffer is reused). */
function recordAt(data: Int32Array, off: number): Int32Array {
  return data.slice(off, off + M_HEADER + 3 * data[off + M_COUNT]);
}

/**
 * The pieces of a perft of `depth` (at least 1) from `pos` for `threads` threads: one per
 * root move, or one per reply to each root move where the root has too few moves for the
 * threads to share the work evenly (dynamic dispatch balances pieces of unequal size).
 */
export function splitPerft(pos: Position, gen: MoveGenerator, buf: MoveBuffer, depth: number, threads: number): PerftSplit {
  const moves = describeMoves(pos, gen, buf);
  // describeMoves released the buffer: copy each root record before anything reuses it
  const roots = moves.map((m) => recordAt(buf.data, m.offset));
  const deeper = depth >= 3 && moves.length < threads * PIECES_PER_THREAD;
  const pieces: PerftPiece[] = [];
  roots.forEach((root, i) => {
    if (!deeper) {
      pieces.push({ path: [root], root: i });
      return;
    }
    const top = buf.top;
    const count = buf.count;
    pos.make(root, 0);
    const first = generateLegal(pos, gen, buf);
    for (let j = first; j < buf.count; j++) pieces.push({ path: [root, recordAt(buf.data, buf.offsets[j])], root: i });
    pos.unmake(root, 0);
    buf.top = top;
    buf.count = count;
  });
  return { rootMoves: moves.map((m) => m.uci), pieces };
}

/** The perft count of one piece: its path played from `pos`, then the depth left (`depth` is the whole count's). */
export function countPiece(pos: Position, gen: MoveGenerator, buf: MoveBuffer, depth: number, path: readonly Int32Array[], budget?: PerftBudget): number {
  for (const record of path) pos.make(record, 0);
  // a budget that runs out throws mid-tree: the caller discards the position
  const nodes = perft(pos, gen, buf, depth - path.length, budget);
  for (let i = path.length - 1; i >= 0; i--) pos.unmake(path[i], 0);
  return nodes;
}

// Perft: the number of leaves of the legal-move tree, one ply per turn, bulk-counting the
// last ply. Draw claims (50-move, repetition) are ignored, as in the published perft tables.

import type { MoveGenerator } from './generator.ts';
import { generateLegal } from './legal.ts';
import type { MoveBuffer } from './moves.ts';
import type { Position } from './position.ts';

export function perft(pos: Position, gen: MoveGenerator, buf: MoveBuffer, depth: number): number {
  if (depth === 0) return 1;
  const top = buf.top;
  const count = buf.count;
  const first = generateLegal(pos, gen, buf);
  let nodes = 0;
  if (depth === 1) {
    nodes = buf.count - first;
  } else {
    const end = buf.count;
    for (let i = first; i < end; i++) {
      const off = buf.offsets[i];
      pos.make(buf.data, off);
      nodes += perft(pos, gen, buf, depth - 1);
      pos.unmake(buf.data, off);
    }
  }
  buf.top = top;
  buf.count = count;
  return nodes;
}

// Confinement: a move node bound to a region (plan `to`, `from`) may only end, or only start, on
// its squares. Both engines read the region as a mask over the mailbox, one per colour (Black's
// squares are the region seen from Black's side); the attack tables read the same masks, so a
// confined piece attacks only the squares it could move to.

import type { Geometry } from '../board/geometry.ts';
import type { NodeRegion } from '../plan/moves.ts';

/** A mask over the mailbox: 1 on each of the listed mailbox squares. Generated engines build theirs with it. */
export function squareSet(size: number, squares: readonly number[]): Uint8Array {
  const mask = new Uint8Array(size);
  for (const sq of squares) mask[sq] = 1;
  return mask;
}

/** The mailbox squares of a node's region for one colour, in board order. */
export function regionMailbox(geo: Geometry, region: NodeRegion, color: number): number[] {
  return region.squares[color].map((coord) => geo.squares[coord]);
}

/** The region's mask for one colour, or null for a node that is not bound to one. */
export function regionMask(geo: Geometry, region: NodeRegion | null, color: number): Uint8Array | null {
  return region === null ? null : squareSet(geo.size, regionMailbox(geo, region, color));
}

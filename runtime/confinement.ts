// Mobility regions: a piece whose plan names a `region` moves only onto that region's squares
// (pawnback's pawn may step back, but not onto its own first rank). Both engines generate the
// piece's moves as usual and then call `keepInRegion` for it, as they call dropDuplicates for
// overlapping pieces: not called for any other piece, so the common case costs nothing; no allocation.

import { M_TO, type MoveBuffer } from './moves.ts';
import { pieceCode } from './pieces.ts';
import type { VariantPlan } from './plan.ts';
import type { Position } from './position.ts';
import type { Geometry } from './geometry.ts';

/**
 * By piece code and mailbox square (index code * size + sq): 1 where the piece may end a move;
 * null when no piece of the plan has a region. Pieces without one may end anywhere.
 */
export function mobilityTable(plan: VariantPlan, geo: Geometry, codes: number): Uint8Array | null {
  if (!plan.pieces.some((p) => p.region !== undefined)) return null;
  const table = new Uint8Array(codes * geo.size).fill(1);
  plan.pieces.forEach((piece, type) => {
    if (piece.region === undefined) return;
    const region = plan.regions?.find((r) => r.name === piece.region);
    if (!region) throw new Error(`bug: piece ${piece.name} names region ${piece.region}, which the plan does not have`);
    for (const c of [0, 1] as const) {
      const base = pieceCode(type, c) * geo.size;
      table.fill(0, base, base + geo.size);
      for (const coord of region.squares[c]) table[base + geo.squares[coord]] = 1;
    }
  });
  return table;
}

/** Drops the moves of the current list from index `first` on (all by the piece `code`) that end outside its region. */
export function keepInRegion(pos: Position, buf: MoveBuffer, first: number, code: number): void {
  const allowed = pos.t.mobility!;
  const base = code * pos.t.geo.size;
  const offsets = buf.offsets;
  const data = buf.data;
  let kept = first;
  for (let i = first; i < buf.count; i++) {
    const off = offsets[i];
    if (allowed[base + data[off + M_TO]]) offsets[kept++] = off;
  }
  buf.count = kept;
}

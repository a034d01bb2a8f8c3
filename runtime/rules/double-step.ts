// The pawns a double step can have brought where they stand: what an en-passant field names
// (runtime/state/fen.ts reads it, runtime/state/fen-write.ts writes it), found by walking each
// double-step vector back from the pawn to an empty start square.

import { EMPTY, colorOf } from '../board/pieces.ts';
import { rankMask } from '../generate/move-origin.ts';
import { passedSquares } from '../generate/paths.ts';
import type { Position } from '../state/position.ts';
import type { VariantTables } from '../tables/tables.ts';

/** Whether the piece on `sq` is of `color` and may be taken en passant. */
export function isPassableOf(t: VariantTables, pos: Position, sq: number, color: number): boolean {
  const p = pos.board[sq];
  return p > 0 && colorOf(p) === color && t.passable[p] === 1;
}

/** Squares of pawns of `color` that one double step from an empty start square over exactly `passed` brought there. */
export function doubleStepVictims(t: VariantTables, pos: Position, passed: readonly number[], color: number): number[] {
  const { geo } = t;
  const found = new Set<number>();
  for (const sq of geo.squares) {
    const code = pos.board[sq];
    if (!isPassableOf(t, pos, sq, color)) continue;
    for (const node of t.plan.pieces[(code >> 1) - 1].moves) {
      if (!node.doubleStep) continue;
      for (const v of node.vectors) {
        const from = geo.canon[sq - geo.offset(v[0], v[1], color)];
        if (!geo.onBoard(from) || pos.board[from] !== EMPTY || (node.initial && !t.initial[code * geo.size + from])) continue;
        if (node.ranks && !rankMask(t, node, color)![from]) continue;
        const path = passedSquares(v).map(([x, y]) => geo.canon[from + geo.offset(x, y, color)]);
        if (path.length === passed.length && path.every((s, i) => s === passed[i])) found.add(sq);
      }
    }
  }
  return [...found].sort((a, b) => geo.coordOf[a] - geo.coordOf[b]);
}

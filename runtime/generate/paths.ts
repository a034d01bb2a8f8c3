// The squares a leap passes over: what a lame leap needs empty and what a pawn's double step
// leaves as en-passant targets. A leap (dx, dy) of length m = max(|dx|, |dy|) passes the
// m - 1 squares nearest the straight line from start to end, rounding towards the start
// (so the knight's lame leg is the orthogonal step, as in Xiangqi, and D passes its midpoint).

import type { Vector } from '../plan/moves.ts';

export function passedSquares([dx, dy]: Vector): Vector[] {
  const m = Math.max(Math.abs(dx), Math.abs(dy));
  const path: Vector[] = [];
  for (let k = 1; k < m; k++) {
    path.push([roundTowardZero((dx * k) / m), roundTowardZero((dy * k) / m)]);
  }
  return path;
}

function roundTowardZero(x: number): number {
  const r = Math.round(Math.abs(x) - 1e-9);
  return x < 0 ? -r : r;
}

/**
 * The squares a leap passes over going straight first, then diagonally (FSF's lame leapers, the
 * janggi elephant): orthogonal steps while the leap is longer on one axis, then diagonal steps.
 * For (2, 3): (0, 1), then (1, 2). It equals `passedSquares` for the knight, D and A.
 */
export function orthogonalFirstSquares([dx, dy]: Vector): Vector[] {
  const path: Vector[] = [];
  let [x, y] = [0, 0];
  while (x !== dx || y !== dy) {
    const wide = Math.abs(dx - x) - Math.abs(dy - y);
    if (wide >= 0) x += Math.sign(dx - x);
    if (wide <= 0) y += Math.sign(dy - y);
    if (x !== dx || y !== dy) path.push([x, y]);
  }
  return path;
}

/** The squares the `i`th vector of a lame leap passes over: the node's own `legs`, else straight. */
export function leapSquares(node: { readonly vectors: readonly Vector[]; readonly legs: readonly (readonly Vector[])[] | null }, i: number): readonly Vector[] {
  return node.legs?.[i] ?? passedSquares(node.vectors[i]);
}

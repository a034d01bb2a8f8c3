// The squares a leap passes over: what a lame leap needs empty and what a pawn's double step
// leaves as en-passant targets. A leap (dx, dy) of length m = max(|dx|, |dy|) passes the
// m - 1 squares nearest the straight line from start to end, rounding towards the start
// (so the knight's lame leg is the orthogonal step, as in Xiangqi, and D passes its midpoint).

import type { Vector } from './plan.ts';

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

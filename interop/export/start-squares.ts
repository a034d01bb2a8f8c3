// The start position's squares of each piece type and colour, read from the plan's start FEN
// (FSF lets initial moves start only inside `doubleStepRegion`, a set of squares; ours start from
// the squares the piece type holds in the start position).

import type { VariantPlan } from '../../runtime/plan/variant.ts';

/** Board coordinates (file + rank * files) by `${colour} ${letter}` (colour 0 = White) in the start FEN. */
export function startSquares(plan: VariantPlan): Map<string, number[]> {
  const out = new Map<string, number[]>();
  const board = plan.startFen.split(' ')[0].replace(/\[.*$/, '');
  board.split('/').forEach((row, i) => {
    const rank = plan.ranks - 1 - i;
    let file = 0;
    for (const m of row.matchAll(/(\d+)|(\+?)([a-zA-Z])~?|\*/g)) {
      if (m[1] !== undefined) {
        file += Number(m[1]);
        continue;
      }
      if (m[3] !== undefined && m[2] === '') {
        const colour = m[3] === m[3].toUpperCase() ? 0 : 1;
        const key = `${colour} ${m[3].toLowerCase()}`;
        out.set(key, [...(out.get(key) ?? []), file + rank * plan.files]);
      }
      file++;
    }
  });
  return out;
}

/** How many pieces of the letter a colour has in the start FEN (board only). */
export function startCount(squares: Map<string, number[]>, colour: 0 | 1, letter: string): number {
  return squares.get(`${colour} ${letter}`)?.length ?? 0;
}

// FSF's materialCounting: a game its rules end without a winner (the move rule, a repetition, a
// drawn stalemate, passing) is decided by material instead. Each of FSF's methods is the goal's
// `counting` with the pieces' `points`: janggi weighs six piece types and Black wins what White
// does not win by two (komi 1.5), unweighted counts every piece as one (equal counts draw), and
// the draw odds give every such game to one side (no points: the komi's sign decides).

import type { BuildContext, Spec } from './context.ts';

/** FSF's janggi weights, by FSF piece type; every other type counts nothing. */
const JANGGI_POINTS: Readonly<Record<string, number>> = { rook: 13, janggiCannon: 7, horse: 5, janggiElephant: 3, wazir: 3, soldier: 2 };

/** Sets the goal's counting, and the points it counts, from materialCounting (none: nothing). */
export function buildCounting(ctx: BuildContext, pieces: Spec[], goal: Spec): void {
  const o = ctx.opt('materialCounting');
  const method = o?.value.trim() ?? 'none';
  if (method === 'none') return;
  if (goal.type === 'capture') {
    ctx.refuse(o, 'material counting beside a goal of capturing one piece');
    return;
  }
  const typeOf = (letter: unknown): string | undefined => ctx.state.pieces.find((p) => p.letter === letter)?.type;
  switch (method) {
    case 'janggi':
      for (const p of pieces) {
        const points = JANGGI_POINTS[typeOf(p.letter) ?? ''];
        if (points !== undefined) p.points = points;
      }
      goal.counting = { komi: 1.5 };
      return;
    case 'unweighted':
      for (const p of pieces) p.points = 1;
      goal.counting = { komi: 0 };
      return;
    case 'whitedrawodds':
      goal.counting = { komi: -1 };
      return;
    case 'blackdrawodds':
      goal.counting = { komi: 1 };
      return;
    default:
      ctx.refuse(o, `${method} is not one of janggi, unweighted, whitedrawodds, blackdrawodds, none`);
  }
}

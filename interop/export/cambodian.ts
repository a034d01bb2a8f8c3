// Cambodian chess's first moves as FSF's `cambodianMoves` (with `gating`, whose FEN field holds the
// rights): an unmoved king may leap like a knight to the next rank's squares two files aside, not
// in check, and loses that right when a rook aims at it; an unmoved fers (the met) may step two
// squares straight forward. Ours says the same with first-move rights and initial moves; this
// module recognises exactly that pattern, so those moves leave the Betza and the option says them.

import type { LeapNode, MoveNode } from '../../runtime/plan/moves.ts';
import type { VariantPlan } from '../../runtime/plan/variant.ts';

/** The plan nodes FSF's cambodianMoves makes, by piece type index, or null when the plan's first moves are not Cambodian chess's. */
export function cambodianMoves(plan: VariantPlan): Map<number, MoveNode> | null {
  const rights = plan.firstMoveRights;
  if (rights.length === 0 || rights.some((r) => r.gate)) return null;
  const types = [...new Set(rights.map((r) => r.type))];
  const king = types.find((t) => plan.pieces[t].royal);
  const met = types.find((t) => !plan.pieces[t].royal);
  if (king === undefined || met === undefined || types.length !== 2) return null;
  const leap = (t: number, vectors: string, notInCheck: boolean): MoveNode | null => {
    const initial = plan.pieces[t].moves.filter((n) => n.initial);
    const n = initial[0];
    if (initial.length !== 1 || n.kind !== 'leap' || (n as LeapNode).lame || n.capture || !n.quiet || n.notInCheck !== notInCheck) return null;
    return n.vectors.map(([dx, dy]) => `${dx},${dy}`).sort().join(' ') === vectors ? n : null;
  };
  const kingLeap = leap(king, '-2,1 2,1', true);
  const metStep = leap(met, '0,2', false);
  const rook = plan.pieces.findIndex((p) => p.moves.length > 0 && p.moves.every((n) => n.kind === 'ride' && n.range === 0 && n.quiet && n.capture && !n.initial) && p.moves.flatMap((n) => n.vectors).length === 4 && p.moves.flatMap((n) => n.vectors).every(([dx, dy]) => Math.abs(dx) + Math.abs(dy) === 1));
  const aimed = (t: number): string => [...new Set(rights.filter((r) => r.type === t).flatMap((r) => r.aimedBy))].join();
  const metMoves = plan.pieces[met].moves.filter((n) => !n.initial);
  const m = metMoves[0];
  const fers = metMoves.length === 1 && m.kind === 'leap' && m.quiet && m.capture && m.vectors.length === 4 && m.vectors.every(([dx, dy]) => Math.abs(dx) === 1 && Math.abs(dy) === 1);
  if (!kingLeap || !metStep || !fers || rook < 0 || aimed(king) !== String(rook) || aimed(met) !== '') return null;
  return new Map([
    [king, kingLeap],
    [met, metStep],
  ]);
}

// Colour binding in generated engines: the emitter writes no move that lands on the other colour
// (emit.ts, changesColour). Where, besides, every removal a plan's moves can make is of a piece
// on the other colour, the engine declares it (MoveGenerator.keepsColours) and the capture rules
// test colours only for its en-passant captures, whose victim stands where the enemy's double
// step put it. Decided on the plan, conservatively: a writer not reasoned about here (castling,
// explosions, fission, fusion, shooting, ...) keeps the full test.

import type { MoveNode, Vector } from '../runtime/plan/moves.ts';
import type { VariantPlan } from '../runtime/plan/variant.ts';

/** A vector that goes to the other colour (colours are file + rank parity). */
const odd = ([dx, dy]: Vector): boolean => ((dx + dy) & 1) === 1;

/** Whether the generated engine of `plan` writes only moves colour binding keeps, en passant aside. */
export function keepsColours(plan: VariantPlan): boolean {
  // on a cylinder the wrap may break the parity of a line
  if (!plan.colourBound || plan.wrap !== null) return false;
  if (plan.castling.length > 0 || plan.explosion !== null || plan.fission !== null || plan.anyEnPassant !== null || plan.promotionInPlace !== null) return false;
  // a custodian capture removes the enemy one line step from the landing square
  return plan.pieces.every((p) => p.custodian.every(odd) && p.moves.every(nodeKeeps));
}

/**
 * Whether a node's moves land on their start colour and remove only pieces on the other. A
 * replacement capture removes nothing: its piece is replaced on the landing square.
 */
function nodeKeeps(node: MoveNode): boolean {
  if (node.split !== null || node.fuse) return false;
  if (node.kind === 'remove') return node.vectors.every(odd);
  // a hopper's walk lands wherever its line goes, the other colour included when its steps change colour
  if (node.kind === 'hop') return node.captureMode === 'replace' && !node.vectors.some(odd);
  switch (node.captureMode) {
    case 'replace':
      // a leap to the other colour is not written; a line of such steps would be
      return node.kind === 'leap' || !node.vectors.some(odd);
    case 'jump':
      // a leap over its midpoint (one to the other colour is not written); a line takes only at odd distances
      if (node.kind === 'leap') return !node.capture || node.vectors.every((v) => odd(v) || (Number.isInteger(v[0] / 2) && Number.isInteger(v[1] / 2) && odd([v[0] / 2, v[1] / 2])));
      return !node.capture || node.vectors.every(odd);
    case 'approach':
    case 'withdrawal':
      // lines of odd steps land at even distances, so the enemy one step further or behind is on the other colour
      return !node.capture || node.vectors.every(odd);
    case 'shoot':
      return false;
  }
}

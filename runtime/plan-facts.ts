// Facts about a variant read from its plan alone, that the tables record as flags: one module
// below the rule modules that act on them, so building the tables imports no rule of play (the
// tables once imported royal-replies.ts for one of these, which closed a loop of value imports
// through the capture chains and the FEN reader back to the tables).

import type { VariantPlan } from './plan/variant.ts';
import { firstField, parseBoardField, planShape } from '../schema/fen-board.ts';

/**
 * Whether royal safety needs the enemy's moves: some capture is not a replacement capture, or
 * chains or colour binding change which captures exist. Mandatory capture does not (any
 * capture attacks), nor does promotion from captured pieces: a pawn that could not promote on
 * taking the royal still attacks it (Grand Chess's rule; ffish agrees), which is what the
 * tables say; the semantic checks refuse that promotion together with a case listed here.
 */
export function checkByReplies(plan: VariantPlan): boolean {
  if (plan.chains || plan.colourBound) return true;
  return plan.pieces.some((p) => p.custodian.length > 0 || p.moves.some((n) => n.kind === 'remove' || (n.capture && n.captureMode !== 'replace' && n.captureMode !== 'shoot')));
}

/** Whether a side of this variant can have more than one royal piece (runtime/rules/royals.ts): its start position gives a side more than one, or a piece may promote into one. */
export function hasSeveralRoyals(plan: VariantPlan): boolean {
  if (plan.promotion?.choices.some((t) => plan.pieces[t].royal)) return true;
  const counts = [0, 0];
  for (const p of parseBoardField(firstField(plan.startFen).text, planShape(plan)).pieces) if (plan.pieces[p.type].royal) counts[p.color]++;
  return counts[0] > 1 || counts[1] > 1;
}

// Which sides and wings castle, in words, where that is not both of each (a spec's `castling.side`
// and `castling.wing`, or a start position that gives a side no castling king). Read from the
// plan's castling rules, so it says what the engines do.

import type { CastlingPlan } from '../runtime/plan/pieces.ts';
import type { VariantPlan } from '../runtime/plan/variant.ts';

const SIDES = ['White', 'Black'] as const;

/** +1 for a rule towards the last file (kingside), -1 towards the a-file (queenside). */
function wingOf(plan: VariantPlan, rule: CastlingPlan): number {
  return rule.rookFrom % plan.files > rule.kingFrom % plan.files ? 1 : -1;
}

/** `Only White castles.`, `Castling is kingside only (O-O; never O-O-O).`; '' where both sides castle on both wings. */
export function castlingScope(plan: VariantPlan): string {
  const colors = [...new Set(plan.castling.map((c) => c.color))];
  const wings = [...new Set(plan.castling.map((c) => wingOf(plan, c)))];
  const out: string[] = [];
  if (colors.length === 1) out.push(`Only ${SIDES[colors[0]]} castles.`);
  if (wings.length === 1) {
    const towards = wings[0] > 0 ? `kingside only (towards the ${String.fromCharCode(96 + plan.files)}-file: O-O; never O-O-O)` : 'queenside only (towards the a-file: O-O-O; never O-O)';
    out.push(`Castling is ${towards}.`);
  }
  return out.join(' ');
}

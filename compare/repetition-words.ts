// What a repetition decides, in words: the sentences of the Draws line beside the move rule
// (compare/rules.ts) when a repetition is won or lost, or perpetual check loses.

import type { VariantPlan } from '../runtime/plan/variant.ts';

/** `the third time`: the occurrence that ends the game. */
export function occurrence(plan: VariantPlan): string {
  return `the ${['', 'first', 'second', 'third', 'fourth', 'fifth'][plan.repetition] ?? `${plan.repetition}th`} time`;
}

/** The sentences for a repetition that is not simply drawn, or '' where it is. */
export function repetitionRules(plan: VariantPlan): string {
  if (plan.repetition === 0) return '';
  const parts: string[] = [];
  // perpetual check is judged first; the repetition's own outcome holds for every other repetition
  if (plan.perpetualCheckLoses) {
    parts.push(
      `Perpetual check loses: when a position occurs for ${occurrence(plan)} and one side gave check with every one of its moves since the first of those occurrences, that side loses (if both did, the game is drawn).`,
    );
  }
  const rule = plan.repetitionOutcome;
  if (rule !== null) {
    const who = rule.of === 'white' ? 'White' : 'the side to move';
    const verb = rule.outcome === 'win' ? 'wins' : 'loses';
    parts.push(plan.perpetualCheckLoses ? `In any other such repetition ${who} ${verb}.` : `When a position occurs for ${occurrence(plan)}, ${who} ${verb}.`);
  }
  return parts.join(' ');
}

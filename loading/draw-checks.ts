// Semantic checks of the draw rules (see spec-rules.ts for the rule table's conventions): what a
// repetition decides needs a repetition rule, and perpetual check needs checks to count.
import type { Finding, Rule } from './rule.ts';

type DrawKey = 'repetitionOutcome' | 'repetitionOutcomeOf' | 'perpetualCheckLoses';
const OUTCOME_KEYS: readonly DrawKey[] = ['repetitionOutcome', 'repetitionOutcomeOf', 'perpetualCheckLoses'];

export const DRAW_RULES: readonly Rule[] = [
  {
    code: 'repetition-outcome-without-rule',
    sentence: "draws.{key} says what a repetition decides, but draws.repetition is 0: no repetition ends the game",
    check: (spec) => {
      const draws = spec.draws;
      if (!draws || draws.repetition !== 0) return [];
      return OUTCOME_KEYS.filter((key) => draws[key] !== undefined).map((key): Finding => ({ at: ['draws', key], args: { key }, key: true }));
    },
  },
  {
    code: 'perpetual-check-goal',
    sentence: 'perpetual check counts checks to royal pieces, so it needs the goal checkmate (this goal is {goal})',
    check: (spec) => {
      const goal = spec.goal?.type ?? 'checkmate';
      return spec.draws?.perpetualCheckLoses === true && goal !== 'checkmate' ? [{ at: ['draws', 'perpetualCheckLoses'], args: { goal } }] : [];
    },
  },
];

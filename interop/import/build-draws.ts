// A section's draw rules: FSF's move rule and repetition rule, and what a repetition decides
// (nFoldValue, for the side to move or with nFoldValueAbsolute for White; perpetualCheckIllegal:
// the side that checked throughout the repetition loses), each with FSF's default made explicit.

import { readInt, type BuildContext, type Spec } from './context.ts';

/** FSF's Value words a repetition may end in ('none' is FSF's too, but no result). */
const REPETITION_VALUES = ['draw', 'win', 'loss'] as const;

/** `draws` of the spec; `checkmate`: the goal is checkmate, where checks exist to be counted. */
export function buildDraws(ctx: BuildContext, checkmate: boolean): Spec {
  const moveRule = readInt(ctx.opt('nMoveRule'), 50, 0, 100000, ctx.refuse);
  const repetition = readInt(ctx.opt('nFoldRule'), 3, 0, 100000, ctx.refuse);
  const draws: Spec = { moveRule, repetition };
  // without a repetition rule FSF reads neither what a repetition decides nor perpetual check
  if (repetition === 0) return draws;
  const outcome = repetitionValue(ctx);
  if (outcome !== 'draw') {
    draws.repetitionOutcome = outcome;
    if (ctx.bool('nFoldValueAbsolute', false)) draws.repetitionOutcomeOf = 'white';
  }
  if (ctx.bool('perpetualCheckIllegal', false)) {
    if (checkmate) draws.perpetualCheckLoses = true;
    else ctx.refuse(ctx.opt('perpetualCheckIllegal'), 'perpetual check without a checkmate goal (no royal piece to check) is not in the language');
  }
  return draws;
}

function repetitionValue(ctx: BuildContext): (typeof REPETITION_VALUES)[number] {
  const o = ctx.opt('nFoldValue');
  if (!o) return 'draw';
  const v = REPETITION_VALUES.find((x) => x === o.value.trim());
  if (v === undefined) ctx.refuse(o, `${o.value} is not one of ${REPETITION_VALUES.join(', ')}`);
  return v ?? 'draw';
}

// Which of legality's optional steps a variant takes (runtime/legal/legal.ts), read from the plan once.
// Plans are object literals whose shapes differ with the optional fields each variant uses, so
// in a process that has loaded many variants every read of `plan.goal.noChecks` and the like in
// shared code is a megamorphic property load, paid per generated move list. This class has one
// shape for every variant: its fields are all set here, in one order, to booleans.

import type { VariantPlan } from '../plan/variant.ts';

export class LegalSteps {
  /** Goal `checkmate`: the royal-safety filter and the steps that depend on check. */
  readonly checkmate: boolean;
  /** Passing is a move (plan `pass`). */
  readonly pass: boolean;
  /** Captures are forbidden before a move number (plan `capturesFromMove`). */
  readonly capturesFromMove: boolean;
  readonly bikjang: boolean;
  readonly mandatoryCapture: boolean;
  readonly noChecks: boolean;
  readonly checkless: boolean;
  readonly checkedRoyalStays: boolean;
  /** A side that can drop must (plan `hand.mustDrop`). */
  readonly mustDrop: boolean;

  constructor(plan: VariantPlan) {
    const goal = plan.goal;
    this.checkmate = goal.kind === 'checkmate';
    this.pass = plan.pass === true;
    this.capturesFromMove = plan.capturesFromMove > 1;
    this.bikjang = goal.bikjang === true;
    this.mandatoryCapture = plan.mandatoryCapture === true;
    this.noChecks = goal.noChecks === true;
    this.checkless = goal.checkless === true;
    this.checkedRoyalStays = goal.checkedRoyalStays === true;
    this.mustDrop = plan.hand?.mustDrop === true;
  }
}

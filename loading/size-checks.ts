// Bounds on a spec's size, checked before every other rule: the checks, the compiler and the
// emitted engine do work that grows with the moves a spec declares (overlap removal pairs a
// piece's moves, the emitter writes code per move), so a hostile spec of thousands of moves could
// take minutes and gigabytes before any deadline is looked at. The bounds are far above any real
// variant: the bundled ones declare at most 7 moves per piece and 27 in all (Betza text expanded).
// Per list, the schema says it (`maxItems` of `moves`); in all, this rule does.
import type { Rule } from './rule.ts';
import { moveEntries } from '../schema/move-entries.ts';

/** The most moves (Betza text expanded, promoted forms included) a whole spec may declare. */
export const MAX_SPEC_MOVES = 512;

export const SIZE_RULES: readonly Rule[] = [
  {
    code: 'spec-size',
    sentence: `the pieces declare more than ${MAX_SPEC_MOVES} moves in all ({count}, Betza text expanded); a variant needs far fewer, and more would make checking and engine emission slow`,
    check: (spec) => {
      const entries = moveEntries(spec);
      // located at the first move beyond the bound
      return entries.length > MAX_SPEC_MOVES ? [{ at: entries[MAX_SPEC_MOVES].at, args: { count: entries.length } }] : [];
    },
  },
];

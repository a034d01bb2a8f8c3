// What a repetition decides. The position is looked for among the earlier ones with the same
// side to move since the last irreversible move; once it has occurred the plan's number of times,
// the game ends. Perpetual check (where the plan says it loses) is judged over the stretch from
// the earliest of the counted occurrences to now, as Fairy-Stockfish judges it: the side that
// gave check with every one of its moves there loses, both such sides draw. Otherwise the
// repetition's outcome (a draw, or a win or loss for the side to move or for White) decides.
// The checks are the ones the position noted by ply (Position.checkedAt): a variant with
// perpetual check flags every checking move (runtime/legal/steps.ts `checksGiven`).

import { outcomeWinner } from '../outcome/endings.ts';
import type { Position } from '../state/position.ts';

/** A repetition's end: the winner (null = a draw), and whether perpetual check decided it. */
export interface RepetitionEnd {
  readonly winner: 0 | 1 | null;
  readonly perpetual: boolean;
}

/**
 * The end a repetition makes in `pos`, or null where the position has not yet occurred the plan's
 * number of times. `treePlies` is the search's distance from its root (0 for the game's result):
 * a position that occurred before inside the search tree already ends the line there, as in
 * Fairy-Stockfish, unless a side has checked throughout; a plain draw may end it at any second
 * occurrence (repeating is never worth more than the draw it may become).
 */
export function repetitionEnd(pos: Position, treePlies = 0): RepetitionEnd | null {
  const plan = pos.t.plan;
  if (plan.repetition === 0) return null;
  if (plan.repetition === 1) return { winner: plainWinner(pos), perpetual: false };
  const perpetual = plan.perpetualCheckLoses;
  const early = treePlies > 0 && plan.repetitionOutcome === null && !perpetual ? Infinity : treePlies;
  // `us` is the side to move, `them` the side that moved last; each flag: that side has checked on every move so far
  let themChecking = perpetual && pos.checkedAt(0);
  let usChecking = perpetual;
  let seen = 1;
  const limit = Math.min(pos.halfmove, pos.ply);
  for (let back = 2; back <= limit; back += 2) {
    usChecking &&= pos.checkedAt(back - 1);
    themChecking &&= pos.checkedAt(back);
    if (pos.hashAt(back) !== pos.hashLo) continue;
    seen++;
    if (seen < (back < early && !usChecking && !themChecking ? 2 : plan.repetition)) continue;
    if (!usChecking && !themChecking) return { winner: plainWinner(pos), perpetual: false };
    const us = pos.side as 0 | 1;
    return { winner: usChecking && themChecking ? null : usChecking ? ((us ^ 1) as 0 | 1) : us, perpetual: true };
  }
  return null;
}

/** The winner of a repetition without perpetual check: the plan's outcome, for the side to move or for White. */
function plainWinner(pos: Position): 0 | 1 | null {
  const rule = pos.t.plan.repetitionOutcome;
  if (rule === null) return null;
  return outcomeWinner(rule.outcome, rule.of === 'white' ? 0 : (pos.side as 0 | 1));
}

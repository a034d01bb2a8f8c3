// Royalty and the goal in words (the rule lines 'Royalty' and 'Goal' of compare/rules.ts): which
// pieces are royal and what that forbids, passing and bikjang, how a game is won, the ending
// conditions and stalemate.

import type { ConditionKind, ConditionPlan, GoalKind, Outcome, StalemateResult } from '../runtime/plan/goal.ts';
import type { VariantPlan } from '../runtime/plan/variant.ts';
import { regionName } from '../runtime/outcome/result.ts';
import { hasSeveralRoyals } from '../runtime/plan-facts.ts';
import { orList, pieceName } from './rule-words.ts';

/** The names of a pseudo-royal extinction condition's types (runtime/pseudo-royal.ts), or null when the plan has none. */
function pseudoRoyals(plan: VariantPlan): string[] | null {
  const c = plan.goal.conditions.find((e) => e.kind === 'extinction' && e.pseudoRoyal);
  return c && c.kind === 'extinction' ? c.pieces.map((t) => pieceName(plan, t)) : null;
}

export function royalty(plan: VariantPlan): string {
  const royals = plan.pieces.filter((p) => p.royal).map((p) => p.name);
  const pseudo = pseudoRoyals(plan);
  if (royals.length === 0 && pseudo !== null) {
    return (
      `No piece is royal while a side has two or more pieces of the ${orList(pseudo, 'and')}: any of them may be left attacked and taken. ` +
      `A side's last one of them is royal: it is in check when attacked, and a move may not leave it attacked, not even one taking the enemy's last one. ` +
      'Whether it is the last is judged before the move: a move that gives the side a second one (a promotion) must still leave the first one safe.'
    );
  }
  if (royals.length === 0) return 'No piece is royal: any piece may be left attacked.';
  const passage = plan.goal.safePassage
    ? ' Moving more than one square, a royal piece may not pass over an attacked square (tested with it lifted off its start square); a leap may take any order of its orthogonal and diagonal steps (a knight leap: either middle square) and is barred only when every order passes an attacked square.'
    : '';
  const checks = plan.goal.noChecks
    ? ' A move that gives check is illegal.'
    : plan.goal.checkless
      ? ' A move that gives check is illegal unless it checkmates: the checked side must have no move that gets out of check without giving check back.'
      : '';
  const facing = plan.goal.flyingGeneral ? ` Two enemy ${orList(royals)}s may not face each other on a file with no piece between them (the flying general): a move that leaves them so is illegal.` : '';
  const stays = plan.goal.checkedRoyalStays
    ? ' A royal piece in check may not move away: the check must be met by capturing the checking piece (the royal piece itself may capture it when it is the only one) or by blocking.'
    : '';
  const blast = plan.explosion
    ? ` A move that explodes one's own ${orList(royals)} is illegal (so it never captures); one that explodes the enemy's is legal even if it leaves one's own attacked; a ${orList(royals)} within the blast of the enemy's is not attacked (taking it would explode the taker's own).`
    : '';
  if (hasSeveralRoyals(plan)) {
    const promoted = plan.promotion?.choices.some((t) => plan.pieces[t].royal) ? ' A piece promoted into a royal piece is royal too.' : '';
    const which = royals.length === 1 ? `Every ${royals[0]} is royal` : `The ${orList(royals, 'and')} are ${royals.length === 2 ? 'both' : 'all'} royal, every one of them`;
    return `${which}: a side is in check when any of its royal pieces is attacked, and a move may not leave any of them attacked.${promoted}${passage}${checks}${stays}${facing}${blast}${passing(plan, royals)}`;
  }
  return `The ${orList(royals)} is royal: a move may not leave it attacked (in check).${passage}${checks}${stays}${facing}${blast}${passing(plan, royals)}`;
}

/** Passing and bikjang (janggi), in words; empty where the plan has neither. */
function passing(plan: VariantPlan, royals: readonly string[]): string {
  const pass = plan.pass ? ` Instead of moving, a side may pass (written with its ${orList(royals)}'s square twice, as e2e2), though not while in check.` : '';
  const bikjang = plan.goal.bikjang
    ? ` When the two ${orList(royals)}s face each other on a line with no piece between them (bikjang), the side to move must break that or pass, and may pass even in check.`
    : '';
  if (!plan.pass) return `${pass}${bikjang}`;
  const how = plan.goal.counting
    ? `material is counted (${plan.pieces.filter((p) => p.points).map((p) => `${p.name} ${p.points}`).join(', ')}; Black adds ${plan.goal.counting.komi}) and the higher count wins, equal counts draw`
    : 'the game is drawn';
  const after = plan.goal.bikjang ? 'both sides pass in turn, or a side passes leaving a bikjang' : 'both sides pass in turn';
  return `${pass}${bikjang} When ${after}, the game ends: ${how}.`;
}

/** The words for each kind of goal; exhaustive over GOAL_KINDS. */
const GOAL_WORDS: Record<GoalKind, (plan: VariantPlan) => string> = {
  checkmate: (plan) => {
    const royals = orList(plan.pieces.filter((p) => p.royal).map((p) => p.name));
    const checkmated = plan.goal.checkmated;
    if (hasSeveralRoyals(plan)) {
      const mate = `checkmated: in check (any one of its royal pieces attacked: a ${royals}) with no legal move`;
      return checkmated === 'loss' ? `Win when the enemy is ${mate}.` : `A side ${mate} ${OUTCOME_WORDS[checkmated]}.`;
    }
    const pseudo = royals === '' ? pseudoRoyals(plan) : null;
    if (pseudo !== null) return `Win by checkmating the enemy's last ${orList(pseudo)} (while it has more, any of them may be taken).`;
    if (checkmated === 'loss') return `Win by checkmating the enemy ${royals}.`;
    return `A side whose ${royals} is checkmated ${OUTCOME_WORDS[checkmated]}.`;
  },
  capture: (plan) => `Win by capturing any one enemy ${pieceName(plan, plan.goal.target)}.`,
  conditions: (plan) =>
    plan.goal.conditions.length > 0
      ? 'There is no checkmate: the game ends by the conditions below, or when a side has no legal move.'
      : 'There is no checkmate: the game ends only when a side has no legal move.',
};

/** The words for each ending condition, about "a side"; exhaustive over CONDITION_KINDS. */
const CONDITION_WORDS: { [K in ConditionKind]: (c: ConditionPlan & { kind: K }, plan: VariantPlan) => string } = {
  checks: (c) => `a side that has given ${c.count} ${c.count === 1 ? 'check' : 'checks'}`,
  region: (c, plan) =>
    `a side whose ${orList(c.pieces.map((t) => pieceName(plan, t)))} reaches ${regionName(c, plan.files)}${c.answer ? " (when White's arrives first, Black may answer by arriving on its next move: then the game is drawn)" : ''}${c.safe ? ' where the other side does not attack it (both sides so at once: a draw)' : ''}`,
  bare: (c, plan) => `a side left with a bare ${orList(c.pieces.map((t) => pieceName(plan, t)))} after its own move (it may first bare the opponent back), while the opponent has more,`,
  extinction: (c, plan) => (c.pieces.length === 0 ? 'a side that has lost every piece' : `a side that has no ${orList(c.pieces.map((t) => pieceName(plan, t)))} left`),
};

const OUTCOME_WORDS: Record<Outcome, string> = { win: 'wins', loss: 'loses', draw: 'draws' };

function conditionWords(c: ConditionPlan, plan: VariantPlan): string {
  const about = (CONDITION_WORDS[c.kind] as (c: ConditionPlan, plan: VariantPlan) => string)(c, plan);
  return `${about[0].toUpperCase()}${about.slice(1)} ${OUTCOME_WORDS[c.outcome]}.`;
}

/** The words for each stalemate result; exhaustive over STALEMATE_RESULTS. */
const STALEMATE_WORDS: Record<StalemateResult, string> = {
  draw: 'the game is drawn',
  loss: 'the stalemated side loses',
  win: 'the stalemated side wins',
  count: 'the side with fewer pieces wins, equal numbers draw',
};

export function goal(plan: VariantPlan): string {
  const who = plan.pieces.some((p) => p.royal) || pseudoRoyals(plan) !== null ? 'A side with no legal move that is not in check' : 'A side with no legal move';
  const conditions = plan.goal.conditions.map((c) => ` ${conditionWords(c, plan)}`).join('');
  const when = plan.goal.conditions.length > 0 ? ' These are looked at after every move, for the side that moved first.' : '';
  if (plan.stalematePass) {
    const square = plan.pieces.some((p) => p.royal) ? 'its royal piece' : 'its piece on the lowest rank, leftmost there';
    return `${GOAL_WORDS[plan.goal.kind](plan)}${conditions}${when} ${who} but with a piece on the board passes instead of being stalemated (written with the square of ${square} twice); two passes in a row draw.`;
  }
  return `${GOAL_WORDS[plan.goal.kind](plan)}${conditions}${when} ${who} is stalemated: ${STALEMATE_WORDS[plan.goal.stalemate]}.`;
}

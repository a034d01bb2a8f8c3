// Royalty and the goal in words (the rule lines 'Royalty' and 'Goal' of compare/rules.ts): which
// pieces are royal and what that forbids, passing and bikjang, how a game is won, the ending
// conditions and stalemate.

import type { ConditionKind, ConditionPlan, GoalKind, Outcome, StalemateResult } from '../runtime/plan/goal.ts';
import type { VariantPlan } from '../runtime/plan/variant.ts';
import { regionName, wingWords } from '../runtime/outcome/result.ts';
import { decidingConditions } from '../runtime/outcome/endings.ts';
import { hasSeveralRoyals } from '../runtime/plan-facts.ts';
import { orList, pieceName } from './rule-words.ts';

/** The pseudo-royal extinction conditions of the plan (runtime/rules/pseudo-royal.ts). */
function pseudoConditions(plan: VariantPlan): (ConditionPlan & { kind: 'extinction' })[] {
  return plan.goal.conditions.flatMap((c) => (c.kind === 'extinction' && c.pseudoRoyal ? [c] : []));
}

/** The names of each pseudo-royal group's types ("king", "king and crown prince"), or null when the plan has none. */
function pseudoRoyals(plan: VariantPlan): string[] | null {
  const groups = pseudoConditions(plan);
  return groups.length === 0 ? null : groups.map((c) => orList(c.pieces.map((t) => pieceName(plan, t)), 'and'));
}

/** When one pseudo-royal group's pieces are royal: "A side's last king is royal", "A side's king is royal while it has at most 2". */
function pseudoSentence(c: ConditionPlan & { kind: 'extinction' }, plan: VariantPlan): string {
  const names = orList(c.pieces.map((t) => pieceName(plan, t)), 'and');
  return c.count === 0
    ? `A side's last piece of the ${names} is royal (while it has two or more, any of them may be left attacked and taken).`
    : `A side's pieces of the ${names} are royal while it has at most ${c.count + 1} of them on the board (while it has more, any may be left attacked and taken).`;
}

export function royalty(plan: VariantPlan): string {
  const royals = plan.pieces.filter((p) => p.royal).map((p) => p.name);
  const groups = pseudoConditions(plan);
  if (groups.length > 0) {
    const beside = royals.length === 0 ? 'No other piece is royal.' : `The ${orList(royals, 'and')} ${royals.length === 1 ? 'is' : 'are'} royal as well.`;
    return (
      `${groups.map((c) => pseudoSentence(c, plan)).join(' ')} ${beside} ` +
      'A side is in check when one of its royal pieces is attacked, and a move may not leave one attacked, not even one taking the enemy\'s last one. ' +
      'Whether they are royal is judged before the move: a move that gives the side one more (a promotion) must still leave the others safe; a piece of the types dropped is royal at once.'
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

/** How counting decides a game (the goal's `counting`), in words: the points, the komi, or the komi alone. */
export function countingWords(plan: VariantPlan): string {
  const komi = plan.goal.counting?.komi ?? 0;
  const points = plan.pieces.filter((p) => p.points);
  if (points.length === 0) return komi === 0 ? 'the game is drawn' : `${komi > 0 ? 'Black' : 'White'} wins (draw odds)`;
  return `material is counted (${points.map((p) => `${p.name} ${p.points}`).join(', ')}; Black adds ${komi}) and the higher count wins, equal counts draw`;
}

/** Passing and bikjang (janggi), in words; empty where the plan has neither. */
function passing(plan: VariantPlan, royals: readonly string[]): string {
  const pass = plan.pass ? ` Instead of moving, a side may pass (written with its ${orList(royals)}'s square twice, as e2e2), though not while in check.` : '';
  const bikjang = plan.goal.bikjang
    ? ` When the two ${orList(royals)}s face each other on a line with no piece between them (bikjang), the side to move must break that or pass, and may pass even in check.`
    : '';
  if (!plan.pass) return `${pass}${bikjang}`;
  const how = plan.goal.counting ? countingWords(plan) : 'the game is drawn';
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
    const pseudo = pseudoRoyals(plan);
    if (pseudo !== null) {
      const which = `${royals === '' ? '' : `its ${royals}, or `}one of its pieces of the ${orList(pseudo)} while they are royal`;
      return `Win by checkmating the enemy: in check (${which}, attacked) with no legal move.`;
    }
    if (checkmated === 'loss') return `Win by checkmating the enemy ${royals}.`;
    return `A side whose ${royals} is checkmated ${OUTCOME_WORDS[checkmated]}.`;
  },
  capture: (plan) => `Win by capturing any one enemy ${pieceName(plan, plan.goal.target)}.`,
  conditions: (plan) =>
    plan.goal.conditions.length > 0
      ? 'There is no checkmate: the game ends by the conditions below, or when a side has no legal move.'
      : 'There is no checkmate: the game ends only when a side has no legal move.',
};

/** The side a castling condition is about: "a side", or the one it names. */
const sideWords = (side: 0 | 1 | null): string => (side === null ? 'a side' : side === 0 ? 'White' : 'Black');

/** The words for each ending condition, about "a side"; exhaustive over CONDITION_KINDS. */
const CONDITION_WORDS: { [K in ConditionKind]: (c: ConditionPlan & { kind: K }, plan: VariantPlan) => string } = {
  checks: (c) => `a side that has given ${c.count} ${c.count === 1 ? 'check' : 'checks'}`,
  region: (c, plan) =>
    `a side ${c.count > 1 ? `with ${c.count} of its ${orList(c.pieces.map((t) => `${pieceName(plan, t)}s`))} at once on ${sidedRegion(c, plan)}` : `whose ${orList(c.pieces.map((t) => pieceName(plan, t)))} reaches ${sidedRegion(c, plan)}`}${c.blocked ? ', or with one there after its own move while no square of the region is empty (whoever fills it),' : ''}${c.answer ? " (when White's arrives first, Black may answer by arriving on its next move: then the game is drawn)" : ''}${c.safe ? ' where the other side does not attack it (both sides so at once: a draw)' : ''}`,
  bare: (c, plan) => `a side left with a bare ${orList(c.pieces.map((t) => pieceName(plan, t)))} after its own move (it may first bare the opponent back), while the opponent has more,`,
  connect: (c, plan) => connectWords(c, plan),
  extinction: (c, plan) => extinctionWords(c, plan),
  castled: (c) => `${sideWords(c.side)} that castles ${wingWords(c.wings)}`,
  castlingLost: (c) => `${sideWords(c.side)} that may no longer castle ${wingWords(c.wings)} (its king or those rooks moved or taken)`,
};

/** "a side that has no queen left", "a side with at most 1 piece left while the other has at least 2 (…)". */
function extinctionWords(c: ConditionPlan & { kind: 'extinction' }, plan: VariantPlan): string {
  const what = c.pieces.length === 0 ? 'piece' : orList(c.pieces.map((t) => pieceName(plan, t)));
  const side =
    c.count === 0 ? (c.pieces.length === 0 ? 'a side that has lost every piece' : `a side that has no ${what} left`) : `a side with at most ${c.count} ${what}${c.count === 1 ? '' : 's'} left (in hand too)`;
  const opponent = c.opponentCount === 0 ? '' : ` while the other side has at least ${c.opponentCount}`;
  const claim = c.claim ? ` (the side to move, only if the other has more than ${c.opponentCount}: it may take one first)` : '';
  // listed only where an explosion may take them (runtime/outcome/endings.ts, decidingConditions)
  const royal = c.pseudoRoyal ? ' (its pieces are royal, but an explosion may take them)' : '';
  return `${side}${opponent}${claim}${royal}`;
}

/** A region's name, with each side's squares where they are not mirrors of each other (a region with a part per side). */
function sidedRegion(c: ConditionPlan & { kind: 'region' }, plan: VariantPlan): string {
  const name = regionName(c, plan.files);
  const black = c.blackSquares;
  if (black === null) return name;
  const mirror = (coord: number): number => (coord % plan.files) + (plan.ranks - 1 - Math.floor(coord / plan.files)) * plan.files;
  const mirrored = c.squares.map(mirror).sort((a, b) => a - b);
  if (mirrored.join() === [...black].sort((a, b) => a - b).join()) return name;
  const list = (coords: readonly number[]): string => (coords.length === 0 ? 'none' : coords.map((q) => String.fromCharCode(97 + (q % plan.files)) + String(Math.floor(q / plan.files) + 1)).join(' '));
  return `${name} (White's: ${list(c.squares)}; Black's: ${list(black)})`;
}

const LINE_WORDS = { horizontal: 'rank', vertical: 'file', diagonal: 'diagonal' } as const;

/** A connection goal's shape in words: `a side whose move leaves 3 of its pieces on adjacent squares of one rank, file or diagonal`. */
function connectWords(c: ConditionPlan & { kind: 'connect' }, plan: VariantPlan): string {
  const pieces = c.pieces.length === 0 ? 'pieces' : `${orList(c.pieces.map((t) => pieceName(plan, t)))} pieces`;
  const lines = orList(c.directions.map((d) => LINE_WORDS[d]));
  const shape =
    c.shape === 'block'
      ? `its ${pieces} filling a ${c.count}x${c.count} square`
      : c.shape === 'row'
        ? `${c.count} of its ${pieces} on adjacent squares of one ${lines}`
        : `${c.count} of its ${pieces} on one ${lines}, with any squares between them`;
  return `a side whose move leaves ${shape} (only the side that moved is looked at)`;
}

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
  const deciding = decidingConditions(plan);
  const conditions = deciding.map((c) => ` ${conditionWords(c, plan)}`).join('');
  const when = deciding.length > 0 ? ' These are looked at after every move, for the side that moved first.' : '';
  if (plan.stalematePass) {
    const square = plan.pieces.some((p) => p.royal) ? 'its royal piece' : 'its piece on the lowest rank, leftmost there';
    return `${GOAL_WORDS[plan.goal.kind](plan)}${conditions}${when} ${who} but with a piece on the board passes instead of being stalemated (written with the square of ${square} twice); two passes in a row draw.`;
  }
  const stalemate = plan.goal.counting && plan.goal.stalemate === 'draw' ? `instead of a draw, ${countingWords(plan)}` : STALEMATE_WORDS[plan.goal.stalemate];
  return `${GOAL_WORDS[plan.goal.kind](plan)}${conditions}${when} ${who} is stalemated: ${stalemate}.`;
}

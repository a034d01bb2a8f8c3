// How the game ends: checkmate and stalemate values, FSF's extinction, flag and check-counting
// rules, and the move and repetition rules.

import type { ConditionPlan } from '../../runtime/plan/goal.ts';
import { letters, refuse, set, type ExportContext } from './context.ts';
import { writeFlag } from './flag-rules.ts';

export function writeGoal(ctx: ExportContext): void {
  const goal = ctx.plan.goal;
  if (goal.kind === 'capture') refuse(ctx, 'goal', `capturing one ${ctx.plan.pieces[goal.target].name} wins (FSF's extinction needs every one taken)`);
  if (goal.checkmated !== 'loss') set(ctx, 'checkmateValue', goal.checkmated);
  if (goal.stalemate === 'count') {
    set(ctx, 'stalemateValue', 'win');
    set(ctx, 'stalematePieceCount', true);
  } else set(ctx, 'stalemateValue', goal.stalemate);
  if (goal.noChecks) set(ctx, 'checking', false);
  if (goal.checkless) refuse(ctx, 'goal.checkless', 'checks allowed only when they mate');
  if (goal.checkedRoyalStays) set(ctx, 'makpongRule', true);
  if (goal.flyingGeneral) set(ctx, 'flyingGeneral', true);
  if (goal.bikjang) set(ctx, 'bikjangRule', true);
  if (goal.counting) writeCounting(ctx, goal.counting.komi);
  if (goal.safePassage) refuse(ctx, 'goal.safePassage', 'a royal piece may not pass attacked squares');
  writeConditions(ctx, goal.conditions);
}

/**
 * The goal's counting as FSF's materialCounting, where one of its methods says it: no points and
 * the komi's sign (draw odds), or every piece one point and no komi (unweighted). Janggi's weights
 * belong to FSF's piece types, which the exporter does not choose by points.
 */
function writeCounting(ctx: ExportContext, komi: number): void {
  const points = ctx.plan.pieces.map((p) => p.points);
  if (points.every((p) => p === 0)) {
    if (komi !== 0) set(ctx, 'materialCounting', komi > 0 ? 'blackdrawodds' : 'whitedrawodds');
    return;
  }
  if (points.every((p) => p === 1) && komi === 0) return void set(ctx, 'materialCounting', 'unweighted');
  refuse(ctx, 'goal.counting', 'material counting by points and komi other than draw odds or one point a piece');
}

/** The FEN letters of the rights a castling condition is about (K Q for White, k q for Black). */
function castlingRights(c: ConditionPlan & { kind: 'castled' | 'castlingLost' }): string {
  const sides = c.side === null ? [0, 1] : [c.side];
  const letter = (side: number, wing: number): string => (side === 0 ? (wing > 0 ? 'K' : 'Q') : wing > 0 ? 'k' : 'q');
  return sides.flatMap((s) => [...c.wings].sort((a, b) => b - a).map((w) => letter(s, w))).join('');
}

/**
 * FSF's castlingWins: castling with a listed right wins, losing them all loses. Ours says it as a
 * `castled` win before a `castlingLost` loss about the same rights, which is all FSF can say.
 */
function writeCastlingWins(ctx: ExportContext, conditions: readonly ConditionPlan[]): void {
  const castled = conditions.flatMap((c, i) => (c.kind === 'castled' ? [{ c, i }] : []));
  const lost = conditions.flatMap((c, i) => (c.kind === 'castlingLost' ? [{ c, i }] : []));
  if (castled.length === 0 && lost.length === 0) return;
  const rights = (list: typeof castled): string => [...new Set(list.flatMap(({ c }) => [...castlingRights(c as ConditionPlan & { kind: 'castled' })]))].sort().join('');
  const paired =
    castled.every(({ c }) => c.outcome === 'win') &&
    lost.every(({ c }) => c.outcome === 'loss') &&
    rights(castled) === rights(lost) &&
    castled.length === lost.length &&
    castled.every(({ c, i }, k) => i < lost[k].i && castlingRights(c as ConditionPlan & { kind: 'castled' }) === castlingRights(lost[k].c as ConditionPlan & { kind: 'castlingLost' }));
  if (!paired) return refuse(ctx, 'goal.conditions', 'castling conditions other than a castled win before a castlingLost loss about the same rights');
  set(ctx, 'castlingWins', rights(castled));
}

function writeConditions(ctx: ExportContext, conditions: readonly ConditionPlan[]): void {
  const extinction = conditions.filter((c) => c.kind === 'extinction');
  const bare = conditions.filter((c) => c.kind === 'bare');
  if (extinction.length > 0 && bare.length > 0) refuse(ctx, 'goal.conditions', 'extinction and bare king together (FSF has one extinction rule)');
  if (extinction.length > 0) {
    const outcomes = new Set(extinction.map((c) => c.outcome));
    if (outcomes.size > 1) refuse(ctx, 'goal.conditions', 'extinction conditions with different outcomes');
    // FSF ends the game when any one listed type is gone (or, for `*`, when a side's pieces are down
    // to extinctionPieceCount); ours when every type of one condition is gone. Several types together
    // are FSF's only when they are every piece but the one king: `*` down to one piece.
    const royal = ctx.plan.pieces.flatMap((p, i) => (p.royal ? [i] : []));
    const nonRoyal = ctx.plan.pieces.flatMap((p, i) => (p.royal ? [] : [i]));
    const allButKing = (c: (typeof extinction)[number]): boolean => royal.length === 1 && nonRoyal.every((t) => c.pieces.includes(t)) && c.pieces.length === nonRoyal.length;
    const pseudo = extinction.some((c) => c.pseudoRoyal);
    // FSF has one count, one opponent count, one claim and one pseudo-royal switch for every type
    const shared = (key: 'count' | 'opponentCount' | 'claim' | 'pseudoRoyal'): boolean => new Set(extinction.map((c) => c[key])).size === 1;
    if (!shared('count') || !shared('opponentCount') || !shared('claim')) refuse(ctx, 'goal.conditions', 'extinction conditions with different counts, opponent counts or claims');
    if (!shared('pseudoRoyal')) refuse(ctx, 'goal.conditions', 'pseudo-royal and plain extinction conditions together');
    const { count, opponentCount, claim } = extinction[0];
    const several = extinction.filter((c) => c.pieces.length > 1 && !c.pseudoRoyal);
    if (several.some((c) => !allButKing(c)) || (several.length > 0 && extinction.length > 1)) refuse(ctx, 'goal.conditions', 'an extinction of several piece types together');
    const all = extinction.some((c) => c.pieces.length === 0) || several.length > 0;
    set(ctx, 'extinctionValue', extinction[0].outcome);
    set(ctx, 'extinctionPieceTypes', all ? '*' : letters(ctx, extinction.flatMap((c) => c.pieces)));
    // every piece but the king down to n is every piece down to n + 1
    if (several.length > 0 || count > 0) set(ctx, 'extinctionPieceCount', count + (several.length > 0 ? 1 : 0));
    if (opponentCount > 0) set(ctx, 'extinctionOpponentPieceCount', opponentCount + (several.length > 0 ? 1 : 0));
    if (claim) set(ctx, 'extinctionClaim', true);
    // FSF's atomic rule is its pseudo-royal one, whose count also makes count + 1 pieces royal: it
    // says a royal piece beside an explosion (atomic, the king exported as a commoner); with no
    // royal piece (nocheckatomic) the extinction is FSF's plain one
    const atomicRoyal = ctx.plan.explosion !== null && royal.length > 0;
    if (!pseudo && atomicRoyal && count > 0) refuse(ctx, 'goal.conditions', 'an extinction at a count above 0 beside an explosion');
    if (pseudo || atomicRoyal) set(ctx, 'extinctionPseudoRoyal', true);
  }
  for (const c of bare) {
    // bare king as FSF's shatranj says it: one piece left against two or more, claimed by the side to move
    const royal = ctx.plan.pieces.flatMap((p, i) => (p.royal ? [i] : []));
    if (c.pieces.length !== 1 || !royal.includes(c.pieces[0])) refuse(ctx, 'goal.conditions', 'a bare condition on pieces other than the king');
    set(ctx, 'extinctionValue', c.outcome);
    set(ctx, 'extinctionClaim', true);
    set(ctx, 'extinctionPieceTypes', '*');
    set(ctx, 'extinctionPieceCount', 1);
    set(ctx, 'extinctionOpponentPieceCount', 2);
  }
  writeCastlingWins(ctx, conditions);
  const checks = conditions.filter((c) => c.kind === 'checks');
  if (checks.length > 0) {
    set(ctx, 'checkCounting', true);
    if (checks.some((c) => c.outcome !== 'win') || checks.length > 1) refuse(ctx, 'goal.conditions', 'a check count that does not win');
  }
  writeFlag(ctx, conditions.filter((c) => c.kind === 'region'));
  writeConnect(ctx, conditions.filter((c) => c.kind === 'connect'));
}

const CONNECT_OPTIONS = { row: 'connectN', block: 'connectNxN', line: 'collinearN' } as const;
const DIRECTION_OPTIONS = { horizontal: 'connectHorizontal', vertical: 'connectVertical', diagonal: 'connectDiagonal' } as const;

/** Connection goals as FSF's: one count per shape, and one set of pieces, lines and outcome for all of them. */
function writeConnect(ctx: ExportContext, conditions: readonly (ConditionPlan & { kind: 'connect' })[]): void {
  if (conditions.length === 0) return;
  const shapes = new Set(conditions.map((c) => c.shape));
  if (shapes.size < conditions.length) refuse(ctx, 'goal.conditions', 'two connection goals of one shape (FSF has one count per shape)');
  if (new Set(conditions.map((c) => c.outcome)).size > 1) refuse(ctx, 'goal.conditions', 'connection goals with different outcomes (FSF has one connectValue)');
  if (new Set(conditions.map((c) => [...c.pieces].sort().join())).size > 1) refuse(ctx, 'goal.conditions', 'connection goals of different pieces (FSF has one connectPieceTypes)');
  // a block takes no lines; rows and lines must agree on theirs
  const lined = conditions.filter((c) => c.shape !== 'block');
  if (new Set(lined.map((c) => c.directions.join())).size > 1) refuse(ctx, 'goal.conditions', 'connection goals along different lines (FSF has one set of connect directions)');
  for (const c of conditions) set(ctx, CONNECT_OPTIONS[c.shape], c.count);
  // every piece is FSF's default; a written `*` would be its ALL_PIECES type, which no piece is
  if (conditions[0].pieces.length > 0) set(ctx, 'connectPieceTypes', letters(ctx, conditions[0].pieces));
  if (lined.length > 0) for (const [d, key] of Object.entries(DIRECTION_OPTIONS)) set(ctx, key, lined[0].directions.includes(d as keyof typeof DIRECTION_OPTIONS));
  set(ctx, 'connectValue', conditions[0].outcome);
}

export function writeDraws(ctx: ExportContext): void {
  set(ctx, 'nMoveRule', ctx.plan.moveRule);
  set(ctx, 'nFoldRule', ctx.plan.repetition);
  // what a repetition decides: FSF's nFoldValue is the side to move's, or White's when absolute
  const outcome = ctx.plan.repetitionOutcome;
  if (outcome !== null) {
    set(ctx, 'nFoldValue', outcome.outcome);
    if (outcome.of === 'white') set(ctx, 'nFoldValueAbsolute', true);
  }
  if (ctx.plan.perpetualCheckLoses) set(ctx, 'perpetualCheckIllegal', true);
  const resetting = (side: 'white' | 'black'): string => letters(ctx, ctx.plan.pieces.flatMap((p, i) => (p.resetsMoveRule === true || p.resetsMoveRule === side ? [i] : [])));
  const white = resetting('white');
  const black = resetting('black');
  if (white === black) set(ctx, 'nMoveRuleTypes', white);
  else {
    set(ctx, 'nMoveRuleTypesWhite', white);
    set(ctx, 'nMoveRuleTypesBlack', black);
  }
}

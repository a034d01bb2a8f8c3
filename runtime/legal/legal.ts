// Legal moves and game results on top of any MoveGenerator: pseudo-legal generation, then the
// variant's legality steps in order (runtime/legal/steps.ts: its capture rules, the royal test,
// and each optional rule's filter), an array the tables build once per variant, so this
// pipeline names no mechanism. The goal's ending conditions frame it: a reached ending that
// cannot be answered leaves no move, and one that can keeps only the answers.

import { lastDropMateLoses } from '../rules/hand.ts';
import { endingReached, outcomeWinner, reachesRegion, type EndingHit } from '../outcome/endings.ts';
import type { MoveGenerator } from '../generate/generator.ts';
import type { MoveBuffer } from '../moves.ts';
import { countingWinner, passingEnded } from '../rules/passing.ts';
import type { ConditionPlan } from '../plan/goal.ts';
import type { Position } from '../state/position.ts';
import type { LegalStepRun } from './steps.ts';
import { inCheckByReplies } from './royal-replies.ts';
import { anyRoyalAttacked } from '../rules/royals.ts';
import { pseudoRoyalAttacked } from '../rules/pseudo-royal.ts';
import { attackedByBlast } from '../rules/explosion.ts';
import { repetitionEnd } from '../rules/repetition.ts';

/**
 * Generates the legal moves of the side to move into `buf` as its newest list and returns the
 * index of the list's first entry in `buf.offsets` (the list runs to `buf.count`).
 */
export function generateLegal(pos: Position, gen: MoveGenerator, buf: MoveBuffer): number {
  return legalMovesBy(pos, gen, buf, pos.t.legalSteps);
}

/** The legal moves by the legality steps `steps` (a variant's own, or all but one: checkless chess judges replies without its step). */
export function legalMovesBy(pos: Position, gen: MoveGenerator, buf: MoveBuffer, steps: readonly LegalStepRun[]): number {
  const first = buf.count;
  if (pos.finished || (pos.passes > 0 && passingEnded(pos))) return first;
  const hit = pos.t.endings === null || pos.diagram ? null : endingReached(pos, pos.t.endings, gen);
  if (hit !== null && !hit.answerable) return first;
  const top = buf.top;
  gen.generate(pos, buf);
  for (let i = 0; i < steps.length; i++) steps[i](pos, gen, buf, first, top);
  if (hit !== null) keepIfAnswered(pos, hit, buf, first);
  return first;
}

/** White has reached an answerable region: the game goes on only if some move of Black's answers. */
function keepIfAnswered(pos: Position, hit: EndingHit, buf: MoveBuffer, first: number): void {
  for (let i = first; i < buf.count; i++) if (reachesRegion(pos, hit.ending, buf.data, buf.offsets[i])) return;
  buf.count = first;
}

/** Whether a royal piece of the side to move is attacked (`buf` serves the replies where the tables cannot tell). */
export function inCheck(pos: Position, gen: MoveGenerator, buf?: MoveBuffer): boolean {
  if (pos.t.checkByReplies) return inCheckByReplies(pos, gen, buf);
  // pseudo-royal pieces stand beside the royal ones (maharajah's amazon against the king)
  if (pos.t.pseudoRoyal !== null && pseudoRoyalAttacked(pos, gen, pos.t.pseudoRoyal, pos.side)) return true;
  if (pos.t.severalRoyals) return anyRoyalAttacked(pos, gen, pos.side);
  const royal = pos.royalSq[pos.side];
  if (royal < 0) return false;
  return pos.t.explosion === null ? gen.attacked(pos, royal, pos.side ^ 1) : attackedByBlast(pos, gen, royal, pos.side ^ 1);
}

export type GameResult =
  | { over: false }
  | { over: true; winner: 0 | 1 | null; reason: 'checkmate' | 'stalemate' | 'capture' | 'move-rule' | 'repetition' | 'perpetual-check' | 'passing' }
  /** An ending condition of the goal held for `side`. */
  | { over: true; winner: 0 | 1 | null; reason: 'condition'; condition: ConditionPlan; side: 0 | 1 };

/**
 * The game's result in this position. `claims` includes the draw rules (50-move, repetition,
 * and whatever a repetition decides), which perft leaves out as the perft tables do.
 */
export function gameResult(pos: Position, gen: MoveGenerator, buf: MoveBuffer, claims = true): GameResult {
  const plan = pos.t.plan;
  const top = buf.top;
  const count = buf.count;
  const first = generateLegal(pos, gen, buf);
  const moves = buf.count - first;
  buf.top = top;
  buf.count = count;
  if (pos.finished) return { over: true, winner: (pos.finished - 1) as 0 | 1, reason: 'capture' };
  if (pos.passes > 0 && passingEnded(pos)) return { over: true, winner: countingWinner(pos), reason: 'passing' };
  const hit = pos.t.endings === null || pos.diagram ? null : endingReached(pos, pos.t.endings, gen);
  if (hit && (!hit.answerable || moves === 0)) {
    const winner = hit.drawn ? null : outcomeWinner(hit.condition.outcome, hit.side);
    return { over: true, winner, reason: 'condition', condition: hit.condition, side: hit.side };
  }
  if (moves === 0) {
    if (inCheck(pos, gen, buf)) {
      // uchifuzume: a checkmate by a drop the drop rules forbid to mate loses for the side that dropped
      if (lastDropMateLoses(pos)) return { over: true, winner: pos.side as 0 | 1, reason: 'checkmate' };
      return { over: true, winner: outcomeWinner(plan.goal.checkmated, pos.side as 0 | 1), reason: 'checkmate' };
    }
    const winner = stalemateWinner(pos);
    // a drawn stalemate is decided by material where the goal counts it, as Fairy-Stockfish's materialCounting does
    return { over: true, winner: winner === null ? countingWinner(pos) : winner, reason: 'stalemate' };
  }
  // with counting (janggi), the move rule's and a drawn repetition's end is decided by material, as Fairy-Stockfish does
  if (claims && plan.moveRule > 0 && pos.halfmove >= 2 * plan.moveRule) return { over: true, winner: countingWinner(pos), reason: 'move-rule' };
  const repeated = claims ? repetitionEnd(pos) : null;
  if (repeated !== null) return { over: true, winner: repeated.winner === null && !repeated.perpetual ? countingWinner(pos) : repeated.winner, reason: repeated.perpetual ? 'perpetual-check' : 'repetition' };
  return { over: false };
}

/** The winner when the side to move has no move and is not in check (`count`: fewer pieces wins). */
function stalemateWinner(pos: Position): 0 | 1 | null {
  const us = pos.side as 0 | 1;
  switch (pos.t.plan.goal.stalemate) {
    case 'draw':
      return null;
    case 'loss':
      return (us ^ 1) as 0 | 1;
    case 'win':
      return us;
    case 'count': {
      const [mine, theirs] = [pos.listCount[us], pos.listCount[us ^ 1]];
      return mine === theirs ? null : mine < theirs ? us : ((us ^ 1) as 0 | 1);
    }
  }
}

// Legal moves and game results on top of any MoveGenerator: pseudo-legal generation, the
// variant's capture rules, then the moves that leave no royal piece of the mover attacked:
// tested on the board alone with the reverse attack tables (skipped where the alignment shortcut
// proves them safe) where every capture is a replacement capture, otherwise by the enemy's
// replies (runtime/legal/royal-replies.ts).

import { applyCaptureRules, keepCapturesOnly } from '../rules/chains.ts';
import { dropChecks, flagChecks, royalAttackedAfter } from './checks-given.ts';
import { keepOnlyMatingChecks } from '../rules/checkless.ts';
import { lastDropMateLoses } from '../rules/hand.ts';
import { endingReached, outcomeWinner, reachesRegion, type EndingHit } from '../outcome/endings.ts';
import type { MoveGenerator } from '../generate/generator.ts';
import { F_CAPTURE, F_DROP, F_EN_PASSANT, F_PASS, M_COUNT, M_FLAGS, M_FROM, M_HEADER, type MoveBuffer } from '../moves.ts';
import { addPass, countingWinner, passingEnded } from '../rules/passing.ts';
import { keepFacingBroken, royalsFacing } from '../rules/bikjang.ts';
import type { ConditionPlan } from '../plan/goal.ts';
import type { Position } from '../state/position.ts';
import { exposesRoyal, inCheckByReplies } from './royal-replies.ts';
import { anyRoyalAttacked, keepSeveralRoyalsSafe } from '../rules/royals.ts';
import { keepPseudoRoyalSafe, pseudoRoyalAttacked } from '../rules/pseudo-royal.ts';
import { keepRoyalInPlace } from './check-evasion.ts';
import { attackedByBlast } from '../rules/explosion.ts';
import { capturesForbidden, dropCaptures } from '../rules/capture-start.ts';
import { gatingMoves } from '../rules/gating.ts';
import { keepDropsWhenAny } from '../rules/must-drop.ts';

/**
 * Generates the legal moves of the side to move into `buf` as its newest list and returns the
 * index of the list's first entry in `buf.offsets` (the list runs to `buf.count`).
 */
export function generateLegal(pos: Position, gen: MoveGenerator, buf: MoveBuffer): number {
  return legalMoves(pos, gen, buf, true);
}

/** The legal moves without checkless chess's last step (its replies are judged without it). */
function movesBeforeCheckless(pos: Position, gen: MoveGenerator, buf: MoveBuffer): number {
  return legalMoves(pos, gen, buf, false);
}

function legalMoves(pos: Position, gen: MoveGenerator, buf: MoveBuffer, checkless: boolean): number {
  const first = buf.count;
  if (pos.finished || (pos.passes > 0 && passingEnded(pos))) return first;
  const hit = pos.t.endings === null || pos.diagram ? null : endingReached(pos, pos.t.endings, gen);
  if (hit !== null && !hit.answerable) return first;
  const top = buf.top;
  gen.generate(pos, buf);
  // flags of one shape for every variant (runtime/tables/legal-steps.ts), not the plan's own fields
  const steps = pos.t.steps;
  if (steps.pass) addPass(pos, buf);
  if (steps.capturesFromMove && capturesForbidden(pos)) dropCaptures(buf, first);
  if (pos.t.capturePostProcess) {
    try {
      applyCaptureRules(pos, gen, buf, first);
    } catch (e) {
      // past the chain-state limit (ChainLimitExceeded): drop this list, so that the buffer is
      // as it was and the caller's outer lists stay usable (every chain step was unmade already)
      buf.count = first;
      buf.top = top;
      throw e;
    }
  }
  if (steps.checkmate) {
    // bikjang: with the royal pieces facing, a move must break it, and a pass needs no royal test
    const bikjang = steps.bikjang && royalsFacing(pos);
    if (bikjang) keepFacingBroken(pos, buf, first);
    if (pos.t.checkByReplies) keepSafeByReplies(pos, gen, buf, first, top, bikjang);
    else if (pos.t.severalRoyals) keepSeveralRoyalsSafe(pos, gen, buf, first);
    else if (pos.t.pseudoRoyal === null) keepRoyalsSafe(pos, gen, buf, first, bikjang);
  }
  if (pos.t.pseudoRoyal !== null) keepPseudoRoyalSafe(pos, gen, pos.t.pseudoRoyal, buf, first);
  // a gated move is legal where its plain move is: the piece entering cannot cover a check (runtime/rules/gating.ts)
  if (pos.t.gating !== null) gatingMoves(pos, buf, first);
  if (steps.checkmate) {
    // compulsory capture binds only where a legal capture exists (losers: a king may not take a defended piece)
    if (steps.mandatoryCapture) keepCapturesOnly(buf, first);
    if (steps.noChecks) dropChecks(pos, gen, buf, first);
    if (checkless && steps.checkless) keepOnlyMatingChecks(pos, gen, buf, first, movesBeforeCheckless, inCheck);
    if (steps.checkedRoyalStays) keepRoyalInPlace(pos, gen, buf, first);
    if (pos.t.checkGoal > 0) flagChecks(pos, gen, buf, first);
  }
  if (steps.mustDrop) keepDropsWhenAny(buf, first);
  if (hit !== null) keepIfAnswered(pos, hit, buf, first);
  return first;
}

/** White has reached an answerable region: the game goes on only if some move of Black's answers. */
function keepIfAnswered(pos: Position, hit: EndingHit, buf: MoveBuffer, first: number): void {
  for (let i = first; i < buf.count; i++) if (reachesRegion(pos, hit.ending, buf.data, buf.offsets[i])) return;
  buf.count = first;
}

/** Drops the moves `first`..`buf.count` of `buf` that leave the mover's one royal piece attacked. */
function keepRoyalsSafe(pos: Position, gen: MoveGenerator, buf: MoveBuffer, first: number, passFree: boolean): void {
  const us = pos.side;
  const data = buf.data;
  const royalSq = pos.royalSq[us];
  // Outside check, a move that neither moves the royal nor vacates a square on a line an
  // enemy rider could use towards it, nor takes en passant, cannot expose the royal.
  const shortcut = gen.alignment !== null && royalSq >= 0 && !gen.attacked(pos, royalSq, us ^ 1);
  const aligned = gen.alignment;
  const size = pos.t.geo.size;
  const board = pos.board;
  const royal = pos.t.royal;
  const passage = pos.t.passage;
  // an explosion or a shot empties squares a capturer does not fill (an explosion may take its own royal)
  const unaligned = pos.t.capturesOpenLines ? F_EN_PASSANT | F_CAPTURE : F_EN_PASSANT;
  // Pins, once per square: where the shortcut holds, a move that only vacates its start square
  // is safe when vacating that square alone leaves the royal unattacked (filling squares only
  // blocks lines, and capturing only removes attackers); a square's moves come one after another.
  const pinTest = shortcut && pos.t.explosion === null;
  let pinFrom = -1;
  let pinned = false;
  let kept = first;
  for (let i = first; i < buf.count; i++) {
    const off = buf.offsets[i];
    const from = data[off + M_FROM];
    if (passFree && data[off + M_FLAGS] & F_PASS) {
      buf.offsets[kept++] = off;
      continue;
    }
    // with no royal piece of the mover's on the board (horde's White), only a move that puts one on is tested
    if (royalSq < 0 && !putsRoyal(data, off, royal, us)) {
      buf.offsets[kept++] = off;
      continue;
    }
    // a drop only fills an empty square: outside check it cannot expose the royal piece
    if (shortcut && (data[off + M_FLAGS] & F_DROP || (!royal[board[from]] && !(data[off + M_FLAGS] & unaligned)))) {
      if (data[off + M_FLAGS] & F_DROP || !aligned![us ^ 1][from - royalSq + size]) {
        buf.offsets[kept++] = off;
        continue;
      }
      if (pinTest) {
        if (from !== pinFrom) {
          const piece = board[from];
          board[from] = 0;
          pinned = gen.attacked(pos, royalSq, us ^ 1);
          board[from] = piece;
          pinFrom = from;
        }
        if (!pinned) {
          buf.offsets[kept++] = off;
          continue;
        }
      }
    }
    if (passage !== null && royal[board[from]] && !(data[off + M_FLAGS] & F_PASS) && !passage.allows(pos, gen, data, off)) continue;
    if (!royalAttackedAfter(pos, gen, data, off, us)) buf.offsets[kept++] = off;
  }
  buf.count = kept;
}

/** Whether the move record at `off` puts a royal piece of `us` on a square (a drop, a promotion). */
function putsRoyal(data: Int32Array, off: number, royal: Uint8Array, us: number): boolean {
  const end = off + M_HEADER + 3 * data[off + M_COUNT];
  for (let i = off + M_HEADER + 2; i < end; i += 3) {
    const piece = data[i];
    if (piece > 0 && royal[piece] && (piece & 1) === us) return true;
  }
  return false;
}

/**
 * The legality filter where the tables cannot see every capture: each move is made and the
 * enemy's replies are generated above the list (the list's own entries stay below `buf.count`).
 */
function keepSafeByReplies(pos: Position, gen: MoveGenerator, buf: MoveBuffer, first: number, top: number, passFree: boolean): number {
  const passage = pos.t.passage;
  const royal = pos.t.royal;
  let kept = first;
  try {
    for (let i = first; i < buf.count; i++) {
      const off = buf.offsets[i];
      if (passFree && buf.data[off + M_FLAGS] & F_PASS) {
        buf.offsets[kept++] = off;
        continue;
      }
      if (passage !== null && royal[pos.board[buf.data[off + M_FROM]]] && !passage.allows(pos, gen, buf.data, off)) continue;
      if (!exposesRoyal(pos, gen, buf, off)) buf.offsets[kept++] = off;
    }
  } catch (e) {
    // past the chain-state limit in a reply: drop this list, as generateLegal does for its own
    buf.count = first;
    buf.top = top;
    throw e;
  }
  buf.count = kept;
  return first;
}

/** Whether a royal piece of the side to move is attacked (`buf` serves the replies where the tables cannot tell). */
export function inCheck(pos: Position, gen: MoveGenerator, buf?: MoveBuffer): boolean {
  if (pos.t.checkByReplies) return inCheckByReplies(pos, gen, buf);
  if (pos.t.severalRoyals) return anyRoyalAttacked(pos, gen, pos.side);
  if (pos.t.pseudoRoyal !== null) return pseudoRoyalAttacked(pos, gen, pos.t.pseudoRoyal, pos.side);
  const royal = pos.royalSq[pos.side];
  if (royal < 0) return false;
  return pos.t.explosion === null ? gen.attacked(pos, royal, pos.side ^ 1) : attackedByBlast(pos, gen, royal, pos.side ^ 1);
}

export type GameResult =
  | { over: false }
  | { over: true; winner: 0 | 1 | null; reason: 'checkmate' | 'stalemate' | 'capture' | 'move-rule' | 'repetition' | 'passing' }
  /** An ending condition of the goal held for `side`. */
  | { over: true; winner: 0 | 1 | null; reason: 'condition'; condition: ConditionPlan; side: 0 | 1 };

/**
 * The game's result in this position. `claims` includes the draw rules (50-move, repetition),
 * which perft leaves out as the perft tables do.
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
    return { over: true, winner: stalemateWinner(pos), reason: 'stalemate' };
  }
  // with counting (janggi), the move rule's end is decided by material too, as Fairy-Stockfish does
  if (claims && plan.moveRule > 0 && pos.halfmove >= 2 * plan.moveRule) return { over: true, winner: plan.goal.counting ? countingWinner(pos) : null, reason: 'move-rule' };
  if (claims && plan.repetition > 0 && repetitions(pos) >= plan.repetition) return { over: true, winner: null, reason: 'repetition' };
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

/** How many times the current position has occurred since the last irreversible move. */
export function repetitions(pos: Position): number {
  let seen = 1;
  const limit = Math.min(pos.halfmove, pos.ply);
  for (let back = 2; back <= limit; back += 2) if (pos.hashAt(back) === pos.hashLo) seen++;
  return seen;
}

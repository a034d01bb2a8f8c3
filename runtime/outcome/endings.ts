// Ending conditions (the goal's `conditions`): n checks given, a piece of some types on a region, a side
// without any piece of some types, a side's pieces in a connected shape (runtime/rules/connect.ts).
// They are properties of the position (with the checks each side has given, which the position
// counts), looked at in every position before its moves: a position where one holds is finished and
// has no moves. Extinction (at most n pieces of some types) and bare king count the hand as well. The
// side that has just moved is looked at first, then the side to move; the first condition that holds
// decides. A `safe` region counts a piece only where no enemy attacks it (dobutsu's try); a region may
// need `count` pieces at once, or (`blocked`) one piece on a region no square of which is empty (kono).

import { M_COUNT, M_HEADER } from '../moves.ts';
import { EMPTY, pieceCode } from '../board/pieces.ts';
import type { MoveGenerator } from '../generate/generator.ts';
import type { ConditionPlan, ExtinctionCondition, Outcome } from '../plan/goal.ts';
import type { VariantPlan } from '../plan/variant.ts';
import { LIST_STRIDE, type Position } from '../state/position.ts';
import { connectSteps, connected } from '../rules/connect.ts';
import type { VariantTables } from '../tables/tables.ts';
import { holdsNoWing } from '../rules/castling-wings.ts';

/** A condition in the runtime's terms: region squares as mailbox indexes, types as a code mask per side. */
export interface Ending {
  readonly plan: ConditionPlan;
  /** Mailbox squares of a region for each side (index by colour; empty otherwise). */
  readonly squares: readonly [Int32Array, Int32Array];
  /** By piece code: 1 for the codes the condition is about (region piece, extinction types, connected pieces). */
  readonly codes: Uint8Array;
  /** The mailbox steps a connection goal walks (runtime/rules/connect.ts); empty otherwise. */
  readonly steps: Int32Array;
}

/**
 * The conditions that can end a game of `plan`: a pseudo-royal extinction's pieces are royal, so
 * no capture takes the last of them, and its count decides only where an explosion may (as
 * Fairy-Stockfish judges it): elsewhere a side without them plays on.
 */
export function decidingConditions(plan: VariantPlan): ConditionPlan[] {
  return plan.goal.conditions.filter((c) => !(c.kind === 'extinction' && c.pseudoRoyal && plan.explosion === null));
}

export function makeEndings(t: VariantTables, conditions: readonly ConditionPlan[]): Ending[] {
  return conditions.map((c) => {
    const codes = new Uint8Array(t.codes);
    const types = 'pieces' in c ? c.pieces : [];
    for (const type of types) for (const side of [0, 1]) codes[pieceCode(type, side)] = 1;
    // a connection of every piece: each code counts
    if (c.kind === 'connect' && types.length === 0) codes.fill(1, 2);
    const mailbox = (coords: readonly number[]): Int32Array => Int32Array.from(coords, (coord) => t.geo.squares[coord]);
    const white = mailbox(c.kind === 'region' ? c.squares : []);
    const black = c.kind === 'region' && c.blackSquares ? mailbox(c.blackSquares) : white;
    const steps = c.kind === 'connect' ? connectSteps(t.geo, c) : new Int32Array(0);
    return { plan: c, squares: [white, black] as const, codes, steps };
  });
}

/** Which condition holds, and for which side; null when none does. */
export interface EndingHit {
  readonly ending: Ending;
  readonly condition: ConditionPlan;
  /** The side the condition is about (0 = White). */
  readonly side: 0 | 1;
  /** White has reached a region Black may answer (racing kings): over only if no move of Black's does. */
  readonly answerable: boolean;
  /** Both sides stand on a region with an answer: a draw. */
  readonly drawn: boolean;
}

/**
 * The first condition that holds in `pos` (the side that has just moved first), or null; `gen`
 * tells whether a piece on a `safe` region is attacked.
 */
export function endingReached(pos: Position, endings: readonly Ending[], gen: MoveGenerator): EndingHit | null {
  for (const side of [pos.side ^ 1, pos.side] as const) {
    for (const e of endings) {
      if (!holds(pos, e, side, gen)) continue;
      const answered = e.plan.kind === 'region' && e.plan.answer;
      // a region both sides hold at once: drawn where Black may answer or where the pieces must stand safe
      const both = (answered || (e.plan.kind === 'region' && e.plan.safe)) && holds(pos, e, side ^ 1, gen);
      const answerable = answered && !both && side === 0 && pos.side === 1;
      return { ending: e, condition: e.plan, side: side as 0 | 1, answerable, drawn: both };
    }
  }
  return null;
}

/** Whether the move at `off` puts one of the region's pieces of the mover on the region. */
export function reachesRegion(pos: Position, e: Ending, data: Int32Array, off: number): boolean {
  const start = off + M_HEADER;
  const end = start + 3 * data[off + M_COUNT];
  for (let i = start; i < end; i += 3) {
    const piece = data[i + 2];
    if (piece > 0 && (piece & 1) === pos.side && e.codes[piece] && e.squares[pos.side].includes(data[i])) return true;
  }
  return false;
}

function holds(pos: Position, e: Ending, side: number, gen: MoveGenerator): boolean {
  const c = e.plan;
  switch (c.kind) {
    case 'checks':
      return pos.checks[side] >= c.count;
    case 'region': {
      const board = pos.board;
      const squares = e.squares[side];
      let count = 0;
      let full = true;
      for (let i = 0; i < squares.length; i++) {
        const p = board[squares[i]];
        if (p === EMPTY) full = false;
        else if (p > 0 && (p & 1) === side && e.codes[p] && !(c.safe && gen.attacked(pos, squares[i], side ^ 1))) count++;
      }
      // a blocked region counts for the side that has just moved only (filled by the other side's move, it waits for its own)
      return count >= c.count || (count > 0 && c.blocked && full && side !== pos.side);
    }
    case 'extinction':
      return extinct(pos, e, c, side);
    case 'bare':
      return side !== pos.side && bare(pos, e, side) && !bare(pos, e, side ^ 1);
    case 'connect':
      // only the side that has just moved, as Fairy-Stockfish looks
      return side !== pos.side && connected(pos, c, e.codes, e.steps, side);
    // castling's endings (runtime/rules/castling-wings.ts): the side that moved castled to a wing; a side holds no right to the wings
    case 'castled':
      return side !== pos.side && (c.side === null || c.side === side) && pos.castled !== null && c.wings.includes(pos.castled.at(pos.ply) as 1 | -1);
    case 'castlingLost':
      return (c.side === null || c.side === side) && holdsNoWing(pos, side, c.wings);
  }
}

/**
 * Whether `side` has nothing but pieces of the condition's types (its king), on the board or in
 * its hand: a piece in hand can still be dropped, as extinction counts it (Fairy-Stockfish's bare
 * king, an extinction of every piece type, counts the hand too).
 */
function bare(pos: Position, e: Ending, side: number): boolean {
  if (pos.t.plan.hand !== null) {
    for (let code = 2 + side; code < pos.t.codes; code += 2) if (pos.hand[code] > 0 && !e.codes[code]) return false;
  }
  const base = side * LIST_STRIDE;
  for (let i = 0; i < pos.listCount[side]; i++) if (!e.codes[pos.board[pos.list[base + i]]]) return false;
  return true;
}

/**
 * Whether `side` has at most `count` pieces of the condition's types (of any type when it lists
 * none), on the board or in its hand, while its opponent has at least `opponentCount` (one more
 * against the side to move, with `claim`): a piece in hand can still be dropped or gated, and
 * Fairy-Stockfish counts it too (a crazyhouse queen taken is not extinct). A promotion pool holds
 * captured pieces, which do not count.
 */
function extinct(pos: Position, e: Ending, c: ExtinctionCondition, side: number): boolean {
  if (c.count === 0 && c.opponentCount === 0) return none(pos, e, c, side);
  if (piecesOf(pos, e, c, side) > c.count) return false;
  const needed = c.opponentCount + (c.claim && side === pos.side ? 1 : 0);
  return needed === 0 || piecesOf(pos, e, c, side ^ 1) >= needed;
}

/** Whether `side` has no piece of the condition's types: stops at the first one found. */
function none(pos: Position, e: Ending, c: ExtinctionCondition, side: number): boolean {
  const n = pos.listCount[side];
  const all = c.pieces.length === 0;
  if (pos.t.plan.hand !== null) {
    for (let code = 2 + side; code < pos.t.codes; code += 2) if (pos.hand[code] > 0 && (all || e.codes[code])) return false;
  }
  if (all) return n === 0;
  const base = side * LIST_STRIDE;
  for (let i = 0; i < n; i++) if (e.codes[pos.board[pos.list[base + i]]]) return false;
  return true;
}

/** How many pieces of the condition's types `side` has, on the board and in its hand. */
function piecesOf(pos: Position, e: Ending, c: ExtinctionCondition, side: number): number {
  const n = pos.listCount[side];
  const all = c.pieces.length === 0;
  let found = 0;
  if (pos.t.plan.hand !== null) {
    for (let code = 2 + side; code < pos.t.codes; code += 2) if (all || e.codes[code]) found += pos.hand[code];
  }
  if (all) return found + n;
  const base = side * LIST_STRIDE;
  for (let i = 0; i < n; i++) if (e.codes[pos.board[pos.list[base + i]]]) found++;
  return found;
}

/** The winner when `outcome` applies to `side`: that side, its opponent, or null for a draw. */
export function outcomeWinner(outcome: Outcome, side: 0 | 1): 0 | 1 | null {
  return outcome === 'win' ? side : outcome === 'loss' ? ((side ^ 1) as 0 | 1) : null;
}

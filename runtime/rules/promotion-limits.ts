// Promotion limits (plan `promotion.limits`, Fairy-Stockfish's promotionLimit: grand, shogun): a
// piece may promote into a type only while its side has fewer than the type's limit on the
// board. The count is taken when the promotion is written, from the side's piece list, and only
// for a limited choice (promotions are few), so the rule costs nothing in moves that do not
// promote. A promoted form is a type of its own: its limit counts the form's pieces.
// With the promotion pool (`fromCaptured`) a choice must also be in the pool; both tests sit in
// `choiceOpen`, the one question the writers ask of a choice.

import { pieceCode } from '../board/pieces.ts';
import type { VariantPlan } from '../plan/variant.ts';
import type { Position } from '../state/position.ts';

/** By piece code, the most of it its side may have on the board and still promote into it (0 = no limit); null without limits. */
export function promotionLimitTable(plan: VariantPlan, codes: number): Int32Array | null {
  const limits = plan.promotion?.limits;
  if (!limits) return null;
  const table = new Int32Array(codes);
  for (const { type, max } of limits) for (const c of [0, 1]) table[pieceCode(type, c)] = max;
  return table;
}

/** Whether the side to move may promote into `code` now: in its pool where promotion is from captured pieces, and below its limit. */
export function choiceOpen(pos: Position, code: number): boolean {
  const t = pos.t;
  if (t.poolable[code] && pos.hand[code] <= 0) return false;
  const limit = t.promoLimit === null ? 0 : t.promoLimit[code];
  return limit === 0 || countOnBoard(pos, code) < limit;
}

/**
 * How many pieces of `code` stand on the board (its colour's list, which holds each colour's
 * squares in one half: the position's stride, read from the list so that the writers, which the
 * position imports, need no value of it).
 */
function countOnBoard(pos: Position, code: number): number {
  const c = code & 1;
  const base = c * (pos.list.length >> 1);
  const n = pos.listCount[c];
  let count = 0;
  for (let i = 0; i < n; i++) if (pos.board[pos.list[base + i]] === code) count++;
  return count;
}

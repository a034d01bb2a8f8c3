// Pseudo-royal pieces (sho shogi's king and crown prince; Fairy-Stockfish's extinctionPseudoRoyal):
// an extinction condition whose types are not royal while a side has two or more of them, and
// whose last one is royal. With one left the side is in check when it is attacked, and a move may
// not leave it attacked, not even one that takes the opponent's last one. Royalty is judged before the move: a move that adds a second piece (an elephant
// promoting into a prince) must still keep the lone one safe. Pieces of the types are found on
// the side's piece list, so nothing here runs in variants without such a condition.

import type { MoveGenerator } from '../generate/generator.ts';
import { F_DROP, M_COUNT, M_FLAGS, M_FROM, M_HEADER, type MoveBuffer } from '../moves.ts';
import { pieceCode } from '../board/pieces.ts';
import type { VariantPlan } from '../plan/variant.ts';
import { LIST_STRIDE, type Position } from '../state/position.ts';

/** By piece code: 1 for the types of the pseudo-royal extinction condition; null when the plan has none. */
export function pseudoRoyalCodes(plan: VariantPlan, codes: number): Uint8Array | null {
  const c = plan.goal.conditions.find((e) => e.kind === 'extinction' && e.pseudoRoyal);
  if (c === undefined || c.kind !== 'extinction') return null;
  const out = new Uint8Array(codes);
  for (const type of c.pieces) for (const side of [0, 1]) out[pieceCode(type, side)] = 1;
  return out;
}

/** The square of `side`'s one piece of the types, or -1 when it has none or more than one. */
export function loneSquare(pos: Position, codes: Uint8Array, side: number): number {
  const { board, list } = pos;
  const base = side * LIST_STRIDE;
  let found = -1;
  for (let i = 0; i < pos.listCount[side]; i++) {
    const sq = list[base + i];
    if (!codes[board[sq]]) continue;
    if (found >= 0) return -1;
    found = sq;
  }
  return found;
}

/** Whether `side` has one piece of the types left and it is attacked. */
export function pseudoRoyalAttacked(pos: Position, gen: MoveGenerator, codes: Uint8Array, side: number): boolean {
  const sq = loneSquare(pos, codes, side);
  return sq >= 0 && gen.attacked(pos, sq, side ^ 1);
}

/** Drops the moves `first`..`buf.count` of `buf` that leave the mover's lone pseudo-royal piece attacked. */
export function keepPseudoRoyalSafe(pos: Position, gen: MoveGenerator, codes: Uint8Array, buf: MoveBuffer, first: number): void {
  const us = pos.side;
  const lone = loneSquare(pos, codes, us);
  if (lone < 0) return;
  let kept = first;
  for (let i = first; i < buf.count; i++) {
    const off = buf.offsets[i];
    if (!leavesAttacked(pos, gen, codes, buf.data, off, lone)) buf.offsets[kept++] = off;
  }
  buf.count = kept;
}

/**
 * Whether the move at `off` leaves the lone piece on `lone` (or a piece of the types it drops)
 * attacked, taking the opponent's last one too (as Fairy-Stockfish judges it). The diff is
 * applied to the board alone and taken back, as runtime/rules/royals.ts does.
 */
function leavesAttacked(pos: Position, gen: MoveGenerator, codes: Uint8Array, data: Int32Array, off: number, lone: number): boolean {
  const board = pos.board;
  const us = pos.side;
  const piece = board[lone];
  const start = off + M_HEADER;
  const end = start + 3 * data[off + M_COUNT];
  for (let i = start; i < end; i += 3) board[data[i]] = data[i + 2];
  // where the lone piece stands after the move: still on its square, or where the move puts it
  let at = board[lone] === piece ? lone : -1;
  if (at < 0 && data[off + M_FROM] === lone) for (let i = start; i < end && at < 0; i += 3) if (data[i + 2] === piece) at = data[i];
  let attacked = at < 0 || gen.attacked(pos, at, us ^ 1);
  // a piece of the types dropped beside the lone one is royal too at once (as Fairy-Stockfish judges a drop)
  if (!attacked && data[off + M_FLAGS] & F_DROP) {
    for (let i = start; i < end && !attacked; i += 3) {
      const p = data[i + 2];
      if (p > 0 && codes[p] && (p & 1) === us) attacked = gen.attacked(pos, data[i], us ^ 1);
    }
  }
  for (let i = end - 3; i >= start; i -= 3) board[data[i]] = data[i + 1];
  return attacked;
}

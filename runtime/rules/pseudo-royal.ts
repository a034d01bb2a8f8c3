// Pseudo-royal pieces (sho shogi's king and crown prince; Fairy-Stockfish's extinctionPseudoRoyal):
// each pseudo-royal extinction condition is a group of types whose pieces are royal while their
// side has at most `count` + 1 of them on the board (its last one, at count 0), and not royal while
// it has more. With royal ones the side is in check when one is attacked, and a move may not leave
// one attacked, not even one that takes the opponent's last one. Royalty is judged before the
// move: a move that adds one more (an elephant promoting into a prince) must still keep the others
// safe; a piece of the types dropped is royal at once, and so is one promoted into while the
// group stays within its limit. A royal one castles out of, through and into no attack. Pieces of the types are found on the side's piece list, so nothing here runs in
// variants without such a condition; the scratch arrays are made once per variant.

import type { MoveGenerator } from '../generate/generator.ts';
import { F_CASTLE, F_DROP, M_COUNT, M_FLAGS, M_FROM, M_HEADER, M_PROMO, M_TO, type MoveBuffer } from '../moves.ts';
import { pieceCode } from '../board/pieces.ts';
import type { VariantPlan } from '../plan/variant.ts';
import { LIST_STRIDE, type Position } from '../state/position.ts';

/** The groups of pseudo-royal types of a variant, with the scratch its legality test fills. */
export interface PseudoRoyals {
  /** By piece code: 1 + the index of the group its type belongs to; 0 for no group. */
  readonly group: Uint8Array;
  /** By group: the most pieces a side may have on the board for them to be royal (`count` + 1). */
  readonly limit: Int32Array;
  /** By group: the pieces the side looked at has of it (scratch). */
  readonly counts: Int32Array;
  /** The squares of the royal pieces found (scratch). */
  readonly squares: Int32Array;
}

/** The pseudo-royal groups of the plan's conditions; null when the plan has none. */
export function pseudoRoyalGroups(plan: VariantPlan, codes: number): PseudoRoyals | null {
  const groups = plan.goal.conditions.flatMap((c) => (c.kind === 'extinction' && c.pseudoRoyal ? [c] : []));
  if (groups.length === 0) return null;
  const group = new Uint8Array(codes);
  groups.forEach((c, i) => {
    for (const type of c.pieces) for (const side of [0, 1]) if (group[pieceCode(type, side)] === 0) group[pieceCode(type, side)] = i + 1;
  });
  const limit = Int32Array.from(groups, (c) => c.count + 1);
  return { group, limit, counts: new Int32Array(groups.length), squares: new Int32Array(LIST_STRIDE) };
}

/** Counts `side`'s pieces of each group into `pr.counts`. */
function countGroups(pos: Position, pr: PseudoRoyals, side: number): void {
  const { board, list } = pos;
  pr.counts.fill(0);
  const base = side * LIST_STRIDE;
  for (let i = 0; i < pos.listCount[side]; i++) {
    const g = pr.group[board[list[base + i]]];
    if (g > 0) pr.counts[g - 1]++;
  }
}

/** Gathers the squares of `side`'s royal pieces into `pr.squares`; returns how many. */
export function royalSquares(pos: Position, pr: PseudoRoyals, side: number): number {
  const { board, list } = pos;
  countGroups(pos, pr, side);
  let n = 0;
  const base = side * LIST_STRIDE;
  for (let i = 0; i < pos.listCount[side]; i++) {
    const sq = list[base + i];
    const g = pr.group[board[sq]];
    if (g > 0 && pr.counts[g - 1] <= pr.limit[g - 1]) pr.squares[n++] = sq;
  }
  return n;
}

/** Whether a royal piece of `side`'s groups is attacked. */
export function pseudoRoyalAttacked(pos: Position, gen: MoveGenerator, pr: PseudoRoyals, side: number): boolean {
  const n = royalSquares(pos, pr, side);
  for (let i = 0; i < n; i++) if (gen.attacked(pos, pr.squares[i], side ^ 1)) return true;
  return false;
}

/** Drops the moves `first`..`buf.count` of `buf` that leave a royal piece of the mover's groups attacked. */
export function keepPseudoRoyalSafe(pos: Position, gen: MoveGenerator, pr: PseudoRoyals, buf: MoveBuffer, first: number): void {
  const us = pos.side;
  const n = royalSquares(pos, pr, us);
  const data = buf.data;
  let kept = first;
  for (let i = first; i < buf.count; i++) {
    const off = buf.offsets[i];
    // a move that neither has royal pieces to keep nor puts one of the types down needs no test
    if (n === 0 && !(data[off + M_FLAGS] & F_DROP) && !pr.group[data[off + M_PROMO]]) {
      buf.offsets[kept++] = off;
      continue;
    }
    if (!leavesAttacked(pos, gen, pr, data, off, n)) buf.offsets[kept++] = off;
  }
  buf.count = kept;
}

/**
 * Whether the move at `off` leaves one of the `n` royal pieces of `pr.squares` (or a piece of the
 * types it drops, or promotes into below the group's limit) attacked. The diff is
 * applied to the board alone and taken back, as runtime/rules/royals.ts does.
 */
function leavesAttacked(pos: Position, gen: MoveGenerator, pr: PseudoRoyals, data: Int32Array, off: number, n: number): boolean {
  const board = pos.board;
  const us = pos.side;
  const from = data[off + M_FROM];
  const to = data[off + M_TO];
  const dropped = (data[off + M_FLAGS] & F_DROP) !== 0;
  if (data[off + M_FLAGS] & F_CASTLE && castlesThroughAttack(pos, gen, pr, n, from, to)) return true;
  const start = off + M_HEADER;
  const end = start + 3 * data[off + M_COUNT];
  for (let i = start; i < end; i += 3) board[data[i]] = data[i + 2];
  let attacked = false;
  for (let k = 0; k < n && !attacked; k++) {
    // where the royal piece stands after the move: where the move takes it, or still on its square
    const at = !dropped && pr.squares[k] === from ? to : pr.squares[k];
    const p = board[at];
    attacked = p === 0 || (p & 1) !== us || gen.attacked(pos, at, us ^ 1);
  }
  // a piece of the types dropped is royal at once; one promoted into, where its group had fewer than its limit (as Fairy-Stockfish judges both)
  if (!attacked) {
    for (let i = start; i < end && !attacked; i += 3) {
      const p = data[i + 2];
      const g = p > 0 && (p & 1) === us ? pr.group[p] : 0;
      if (g > 0 && data[i + 1] !== p && (dropped || (p === data[off + M_PROMO] && pr.counts[g - 1] < pr.limit[g - 1]))) attacked = gen.attacked(pos, data[i], us ^ 1);
    }
  }
  for (let i = end - 3; i >= start; i -= 3) board[data[i]] = data[i + 1];
  return attacked;
}

/**
 * Whether a royal piece castling from `from` to `to` stands on or passes an attacked square
 * (lifted off its square; its final square is tested with the rest), as Fairy-Stockfish tests a
 * pseudo-royal king: a king of the groups castles out of no check only while it is royal.
 */
function castlesThroughAttack(pos: Position, gen: MoveGenerator, pr: PseudoRoyals, n: number, from: number, to: number): boolean {
  let royal = false;
  for (let k = 0; k < n && !royal; k++) royal = pr.squares[k] === from;
  if (!royal) return false;
  const board = pos.board;
  const piece = board[from];
  const step = to > from ? 1 : -1;
  board[from] = 0;
  let attacked = false;
  for (let sq = from; !attacked; sq += step) {
    if (sq === to && sq !== from) break;
    attacked = gen.attacked(pos, sq, pos.side ^ 1);
    if (sq === to) break;
  }
  board[from] = piece;
  return attacked;
}

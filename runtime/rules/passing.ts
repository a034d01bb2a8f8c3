// Passing (janggi): instead of moving, the side to move may pass. A pass is a move record that
// changes nothing, written with the royal piece's square twice (e2e2), as Fairy-Stockfish writes
// it; a side without a royal piece cannot pass. Like any move it must leave the royal piece
// unattacked, so a side in check cannot pass (bikjang excepted: runtime/rules/bikjang.ts).

import { F_PASS, type MoveBuffer } from '../moves.ts';
import { LIST_STRIDE, type Position } from '../state/position.ts';
import { royalsFacing } from './bikjang.ts';

/** Appends the pass of the side to move to the current list (generation, before legality). */
export function addPass(pos: Position, buf: MoveBuffer): void {
  const sq = pos.royalSq[pos.side];
  if (sq < 0) return;
  buf.begin(sq, sq, F_PASS);
  buf.commit();
}

/**
 * Appends a pass where the list `first`..`buf.count` is empty, the side to move is not in check
 * and has a piece on the board (plan `stalematePass`, Fairy-Stockfish's passOnStalemate). The pass
 * is written with the royal piece's square, or without one with the square Fairy-Stockfish
 * takes: its lowest-numbered occupied square (lowest rank, then leftmost file).
 */
export function addStalematePass(pos: Position, buf: MoveBuffer, first: number, inCheck: (pos: Position) => boolean): void {
  if (buf.count !== first || inCheck(pos)) return;
  const sq = pos.royalSq[pos.side] >= 0 ? pos.royalSq[pos.side] : lowestPiece(pos);
  if (sq < 0) return;
  buf.begin(sq, sq, F_PASS);
  buf.commit();
}

/** The side to move's occupied square with the lowest rank, leftmost there; -1 without a piece. */
function lowestPiece(pos: Position): number {
  const geo = pos.t.geo;
  const c = pos.side;
  let best = -1;
  let bestIndex = Infinity;
  for (let i = 0; i < pos.listCount[c]; i++) {
    const sq = pos.list[c * LIST_STRIDE + i];
    const index = geo.rankOf(sq) * geo.files + geo.fileOf(sq);
    if (index < bestIndex) {
      best = sq;
      bestIndex = index;
    }
  }
  return best;
}

/**
 * Whether passing has ended the game (Fairy-Stockfish's janggi): two passes in a row, or a pass
 * that left a bikjang standing (the royal pieces still facing). Only passes made since the
 * position was set up count, as a FEN records none.
 */
export function passingEnded(pos: Position): boolean {
  return pos.passes >= 2 || (pos.passes === 1 && pos.t.plan.goal.bikjang && royalsFacing(pos));
}

/**
 * The winner of a game the rules ended without one (passing, the move rule, a repetition, a drawn
 * stalemate; plan goal `counting`): each side's pieces on the board by their points, Black adding
 * the komi; more wins, equal (or no counting) draws.
 */
export function countingWinner(pos: Position): 0 | 1 | null {
  const counting = pos.t.plan.goal.counting;
  if (counting === null) return null;
  const pieces = pos.t.plan.pieces;
  const score = [0, counting.komi];
  for (const c of [0, 1]) {
    for (let i = 0; i < pos.listCount[c]; i++) score[c] += pieces[(pos.board[pos.list[c * LIST_STRIDE + i]] >> 1) - 1].points;
  }
  return score[0] === score[1] ? null : score[0] > score[1] ? 0 : 1;
}

// The drop rule `bothColours` (placement chess's bishops, Fairy-Stockfish's
// dropOppositeColoredBishop): a side's pieces of a bound type, those on the board and in hand
// together, must end up split between the two square colours. A drop of a bound piece may not put
// more than half of them (rounding up) on its square's colour; a drop of any other piece may not
// leave fewer empty drop squares of a colour, with the bound pieces already there, than half of
// them (rounding down) need. It depends on the position, so the drop writer asks it per drop.

import { EMPTY } from '../board/pieces.ts';
import { LIST_STRIDE, type Position } from '../state/position.ts';

/** Whether the drop of `code` on mailbox square `to` keeps every bound type of the mover able to stand on both colours. */
export function coloursAllow(pos: Position, code: number, to: number): boolean {
  const h = pos.t.hand;
  const bound = h.colourBound;
  const colour = pos.t.squareColour;
  for (let b = 2 + (code & 1); b < bound.length; b += 2) {
    if (!bound[b]) continue;
    if (b === code ? !keepsHalf(pos, b, colour[to]) : !leavesRoom(pos, b, to)) return false;
  }
  return true;
}

/** Pieces of `b` on the board by square colour, in `counts[0]` (colour 0) and `counts[1]`; returns the number on the board. */
function onBoard(pos: Position, b: number, counts: Int32Array): number {
  const side = b & 1;
  const colour = pos.t.squareColour;
  counts[0] = counts[1] = 0;
  const n = pos.listCount[side];
  for (let i = 0; i < n; i++) {
    const sq = pos.list[side * LIST_STRIDE + i];
    if (pos.board[sq] === b) counts[colour[sq]]++;
  }
  return counts[0] + counts[1];
}

const COUNTS = new Int32Array(2);

/** A piece of `b` dropped on colour `c`: at most half of all of them (rounding up) on that colour. */
function keepsHalf(pos: Position, b: number, c: number): boolean {
  const total = onBoard(pos, b, COUNTS) + pos.hand[b];
  return COUNTS[c] + 1 <= (total + 1) >> 1;
}

/** Another piece dropped on `to`: enough squares of each colour stay for the pieces of `b` (half each, rounding down). */
function leavesRoom(pos: Position, b: number, to: number): boolean {
  const total = onBoard(pos, b, COUNTS) + pos.hand[b];
  if (total < 2) return true;
  const colour = pos.t.squareColour;
  const squares = pos.t.hand.dropSquares[b];
  let c0 = COUNTS[0];
  let c1 = COUNTS[1];
  for (let i = 0; i < squares.length; i++) {
    const sq = squares[i];
    if (sq === to || pos.board[sq] !== EMPTY) continue;
    if (colour[sq]) c1++;
    else c0++;
  }
  const half = total >> 1;
  return c0 >= half && c1 >= half;
}

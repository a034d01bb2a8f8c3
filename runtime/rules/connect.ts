// Connection goals (tic-tac-toe, connect four, teeko, three musketeers): a side's pieces of some
// types in a shape. A row is `count` of them on adjacent squares along a line; a line is `count`
// of them anywhere on one rank, file or diagonal, other squares between (Fairy-Stockfish's
// collinearN); a block is a count×count square of them. Each line is walked from the side's
// pieces over the mailbox, whose border stops it at the board's edge. Nothing is kept between
// positions: the test reads the board as it stands.

import { OFFBOARD } from '../board/pieces.ts';
import type { Geometry } from '../board/geometry.ts';
import type { ConnectCondition, ConnectDirection } from '../plan/goal.ts';
import { LIST_STRIDE, type Position } from '../state/position.ts';

/** Mailbox steps of each line kind, one way only: a row or a line is counted both ways from a piece. */
function lineSteps(geo: Geometry, direction: ConnectDirection): number[] {
  switch (direction) {
    case 'horizontal':
      return [1];
    case 'vertical':
      return [geo.stride];
    case 'diagonal':
      return [geo.stride + 1, geo.stride - 1];
  }
}

/** The mailbox steps a condition walks: its lines' (row, line), or east and north (a block's sides). */
export function connectSteps(geo: Geometry, c: ConnectCondition): Int32Array {
  if (c.shape === 'block') return Int32Array.of(1, geo.stride);
  return Int32Array.from(c.directions.flatMap((d) => lineSteps(geo, d)));
}

/**
 * Whether `side` has its pieces of the codes marked in `codes` in the condition's shape. `steps`
 * are connectSteps' (the board is not a cylinder: loading refuses connection goals with `wrap`).
 * Looked at in every position of a variant with the goal, so it allocates nothing.
 */
export function connected(pos: Position, c: ConnectCondition, codes: Uint8Array, steps: Int32Array, side: number): boolean {
  const board = pos.board;
  const base = side * LIST_STRIDE;
  for (let i = 0; i < pos.listCount[side]; i++) {
    const sq = pos.list[base + i];
    if (!counts(board, codes, side, sq)) continue;
    if (c.shape === 'block' ? blockAt(board, codes, side, sq, c.count, steps) : lineThrough(board, codes, side, sq, c, steps)) return true;
  }
  return false;
}

/** Whether the piece on `sq` is one of `side`'s that count. */
function counts(board: Int8Array, codes: Uint8Array, side: number, sq: number): boolean {
  const p = board[sq];
  return p > 0 && (p & 1) === side && codes[p] === 1;
}

/** Whether some line through `sq` (a piece that counts) holds the shape: a row of `count` adjacent, or `count` anywhere on it. */
function lineThrough(board: Int8Array, codes: Uint8Array, side: number, sq: number, c: ConnectCondition, steps: Int32Array): boolean {
  const gaps = c.shape === 'line';
  for (let k = 0; k < steps.length; k++) {
    const step = steps[k];
    // a row is counted from its first piece only: one step back is not one of them
    if (!gaps && counts(board, codes, side, sq - step)) continue;
    let n = 1;
    for (let at = sq + step; board[at] !== OFFBOARD && n < c.count; at += step) {
      if (counts(board, codes, side, at)) n++;
      else if (!gaps) break;
    }
    if (gaps) for (let at = sq - step; board[at] !== OFFBOARD && n < c.count; at -= step) if (counts(board, codes, side, at)) n++;
    if (n >= c.count) return true;
  }
  return false;
}

/**
 * Whether the count×count square whose lower-left corner is `sq` is all pieces that count. A
 * square off the board's edge is a border square, which counts for nothing, so the test stops
 * there before any step could run on into the next rank.
 */
function blockAt(board: Int8Array, codes: Uint8Array, side: number, sq: number, count: number, steps: Int32Array): boolean {
  const east = steps[0];
  const north = steps[1];
  for (let r = 0; r < count; r++) {
    for (let f = 0; f < count; f++) if (!counts(board, codes, side, sq + r * north + f * east)) return false;
  }
  return true;
}

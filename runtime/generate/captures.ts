// Capture modes beyond replacement, written once and called by both engines: approach,
// withdrawal and jump for leaps and rides, and removal of adjacent enemies. Each walks the
// board from a piece with mailbox offsets given by the caller (constants in generated code).

import { enPassant, isEnPassantTarget, land, removals, writeMove } from './landing.ts';
import { F_CAPTURE, F_EN_PASSANT, F_IRREVERSIBLE, type MoveBuffer } from '../moves.ts';
import { EMPTY } from '../board/pieces.ts';
import type { Position } from '../state/position.ts';

const isEnemy = (piece: number, code: number): boolean => piece > 0 && (piece & 1) !== (code & 1);

/** Writes a move to empty `to` that removes `victim` (or nothing when it is -1); generated engines call it from their own walks. */
export function landTaking(pos: Position, buf: MoveBuffer, from: number, to: number, code: number, victim: number): void {
  removals.count = 0;
  if (victim >= 0) removals.squares[removals.count++] = victim;
  writeMove(pos, buf, from, to, code, EMPTY, 0);
}

/**
 * A leap over its midpoint onto an empty square: an enemy on the midpoint is captured, a
 * friend blocks, an empty midpoint gives a quiet move (or takes en passant when it is the
 * square a double-stepping pawn passed).
 */
export function jumpLeap(pos: Position, buf: MoveBuffer, from: number, code: number, toOff: number, midOff: number, quiet: boolean, capture: boolean, enPassantAllowed: boolean): void {
  const to = from + toOff;
  if (pos.board[to] !== EMPTY) return;
  const mid = from + midOff;
  const over = pos.board[mid];
  if (over === EMPTY) {
    if (quiet) land(pos, buf, from, to, code, EMPTY);
    if (enPassantAllowed && isEnPassantTarget(pos, mid)) enPassant(pos, buf, from, to, code);
  } else if (capture && isEnemy(over, code)) {
    landTaking(pos, buf, from, to, code, mid);
  }
}

/**
 * Approach along a line (range 0 = unlimited): stopping just before an enemy captures it. With
 * `every` 2 it stops only at even distances (generated engines under colour binding, where a
 * line of odd steps changes colour at each square: the moves it skips would be dropped).
 */
export function approachRide(pos: Position, buf: MoveBuffer, from: number, code: number, step: number, range: number, quiet: boolean, capture: boolean, every = 1): void {
  const board = pos.board;
  for (let k = 0, to = from + step; range === 0 || k < range; k++, to += step) {
    if (board[to] !== EMPTY) return;
    if (every === 2 && (k & 1) === 0) continue;
    if (capture && isEnemy(board[to + step], code)) landTaking(pos, buf, from, to, code, to + step);
    else if (quiet) land(pos, buf, from, to, code, EMPTY);
  }
}

/** Withdrawal along a line: moving straight away from an adjacent enemy captures it (`every` as for approachRide). */
export function withdrawalRide(pos: Position, buf: MoveBuffer, from: number, code: number, step: number, range: number, quiet: boolean, capture: boolean, every = 1): void {
  const board = pos.board;
  const behind = from - step;
  const victim = capture && isEnemy(board[behind], code) ? behind : -1;
  for (let k = 0, to = from + step; range === 0 || k < range; k++, to += step) {
    if (board[to] !== EMPTY) return;
    if (every === 2 && (k & 1) === 0) continue;
    if (victim >= 0) landTaking(pos, buf, from, to, code, victim);
    else if (quiet) land(pos, buf, from, to, code, EMPTY);
  }
}

/**
 * A long jump along a line: quiet moves over empty squares up to the first piece; if it is an
 * enemy, every empty square beyond it (with only empty squares between) is a capture landing.
 * With `every` 2 (see approachRide) it lands only at even distances, and an enemy at an even
 * distance, on the mover's own colour, is not taken.
 */
export function jumpRide(pos: Position, buf: MoveBuffer, from: number, code: number, step: number, range: number, quiet: boolean, capture: boolean, every = 1): void {
  const board = pos.board;
  let k = 0;
  let sq = from + step;
  // the square at index k is at distance k + 1
  for (; range === 0 || k < range; k++, sq += step) {
    if (board[sq] !== EMPTY) break;
    if (quiet && (every === 1 || (k & 1) === 1)) land(pos, buf, from, sq, code, EMPTY);
  }
  if (!capture || !isEnemy(board[sq], code) || (every === 2 && (k & 1) === 1)) return;
  const victim = sq;
  for (k++, sq += step; (range === 0 || k < range) && board[sq] === EMPTY; k++, sq += step) {
    if (every === 1 || (k & 1) === 1) landTaking(pos, buf, from, sq, code, victim);
  }
}

/** The piece stays put and removes every enemy on the squares `offsets` point at, in one move. */
export function removeAround(pos: Position, buf: MoveBuffer, from: number, code: number, offsets: Int32Array): void {
  removals.count = 0;
  for (let i = 0; i < offsets.length; i++) {
    const sq = from + offsets[i];
    if (isEnemy(pos.board[sq], code)) removals.squares[removals.count++] = sq;
  }
  if (removals.count > 0) writeMove(pos, buf, from, from, code, EMPTY, 0);
}

/**
 * A capture without moving (Rifle chess, capture mode `shoot`): the piece stays on `from` and the
 * enemy on `victim` is removed; `to` is the square the move aims at (the victim's, or the
 * en-passant square whose passing pawn is the victim), so its text reads as the capture would.
 */
export function shoot(pos: Position, buf: MoveBuffer, from: number, to: number, victim: number): void {
  buf.begin(from, to, F_CAPTURE | F_IRREVERSIBLE | (victim !== to ? F_EN_PASSANT : 0));
  buf.change(victim, pos.board[victim], EMPTY);
  buf.commit();
}

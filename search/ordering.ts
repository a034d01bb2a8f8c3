// Move ordering for the alpha-beta search, over the runtime's move records: the hash move first,
// then captures by value (most valuable victims first, least valuable attacker first; a promotion
// counts what it gains), then the two killer moves of the ply, then quiet moves by their history.
// A move is known by a key hashed from its record (every square it changes, old and new piece),
// which is the same whenever the same move is generated again; a capture is any move whose diff
// removes an enemy piece, which covers every capture mode (approach, custodian, chains…).

import { M_COUNT, M_FROM, M_HEADER, M_PROMO, M_TO, type MoveBuffer } from '../runtime/moves.ts';
import type { Position } from '../runtime/state/position.ts';

/** Plies the search may go below the root (killers are kept per ply). */
export const MAX_PLY = 128;

const HASH_MOVE = 1 << 30;
const CAPTURE = 1 << 28;
const KILLER = 1 << 27;
const HISTORY_MAX = 1 << 24;

/** The key of the move record at `off`: nonzero, equal for the same move in the same position. */
export function moveKey(data: Int32Array, off: number): number {
  let h = Math.imul(data[off + M_FROM] + 1, 0x9e3779b1) ^ Math.imul(data[off + M_TO] + 7, 0x85ebca6b) ^ data[off + M_PROMO];
  const end = off + M_HEADER + 3 * data[off + M_COUNT];
  for (let i = off + M_HEADER; i < end; i += 3) {
    h = Math.imul(h ^ data[i], 0xcc9e2d51);
    h = Math.imul(h ^ (data[i + 1] + 2), 0x1b873593);
    h = Math.imul(h ^ (data[i + 2] + 2), 0x27d4eb2f);
    h ^= h >>> 15;
  }
  return h === 0 ? 1 : h;
}

/** The summed value of the enemy pieces the move at `off` removes (0 for a move that captures nothing). */
export function capturedValue(pos: Position, data: Int32Array, off: number, values: Int32Array): number {
  const us = pos.side;
  let total = 0;
  const end = off + M_HEADER + 3 * data[off + M_COUNT];
  for (let i = off + M_HEADER; i < end; i += 3) {
    const old = data[i + 1];
    const now = data[i + 2];
    if (old > 0 && (old & 1) !== us && (now <= 0 || (now & 1) === us)) total += values[old] + 1;
  }
  return total;
}

export class MoveOrdering {
  private readonly killers = new Int32Array(2 * (MAX_PLY + 1));
  private readonly history: Int32Array;
  private scores = new Int32Array(1 << 12);
  private keys = new Int32Array(1 << 12);

  constructor(
    private readonly values: Int32Array,
    private readonly size: number,
    codes: number,
  ) {
    this.history = new Int32Array(codes * size);
  }

  /** Forgets killers and history (a new game). */
  clear(): void {
    this.killers.fill(0);
    this.history.fill(0);
  }

  /** Ages the history between searches, so that it follows the game. */
  age(): void {
    for (let i = 0; i < this.history.length; i++) this.history[i] >>= 2;
    this.killers.fill(0);
  }

  /** Scores the moves `first`..`end` of `buf`; `capturesOnly` keeps the MVV/LVA scores alone (quiescence). */
  score(pos: Position, buf: MoveBuffer, first: number, end: number, hashMove: number, ply: number): void {
    if (end > this.scores.length) this.grow(end);
    const data = buf.data;
    const board = pos.board;
    const k1 = this.killers[2 * ply];
    const k2 = this.killers[2 * ply + 1];
    for (let i = first; i < end; i++) {
      const off = buf.offsets[i];
      const key = moveKey(data, off);
      this.keys[i] = key;
      const mover = board[data[off + M_FROM]];
      const victims = capturedValue(pos, data, off, this.values);
      const promo = data[off + M_PROMO];
      const gain = victims + (promo > 0 ? this.values[promo] - this.values[mover] : 0);
      let s: number;
      if (key === hashMove) s = HASH_MOVE;
      else if (gain > 0) s = CAPTURE + gain * 64 - (this.values[mover] >> 4);
      else if (key === k1) s = KILLER + 1;
      else if (key === k2) s = KILLER;
      else s = this.history[mover * this.size + data[off + M_TO]];
      this.scores[i] = s;
    }
  }

  /** Brings the best-scored move of `i`..`end` to place `i` and answers its key. */
  pick(buf: MoveBuffer, i: number, end: number): number {
    // ties go to the smaller key: the runtime's piece lists change order with make/unmake, so
    // generation order does not repeat, and the search should
    const scores = this.scores;
    const keys = this.keys;
    let best = i;
    for (let j = i + 1; j < end; j++) if (scores[j] > scores[best] || (scores[j] === scores[best] && keys[j] < keys[best])) best = j;
    if (best !== i) {
      const offsets = buf.offsets;
      const o = offsets[i];
      offsets[i] = offsets[best];
      offsets[best] = o;
      const s = this.scores[i];
      this.scores[i] = this.scores[best];
      this.scores[best] = s;
      const k = this.keys[i];
      this.keys[i] = this.keys[best];
      this.keys[best] = k;
    }
    return this.keys[i];
  }

  /** Whether the move at place `i` (after pick) was scored as a capture or promotion. */
  isTactical(i: number): boolean {
    return this.scores[i] >= CAPTURE && this.scores[i] < HASH_MOVE;
  }

  /** A quiet move caused a cut-off at `ply`: remember it as a killer and credit its history. */
  cutoff(pos: Position, data: Int32Array, off: number, key: number, ply: number, depth: number): void {
    if (this.killers[2 * ply] !== key) {
      this.killers[2 * ply + 1] = this.killers[2 * ply];
      this.killers[2 * ply] = key;
    }
    const i = pos.board[data[off + M_FROM]] * this.size + data[off + M_TO];
    this.history[i] = Math.min(HISTORY_MAX, this.history[i] + depth * depth);
  }

  private grow(n: number): void {
    let len = this.scores.length;
    while (len < n) len *= 2;
    const scores = new Int32Array(len);
    scores.set(this.scores);
    this.scores = scores;
    const keys = new Int32Array(len);
    keys.set(this.keys);
    this.keys = keys;
  }
}

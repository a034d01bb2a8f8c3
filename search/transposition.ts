// The transposition table: what the search learnt about a position, found again by its Zobrist
// hash (the position's incremental hashLo/hashHi). One slot per index (hashLo's low bits), both
// halves kept to tell positions apart; typed arrays filled in place, nothing allocated per node.
// Mate scores are stored relative to the node, so they stay true wherever the position recurs.

import { MATE_BOUND } from './score.ts';

export const BOUND_NONE = 0;
/** The score is exact, at most it (an upper bound: no move reached alpha), or at least it (a cut-off). */
export const BOUND_EXACT = 1;
export const BOUND_UPPER = 2;
export const BOUND_LOWER = 3;

export class TranspositionTable {
  private readonly mask: number;
  private readonly lo: Int32Array;
  private readonly hi: Int32Array;
  private readonly scores: Int32Array;
  private readonly moves: Int32Array;
  private readonly depths: Int8Array;
  private readonly bounds: Uint8Array;
  private readonly ages: Uint8Array;
  private age = 0;

  /** A probe's findings, read right after `probe` returned true. */
  score = 0;
  move = 0;
  depth = 0;
  bound = BOUND_NONE;

  /** A table of 2^bits slots (about 20 bytes each). */
  constructor(bits = 20) {
    const n = 1 << bits;
    this.mask = n - 1;
    this.lo = new Int32Array(n);
    this.hi = new Int32Array(n);
    this.scores = new Int32Array(n);
    this.moves = new Int32Array(n);
    this.depths = new Int8Array(n);
    this.bounds = new Uint8Array(n);
    this.ages = new Uint8Array(n);
  }

  /** A new search: older entries may be replaced first. */
  newSearch(): void {
    this.age = (this.age + 1) & 255;
  }

  clear(): void {
    this.bounds.fill(BOUND_NONE);
  }

  /** Looks the position up; on a hit fills score (relative to the root at `ply`), move, depth and bound. */
  probe(lo: number, hi: number, ply: number): boolean {
    const i = lo & this.mask;
    if (this.bounds[i] === BOUND_NONE || this.lo[i] !== lo || this.hi[i] !== hi) return false;
    const s = this.scores[i];
    this.score = s > MATE_BOUND ? s - ply : s < -MATE_BOUND ? s + ply : s;
    this.move = this.moves[i];
    this.depth = this.depths[i];
    this.bound = this.bounds[i];
    return true;
  }

  store(lo: number, hi: number, ply: number, depth: number, score: number, bound: number, move: number): void {
    const i = lo & this.mask;
    const same = this.lo[i] === lo && this.hi[i] === hi;
    // keep a deeper entry of this search unless the new one is of the same position or exact
    if (!same && this.bounds[i] !== BOUND_NONE && this.ages[i] === this.age && this.depths[i] > depth && bound !== BOUND_EXACT) return;
    if (same && move === 0) move = this.moves[i];
    this.lo[i] = lo;
    this.hi[i] = hi;
    this.scores[i] = score > MATE_BOUND ? score + ply : score < -MATE_BOUND ? score - ply : score;
    this.moves[i] = move;
    this.depths[i] = Math.max(-128, Math.min(127, depth));
    this.bounds[i] = bound;
    this.ages[i] = this.age;
  }
}

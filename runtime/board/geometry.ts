// Board geometry: maps board coordinates to a padded mailbox (a one-dimensional array with a
// sentinel border wide enough for the longest leap), and names squares (a1 … p16).

import type { VariantPlan } from '../plan/variant.ts';

export const MAX_FILES = 16;
export const MAX_RANKS = 16;
const FILE_NAMES = 'abcdefghijklmnop';

export class Geometry {
  readonly files: number;
  readonly ranks: number;
  /** Width of the sentinel border: the largest vector component of any move (custodian lines count twice). */
  readonly pad: number;
  /** Mailbox row length: a border then the files (a leap off one side lands in a border). */
  readonly stride: number;
  /** Mailbox length. */
  readonly size: number;
  /** Mailbox index of every board square, in board order (a1, b1, …). */
  readonly squares: Int32Array;
  /** Board coordinate (file + rank * files) of each mailbox index, or -1 off the board. */
  readonly coordOf: Int32Array;

  /** The a- and last files are adjacent (a cylinder board, the plan's `wrap`). */
  readonly wrap: boolean;
  /**
   * The square a mailbox index stands for: itself, except on a cylinder, where the border
   * columns left and right of a rank are that rank's squares across the edge. Every square a
   * move reaches by an offset goes through it; off the board it is the index itself (OFFBOARD).
   */
  readonly canon: Int32Array;

  /**
   * Black's file steps are turned round too (plan `leftRight: relative`): its vectors are
   * White's rotated half a turn, so Black's "left" is White's right, as Fairy-Stockfish reads Betza.
   */
  readonly relativeSides: boolean;

  constructor(files: number, ranks: number, pad: number, wrap = false, relativeSides = false) {
    this.relativeSides = relativeSides;
    this.files = files;
    this.ranks = ranks;
    this.pad = Math.max(pad, 1);
    this.wrap = wrap;
    // a cylinder has a border on each side, so that an index past either edge tells which square it means
    this.stride = files + (wrap ? 2 : 1) * this.pad;
    // one spare row: a leap off the top-right corner wraps one row further
    this.size = (ranks + 2 * this.pad + 1) * this.stride;
    this.squares = new Int32Array(files * ranks);
    this.coordOf = new Int32Array(this.size).fill(-1);
    for (let r = 0; r < ranks; r++) {
      for (let f = 0; f < files; f++) {
        const m = this.mailbox(f, r);
        this.squares[f + r * files] = m;
        this.coordOf[m] = f + r * files;
      }
    }
    this.canon = Int32Array.from({ length: this.size }, (_, i) => i);
    if (wrap) {
      for (let r = 0; r < ranks; r++) {
        for (let col = -this.pad; col < files + this.pad; col++) {
          if (col >= 0 && col < files) continue;
          this.canon[(r + this.pad) * this.stride + col + this.pad] = this.mailbox((((col % files) + files) % files), r);
        }
      }
    }
  }

  static forPlan(plan: VariantPlan): Geometry {
    let pad = 1;
    for (const piece of plan.pieces) {
      for (const node of piece.moves) {
        for (const [dx, dy] of node.vectors) pad = Math.max(pad, Math.abs(dx), Math.abs(dy));
      }
      // custodian capture looks two steps along its lines: the enemy and the friend behind it
      for (const [dx, dy] of piece.custodian) pad = Math.max(pad, 2 * Math.abs(dx), 2 * Math.abs(dy));
    }
    return new Geometry(plan.files, plan.ranks, pad, plan.wrap === 'files', plan.leftRight === 'relative');
  }

  mailbox(file: number, rank: number): number {
    return (rank + this.pad) * this.stride + file + this.pad;
  }

  /** Mailbox offset of a vector for a colour: Black's forward is down the board. */
  offset(dx: number, dy: number, color: number): number {
    return color === 0 ? dy * this.stride + dx : -dy * this.stride + (this.relativeSides ? -dx : dx);
  }

  fileOf(sq: number): number {
    return this.coordOf[sq] % this.files;
  }

  rankOf(sq: number): number {
    return Math.floor(this.coordOf[sq] / this.files);
  }

  onBoard(sq: number): boolean {
    return sq >= 0 && sq < this.size && this.coordOf[sq] >= 0;
  }

  name(sq: number): string {
    return FILE_NAMES[this.fileOf(sq)] + String(this.rankOf(sq) + 1);
  }

  /** Mailbox index of a square name like `e4` or `p16`, or -1 if it is not a square of this board. */
  parse(name: string): number {
    const m = /^([a-p])([1-9][0-9]?)$/.exec(name);
    if (!m) return -1;
    const file = FILE_NAMES.indexOf(m[1]);
    const rank = Number(m[2]) - 1;
    if (file >= this.files || rank >= this.ranks) return -1;
    return this.mailbox(file, rank);
  }
}

export function squareNameOf(file: number, rank: number): string {
  return FILE_NAMES[file] + String(rank + 1);
}

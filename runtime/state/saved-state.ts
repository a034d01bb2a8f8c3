// The state a move cannot be taken back from by its diff alone (castling and first-move rights,
// en-passant rights of both kinds, counters, checks given, the game's end, the hash), saved by
// ply in one typed stack: make and the null move push it, unmake pops it. The stack starts deep
// enough for a long game plus the search's deepest line (search/ordering.ts MAX_PLY, and the few
// quiescence plies beyond it) and doubles when a longer game outgrows it: an allocation per
// doubling, none per move.

import type { Position } from './position.ts';

const FIELDS = 16;
/** Where each ply's saved hash (low half) lies, read back by the repetition test. */
const HASH_LO = 5;
const INITIAL_PLIES = 1024;

export class StateStack {
  private stack = new Int32Array(FIELDS * INITIAL_PLIES);
  /**
   * By ply, the hash (low half) of the position a checking move made there reached, written only
   * for moves flagged F_CHECK (where the variant flags checks) and never cleared: an entry left
   * from a line taken back names another position, so it cannot pass for the present one's.
   */
  private checked = new Int32Array(INITIAL_PLIES);

  /** Saves `pos`'s state at its ply and advances the ply. */
  push(pos: Position): void {
    const base = pos.ply * FIELDS;
    if (base + 2 * FIELDS > this.stack.length) this.grow();
    const s = this.stack;
    s[base] = pos.castling;
    s[base + 1] = pos.epA;
    s[base + 2] = pos.epB;
    s[base + 3] = pos.epVictim;
    s[base + 4] = pos.halfmove;
    s[base + HASH_LO] = pos.hashLo;
    s[base + 6] = pos.hashHi;
    s[base + 7] = pos.fullmove;
    s[base + 8] = pos.finished;
    s[base + 9] = pos.checks[0];
    s[base + 10] = pos.checks[1];
    s[base + 11] = pos.firstMoves;
    s[base + 12] = pos.passes;
    s[base + 13] = pos.passFirst;
    s[base + 14] = pos.passStep;
    s[base + 15] = pos.passVictim;
    pos.ply++;
  }

  /** Steps the ply back and restores the state saved there; the side to move flips back (every push was for a turn). */
  pop(pos: Position): void {
    pos.ply--;
    const base = pos.ply * FIELDS;
    const s = this.stack;
    pos.castling = s[base];
    pos.epA = s[base + 1];
    pos.epB = s[base + 2];
    pos.epVictim = s[base + 3];
    pos.halfmove = s[base + 4];
    pos.hashLo = s[base + HASH_LO];
    pos.hashHi = s[base + 6];
    pos.fullmove = s[base + 7];
    pos.finished = s[base + 8];
    pos.checks[0] = s[base + 9];
    pos.checks[1] = s[base + 10];
    pos.firstMoves = s[base + 11];
    pos.passes = s[base + 12];
    pos.passFirst = s[base + 13];
    pos.passStep = s[base + 14];
    pos.passVictim = s[base + 15];
    pos.side ^= 1;
  }

  /** The hash (low half) saved at `ply`: the position's hash before the move made there. */
  hashAt(ply: number): number {
    return this.stack[ply * FIELDS + HASH_LO];
  }

  /** Notes that the move made at `ply` gave check, reaching the position of hash `hashLo`. */
  noteCheck(ply: number, hashLo: number): void {
    this.checked[ply] = hashLo;
  }

  /** Whether the move made at `ply`, which reached the position of hash `hashLo`, gave check. */
  gaveCheck(ply: number, hashLo: number): boolean {
    return this.checked[ply] === hashLo;
  }

  private grow(): void {
    const bigger = new Int32Array(this.stack.length * 2);
    bigger.set(this.stack);
    this.stack = bigger;
    const checked = new Int32Array(this.checked.length * 2);
    checked.set(this.checked);
    this.checked = checked;
  }
}

// The mutable game position: a mailbox board in a typed array, piece lists, the state FEN
// carries, an incremental hash, and make/unmake of move diffs in place with a state stack.

import { M_COUNT, M_EP_A, M_EP_B, M_FLAGS, M_HEADER, M_PROMO, M_TO, F_CHECK, F_IRREVERSIBLE, F_DOUBLE_STEP, F_PASS } from './moves.ts';
import { EMPTY, OFFBOARD, colorOf } from './pieces.ts';
import type { VariantTables } from './tables.ts';

const MAX_LIST = 256;
const STATE_FIELDS = 12;

export class Position {
  readonly t: VariantTables;
  readonly board: Int8Array;
  side = 0;
  /** Castling rights, bit i for the variant's castling rule i. */
  castling = 0;
  /** En-passant targets (squares passed over by the last double step) and the pawn that made it. */
  epA = -1;
  epB = -1;
  epVictim = -1;
  halfmove = 0;
  fullmove = 1;
  /** Passes in a row that led here (runtime/passing.ts); 0 in a position set up from a FEN. */
  passes = 0;
  /** The game is over because a goal piece was captured (goal `capture`); 1 + the winner's colour, or 0. */
  finished = 0;
  /** A rule diagram (a movement illustration, runtime/fen.ts): the goal's ending conditions do not apply. */
  diagram = false;
  /** Checks each side has given (n-check; index by colour), capped at the goal's count. */
  readonly checks = new Int32Array(2);
  /** Captured pieces available for promotion, by piece code (promotion from captured pieces). */
  readonly pool: Int32Array;
  hashLo = 0;
  hashHi = 0;
  /** Square of each side's royal piece, -1 if none (index by colour). */
  readonly royalSq = new Int32Array([-1, -1]);
  /** Squares of each side's pieces (index color * 256 + i), their counts, and each square's list index. */
  readonly list = new Int16Array(2 * MAX_LIST);
  readonly listCount = new Int32Array(2);
  private readonly listIndex: Int16Array;
  /** Saved state per ply, and the hash of every position since the game began. */
  private stack = new Int32Array(STATE_FIELDS * 1024);
  ply = 0;

  constructor(tables: VariantTables) {
    this.t = tables;
    const { geo } = tables;
    this.board = new Int8Array(geo.size).fill(OFFBOARD);
    for (const sq of geo.squares) this.board[sq] = EMPTY;
    this.listIndex = new Int16Array(geo.size);
    this.pool = new Int32Array(tables.codes);
  }

  /** Puts a piece on an empty square, or empties one (setup only: no state is saved). */
  put(sq: number, code: number): void {
    this.setSquare(sq, this.board[sq], code);
  }

  /** Recomputes the hash from scratch (after setup, and in tests against the incremental one). */
  computeHash(): [number, number] {
    const { zobrist: z, geo } = this.t;
    let lo = 0;
    let hi = 0;
    for (const sq of geo.squares) {
      const i = z.index(this.board[sq], sq);
      lo ^= z.pieceLo[i];
      hi ^= z.pieceHi[i];
    }
    if (this.side) {
      lo ^= z.sideLo;
      hi ^= z.sideHi;
    }
    lo ^= z.miscLo[this.castling & 15];
    hi ^= z.miscHi[this.castling & 15];
    if (this.epA >= 0) {
      lo ^= z.miscLo[this.t.epKeyBase + this.epVictim];
      hi ^= z.miscHi[this.t.epKeyBase + this.epVictim];
    }
    for (let code = 2; code < this.t.codes; code++) {
      if (!this.t.poolable[code]) continue;
      lo ^= z.miscLo[this.t.poolKey(code, this.pool[code])];
      hi ^= z.miscHi[this.t.poolKey(code, this.pool[code])];
    }
    if (this.t.checkGoal > 0) {
      for (const c of [0, 1]) {
        lo ^= z.miscLo[this.checksKey(c)];
        hi ^= z.miscHi[this.checksKey(c)];
      }
    }
    return [lo, hi];
  }

  /** Zobrist misc index of the checks side `c` has given. */
  private checksKey(c: number): number {
    return this.t.checksKeyBase + c * (this.t.checkGoal + 1) + this.checks[c];
  }

  /** Sets the incremental hash from scratch; call once after setting up a position. */
  rehash(): void {
    [this.hashLo, this.hashHi] = this.computeHash();
  }

  /** Applies the move record at `off` in `data`. */
  make(data: Int32Array, off: number): void {
    this.saveState();
    const { zobrist: z, castleKeep } = this.t;
    let lo = this.hashLo ^ z.sideLo;
    let hi = this.hashHi ^ z.sideHi;
    lo ^= z.miscLo[this.castling & 15];
    hi ^= z.miscHi[this.castling & 15];
    if (this.epA >= 0) {
      lo ^= z.miscLo[this.t.epKeyBase + this.epVictim];
      hi ^= z.miscHi[this.t.epKeyBase + this.epVictim];
    }
    let castling = this.castling;
    const end = off + M_HEADER + 3 * data[off + M_COUNT];
    for (let i = off + M_HEADER; i < end; i += 3) {
      const sq = data[i];
      const oldPiece = data[i + 1];
      const newPiece = data[i + 2];
      const ko = z.index(oldPiece, sq);
      const kn = z.index(newPiece, sq);
      lo ^= z.pieceLo[ko] ^ z.pieceLo[kn];
      hi ^= z.pieceHi[ko] ^ z.pieceHi[kn];
      castling &= castleKeep[sq];
      this.setSquare(sq, oldPiece, newPiece);
    }
    this.castling = castling;
    lo ^= z.miscLo[castling & 15];
    hi ^= z.miscHi[castling & 15];
    this.hashLo = lo;
    this.hashHi = hi;
    if (this.t.captureEffects) this.applyCaptureEffects(data, off, 1, this.side);
    lo = this.hashLo;
    hi = this.hashHi;
    const flags = data[off + M_FLAGS];
    if (flags & F_CHECK && this.checks[this.side] < this.t.checkGoal) {
      lo ^= z.miscLo[this.checksKey(this.side)];
      hi ^= z.miscHi[this.checksKey(this.side)];
      this.checks[this.side]++;
      lo ^= z.miscLo[this.checksKey(this.side)];
      hi ^= z.miscHi[this.checksKey(this.side)];
    }
    if (flags & F_DOUBLE_STEP) {
      this.epA = data[off + M_EP_A];
      this.epB = data[off + M_EP_B];
      this.epVictim = data[off + M_TO];
      lo ^= z.miscLo[this.t.epKeyBase + this.epVictim];
      hi ^= z.miscHi[this.t.epKeyBase + this.epVictim];
    } else {
      this.epA = this.epB = this.epVictim = -1;
    }
    this.halfmove = flags & F_IRREVERSIBLE ? 0 : this.halfmove + 1;
    this.passes = flags & F_PASS ? this.passes + 1 : 0;
    if (this.side === 1) this.fullmove++;
    this.side ^= 1;
    this.hashLo = lo;
    this.hashHi = hi;
  }

  /** Takes back the move record at `off`, which must be the last one made. */
  unmake(data: Int32Array, off: number): void {
    if (this.t.captureEffects) this.applyCaptureEffects(data, off, -1, this.side ^ 1);
    const start = off + M_HEADER;
    for (let i = start + 3 * (data[off + M_COUNT] - 1); i >= start; i -= 3) {
      this.setSquare(data[i], data[i + 2], data[i + 1]);
    }
    this.restoreState();
  }

  /**
   * Pool and goal bookkeeping of a move (sign 1 on make, -1 on unmake): captured pool pieces
   * join their side's pool, a promotion from the pool takes its piece out, and the capture of
   * a goal piece finishes the game. On unmake only the pool is undone; the state stack
   * restores `finished`.
   */
  private applyCaptureEffects(data: Int32Array, off: number, sign: number, mover: number): void {
    const t = this.t;
    const end = off + M_HEADER + 3 * data[off + M_COUNT];
    for (let i = off + M_HEADER; i < end; i += 3) {
      const oldPiece = data[i + 1];
      const newPiece = data[i + 2];
      // only the opponent's pieces are captured; the mover's own vacated squares are not
      if (oldPiece <= 0 || (oldPiece & 1) === mover || (newPiece !== EMPTY && (newPiece & 1) === (oldPiece & 1))) continue;
      if (t.poolable[oldPiece]) this.addToPool(oldPiece, sign);
      if (sign > 0 && t.goalTarget[oldPiece]) this.finished = 1 + ((oldPiece & 1) ^ 1);
    }
    const promo = data[off + M_PROMO];
    if (promo && t.poolable[promo]) this.addToPool(promo, -sign);
  }

  private addToPool(code: number, delta: number): void {
    const z = this.t.zobrist;
    const before = this.t.poolKey(code, this.pool[code]);
    this.pool[code] += delta;
    const after = this.t.poolKey(code, this.pool[code]);
    this.hashLo ^= z.miscLo[before] ^ z.miscLo[after];
    this.hashHi ^= z.miscHi[before] ^ z.miscHi[after];
  }

  /** Hash of the position `back` plies ago (0 = now), for repetition; valid back to ply 0. */
  hashAt(back: number): number {
    if (back === 0) return this.hashLo;
    return this.stack[(this.ply - back) * STATE_FIELDS + 5];
  }

  private saveState(): void {
    const base = this.ply * STATE_FIELDS;
    if (base + 2 * STATE_FIELDS > this.stack.length) {
      const bigger = new Int32Array(this.stack.length * 2);
      bigger.set(this.stack);
      this.stack = bigger;
    }
    const s = this.stack;
    s[base] = this.castling;
    s[base + 1] = this.epA;
    s[base + 2] = this.epB;
    s[base + 3] = this.epVictim;
    s[base + 4] = this.halfmove;
    s[base + 5] = this.hashLo;
    s[base + 6] = this.hashHi;
    s[base + 7] = this.fullmove;
    s[base + 8] = this.finished;
    s[base + 9] = this.checks[0];
    s[base + 10] = this.checks[1];
    s[base + 11] = this.passes;
    this.ply++;
  }

  private restoreState(): void {
    this.ply--;
    const base = this.ply * STATE_FIELDS;
    const s = this.stack;
    this.castling = s[base];
    this.epA = s[base + 1];
    this.epB = s[base + 2];
    this.epVictim = s[base + 3];
    this.halfmove = s[base + 4];
    this.hashLo = s[base + 5];
    this.hashHi = s[base + 6];
    this.fullmove = s[base + 7];
    this.finished = s[base + 8];
    this.checks[0] = s[base + 9];
    this.checks[1] = s[base + 10];
    this.passes = s[base + 11];
    this.side ^= 1;
  }

  private setSquare(sq: number, oldPiece: number, newPiece: number): void {
    this.board[sq] = newPiece;
    const { royal } = this.t;
    if (oldPiece !== EMPTY) {
      const c = colorOf(oldPiece);
      if (royal[oldPiece] && this.royalSq[c] === sq) this.royalSq[c] = -1;
      if (newPiece === EMPTY || colorOf(newPiece) !== c) this.removeFromList(c, sq);
    }
    if (newPiece !== EMPTY) {
      const c = colorOf(newPiece);
      if (royal[newPiece]) this.royalSq[c] = sq;
      if (oldPiece === EMPTY || colorOf(oldPiece) !== c) this.addToList(c, sq);
    }
  }

  private addToList(c: number, sq: number): void {
    const n = this.listCount[c]++;
    this.list[c * MAX_LIST + n] = sq;
    this.listIndex[sq] = n;
  }

  private removeFromList(c: number, sq: number): void {
    const n = --this.listCount[c];
    const i = this.listIndex[sq];
    const last = this.list[c * MAX_LIST + n];
    this.list[c * MAX_LIST + i] = last;
    this.listIndex[last] = i;
  }
}

export const LIST_STRIDE = MAX_LIST;

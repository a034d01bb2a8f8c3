// The mutable game position: a mailbox board in a typed array, piece lists, the state FEN
// carries, an incremental hash, and make/unmake of move diffs in place with a state stack.

import { M_COUNT, M_EP_A, M_EP_B, M_FLAGS, M_FROM, M_HEADER, M_PROMO, M_TO, F_CHECK, F_DROP, F_GATE, F_IRREVERSIBLE, F_DOUBLE_STEP, F_PASS } from '../moves.ts';
import { gatedPiece, lapseGates } from '../rules/gating.ts';
import { EMPTY, OFFBOARD, colorOf } from '../board/pieces.ts';
import type { CastlingRule, VariantTables } from '../tables/tables.ts';
import { passedStep } from '../rules/any-ep.ts';
import { castlingByDrop } from '../rules/castling.ts';

const MAX_LIST = 256;
const STATE_FIELDS = 16;

export class Position {
  readonly t: VariantTables;
  readonly board: Int8Array;
  side = 0;
  /** Castling rights, bit i for castling rule i of `castleRules`. */
  castling = 0;
  /**
   * The castling rules in force: the variant's, or a Fischer-random position's own (the same
   * landing squares, other start squares; runtime/rules/castling.ts). Fixed for the whole game.
   */
  castleRules: readonly CastlingRule[];
  /** Castling-rights mask kept when a square is touched by a move, for `castleRules`. */
  castleKeep: Int32Array;
  /** Castling is written the Fischer-random way: UCI as the king taking its partner (e1h1). */
  chess960 = false;
  /** The FEN read named castling partners by their files (Shredder-FEN), and is written back so. */
  shredder = false;
  /** En-passant targets (squares passed over by the last double step) and the pawn that made it. */
  epA = -1;
  epB = -1;
  epVictim = -1;
  /**
   * En passant by any piece (runtime/rules/any-ep.ts): the squares the last move passed, as a line from
   * `passFirst` by the mailbox step `passStep` (0 = none) up to the mover's square `passVictim`.
   */
  passFirst = -1;
  passStep = 0;
  passVictim = -1;
  halfmove = 0;
  fullmove = 1;
  /** Passes in a row that led here (runtime/rules/passing.ts); 0 in a position set up from a FEN. */
  passes = 0;
  /** The game is over because a goal piece was captured (goal `capture`); 1 + the winner's colour, or 0. */
  finished = 0;
  /** A rule diagram (a movement illustration, runtime/state/fen.ts): the goal's ending conditions do not apply. */
  diagram = false;
  /** Checks each side has given (n-check; index by colour), capped at the goal's count. */
  readonly checks = new Int32Array(2);
  /** First-move rights still held, bit i for the plan's right i (runtime/rules/first-moves.ts). */
  firstMoves = 0;
  /**
   * Each side's hand, by piece code (runtime/rules/hand.ts): pieces to drop, or captured pieces
   * available for promotion (the promotion pool is one use of the hand).
   */
  readonly hand: Int32Array;
  /**
   * Where promoted pieces are tracked (capture to hand with demotion): per mailbox square, the
   * code the piece there promoted from, 0 if it did not promote.
   */
  readonly promotedFrom: Int8Array;
  /** Saved `promotedFrom` entries of the squares each made move touched, for unmake. */
  private promotedSaved = new Int8Array(4096);
  private promotedTop = 0;
  /** By ply (after the move made at it), the piece code that move dropped, 0 if none; kept where make keeps a hand. */
  private dropped = new Int32Array(1024);
  hashLo = 0;
  hashHi = 0;
  /**
   * Square of each side's royal piece, -1 if none (index by colour). Where a side may have several
   * (VariantTables.severalRoyals) it is only the last one put down: runtime/rules/royals.ts reads the piece lists.
   */
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
    this.hand = new Int32Array(tables.codes);
    this.promotedFrom = new Int8Array(geo.size);
    this.castleRules = tables.castling;
    this.castleKeep = tables.castleKeep;
  }

  /** The promotion pool: the hand in its Interweave/Grand use (the same array). */
  get pool(): Int32Array {
    return this.hand;
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
    if (this.passStep !== 0) {
      lo ^= z.miscLo[this.t.epKeyBase + this.passVictim] ^ z.miscLo[this.t.epKeyBase + this.passFirst];
      hi ^= z.miscHi[this.t.epKeyBase + this.passVictim] ^ z.miscHi[this.t.epKeyBase + this.passFirst];
    }
    if (this.t.hand.tracksPromoted) {
      for (const sq of geo.squares) {
        if (this.promotedFrom[sq] <= 0) continue;
        lo ^= z.pieceLo[z.index(1, sq)];
        hi ^= z.pieceHi[z.index(1, sq)];
      }
    }
    for (let code = 2; code < this.t.codes; code++) {
      if (!this.t.hand.held[code]) continue;
      lo ^= z.miscLo[this.t.poolKey(code, this.hand[code])];
      hi ^= z.miscHi[this.t.poolKey(code, this.hand[code])];
    }
    if (this.t.checkGoal > 0) {
      for (const c of [0, 1]) {
        lo ^= z.miscLo[this.checksKey(c)];
        hi ^= z.miscHi[this.checksKey(c)];
      }
    }
    for (let i = 0; i < this.t.firstMoves.rights.length; i++) {
      if (!(this.firstMoves & (1 << i))) continue;
      lo ^= z.miscLo[this.t.firstMoveKeyBase + i];
      hi ^= z.miscHi[this.t.firstMoveKeyBase + i];
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
    const z = this.t.zobrist;
    const castleKeep = this.castleKeep;
    let lo = this.hashLo ^ z.sideLo;
    let hi = this.hashHi ^ z.sideHi;
    lo ^= z.miscLo[this.castling & 15];
    hi ^= z.miscHi[this.castling & 15];
    if (this.epA >= 0) {
      lo ^= z.miscLo[this.t.epKeyBase + this.epVictim];
      hi ^= z.miscHi[this.t.epKeyBase + this.epVictim];
    }
    if (this.passStep !== 0) {
      lo ^= z.miscLo[this.t.epKeyBase + this.passVictim] ^ z.miscLo[this.t.epKeyBase + this.passFirst];
      hi ^= z.miscHi[this.t.epKeyBase + this.passVictim] ^ z.miscHi[this.t.epKeyBase + this.passFirst];
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
    const flags = data[off + M_FLAGS];
    if (flags & F_DROP && this.t.plan.castlingByDrop) castling |= castlingByDrop(this, data[off + M_TO], data[off + M_HEADER + 2]);
    this.castling = castling;
    lo ^= z.miscLo[castling & 15];
    hi ^= z.miscHi[castling & 15];
    if (this.t.hasFirstMoves) {
      const kept = this.t.firstMoves.after(this.firstMoves, data, off, this.board, this.t.geo.size);
      for (let lost = this.firstMoves & ~kept, i = 0; lost !== 0; lost >>>= 1, i++) {
        if (!(lost & 1)) continue;
        lo ^= z.miscLo[this.t.firstMoveKeyBase + i];
        hi ^= z.miscHi[this.t.firstMoveKeyBase + i];
      }
      this.firstMoves = kept;
    }
    this.hashLo = lo;
    this.hashHi = hi;
    if (this.t.captureEffects) this.applyCaptureEffects(data, off, 1, this.side);
    if (this.t.gating !== null && data[off + M_FLAGS] & (F_GATE | F_DROP)) lapseGates(this, this.side);
    lo = this.hashLo;
    hi = this.hashHi;
    if (flags & F_CHECK && this.checks[this.side] < this.t.checkGoal) {
      lo ^= z.miscLo[this.checksKey(this.side)];
      hi ^= z.miscHi[this.checksKey(this.side)];
      this.checks[this.side]++;
      lo ^= z.miscLo[this.checksKey(this.side)];
      hi ^= z.miscHi[this.checksKey(this.side)];
    }
    if (this.t.anyEp !== null) {
      // en passant by any piece keeps its own line of passed squares (runtime/rules/any-ep.ts)
      const step = passedStep(this, data, off);
      this.passStep = step;
      if (step !== 0) {
        this.passVictim = data[off + M_TO];
        this.passFirst = data[off + M_FROM] + step;
        lo ^= z.miscLo[this.t.epKeyBase + this.passVictim] ^ z.miscLo[this.t.epKeyBase + this.passFirst];
        hi ^= z.miscHi[this.t.epKeyBase + this.passVictim] ^ z.miscHi[this.t.epKeyBase + this.passFirst];
      } else this.passFirst = this.passVictim = -1;
    } else if (flags & F_DOUBLE_STEP) {
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
   * Hand and goal bookkeeping of a move (sign 1 on make, -1 on unmake): a captured piece joins
   * the hand its plan names (the capturer's, demoted where promoted pieces are tracked, or its
   * owner's promotion pool), a promotion from the pool or a drop takes its piece out, and the
   * capture of a goal piece finishes the game. On unmake only the hand and the promoted marks
   * are undone; the state stack restores `finished`.
   */
  private applyCaptureEffects(data: Int32Array, off: number, sign: number, mover: number): void {
    const t = this.t;
    const tracks = t.hand.tracksPromoted;
    if (tracks && sign < 0) this.restorePromoted(data, off);
    const end = off + M_HEADER + 3 * data[off + M_COUNT];
    for (let i = off + M_HEADER; i < end; i += 3) {
      const oldPiece = data[i + 1];
      const newPiece = data[i + 2];
      // only the opponent's pieces are captured; the mover's own vacated squares are not
      if (oldPiece <= 0 || (oldPiece & 1) === mover || (newPiece !== EMPTY && (newPiece & 1) === (oldPiece & 1))) continue;
      const was = tracks && this.promotedFrom[data[i]] > 0 ? this.promotedFrom[data[i]] : oldPiece;
      if (t.hand.toHand[was]) this.addToHand(t.hand.toHand[was], sign);
      if (sign > 0 && t.goalTarget[oldPiece]) this.finished = 1 + ((oldPiece & 1) ^ 1);
    }
    const promo = data[off + M_PROMO];
    if (promo && t.poolable[promo]) this.addToHand(promo, -sign);
    // a promoted form dropped (hand `dropForms`) comes out of the hand as its piece
    if (data[off + M_FLAGS] & F_DROP) this.addToHand(t.hand.heldAs[data[off + M_HEADER + 2]], -sign);
    if (data[off + M_FLAGS] & F_GATE) this.addToHand(gatedPiece(data, off), -sign);
    if (sign > 0) this.noteDrop(data[off + M_FLAGS] & F_DROP ? data[off + M_HEADER + 2] : 0);
    if (tracks && sign > 0) this.markPromoted(data, off);
  }

  /**
   * After make's board changes: saves the promoted marks of the squares the move touched, clears
   * them, and marks the mover's landing square — with what it promoted from, or with its own mark
   * carried from its start square.
   */
  private markPromoted(data: Int32Array, off: number): void {
    const marks = this.promotedFrom;
    const end = off + M_HEADER + 3 * data[off + M_COUNT];
    if (this.promotedTop + data[off + M_COUNT] > this.promotedSaved.length) {
      const bigger = new Int8Array(this.promotedSaved.length * 2);
      bigger.set(this.promotedSaved);
      this.promotedSaved = bigger;
    }
    const carried = data[off + M_FLAGS] & F_DROP ? 0 : marks[data[off + M_FROM]];
    for (let i = off + M_HEADER; i < end; i += 3) this.promotedSaved[this.promotedTop++] = marks[data[i]];
    for (let i = off + M_HEADER; i < end; i += 3) this.setMark(data[i], 0);
    const to = data[off + M_TO];
    // the first change of every record is the mover leaving (or changing on) its square
    if (data[off + M_PROMO]) this.setMark(to, data[off + M_HEADER + 1]);
    else if (this.board[to] > 0) this.setMark(to, carried);
  }

  /**
   * Sets a square's promoted mark, keeping the hash: a marked square hashes with the key of the
   * unused piece code 1 there (a mark's value follows from the piece on the square), so a promoted
   * queen and a queen are different positions. Unmake restores the hash from the state stack.
   */
  private setMark(sq: number, mark: number): void {
    const marks = this.promotedFrom;
    if ((marks[sq] > 0) !== (mark > 0)) {
      const z = this.t.zobrist;
      const k = z.index(1, sq);
      this.hashLo ^= z.pieceLo[k];
      this.hashHi ^= z.pieceHi[k];
    }
    marks[sq] = mark;
  }

  /** Before unmake's board changes: the promoted marks as they were before the move. */
  private restorePromoted(data: Int32Array, off: number): void {
    const start = off + M_HEADER;
    for (let i = start + 3 * (data[off + M_COUNT] - 1); i >= start; i -= 3) this.promotedFrom[data[i]] = this.promotedSaved[--this.promotedTop];
  }

  /** Records what the move just made dropped (0: no drop), for the drop rule `mate` (runtime/rules/hand.ts). */
  private noteDrop(code: number): void {
    if (this.ply >= this.dropped.length) {
      const bigger = new Int32Array(this.dropped.length * 2);
      bigger.set(this.dropped);
      this.dropped = bigger;
    }
    this.dropped[this.ply] = code;
  }

  /** The piece code the last move dropped, 0 when it dropped nothing or the position was set up (a FEN has no last move). */
  lastDrop(): number {
    return this.ply > 0 ? this.dropped[this.ply] : 0;
  }

  private addToHand(code: number, delta: number): void {
    const z = this.t.zobrist;
    const before = this.t.poolKey(code, this.hand[code]);
    this.hand[code] += delta;
    const after = this.t.poolKey(code, this.hand[code]);
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
    s[base + 11] = this.firstMoves;
    s[base + 12] = this.passes;
    s[base + 13] = this.passFirst;
    s[base + 14] = this.passStep;
    s[base + 15] = this.passVictim;
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
    this.firstMoves = s[base + 11];
    this.passes = s[base + 12];
    this.passFirst = s[base + 13];
    this.passStep = s[base + 14];
    this.passVictim = s[base + 15];
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

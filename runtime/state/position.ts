// The mutable game position: a mailbox board in a typed array, piece lists, the state FEN
// carries, an incremental hash, and make/unmake of move diffs in place. Its parts: the saved
// state by ply (./saved-state.ts), the hand and promoted marks (./capture-effects.ts), the hash
// from scratch (./position-hash.ts). Nothing is allocated per move.

import { M_COUNT, M_EP_A, M_EP_B, M_FLAGS, M_FROM, M_HEADER, M_TO, F_CASTLE, F_CHECK, F_DROP, F_GATE, F_IRREVERSIBLE, F_DOUBLE_STEP, F_PASS } from '../moves.ts';
import { lapseGates } from '../rules/gating.ts';
import { EMPTY, OFFBOARD, colorOf } from '../board/pieces.ts';
import type { CastlingRule, VariantTables } from '../tables/tables.ts';
import { passedStep } from '../rules/any-ep.ts';
import { castlingByDrop } from '../rules/castling.ts';
import { castledWing, CastledLog, wingRights } from '../rules/castling-wings.ts';
import { CaptureEffects } from './capture-effects.ts';
import { checksKey, positionHash } from './position-hash.ts';
import { StateStack } from './saved-state.ts';

const MAX_LIST = 256;

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
  /** The hand, promoted-mark and goal bookkeeping of each move, where the variant has any. */
  private readonly effects = new CaptureEffects();
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
  /** Saved state per ply, and with it the hash of every position since the game began. */
  private readonly states = new StateStack();
  /** Moves (and passes) made since the position was set up: the state stack's depth. */
  ply = 0;
  /** The wing each ply's move castled to, where a `castled` ending reads it (runtime/rules/castling-wings.ts); else null. */
  readonly castled: CastledLog | null;

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
    this.castled = tables.plan.goal.conditions.some((c) => c.kind === 'castled') ? new CastledLog() : null;
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
    return positionHash(this);
  }

  /** Sets the incremental hash from scratch; call once after setting up a position. */
  rehash(): void {
    [this.hashLo, this.hashHi] = this.computeHash();
  }

  /** Applies the move record at `off` in `data`. */
  make(data: Int32Array, off: number): void {
    this.states.push(this);
    this.lapseEnPassant();
    const z = this.t.zobrist;
    const castleKeep = this.castleKeep;
    let lo = this.hashLo ^ z.sideLo;
    let hi = this.hashHi ^ z.sideHi;
    lo ^= z.miscLo[this.castling & 15];
    hi ^= z.miscHi[this.castling & 15];
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
    if (flags & F_CASTLE && (this.t.plan.oppositeCastling || this.castled !== null)) {
      const wing = castledWing(this, this.side, data, off);
      // opposite castling: the opponent may no longer castle to the wing just castled to
      if (this.t.plan.oppositeCastling) castling &= ~wingRights(this, this.side ^ 1, wing);
      this.castled?.note(this.ply, wing);
    } else this.castled?.note(this.ply, 0);
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
    if (this.t.captureEffects) this.effects.make(this, data, off, this.side);
    if (this.t.gating !== null && flags & (F_GATE | F_DROP)) lapseGates(this, this.side);
    lo = this.hashLo;
    hi = this.hashHi;
    if (this.t.anyEp !== null) {
      // en passant by any piece keeps its own line of passed squares (runtime/rules/any-ep.ts)
      const step = passedStep(this, data, off);
      if (step !== 0) {
        this.passStep = step;
        this.passVictim = data[off + M_TO];
        this.passFirst = data[off + M_FROM] + step;
        lo ^= z.miscLo[this.t.epKeyBase + this.passVictim] ^ z.miscLo[this.t.epKeyBase + this.passFirst];
        hi ^= z.miscHi[this.t.epKeyBase + this.passVictim] ^ z.miscHi[this.t.epKeyBase + this.passFirst];
      }
    } else if (flags & F_DOUBLE_STEP) {
      this.epA = data[off + M_EP_A];
      this.epB = data[off + M_EP_B];
      this.epVictim = data[off + M_TO];
      lo ^= z.miscLo[this.t.epKeyBase + this.epVictim];
      hi ^= z.miscHi[this.t.epKeyBase + this.epVictim];
    }
    this.halfmove = flags & F_IRREVERSIBLE ? 0 : this.halfmove + 1;
    this.passes = flags & F_PASS ? this.passes + 1 : 0;
    if (this.side === 1) this.fullmove++;
    this.side ^= 1;
    this.hashLo = lo;
    this.hashHi = hi;
    if (flags & F_CHECK) this.checkGiven();
  }

  /**
   * The move just made gave check (flagged where the variant counts checks or judges perpetual
   * check): the mover's count of checks goes up (n-check), and the check is noted by ply for
   * the repetition rules (`checkedAt`).
   */
  private checkGiven(): void {
    const mover = this.side ^ 1;
    if (this.checks[mover] < this.t.checkGoal) {
      const z = this.t.zobrist;
      this.hashLo ^= z.miscLo[checksKey(this, mover)];
      this.hashHi ^= z.miscHi[checksKey(this, mover)];
      this.checks[mover]++;
      this.hashLo ^= z.miscLo[checksKey(this, mover)];
      this.hashHi ^= z.miscHi[checksKey(this, mover)];
    }
    this.states.noteCheck(this.ply - 1, this.hashLo);
  }

  /** Takes back the move record at `off`, which must be the last one made. */
  unmake(data: Int32Array, off: number): void {
    if (this.t.captureEffects) this.effects.unmake(this, data, off, this.side ^ 1);
    const start = off + M_HEADER;
    for (let i = start + 3 * (data[off + M_COUNT] - 1); i >= start; i -= 3) {
      this.setSquare(data[i], data[i + 2], data[i + 1]);
    }
    this.states.pop(this);
  }

  /**
   * The side to move passes, for null-move pruning (search/search.ts) where no rule allows a
   * pass: en-passant rights of both kinds lapse, the hash follows, and the move-rule count
   * restarts so that the repetition test never looks back across the pass. The pass takes a ply
   * of the state stack, as a move does; the other state (`passes` too: this is no rule's pass)
   * stays as it was.
   */
  makeNull(): void {
    this.states.push(this);
    this.lapseEnPassant();
    const z = this.t.zobrist;
    this.hashLo ^= z.sideLo;
    this.hashHi ^= z.sideHi;
    this.halfmove = 0;
    if (this.t.captureEffects) this.effects.noteDrop(this.ply, 0);
    this.castled?.note(this.ply, 0);
    this.side ^= 1;
  }

  /** Takes back the pass `makeNull` made, which must be the last move made. */
  unmakeNull(): void {
    this.states.pop(this);
  }

  /**
   * The en-passant rights of both kinds lapse, their keys leaving the hash: first thing in every
   * move, which may set new ones. (A variant has one kind only: runtime/state/fen.ts sets the
   * passed line where en passant is by any piece, the double step's squares elsewhere.)
   */
  private lapseEnPassant(): void {
    const z = this.t.zobrist;
    const base = this.t.epKeyBase;
    if (this.epA >= 0) {
      this.hashLo ^= z.miscLo[base + this.epVictim];
      this.hashHi ^= z.miscHi[base + this.epVictim];
      this.epA = this.epB = this.epVictim = -1;
    }
    if (this.passStep !== 0) {
      this.hashLo ^= z.miscLo[base + this.passVictim] ^ z.miscLo[base + this.passFirst];
      this.hashHi ^= z.miscHi[base + this.passVictim] ^ z.miscHi[base + this.passFirst];
      this.passStep = 0;
      this.passFirst = this.passVictim = -1;
    }
  }

  /** The piece code the last move dropped, 0 when it dropped nothing or the position was set up (a FEN has no last move). */
  lastDrop(): number {
    return this.ply > 0 ? this.effects.droppedAt(this.ply) : 0;
  }

  /** Hash of the position `back` plies ago (0 = now), for repetition; valid back to ply 0. */
  hashAt(back: number): number {
    if (back === 0) return this.hashLo;
    return this.states.hashAt(this.ply - back);
  }

  /**
   * Whether the side to move was in check in the position `back` plies ago (0 = now; back < ply):
   * whether the move that reached it gave check. Known only where the variant flags checks
   * (F_CHECK: n-check, perpetual check); false elsewhere.
   */
  checkedAt(back: number): boolean {
    return this.states.gaveCheck(this.ply - back - 1, this.hashAt(back));
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

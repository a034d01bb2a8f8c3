// Moves as diffs. A move is a record in a preallocated Int32Array arena: a fixed header
// followed by (square, old piece, new piece) triplets — the pieces that vanish and the
// pieces that appear. This one form covers replacement, en passant, castling, promotion
// and every later capture mode, and makes unmake exact. Generation writes records in
// place: no object per move.

export const M_FROM = 0; // the mover's start square (mailbox)
export const M_TO = 1; // the mover's final square (equal to from when it does not move)
export const M_FLAGS = 2;
export const M_PROMO = 3; // piece code the mover became, 0 if none
export const M_EP_A = 4; // first square passed over by a double step, -1 if none
export const M_EP_B = 5; // second square passed over, -1 if none
export const M_COUNT = 6; // number of change triplets
export const M_HEADER = 8;

export const F_CAPTURE = 1;
export const F_CASTLE = 2;
export const F_PROMOTION = 4;
export const F_DOUBLE_STEP = 8;
export const F_EN_PASSANT = 16;
/** The move resets the 50-move counter (a pawn moved or something was captured). */
export const F_IRREVERSIBLE = 32;
/** The move gives check (set by legality where checks are counted: n-check). */
export const F_CHECK = 64;
/** A piece from the mover's hand put on an empty square (M_FROM = M_TO = that square; runtime/rules/hand.ts). */
export const F_DROP = 128;
/** The side passes: the record changes nothing and names the royal piece's square twice (runtime/rules/passing.ts). */
export const F_PASS = 256;
/** A piece from the mover's hand enters on a gate the move leaves: the record's last change (runtime/rules/gating.ts). */
export const F_GATE = 512;

/**
 * The flags of a record made into a promotion. En passant takes the pawn that passed, and a
 * promoted piece is not that pawn: a double step that promotes leaves no en-passant target
 * (its record keeps M_EP_A/M_EP_B at -1). A promotion cannot be undone by moving, so it resets
 * the move-rule counter whatever promotes (a shogi bishop too, as Fairy-Stockfish counts it).
 * Every writer of a promotion goes through here.
 */
export function promotionFlags(flags: number): number {
  return (flags | F_PROMOTION | F_IRREVERSIBLE) & ~F_DOUBLE_STEP;
}

/** A stack of move lists in one growing arena; lists are nested by ply. */
export class MoveBuffer {
  data = new Int32Array(1 << 16);
  /** Offsets of moves in `data`, stacked list after list. */
  offsets = new Int32Array(1 << 12);
  /** Next free index in `data`. */
  top = 0;
  /** Number of entries in `offsets`. */
  count = 0;
  private current = -1;

  /** Starts a move record; fields default to "nothing". */
  begin(from: number, to: number, flags: number): void {
    this.current = this.header(from, to, flags, 0, 256);
    this.top = this.current + M_HEADER;
  }

  /** Writes a header at `top` with room for `room` more ints, returning its offset. */
  private header(from: number, to: number, flags: number, changes: number, room: number): number {
    if (this.top + room > this.data.length) this.growData();
    if (this.count >= this.offsets.length) this.growOffsets();
    const d = this.data;
    const o = this.top;
    d[o + M_FROM] = from;
    d[o + M_TO] = to;
    d[o + M_FLAGS] = flags;
    d[o + M_PROMO] = 0;
    d[o + M_EP_A] = -1;
    d[o + M_EP_B] = -1;
    d[o + M_COUNT] = changes;
    return o;
  }

  change(sq: number, oldPiece: number, newPiece: number): void {
    const d = this.data;
    const t = this.top;
    d[t] = sq;
    d[t + 1] = oldPiece;
    d[t + 2] = newPiece;
    this.top = t + 3;
    d[this.current + M_COUNT]++;
  }

  /** Makes room for `ints` more ints at `top`. */
  reserve(ints: number): void {
    while (this.top + ints > this.data.length) this.growData();
  }

  /**
   * Writes at the arena's top a copy of the record at `off` with one more change (`sq` from
   * `before` to `after`) and returns the copy's offset; the caller sets its flags and lists it.
   */
  copyWithChange(off: number, sq: number, before: number, after: number): number {
    const n = M_HEADER + 3 * this.data[off + M_COUNT];
    this.reserve(n + 3);
    const d = this.data;
    const copy = this.top;
    d.copyWithin(copy, off, off + n);
    d[copy + n] = sq;
    d[copy + n + 1] = before;
    d[copy + n + 2] = after;
    d[copy + M_COUNT]++;
    this.top = copy + n + 3;
    return copy;
  }

  /** Appends an already written record to the current list. */
  list(off: number): void {
    if (this.count >= this.offsets.length) this.growOffsets();
    this.offsets[this.count++] = off;
  }

  /** Ends the record and appends it to the current list. */
  commit(): void {
    this.offsets[this.count++] = this.current;
  }

  /** A quiet or replacement move of one piece: the commonest record, written in one call. */
  simple(from: number, to: number, piece: number, captured: number, flags: number): void {
    const o = this.header(from, to, flags, 2, 16);
    const d = this.data;
    d[o + 8] = from;
    d[o + 9] = piece;
    d[o + 10] = 0;
    d[o + 11] = to;
    d[o + 12] = captured;
    d[o + 13] = piece;
    this.top = o + 14;
    this.offsets[this.count++] = o;
  }

  /** Sets the squares a double step passed (en passant) on the newest listed record. */
  passed(a: number, b: number): void {
    const o = this.offsets[this.count - 1];
    this.data[o + M_EP_A] = a;
    this.data[o + M_EP_B] = b;
  }

  /** A drop: the one change puts `piece` on empty `sq` (from and to are both `sq`). */
  drop(sq: number, piece: number, flags: number): void {
    const o = this.header(sq, sq, flags, 1, 16);
    const d = this.data;
    d[o + 8] = sq;
    d[o + 9] = 0;
    d[o + 10] = piece;
    this.top = o + 11;
    this.offsets[this.count++] = o;
  }

  private growData(): void {
    const bigger = new Int32Array(this.data.length * 2);
    bigger.set(this.data);
    this.data = bigger;
  }

  private growOffsets(): void {
    const bigger = new Int32Array(this.offsets.length * 2);
    bigger.set(this.offsets);
    this.offsets = bigger;
  }
}

// What a move does besides its board diff, where the variant keeps a hand or a goal piece
// (VariantTables.captureEffects): captured pieces join a hand, drops, gates and promotions from
// the pool take theirs out, promoted pieces carry a mark (to demote on capture), the capture of
// a goal piece ends the game, and each ply remembers what it dropped. The hand and the marks are
// kept in the hash as they change.

import { M_COUNT, M_FLAGS, M_FROM, M_HEADER, M_PROMO, M_TO, F_CAPTURE, F_DROP, F_GATE } from '../moves.ts';
import { gatedPiece } from '../rules/gating.ts';
import { EMPTY } from '../board/pieces.ts';
import type { Position } from './position.ts';

export class CaptureEffects {
  /** Saved `promotedFrom` entries of the squares each made move touched, for unmake. */
  private promotedSaved = new Int8Array(4096);
  private promotedTop = 0;
  /** By ply (after the move made at it), the piece code that move dropped, 0 if none. */
  private dropped = new Int32Array(1024);

  /** After make's board changes and its ply step: the effects of the move at `off`, made by `mover`. */
  make(pos: Position, data: Int32Array, off: number, mover: number): void {
    this.apply(pos, data, off, 1, mover);
    this.noteDrop(pos.ply, data[off + M_FLAGS] & F_DROP ? data[off + M_HEADER + 2] : 0);
    if (pos.t.hand.tracksPromoted) this.markPromoted(pos, data, off);
  }

  /**
   * Before unmake's board changes: the hand and the promoted marks as they were. The state
   * stack restores `finished` and the hash.
   */
  unmake(pos: Position, data: Int32Array, off: number, mover: number): void {
    if (pos.t.hand.tracksPromoted) this.restorePromoted(pos, data, off);
    this.apply(pos, data, off, -1, mover);
  }

  /** Records what the move made at `ply` dropped (0: nothing), for the drop rule `mate` (runtime/rules/hand.ts). */
  noteDrop(ply: number, code: number): void {
    if (ply >= this.dropped.length) {
      const bigger = new Int32Array(this.dropped.length * 2);
      bigger.set(this.dropped);
      this.dropped = bigger;
    }
    this.dropped[ply] = code;
  }

  /** The piece code the move made at `ply` dropped. */
  droppedAt(ply: number): number {
    return this.dropped[ply];
  }

  /**
   * The hand and goal bookkeeping (sign 1 on make, -1 on unmake): a captured piece joins the
   * hand its plan names (the capturer's, demoted where promoted pieces are tracked, or its
   * owner's promotion pool), a promotion from the pool, a drop or a gating takes its piece out,
   * and the capture of a goal piece finishes the game.
   */
  private apply(pos: Position, data: Int32Array, off: number, sign: number, mover: number): void {
    const t = pos.t;
    const marks = t.hand.tracksPromoted ? pos.promotedFrom : null;
    const end = off + M_HEADER + 3 * data[off + M_COUNT];
    // an exploding capture removes every piece it touches, the capturer's and its own side's too
    // (each of its changes empties a square), and each goes to its owner's opponent's hand, as
    // Fairy-Stockfish's blast does; otherwise only the opponent's pieces are captured
    const blown = t.explosion !== null && (data[off + M_FLAGS] & F_CAPTURE) !== 0;
    for (let i = off + M_HEADER; i < end; i += 3) {
      const oldPiece = data[i + 1];
      const newPiece = data[i + 2];
      if (oldPiece <= 0 || (!blown && ((oldPiece & 1) === mover || (newPiece !== EMPTY && (newPiece & 1) === (oldPiece & 1))))) continue;
      const was = marks !== null && marks[data[i]] > 0 ? marks[data[i]] : oldPiece;
      if (t.hand.toHand[was]) addToHand(pos, t.hand.toHand[was], sign);
      if (sign > 0 && t.goalTarget[oldPiece]) pos.finished = 1 + ((oldPiece & 1) ^ 1);
    }
    const promo = data[off + M_PROMO];
    if (promo && t.poolable[promo]) addToHand(pos, promo, -sign);
    // a promoted form dropped (hand `dropForms`) comes out of the hand as its piece
    if (data[off + M_FLAGS] & F_DROP) addToHand(pos, t.hand.heldAs[data[off + M_HEADER + 2]], -sign);
    if (data[off + M_FLAGS] & F_GATE) addToHand(pos, gatedPiece(data, off), -sign);
  }

  /**
   * After make's board changes: saves the promoted marks of the squares the move touched, clears
   * them, and marks the mover's landing square — with what it promoted from, or with its own mark
   * carried from its start square.
   */
  private markPromoted(pos: Position, data: Int32Array, off: number): void {
    const marks = pos.promotedFrom;
    const end = off + M_HEADER + 3 * data[off + M_COUNT];
    if (this.promotedTop + data[off + M_COUNT] > this.promotedSaved.length) {
      const bigger = new Int8Array(this.promotedSaved.length * 2);
      bigger.set(this.promotedSaved);
      this.promotedSaved = bigger;
    }
    const carried = data[off + M_FLAGS] & F_DROP ? 0 : marks[data[off + M_FROM]];
    for (let i = off + M_HEADER; i < end; i += 3) this.promotedSaved[this.promotedTop++] = marks[data[i]];
    for (let i = off + M_HEADER; i < end; i += 3) setMark(pos, data[i], 0);
    const to = data[off + M_TO];
    // the first change of every record is the mover leaving (or changing on) its square
    if (data[off + M_PROMO]) setMark(pos, to, data[off + M_HEADER + 1]);
    else if (pos.board[to] > 0) setMark(pos, to, carried);
  }

  /** Before unmake's board changes: the promoted marks as they were before the move. */
  private restorePromoted(pos: Position, data: Int32Array, off: number): void {
    const start = off + M_HEADER;
    for (let i = start + 3 * (data[off + M_COUNT] - 1); i >= start; i -= 3) pos.promotedFrom[data[i]] = this.promotedSaved[--this.promotedTop];
  }
}

/**
 * Sets a square's promoted mark, keeping the hash: a marked square hashes with the key of the
 * unused piece code 1 there (a mark's value follows from the piece on the square), so a promoted
 * queen and a queen are different positions. Unmake restores the hash from the state stack.
 */
function setMark(pos: Position, sq: number, mark: number): void {
  const marks = pos.promotedFrom;
  if ((marks[sq] > 0) !== (mark > 0)) {
    const z = pos.t.zobrist;
    const k = z.index(1, sq);
    pos.hashLo ^= z.pieceLo[k];
    pos.hashHi ^= z.pieceHi[k];
  }
  marks[sq] = mark;
}

function addToHand(pos: Position, code: number, delta: number): void {
  const t = pos.t;
  const z = t.zobrist;
  const before = t.poolKey(code, pos.hand[code]);
  pos.hand[code] += delta;
  const after = t.poolKey(code, pos.hand[code]);
  pos.hashLo ^= z.miscLo[before] ^ z.miscLo[after];
  pos.hashHi ^= z.miscHi[before] ^ z.miscHi[after];
}

// Gating (Seirawan chess; plan `hand.gating`): a piece of the start position whose square is a
// gate (a first-move right marked `gate`, runtime/rules/first-moves.ts) may, on its first move, let a
// piece from the mover's hand enter the board on the square it leaves; castling may let one in on
// the king's or the partner's square, whichever the castling leaves empty. A gated move is the
// plain move's record with one more change, (gate, empty, piece from hand), flagged F_GATE so that
// make takes the piece out of the hand. The rights are the first-move rights: kept per square in
// the position, hashed, lost when the square is touched, written in the castling field as file
// letters (Fairy-Stockfish's `KQBCDFGkqbcdfg`). A gated move is legal exactly where its plain move
// is: the piece entering may not cover a check (a pinned piece may not move and gate behind it, a
// king may not step along a checking line with a gate behind it: S-Chess's rules, and Fairy-
// Stockfish's legality), though it may give one. So legality (runtime/legal/legal.ts) appends the gated
// copies of the legal plain moves of either engine, in place in the move buffer: no allocation.

import { castlingPartnerSquare } from './castling.ts';
import { F_CASTLE, F_DROP, F_GATE, F_PASS, M_COUNT, M_FLAGS, M_FROM, M_HEADER, type MoveBuffer } from '../moves.ts';
import { EMPTY } from '../board/pieces.ts';
import type { VariantPlan } from '../plan/variant.ts';
import type { Position } from '../state/position.ts';
import type { HandTables } from './hand.ts';
import type { FirstMoveTables } from './first-moves.ts';
import type { Geometry } from '../board/geometry.ts';

export class GatingTables {
  /** The first-move rights that are gates, bit i for right i. */
  readonly gates: number;
  /**
   * Per colour, the gates that lapse once that side's hand is empty for good (captures go
   * nowhere, so it never refills); 0 where hands can refill. A gate whose piece also has
   * first moves of its own (`initial`) keeps its right for those.
   */
  readonly lapse: Int32Array;
  /** 1 where a piece of code c may enter square s from hand (index c * size + s): the drop rules hold for gating too. */
  readonly allowed: Uint8Array;

  constructor(plan: VariantPlan, geo: Geometry, codes: number, hand: HandTables, rights: FirstMoveTables) {
    let gates = 0;
    this.lapse = new Int32Array(2);
    rights.rights.forEach((r, i) => {
      if (!r.gate) return;
      gates |= 1 << i;
      const hasFirstMoves = plan.pieces[r.type].moves.some((n) => n.initial);
      if (plan.hand?.captures === 'none' && !hasFirstMoves) this.lapse[r.color] |= 1 << i;
    });
    this.gates = gates;
    this.allowed = new Uint8Array(codes * geo.size);
    for (let code = 2; code < codes; code++) for (const sq of hand.dropSquares[code]) this.allowed[code * geo.size + sq] = 1;
  }
}

/**
 * Appends, for each legal move `first`..`buf.count` of `buf` that takes a piece off a gate of the
 * side to move, the same move with each piece of the mover's hand entering on that square.
 */
export function gatingMoves(pos: Position, buf: MoveBuffer, first: number): void {
  const t = pos.t;
  const open = pos.firstMoves & t.gating!.gates;
  if (open === 0) return;
  const bit = t.firstMoves.bit;
  const end = buf.count;
  for (let i = first; i < end; i++) {
    const off = buf.offsets[i];
    const flags = buf.data[off + M_FLAGS];
    if (flags & (F_DROP | F_PASS)) continue;
    const from = buf.data[off + M_FROM];
    if (open & bit[from] && emptiedBy(buf.data, off, from)) gateInto(pos, buf, off, from);
    if (flags & F_CASTLE) {
      const partner = castlingPartnerSquare(buf.data, off);
      if (open & bit[partner] && emptiedBy(buf.data, off, partner)) gateInto(pos, buf, off, partner);
    }
  }
}

/** Whether the move record at `off` leaves `sq` empty (a castling king may land on its partner's square). */
function emptiedBy(data: Int32Array, off: number, sq: number): boolean {
  let last = -1;
  const end = off + M_HEADER + 3 * data[off + M_COUNT];
  for (let i = off + M_HEADER; i < end; i += 3) if (data[i] === sq) last = data[i + 2];
  return last === EMPTY;
}

/** Appends copies of the record at `off`, one per piece type of the mover's hand allowed on `gate`, each with it entering there. */
function gateInto(pos: Position, buf: MoveBuffer, off: number, gate: number): void {
  const t = pos.t;
  const allowed = t.gating!.allowed;
  const size = t.geo.size;
  const hand = pos.hand;
  for (let code = 2 + pos.side; code < t.codes; code += 2) {
    if (hand[code] <= 0 || allowed[code * size + gate] === 0) continue;
    const o = buf.copyWithChange(off, gate, EMPTY, code);
    buf.data[o + M_FLAGS] |= F_GATE;
    buf.list(o);
  }
}

/** The square a gated move's piece enters on and that piece's code (its record's last change). */
export function gateSquare(data: Int32Array, off: number): number {
  return data[off + M_HEADER + 3 * (data[off + M_COUNT] - 1)];
}

export function gatedPiece(data: Int32Array, off: number): number {
  return data[off + M_HEADER + 3 * (data[off + M_COUNT] - 1) + 2];
}

/**
 * After side `c` gated or dropped: where its hand is now empty for good, its lapsing gates go
 * (kept in the hash), as Fairy-Stockfish drops them; no move could use them again.
 */
export function lapseGates(pos: Position, c: number): void {
  const t = pos.t;
  const lose = pos.firstMoves & t.gating!.lapse[c];
  if (lose === 0) return;
  for (let code = 2 + c; code < t.codes; code += 2) if (pos.hand[code] > 0) return;
  const z = t.zobrist;
  for (let bits = lose, i = 0; bits !== 0; bits >>>= 1, i++) {
    if (!(bits & 1)) continue;
    pos.hashLo ^= z.miscLo[t.firstMoveKeyBase + i];
    pos.hashHi ^= z.miscHi[t.firstMoveKeyBase + i];
  }
  pos.firstMoves &= ~lose;
}

/**
 * A gated move's UCI text as Fairy-Stockfish writes it: the plain move and the entering piece's
 * letter (b1c3h, e1g1h); a castling that gates on its partner's square goes from that square to
 * the king's (h1e1h).
 */
export function gatedUci(pos: Position, data: Int32Array, off: number, plain: string): string {
  const gate = gateSquare(data, off);
  const letter = pos.t.plan.pieces[(gatedPiece(data, off) >> 1) - 1].letter;
  const from = data[off + M_FROM];
  if (data[off + M_FLAGS] & F_CASTLE && gate !== from) return pos.t.geo.name(gate) + pos.t.geo.name(from) + letter;
  return plain + letter;
}

/** A gated move's SAN suffix as Fairy-Stockfish writes it: `/H` (Nc3/H), with the square after castling (O-O/He1). */
export function gatedSanSuffix(pos: Position, data: Int32Array, off: number): string {
  const letter = pos.t.plan.pieces[(gatedPiece(data, off) >> 1) - 1].letter.toUpperCase();
  return '/' + letter + (data[off + M_FLAGS] & F_CASTLE ? pos.t.geo.name(gateSquare(data, off)) : '');
}

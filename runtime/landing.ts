// Shared move writers that both the interpreter and generated engines call for the
// less common shapes: promotion fan-out, en passant, double steps and castling.

import type { MoveGenerator } from './generator.ts';
import {
  F_CAPTURE,
  F_CASTLE,
  F_DOUBLE_STEP,
  F_EN_PASSANT,
  F_IRREVERSIBLE,
  F_PROMOTION,
  M_EP_A,
  M_EP_B,
  M_PROMO,
  type MoveBuffer,
} from './moves.ts';
import { EMPTY } from './pieces.ts';
import type { Position } from './position.ts';

/**
 * Writes a one-piece move from `from` to `to` (capturing `captured` there, or 0), fanning out
 * into promotions when the mover promotes and lands in its zone.
 */
export function land(pos: Position, buf: MoveBuffer, from: number, to: number, code: number, captured: number): void {
  const t = pos.t;
  let flags = captured !== EMPTY ? F_CAPTURE | F_IRREVERSIBLE : t.pawn[code] ? F_IRREVERSIBLE : 0;
  const zone = t.promotes[code] ? t.promoZone[(code & 1) * t.geo.size + to] : 0;
  if (zone === 0) {
    buf.simple(from, to, code, captured, flags);
    return;
  }
  if (zone === 1) buf.simple(from, to, code, captured, flags);
  flags |= F_PROMOTION;
  const choices = t.promoChoices[code & 1];
  for (let i = 0; i < choices.length; i++) {
    buf.begin(from, to, flags);
    buf.data[buf.top - 8 + M_PROMO] = choices[i];
    buf.change(from, code, EMPTY);
    buf.change(to, captured, choices[i]);
    buf.commit();
  }
}

/** A quiet multi-step that leaves en-passant targets behind (`passB` may be -1). */
export function doubleStep(buf: MoveBuffer, from: number, to: number, code: number, passA: number, passB: number): void {
  buf.begin(from, to, F_DOUBLE_STEP | F_IRREVERSIBLE);
  const o = buf.top - 8;
  buf.data[o + M_EP_A] = passA;
  buf.data[o + M_EP_B] = passB;
  buf.change(from, code, EMPTY);
  buf.change(to, EMPTY, code);
  buf.commit();
}

/** Whether a pawn of the side to move landing on empty `to` would take en passant. */
export function isEnPassantTarget(pos: Position, to: number): boolean {
  if (to !== pos.epA && to !== pos.epB) return false;
  const victim = pos.board[pos.epVictim];
  return victim > 0 && (victim & 1) !== pos.side && pos.t.pawn[victim] === 1;
}

/** An en-passant capture: the mover lands on the passed square and the pawn that passed it vanishes. */
export function enPassant(pos: Position, buf: MoveBuffer, from: number, to: number, code: number): void {
  const victimSq = pos.epVictim;
  const t = pos.t;
  if (t.promotes[code] && t.promoZone[(code & 1) * t.geo.size + to]) {
    // Rare: promotion on an en-passant capture; reuse the promotion fan-out, then add the removal.
    const first = buf.count;
    land(pos, buf, from, to, code, EMPTY);
    for (let i = first; i < buf.count; i++) appendRemoval(buf, i, victimSq, pos.board[victimSq]);
    return;
  }
  buf.begin(from, to, F_CAPTURE | F_EN_PASSANT | F_IRREVERSIBLE);
  buf.change(from, code, EMPTY);
  buf.change(to, EMPTY, code);
  buf.change(victimSq, pos.board[victimSq], EMPTY);
  buf.commit();
}

/** Appends a removal to the last written move (which must be the record at list index `i`). */
function appendRemoval(buf: MoveBuffer, i: number, sq: number, piece: number): void {
  const o = buf.offsets[i];
  if (i !== buf.count - 1) throw new Error('appendRemoval: only the last move can grow');
  buf.data[o + 2] |= F_CAPTURE | F_EN_PASSANT;
  buf.data[buf.top] = sq;
  buf.data[buf.top + 1] = piece;
  buf.data[buf.top + 2] = EMPTY;
  buf.top += 3;
  buf.data[o + 6]++;
}

/** Castling moves of the side to move whose rights, empty squares and safe squares all hold. */
export function castlingMoves(pos: Position, buf: MoveBuffer, gen: MoveGenerator): void {
  const rules = pos.t.castling;
  const board = pos.board;
  for (let i = 0; i < rules.length; i++) {
    const r = rules[i];
    if (r.color !== pos.side || !(pos.castling & (1 << i))) continue;
    if (board[r.kingFrom] !== r.king || board[r.rookFrom] !== r.rook) continue;
    let ok = true;
    for (const sq of r.empty) if (board[sq] !== EMPTY && sq !== r.kingFrom && sq !== r.rookFrom) ok = false;
    if (!ok) continue;
    for (const sq of r.safe) if (gen.attacked(pos, sq, pos.side ^ 1)) ok = false;
    if (!ok) continue;
    buf.begin(r.kingFrom, r.kingTo, F_CASTLE);
    buf.change(r.kingFrom, r.king, EMPTY);
    buf.change(r.rookFrom, r.rook, EMPTY);
    buf.change(r.kingTo, EMPTY, r.king);
    buf.change(r.rookTo, EMPTY, r.rook);
    buf.commit();
  }
}


// Shared move writers that both the interpreter and generated engines call: the general
// writer (extra removals, custodian capture, promotion fan-out, promotion from the pool),
// en passant, double steps and castling. The commonest shape, a plain one-piece move,
// short-cuts to MoveBuffer.simple.

import { choiceOpen } from '../rules/promotion-limits.ts';
import type { MoveGenerator } from './generator.ts';
import { F_CAPTURE, F_CASTLE, F_DOUBLE_STEP, F_EN_PASSANT, F_IRREVERSIBLE, M_EP_A, M_EP_B, M_FLAGS, M_PROMO, promotionFlags, type MoveBuffer } from '../moves.ts';
import { EMPTY } from '../board/pieces.ts';
import { attackedByBlast, blastSquares } from '../rules/explosion.ts';
import type { Position } from '../state/position.ts';
import type { VariantTables } from '../tables/tables.ts';

/**
 * Squares a move being written removes besides its landing square: set by the capture-mode
 * writers, extended by custodian capture, consumed by `writeMove`. One preallocated list, so
 * writing a move allocates nothing.
 */
export const removals = { squares: new Int32Array(256), count: 0 };

/**
 * Writes a one-piece move from `from` to `to` (capturing `captured` there, or 0), fanning out
 * into promotions when the mover promotes and lands in its zone.
 */
export function land(pos: Position, buf: MoveBuffer, from: number, to: number, code: number, captured: number): void {
  removals.count = 0;
  if (plainRecord(pos, from, to, code, captured)) {
    buf.simple(from, to, code, captured, captured !== EMPTY ? F_CAPTURE | F_IRREVERSIBLE : pos.t.resetsMoveRule[code] ? F_IRREVERSIBLE : 0);
    return;
  }
  writeMove(pos, buf, from, to, code, captured, 0);
}

/**
 * Whether a move to `to` is one plain record (MoveBuffer.simple): no explosion, no promotion
 * here (with capture chains, promotion waits for the chain's final square), and no custodian
 * capture, which is tested on the board first (the commonest case of a custodian piece's move).
 */
function plainRecord(pos: Position, from: number, to: number, code: number, captured: number): boolean {
  const t = pos.t;
  if (t.explosion !== null && captured !== EMPTY) return false;
  if (t.promotes[code] && !t.chains && promotionZone(t, code, from, to)) return false;
  return t.custodian[code].length === 0 || !custodianTakes(pos, from, to, code);
}

/**
 * The promotion a move of a promoting piece meets: 0 none, 1 optional, 2 compulsory — by its
 * landing square, or by its start square too where moves from the zone promote (shogi), the
 * stricter of the two.
 */
export function promotionZone(t: VariantTables, code: number, from: number, to: number): number {
  const base = code * t.geo.size;
  const zone = t.promoZone[base + to];
  if (t.promoFrom === null) return zone;
  const start = t.promoFrom[base + from];
  return start > zone ? start : zone;
}

/**
 * Writes a move of a node that may not promote (plan `noPromotion`): as `land` where the mover
 * does not promote there, unpromoted where promotion is optional, and nothing where it is compulsory.
 */
export function landUnpromoted(pos: Position, buf: MoveBuffer, from: number, to: number, code: number, captured: number): void {
  const t = pos.t;
  const zone = t.promotes[code] ? promotionZone(t, code, from, to) : 0;
  if (zone === 2) return;
  if (zone === 0) return land(pos, buf, from, to, code, captured);
  removals.count = 0;
  writeMove(pos, buf, from, to, code, captured, 0, false);
}

/**
 * The general writer: the mover goes from `from` to `to` (staying put when they are equal),
 * `captured` is what stood on `to`, and `removals` lists other squares it empties. Adds
 * custodian captures, then writes one record, or one per promotion choice.
 */
export function writeMove(pos: Position, buf: MoveBuffer, from: number, to: number, code: number, captured: number, extraFlags: number, promote = true): void {
  const t = pos.t;
  if (t.custodian[code].length) addCustodian(pos, from, to, code);
  const takes = captured !== EMPTY || removals.count > 0;
  const flags = extraFlags | (takes ? F_CAPTURE | F_IRREVERSIBLE : t.resetsMoveRule[code] ? F_IRREVERSIBLE : 0);
  // an exploding capture: the blast's squares join the removals, and the mover is gone too
  const blown = takes && t.explosion !== null;
  if (blown) removals.count = blastSquares(pos, t.explosion!, from, to, removals.squares, removals.count);
  // with capture chains, promotion is judged on the chain's final square (runtime/rules/chains.ts)
  const zone = promote && t.promotes[code] && !t.chains ? promotionZone(t, code, from, to) : 0;
  if (zone !== 2) writeRecord(pos, buf, from, to, code, captured, code, flags, blown);
  if (zone === 0) return;
  const choices = t.promoChoices[code];
  // a piece turning over (a reverting form and its piece) can turn back: the move stays as reversible as it was
  const promoted = t.flips[code] ? (promotionFlags(flags) & ~F_IRREVERSIBLE) | (flags & F_IRREVERSIBLE) : promotionFlags(flags);
  for (let i = 0; i < choices.length; i++) {
    if (!choiceOpen(pos, choices[i])) continue;
    writeRecord(pos, buf, from, to, code, captured, choices[i], promoted, blown);
  }
}

/**
 * One record: the mover leaves `from` and stands on `to` as `landed` (nothing when `blown`: it
 * explodes there, and a promotion is still a distinct move, as Fairy-Stockfish counts it).
 */
function writeRecord(pos: Position, buf: MoveBuffer, from: number, to: number, code: number, captured: number, landed: number, flags: number, blown: boolean): void {
  buf.begin(from, to, flags);
  if (landed !== code) buf.data[buf.top - 8 + M_PROMO] = landed;
  const placed = blown ? EMPTY : landed;
  if (from !== to) {
    buf.change(from, code, EMPTY);
    if (captured !== EMPTY || placed !== EMPTY) buf.change(to, captured, placed);
  } else if (placed !== code) {
    buf.change(to, code, placed);
  }
  for (let i = 0; i < removals.count; i++) {
    const sq = removals.squares[i];
    buf.change(sq, pos.board[sq], EMPTY);
  }
  buf.commit();
}

/**
 * Custodian capture after the mover lands on `to`: each enemy next to it along a custodian
 * line with a friendly piece directly behind is removed. The board is read as it is after
 * the move: `from` is empty and pieces already in `removals` are gone.
 */
function addCustodian(pos: Position, from: number, to: number, code: number): void {
  const lines = pos.t.custodian[code];
  for (let i = 0; i < lines.length; i++) {
    const x = custodianVictim(pos.board, from, to, code, lines[i]);
    if (x >= 0 && !isRemoved(x)) removals.squares[removals.count++] = x;
  }
}

/** Whether the mover landing on `to` takes anything by custodian capture (nothing else removed yet). */
function custodianTakes(pos: Position, from: number, to: number, code: number): boolean {
  const lines = pos.t.custodian[code];
  for (let i = 0; i < lines.length; i++) if (custodianVictim(pos.board, from, to, code, lines[i]) >= 0) return true;
  return false;
}

/** The enemy's square next to `to` along `line` with a friend of the mover just behind it, else -1. */
function custodianVictim(board: Int8Array, from: number, to: number, code: number, line: number): number {
  const us = code & 1;
  const x = to + line;
  const enemy = board[x];
  if (x === from || enemy <= 0 || (enemy & 1) === us) return -1;
  const y = x + line;
  const friend = board[y];
  if (y === from || friend <= 0 || (friend & 1) !== us) return -1;
  return x;
}

function isRemoved(sq: number): boolean {
  for (let i = 0; i < removals.count; i++) if (removals.squares[i] === sq) return true;
  return false;
}

/**
 * A quiet multi-step that leaves en-passant targets behind (`passB` may be -1), unless it
 * promotes (promotionFlags): only the records still flagged as a double step get the squares.
 */
export function doubleStep(pos: Position, buf: MoveBuffer, from: number, to: number, code: number, passA: number, passB: number): void {
  removals.count = 0;
  if (plainRecord(pos, from, to, code, EMPTY)) {
    buf.simple(from, to, code, EMPTY, F_DOUBLE_STEP | (pos.t.resetsMoveRule[code] ? F_IRREVERSIBLE : 0));
    buf.passed(passA, passB);
    return;
  }
  const first = buf.count;
  writeMove(pos, buf, from, to, code, EMPTY, F_DOUBLE_STEP);
  for (let i = first; i < buf.count; i++) {
    const o = buf.offsets[i];
    if (!(buf.data[o + M_FLAGS] & F_DOUBLE_STEP)) continue;
    buf.data[o + M_EP_A] = passA;
    buf.data[o + M_EP_B] = passB;
  }
}

/** Whether a piece of the side to move that takes en passant, reaching empty `sq` (landing or jumping over it), would take en passant. */
export function isEnPassantTarget(pos: Position, sq: number): boolean {
  if (sq !== pos.epA && sq !== pos.epB) return false;
  const victim = pos.board[pos.epVictim];
  return victim > 0 && (victim & 1) !== pos.side && pos.t.passable[victim] === 1;
}

/** An en-passant capture: the mover lands on `to` and the pawn that made the double step vanishes. */
export function enPassant(pos: Position, buf: MoveBuffer, from: number, to: number, code: number): void {
  removals.count = 1;
  removals.squares[0] = pos.epVictim;
  writeMove(pos, buf, from, to, code, EMPTY, F_EN_PASSANT);
}

/** Castling moves of the side to move whose rights, empty squares and safe squares all hold. */
export function castlingMoves(pos: Position, buf: MoveBuffer, gen: MoveGenerator): void {
  const rules = pos.castleRules;
  const board = pos.board;
  for (let i = 0; i < rules.length; i++) {
    const r = rules[i];
    if (r.color !== pos.side || !(pos.castling & (1 << i))) continue;
    if (board[r.kingFrom] !== r.king || board[r.rookFrom] !== r.rook) continue;
    let ok = true;
    for (const sq of r.empty) if (board[sq] !== EMPTY && sq !== r.kingFrom && sq !== r.rookFrom) ok = false;
    if (!ok) continue;
    ok = castlingSafe(pos, gen, r.safe, r.kingFrom);
    if (!ok) continue;
    buf.begin(r.kingFrom, r.kingTo, F_CASTLE);
    buf.change(r.kingFrom, r.king, EMPTY);
    buf.change(r.rookFrom, r.rook, EMPTY);
    buf.change(r.kingTo, EMPTY, r.king);
    buf.change(r.rookTo, EMPTY, r.rook);
    buf.commit();
  }
}

/**
 * Whether none of the squares the king stands on, passes or reaches is attacked. With explosions
 * a square within the blast of an enemy royal piece is not attacked (the taker would explode its
 * own), and the king is lifted off its square first, as Fairy-Stockfish tests it: a rider that
 * attacks its square, where that square is spared so, may not attack the squares beyond.
 */
function castlingSafe(pos: Position, gen: MoveGenerator, safe: readonly number[], kingFrom: number): boolean {
  const them = pos.side ^ 1;
  if (pos.t.explosion === null) {
    for (const sq of safe) if (gen.attacked(pos, sq, them)) return false;
    return true;
  }
  const king = pos.board[kingFrom];
  pos.board[kingFrom] = EMPTY;
  try {
    for (const sq of safe) if (attackedByBlast(pos, gen, sq, them)) return false;
    return true;
  } finally {
    pos.board[kingFrom] = king;
  }
}

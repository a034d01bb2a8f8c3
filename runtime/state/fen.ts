// FEN: `board[pocket] side castling ep halfmove fullmove`, read field by field into a position.
// readFen knows the fields' syntax and what each variant keeps in them (a pool, castling
// rights, en-passant squares, checks to give), not the rules of play: what no game can reach
// (royal pieces, pawn ranks, check, material) is refused by runtime/legal/setup.ts, which reads
// a FEN with readFen first, as chessops's setupPosition checks what its parseFen read. Its result's
// error names the field at fault (the pocket, or pool, is a field of its own in errors). The board
// field is read by runtime/state/fen-board.ts; runtime/state/fen-write.ts writes the canonical form.
//
// En passant (generalised to any pawn double step): the field lists the square(s) the pawn
// passed over, followed by the square of the pawn that may be taken when more than one pawn
// could have made that step — H. G. Muller's xboard extension, e.g. `c3d4` in Berolina after
// b2–d4 when a white pawn also stands on b4. A lone passed square is accepted when exactly
// one pawn fits it. With en passant by any piece (runtime/rules/any-ep.ts) the field is the first
// square the last move passed and the square of the piece that passed, e.g. `c2d2`.

import { EMPTY, pieceCode } from '../board/pieces.ts';
import { parseAnyEnPassant } from '../rules/any-ep.ts';
import { parseCastlingField } from '../rules/castling.ts';
import { doubleStepVictims, isPassableOf } from '../rules/double-step.ts';
import { lapseGates } from '../rules/gating.ts';
import type { VariantTables } from '../tables/tables.ts';
import { boardProblemMessage, parseBoardField, planShape, type PlacedPiece } from '../../schema/fen-board.ts';
import { Position } from './position.ts';
import { clip } from '../../schema/quote.ts';

export const FEN_FIELDS = ['board', 'pool', 'side', 'castling', 'ep', 'checks', 'halfmove', 'fullmove'] as const;
export type FenField = (typeof FEN_FIELDS)[number];

export interface FenError {
  readonly field: FenField;
  readonly message: string;
}

export type FenResult = { ok: true; pos: Position } | { ok: false; error: FenError };

export const fenFailure = (field: FenField, message: string): FenResult => ({ ok: false, error: { field, message } });

export function formatFenError(e: FenError): string {
  return `invalid FEN (${e.field} field): ${e.message}`;
}

export interface FenOptions {
  /**
   * A rule diagram: a movement illustration that may lack royal pieces (the legality of a
   * move is then judged only against royal pieces that are on the board).
   */
  readonly diagram?: boolean;
  /**
   * Write castling the Fischer-random way (UCI as the king taking its partner) even where the
   * king and partners stand on the variant's own squares; positions whose castling rights name
   * other squares are Fischer-random anyway.
   */
  readonly chess960?: boolean;
}

/**
 * The position a FEN's fields describe, each field checked on its own (and the pool against
 * the hands' capacity), not whether a game can reach it: parseFen (runtime/legal/setup.ts) is
 * the reader that refuses what play cannot reach.
 */
export function readFen(t: VariantTables, fen: string, options: FenOptions = {}): FenResult {
  const parts = fen.trim().split(/\s+/);
  // n-check: the checks still to give, after the en-passant field (Fairy-Stockfish's `3+3`)
  const checks = t.checkGoal > 0 && parts.length > 4 && parts[4].includes('+') ? parts.splice(4, 1)[0] : null;
  if (parts.length > 6) return fenFailure('fullmove', `expected at most 6 space-separated fields, got ${parts.length}`);
  const [boardAndPool, side = 'w', castling = '-', ep = '-', half = '0', full = '1'] = parts;
  const pos = new Position(t);
  const field = parseBoardField(boardAndPool, planShape(t.plan));
  if (field.problems.length > 0) return fenFailure('board', boardProblemMessage(field.problems[0], planShape(t.plan)));
  for (const p of field.pieces) pos.put(t.geo.mailbox(p.file, p.rank), pieceCode(p.type, p.color));
  const promotedError = markPromoted(t, pos, field.pieces);
  if (promotedError) return fenFailure('board', promotedError);
  const poolError = field.pool === undefined ? null : parsePool(t, pos, field.pool);
  if (poolError) return fenFailure('pool', poolError);
  if (side !== 'w' && side !== 'b') return fenFailure('side', `expected "w" or "b", got "${clip(side)}"`);
  pos.side = side === 'w' ? 0 : 1;
  const castlingError = parseCastlingField(t, pos, castling);
  if (castlingError) return fenFailure('castling', castlingError);
  // gates of a hand that is empty for good lapse, as after the move that emptied it (runtime/rules/gating.ts)
  if (t.gating !== null) for (const c of [0, 1]) lapseGates(pos, c);
  const epError = parseEnPassant(t, pos, ep);
  if (epError) return fenFailure('ep', epError);
  if (!/^\d{1,6}$/.test(half)) return fenFailure('halfmove', `expected a non-negative whole number, got "${clip(half)}"`);
  if (!/^\d{1,6}$/.test(full) || Number(full) < 1) return fenFailure('fullmove', `expected a whole number from 1, got "${clip(full)}"`);
  const checksError = checks === null ? null : parseChecks(t, pos, checks);
  if (checksError) return fenFailure('checks', checksError);
  pos.halfmove = Number(half);
  pos.fullmove = Number(full);
  pos.diagram = options.diagram ?? false;
  if (options.chess960) pos.chess960 = true;
  pos.rehash();
  return { ok: true, pos };
}

/** The checks each side still has to give, White's first: `3+3` (n-check). */
function parseChecks(t: VariantTables, pos: Position, field: string): string | null {
  const m = /^(\d{1,2})\+(\d{1,2})$/.exec(field);
  const wanted = `the checks White and Black still have to give, each from 0 to ${t.checkGoal}, like "${t.checkGoal}+${t.checkGoal}"`;
  if (!m) return `expected ${wanted}, got "${clip(field)}"`;
  const left = [Number(m[1]), Number(m[2])];
  if (left.some((n) => n > t.checkGoal)) return `expected ${wanted}, got "${clip(field)}"`;
  for (const c of [0, 1]) pos.checks[c] = t.checkGoal - left[c];
  return null;
}

/**
 * The hands (runtime/rules/hand.ts) in brackets: letters, uppercase for White's — pieces to drop, or
 * the pool of captured pieces available for promotion.
 */
function parsePool(t: VariantTables, pos: Position, pool: string): string | null {
  if (!t.plan.promotion?.fromCaptured && !t.plan.hand) return `this variant keeps no pool of captured pieces; remove "[${clip(pool)}]"`;
  for (const ch of pool) {
    const type = t.plan.pieces.findIndex((p) => p.letter === ch.toLowerCase());
    const code = type >= 0 && /[a-zA-Z]/.test(ch) ? pieceCode(type, ch === ch.toUpperCase() ? 0 : 1) : -1;
    if (code < 0 || !t.hand.held[code]) {
      const types = t.plan.pieces.map((p, i) => i).filter((i) => t.hand.held[pieceCode(i, 0)]);
      const allowed = types.map((c) => t.plan.pieces[c].letter).join('');
      return `"${clip(ch)}" cannot be in ${t.plan.hand ? 'a hand' : 'the pool'} (expected letters among ${allowed} and their capitals)`;
    }
    pos.hand[code]++;
  }
  // a promotion pool is bounded by the material checks; hands by the pieces a position may hold
  return t.plan.hand ? handsWithinCapacity(t, pos) : null;
}

/**
 * Board and hands together hold at most `handCapacity` pieces. The bound is on the total, not
 * on a hand alone, because play keeps the total: a capture puts the piece in a hand, so a bound
 * on a hand would refuse the FEN the engine writes after a capture.
 */
function handsWithinCapacity(t: VariantTables, pos: Position): string | null {
  let total = 0;
  for (const sq of t.geo.squares) if (pos.board[sq] !== EMPTY) total++;
  for (let code = 2; code < t.codes; code++) total += pos.hand[code];
  if (total <= t.handCapacity) return null;
  return `the board and the hands hold ${total} pieces; a position of this variant holds at most ${t.handCapacity} (twice the board's squares)`;
}

/** Pieces written with `~` are promoted: where the variant tracks them, they return to hand as what they promoted from. */
function markPromoted(t: VariantTables, pos: Position, pieces: readonly PlacedPiece[]): string | null {
  for (const p of pieces) {
    if (!p.promoted) continue;
    const code = pieceCode(p.type, p.color);
    // loop chess: a promoted piece returns to hand as it is, so its mark changes nothing (FSF reads it, never writes it)
    if (!t.hand.tracksPromoted && t.plan.hand?.captures === 'capturer') continue;
    if (!t.hand.tracksPromoted) return `"${clip(p.letter)}~" marks a promoted piece, but this variant does not track promoted pieces`;
    if (code === t.hand.unpromoted[p.color] || t.plan.pieces[p.type].royal) return `"${clip(p.letter)}~": a ${t.plan.pieces[p.type].name} cannot be a promoted piece`;
    pos.promotedFrom[t.geo.mailbox(p.file, p.rank)] = t.hand.unpromoted[p.color];
  }
  return null;
}

function parseEnPassant(t: VariantTables, pos: Position, field: string): string | null {
  if (field === '-') return null;
  if (t.anyEp !== null) return parseAnyEnPassant(pos, field, (sq) => doubleStepVictims(t, pos, [sq], pos.side ^ 1));
  const names = field.match(/[a-p](?:1[0-6]|[1-9])/g);
  if (!names || names.join('') !== field) return `expected "-" or square names like "e3", got "${clip(field)}"`;
  const squares = names.map((n) => t.geo.parse(n));
  const bad = squares.findIndex((s) => s < 0);
  if (bad >= 0) return `"${clip(names[bad])}" is not a square of this ${t.geo.files}x${t.geo.ranks} board`;
  const mover = pos.side ^ 1;
  let victim = -1;
  // the passing piece's own square may be listed with the squares it passed: last as we write it,
  // first where Fairy-Stockfish lists them in square order (a black piece stands below them)
  const last = squares[squares.length - 1];
  if (squares.length > 1 && isPassableOf(t, pos, last, mover)) victim = squares.pop()!;
  else if (squares.length > 1 && isPassableOf(t, pos, squares[0], mover)) victim = squares.shift()!;
  const candidates = doubleStepVictims(t, pos, squares, mover);
  if (victim < 0) {
    if (candidates.length === 0) return `no pawn of the side that just moved can have passed over ${names.join(', ')}`;
    if (candidates.length > 1) {
      const list = candidates.map((s) => t.geo.name(s)).join(' or ');
      return `ambiguous: the pawn on ${list} may have passed ${names[0]}; add its square, e.g. "${clip(names[0] + t.geo.name(candidates[0]))}"`;
    }
    victim = candidates[0];
  } else if (!candidates.includes(victim)) {
    return `the pawn on ${t.geo.name(victim)} cannot have passed over ${squares.map((s) => t.geo.name(s)).join(', ')}`;
  }
  pos.epA = squares[0];
  pos.epB = squares.length > 1 ? squares[1] : -1;
  pos.epVictim = victim;
  return null;
}

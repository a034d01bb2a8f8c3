// FEN: `board[pocket] side castling ep halfmove fullmove`. parseFen returns a Result whose
// error names the field at fault (the pocket, or pool, is a field of its own in errors); makeFen
// writes the canonical form back. The board field is read by runtime/fen-board.ts; what no game
// can reach is refused here (royal pieces, pawn ranks, check) and in runtime/material.ts.
//
// En passant (generalised to any pawn double step): the field lists the square(s) the pawn
// passed over, followed by the square of the pawn that may be taken when more than one pawn
// could have made that step — H. G. Muller's xboard extension, e.g. `c3d4` in Berolina after
// b2–d4 when a white pawn also stands on b4. A lone passed square is accepted when exactly
// one pawn fits it. With en passant by any piece (runtime/any-ep.ts) the field is the first
// square the last move passed and the square of the piece that passed, e.g. `c2d2`.

import { AttackTables } from '../legal/attacks.ts';
import { ChainLimitExceeded } from '../rules/chain-states.ts';
import { blastHitsOwnRoyal } from '../rules/explosion.ts';
import { Interpreter } from '../generate/interpreter.ts';
import { MoveBuffer } from '../moves.ts';
import { replyTakesRoyal } from '../legal/royal-replies.ts';
import { Position } from './position.ts';
import { EMPTY, colorOf, pieceCode } from '../board/pieces.ts';
import { passedSquares } from '../generate/paths.ts';
import { checkMaterial, movesBackward, startCount } from '../legal/material.ts';
import { boardProblemMessage, parseBoardField, planShape, type PlacedPiece } from './fen-board.ts';
import { isDropSquare } from '../rules/hand.ts';
import type { VariantTables } from '../tables/tables.ts';
import { clip } from './quote.ts';
import { castlingField, parseCastlingField } from '../rules/castling.ts';
import { lapseGates } from '../rules/gating.ts';
import { rankMask } from '../generate/move-origin.ts';
import { makeAnyEnPassant, parseAnyEnPassant } from '../rules/any-ep.ts';

export const FEN_FIELDS = ['board', 'pool', 'side', 'castling', 'ep', 'checks', 'halfmove', 'fullmove'] as const;
export type FenField = (typeof FEN_FIELDS)[number];

export interface FenError {
  readonly field: FenField;
  readonly message: string;
}

export type FenResult = { ok: true; pos: Position } | { ok: false; error: FenError };

const fail = (field: FenField, message: string): FenResult => ({ ok: false, error: { field, message } });

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

export function parseFen(t: VariantTables, fen: string, options: FenOptions = {}): FenResult {
  const parts = fen.trim().split(/\s+/);
  // n-check: the checks still to give, after the en-passant field (Fairy-Stockfish's `3+3`)
  const checks = t.checkGoal > 0 && parts.length > 4 && parts[4].includes('+') ? parts.splice(4, 1)[0] : null;
  if (parts.length > 6) return fail('fullmove', `expected at most 6 space-separated fields, got ${parts.length}`);
  const [boardAndPool, side = 'w', castling = '-', ep = '-', half = '0', full = '1'] = parts;
  const pos = new Position(t);
  const field = parseBoardField(boardAndPool, planShape(t.plan));
  if (field.problems.length > 0) return fail('board', boardProblemMessage(field.problems[0], planShape(t.plan)));
  for (const p of field.pieces) pos.put(t.geo.mailbox(p.file, p.rank), pieceCode(p.type, p.color));
  const promotedError = markPromoted(t, pos, field.pieces);
  if (promotedError) return fail('board', promotedError);
  const poolError = field.pool === undefined ? null : parsePool(t, pos, field.pool);
  if (poolError) return fail('pool', poolError);
  if (side !== 'w' && side !== 'b') return fail('side', `expected "w" or "b", got "${clip(side)}"`);
  pos.side = side === 'w' ? 0 : 1;
  const castlingError = parseCastlingField(t, pos, castling);
  if (castlingError) return fail('castling', castlingError);
  // gates of a hand that is empty for good lapse, as after the move that emptied it (runtime/gating.ts)
  if (t.gating !== null) for (const c of [0, 1]) lapseGates(pos, c);
  const epError = parseEnPassant(t, pos, ep);
  if (epError) return fail('ep', epError);
  if (!/^\d{1,6}$/.test(half)) return fail('halfmove', `expected a non-negative whole number, got "${clip(half)}"`);
  if (!/^\d{1,6}$/.test(full) || Number(full) < 1) return fail('fullmove', `expected a whole number from 1, got "${clip(full)}"`);
  const checksError = checks === null ? null : parseChecks(t, pos, checks);
  if (checksError) return fail('checks', checksError);
  pos.halfmove = Number(half);
  pos.fullmove = Number(full);
  const placementError = checkPlacement(t, pos, options.diagram ?? false);
  if (placementError) return fail('board', placementError);
  const materialError = options.diagram ? null : checkMaterial(t, pos);
  if (materialError) return fail(materialError.field, materialError.message);
  const checkError = options.diagram ? null : oppositeCheck(t, pos);
  if (checkError) return fail('side', checkError);
  if (!options.diagram) pos.finished = goalReached(t, pos);
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
 * The hands (runtime/hand.ts) in brackets: letters, uppercase for White's — pieces to drop, or
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

/**
 * With goal `capture`, a side that has fewer goal pieces than the start position gave it has
 * lost: the position is finished (1 + the winner's colour), else 0.
 */
function goalReached(t: VariantTables, pos: Position): number {
  if (t.plan.goal.kind !== 'capture' || t.plan.goal.target < 0) return 0;
  for (const c of [0, 1]) {
    const code = pieceCode(t.plan.goal.target, c);
    const count = t.geo.squares.filter((sq) => pos.board[sq] === code).length;
    if (t.goalTarget[code] && count < startCount(t, code)) return 1 + (c ^ 1);
  }
  return 0;
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
  const last = squares[squares.length - 1];
  if (squares.length > 1 && isPassableOf(t, pos, last, mover)) victim = squares.pop()!;
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

function isPassableOf(t: VariantTables, pos: Position, sq: number, color: number): boolean {
  const p = pos.board[sq];
  return p > 0 && colorOf(p) === color && t.passable[p] === 1;
}

/** Squares of pawns of `color` that one double step from an empty start square over exactly `passed` brought there. */
export function doubleStepVictims(t: VariantTables, pos: Position, passed: readonly number[], color: number): number[] {
  const { geo } = t;
  const found = new Set<number>();
  for (const sq of geo.squares) {
    const code = pos.board[sq];
    if (!isPassableOf(t, pos, sq, color)) continue;
    for (const node of t.plan.pieces[(code >> 1) - 1].moves) {
      if (!node.doubleStep) continue;
      for (const v of node.vectors) {
        const from = geo.canon[sq - geo.offset(v[0], v[1], color)];
        if (!geo.onBoard(from) || pos.board[from] !== EMPTY || (node.initial && !t.initial[code * geo.size + from])) continue;
        if (node.ranks && !rankMask(t, node, color)![from]) continue;
        const path = passedSquares(v).map(([x, y]) => geo.canon[from + geo.offset(x, y, color)]);
        if (path.length === passed.length && path.every((s, i) => s === passed[i])) found.add(sq);
      }
    }
  }
  return [...found].sort((a, b) => geo.coordOf[a] - geo.coordOf[b]);
}

/** Checks that need the whole board: royal pieces present, pawns off their impossible ranks. */
function checkPlacement(t: VariantTables, pos: Position, diagram: boolean): string | null {
  const { geo, plan } = t;
  if (plan.goal.kind === 'checkmate' && !diagram) {
    for (const c of [0, 1]) {
      // a setup phase (placement chess) starts the royal piece in hand: it is there, to be dropped
      let count = geo.squares.filter((sq) => pos.board[sq] > 0 && t.royal[pos.board[sq]] && colorOf(pos.board[sq]) === c).length;
      for (let code = 2 + c; code < t.codes; code += 2) if (t.royal[code]) count += pos.hand[code];
      const side = c === 0 ? 'White' : 'Black';
      // a side the start position gives no royal piece plays without one where losing its pieces
      // ends the game (horde's White: an extinction condition); otherwise it could never lose.
      // With explosions, the side to move may have lost its royal piece to its opponent's last move (a finished game)
      const exploded = t.explosion !== null && c === pos.side;
      if (count === 0 && !exploded && (startsWithRoyal(t, c) || !(plan.goal.conditions ?? []).some((e) => e.kind === 'extinction'))) return `${side} has no royal piece (${royalNames(t)})`;
      if (count > 1 && !t.severalRoyals) return `${side} has ${count} royal pieces; this variant allows one`;
    }
  }
  // a rule diagram is an illustration: pawns may stand anywhere
  for (const sq of diagram ? [] : geo.squares) {
    const p = pos.board[sq];
    if (p <= 0 || !t.pawn[p]) continue;
    const c = colorOf(p);
    const relRank = c === 0 ? geo.rankOf(sq) : geo.ranks - 1 - geo.rankOf(sq);
    const letter = plan.pieces[(p >> 1) - 1].letter;
    const shown = c === 0 ? letter.toUpperCase() : letter;
    if (t.promotes[p] && t.promoZone[p * geo.size + sq] === 2) return `pawn ${shown} on ${geo.name(sq)} stands where it must already have promoted`;
    if (relRank === 0 && !movesBackward(t, p) && !startsOnFirstRank(t, p) && !isDropSquare(t.hand, p, sq)) return `pawn ${shown} on ${geo.name(sq)} stands on its own first rank, which it can never reach`;
  }
  return null;
}

/** Whether the start position gives side `c` a royal piece. */
function startsWithRoyal(t: VariantTables, c: number): boolean {
  const { geo } = t;
  for (let code = 2 + c; code < t.codes; code += 2) if (t.royal[code] && geo.squares.some((sq) => t.initial[code * geo.size + sq])) return true;
  return false;
}

/** Whether the start position puts a pawn of this code on its own first rank (horde): it may stand there. */
function startsOnFirstRank(t: VariantTables, code: number): boolean {
  const { geo } = t;
  const rank = (code & 1) === 0 ? 0 : geo.ranks - 1;
  for (let file = 0; file < geo.files; file++) if (t.initial[code * geo.size + geo.mailbox(file, rank)]) return true;
  return false;
}

const attackTables = new WeakMap<VariantTables, AttackTables>();

/**
 * In a checkmate variant, the side that just moved cannot have left a royal piece attacked:
 * such a position never arises, and from it the side to move would capture the royal piece.
 */
function oppositeCheck(t: VariantTables, pos: Position): string | null {
  if (t.plan.goal.kind !== 'checkmate') return null;
  const them = pos.side ^ 1;
  // exploding the enemy royal piece was legal even if it left one's own attacked
  if (t.explosion !== null && pos.royalSq[pos.side] < 0) return null;
  const squares = t.severalRoyals ? t.geo.squares.filter((sq) => pos.board[sq] > 0 && t.royal[pos.board[sq]] && colorOf(pos.board[sq]) === them) : [pos.royalSq[them]];
  const sq = squares.find((s) => s >= 0 && royalAttacked(t, pos, s, them));
  if (sq === undefined) return null;
  const [mover, other] = pos.side === 0 ? ['White', 'Black'] : ['Black', 'White'];
  // the replies tell that some royal piece could be taken, not which one
  const royal = t.checkByReplies && squares.length > 1 ? `one of ${other}'s royal pieces` : `${other}'s ${t.plan.pieces[(pos.board[sq] >> 1) - 1].name} on ${t.geo.name(sq)}`;
  return `${mover} to move, but ${royal} is attacked: the side that has just moved cannot be in check`;
}

const interpreters = new WeakMap<VariantTables, Interpreter>();
let scratch: MoveBuffer | undefined;

/**
 * Whether the side to move could take the other side's royal piece: by the attack tables, or by
 * its moves where those cannot see every capture (runtime/royal-replies.ts).
 */
function royalAttacked(t: VariantTables, pos: Position, sq: number, them: number): boolean {
  if (t.checkByReplies) {
    let gen = interpreters.get(t);
    if (!gen) interpreters.set(t, (gen = new Interpreter(t)));
    pos.rehash(); // chains make and unmake their steps
    try {
      return replyTakesRoyal(pos, gen, (scratch ??= new MoveBuffer()), them);
    } catch (e) {
      // too many chain states to tell: accepted here, and generating its moves says why
      if (e instanceof ChainLimitExceeded) return false;
      throw e;
    }
  }
  // touching kings: taking the royal piece would explode the taker's own
  if (t.explosion !== null && blastHitsOwnRoyal(pos, sq, pos.side)) return false;
  let attacks = attackTables.get(t);
  if (!attacks) attackTables.set(t, (attacks = new AttackTables(t)));
  return attacks.attacked(pos, sq, pos.side);
}

function royalNames(t: VariantTables): string {
  return t.plan.pieces.filter((p) => p.royal).map((p) => `${p.name} ${p.letter.toUpperCase()}/${p.letter}`).join(', ');
}

export function makeFen(pos: Position): string {
  const t = pos.t;
  const { geo } = t;
  const rows: string[] = [];
  for (let rank = geo.ranks - 1; rank >= 0; rank--) {
    let row = '';
    let empty = 0;
    for (let file = 0; file < geo.files; file++) {
      const p = pos.board[geo.mailbox(file, rank)];
      if (p === EMPTY) {
        empty++;
        continue;
      }
      if (empty) row += String(empty);
      empty = 0;
      const letter = t.plan.pieces[(p >> 1) - 1].letter;
      row += colorOf(p) === 0 ? letter.toUpperCase() : letter;
      if (pos.promotedFrom[geo.mailbox(file, rank)] > 0) row += '~';
    }
    if (empty) row += String(empty);
    rows.push(row);
  }
  const checks = t.checkGoal > 0 ? [`${t.checkGoal - pos.checks[0]}+${t.checkGoal - pos.checks[1]}`] : [];
  return [rows.join('/') + makePool(pos), pos.side ? 'b' : 'w', castlingField(pos), makeEnPassant(pos), ...checks, pos.halfmove, pos.fullmove].join(' ');
}

/**
 * The hands in brackets, White's first. A drop variant's hands as Fairy-Stockfish orders them:
 * from the last piece type down to the first (chess-like plans list the pawn first and the king
 * last, as FSF's types run); a promotion pool in plan order, as it always was.
 */
function makePool(pos: Position): string {
  const t = pos.t;
  if (!t.plan.promotion?.fromCaptured && !t.plan.hand) return '';
  let text = '';
  for (const c of [0, 1]) {
    for (let i = 0; i < t.types; i++) {
      const type = t.plan.hand ? t.types - 1 - i : i;
      const code = pieceCode(type, c);
      const letter = t.plan.pieces[type].letter;
      if (t.hand.held[code]) text += (c === 0 ? letter.toUpperCase() : letter).repeat(pos.hand[code]);
    }
  }
  return `[${text}]`;
}

function makeEnPassant(pos: Position): string {
  if (pos.t.anyEp !== null) return makeAnyEnPassant(pos);
  if (pos.epA < 0) return '-';
  const t = pos.t;
  const passed = pos.epB >= 0 ? [pos.epA, pos.epB] : [pos.epA];
  const text = passed.map((s) => t.geo.name(s)).join('');
  const candidates = doubleStepVictims(t, pos, passed, pos.side ^ 1);
  return candidates.length === 1 && candidates[0] === pos.epVictim ? text : text + t.geo.name(pos.epVictim);
}

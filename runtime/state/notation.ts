// Move text. The UCI-like form is from-square, to-square and a promotion letter (e7e8q),
// extended where that is not unique among the legal moves by the squares the move empties
// of enemy pieces (`x` + squares). SAN follows the orthodox rules: piece letter,
// disambiguation, `x`, destination, `=` promotion, `+`/`#`; a variant's `notation` may write
// quiet pawn moves with both squares (f2g3) and pawn captures with the pawn's letter (Pxe6).
// A piece entering from hand by gating adds its letter (b1c3h; SAN Nc3/H, O-O/He1: runtime/rules/gating.ts).

import type { MoveGenerator } from '../generate/generator.ts';
import { generateLegal, inCheck } from '../legal/legal.ts';
import { F_CAPTURE, F_CASTLE, F_DROP, F_GATE, F_PASS, M_COUNT, M_FLAGS, M_FROM, M_HEADER, M_PROMO, M_TO, type MoveBuffer } from '../moves.ts';
import { EMPTY, colorOf } from '../board/pieces.ts';
import { splitPieceOf } from '../rules/fusion.ts';
import type { Position } from './position.ts';
import type { VariantPlan } from '../plan/variant.ts';
import { clip } from '../../schema/quote.ts';
import { nearestMoves, SUGGESTIONS } from '../use/move-suggestions.ts';
import { castlingPartnerSquare } from '../rules/castling.ts';
import { gatedSanSuffix, gatedUci } from '../rules/gating.ts';

/** A legal move as `fairyforge moves --json` prints it and the library returns it. */
export interface MoveJson {
  /** UCI-like text: from-square, to-square, promotion letter, extended where needed to be unique (e.g. `e7e8q`). */
  readonly uci: string;
  /** The square the piece leaves; null for a drop (a piece from hand, `P@e4`). */
  readonly from: string | null;
  readonly to: string;
  /** The letter standing on `to` after the move (uppercase for White). */
  readonly piece: string;
  /** The squares of every enemy piece the move removes. */
  readonly captures: string[];
  /**
   * Every square the piece lands on, in order: `[to]` for an ordinary move and a drop, each
   * landing of a capture chain (`[c3, e5]`), `[from]` for a capture without moving. A board
   * enters a chain landing by landing from these.
   */
  readonly landings: string[];
  /** The letter the piece promotes to (uppercase for White), or null. */
  readonly promotion: string | null;
  /** Standard algebraic notation, with `+` / `#`. */
  readonly san: string;
}

/** A legal move as plain data, for the CLI, tests and anything outside the hot path: its JSON form and where its record is. */
export interface MoveInfo extends MoveJson {
  readonly castle: boolean;
  /** Offset of the record in the buffer it was read from (valid until the buffer is reused). */
  readonly offset: number;
}

export function letterOf(pos: Position, code: number): string {
  const letter = pos.t.plan.pieces[(code >> 1) - 1].letter;
  return colorOf(code) === 0 ? letter.toUpperCase() : letter;
}

/** Squares of enemy pieces the move removes. */
export function capturedSquares(pos: Position, data: Int32Array, off: number): number[] {
  const out: number[] = [];
  const end = off + M_HEADER + 3 * data[off + M_COUNT];
  for (let i = off + M_HEADER; i < end; i += 3) {
    const old = data[i + 1];
    if (old !== EMPTY && colorOf(old) !== pos.side && (data[i + 2] === EMPTY || colorOf(data[i + 2]) === pos.side)) out.push(data[i]);
  }
  return out;
}

/**
 * The mover's start square and every square it lands on, in order: one landing for an
 * ordinary move, each step of a capture chain, and the start square again for a piece that
 * captures without moving.
 */
export function landingSquares(pos: Position, data: Int32Array, off: number): number[] {
  const from = data[off + M_FROM];
  const mover = pos.board[from];
  const squares: number[] = [];
  const end = off + M_HEADER + 3 * data[off + M_COUNT];
  for (let i = off + M_HEADER; i < end; i += 3) if (data[i + 2] === mover && data[i] !== from) squares.push(data[i]);
  if (squares.length === 0 || squares[squares.length - 1] !== data[off + M_TO]) squares.push(data[off + M_TO]);
  return squares;
}

/** A drop as Fairy-Stockfish writes it in UCI and SAN: the piece's capital letter, `@`, the square (`P@e4`). */
function dropText(pos: Position, data: Int32Array, off: number): string {
  return letterOf(pos, data[off + M_HEADER + 2]).toUpperCase() + '@' + pos.t.geo.name(data[off + M_TO]);
}

function baseText(pos: Position, data: Int32Array, off: number): string {
  const plain = plainText(pos, data, off);
  return data[off + M_FLAGS] & F_GATE ? gatedUci(pos, data, off, plain) : plain;
}

/** The move's text without a piece entering from hand by gating. */
function plainText(pos: Position, data: Int32Array, off: number): string {
  const geo = pos.t.geo;
  // Fischer-random castling is written as the king taking its partner, as Fairy-Stockfish does
  if (data[off + M_FLAGS] & F_CASTLE && pos.chess960) return geo.name(data[off + M_FROM]) + geo.name(castlingPartnerSquare(data, off));
  if (data[off + M_FLAGS] & F_DROP) return dropText(pos, data, off);
  const promo = data[off + M_PROMO];
  const path = landingSquares(pos, data, off).map((sq) => geo.name(sq)).join('');
  return geo.name(data[off + M_FROM]) + path + (promo ? promotionSuffix(pos.t.plan, pos.board[data[off + M_FROM]], promo) : '') + splitSuffix(pos, data, off);
}

/**
 * A promotion in UCI: the letter promoted to, `+` into a promoted form (`+p`), or `-` for a form
 * turning back into its piece (a reverting form, Kyoto shogi), as Fairy-Stockfish writes them (h8b2+, a1a2-).
 */
function promotionSuffix(plan: VariantPlan, mover: number, promo: number): string {
  const letter = plan.pieces[(promo >> 1) - 1].letter;
  if (letter.startsWith('+')) return '+';
  return plan.pieces[(mover >> 1) - 1].demotesTo === (promo >> 1) - 1 ? '-' : letter;
}

/**
 * A fission names the component that moves away by its letter after the squares, as a promotion
 * or Fairy-Stockfish's gating does (d1a4b; in SAN Qa4/B): a UCI move token is letters and digits
 * only, and clients that read `bestmove` by that pattern (node-uci) wait forever for anything else.
 * The slashed form of SAN (d1a4/b) is still read (lookupMove).
 */
function splitSuffix(pos: Position, data: Int32Array, off: number): string {
  const moved = splitPieceOf(data, off);
  return moved ? pos.t.plan.pieces[(moved >> 1) - 1].letter : '';
}

/** The legal moves of `pos` with their text, unique and parseable back by `findMove`. */
export function describeMoves(pos: Position, gen: MoveGenerator, buf: MoveBuffer): MoveInfo[] {
  const top = buf.top;
  const count = buf.count;
  const first = generateLegal(pos, gen, buf);
  const offsets = Array.from(buf.offsets.subarray(first, buf.count));
  const data = buf.data;
  const bases = offsets.map((off) => baseText(pos, data, off));
  const texts = offsets.map((off, i) => {
    const clash = bases.some((b, j) => j !== i && b === bases[i]);
    const captured = capturedSquares(pos, data, off);
    // the squares tell apart moves that differ in what they capture; a move that captures nothing keeps its text
    if (!clash || captured.length === 0) return bases[i];
    return bases[i] + 'x' + captured.map((s) => pos.t.geo.name(s)).join('');
  });
  const infos = offsets.map((off, i) => moveInfo(pos, gen, buf, off, texts[i], offsets));
  buf.top = top;
  buf.count = count;
  return infos;
}

function moveInfo(pos: Position, gen: MoveGenerator, buf: MoveBuffer, off: number, uci: string, all: number[]): MoveInfo {
  const data = buf.data;
  const geo = pos.t.geo;
  const to = data[off + M_TO];
  const promo = data[off + M_PROMO];
  pos.make(data, off);
  const landed = pos.board[to];
  pos.unmake(data, off);
  return {
    uci,
    from: data[off + M_FLAGS] & F_DROP ? null : geo.name(data[off + M_FROM]),
    to: geo.name(to),
    piece: landed > 0 ? letterOf(pos, landed) : '',
    captures: capturedSquares(pos, data, off).map((s) => geo.name(s)),
    landings: data[off + M_FLAGS] & F_DROP ? [geo.name(to)] : landingSquares(pos, data, off).map((s) => geo.name(s)),
    promotion: promo ? letterOf(pos, promo) : null,
    san: san(pos, gen, buf, off, all),
    castle: (data[off + M_FLAGS] & F_CASTLE) !== 0,
    offset: off,
  };
}

/** Standard algebraic notation of a legal move, given all legal moves for disambiguation. */
function san(pos: Position, gen: MoveGenerator, buf: MoveBuffer, off: number, all: number[]): string {
  const data = buf.data;
  const geo = pos.t.geo;
  const from = data[off + M_FROM];
  const to = data[off + M_TO];
  const flags = data[off + M_FLAGS];
  let text: string;
  if (flags & F_DROP) {
    text = dropText(pos, data, off);
  } else if (flags & F_CASTLE) {
    text = geo.fileOf(castlingPartnerSquare(data, off)) > geo.fileOf(from) ? 'O-O' : 'O-O-O';
  } else if (flags & F_PASS) {
    text = 'pass';
  } else {
    const mover = pos.board[from];
    const capture = (flags & F_CAPTURE) !== 0;
    const letter = letterOf(pos, mover).toUpperCase();
    const style = pos.t.plan.notation;
    const pawn = pos.t.pawn[mover] === 1;
    if (pawn && !capture && style.pawnMoves === 'from-to') {
      text = geo.name(from);
    } else if (pawn && !(capture && style.pawnCaptures === 'letter')) {
      // a promotion as a move of its own that steps aside names its start square (c1d2=F), as Fairy-Stockfish writes it
      const steps = pos.t.inPlace !== null && data[off + M_PROMO] !== 0 && from !== to && !capture;
      text = capture ? geo.name(from)[0] + 'x' : steps ? geo.name(from) : '';
    } else {
      const moved = splitPieceOf(data, off);
      const rivals = all.filter((o) => o !== off && data[o + M_TO] === to && pos.board[data[o + M_FROM]] === mover && data[o + M_FROM] !== from && splitPieceOf(data, o) === moved);
      let dis = '';
      if (rivals.length) {
        const sameFile = rivals.some((o) => geo.fileOf(data[o + M_FROM]) === geo.fileOf(from));
        const sameRank = rivals.some((o) => geo.rankOf(data[o + M_FROM]) === geo.rankOf(from));
        const name = geo.name(from);
        dis = !sameFile ? name[0] : !sameRank ? name.slice(1) : name;
      }
      text = letter + dis + (capture ? 'x' : '');
    }
    text += geo.name(to);
    const promo = data[off + M_PROMO];
    if (promo) text += '=' + letterOf(pos, promo).toUpperCase();
    if (splitPieceOf(data, off)) text += '/' + splitSuffix(pos, data, off).toUpperCase();
  }
  if (flags & F_GATE) text += gatedSanSuffix(pos, data, off);
  return text + checkSuffix(pos, gen, buf, off);
}

function checkSuffix(pos: Position, gen: MoveGenerator, buf: MoveBuffer, off: number): string {
  if (pos.t.plan.goal.kind !== 'checkmate') return '';
  pos.make(buf.data, off);
  let suffix = '';
  if (inCheck(pos, gen, buf)) {
    const top = buf.top;
    const count = buf.count;
    const first = generateLegal(pos, gen, buf);
    suffix = buf.count === first ? '#' : '+';
    buf.top = top;
    buf.count = count;
  }
  pos.unmake(buf.data, off);
  return suffix;
}

/** Why a move text names no legal move: it is empty, names none, or names more than one. */
export type MoveRefusal = 'empty' | 'illegal' | 'ambiguous';

/** A move text looked up among the legal moves: the move, or why none matches (`error` starts with the quoted text). */
export type MoveLookup = { ok: true; move: MoveInfo } | { ok: false; reason: MoveRefusal; error: string };

/** PGN's move annotations (!, ?, !!, ??, !?, ?!), which say nothing about which move is meant. */
const ANNOTATION = /(?:!!|\?\?|!\?|\?!|!|\?)$/;
/** Castling written with zeros, as PGN readers accept: 0-0, 0-0-0. */
const ZERO_CASTLING: Readonly<Record<string, string>> = { '0-0': 'O-O', '0-0-0': 'O-O-O' };

/**
 * THE lookup of a move text (the library's `play`, the CLI's `play`, Engine.playText): finds
 * the legal move named by its UCI-like text or its SAN, as PGN writes them. An annotation
 * suffix is ignored, castling may be written with zeros, and a check or mate mark must be
 * true (`+` on a move that gives check or mate, `#` on a mate): a wrong mark means the text was
 * written for another position. Text that fits several moves is refused naming them, be it
 * SAN left without the disambiguation two like pieces need (`Nd2` for Nbd2 and Nfd2). Empty
 * text is refused.
 */
export function lookupMove(moves: readonly MoveInfo[], text: string): MoveLookup {
  const shown = `"${clip(text)}"`;
  const t = text.trim();
  if (t === '') return refuse('empty', `${shown} is empty: give a move as SAN (Nf3) or UCI-like text (g1f3)`);
  const unannotated = t.replace(ANNOTATION, '');
  const mark = /[+#]$/.exec(unannotated)?.[0];
  const bare = mark ? unannotated.slice(0, -1) : unannotated;
  const core = ZERO_CASTLING[bare] ?? bare;
  // a promotion into a promoted form ends in `+` in UCI (h8b2+), which is no check mark
  const exact = moves.filter((m) => m.uci === unannotated);
  if (exact.length === 1 && unannotated.endsWith('+')) return { ok: true, move: exact[0] };
  let matches = moves.filter((m) => m.uci === core || stripMark(m.san) === core);
  // a fission's component after a slash, as SAN writes it (d1a4/b for d1a4b)
  if (matches.length === 0 && /^[^/]+\/[a-z]$/i.test(core)) matches = moves.filter((m) => m.uci === core.replace('/', '').toLowerCase());
  if (matches.length > 1) return refuse('ambiguous', `${shown} is ambiguous: it could be ${matches.map((m) => m.uci).join(' or ')}`);
  const move = matches[0];
  if (!move) {
    const meant = moves.filter((m) => stripMark(withoutDisambiguation(m.san)) === core);
    if (meant.length > 1) return refuse('ambiguous', `${shown} is ambiguous: it could be ${meant.map((m) => m.san).join(' or ')}`);
    const near = nearestMoves(moves, t).map((m) => m.san).join(', ');
    const legal = moves.length === 0 ? ': there are no legal moves' : ` (nearest legal: ${near}${moves.length > SUGGESTIONS ? ', …' : ''})`;
    return refuse('illegal', `${shown} is not a legal move here${legal}`);
  }
  const gives = /[+#]$/.exec(move.san)?.[0];
  if (mark === '+' && gives === undefined) return refuse('illegal', `${shown} is not a legal move here: it marks a check, but ${move.san} gives none`);
  if (mark === '#' && gives !== '#') return refuse('illegal', `${shown} is not a legal move here: it marks a checkmate, but ${move.san} is not mate`);
  return { ok: true, move };
}

const refuse = (reason: MoveRefusal, error: string): MoveLookup => ({ ok: false, reason, error });

const stripMark = (san: string): string => san.replace(/[+#]$/, '');

/** SAN without the from-file / from-rank that tells two like pieces apart: `Nbd2` → `Nd2`. */
function withoutDisambiguation(san: string): string {
  return san.replace(/^([A-Z])[a-p]?\d{0,2}(x?[a-p]\d{1,2})/, '$1$2');
}

/** Finds a legal move by its text (see lookupMove); undefined when none or several match. */
export function findMove(moves: readonly MoveInfo[], text: string): MoveInfo | undefined {
  const found = lookupMove(moves, text);
  return found.ok ? found.move : undefined;
}

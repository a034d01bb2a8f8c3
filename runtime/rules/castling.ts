// Castling rules of a position. The variant's rules (the plan's, from its start position) say
// for each side and wing where the king and its partner land; a Fischer-random position (chess960)
// keeps those landing squares but starts the king and partner where its FEN says: KQkq name the
// outermost partner on that wing (X-FEN), file letters name the partner's file (Shredder-FEN,
// and X-FEN for an inner partner). Such a position writes castling the Fischer-random way (UCI
// as the king taking its partner, e1h1), as Fairy-Stockfish does in its chess960 mode.

import { M_HEADER } from '../moves.ts';
import { colorOf, pieceCode } from '../board/pieces.ts';
import type { Position } from '../state/position.ts';
import { castlingRule } from './castling-rule.ts';
import type { CastlingRule, VariantTables } from '../tables/tables.ts';
import { clip } from '../../schema/quote.ts';

/**
 * Files (or any one-dimensional coordinate) that a castling needs empty, other than the king's
 * and partner's own, and those the king stands on, passes and reaches (none may be attacked).
 * Both pieces' paths together: the king's from `kf` to `kt`, the partner's from `rf` to `rt`.
 */
export function castlingFiles(kf: number, rf: number, kt: number, rt: number): { empty: number[]; passed: number[] } {
  const lo = Math.min(kf, rf, kt, rt);
  const hi = Math.max(kf, rf, kt, rt);
  const empty: number[] = [];
  for (let f = lo; f <= hi; f++) if (f !== kf && f !== rf) empty.push(f);
  const passed: number[] = [kf];
  const step = Math.sign(kt - kf);
  for (let f = kf; f !== kt; ) passed.push((f += step));
  return { empty, passed };
}

/** +1 when the rule castles towards the last file (the FEN's K), -1 towards the a-file (Q). */
export function wingOf(t: VariantTables, rule: CastlingRule): number {
  return t.geo.fileOf(rule.rookFrom) > t.geo.fileOf(rule.kingFrom) ? 1 : -1;
}

/** The piece codes that may castle as the partner of `rule`'s king. */
function partnerCodes(rule: CastlingRule): number[] {
  return (rule.partners ?? [rule.rookType]).map((type) => pieceCode(type, rule.color));
}

const SIDE = ['White', 'Black'];

/**
 * Reads the castling field into `pos` (rights, and the position's own rules where they are not
 * the variant's). Returns the error, or null.
 */
export function parseCastlingField(t: VariantTables, pos: Position, field: string): string | null {
  if (field === '-') return null;
  const { geo } = t;
  const own: CastlingRule[] = [...t.castling];
  let letters = 0;
  let firstMoveLetters = 0;
  const seen = new Set<string>();
  for (const ch of field) {
    // a gate letter of a side whose hand is empty for good: read as Fairy-Stockfish reads it
    if (t.gating !== null && t.firstMoves.rights.some((r) => r.fenChar === ch) && !gatesUsable(t, pos, ch === ch.toUpperCase() ? 0 : 1)) {
      if (seen.has(ch)) return `first-move right "${clip(ch)}" is repeated`;
      seen.add(ch);
      castleByPartnerLetter(t, pos, ch);
      firstMoveLetters++;
      continue;
    }
    // Cambodian's first-move rights share the field (Fairy-Stockfish's gating letters)
    if (t.hasFirstMoves && (t.castling.length === 0 || (t.firstMoves.rights.some((r) => r.fenChar === ch) && !castlingFileLetter(t, pos, ch, seen)))) {
      const error = parseFirstMoveRight(t, pos, ch, seen);
      if (error) return error;
      firstMoveLetters++;
      continue;
    }
    const color = ch === ch.toUpperCase() ? 0 : 1;
    const templates = t.castling.filter((r) => r.color === color);
    const allowed = t.castling.map((r) => r.fenChar).join('');
    if (!/[a-zA-Z]/.test(ch)) return `unknown castling right "${clip(ch)}" (expected "-", some of "${clip(allowed)}" or the file letters of partners)`;
    if (!allowed) return `this variant has no castling; expected "-"`;
    // a side or wing the variant does not castle on (`side: white`, `wing: kingside`): refused before the board is looked at
    if (templates.length === 0) return `castling right "${clip(ch)}": ${SIDE[color]} never castles in this variant (expected "-" or some of "${clip(allowed)}")`;
    const named = ch.toUpperCase() === 'K' ? 1 : ch.toUpperCase() === 'Q' ? -1 : 0;
    if (named !== 0 && !templates.some((r) => wingOf(t, r) === named)) return noWing(ch, color, named, allowed);
    const rank = geo.rankOf(templates[0].kingFrom);
    const kingSq = castlingKing(t, pos, templates);
    const up = ch.toUpperCase();
    let rookSq = -1;
    let wing = 0;
    if (up === 'K' || up === 'Q') {
      wing = up === 'K' ? 1 : -1;
      if (kingSq < 0) return `castling right "${clip(ch)}" needs ${SIDE[color]}'s ${kingName(t, templates[0])} on rank ${rank + 1}`;
      rookSq = outermostPartner(t, pos, templates, kingSq, wing);
      if (rookSq < 0) return `castling right "${clip(ch)}" needs ${SIDE[color]}'s ${partnerNames(t, templates)} on the ${wing > 0 ? 'kingside' : 'queenside'} of ${geo.name(kingSq)}, on rank ${rank + 1}`;
    } else {
      const file = up.charCodeAt(0) - 65;
      if (file >= geo.files) return `unknown castling right "${clip(ch)}" (expected "-", some of "${clip(allowed)}" or the file letters of partners)`;
      if (kingSq < 0) return `castling right "${clip(ch)}" needs ${SIDE[color]}'s ${kingName(t, templates[0])} on rank ${rank + 1}`;
      rookSq = geo.mailbox(file, rank);
      wing = Math.sign(file - geo.fileOf(kingSq));
      if (wing === 0 || !templates.some((r) => partnerCodes(r).includes(pos.board[rookSq]))) {
        return `castling right "${clip(ch)}" needs ${SIDE[color]}'s ${partnerNames(t, templates)} on ${geo.name(rookSq)}, on a side of its ${kingName(t, templates[0])} on ${geo.name(kingSq)}`;
      }
      letters++;
    }
    const bit = t.castling.findIndex((r) => r.color === color && wingOf(t, r) === wing);
    if (bit < 0) return noWing(ch, color, wing, allowed);
    if (pos.castling & (1 << bit)) return `castling right "${clip(ch)}" is repeated`;
    pos.castling |= 1 << bit;
    // a king and partner that may castle have not moved: they hold their first-move rights (gates)
    if (t.hasFirstMoves) impliedFirstMoves(t, pos, kingSq, rookSq);
    const r = t.castling[bit];
    const moved = kingSq !== r.kingFrom || rookSq !== r.rookFrom;
    // another partner type on the variant's own square castles the same way, and is written so
    if (moved || pos.board[rookSq] !== r.rook) own[bit] = fischerRandomRule(t, r, kingSq, rookSq, pos.board[rookSq]);
    if (moved || letters > 0) pos.chess960 = true;
  }
  if (t.gating !== null) castlingFromGates(t, pos);
  if (own.some((r, i) => r !== t.castling[i])) useRules(t, pos, own);
  pos.shredder = letters > 0 && letters === field.length - firstMoveLetters;
  return null;
}

/** The error for a right on a wing where `color` never castles in this variant. */
function noWing(ch: string, color: number, wing: number, allowed: string): string {
  return `castling right "${clip(ch)}": ${SIDE[color]} cannot castle on the ${wing > 0 ? 'kingside' : 'queenside'} in this variant (expected "-" or some of "${clip(allowed)}")`;
}

/**
 * Whether a letter that could name a first-move right names a castling partner by its file
 * (X-FEN, Shredder-FEN) instead: a partner of that side stands on that file of its castling rank
 * and the right's piece is not on its square, or its right was already read (a piece on another
 * rank than the castling rank may share the file letter with the partner; castling is written first).
 */
function castlingFileLetter(t: VariantTables, pos: Position, ch: string, seen: Set<string>): boolean {
  const color = ch === ch.toUpperCase() ? 0 : 1;
  const templates = t.castling.filter((r) => r.color === color);
  const file = ch.toUpperCase().charCodeAt(0) - 65;
  if (templates.length === 0 || file < 0 || file >= t.geo.files) return false;
  const sq = t.geo.mailbox(file, t.geo.rankOf(templates[0].kingFrom));
  if (!templates.some((r) => partnerCodes(r).includes(pos.board[sq]))) return false;
  const { rights, squares } = t.firstMoves;
  const i = rights.findIndex((r) => r.fenChar === ch);
  return seen.has(ch) || pos.board[squares[i]] !== pieceCode(rights[i].type, rights[i].color);
}

/** The castling king's square on the castling rank: the rules' own square, else the one such piece there; -1 if none. */
function castlingKing(t: VariantTables, pos: Position, templates: readonly CastlingRule[]): number {
  const { kingFrom, king } = templates[0];
  if (pos.board[kingFrom] === king) return kingFrom;
  const rank = t.geo.rankOf(kingFrom);
  const found: number[] = [];
  for (let f = 0; f < t.geo.files; f++) if (pos.board[t.geo.mailbox(f, rank)] === king) found.push(t.geo.mailbox(f, rank));
  return found.length === 1 ? found[0] : -1;
}

/** The partner farthest from the king on its wing, or -1. */
function outermostPartner(t: VariantTables, pos: Position, templates: readonly CastlingRule[], kingSq: number, wing: number): number {
  const codes = templates.flatMap(partnerCodes);
  const rank = t.geo.rankOf(kingSq);
  const kf = t.geo.fileOf(kingSq);
  for (let f = wing > 0 ? t.geo.files - 1 : 0; f !== kf; f -= wing) {
    const sq = t.geo.mailbox(f, rank);
    if (codes.includes(pos.board[sq])) return sq;
  }
  return -1;
}

function partnerNames(t: VariantTables, templates: readonly CastlingRule[]): string {
  const types = [...new Set(templates.flatMap((r) => r.partners ?? [r.rookType]))];
  return types.map((type) => t.plan.pieces[type].name).join(' or ');
}

function kingName(t: VariantTables, rule: CastlingRule): string {
  return t.plan.pieces[rule.kingType].name;
}

/** The variant's rule with the king and partner starting on `kingSq` and `rookSq`: same landing squares. */
function fischerRandomRule(t: VariantTables, r: CastlingRule, kingSq: number, rookSq: number, rook: number): CastlingRule {
  const { geo } = t;
  const rank = geo.rankOf(kingSq);
  const at = (f: number): number => geo.mailbox(f, rank);
  const files = castlingFiles(geo.fileOf(kingSq), geo.fileOf(rookSq), geo.fileOf(r.kingTo), geo.fileOf(r.rookTo));
  const safe = r.safe.length > 0 ? files.passed.map(at) : [];
  return castlingRule({ ...r, kingFrom: kingSq, rookFrom: rookSq, rookType: (rook >> 1) - 1, empty: files.empty.map(at), safe }, rook);
}

/** Gives `pos` its own castling rules, and the rights mask that goes with them. */
function useRules(t: VariantTables, pos: Position, rules: readonly CastlingRule[]): void {
  const keep = new Int32Array(t.geo.size).fill(-1);
  rules.forEach((rule, bit) => {
    keep[rule.kingFrom] &= ~(1 << bit);
    keep[rule.rookFrom] &= ~(1 << bit);
  });
  pos.castleRules = rules;
  pos.castleKeep = keep;
}

/**
 * The castling field: the variant's letters for its own rules; for a Fischer-random rule KQkq
 * when the partner is the outermost on its wing, its file letter otherwise (X-FEN), or file
 * letters throughout when the FEN read used them (Shredder-FEN).
 */
export function castlingField(pos: Position): string {
  const t = pos.t;
  let text = '';
  // by side: its castling rights, then its first-move rights by file (Fairy-Stockfish's order)
  for (const color of [0, 1]) {
    pos.castleRules.forEach((r, bit) => {
      if (colorOf(r.king) !== color || !(pos.castling & (1 << bit))) return;
      const templates = t.castling.filter((c) => c.color === r.color);
      const outermost = outermostPartner(t, pos, templates, r.kingFrom, wingOf(t, r)) === r.rookFrom;
      const file = String.fromCharCode(65 + t.geo.fileOf(r.rookFrom));
      const ch = pos.shredder || !outermost ? file : r.fenChar.toUpperCase();
      text += color === 0 ? ch : ch.toLowerCase();
    });
    t.firstMoves.rights.forEach((r, i) => {
      if (r.color === color && pos.firstMoves & (1 << i) && !impliedByCastling(pos, t.firstMoves.squares[i], color)) text += r.fenChar;
    });
  }
  return text || '-';
}

/**
 * Gates name castling rights too, as Fairy-Stockfish reads them: a side with no castling letter
 * whose king and a partner both still hold their gates (`EH`) may castle with that partner (its
 * king and partner have not moved), where its hand can still be used.
 */
function castlingFromGates(t: VariantTables, pos: Position): void {
  const { bit } = t.firstMoves;
  for (const color of [0, 1]) {
    if (t.castling.some((r, i) => r.color === color && pos.castling & (1 << i))) continue;
    if (!gatesUsable(t, pos, color)) continue;
    t.castling.forEach((r, i) => {
      const unmoved = (sq: number, code: number): boolean => pos.board[sq] === code && (pos.firstMoves & bit[sq]) !== 0;
      if (r.color === color && unmoved(r.kingFrom, r.king) && unmoved(r.rookFrom, r.rook)) pos.castling |= 1 << i;
    });
  }
}

/** Whether `color`'s gates can still be used: its hand holds a piece, or captures may refill it. */
function gatesUsable(t: VariantTables, pos: Position, color: number): boolean {
  if (t.plan.hand?.captures !== 'none') return true;
  for (let code = 2 + color; code < t.codes; code += 2) if (pos.hand[code] > 0) return true;
  return false;
}

/**
 * A file letter of a side whose gates lapsed: the castling right of the partner on that file,
 * where the king and that partner stand on the variant's own squares (KQ); nothing otherwise.
 */
function castleByPartnerLetter(t: VariantTables, pos: Position, ch: string): void {
  const color = ch === ch.toUpperCase() ? 0 : 1;
  const file = ch.toUpperCase().charCodeAt(0) - 65;
  t.castling.forEach((r, i) => {
    if (r.color === color && t.geo.fileOf(r.rookFrom) === file && pos.board[r.kingFrom] === r.king && pos.board[r.rookFrom] === r.rook) pos.castling |= 1 << i;
  });
}

/** Sets the first-move rights of the pieces on `kingSq` and `rookSq`, where such rights belong to the piece standing there. */
function impliedFirstMoves(t: VariantTables, pos: Position, kingSq: number, rookSq: number): void {
  const { rights, squares, bit } = t.firstMoves;
  for (const sq of [kingSq, rookSq]) {
    const i = bit[sq] === 0 ? -1 : 31 - Math.clz32(bit[sq]);
    if (i >= 0 && pos.board[sq] === pieceCode(rights[i].type, rights[i].color) && squares[i] === sq) pos.firstMoves |= bit[sq];
  }
}

/**
 * Whether a castling right in force already says that the piece on `sq` has not moved, so its
 * first-move letter is left out of the castling field, as Fairy-Stockfish leaves seirawan's out:
 * the partner of each right, and the king (outside Fischer-random positions) of any.
 */
function impliedByCastling(pos: Position, sq: number, color: number): boolean {
  return pos.castleRules.some((r, bit) => r.color === color && pos.castling & (1 << bit) && (r.rookFrom === sq || (!pos.chess960 && r.kingFrom === sq)));
}

/** The square a castling move record's partner starts on (landing.ts writes it second). */
export function castlingPartnerSquare(data: Int32Array, off: number): number {
  return data[off + M_HEADER + 3];
}

/** A first-move right in the castling field: the file letter of an unmoved piece (runtime/rules/first-moves.ts). */
function parseFirstMoveRight(t: VariantTables, pos: Position, ch: string, seen: Set<string>): string | null {
  const { rights, squares } = t.firstMoves;
  const i = rights.findIndex((r) => r.fenChar === ch);
  if (i < 0) {
    const allowed = [...t.castling.map((r) => r.fenChar), ...rights.map((r) => r.fenChar)].join('');
    return `unknown castling or first-move right "${clip(ch)}" (expected "-" or some of "${clip(allowed)}")`;
  }
  if (seen.has(ch)) return `first-move right "${clip(ch)}" is repeated`;
  seen.add(ch);
  const r = rights[i];
  if (pos.board[squares[i]] !== pieceCode(r.type, r.color)) {
    const letter = t.plan.pieces[r.type].letter;
    return `first-move right "${clip(ch)}" needs the ${t.plan.pieces[r.type].name} ${r.color === 0 ? letter.toUpperCase() : letter} on ${t.geo.name(squares[i])}`;
  }
  pos.firstMoves |= 1 << i;
  return null;
}

/**
 * The castling rights a drop of `code` on `to` grants (plan `castlingByDrop`, placement chess):
 * the king dropped on its castling square with a partner on that wing's square, or a partner
 * dropped on its square with the king on its own. Called after the drop is on the board.
 */
export function castlingByDrop(pos: Position, to: number, code: number): number {
  let gained = 0;
  const rules = pos.castleRules;
  for (let bit = 0; bit < rules.length; bit++) {
    const r = rules[bit];
    if ((to === r.kingFrom && code === r.king && pos.board[r.rookFrom] === r.rook) || (to === r.rookFrom && code === r.rook && pos.board[r.kingFrom] === r.king)) gained |= 1 << bit;
  }
  return gained;
}

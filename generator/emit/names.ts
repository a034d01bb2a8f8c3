// The names the generated code gives to what it would otherwise spell as bare numbers or
// indices: piece codes (`WHITE_PAWN`), move flags (`F_CAPTURE`), the start of a piece's row in
// the tables by piece code and square (`ROW_WHITE_PAWN`), and the per-piece functions and
// tables (`movesWhitePawn`, `ORIGIN_WHITE_PAWN_2`). Every part taken from a spec name goes
// through generator/escape.ts, one to one, so two pieces never share a name.

import { F_CAPTURE, F_DOUBLE_STEP, F_IRREVERSIBLE } from '../../runtime/moves.ts';
import { pieceCode } from '../../runtime/board/pieces.ts';
import type { VariantTables } from '../../runtime/tables/tables.ts';
import { commentText, constantIdentifier, pascalIdentifier } from '../escape.ts';

export const COLOR_NAMES = ['White', 'Black'] as const;

const upper = (color: number): string => COLOR_NAMES[color].toUpperCase();

/** The constant holding a colour: `WHITE` (0), `BLACK` (1), as in a piece code's low bit. */
export const colorConstant = upper;
const pieceName = (t: VariantTables, code: number): string => t.plan.pieces[(code >> 1) - 1].name;

/** The constant holding a piece code: `WHITE_PAWN`. */
export function pieceConstant(t: VariantTables, code: number): string {
  return `${upper(code & 1)}_${constantIdentifier(pieceName(t, code))}`;
}

/** The constant where a piece's squares start in the tables by piece code and square (`promoZone`, `initial`). */
export function rowConstant(t: VariantTables, code: number): string {
  return `ROW_${pieceConstant(t, code)}`;
}

/** The function writing one piece's moves: `movesWhitePawn`. */
export function movesFunction(t: VariantTables, type: number, color: number): string {
  return `moves${COLOR_NAMES[color]}${pascalIdentifier(t.plan.pieces[type].name)}`;
}

/** The function telling whether a piece's landing takes by custodian capture: `takesByCustodianWhitePawn`. */
export function custodianFunction(t: VariantTables, code: number): string {
  return `takesByCustodian${COLOR_NAMES[code & 1]}${pascalIdentifier(pieceName(t, code))}`;
}

/** The start squares of a piece's move node `k` by its `ranks`: `ORIGIN_WHITE_PAWN_2` (the node index last, so the name reads back). */
export function originConstant(t: VariantTables, type: number, color: number, k: number): string {
  return `ORIGIN_${pieceConstant(t, pieceCode(type, color))}_${k}`;
}

/** The offsets of a piece's remove node `k`: `REMOVE_WHITE_ARCHER_1`. */
export function removeConstant(t: VariantTables, type: number, color: number, k: number): string {
  return `REMOVE_${pieceConstant(t, pieceCode(type, color))}_${k}`;
}

/** The move flags generated code writes itself (runtime/moves.ts), by name. */
const MOVE_FLAGS = { F_CAPTURE, F_DOUBLE_STEP, F_IRREVERSIBLE } as const;

/** A move record's flags as an expression of their names: `F_CAPTURE | F_IRREVERSIBLE`, or `0`. */
export function flags(bits: number): string {
  const names = Object.entries(MOVE_FLAGS).filter(([, bit]) => (bits & bit) !== 0);
  if (names.reduce((all, [, bit]) => all | bit, 0) !== bits) throw new Error(`bug: move flags ${bits} have no names in generator/emit/names.ts`);
  return names.length ? names.map(([name]) => name).join(' | ') : '0';
}

/** A module constant the generated code may refer to; it is declared only where it is (engine.ts). */
export interface LocalConstant {
  readonly name: string;
  readonly value: number;
  readonly doc: string;
}

/** Where Black's squares start in the position's piece list (runtime/position.ts: a run of 256 squares per side). */
export const LIST_BLACK = 'LIST_BLACK';

/** Every constant of this file's naming a plan's engine may use. */
export function localConstants(t: VariantTables): LocalConstant[] {
  const out: LocalConstant[] = Object.entries(MOVE_FLAGS).map(([name, value]) => ({ name, value, doc: 'Move flag (runtime/moves.ts).' }));
  for (const color of [0, 1]) out.push({ name: colorConstant(color), value: color, doc: `${COLOR_NAMES[color]}: a side, and the low bit of its piece codes.` });
  out.push({ name: LIST_BLACK, value: 256, doc: "Where Black's squares start in the position's piece list (runtime/position.ts)." });
  for (const color of [0, 1]) {
    t.plan.pieces.forEach((piece, type) => {
      const code = pieceCode(type, color);
      const caption = `${COLOR_NAMES[color]} ${commentText(piece.name)}`;
      out.push({ name: pieceConstant(t, code), value: code, doc: `${caption}: its code on the mailbox.` });
      out.push({ name: rowConstant(t, code), value: code * t.geo.size, doc: `${caption}: where its squares start in the tables by piece and square (code × MAILBOX_SIZE).` });
    });
  }
  return out;
}

// Material no game can reach: the bounds the start position and the rules put on what a FEN may
// hold, so that a position beyond them is refused (a typing slip, or a hostile input: a pool of
// 38 Smashers would also outgrow the hash's pool keys, which count to 31).
//
// Count every piece as its units: a simple piece is one unit of its type, a compound one unit of
// each component. Fusion joins two units into a compound and fission splits it again, so neither
// changes the units of a side. Units change only by
//  - capture: the unit leaves the board, into its side's pool when its type is poolable;
//  - promotion: a unit of a promoting type becomes the units of the choice; with `fromCaptured`
//    the choice comes out of its side's pool, so the choice's units on the board plus in the pool
//    stay the same.
// So, per side, with U(s) the units of type s on the board plus in the pool:
//  (1) U(s) ≤ U_start(s) for every type s that no promotion yields (no choice has a unit of s),
//      and for every type with `fromCaptured` (promotion only returns captured units);
//  (2) a pawn type that no promotion yields and that never moves backward stands on or beyond the
//      lowest rank (seen from its side) it starts on.
// Bound (1) is checked for the pool's types (the pool is only ever captured pieces), pawns and
// goal pieces (whose count against the start decides a capture game), not for every type: a
// variant's start may be a stub, and positions composed to show a piece (the test suite's among
// them) place pieces the start lacks. For the same reason the promoted excess (pieces a
// promotion yields beyond the start, at most what the promoting pieces gone account for) and
// colour binding (a unit keeps its square colour) are left out. Each bound is certain; a
// position within them may still be unreachable.

import { firstField, parseBoardField, planShape } from '../../schema/fen-board.ts';
import { colorOf, pieceCode } from '../board/pieces.ts';
import type { Position } from '../state/position.ts';
import { promotionChoiceTypes, type VariantTables } from '../tables/tables.ts';

export interface MaterialError {
  readonly field: 'board' | 'pool';
  readonly message: string;
}

/** The start position's material, by piece code. */
interface StartMaterial {
  readonly board: Int32Array;
  readonly pool: Int32Array;
  /** Lowest rank seen from the piece's side (0 = its first rank) of each code in the start; -1 if absent. */
  readonly lowestRank: Int32Array;
}

const starts = new WeakMap<VariantTables, StartMaterial>();

function startMaterial(t: VariantTables): StartMaterial {
  let start = starts.get(t);
  if (start) return start;
  const { geo, plan } = t;
  const letters = plan.pieces.map((p) => p.letter);
  const field = parseBoardField(firstField(plan.startFen).text, planShape(plan));
  start = { board: new Int32Array(t.codes), pool: new Int32Array(t.codes), lowestRank: new Int32Array(t.codes).fill(-1) };
  for (const p of field.pieces) {
    const code = pieceCode(p.type, p.color);
    const rel = p.color === 0 ? p.rank : geo.ranks - 1 - p.rank;
    start.board[code]++;
    if (start.lowestRank[code] < 0 || rel < start.lowestRank[code]) start.lowestRank[code] = rel;
  }
  for (const ch of field.pool ?? '') {
    const type = letters.indexOf(ch.toLowerCase());
    if (type >= 0) start.pool[pieceCode(type, ch === ch.toUpperCase() ? 0 : 1)]++;
  }
  starts.set(t, start);
  return start;
}

/** The start position's number of pieces of `code` on the board. */
export function startCount(t: VariantTables, code: number): number {
  return startMaterial(t).board[code];
}

/** Per type, its units: the components of a compound, else the type itself. */
function unitsOf(t: VariantTables): readonly (readonly number[])[] {
  return t.plan.pieces.map((p, type) => (p.components && p.components.length > 0 ? p.components : [type]));
}

/** Units of side `c` by type, from counts by code. */
function units(t: VariantTables, counts: Int32Array, c: number): Int32Array {
  const out = new Int32Array(t.types);
  unitsOf(t).forEach((us, type) => {
    for (const u of us) out[u] += counts[pieceCode(type, c)];
  });
  return out;
}

/** The first material bound `pos` breaks, or null. */
export function checkMaterial(t: VariantTables, pos: Position): MaterialError | null {
  const board = new Int32Array(t.codes);
  for (const sq of t.geo.squares) if (pos.board[sq] > 0) board[pos.board[sq]]++;
  for (const c of [0, 1]) {
    // where captured pieces change sides (into the capturer's hand), a side may own more than it started with
    const error = (t.plan.hand?.captures === 'capturer' ? null : unitBounds(t, pos, board, c)) ?? pawnRanks(t, pos, c);
    if (error) return error;
  }
  return null;
}

const sideName = (c: number): string => (c === 0 ? 'White' : 'Black');
const shown = (t: VariantTables, type: number, c: number): string => `${t.plan.pieces[type].name} (${c === 0 ? t.plan.pieces[type].letter.toUpperCase() : t.plan.pieces[type].letter})`;

/** Types some promotion choice has a unit of. */
function yielded(t: VariantTables): Set<number> {
  const all = unitsOf(t);
  return new Set(promotionChoiceTypes(t.plan).flatMap((choice) => all[choice]));
}

/** Bound (1). */
function unitBounds(t: VariantTables, pos: Position, board: Int32Array, c: number): MaterialError | null {
  const start = startMaterial(t);
  const onBoard = units(t, board, c);
  const inPool = units(t, pos.hand, c);
  const atStart = units(t, start.board, c);
  const startPool = units(t, start.pool, c);
  const fromCaptured = t.plan.promotion?.fromCaptured === true;
  const made = yielded(t);
  for (let s = 0; s < t.types; s++) {
    const code = pieceCode(s, c);
    if ((made.has(s) && !fromCaptured) || !(t.poolable[code] || t.pawn[code] || t.goalTarget[code])) continue;
    const limit = atStart[s] + startPool[s];
    if (onBoard[s] + inPool[s] <= limit) continue;
    const inCompounds = onBoard[s] > board[code] ? ', counting those in compounds,' : '';
    if (inPool[s] > 0 && onBoard[s] <= limit) {
      return { field: 'pool', message: `${sideName(c)}'s ${shown(t, s, c)}: ${inPool[s]} in the pool and ${onBoard[s]} on the board${inCompounds} but the start position has ${limit}, and only captured pieces enter the pool` };
    }
    const how = made.has(s) ? 'promotion only returns captured pieces' : 'no move creates one';
    return { field: 'board', message: `${sideName(c)}'s ${shown(t, s, c)}: ${onBoard[s]} on the board${inCompounds} but the start position has ${limit}, and ${how}` };
  }
  return null;
}

/** Bound (2). */
function pawnRanks(t: VariantTables, pos: Position, c: number): MaterialError | null {
  const { geo, plan } = t;
  const start = startMaterial(t);
  const made = yielded(t);
  for (const sq of geo.squares) {
    const code = pos.board[sq];
    if (code <= 0 || colorOf(code) !== c || !t.pawn[code] || made.has((code >> 1) - 1) || movesBackward(t, code)) continue;
    const rel = c === 0 ? geo.rankOf(sq) : geo.ranks - 1 - geo.rankOf(sq);
    const lowest = start.lowestRank[code];
    // rank 0 has its own message (runtime/state/fen.ts); a pawn absent from the start breaks bound (1)
    if (rel === 0 || lowest < 0 || rel >= lowest) continue;
    const rank = c === 0 ? lowest + 1 : geo.ranks - lowest;
    const letter = plan.pieces[(code >> 1) - 1].letter;
    return { field: 'board', message: `pawn ${c === 0 ? letter.toUpperCase() : letter} on ${geo.name(sq)} stands behind rank ${rank}, where ${sideName(c)}'s start, and it never moves backward` };
  }
  return null;
}

export function movesBackward(t: VariantTables, code: number): boolean {
  return t.plan.pieces[(code >> 1) - 1].moves.some((n) => n.vectors.some(([, dy]) => dy < 0));
}

// Which Fairy-Stockfish piece type each of our piece types becomes: the one royal type is FSF's
// king (with its Betza where it is not a plain king), a type whose moves are those of one of
// FSF's predefined pieces takes that piece's name (so FSF's rules about that type apply: the
// pawn's double step and drops, the shogi pawn's drop mate), any other a `customPieceN` slot.

import type { VariantPlan } from '../../runtime/plan/variant.ts';
import { FSF_PIECES, fsfMoves } from './fsf-betza.ts';
import { cambodianMoves } from './cambodian.ts';
import { pieceMoves, type PieceMoves } from './piece-moves.ts';

/** FSF's custom piece slots (customPiece1 ... customPiece25). */
export const CUSTOM_SLOTS = 25;

/** One of our piece types as FSF's. */
export interface FsfPiece {
  /** The ini key that defines it: `king`, a predefined name (`knight`), or `customPieceN`. */
  readonly key: string;
  /** Its letter in FSF's FEN (lowercase). */
  readonly letter: string;
  /** The key's value: `k`, `n`, or `x:BETZA`. */
  readonly value: string;
  readonly moves: PieceMoves;
}

/** A set of squares in FSF's Bitboard syntax: square names, or `*r` for a whole rank (unless `wildcards` is false). */
export function squareList(plan: VariantPlan, coords: Iterable<number>, wildcards = true): string {
  const set = new Set(coords);
  const out: string[] = [];
  for (let r = 0; r < plan.ranks; r++) {
    const row = Array.from({ length: plan.files }, (_, f) => f + r * plan.files);
    if (wildcards && row.every((c) => set.has(c))) out.push(`*${r + 1}`);
    else for (const c of row) if (set.has(c)) out.push(`${String.fromCharCode(97 + (c % plan.files))}${r + 1}`);
  }
  return out.length > 0 ? out.join(' ') : '-';
}

function sameKeys(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  return a.size === b.size && [...a].every((k) => b.has(k));
}

/** A pawn's double step: initial (FSF's doubleStepRegion: where it starts) or from anywhere (torpedo: the region is every square). */
export const DOUBLE_STEPS = ['ilame 0,2 m 0', 'iride 0,1 m 2', 'lame 0,2 m 0', 'ride 0,1 m 2'];

/** The chess pawn: FSF's pawn, whose double step FSF adds by `doubleStep` and not by its Betza. */
function isChessPawn(moves: PieceMoves): boolean {
  const rest = new Set([...moves.keys].filter((k) => !DOUBLE_STEPS.includes(k)));
  return sameKeys(rest, fsfMoves('fmWfcF')) && moves.keys.size - rest.size <= 1;
}

/**
 * FSF's xiangqi soldier: a forward step, and sideways steps too from `soldierPromotionRank` on
 * (White's ranks; Black's mirrored). Ours: fW, and sW only from a region that is those ranks.
 */
function isSoldier(plan: VariantPlan, moves: PieceMoves): boolean {
  if (!moves.from || !sameKeys(moves.keys, fsfMoves('fsW'))) return false;
  return soldierRank(plan, moves.from.squares[0]) !== null;
}

/** The first rank (1-based) of a region that is every square from that rank to the last, or null. */
export function soldierRank(plan: VariantPlan, squares: readonly number[]): number | null {
  const set = new Set(squares);
  const first = Math.min(...squares.map((c) => Math.floor(c / plan.files)));
  const expected = (plan.ranks - first) * plan.files;
  return set.size === expected && squares.every((c) => Math.floor(c / plan.files) >= first) ? first + 1 : null;
}

/** Each piece type's FSF type, by our type index; or the reasons that cannot be done. */
export function assignPieces(plan: VariantPlan): { pieces: FsfPiece[]; refused: string[] } {
  const refused: string[] = [];
  const used = new Set(plan.pieces.filter((p) => p.demotesTo === null).map((p) => p.letter));
  const spare = [...'abcdefghijklmnopqrstuvwxyz'].filter((l) => !used.has(l));
  const taken = new Set<string>();
  let slot = 0;
  const royals = plan.pieces.filter((p) => p.royal);
  if (royals.length > 1) refused.push(`${royals.length} royal piece types (FSF has one king type)`);
  const special = cambodianMoves(plan);
  const pieces = plan.pieces.map((piece, i): FsfPiece => {
    const own = special?.get(i);
    const moves = pieceMoves(own ? { ...piece, moves: piece.moves.filter((n) => n !== own) } : piece);
    for (const r of moves.refused) refused.push(`${piece.name}: ${r}`);
    const letter = piece.demotesTo === null ? piece.letter : (spare.shift() ?? '?');
    if (letter === '?') refused.push('more than 26 piece types with their promoted forms');
    // with explosions FSF's king is a commoner that is pseudo-royal (its atomic chess): a blast may take it
    if (piece.royal && plan.explosion) return { key: 'commoner', letter, value: letter, moves };
    if (piece.royal) return { key: 'king', letter, value: sameKeys(moves.keys, fsfMoves('K')) ? letter : `${letter}:${moves.betza}`, moves };
    if (isSoldier(plan, moves) && !taken.has('soldier')) {
      taken.add('soldier');
      return { key: 'soldier', letter, value: letter, moves };
    }
    const known = piece.pawn && isChessPawn(moves) ? 'pawn' : moves.initial ? undefined : FSF_PIECES.find(([name, b]) => name !== 'pawn' && !taken.has(name) && sameKeys(fsfMoves(b), moves.keys))?.[0];
    if (known && !taken.has(known)) {
      taken.add(known);
      return { key: known, letter, value: letter, moves };
    }
    slot++;
    if (slot > CUSTOM_SLOTS) refused.push(`more than ${CUSTOM_SLOTS} piece types FSF does not know`);
    return { key: `customPiece${slot}`, letter, value: `${letter}:${moves.betza}`, moves };
  });
  return { pieces, refused };
}

// What a board draws of a position, read from its FEN with the language's own board-field
// reader: the pieces by square, the pieces in hand (or in the promotion pool) per side, and
// the side to move. The FEN given is one the library wrote, so a problem here is a bug.

import type { Variant } from '../../../lib/index.ts';
import { firstField, parseBoardField, planShape } from '../../../schema/fen-board.ts';

/** A piece as drawn: its FEN letter (uppercase for White, `+p` for a promoted form), type index and colour. */
export interface ViewPiece {
  readonly letter: string;
  readonly type: number;
  readonly color: 0 | 1;
}

export interface PositionView {
  readonly files: number;
  readonly ranks: number;
  /** Pieces by square name (`e2`). */
  readonly squares: ReadonlyMap<string, ViewPiece>;
  /** Pieces in hand, White's then Black's: letter and count, in the variant's piece order. */
  readonly hands: readonly [readonly HandEntry[], readonly HandEntry[]];
  /** What the bracket holds: pieces to drop (`hand`), captured pieces to promote into (`pool`), or nothing. */
  readonly handKind: 'hand' | 'pool' | null;
  readonly side: 0 | 1;
}

export interface HandEntry {
  readonly letter: string;
  readonly count: number;
}

/** The name of the square at 0-based `file` and `rank`: files a.., ranks from 1 (`a1`, `p16`). */
export function squareName(file: number, rank: number): string {
  return String.fromCharCode(97 + file) + String(rank + 1);
}

export function positionView(variant: Variant, fen: string): PositionView {
  const plan = variant.plan;
  const shape = planShape(plan);
  const field = parseBoardField(firstField(fen).text, shape);
  if (field.problems.length > 0) throw new Error(`the library wrote a FEN its board reader refuses: ${fen}`);
  const squares = new Map<string, ViewPiece>();
  for (const p of field.pieces) squares.set(squareName(p.file, p.rank), { letter: p.letter, type: p.type, color: p.color });
  const hands: [HandEntry[], HandEntry[]] = [[], []];
  const pool = field.pool ?? '';
  for (const [color, entries] of hands.entries()) {
    for (const piece of plan.pieces) {
      const letter = color === 0 ? piece.letter.toUpperCase() : piece.letter;
      const count = [...pool].filter((ch) => ch === letter).length;
      if (count > 0) entries.push({ letter, count });
    }
  }
  const side = fen.trim().split(/\s+/)[1] === 'b' ? 1 : 0;
  const handKind = plan.hand ? 'hand' : plan.promotion?.fromCaptured ? 'pool' : null;
  return { files: plan.files, ranks: plan.ranks, squares, hands, handKind, side };
}

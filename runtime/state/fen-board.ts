// The FEN board field, read in one place for every reader: the position parser, the tables'
// start squares, the compiler's castling, the spec checks and the diagrams. Ranks from the top
// separated by '/', files from a, a run of empty squares as a number (several digits on wide
// boards, never 0 or a leading 0), a piece as its letter (uppercase: White), then optionally a
// pool of captured pieces in brackets. It knows the board's size and the piece letters only, so
// it serves a spec before compiling as well as a plan; the first problem is the FEN parser's
// error, and the spec checks report every problem at its offset.

import type { VariantPlan } from '../plan/variant.ts';
import { clip } from './quote.ts';

/** What the board field is read against: the board's size and the piece letters (lowercase, by type). */
export interface BoardShape {
  readonly files: number;
  readonly ranks: number;
  readonly letters: readonly string[];
}

/** A piece on the board: 0-based file and rank (rank 0 is White's first), as written in the field. */
export interface PlacedPiece {
  readonly file: number;
  readonly rank: number;
  /** The FEN letter, uppercase for White. */
  readonly letter: string;
  readonly type: number;
  readonly color: 0 | 1;
  /** Written with a `~` after its letter: a promoted piece (Fairy-Stockfish's mark in crazyhouse). */
  readonly promoted?: true;
}

/** A problem of the board field; `offset` is its index in the field, `rank` is 1-based. */
export type BoardProblem =
  | { readonly kind: 'brackets'; readonly offset: number; readonly text: string }
  | { readonly kind: 'ranks'; readonly offset: number; readonly count: number }
  | { readonly kind: 'run'; readonly offset: number; readonly rank: number; readonly run: string }
  | { readonly kind: 'letter'; readonly offset: number; readonly rank: number; readonly char: string }
  | { readonly kind: 'width'; readonly offset: number; readonly rank: number; readonly width: number };

export interface BoardField {
  /** Pieces on the board, only where the field has the right number of ranks and the square exists. */
  readonly pieces: readonly PlacedPiece[];
  /** The text between the brackets, undefined without a pool. */
  readonly pool: string | undefined;
  /** Offset of the pool's text in the field. */
  readonly poolOffset: number;
  /** In the order found: the rank count first, then rank by rank from the top. */
  readonly problems: readonly BoardProblem[];
}

/** The board's size and piece letters of a plan. */
export function planShape(plan: Pick<VariantPlan, 'files' | 'ranks' | 'pieces'>): BoardShape {
  return { files: plan.files, ranks: plan.ranks, letters: plan.pieces.map((p) => p.letter) };
}

/** A run longer than this many digits is longer than any board (at most 16 files). */
const MAX_RUN_DIGITS = 2;

/** The first space-separated field of a FEN and its offset in `fen`. */
export function firstField(fen: string): { text: string; offset: number } {
  const offset = fen.length - fen.trimStart().length;
  return { text: fen.slice(offset).split(/\s/)[0], offset };
}

/** Reads a FEN board field (`board` or `board[pool]`, no spaces) against `shape`. */
export function parseBoardField(field: string, shape: BoardShape): BoardField {
  const bracket = /^([^[\]]*)(?:\[([^[\]]*)\])?$/.exec(field);
  if (!bracket) return { pieces: [], pool: undefined, poolOffset: 0, problems: [{ kind: 'brackets', offset: 0, text: field }] };
  const [, board, pool] = bracket;
  const rows = board.split('/');
  const problems: BoardProblem[] = [];
  const counted = rows.length === shape.ranks;
  if (!counted) problems.push({ kind: 'ranks', offset: 0, count: rows.length });
  const pieces: PlacedPiece[] = [];
  let offset = 0;
  rows.forEach((row, i) => {
    const rank = shape.ranks - 1 - i;
    const width = readRow(row, offset, rank, shape, problems, counted ? pieces : null);
    if (counted && width !== shape.files) problems.push({ kind: 'width', offset, rank: rank + 1, width });
    offset += row.length + 1;
  });
  return { pieces, pool, poolOffset: board.length + 1, problems };
}

/** Reads one rank; returns its width in squares. Pieces go to `pieces` when it is not null. */
function readRow(row: string, start: number, rank: number, shape: BoardShape, problems: BoardProblem[], pieces: PlacedPiece[] | null): number {
  let file = 0;
  for (let i = 0; i < row.length; ) {
    const run = /^[0-9]+/.exec(row.slice(i))?.[0];
    if (run !== undefined) {
      if (run.startsWith('0') || run.length > MAX_RUN_DIGITS) problems.push({ kind: 'run', offset: start + i, rank: rank + 1, run });
      file += Number(run);
      i += run.length;
      continue;
    }
    // a promoted form is written `+` and its piece's letter (runtime/rules/promoted.ts): one piece, two characters
    const char = row[i] === '+' && /^[A-Za-z]$/.test(row[i + 1] ?? '') ? row.slice(i, i + 2) : String.fromCodePoint(row.codePointAt(i)!);
    const type = /^\+?[A-Za-z]$/.test(char) ? shape.letters.indexOf(char.toLowerCase()) : -1;
    const promoted = type >= 0 && row[i + 1] === '~';
    if (type < 0) problems.push({ kind: 'letter', offset: start + i, rank: rank + 1, char });
    else if (pieces && file < shape.files) pieces.push({ file, rank, letter: char, type, color: char === char.toUpperCase() ? 0 : 1, ...(promoted && { promoted: true as const }) });
    file++;
    i += char.length + (promoted ? 1 : 0);
  }
  return file;
}

/** The FEN parser's wording of a problem (the spec checks word theirs as rules). */
export function boardProblemMessage(p: BoardProblem, shape: BoardShape): string {
  switch (p.kind) {
    case 'brackets':
      return `expected the board, optionally followed by a pool in brackets, got "${clip(p.text)}"`;
    case 'ranks':
      return `expected ${shape.ranks} ranks separated by "/", got ${p.count}`;
    case 'run':
      return p.run.startsWith('0')
        ? `rank ${p.rank}: a run of empty squares cannot be 0 or start with 0 ("${clip(p.run)}")`
        : `rank ${p.rank}: a run of ${p.run.length} digits is longer than any board ("${p.run.slice(0, 8)}${p.run.length > 8 ? '…' : ''}"; this board has ${shape.files} files)`;
    case 'letter':
      return `rank ${p.rank}: unknown piece "${clip(p.char)}" (this variant has ${shape.letters.join('')} and their capitals)`;
    case 'width':
      return `rank ${p.rank} has ${p.width} squares, expected ${shape.files}`;
  }
}

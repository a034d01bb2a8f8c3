// The legal moves nearest to a text that names none, to suggest after "not a legal move here".
// Nearness is the edit distance from the typed text to the move's SAN (without its check mark)
// or to its UCI-like text, whichever is smaller; a move counts as nearer when it leaves or
// reaches a square the text names (`e4` when the pawn already stands on e4: e5, exd5) or moves
// the piece the text names (a SAN letter, or a pawn for text that starts with a file).

import { compareForListing, sanPiece } from './move-order.ts';
import type { MoveJson } from '../state/notation.ts';

/** How many suggestions an error names at most. */
export const SUGGESTIONS = 5;

/** Levenshtein distance: insertions, deletions and substitutions of one character each. */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length];
}

/** What the typed text says beyond its characters: the squares it names and the piece, when it names one. */
interface TypedIntent {
  readonly squares: ReadonlySet<string>;
  /** The SAN letter of the piece meant ('' a pawn), or undefined for UCI-like text or castling. */
  readonly piece: string | undefined;
}

const UCI_SHAPED = /^[a-z]\d+[a-z]\d+/;

function intentOf(text: string): TypedIntent {
  const squares = new Set(text.match(/[a-z]\d+/g) ?? []);
  let piece: string | undefined;
  if (/^[A-NP-Z]/.test(text)) piece = text[0];
  else if (/^[a-z]/.test(text) && !UCI_SHAPED.test(text)) piece = '';
  return { squares, piece };
}

/** The distance of `move` from the typed text, lowered for a named square and for the named piece. */
function nearness(move: MoveJson, text: string, intent: TypedIntent): number {
  const san = move.san.replace(/[+#]$/, '');
  let d = Math.min(editDistance(text, san), editDistance(text.toLowerCase(), move.uci));
  // a named square outweighs an edit: `e4` means the pawn on e4 (exd5) before another pawn's e-less a4
  if (intent.squares.has(move.to) || (move.from !== null && intent.squares.has(move.from))) d -= 1.5;
  if (intent.piece !== undefined && sanPiece(move.san) === intent.piece) d -= 0.5;
  return d;
}

/** At most `count` legal moves nearest to `text`, nearest first (ties in listing order). */
export function nearestMoves<M extends MoveJson>(moves: readonly M[], text: string, count = SUGGESTIONS): M[] {
  const typed = text.trim().replace(/[+#!?]+$/, '');
  const intent = intentOf(typed);
  return moves
    .map((move) => ({ move, d: nearness(move, typed, intent) }))
    .sort((a, b) => a.d - b.d || compareForListing(a.move, b.move))
    .slice(0, count)
    .map((x) => x.move);
}

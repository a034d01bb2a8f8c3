// The order moves are listed in for a person: pawn moves first, then each piece's moves grouped
// under its SAN letter (alphabetically, castling under O), and within a group by SAN. A fixed
// order makes a list of forty moves searchable by eye; the generator's order is not one.

import type { MoveJson } from '../state/notation.ts';

/** The SAN letter of the moving piece: '' for a pawn (SAN starts with a file), else its letter. */
export function sanPiece(san: string): string {
  return /^[A-Z]/.test(san) ? san[0] : '';
}

const compareText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** Pawn moves, then the pieces' by letter, each group by SAN (plain code-unit order, as every locale sees it). */
export function compareForListing(a: MoveJson, b: MoveJson): number {
  return compareText(sanPiece(a.san), sanPiece(b.san)) || compareText(a.san, b.san) || compareText(a.uci, b.uci);
}

/** A copy of `moves` in listing order. */
export function sortedForListing<M extends MoveJson>(moves: readonly M[]): M[] {
  return [...moves].sort(compareForListing);
}

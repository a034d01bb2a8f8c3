// Promoted forms (shogi): a piece may declare the piece it becomes by promoting, a type of its
// own in the plan (appended after the spec's pieces) written `+` and the piece's letter, so it
// takes no letter from the 26. This module holds what both the compiler and the runtime derive
// from a plan's pieces: where a piece could never move again (its promotion is compulsory there,
// and a drop rule may keep it off those squares) and the letters of the forms.

import type { PiecePlan } from '../plan/pieces.ts';

/**
 * Whether a piece of colour `color` on board coordinate `coord` has a move onto the board from
 * there on an empty board: the first step of any of its nodes (a hopper's too) stays on the board.
 */
export function mobileFrom(piece: PiecePlan, coord: number, color: number, files: number, ranks: number, relativeSides = false): boolean {
  const file = coord % files;
  const rank = Math.floor(coord / files);
  return piece.moves.some((node) =>
    node.vectors.some(([dx, dy]) => {
      const f = file + (color === 1 && relativeSides ? -dx : dx);
      const r = rank + (color === 0 ? dy : -dy);
      return f >= 0 && f < files && r >= 0 && r < ranks;
    }),
  );
}

/** Whether a plan piece is a promoted form. */
export function isForm(piece: PiecePlan): boolean {
  return piece.demotesTo !== null;
}

// Piece values estimated from the plan alone, so that any variant can be searched without a
// table written for it: a piece is worth about what it can reach. The estimate is the average
// number of squares a piece reaches from every square of an empty board (moves that only
// move or only capture count half), mapped to centipawns by one line fitted to the orthodox
// pieces, then corrected: a colour-bound piece reaches half the board; a pawn is the unit; a
// royal piece under checkmate is never captured, so it has no material value. A spec's
// `value:` overrides the estimate.

import type { PiecePlan } from '../runtime/plan/pieces.ts';
import type { VariantPlan } from '../runtime/plan/variant.ts';

/** Centipawns per square of average mobility, and the base every piece has (fitted to N≈3, R≈5, Q≈9 pawns). */
const PER_SQUARE = 30;
const BASE = 100;
/** A piece whose every move keeps its square colour reaches half the board. */
const COLOUR_BOUND = 0.85;
/** The unit: a pawn is worth this much, whatever its moves. */
export const PAWN_VALUE = 100;

export interface PieceValue {
  /** The estimate from mobility (the value used to order captures, royal pieces included). */
  readonly estimated: number;
  /** The value material counts: the spec's `value:` if given, else the estimate, 0 for a royal piece under checkmate. */
  readonly material: number;
  /** Average squares reached on an empty board. */
  readonly mobility: number;
  /** Every move keeps the square colour. */
  readonly colourBound: boolean;
}

/**
 * Squares a piece reaches from (file, rank) on an empty board, as White: moves that only move or
 * only capture count half, initial moves and fission moves not at all, a remover half per target.
 */
export function mobilityAt(piece: PiecePlan, file: number, rank: number, files: number, ranks: number): number {
  let total = 0;
  for (const node of piece.moves) {
    if (node.initial || node.split !== null) continue;
    const weight = node.quiet && node.capture ? 1 : 0.5;
    if (node.kind === 'remove') {
      total += (weight * node.vectors.length) / 2;
      continue;
    }
    for (const [dx, dy] of node.vectors) {
      const limit = node.kind === 'ride' ? (node.range === 0 ? files + ranks : node.range) : 1;
      for (let step = 1; step <= limit; step++) {
        const f = file + dx * step;
        const r = rank + dy * step;
        if (f < 0 || f >= files || r < 0 || r >= ranks) break;
        total += weight;
      }
    }
  }
  return total;
}

/** Average squares a piece reaches on an empty board (see mobilityAt). */
export function emptyBoardMobility(piece: PiecePlan, files: number, ranks: number): number {
  let total = 0;
  for (let rank = 0; rank < ranks; rank++) for (let file = 0; file < files; file++) total += mobilityAt(piece, file, rank, files, ranks);
  return total / (files * ranks);
}

function colourBound(piece: PiecePlan): boolean {
  const vectors = piece.moves.filter((n) => n.split === null).flatMap((n) => n.vectors);
  return vectors.length > 0 && vectors.every(([dx, dy]) => (dx + dy) % 2 === 0);
}

/** Whether captures of a royal piece never happen (the game ends by checkmate first). */
function royalUncapturable(plan: VariantPlan): boolean {
  return plan.goal.kind === 'checkmate';
}

/** The value of each piece type of a plan, in the plan's order. */
export function pieceValues(plan: VariantPlan): PieceValue[] {
  const bound = plan.colourBound;
  return plan.pieces.map((piece) => {
    const mobility = emptyBoardMobility(piece, plan.files, plan.ranks);
    const cb = !bound && colourBound(piece);
    let estimated = piece.pawn ? PAWN_VALUE : Math.round((BASE + PER_SQUARE * mobility) * (cb ? COLOUR_BOUND : 1));
    estimated = Math.max(estimated, 1);
    const given = piece.value;
    const material = given !== null ? given : piece.royal && royalUncapturable(plan) ? 0 : estimated;
    return { estimated, material, mobility, colourBound: cb };
  });
}

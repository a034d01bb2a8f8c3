// Castling rules as the runtime keeps them, built in one place. A leaf module (types and piece
// codes only), so that tables.ts and castling.ts both use it without an import cycle.

import { pieceCode } from '../board/pieces.ts';
import type { CastlingPlan } from '../plan/pieces.ts';
import type { CastlingRule } from '../tables/tables.ts';

/**
 * A castling rule (squares already on the mailbox) with its piece codes, `rook` being the
 * partner's. Every rule of every variant is built here, one object literal with every field in
 * one order, so that all rules share one hidden class: castling-move generation reads them per
 * position, and rules of several shapes (spread from plans with and without `partners`) made
 * those reads megamorphic once a process had loaded several variants.
 */
export function castlingRule(c: CastlingPlan, rook: number): CastlingRule {
  return {
    color: c.color,
    fenChar: c.fenChar,
    kingType: c.kingType,
    rookType: c.rookType,
    partners: c.partners,
    kingFrom: c.kingFrom,
    kingTo: c.kingTo,
    rookFrom: c.rookFrom,
    rookTo: c.rookTo,
    empty: c.empty,
    safe: c.safe,
    king: pieceCode(c.kingType, c.color),
    rook,
  };
}

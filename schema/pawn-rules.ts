// The rules `pawn: true` bundles, each readable apart: a piece can be taken en passant
// (`passable`), takes en passant (`takesEnPassant`) and resets the move-rule counter
// (`resetsMoveRule`) when it says so, and otherwise when it is a pawn. Every reader of these
// rules (checks, compiler) resolves them here, so the shorthand means one thing everywhere.
import type { PieceSpec } from './spec-types.ts';

type PawnRuleKey = 'passable' | 'takesEnPassant';

/** Whether the piece follows the pawn rule `key`: its own setting, else `pawn`. */
export function pawnRule(p: Pick<PieceSpec, 'pawn' | PawnRuleKey> | undefined, key: PawnRuleKey): boolean {
  return p?.[key] ?? p?.pawn ?? false;
}

/** Whose quiet moves of the piece reset the move rule: both sides' (true), one side's, or none (false); else `pawn`. */
export function moveRuleReset(p: Pick<PieceSpec, 'pawn' | 'resetsMoveRule'> | undefined): boolean | 'white' | 'black' {
  return p?.resetsMoveRule ?? p?.pawn ?? false;
}

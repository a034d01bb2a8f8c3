// Which pieces a spec's promotion rule applies to: a question of the language, asked by the
// compiler (the plan's `promotes`) and by the spec rules that read promotion.
import type { PieceSpec, VariantSpec } from './spec-types.ts';

/** Whether `p` promotes: listed in `promotion.pieces`, or (without that list) a pawn. */
export function piecePromotes(spec: VariantSpec, p: PieceSpec): boolean {
  if (!spec.promotion) return false;
  return (spec.promotion.pieces ?? (p.pawn || p.promoted ? [p.letter] : [])).includes(p.letter);
}

// The compile step for promoted forms (runtime/rules/promoted.ts): each spec piece's `promoted:`
// becomes a plan piece of its own, appended after the spec's pieces (so every letter keeps its
// type index), and the promotion of the pieces that have forms: into their form only, from or
// into the zone, compulsory where the unpromoted piece could never move again; a form that reverts
// turns back into its piece on the same zone.

import type { PiecePlan } from '../runtime/plan/pieces.ts';
import type { PromotionPlan, PromotionRulePlan } from '../runtime/plan/promotion.ts';
import { mobileFrom } from '../runtime/rules/promoted.ts';
import { formLetter } from '../schema/piece-letters.ts';
import type { PieceSpec, VariantSpec } from '../schema/spec-types.ts';

/** The pieces with each declared form appended and linked both ways; unchanged when no piece has one. */
export function withForms(spec: VariantSpec, pieces: PiecePlan[], compileForm: (form: PieceSpec) => PiecePlan): PiecePlan[] {
  const out = [...pieces];
  spec.pieces.forEach((p, type) => {
    if (!p.promoted) return;
    const { name, betza, moves, value } = p.promoted;
    const form = compileForm({ name, letter: p.letter, ...(betza !== undefined && { betza }), ...(moves && { moves }), ...(value !== undefined && { value }) });
    out[type] = { ...out[type], promotedForm: out.length };
    // a form that reverts promotes back into its piece (formPromotion gives it its rule)
    out.push({ ...form, letter: formLetter(p.letter.toLowerCase()), royal: false, pawn: false, promotes: !!p.promoted.reverts && out[type].promotes, demotesTo: type });
  });
  return out;
}

/**
 * The promotion of a plan whose pieces have forms: every promoting piece of each side by its own
 * rule (the compiled rules, or the defaults), a piece with a form promoting into it alone and
 * compulsorily on squares it could never move from; moves from the zone promote too.
 */
export function formPromotion(promotion: PromotionPlan, pieces: readonly PiecePlan[], files: number, ranks: number): PromotionPlan {
  if (!pieces.some((p) => p.promotedForm !== null)) return promotion;
  const rules: PromotionRulePlan[] = promotion.rules
    ? [...promotion.rules]
    : pieces.flatMap((p, piece) => {
        // a reverting form's rule follows its piece's (below)
        if (!p.promotes || p.demotesTo !== null) return [];
        return ([0, 1] as const).map((color) => ({ piece, color, choices: promotion.choices, squares: rankSquares(promotion.zone, color, files, ranks) }));
      });
  return {
    ...promotion,
    fromZone: true,
    rules: rules.flatMap((r) => {
      const form = pieces[r.piece].promotedForm;
      if (form === null) return [r];
      const own = { ...r, choices: [form], squares: compulsoryWhereImmobile(r.squares, pieces[r.piece], r.color, files, ranks) };
      if (!pieces[form].promotes) return [own];
      // a reverting form turns back into its piece on the piece's zone, on the zone's own terms (as Fairy-Stockfish demotes)
      return [own, { piece: form, color: r.color, choices: [r.piece], squares: r.squares }];
    }),
  };
}

/** A zone made compulsory on the squares the piece could never move from (it must change there). */
function compulsoryWhereImmobile(squares: readonly (0 | 1 | 2)[], piece: PiecePlan, color: 0 | 1, files: number, ranks: number): (0 | 1 | 2)[] {
  return squares.map((z, coord) => (mobileFrom(piece, coord, color, files, ranks) ? z : 2));
}

/** A zone by rank from the mover's side as one side's zone by board coordinate. */
function rankSquares(zone: readonly (0 | 1 | 2)[], color: 0 | 1, files: number, ranks: number): (0 | 1 | 2)[] {
  return Array.from({ length: files * ranks }, (_, coord) => {
    const rank = Math.floor(coord / files);
    return zone[color === 0 ? rank : ranks - 1 - rank] ?? 0;
  });
}

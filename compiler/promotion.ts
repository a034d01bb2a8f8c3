// Promotion as plan data. The block's `zones` and `choices` are the defaults; `rules` give some
// promoting pieces, of one side or both, their own (chigorin: White's pawns promote into White's
// army, Black's into Black's); a zone is a rank counted from the mover's side or a named region
// (mirrored for Black as regions are). Plain specs keep the one rank-indexed zone and choice list
// (`rules` null); with rules or a region, every promoting piece of each side gets its resolved rule.

import type { PromotionLimit, PromotionPlan, PromotionRulePlan } from '../runtime/plan/promotion.ts';
import type { PromotionZone, VariantSpec } from '../schema/spec-types.ts';
import { regionSquares } from '../schema/regions.ts';
import { piecePromotes } from '../schema/piece-promotes.ts';
import { PROMOTION_DEFAULTS } from '../runtime/plan/defaults.ts';
import { boardLetters } from '../schema/piece-letters.ts';

type Zone = 0 | 1 | 2;

const DEFAULT_ZONES: readonly PromotionZone[] = [{ rank: -1, mandatory: true }];

/** A zone rank (1 = own first rank, -1 = last) as a rank index from the mover's side. */
function rankIndex(rank: number, ranks: number): number {
  return rank > 0 ? rank - 1 : ranks + rank;
}

/** The rank zones by rank index from the mover's side (region zones are not ranks). */
function rankZone(spec: VariantSpec, zones: readonly PromotionZone[]): Zone[] {
  const zone: Zone[] = new Array<Zone>(spec.board.ranks).fill(0);
  for (const z of zones) {
    if (z.rank === undefined) continue;
    const r = rankIndex(z.rank, spec.board.ranks);
    if (r >= 0 && r < zone.length) zone[r] = z.mandatory === false ? 1 : 2;
  }
  return zone;
}

/** One side's zone by board coordinate; a later zone overrides an earlier one where they meet. */
function squareZone(spec: VariantSpec, zones: readonly PromotionZone[], color: 0 | 1): Zone[] {
  const { files, ranks } = spec.board;
  const out: Zone[] = new Array<Zone>(files * ranks).fill(0);
  for (const z of zones) {
    const kind: Zone = z.mandatory === false ? 1 : 2;
    if (z.region !== undefined) {
      for (const coord of regionSquares(spec.regions![z.region], spec.board)[color]) out[coord] = kind;
    } else if (z.rank !== undefined) {
      const r = rankIndex(z.rank, ranks);
      if (r < 0 || r >= ranks) continue;
      const rank = color === 0 ? r : ranks - 1 - r;
      for (let f = 0; f < files; f++) out[f + rank * files] = kind;
    }
  }
  return out;
}

/** Compiles the spec's promotion (checked: letters and regions exist), or null when it has none. */
export function compilePromotion(spec: VariantSpec, letterIndex: (l: string) => number): PromotionPlan | null {
  const promotion = spec.promotion;
  if (!promotion) return null;
  const zones = promotion.zones ?? DEFAULT_ZONES;
  const base: PromotionPlan = {
    zone: rankZone(spec, zones),
    choices: (promotion.choices ?? []).map(letterIndex),
    ...PROMOTION_DEFAULTS,
    ...(promotion.fromCaptured && { fromCaptured: true }),
    ...(promotion.limits && { limits: promotionLimits(spec, promotion.limits) }),
  };
  const regional = [zones, ...(promotion.rules ?? []).map((r) => r.zones ?? [])].some((list) => list.some((z) => z.region !== undefined));
  if (!promotion.rules && !regional) return base;
  return { ...base, rules: pieceRules(spec, zones, letterIndex) };
}

/** The limits by plan type: a letter's piece, or `+x` the form of x (forms are types after the pieces, compiler/forms.ts). */
function promotionLimits(spec: VariantSpec, limits: Readonly<Record<string, number>>): PromotionLimit[] {
  const letters = boardLetters(spec.pieces);
  return Object.entries(limits).map(([letter, max]) => ({ type: letters.indexOf(letter.toLowerCase()), max }));
}

/** Each promoting piece's rule for each side: the block's defaults, then every rule about it in order. */
function pieceRules(spec: VariantSpec, zones: readonly PromotionZone[], letterIndex: (l: string) => number): PromotionRulePlan[] {
  const promotion = spec.promotion!;
  const out: PromotionRulePlan[] = [];
  spec.pieces.forEach((piece) => {
    if (!piecePromotes(spec, piece)) return;
    const letter = piece.letter.toLowerCase();
    for (const color of [0, 1] as const) {
      let choices = promotion.choices ?? [];
      let own = zones;
      for (const r of promotion.rules ?? []) {
        if (r.side !== undefined && r.side !== (color === 0 ? 'white' : 'black')) continue;
        if (r.pieces && !r.pieces.some((l) => l.toLowerCase() === letter)) continue;
        choices = r.choices ?? choices;
        own = r.zones ?? own;
      }
      out.push({ piece: letterIndex(letter), color, choices: choices.map(letterIndex), squares: squareZone(spec, own, color) });
    }
  });
  return out;
}

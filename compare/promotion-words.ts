// The promotion rule in words, for `describe` and the comparison (compare/rules.ts). Where the
// plan has per-piece rules (runtime/plan/promotion.ts PromotionRulePlan), each piece is worded for both sides
// at once when their rules are the same seen from each side, else for White and Black apart; a
// zone is worded as ranks counted from the mover's side where it is whole ranks, else as the
// spec's region of those squares, else as its squares.

import type { PromotionRulePlan } from '../runtime/plan/promotion.ts';
import type { VariantPlan } from '../runtime/plan/variant.ts';

type Words = {
  rankName: (index: number, ranks: number) => string;
  orList: (items: readonly string[], word?: string) => string;
  withArticle: (words: string) => string;
};

/** The words for each promotion zone kind (plan: 0 none, 1 optional, 2 mandatory). */
const ZONE_WORDS: Record<1 | 2, string> = { 1: 'may', 2: 'must' };

const squareName = (coord: number, files: number): string => `${String.fromCharCode(97 + (coord % files))}${Math.floor(coord / files) + 1}`;

/** The squares of one zone kind, worded: ranks from the mover's side, a region's name, or the squares. */
function zonePlace(plan: VariantPlan, rule: PromotionRulePlan, kind: 1 | 2, w: Words): string {
  const coords = rule.squares.flatMap((z, coord) => (z === kind ? [coord] : []));
  if (coords.length === 0) return '';
  const rank = (coord: number): number => {
    const r = Math.floor(coord / plan.files);
    return rule.color === 0 ? r : plan.ranks - 1 - r;
  };
  const ranks = [...new Set(coords.map(rank))].sort((a, b) => a - b);
  if (ranks.length * plan.files === coords.length) return w.orList(ranks.map((r) => w.rankName(r, plan.ranks)));
  const region = plan.regions.find((r) => r.squares[rule.color].join() === coords.join());
  if (region) return `the region ${region.name} (${w.orList(coords.map((c) => squareName(c, plan.files)))})`;
  return w.orList(coords.map((c) => squareName(c, plan.files)));
}

/**
 * "must promote on reaching the last rank and may promote on reaching the 8th rank"; a zone of the
 * whole board: "must promote with every move"; a reverting form (Kyoto shogi) "turns back" instead.
 */
function zoneWords(plan: VariantPlan, rule: PromotionRulePlan, w: Words): string {
  const verb = plan.pieces[rule.piece]?.demotesTo === rule.choices[0] ? 'turn back' : 'promote';
  const whole = ([2, 1] as const).find((kind) => rule.squares.length === plan.files * plan.ranks && rule.squares.every((z) => z === kind));
  if (whole) return `${ZONE_WORDS[whole]} ${verb} with ${whole === 2 ? 'every' : 'any'} move`;
  const parts = ([2, 1] as const).flatMap((kind) => {
    const place = zonePlace(plan, rule, kind, w);
    return place ? [`${ZONE_WORDS[kind]} ${verb} on reaching ${place}`] : [];
  });
  return parts.length ? w.orList(parts, 'and') : 'never promotes';
}

/** One piece's rule for one side as words after its name: zones, then what it becomes. */
function ruleWords(plan: VariantPlan, rule: PromotionRulePlan, w: Words): string {
  const becomes = w.orList(rule.choices.map((t) => w.withArticle(plan.pieces[t]?.name ?? `piece ${t}`)));
  return `${zoneWords(plan, rule, w)}, becoming ${becomes}`;
}

/** The sentences for a plan with per-piece rules: one per piece, or one per side where the sides differ. */
export function promotionRuleSentences(plan: VariantPlan, rules: readonly PromotionRulePlan[], w: Words): string[] {
  const out: string[] = [];
  for (const type of [...new Set(rules.map((r) => r.piece))]) {
    const name = plan.pieces[type]?.name ?? `piece ${type}`;
    const [white, black] = [0, 1].map((c) => rules.find((r) => r.piece === type && r.color === c));
    const wordsOf = (r: PromotionRulePlan | undefined): string => (r ? ruleWords(plan, r, w) : 'never promotes');
    if (wordsOf(white) === wordsOf(black)) out.push(`${cap(w.withArticle(name))} ${wordsOf(white)}.`);
    else out.push(`White's ${name} ${wordsOf(white)}; Black's ${name} ${wordsOf(black)}.`);
  }
  return out;
}

const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

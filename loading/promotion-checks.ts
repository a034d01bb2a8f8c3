// Semantic checks of promotion: the letters it names, its zones' ranks, per piece, per side and
// per region, promotion in place, and moves that may not promote (see spec-rules.ts for the rule
// table's conventions). The lists they walk (every choice list, every zone list) are exported for
// the goal rules too.
import type { Finding, Rule } from './rule.ts';
import type { SpecPath } from '../schema/diagnostic.ts';
import { regionReferenceFindings } from './region-checks.ts';
import type { AtomLetter, MoveSpec, PromotionZone, VariantSpec } from '../schema/spec-types.ts';
import { ATOMS } from '../schema/atoms.ts';
import { parseBetza } from '../schema/betza.ts';
import { piecePromotes } from '../schema/piece-promotes.ts';
import { pawnRule } from '../schema/pawn-rules.ts';
import { known, letters, promotingLetters, unknownLetters } from './spec-letters.ts';

/** Every list of promotion choices in the spec (the block's and each rule's), with where it is. */
export function choiceLists(spec: VariantSpec): { list: readonly string[]; at: SpecPath }[] {
  const promotion = spec.promotion;
  if (!promotion) return [];
  const out: { list: readonly string[]; at: SpecPath }[] = [{ list: promotion.choices ?? [], at: ['promotion', 'choices'] }];
  (promotion.rules ?? []).forEach((r, i) => {
    if (r.choices) out.push({ list: r.choices, at: ['promotion', 'rules', i, 'choices'] });
  });
  return out;
}

/** Every promotion zone in the spec (the block's and each rule's), with where it is. */
export function zoneEntries(spec: VariantSpec): { zone: PromotionZone; at: SpecPath }[] {
  const promotion = spec.promotion;
  if (!promotion) return [];
  const out = (promotion.zones ?? []).map((zone, i) => ({ zone, at: ['promotion', 'zones', i] as SpecPath }));
  (promotion.rules ?? []).forEach((r, i) => (r.zones ?? []).forEach((zone, j) => out.push({ zone, at: ['promotion', 'rules', i, 'zones', j] })));
  return out;
}

/** Whether a move goes more than one square: a long leap or a run (a pawn's multi-step when initial). */
function multiStep(m: MoveSpec): boolean {
  const [dx, dy] = Array.isArray(m.atom) ? m.atom : ATOMS[m.atom as AtomLetter];
  return Math.max(Math.abs(dx), Math.abs(dy)) > 1 || (m.range ?? 1) !== 1;
}

/** The moves written with `promotes: false`, with where they are and what else they say. */
function unpromotingMoves(spec: VariantSpec): { at: SpecPath; capture: string; pawnRun: boolean }[] {
  const out: { at: SpecPath; capture: string; pawnRun: boolean }[] = [];
  spec.pieces.forEach((p, i) =>
    (p.moves ?? []).forEach((m, j) => {
      if (m.promotes !== false) return;
      const at: SpecPath = ['pieces', i, 'moves', j, 'promotes'];
      const parsed = 'atom' in m ? null : parseBetza(m.betza);
      const moves: MoveSpec[] = 'atom' in m ? [m] : parsed?.ok ? parsed.moves.map((x) => ({ ...x, initial: x.initial || m.initial })) : [];
      const pawnRun = pawnRule(p, 'passable') && moves.some((x) => x.initial && multiStep(x));
      out.push({ at, capture: m.capture ?? 'replace', pawnRun });
    }),
  );
  return out;
}

export const PROMOTION_RULES: readonly Rule[] = [
  {
    code: 'promotion-zone-where',
    sentence: 'a promotion zone gives its place {why}',
    check: (spec) =>
      zoneEntries(spec).flatMap(({ zone, at }): Finding[] => {
        if (zone.rank !== undefined && zone.region !== undefined) return [{ at: [...at, 'region'], key: true, args: { why: 'twice: give either `rank` or `region`, not both' } }];
        if (zone.rank === undefined && zone.region === undefined) return [{ at, args: { why: 'nowhere: give a `rank` or the name of a `region`' } }];
        return [];
      }),
  },
  {
    code: 'promotion-region',
    sentence: "promotion zone region '{name}' is not declared in `regions` (declared: {declared})",
    check: (spec) => zoneEntries(spec).flatMap(({ zone, at }) => regionReferenceFindings(spec, zone.region, [...at, 'region'])),
  },
  {
    code: 'promotion-rule-piece',
    sentence: "promotion rule piece '{letter}' does not promote (promoting pieces: {promoting}); list it in `promotion.pieces`, or leave it out of the rule",
    check: (spec) => {
      const promoting = spec.pieces.filter((p) => piecePromotes(spec, p)).map((p) => p.letter.toLowerCase());
      return (spec.promotion?.rules ?? []).flatMap((r, i) =>
        (r.pieces ?? []).flatMap((letter, j) =>
          promoting.includes(letter.toLowerCase()) ? [] : [{ at: ['promotion', 'rules', i, 'pieces', j] as SpecPath, args: { letter, promoting: promoting.join(', ') || 'none' } }],
        ),
      );
    },
  },
  {
    code: 'move-promotes',
    sentence: 'a move that may not promote (`promotes: false`) {why}',
    check: (spec) =>
      unpromotingMoves(spec).flatMap(({ at, capture, pawnRun }): Finding[] => {
        if (capture !== 'replace') return [{ at, args: { why: `must capture by replacement, not ${capture}` } }];
        if (pawnRun) return [{ at, args: { why: "cannot be a pawn's initial multi-step (its en-passant squares go with a promoting move)" } }];
        if (spec.captureRules?.chains) return [{ at, args: { why: 'cannot be used with capture chains, which promote on the chain\'s final square' } }];
        return [];
      }),
  },
];

/** Limit keys that name no promotion choice and no promoted form (rule promotion-limit). */
function limitFindings(spec: VariantSpec): Finding[] {
  const limits = spec.promotion?.limits;
  if (!limits) return [];
  const choices = new Set(choiceLists(spec).flatMap(({ list }) => list.map((l) => l.toLowerCase())));
  const forms = new Set(spec.pieces.filter((p) => p.promoted).map((p) => `+${p.letter.toLowerCase()}`));
  return Object.keys(limits).flatMap((letter) => {
    const key = letter.toLowerCase();
    if (key.startsWith('+') ? forms.has(key) : choices.has(key)) return [];
    const why = key.startsWith('+') ? `the promoted form of '${key.slice(1)}', but no piece '${key.slice(1)}' has a promoted form` : 'no promotion choice (a limit caps promotion into one of `choices`, or into a form: `+x`)';
    return [{ at: ['promotion', 'limits', letter], key: true, args: { letter, why } }];
  });
}

export const PROMOTION_LETTER_RULES: readonly Rule[] = [
  {
    code: 'promotion-piece',
    sentence: "promoting piece '{letter}' is not a piece letter of this variant (letters: {known})",
    check: (spec) => unknownLetters(spec, spec.promotion?.pieces, ['promotion', 'pieces']),
  },
  {
    code: 'promotion-choice',
    sentence: "promotion choice '{letter}' is not a piece letter of this variant (letters: {known})",
    check: (spec) => choiceLists(spec).flatMap(({ list, at }) => unknownLetters(spec, list, at)),
  },
  {
    code: 'promotion-pawn',
    sentence:
      "promotion choice '{letter}' promotes itself: a piece promoting into it would stand unpromoted where it must promote; choose pieces that do not promote",
    check: (spec) =>
      choiceLists(spec).flatMap(({ list, at }) => list.flatMap((letter, i) => (promotingLetters(spec).has(letter.toLowerCase()) ? [{ at: [...at, i], args: { letter } }] : []))),
  },
  {
    code: 'promotion-limit',
    sentence: "promotion limit '{letter}' names {why}",
    check: (spec) => limitFindings(spec),
  },
  {
    code: 'promotion-rank',
    sentence: 'promotion zone rank {rank} is off the board, which has {ranks} ranks',
    check: (spec) =>
      zoneEntries(spec).flatMap(({ zone, at }) =>
        zone.rank === undefined || Math.abs(zone.rank) <= spec.board.ranks ? [] : [{ at: [...at, 'rank'], args: { rank: zone.rank, ranks: spec.board.ranks } }],
      ),
  },
];

export const IN_PLACE_RULES: readonly Rule[] = [
  {
    code: 'in-place-piece',
    sentence: "promotionInPlace piece '{letter}' is not a piece letter of this variant (letters: {known})",
    check: (spec) => {
      const ip = spec.promotionInPlace;
      if (!ip) return [];
      const named: { letter: string; at: SpecPath }[] = [...ip.pieces.map((letter, i) => ({ letter, at: ['promotionInPlace', 'pieces', i] as SpecPath })), { letter: ip.into, at: ['promotionInPlace', 'into'] }];
      return named.flatMap(({ letter, at }) => (letters(spec).has(letter.toLowerCase()) ? [] : [{ at, args: { letter, known: known(spec) } }]));
    },
  },
  {
    code: 'in-place-region',
    sentence: "promotionInPlace region '{name}' is not declared in `regions` (declared: {declared})",
    check: (spec) => (spec.promotionInPlace ? regionReferenceFindings(spec, spec.promotionInPlace.region, ['promotionInPlace', 'region']) : []),
  },
];

export const PROMOTION_CHOICE_RULES: readonly Rule[] = [
  {
    code: 'promotion-no-choice',
    sentence: "promoting piece '{letter}' has nothing to become: give `promotion.choices` or the piece a promoted form (`promoted:`)",
    check: (spec) => {
      if (!spec.promotion || (spec.promotion.choices ?? []).length > 0) return [];
      const stuck = spec.pieces.filter((p) => piecePromotes(spec, p) && !p.promoted);
      const ruled = (spec.promotion.rules ?? []).some((r) => (r.choices ?? []).length > 0);
      return stuck.length > 0 && !ruled ? [{ at: ['promotion'], key: true, args: { letter: stuck[0].letter } }] : [];
    },
  },
];

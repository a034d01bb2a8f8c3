// Semantic checks of explosions (the spec's `explosion`, runtime/explosion.ts; see spec-rules.ts
// for the rule table's conventions): immune letters that exist, and the rules an explosion cannot
// be combined with because the blast is written for a capturer that lands on its victim.
import type { Finding, Rule } from './rule.ts';
import type { SpecPath } from '../schema/diagnostic.ts';
import type { VariantSpec } from '../schema/spec-types.ts';

/** Capture modes (besides replacement) that some move entry of the spec names (Betza strings name none). */
function otherCaptureModes(spec: VariantSpec): { mode: string; at: SpecPath }[] {
  return spec.pieces.flatMap((p, i) =>
    (p.moves ?? []).flatMap((m, j) => (m.capture !== undefined && m.capture !== 'replace' ? [{ mode: m.capture, at: ['pieces', i, 'moves', j, 'capture'] as SpecPath }] : [])),
  );
}

/** What an explosion cannot be combined with, each with where the spec says it and why. */
function combinations(spec: VariantSpec): Finding[] {
  if (!spec.explosion) return [];
  const found: Finding[] = [];
  const add = (at: SpecPath, other: string, why: string): void => void found.push({ at, key: true, args: { other, why } });
  for (const { mode, at } of otherCaptureModes(spec)) add(at, `${mode} capture`, 'the blast is centred where the capturer lands on its victim');
  spec.pieces.forEach((p, i) => {
    if (p.custodian) add(['pieces', i, 'custodian'], 'custodian capture', 'the blast is centred where the capturer lands on its victim');
  });
  if (spec.captureRules?.chains) add(['captureRules', 'chains'], 'capture chains', 'the capturer explodes, so it cannot capture again');
  if (spec.promotion?.fromCaptured) add(['promotion', 'fromCaptured'], 'promotion from captured pieces', 'the pool counts captured pieces, not exploded ones of both colours');
  if (spec.pieces.filter((p) => p.royal).length > 1) add(['pieces'], 'several royal piece types', 'legality and the end of the game look at one royal piece per side');
  if (spec.goal?.type === 'checkmate' && (spec.goal.checkless || spec.goal.checkedRoyalStays || spec.goal.flyingGeneral)) add(['goal', 'type'], 'a check rule (checkless, checkedRoyalStays or the flying general)', 'an exploding capture is judged by the blast, not by the attack tables those rules read');
  if (spec.goal?.type === 'capture') add(['goal', 'type'], 'goal capture', 'exploding one\'s own goal piece would not end the game; use an extinction condition');
  if (spec.goal?.type === 'checkmate' && spec.goal.noChecks) add(['goal', 'noChecks'], 'checks that are illegal', 'a move that explodes a king is not a check');
  (spec.goal?.conditions ?? []).forEach((c, i) => {
    if (c.type === 'checks') add(['goal', 'conditions', i, 'type'], 'an n-check condition', 'a move that explodes a king is not a check');
  });
  return found;
}

export const EXPLOSION_RULES: readonly Rule[] = [
  {
    code: 'explosion-piece',
    sentence: "immune piece '{letter}' of the explosion is not a piece letter of this variant (letters: {known})",
    check: (spec) => {
      const known = new Set(spec.pieces.map((p) => p.letter.toLowerCase()));
      return (spec.explosion?.immune ?? []).flatMap((letter, i) =>
        known.has(letter) ? [] : [{ at: ['explosion', 'immune', i], args: { letter, known: [...known].join(', ') } }],
      );
    },
  },
  {
    code: 'explosion-combination',
    sentence: 'an explosion cannot be combined with {other}: {why}',
    check: combinations,
  },
];

// Semantic checks of shooting (capture mode `shoot`: the capturer stays put; see spec-rules.ts
// for the rule table's conventions): the rules that follow the capturer to where it lands are
// refused with it, since a shooter lands nowhere.
import type { Finding, Rule } from './rule.ts';
import type { SpecPath } from '../schema/diagnostic.ts';
import type { VariantSpec } from '../schema/spec-types.ts';

function combinations(spec: VariantSpec): Finding[] {
  const shooters = spec.pieces.flatMap((p, i) => ((p.moves ?? []).some((m) => m.capture === 'shoot') ? [i] : []));
  if (shooters.length === 0) return [];
  const found: Finding[] = [];
  const add = (at: SpecPath, other: string, why: string): void => void found.push({ at, key: true, args: { other, why } });
  if (spec.captureRules?.chains) add(['captureRules', 'chains'], 'capture chains', 'a chain goes on from where the capturer lands');
  if (spec.colourBound) add(['colourBound'], 'colour binding', 'it judges a capture by the colour of the square the capturer lands on');
  if (spec.goal?.type === 'checkmate' && spec.goal.safePassage) add(['goal', 'safePassage'], 'safe passage', 'it judges the squares a royal piece passes on its way to a landing square');
  for (const i of shooters) {
    if (spec.pieces[i].custodian) add(['pieces', i, 'custodian'], 'custodian capture', 'it looks around the square the piece lands on');
  }
  return found;
}

export const SHOOT_RULES: readonly Rule[] = [
  {
    code: 'shoot-combination',
    sentence: 'capturing without moving (capture: shoot) cannot be combined with {other}: {why}, and a shooting piece lands nowhere',
    check: combinations,
  },
];

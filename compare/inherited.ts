// Which of a variant's rule lines it inherits unchanged through `extends`, so that `describe`
// can say so: a rule a child does not mention is still a rule of the child (chaturanga written
// as `extends: shatranj` keeps shatranj's bare-king rule unless it empties the goal's conditions).

import type { RuleLine } from './rules.ts';

/** The spec's top-level keys each rule line is made from (lines made from several parts, like royalty, are not marked). */
const RULE_SOURCES: Readonly<Record<string, readonly string[]>> = {
  board: ['board'],
  start: ['start'],
  castling: ['castling'],
  promotion: ['promotion'],
  hand: ['hand'],
  fusion: ['fusion'],
  chains: ['captureRules'],
  goal: ['goal'],
  draws: ['draws'],
  notation: ['notation'],
};

/**
 * The variant a rule line comes from unchanged, or undefined when the spec writes it itself.
 * `inherited` is the loader's: top-level keys and `piece:<name>` to the variant they come from.
 */
export function inheritedFrom(line: RuleLine, inherited: Readonly<Record<string, string>>): string | undefined {
  if (line.key.startsWith('piece:')) return inherited[line.key];
  const sources = RULE_SOURCES[line.key];
  if (!sources) return undefined;
  const from = new Set(sources.map((k) => inherited[k]));
  const [only] = from;
  return from.size === 1 ? only : undefined;
}

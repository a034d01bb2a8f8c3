// Semantic checks of a cylinder board (`board.wrap`, runtime/geometry.ts; see spec-rules.ts
// for the rule table's conventions): the rules whose squares are found by offsets that do not
// go through the board's wrap-around table are refused with it.
import type { Finding, Rule } from './rule.ts';
import type { SpecPath } from '../schema/diagnostic.ts';
import type { VariantSpec } from '../schema/spec-types.ts';
import { moveEntries } from '../schema/move-entries.ts';

function combinations(spec: VariantSpec): Finding[] {
  if (spec.board.wrap === undefined) return [];
  const found: Finding[] = [];
  const add = (at: SpecPath, other: string): void => void found.push({ at, key: true, args: { other } });
  spec.pieces.forEach((p, i) => {
    (p.moves ?? []).forEach((m, j) => {
      if (m.capture !== undefined && m.capture !== 'replace') add(['pieces', i, 'moves', j, 'capture'], `${m.capture} capture`);
    });
    if (p.custodian) add(['pieces', i, 'custodian'], 'custodian capture');
  });
  // hoppers walk their lines by raw offsets, not through the wrap-around table
  for (const { at, move } of moveEntries(spec)) if (move.hop !== undefined) add(at, 'hoppers');
  if (spec.explosion) add(['explosion'], 'explosions');
  if (spec.goal?.type === 'checkmate' && spec.goal.safePassage) add(['goal', 'safePassage'], 'safe passage');
  return found;
}

export const WRAP_RULES: readonly Rule[] = [
  {
    code: 'wrap-combination',
    sentence: 'a cylinder board (wrap: files) cannot be combined with {other}: its squares are found across the edge only for replacement moves, pawn steps and castling (not hoppers)',
    check: combinations,
  },
];

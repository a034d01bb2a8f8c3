// English for the rule descriptions (compare/rules.ts and its parts): lists, articles, plurals,
// piece, square and rank names. Words only: nothing here knows a rule.

import type { VariantPlan } from '../runtime/plan/variant.ts';
import { numberWord } from './movement.ts';

export const FILES = 'abcdefghijklmnop';

export function pieceName(plan: VariantPlan, type: number): string {
  return plan.pieces[type]?.name ?? `piece ${type}`;
}

/** "a, b or c". */
export function orList(items: readonly string[], word = 'or'): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${word} ${items[items.length - 1]}`;
}

/** "a rook", "an archbishop": the article by the sound of the next word, read from its first letter. */
export function withArticle(words: string): string {
  return `${/^[aeiou]/i.test(words) ? 'an' : 'a'} ${words}`;
}

export const capitalise = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

export function plural(n: number, name: string): string {
  return `${numberWord(n)} ${name}${n === 1 ? '' : name.endsWith('s') ? 'es' : 's'}`;
}

/** A plan square (file + rank * files) by name. */
export function squareName(plan: VariantPlan, coord: number): string {
  return FILES[coord % plan.files] + String(Math.floor(coord / plan.files) + 1);
}

export function rankName(index: number, ranks: number): string {
  if (index === ranks - 1) return 'the last rank';
  if (index === ranks - 2) return 'the next-to-last rank';
  const n = index + 1;
  const suffix = n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th';
  return `the ${n}${suffix} rank`;
}

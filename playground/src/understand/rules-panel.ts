// The rules in words: the variant's `describe()` (compare/describe.ts), as text.
import type { Variant } from '../../../lib/variant.ts';
import { el } from './dom.ts';

export function showRules(body: HTMLElement, variant: Variant): void {
  body.replaceChildren(el('pre', 'rules', variant.describe()));
}

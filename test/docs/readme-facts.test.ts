// Statements of the README and docs/rules.md that the code can hold them to: the result reasons
// JSON may show are the ones runtime/legal/legal.ts's GameResult has, the list of bundled variants is
// variants/*.yaml, and the README's example variant is a valid spec counting the perft it states.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { variantNames } from '../../cli/variant-source.ts';
import { REPO_ROOT } from '../../generator/generate.ts';
import { loadVariant } from '../../lib/index.ts';

const RULES = readFileSync(join(REPO_ROOT, 'docs', 'rules.md'), 'utf8');

/** The text of docs/rules.md from `start` up to the next blank line. */
function paragraphAt(start: string): string {
  const at = RULES.indexOf(start);
  expect(at, `docs/rules.md has no "${start}"`).toBeGreaterThanOrEqual(0);
  const end = RULES.indexOf('\n\n', at);
  return RULES.slice(at, end < 0 ? undefined : end);
}

test("the Results paragraph's reason list names every reason a result can have, and no other", () => {
  const source = readFileSync(join(REPO_ROOT, 'runtime', 'legal', 'legal.ts'), 'utf8');
  const union = /export type GameResult =([\s\S]*?);\n/.exec(source);
  expect(union, 'runtime/legal/legal.ts declares GameResult').not.toBeNull();
  const reasons = [...union![1].matchAll(/reason: ([^;]+);/g)].flatMap((m) => [...m[1].matchAll(/'([a-z-]+)'/g)].map((r) => r[1]));
  expect(reasons.length).toBeGreaterThan(5);
  const listed = /`reason`\s+one\s+of\s+([\s\S]*)/.exec(paragraphAt('**Results.**'));
  expect(listed, 'the Results paragraph lists the reasons').not.toBeNull();
  // the reasons are the code spans left once the glosses in parentheses (which quote more) are dropped
  let list = listed![1];
  while (/\([^()]*\)/.test(list)) list = list.replace(/\([^()]*\)/g, '');
  // `null` is the reason of a game in progress, not a reason a game ends
  const items = [...list.matchAll(/`([a-z-]+)`/g)].map((m) => m[1]).filter((code) => code !== 'null');
  expect(items.length, 'no reason is listed twice').toBe(new Set(items).size);
  expect(new Set(items)).toEqual(new Set(reasons));
});

test('the list of bundled variants is every file in variants/', () => {
  const text = paragraphAt('Bundled: chess,').replace(/ \(each header[\s\S]*/, '');
  const names = text.replace(/^Bundled: /, '').split(/,\s*|\s+and\s+/).map((s) => s.trim());
  expect([...names].sort()).toEqual([...variantNames()].sort());
});

test("the README's example variant loads and counts the perft its text states", async () => {
  const readme = readFileSync(join(REPO_ROOT, 'README.md'), 'utf8');
  const example = /## A variant in 20 lines\n([\s\S]*?)```yaml\n([\s\S]*?)```/.exec(readme);
  expect(example, 'the README has its example variant').not.toBeNull();
  const [, text, yaml] = example!;
  const stated = /--depth (\d+)` counts ([\d,]+) leaves/.exec(text);
  expect(stated, 'the text states a perft count').not.toBeNull();
  expect(yaml.trimEnd().split('\n').length).toBeLessThanOrEqual(22);
  const variant = await loadVariant(yaml, { engine: 'interpreted' });
  expect(variant.perft(Number(stated![1]))).toBe(Number(stated![2].replace(/,/g, '')));
});

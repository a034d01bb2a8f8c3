// Statements of the README that the code can hold it to: the result reasons JSON may show are the
// ones runtime/legal/legal.ts's GameResult has, and the list of bundled variants is variants/*.yaml.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { variantNames } from '../cli/variant-source.ts';
import { REPO_ROOT } from '../generator/generate.ts';

const README = readFileSync(join(REPO_ROOT, 'README.md'), 'utf8');

/** The README's text from `start` up to the next blank line. */
function paragraphAt(start: string): string {
  const at = README.indexOf(start);
  expect(at, `README has no "${start}"`).toBeGreaterThanOrEqual(0);
  const end = README.indexOf('\n\n', at);
  return README.slice(at, end < 0 ? undefined : end);
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

// The README's spec section says which rule combinations the validator refuses and why. This
// holds that section to the code: every rule code the checks can emit (loading/spec-rules.ts's table,
// gathered from the loading/*-checks.ts files, and the plan stage's plan-checks/*-rules.ts) is a row
// of the table, and every code the loader writes literally (loading/) is named in the section, so
// neither can drift.

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { REPO_ROOT } from '../../generator/generate.ts';
import { RULES } from '../../loading/spec-rules.ts';
import { CASTLING_RULES } from '../../plan-checks/castling-rules.ts';
import { PLAN_RULES } from '../../plan-checks/plan-rules.ts';
import { SIZE_RULES } from '../../loading/size-checks.ts';

const PAGE = readFileSync(join(REPO_ROOT, 'docs', 'validation.md'), 'utf8');
const HEADING = '# What the validator refuses, and why';

/** The page's text under HEADING, up to the next heading. */
function section(): string {
  const start = PAGE.indexOf(HEADING);
  expect(start, `docs/validation.md has no heading "${HEADING}"`).toBeGreaterThanOrEqual(0);
  const rest = PAGE.slice(start + HEADING.length);
  const end = rest.search(/^#{1,3} /m);
  return end < 0 ? rest : rest.slice(0, end);
}

/** Codes quoted as `code` in the table's rule column. */
function tableCodes(text: string): Set<string> {
  const codes = new Set<string>();
  for (const line of text.split('\n')) {
    const first = /^\|([^|]*)\|/.exec(line);
    if (first) for (const m of first[1].matchAll(/`([a-z-]+)`/g)) codes.add(m[1]);
  }
  return codes;
}

/** Literal diagnostic codes in a source file: `code: 'x'` and `fail(…, 'x', …)`. */
function literalCodes(file: string): string[] {
  const source = readFileSync(join(REPO_ROOT, file), 'utf8');
  const found = [...source.matchAll(/code: '([a-z-]+)'/g), ...source.matchAll(/\bfail\((?:[^,()]+, )*'([a-z-]+)'/g)].map((m) => m[1]);
  return [...new Set(found)];
}

test('every rule of the checks is a row of the README table, and every row is a rule', () => {
  const rules = [...SIZE_RULES, ...RULES, ...CASTLING_RULES, ...PLAN_RULES].map((r) => r.code);
  // every code written in the rule files is a rule of the tables: none is emitted beside them
  const ruleFiles = [
    ...readdirSync(join(REPO_ROOT, 'loading')).filter((f) => f.endsWith('-checks.ts')).map((f) => `loading/${f}`),
    ...readdirSync(join(REPO_ROOT, 'plan-checks')).filter((f) => f.endsWith('-rules.ts')).map((f) => `plan-checks/${f}`),
  ];
  expect(new Set(ruleFiles.flatMap(literalCodes))).toEqual(new Set(rules));
  expect(rules.length).toBeGreaterThan(40);
  const table = tableCodes(section());
  expect(rules.filter((code) => !table.has(code))).toEqual([]);
  expect([...table].filter((code) => !rules.includes(code))).toEqual([]);
});

test('every code the loader writes is named in docs/validation.md', () => {
  const text = section();
  const loader = ['load.ts', 'read-file.ts', 'yaml-layer.ts', 'extends.ts', 'plain-data.ts', 'merge.ts'];
  const codes = loader.flatMap((f) => literalCodes(`loading/${f}`));
  expect(codes.length).toBeGreaterThan(15);
  expect(codes.filter((code) => !text.includes(`\`${code}\``) && !(code.startsWith('yaml-') && text.includes('`yaml-*`')))).toEqual([]);
});

test("the section's table is one table: no blank line or text between its first row and its last", () => {
  // a blank line ends a Markdown table: the rows after it would render as a paragraph of text
  const lines = section().split('\n');
  const rows = lines.flatMap((line, i) => (line.startsWith('|') ? [i] : []));
  expect(rows.length).toBeGreaterThan(40);
  const between = lines.slice(rows[0], rows[rows.length - 1] + 1).map((line, i) => ({ line: rows[0] + i, text: line }));
  expect(between.filter((l) => !l.text.startsWith('|'))).toEqual([]);
});

// docs/spec-format.md is generated from schema/variant.schema.json by schema/gen-spec-doc.ts: the
// committed page must be exactly what the generator writes, so the reference cannot drift from the
// schema, and every key of the schema must carry the description the page is made of.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { REPO_ROOT } from '../../generator/generate.ts';
import { generateSpecDoc, type Schema } from '../../schema/gen-spec-doc.ts';

test('docs/spec-format.md is what schema/gen-spec-doc.ts generates (run `npx tsx schema/gen-spec-doc.ts`)', () => {
  const committed = readFileSync(join(REPO_ROOT, 'docs', 'spec-format.md'), 'utf8');
  expect(committed).toBe(generateSpecDoc());
});

test('every key of the schema is on the page with its description', () => {
  const schema = JSON.parse(readFileSync(join(REPO_ROOT, 'schema', 'variant.schema.json'), 'utf8')) as Schema;
  const page = generateSpecDoc();
  // every object's keys, those of objects written in place (a key's own properties or items) too
  const keysOf = (o: Schema): [string, Schema][] =>
    Object.entries(o.properties ?? {}).flatMap(([key, prop]) => [[key, prop] as [string, Schema], ...keysOf(prop), ...(prop.items ? keysOf(prop.items) : [])]);
  const keys = [schema, ...Object.values(schema.definitions ?? {})].flatMap(keysOf);
  expect(keys.length).toBeGreaterThan(100);
  for (const [key, prop] of keys) {
    const text = prop.description ?? schema.definitions?.[prop.$ref?.replace('#/definitions/', '') ?? '']?.description;
    expect(text, `schema key ${key} has a description`).toBeTruthy();
    expect(page).toContain(`- **\`${key}\`** `);
    expect(page).toContain(text);
  }
});

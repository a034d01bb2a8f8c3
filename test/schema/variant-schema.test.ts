// The schema is the single source of truth: strict everywhere, documented everywhere, and the
// committed schema/spec-types.ts is exactly what schema/gen-types.ts derives from it.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { generateSpecTypes } from '../../schema/gen-types.ts';

const schemaUrl = new URL('../../schema/variant.schema.json', import.meta.url);
const schema = JSON.parse(readFileSync(schemaUrl, 'utf8')) as Record<string, unknown>;

type Node = Record<string, unknown>;
const definitions = schema.definitions as Record<string, Node>;

/** Every object schema in the schema (with its path), including the root and all definitions. */
function objectSchemas(node: unknown, path: string, out: [string, Node][] = []): [string, Node][] {
  if (node === null || typeof node !== 'object') return out;
  const n = node as Node;
  if (n.type === 'object' && n.properties) out.push([path, n]);
  for (const [k, v] of Object.entries(n)) if (typeof v === 'object') objectSchemas(v, `${path}/${k}`, out);
  return out;
}

describe('variant.schema.json', () => {
  const objects = objectSchemas(schema, '#');

  test.each(objects)('%s is strict and every property is described', (_path, node) => {
    expect(node.additionalProperties).toBe(false);
    for (const [key, prop] of Object.entries(node.properties as Record<string, Node>)) {
      const target = typeof prop.$ref === 'string' ? definitions[prop.$ref.replace('#/definitions/', '')] : undefined;
      expect(typeof (prop.description ?? target?.description), `${key} has no description`).toBe('string');
    }
  });

  test('every oneOf branch is a definition ($ref): loading/validate.ts explains a failed oneOf by its best branch, found by its $ref', () => {
    const branches: unknown[] = [];
    const walk = (node: unknown): void => {
      if (node === null || typeof node !== 'object') return;
      const oneOf = (node as Node).oneOf;
      if (Array.isArray(oneOf)) branches.push(...oneOf);
      for (const v of Object.values(node as Node)) walk(v);
    };
    walk(schema);
    expect(branches.length).toBeGreaterThan(0);
    for (const b of branches) expect(Object.keys(b as Node), JSON.stringify(b)).toEqual(['$ref']);
  });

  test('spec-types.ts is what gen-types.ts generates (run `npx tsx schema/gen-types.ts`)', async () => {
    const committed = readFileSync(new URL('../../schema/spec-types.ts', import.meta.url), 'utf8');
    expect(committed).toBe(await generateSpecTypes());
  });
});

// Mutation fuzzing of the bundled variant files: delete, duplicate, retype or misspell a random
// node, truncate the text, or splice in random bytes. The loader must never throw: every
// mutant is either a valid spec (which then compiles) or rejected with located diagnostics.

import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { isMap, isPair, isScalar, isSeq, parseDocument, visit, type Document } from 'yaml';
import { compileSpec } from '../../compiler/compile.ts';
import { bundledSpecFiles, VARIANTS_DIR } from '../../generator/generate.ts';
import { loadSpecText } from '../../plan-checks/load.ts';
import { LONG } from '../support.ts';

const SOURCES = bundledSpecFiles().map((file) => ({ file, text: readFileSync(file, 'utf8') }));
/** Mutants are read as if they sat next to the bundled files, so that `extends: chess` resolves. */
const MUTANT_FILE = join(VARIANTS_DIR, 'mutant.yaml');
const MUTANTS = LONG ? 10_000 : 200;

const MUTATIONS = ['delete', 'duplicate', 'retype', 'misspell', 'truncate', 'bytes'] as const;
type Mutation = (typeof MUTATIONS)[number];

/** Replacement values of a different type than most nodes have. */
const RETYPES: readonly unknown[] = [0, -1, 17, 1.5, true, null, '', 'x', 'W', [], {}, [0, 0], { type: 'capture' }, 'ZZZ'];

/** Every node of a document (pairs' keys and values, sequence items), in document order. */
function nodesOf(doc: Document): { parent: unknown; key: unknown; node: unknown }[] {
  const out: { parent: unknown; key: unknown; node: unknown }[] = [];
  visit(doc, {
    Pair(key, pair, path) {
      out.push({ parent: path[path.length - 1], key, node: pair });
    },
    Scalar(key, node, path) {
      out.push({ parent: path[path.length - 1], key, node });
    },
    Seq(key, node, path) {
      out.push({ parent: path[path.length - 1], key, node });
    },
  });
  return out;
}

/** Applies one mutation to `text`, choosing positions with `pick` (a number in [0, 1)). */
export function mutate(text: string, mutation: Mutation, pick: () => number): string {
  const choose = <T,>(xs: readonly T[]): T => xs[Math.floor(pick() * xs.length)];
  if (mutation === 'truncate') return text.slice(0, Math.floor(pick() * text.length));
  if (mutation === 'bytes') {
    const at = Math.floor(pick() * text.length);
    const bytes = Array.from({ length: 1 + Math.floor(pick() * 8) }, () => String.fromCharCode(Math.floor(pick() * 128)));
    const cut = Math.floor(pick() * 4);
    return text.slice(0, at) + bytes.join('') + text.slice(at + cut);
  }
  const doc = parseDocument(text);
  if (doc.errors.length > 0) return text.slice(0, Math.floor(pick() * text.length)); // no tree to edit: truncate instead
  const nodes = nodesOf(doc);
  const target = choose(nodes);
  if (!target) return text;
  const { parent, node } = target;
  if (mutation === 'misspell' && isScalar(node) && typeof node.value === 'string' && node.value.length > 0) {
    const s = node.value;
    const i = Math.floor(pick() * s.length);
    const edits = [s.slice(0, i) + s.slice(i + 1), s.slice(0, i) + s[i] + s.slice(i), s.slice(0, i) + String.fromCharCode(97 + Math.floor(pick() * 26)) + s.slice(i + 1)];
    node.value = choose(edits);
  } else if (mutation === 'misspell' && isPair(node) && isScalar(node.key)) {
    node.key.value = `${String(node.key.value)}${choose(['s', '_', 'X'])}`;
  } else if (mutation === 'retype' && isPair(node)) {
    node.value = doc.createNode(choose(RETYPES));
  } else if (mutation === 'retype' && isScalar(node)) {
    node.value = choose(RETYPES.filter((v) => v === null || typeof v !== 'object'));
  } else if ((mutation === 'delete' || mutation === 'duplicate') && (isMap(parent) || isSeq(parent))) {
    const items = parent.items as unknown[];
    const i = items.indexOf(node);
    if (i >= 0 && mutation === 'delete') items.splice(i, 1);
    else if (i >= 0) items.splice(i, 0, isSeq(parent) ? doc.createNode((node as { toJSON(): unknown }).toJSON()) : node);
  }
  try {
    return String(doc);
  } catch {
    return text.slice(0, Math.floor(pick() * text.length)); // e.g. an alias the bytes left without anchor: truncate instead
  }
}

/** The loader's contract on one text: no exception; a valid spec compiles; a rejection is located. */
function expectContract(text: string): 'valid' | 'rejected' {
  const result = loadSpecText(text, MUTANT_FILE);
  if (result.ok) {
    compileSpec(result.spec);
    return 'valid';
  }
  expect(result.diagnostics.length).toBeGreaterThan(0);
  const lines = text.split('\n').length;
  for (const d of result.diagnostics) {
    expect([MUTANT_FILE, ...SOURCES.map((x) => x.file)]).toContain(d.file);
    expect(d.line).toBeGreaterThanOrEqual(1);
    // a problem inherited through `extends` is located in the parent file
    if (d.file === MUTANT_FILE) expect(d.line).toBeLessThanOrEqual(lines + 1);
    expect(d.col).toBeGreaterThanOrEqual(1);
    expect(d.message.trim()).not.toBe('');
    expect(d.code).toMatch(/^\S+$/);
  }
  return 'rejected';
}

describe('mutants of the bundled variant files', () => {
  test(`${MUTANTS} mutants: a valid spec or located diagnostics, never an exception`, () => {
    const tally = { valid: 0, rejected: 0 };
    fc.assert(
      fc.property(
        fc.constantFrom(...SOURCES),
        fc.constantFrom(...MUTATIONS),
        fc.array(fc.integer({ min: 0, max: 2 ** 31 - 1 }), { minLength: 1, maxLength: 3 }),
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        (source, mutation, rounds, seed) => {
          let s = seed;
          const pick = (): number => {
            s = (Math.imul(s, 1103515245) + 12345) >>> 0;
            return s / 2 ** 32;
          };
          let text = source.text;
          for (let i = 0; i < rounds.length; i++) text = mutate(text, i === 0 ? mutation : MUTATIONS[rounds[i] % MUTATIONS.length], pick);
          try {
            tally[expectContract(text)]++;
          } catch (e) {
            throw new Error(`${(e as Error).message}\n--- mutant of ${source.file} ---\n${text}`, { cause: e });
          }
        },
      ),
      { numRuns: MUTANTS, seed: 4242 },
    );
    if (LONG) process.stdout.write(`mutants: ${tally.valid} valid, ${tally.rejected} rejected\n`);
    expect(tally.rejected).toBeGreaterThan(MUTANTS / 3);
  });
});

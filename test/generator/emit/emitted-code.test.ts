// The committed engines say what they use and use what they say (#25 item 6): each runtime name
// they import, and each constant they declare, is referred to in their code; constant offsets are
// folded (`sq + 12`, never `sq - -12`); no `void x;` keeps an unused name alive.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { referencedNames } from '../../../generator/emit/used-names.ts';
import { REPO_ROOT } from '../../../generator/generate.ts';

const DIR = join(REPO_ROOT, 'generated');
const engines = readdirSync(DIR).filter((f) => f.endsWith('.ts'));

/** How many times each identifier is referred to in `text` (comments, strings and property names aside). */
function counts(text: string): Map<string, number> {
  const out = new Map<string, number>();
  for (const line of text.split('\n')) for (const name of referencedNames(line)) out.set(name, (out.get(name) ?? 0) + 1);
  return out;
}

describe.each(engines)('%s', (file) => {
  const text = readFileSync(join(DIR, file), 'utf8');
  const [imports, body] = [text.split('\n').filter((l) => l.startsWith('import ')).join('\n'), text.split('\n').filter((l) => !l.startsWith('import ')).join('\n')];
  const used = referencedNames(body);

  test('imports only runtime names its code refers to', () => {
    const imported = [...imports.matchAll(/\{([^}]*)\}/g)].flatMap((m) => m[1].split(',').map((name) => name.trim()));
    expect(imported.length).toBeGreaterThan(0);
    expect(imported.filter((name) => !used.has(name))).toEqual([]);
  });

  test('declares no module constant, no local and no parameter it does not refer to', () => {
    const unused = (chunk: string, declared: readonly string[]): string[] => {
      const n = counts(chunk);
      return declared.filter((name) => (n.get(name) ?? 0) < 2);
    };
    expect(unused(body, [...body.matchAll(/^(?:const|let) ([A-Za-z_$][\w$]*)/gm)].map((m) => m[1]))).toEqual([]);
    // each top-level function: the locals it declares at its top and its parameters
    for (const fn of body.matchAll(/^function [^(]+\(([^)]*)\)[^\n]*\n([\s\S]*?)^\}/gm)) {
      // an attack test with nothing to test (Interweave captures by jumping only) keeps its callers' signature
      const params = fn[2].trim() === 'return false;' ? [] : fn[1].split(', ').map((p) => p.split(':')[0]);
      const locals = [...fn[2].matchAll(/^ {2}(?:const|let) ([A-Za-z_$][\w$]*)/gm)].map((m) => m[1]);
      const n = counts(fn[2]);
      expect(params.filter((name) => !n.has(name)), fn[0].split('\n')[0]).toEqual([]);
      expect(unused(fn[2], locals), fn[0].split('\n')[0]).toEqual([]);
    }
  });

  test('folds its constant offsets and keeps no name alive with void', () => {
    expect(body.match(/[-+] -\d|[-+]= -\d/g) ?? []).toEqual([]);
    expect(body.match(/\bvoid \w+;/g) ?? []).toEqual([]);
  });
});

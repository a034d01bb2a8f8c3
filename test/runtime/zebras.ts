// Zebras on a 5x5 board (Betza nZ, a lame leap), a king each and a wall piece, for the lame-path
// and passing tests (janggi's mechanisms beyond the bundled variant): the spec, its plan, and
// both engines of it (the generated one emitted into .cache/janggi-rules).

import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect } from 'vitest';
import { compileSpec } from '../../compiler/compile.ts';
import { emitEngine } from '../../generator/emit/engine.ts';
import { planFingerprint } from '../../generator/fingerprint.ts';
import { REPO_ROOT, type GeneratorFactory } from '../../generator/generate.ts';
import { Engine } from '../../runtime/use/engine.ts';
import type { VariantPlan } from '../../runtime/plan/variant.ts';
import { loadSpecText } from '../../plan-checks/load.ts';

const CACHE = join(REPO_ROOT, '.cache', 'janggi-rules');

export function planOf(text: string): VariantPlan {
  const result = loadSpecText(text, 'zebras.yaml');
  if (!result.ok) throw new Error(result.diagnostics.map((d) => `${d.code}: ${d.message}`).join('\n'));
  return compileSpec(result.spec);
}

/** The interpreter and the generated engine of a plan. */
export async function engines(plan: VariantPlan): Promise<Engine[]> {
  mkdirSync(CACHE, { recursive: true });
  const file = join(CACHE, `janggi-${planFingerprint(plan)}.ts`);
  writeFileSync(file, emitEngine(plan, { source: 'zebras.yaml' }));
  const mod = (await import(pathToFileURL(file).href)) as { createGenerator: GeneratorFactory };
  return [new Engine(plan), new Engine(plan, mod.createGenerator)];
}

/** A 5x5 game with kings and lame zebras (Betza nZ), on the given path, optionally passing. */
export function zebras(path: string, extra = ''): string {
  return [
    'name: zebras',
    'board: { files: 5, ranks: 5 }',
    'pieces:',
    '  - { name: king, letter: k, royal: true, betza: K }',
    `  - { name: zebra, letter: z, moves: [{ betza: nZ${path} }] }`,
    '  - { name: wall, letter: w, betza: W }',
    'start: "k4/5/5/5/Z3K w - - 0 1"',
    extra,
  ].join('\n');
}

export function fenOf(engine: Engine, fen: string): ReturnType<Engine['start']> {
  const pos = engine.parseFen(fen);
  if (!pos.ok) throw new Error(pos.error.message);
  return pos.pos;
}

export const zebraMoves = (engine: Engine, fen: string): string[] =>
  engine.moves(fenOf(engine, fen)).map((m) => m.uci).filter((u) => u.startsWith('a1')).sort();

/** Refused with `code` on line `line` of the spec. */
export function expectRefused(text: string, code: string, line: number): void {
  const result = loadSpecText(text, 'zebras.yaml');
  expect(result.ok).toBe(false);
  if (result.ok) return;
  const found = result.diagnostics.find((d) => d.code === code);
  expect(found, result.diagnostics.map((d) => `${d.code}: ${d.message}`).join('\n')).toBeDefined();
  expect(found!.line).toBe(line);
}

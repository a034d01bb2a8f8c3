// Generate: spec files → generated/<name>.ts, one engine module per variant. Loading a
// generated engine at run time (committed or cached) is engine-cache.ts.

import { existsSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { PACKAGE_ROOT } from '../cli/package-root.ts';
import { compileSpec } from '../compiler/compile.ts';
import type { Diagnostic } from '../schema/diagnostic.ts';
import { loadSpecFile } from '../schema/load.ts';
import { emitEngine } from './emit.ts';
import { checkDestination, makeFolder, writeOutput } from './write.ts';

export const REPO_ROOT = PACKAGE_ROOT;
export const VARIANTS_DIR = join(REPO_ROOT, 'variants');
export const GENERATED_DIR = join(REPO_ROOT, 'generated');

// loading a generated engine lives in engine-cache.ts, which loads ts-morph only to emit one
export { loadGeneratedFactory, type GeneratorFactory } from './engine-cache.ts';

export interface GeneratedModule {
  readonly file: string;
  readonly text: string;
}

export type GenerateResult = { ok: true; modules: GeneratedModule[] } | { ok: false; diagnostics: Diagnostic[] };

/** The bundled spec files, sorted by name. */
export function bundledSpecFiles(): string[] {
  return readdirSync(VARIANTS_DIR)
    .filter((f) => f.endsWith('.yaml'))
    .sort()
    .map((f) => join(VARIANTS_DIR, f));
}

/** Emits the engine module for each spec file, in memory; the output folder decides only the file names. */
export function generateModules(specFiles: readonly string[], outDir = GENERATED_DIR): GenerateResult {
  const modules: GeneratedModule[] = [];
  const diagnostics: Diagnostic[] = [];
  for (const file of specFiles) {
    const loaded = loadSpecFile(file);
    if (!loaded.ok) {
      diagnostics.push(...loaded.diagnostics);
      continue;
    }
    const plan = compileSpec(loaded.spec);
    const out = join(outDir, `${plan.name}.ts`);
    const source = relative(REPO_ROOT, resolve(file)).split('\\').join('/');
    modules.push({ file: out, text: emitEngine(plan, { source }) });
  }
  return diagnostics.length ? { ok: false, diagnostics } : { ok: true, modules };
}

/**
 * Checks every module's destination, then writes each (a failed write leaves that file as it
 * was). Returns the first failure as one sentence naming the path and the reason, or null.
 */
export function writeModules(modules: readonly GeneratedModule[]): string | null {
  const problem = checkModuleDestinations(modules);
  if (problem !== null) return problem;
  for (const m of modules) {
    const failed = makeFolder(dirname(m.file)) ?? writeOutput(m.file, m.text);
    if (failed !== null) return failed;
  }
  return null;
}

/** The first module file (or its folder) that cannot be written, checked before anything is written. */
export function checkModuleDestinations(modules: readonly GeneratedModule[]): string | null {
  for (const dir of new Set(modules.map((m) => dirname(m.file)))) {
    const problem = checkDestination(dir, 'folder');
    if (problem !== null) return problem;
  }
  for (const m of modules) {
    if (!existsSync(dirname(m.file))) continue;
    const problem = checkDestination(m.file, 'file');
    if (problem !== null) return problem;
  }
  return null;
}

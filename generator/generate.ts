// Generate: spec files → generated/<name>.ts, one engine module per variant. Loading a
// generated engine at run time (committed or cached) is engine-cache.ts.

import { existsSync, readdirSync, realpathSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { PACKAGE_ROOT } from '../loading/package-root.ts';
import type { Diagnostic } from '../schema/diagnostic.ts';
import { nameClashes } from '../loading/load.ts';
import { loadSpecFile } from '../plan-checks/load.ts';
import { emitEngine } from './emit/engine.ts';
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

/**
 * Emits the engine module for each spec file, in memory; the output folder decides only the file
 * names. Nothing is written over another variant's engine: a spec's name must be its file name,
 * two specs may not share a name (the same file given twice is generated once), and
 * generated/<name>.ts of a bundled variant comes only from variants/<name>.yaml.
 */
export function generateModules(specFiles: readonly string[], outDir = GENERATED_DIR): GenerateResult {
  const modules: GeneratedModule[] = [];
  const files = [...new Map(specFiles.map((f) => [realFile(f), f])).values()];
  const loads = files.map((file) => loadSpecFile(file, { nameFromFile: true }));
  const diagnostics: Diagnostic[] = [...loads.flatMap((l) => (l.ok ? [] : l.diagnostics)), ...nameClashes(loads)];
  for (const loaded of loads) {
    if (!loaded.ok) continue;
    const { file } = loaded;
    const bundled = join(VARIANTS_DIR, `${loaded.spec.name}.yaml`);
    if (realFile(outDir) === realFile(GENERATED_DIR) && existsSync(bundled) && realFile(bundled) !== realFile(file)) {
      const message = `generated/${loaded.spec.name}.ts is the engine of the bundled variant ${relative(REPO_ROOT, bundled)}; generate this file into another folder with --out`;
      diagnostics.push({ ...loaded.nameAt, code: 'name-bundled', message });
    }
    if (diagnostics.length > 0) continue;
    const { plan } = loaded;
    const out = join(outDir, `${plan.name}.ts`);
    const source = relative(REPO_ROOT, resolve(file)).split('\\').join('/');
    modules.push({ file: out, text: emitEngine(plan, { source }) });
  }
  return diagnostics.length ? { ok: false, diagnostics } : { ok: true, modules };
}

/** A file's path with symbolic links resolved (as given when it does not exist). */
function realFile(file: string): string {
  try {
    return realpathSync(file);
  } catch {
    return resolve(file);
  }
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

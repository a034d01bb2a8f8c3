// Generate: spec files → generated/<name>.ts, one engine module per variant. Also loads a
// generated engine for a plan at run time, emitting it into a cache folder when no
// committed engine matches the plan (a variant given as a path, or an edited spec).

import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { compileSpec } from '../compiler/compile.ts';
import type { MoveGenerator } from '../runtime/generator.ts';
import type { VariantPlan } from '../runtime/plan.ts';
import type { VariantTables } from '../runtime/tables.ts';
import type { Diagnostic } from '../schema/diagnostic.ts';
import { loadSpecFile } from '../schema/load.ts';
import { emitEngine } from './emit.ts';
import { planFingerprint } from './fingerprint.ts';
import { checkDestination, makeFolder, writeOutput } from './write.ts';

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const VARIANTS_DIR = join(REPO_ROOT, 'variants');
export const GENERATED_DIR = join(REPO_ROOT, 'generated');
const CACHE_DIR = join(REPO_ROOT, '.cache', 'engines');

export type GeneratorFactory = (t: VariantTables) => MoveGenerator;

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
    const runtimeImport = relative(outDir, join(REPO_ROOT, 'runtime')).split('\\').join('/') || '.';
    modules.push({ file: out, text: emitEngine(plan, { source, runtimeImport }) });
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

/**
 * A factory for the generated engine of `plan`: the committed module when its fingerprint
 * matches the plan, else one emitted now into .cache/engines.
 */
export async function loadGeneratedFactory(plan: VariantPlan, specFile: string): Promise<GeneratorFactory> {
  const fingerprint = planFingerprint(plan);
  const committed = join(GENERATED_DIR, `${plan.name}.ts`);
  if (existsSync(committed)) {
    const mod = (await import(pathToFileURL(committed).href)) as EngineModule;
    if (mod.PLAN_FINGERPRINT === fingerprint) return mod.createGenerator;
  }
  const cached = join(CACHE_DIR, `${plan.name}-${fingerprint}.ts`);
  if (!existsSync(cached)) {
    mkdirSync(CACHE_DIR, { recursive: true });
    const source = basename(specFile);
    const runtimeImport = relative(CACHE_DIR, join(REPO_ROOT, 'runtime')).split('\\').join('/');
    writeFileSync(cached, emitEngine(plan, { source, runtimeImport }));
  }
  const mod = (await import(pathToFileURL(cached).href)) as EngineModule;
  return mod.createGenerator;
}

interface EngineModule {
  readonly PLAN_FINGERPRINT: string;
  readonly createGenerator: GeneratorFactory;
}

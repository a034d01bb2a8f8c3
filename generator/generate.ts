// Generate: spec files → generated/<name>.ts, one engine module per variant. Also loads a
// generated engine for a plan at run time, emitting it into a cache folder when no
// committed engine matches the plan (a variant given as a path, or an edited spec).

import { existsSync, mkdirSync, readdirSync, realpathSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { compileSpec } from '../compiler/compile.ts';
import type { MoveGenerator } from '../runtime/generator.ts';
import type { VariantPlan } from '../runtime/plan.ts';
import type { VariantTables } from '../runtime/tables.ts';
import type { Diagnostic } from '../schema/diagnostic.ts';
import { loadSpecFile, nameClashes } from '../schema/load.ts';
import { emitEngine } from './emit.ts';
import { planFingerprint } from './fingerprint.ts';

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
    const plan = compileSpec(loaded.spec);
    const out = join(outDir, `${plan.name}.ts`);
    const source = relative(REPO_ROOT, resolve(file)).split('\\').join('/');
    const runtimeImport = relative(outDir, join(REPO_ROOT, 'runtime')).split('\\').join('/') || '.';
    modules.push({ file: out, text: emitEngine(plan, { source, runtimeImport }) });
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

export function writeModules(modules: readonly GeneratedModule[]): void {
  for (const m of modules) {
    mkdirSync(dirname(m.file), { recursive: true });
    writeFileSync(m.file, m.text);
  }
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

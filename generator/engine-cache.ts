// Loading a generated engine at run time: the committed module (generated/, built with the
// package) when its fingerprint matches the plan, else one emitted now into the engine cache
// as JavaScript, so that no TypeScript loader is needed. ts-morph (the emitter and its
// TypeScript) is imported only on that path: a bundled variant never loads it.
//
// The cache lives inside the package (.cache/engines), so an engine there imports
// `fairyforge/runtime` by the package's self-reference and shares the one runtime the process
// already loaded. Its key covers the plan and the tools that turn a plan into code (see
// engineCacheKey), so a cached engine is never older than the emitter or the runtime.

import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { PACKAGE_ROOT, PACKAGE_VERSION } from '../cli/package-root.ts';
import type { MoveGenerator } from '../runtime/generator.ts';
import type { VariantPlan } from '../runtime/plan.ts';
import type { VariantTables } from '../runtime/tables.ts';
import { planFingerprint } from './fingerprint.ts';

export type GeneratorFactory = (t: VariantTables) => MoveGenerator;

/** What a generated engine module exports (see emit.ts). */
export interface EngineModule {
  readonly PLAN_FINGERPRINT: string;
  readonly createGenerator: GeneratorFactory;
}

/** `.ts` when running from the sources, `.js` from the build: the committed engines and the tools' files have it. */
const OWN_EXTENSION = import.meta.url.endsWith('.ts') ? '.ts' : '.js';
const GENERATOR_DIR = dirname(fileURLToPath(import.meta.url));
const RUNTIME_DIR = join(GENERATOR_DIR, '..', 'runtime');
const COMMITTED_DIR = join(GENERATOR_DIR, '..', 'generated');
export const ENGINE_CACHE_DIR = join(PACKAGE_ROOT, '.cache', 'engines');

export interface EngineCacheOptions {
  /** Folder of the cached engines (tests use their own). */
  readonly cacheDir?: string;
  /** Fingerprint of the emitter and runtime (tests inject one); default toolFingerprint(). */
  readonly toolFingerprint?: string;
}

/** A factory for the generated engine of `plan` (committed, cached, or emitted now). */
export async function loadGeneratedFactory(
  plan: VariantPlan,
  specFile: string,
  options: EngineCacheOptions = {},
): Promise<GeneratorFactory> {
  const fingerprint = planFingerprint(plan);
  const committed = join(COMMITTED_DIR, `${plan.name}${OWN_EXTENSION}`);
  if (existsSync(committed)) {
    const mod = (await import(pathToFileURL(committed).href)) as EngineModule;
    if (mod.PLAN_FINGERPRINT === fingerprint) return mod.createGenerator;
  }
  const key = engineCacheKey(fingerprint, options.toolFingerprint ?? toolFingerprint());
  const file = join(options.cacheDir ?? ENGINE_CACHE_DIR, `${plan.name}-${key}.js`);
  if (!existsSync(file)) await writeEngine(plan, basename(specFile), file);
  const mod = (await import(pathToFileURL(file).href)) as EngineModule;
  return mod.createGenerator;
}

/** The cache key of an engine: its plan's fingerprint and the fingerprint of the tools that emit and run it. */
export function engineCacheKey(planFingerprint: string, toolFingerprint: string): string {
  return createHash('sha256').update(`${planFingerprint}\0${toolFingerprint}`).digest('hex').slice(0, 20);
}

let tools: string | undefined;

/**
 * A hash of everything besides the plan that decides a cached engine's code and behaviour:
 * this package's version, the TypeScript (ts-morph) that transpiles it, and the text of the
 * emitter (generator/) and the runtime it calls (runtime/), as this process runs them.
 */
export function toolFingerprint(): string {
  tools ??= hashTools();
  return tools;
}

function hashTools(): string {
  const hash = createHash('sha256').update(`fairyforge ${PACKAGE_VERSION}\0ts-morph ${tsMorphVersion()}\0`);
  for (const dir of [GENERATOR_DIR, RUNTIME_DIR]) {
    const files = readdirSync(dir).filter((f) => f.endsWith(OWN_EXTENSION) && !f.endsWith('.d.ts'));
    for (const f of files.sort()) hash.update(`${f}\0`).update(readFileSync(join(dir, f))).update('\0');
  }
  return hash.digest('hex');
}

function tsMorphVersion(): string {
  const require = createRequire(import.meta.url);
  return (require('ts-morph/package.json') as { version: string }).version;
}

/** Emits the engine for `plan`, transpiles it to JavaScript and writes it atomically to `file`. */
async function writeEngine(plan: VariantPlan, source: string, file: string): Promise<void> {
  const [{ emitEngine }, { ts }] = await Promise.all([import('./emit.ts'), import('ts-morph')]);
  const text = emitEngine(plan, { source });
  const js = ts.transpileModule(text, {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
    fileName: `${plan.name}.ts`,
  }).outputText;
  mkdirSync(dirname(file), { recursive: true });
  // a temporary name, then a rename: a process running at the same time never imports half a file
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, js);
  renameSync(temporary, file);
}

// Loading a generated engine at run time: the committed module (generated/, built with the
// package) when its fingerprint matches the plan, else one emitted now into the engine cache
// as JavaScript, so that no TypeScript loader is needed. ts-morph (the emitter and its
// TypeScript) is imported only on that path: a bundled variant never loads it.
//
// The cache lives inside the package (.cache/engines), so an engine there imports
// `fairyforge/runtime` by the package's self-reference and shares the one runtime the process
// already loaded; when the package folder is read-only, the user's cache folder instead, with the
// runtime imported by its file URL. Its key covers the plan and the tools that turn a plan into code (see
// engineCacheKey), so a cached engine is never older than the emitter or the runtime.

import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { homedir } from 'node:os';
import { basename, dirname, join, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { PACKAGE_ROOT, PACKAGE_VERSION } from '../loading/package-root.ts';
import type { MoveGenerator } from '../runtime/generate/generator.ts';
import type { VariantPlan } from '../runtime/plan/variant.ts';
import type { VariantTables } from '../runtime/tables/tables.ts';
import { planFingerprint } from './fingerprint.ts';
import { makeFolder, writeOutput } from './write.ts';

export type GeneratorFactory = (t: VariantTables) => MoveGenerator;

/** What a generated engine module exports (see emit/engine.ts). */
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
/** The user's own cache (XDG), for when the package folder cannot be written. */
const USER_CACHE_DIR = join(process.env.XDG_CACHE_HOME || join(homedir(), '.cache'), 'fairyforge', 'engines');
/** What generated engines import the runtime from: emit/engine.ts's RUNTIME_MODULE (not imported from there, which would load ts-morph; a test checks they agree). */
export const RUNTIME_MODULE = 'fairyforge/runtime';

export interface EngineCacheOptions {
  /** Folder of the cached engines (tests use their own). */
  readonly cacheDir?: string;
  /** Folder for engines when `cacheDir` cannot be written (tests use their own). */
  readonly userCacheDir?: string;
  /** Fingerprint of the emitter and runtime (tests inject one); default toolFingerprint(). */
  readonly toolFingerprint?: string;
  /** A `performance.now()` time by which an emission must be done, or DeadlinePassed (runtime/use/deadline.ts). */
  readonly deadline?: number;
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
  const tools = options.toolFingerprint ?? toolFingerprint();
  const inPackage = join(options.cacheDir ?? ENGINE_CACHE_DIR, `${plan.name}-${engineCacheKey(fingerprint, tools)}.js`);
  if (existsSync(inPackage)) return importFactory(inPackage);
  const inPackageFailure = await writeEngine(plan, basename(specFile), inPackage, RUNTIME_MODULE, options.deadline);
  if (inPackageFailure === null) return importFactory(inPackage);
  // The package folder cannot be written (say, a global install used by another user): the user's
  // own cache folder, outside the package, where the engine imports this process's runtime by its URL.
  const runtime = new URL(`../runtime/index${OWN_EXTENSION}`, import.meta.url).href;
  const key = engineCacheKey(fingerprint, `${tools}\0${runtime}`);
  const inUserCache = join(options.userCacheDir ?? USER_CACHE_DIR, `${plan.name}-${key}.js`);
  if (existsSync(inUserCache)) return importFactory(inUserCache);
  const inUserCacheFailure = await writeEngine(plan, basename(specFile), inUserCache, runtime, options.deadline);
  if (inUserCacheFailure !== null) throw new EngineCacheUnwritable(plan.name, [inPackageFailure, inUserCacheFailure]);
  return importFactory(inUserCache);
}

/**
 * No engine cache folder could be written: a mistake of the environment, not a bug. The message
 * is one line naming both folders and why each failed (generator/write.ts's sentences).
 */
export class EngineCacheUnwritable extends Error {
  override readonly name = 'EngineCacheUnwritable';

  constructor(variant: string, failures: readonly string[]) {
    super(`the generated engine of ${variant} cannot be cached (${failures.join('; ')}); use the interpreted engine, or make a cache folder writable`);
  }
}

async function importFactory(file: string): Promise<GeneratorFactory> {
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
    // the runtime is grouped in stage folders: every file below the folder, named by its path in it
    const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith(OWN_EXTENSION) && !f.endsWith('.d.ts'));
    for (const f of files.sort()) hash.update(`${f.split(sep).join('/')}\0`).update(readFileSync(join(dir, f))).update('\0');
  }
  return hash.digest('hex');
}

function tsMorphVersion(): string {
  const require = createRequire(import.meta.url);
  return (require('ts-morph/package.json') as { version: string }).version;
}

/**
 * Emits the engine for `plan`, transpiles it to JavaScript and writes it to `file` by the one
 * write mechanism (generator/write.ts: atomic, so a process running at the same time never
 * imports half a file); `runtime` is the module it imports the runtime from (the package name,
 * or a file URL). Returns the failure sentence, or null.
 */
async function writeEngine(plan: VariantPlan, source: string, file: string, runtime: string, deadline?: number): Promise<string | null> {
  const { emitBefore } = await import('./emit-in-worker.ts');
  const js = await emitBefore(plan, source, deadline);
  const imports = `from ${JSON.stringify(RUNTIME_MODULE)}`;
  return makeFolder(dirname(file)) ?? writeOutput(file, js.replaceAll(imports, `from ${JSON.stringify(runtime)}`));
}

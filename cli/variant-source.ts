// Where a CLI command gets its variant from: a variant argument (a name in variants/ or a
// path to a YAML file) is resolved, loaded, checked, compiled and given an engine. Every
// user mistake comes back as a Result holding a UserError; nothing here throws for one.
// The choice of move generator (--engine) lives in one function, `generatorFactory`.

import { existsSync, readdirSync, statSync } from 'node:fs';
import { basename, extname, isAbsolute, join, relative, resolve } from 'node:path';
import { compileSpec } from '../compiler/compile.ts';
import { Engine } from '../runtime/engine.ts';
import type { MoveGenerator } from '../runtime/generator.ts';
import type { VariantPlan } from '../runtime/plan.ts';
import type { VariantTables } from '../runtime/tables.ts';
import { clip, quote } from '../runtime/quote.ts';
import { closest, type Diagnostic } from '../schema/diagnostic.ts';
import { loadSpecFile, type LoadResult } from '../schema/load.ts';
import type { VariantSpec } from '../schema/spec-types.ts';
import { UserError } from './errors.ts';
import { snapshotSpec } from './bundled-snapshot.ts';
import { PACKAGE_ROOT } from '../schema/package-root.ts';

export type Result<T> = { ok: true; value: T } | { ok: false; error: UserError };

const ok = <T>(value: T): Result<T> => ({ ok: true, value });
const fail = <T>(error: UserError): Result<T> => ({ ok: false, error });

/** The package root (from the sources and from dist alike). */
export const REPO_ROOT = PACKAGE_ROOT;
/** The folder of the bundled variants. */
export const VARIANTS_DIR = join(REPO_ROOT, 'variants');

/** The move generators a command can run on (`--engine`). */
export const ENGINE_KINDS = ['interpreted', 'generated'] as const;
export type EngineKind = (typeof ENGINE_KINDS)[number];
export const DEFAULT_ENGINE: EngineKind = 'generated';

export interface LoadEngineOptions {
  engine?: EngineKind;
}

export interface LoadedVariant {
  /** The file the variant was read from. */
  file: string;
  spec: VariantSpec;
  plan: VariantPlan;
  engine: Engine;
  engineKind: EngineKind;
}

export interface VariantEntry {
  /** The file name without `.yaml`: what a user types to name the variant. */
  name: string;
  /** The spec's title, or the name when the file is invalid or has no title. */
  title: string;
  file: string;
  /** The file loaded and checked. */
  load: LoadResult;
}

/** A path as shown to the user: relative to the working directory when inside it, else absolute. */
export function displayPath(file: string): string {
  const abs = resolve(file);
  const rel = relative(process.cwd(), abs);
  return rel !== '' && !rel.startsWith('..') && !isAbsolute(rel) ? rel : abs;
}

/** Whether an argument names a bundled variant rather than a file: no path separator, no extension. */
export function isVariantName(arg: string): boolean {
  return !/[\\/]/.test(arg) && extname(arg) === '' && arg !== '.' && arg !== '..';
}

/** The names of the variants in variants/ (file names without `.yaml`), sorted. */
export function variantNames(dir = VARIANTS_DIR): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.yaml'))
    .map((f) => basename(f, '.yaml'))
    .sort();
}

/** Every variant in variants/ (or `dir`), loaded and checked (invalid ones included, with their diagnostics). */
export function listVariants(dir = VARIANTS_DIR): VariantEntry[] {
  return variantNames(dir).map((name) => {
    const file = displayPath(join(dir, `${name}.yaml`));
    const load = loadSpecFile(file);
    return { name, title: load.ok ? (load.spec.title ?? load.spec.name) : name, file, load };
  });
}

/**
 * The file a variant argument stands for: a bare name is `variants/<name>.yaml`, anything
 * else is a path relative to the working directory that must be an existing file.
 */
export function resolveVariant(arg: string): Result<string> {
  if (arg.trim() === '') return fail(new UserError('the variant is empty: give a name from variants/ or a path to a .yaml file'));
  if (isVariantName(arg)) {
    const file = join(VARIANTS_DIR, `${arg}.yaml`);
    if (existsSync(file)) return ok(displayPath(file));
    const names = variantNames();
    const suggestion = closest(arg, names);
    const hint = suggestion === undefined ? '' : ` — did you mean ${quote(suggestion)}?`;
    const available = names.length > 0 ? ` (available: ${names.join(', ')})` : ' (variants/ has no variants)';
    return fail(new UserError(`unknown variant ${quote(arg)}${hint}${available}`));
  }
  const file = resolve(arg);
  if (!existsSync(file)) return fail(new UserError(`no such file: ${clip(arg, 200)}`));
  if (!statSync(file).isFile()) return fail(new UserError(`not a file: ${clip(arg, 200)} (a variant is one .yaml file)`));
  return ok(arg);
}

/** Resolves, loads and checks a variant argument. Invalid files come back with their diagnostics. */
export function loadVariantSpec(arg: string): Result<{ file: string; spec: VariantSpec }> {
  const resolved = resolveVariant(arg);
  if (!resolved.ok) return resolved;
  // a bundled variant unchanged since the build: its checked spec, without parsing or validating
  const snapshot = isVariantName(arg) ? snapshotSpec(arg) : undefined;
  if (snapshot) return ok({ file: resolved.value, spec: snapshot });
  const load = loadSpecFile(resolved.value);
  if (!load.ok) return fail(invalidSpecError(load.diagnostics));
  return ok({ file: load.file, spec: load.spec });
}

/** The error for a file that did not load: its diagnostics, one located line each. */
export function invalidSpecError(diagnostics: readonly Diagnostic[]): UserError {
  return new UserError('', { diagnostics });
}

/**
 * THE place where `--engine` is decided: a factory for the Engine constructor, or an error
 * when that generator cannot be used for this plan. Async so that a generated engine can be
 * imported on demand.
 */
export async function generatorFactory(
  kind: EngineKind,
  plan: VariantPlan,
  specFile: string,
): Promise<Result<(t: VariantTables) => MoveGenerator>> {
  switch (kind) {
    case 'interpreted': {
      const { Interpreter } = await import('../runtime/interpreter.ts');
      return ok((t) => new Interpreter(t));
    }
    case 'generated': {
      // the committed engine when it matches the spec, else one emitted now into .cache/engines
      const { loadGeneratedFactory } = await import('../generator/engine-cache.ts');
      return ok(await loadGeneratedFactory(plan, specFile));
    }
  }
}

/** Parses an `--engine` value. */
export function parseEngineKind(text: string): Result<EngineKind> {
  const kind = ENGINE_KINDS.find((k) => k === text);
  if (kind) return ok(kind);
  return fail(UserError.usage(`unknown engine ${quote(text)} (expected ${ENGINE_KINDS.join(' or ')})`));
}

/** Resolves, loads, checks and compiles a variant and builds its engine. */
export async function loadEngine(arg: string, opts: LoadEngineOptions = {}): Promise<Result<LoadedVariant>> {
  const loaded = loadVariantSpec(arg);
  if (!loaded.ok) return loaded;
  const { file, spec } = loaded.value;
  const plan = compileSpec(spec);
  const engineKind = opts.engine ?? DEFAULT_ENGINE;
  const factory = await generatorFactory(engineKind, plan, file);
  if (!factory.ok) return factory;
  return ok({ file, spec, plan, engine: new Engine(plan, factory.value), engineKind });
}

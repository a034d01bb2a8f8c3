// Where a CLI command gets its variant from: a thin layer over the library. A variant argument
// (a name in variants/ or a path to a YAML file) is resolved and loaded by lib/source.ts and
// given an engine by lib/load.ts; a VariantError becomes the CLI's UserError in one function,
// `userError`. The CLI adds only what is its own: paths as shown to the user and the list of
// the bundled variants with their diagnostics.

import { join, isAbsolute, relative, resolve } from 'node:path';
import { loadSpecFile, type LoadResult } from '../plan-checks/load.ts';
import { buildEngine, ENGINE_KINDS, parseEngineKind as parseKind, type EngineKind, type LoadedEngine } from '../lib/load.ts';
import { BUNDLED_DIR, bundledNames, isBundledName, loadFileSource, resolveFile } from '../lib/source.ts';
import { VariantError } from '../lib/errors.ts';
import { PACKAGE_ROOT } from '../loading/package-root.ts';
import type { VariantSpec } from '../schema/spec-types.ts';
import type { VariantPlan } from '../runtime/plan/variant.ts';
import { DeadlinePassed } from '../runtime/use/deadline.ts';
import { StoppedByTimeout, UserError } from './errors.ts';

export { ENGINE_KINDS, type EngineKind };
export type LoadedVariant = LoadedEngine;

/** The package root (from the sources and from dist alike). */
export const REPO_ROOT = PACKAGE_ROOT;
/** The folder of the bundled variants. */
export const VARIANTS_DIR = BUNDLED_DIR;
export const DEFAULT_ENGINE: EngineKind = ENGINE_KINDS[0];
/** Whether an argument names a bundled variant rather than a file: no path separator, no extension. */
export const isVariantName = isBundledName;

export interface VariantEntry {
  /** The file name without `.yaml`: what a user types to name the variant. */
  name: string;
  /** The spec's title, or the name when the file is invalid or has no title. */
  title: string;
  file: string;
  /** The file loaded and checked. */
  load: LoadResult;
}

/**
 * THE translation of a library error into the CLI's: the same message and diagnostics, exit
 * code 2 for a bad option value or an empty variant argument (usage errors), 1 for every other mistake. Anything else is
 * rethrown as it is (a bug, reported with its stack).
 */
export function userError(e: unknown): UserError {
  // --timeout passed before the count began (the command says where): not a mistake, a limit
  if (e instanceof DeadlinePassed) return new StoppedByTimeout(e.stage);
  if (!(e instanceof VariantError)) throw e;
  // an invalid spec prints its located diagnostics, one line each, and no summary line
  if (e.code === 'invalid-spec') return new UserError('', { diagnostics: e.diagnostics });
  // a source that is no variant argument at all (`perft '' -d 1`) is a usage error, as a bad option value is
  const usage = e.code === 'invalid-option' || e.code === 'invalid-source';
  return usage ? UserError.usage(e.message) : new UserError(e.message, { diagnostics: e.diagnostics });
}

/** Runs a library call, its VariantError turned into the CLI's UserError. */
async function cli<T>(f: () => T | Promise<T>): Promise<T> {
  try {
    return await f();
  } catch (e) {
    throw userError(e);
  }
}

/** A path as shown to the user: relative to the working directory when inside it, else absolute. */
export function displayPath(file: string): string {
  const abs = resolve(file);
  const rel = relative(process.cwd(), abs);
  return rel !== '' && !rel.startsWith('..') && !isAbsolute(rel) ? rel : abs;
}

/** The names of the variants in variants/ (file names without `.yaml`), sorted. */
export function variantNames(): string[] {
  return bundledNames();
}

/** Every variant in variants/ (or `dir`), loaded and checked (invalid ones included, with their diagnostics). */
export function listVariants(dir = VARIANTS_DIR): VariantEntry[] {
  return listVariantFiles(dir).map(({ name, file }) => {
    const load = loadSpecFile(file);
    return { name, title: load.ok ? (load.spec.title ?? load.spec.name) : name, file, load };
  });
}

/**
 * The variants in variants/ (or `dir`) by name and file, not yet loaded: a command bounded by
 * a deadline (`start --timeout`) loads each as it reaches it, so the deadline is checked between
 * loads however many variants there are.
 */
export function listVariantFiles(dir = VARIANTS_DIR): { name: string; file: string }[] {
  return bundledNames(dir).map((name) => ({ name, file: displayPath(join(dir, `${name}.yaml`)) }));
}

/** The file a variant argument stands for (a bundled one as shown to the user); a UserError when there is none. */
export function resolveVariant(arg: string): Promise<string> {
  return cli(() => shown(arg, resolveFile(arg)));
}

/** A bundled variant's file as shown to the user; a path given by the user as given. */
function shown(arg: string, file: string): string {
  return isBundledName(arg) ? displayPath(file) : file;
}

/** The engine of a spec already loaded, checked and compiled from `file` (start's rows): not read, checked or compiled twice. */
export function engineOfSpec(file: string, loaded: { spec: VariantSpec; plan: VariantPlan }, engine: EngineKind, deadline?: number): Promise<LoadedVariant> {
  return cli(() => buildEngine({ file, ...loaded }, engine, undefined, deadline));
}

/** Parses an `--engine` value (a usage error when unknown); none is the default. */
export function parseEngineKind(text: string | undefined): Promise<EngineKind> {
  return cli(() => (text === undefined ? DEFAULT_ENGINE : parseKind(text)));
}

/** Resolves, loads, checks and compiles a variant argument and builds its engine on `--engine`'s generator. */
export function loadEngine(arg: string, engine?: string, deadline?: number): Promise<LoadedVariant> {
  return cli(async () => {
    const kind = engine === undefined ? DEFAULT_ENGINE : parseKind(engine);
    const loaded = loadFileSource(arg);
    return buildEngine({ ...loaded, file: shown(arg, loaded.file) }, kind, undefined, deadline);
  });
}

// Where the library gets a variant's spec from: a bundled name, a file path, YAML text or a
// spec object, each loaded, checked and compiled by plan-checks/load.ts. Every user mistake becomes a
// VariantError (with the spec's located diagnostics); nothing here prints or exits. The CLI's
// variant argument (a name or a path, never YAML text) is resolved and loaded here too.

import { existsSync, readdirSync, statSync } from 'node:fs';
import { basename, extname, join, resolve } from 'node:path';
import { PACKAGE_ROOT } from '../loading/package-root.ts';
import { clip, quote as quoteArg } from '../schema/quote.ts';
import { closest } from '../schema/diagnostic.ts';
import { isInside } from '../loading/read-file.ts';
import { loadSpecData, loadSpecFile, loadSpecText, type LoadResult } from '../plan-checks/load.ts';
import type { VariantFile, VariantSpec } from '../schema/spec-types.ts';
import type { VariantPlan } from '../runtime/plan/variant.ts';
import { snapshotSpec } from './bundled-snapshot.ts';
import { oneLine, quote, VariantError } from './errors.ts';

/** The folder of the bundled variants (variants/ next to lib/). */
export const BUNDLED_DIR = join(PACKAGE_ROOT, 'variants');

/** The file name diagnostics give to a spec passed as YAML text. */
export const TEXT_FILE = '<text>';
/** The file name diagnostics give to a spec passed as an object. */
export const OBJECT_FILE = '<object>';

/**
 * What a variant can be loaded from: a bundled variant's name (`'chess'`), a path to a
 * `.yaml` file, YAML text (any string with a line break), or the spec as an object.
 */
export type VariantSource = string | VariantFile;

export interface SourceOptions {
  /** A folder outside which no file is read (a relative path is then taken relative to it). */
  readonly root?: string;
}

/** A checked spec and the file it came from (`<text>` / `<object>` for those sources). */
export interface LoadedSpec {
  readonly file: string;
  readonly spec: VariantSpec;
  /** The spec's plan, when loading compiled it (a bundled variant's snapshot is compiled when its engine is built). */
  readonly plan?: VariantPlan;
  /** What the spec inherits unchanged through `extends`, by top-level key or `piece:<name>`: the variant it comes from. */
  readonly inherited?: Readonly<Record<string, string>>;
}

/** The names of the bundled variants (or of the `.yaml` files in `dir`), sorted. */
export function bundledNames(dir = BUNDLED_DIR): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.yaml'))
    .map((f) => basename(f, '.yaml'))
    .sort();
}

/** Whether a string names a bundled variant rather than a file: no path separator, no extension. */
export function isBundledName(text: string): boolean {
  return !/[\\/]/.test(text) && extname(text) === '' && text !== '.' && text !== '..';
}

/** Loads and checks the spec a source stands for; throws VariantError on any mistake. */
export function loadSource(source: unknown, options: SourceOptions = {}): LoadedSpec {
  if (typeof source === 'string' && !/[\r\n]/.test(source)) {
    if (source.trim() === '') throw new VariantError('invalid-source', 'the variant is empty: give a bundled name, a path to a .yaml file, YAML text or a spec object');
    return loadFileSource(source, options);
  }
  const root = options.root === undefined ? undefined : checkedRoot(options.root);
  return checked(load(source, root));
}

/**
 * Loads and checks the spec a name or a path stands for (never YAML text: the CLI's variant
 * argument). A bundled variant unchanged since the build comes from the build's snapshot,
 * without parsing or validating it.
 */
export function loadFileSource(arg: string, options: SourceOptions = {}): LoadedSpec {
  const root = options.root === undefined ? undefined : checkedRoot(options.root);
  const file = resolveFile(arg, root);
  if (!isBundledName(arg)) return checked(loadSpecFile(file, root === undefined ? {} : { root }));
  const snapshot = snapshotSpec(arg);
  // a bundled variant is the package's own file: the root limits only the caller's files
  return snapshot ? { file, ...snapshot } : checked(loadSpecFile(file));
}

/**
 * The file a name or a path stands for: a bundled name is `variants/<name>.yaml`, anything else
 * a path (relative to the root when there is one, and then inside it) that must be a file.
 */
export function resolveFile(arg: string, root?: string): string {
  if (arg.trim() === '') throw new VariantError('invalid-source', 'the variant is empty: give a name from variants/ or a path to a .yaml file');
  return isBundledName(arg) ? bundledFile(arg) : userFile(arg, root);
}

function load(source: unknown, root: string | undefined): LoadResult {
  const limits = root === undefined ? {} : { root, dir: root };
  if (typeof source === 'string') return loadSpecText(source, TEXT_FILE, limits);
  if (source !== null && typeof source === 'object' && !Array.isArray(source)) return loadSpecData(source, OBJECT_FILE, limits);
  const what = Array.isArray(source) ? 'an array' : source === null || source === undefined ? String(source) : `a ${typeof source}`;
  throw new VariantError('invalid-source', `a variant source is a name, a path, YAML text or a spec object, not ${what}`);
}

function checked(result: LoadResult): LoadedSpec {
  if (result.ok) return { file: result.file, spec: result.spec, plan: result.plan, inherited: result.inherited };
  const n = result.diagnostics.length;
  const first = result.diagnostics[0];
  const where = first ? oneLine(`${first.file}:${first.line}:${first.col}: ${first.message}`) : 'the spec is invalid';
  const more = n > 1 ? ` (and ${n - 1} more problem${n > 2 ? 's' : ''})` : '';
  throw new VariantError('invalid-spec', `${where}${more}`, result.diagnostics);
}

function checkedRoot(root: string): string {
  if (typeof root !== 'string' || root === '' || !existsSync(root) || !statSync(root).isDirectory()) {
    throw new VariantError('invalid-option', `root must be an existing folder, got ${quote(root)}`);
  }
  return resolve(root);
}

/** The file of a bundled variant, or an error naming the closest name and the ones available. */
function bundledFile(name: string): string {
  const file = join(BUNDLED_DIR, `${name}.yaml`);
  if (existsSync(file)) return file;
  const names = bundledNames();
  const suggestion = closest(name, names);
  const hint = suggestion === undefined ? '' : ` — did you mean ${quoteArg(suggestion)}?`;
  const available = names.length > 0 ? ` (available: ${namesShown(names)})` : ' (variants/ has no variants)';
  throw new VariantError('unknown-variant', `unknown variant ${quoteArg(name)}${hint}${available}`);
}

/** The names, or as many as fit a short line and how many more there are: the message stays one short line as variants are added. */
function namesShown(names: readonly string[]): string {
  let length = 0;
  const shown = names.filter((n) => (length += n.length + 2) <= 150);
  return shown.length === names.length ? names.join(', ') : `${shown.join(', ')} and ${names.length - shown.length} more: \`fairyforge list\``;
}

/** A path given by the caller: relative to the root when there is one, and then inside it. */
function userFile(path: string, root: string | undefined): string {
  const file = root === undefined ? resolve(path) : resolve(root, path);
  if (root !== undefined && !isInside(file, root)) throw new VariantError('outside-root', `${quote(path)} is outside the folder the loader may read (${root})`);
  if (!existsSync(file)) throw new VariantError('no-such-file', `no such file: ${clip(path, 200)}`);
  if (!statSync(file).isFile()) throw new VariantError('no-such-file', `not a file: ${clip(path, 200)} (a variant is one .yaml file)`);
  return root === undefined ? path : file;
}

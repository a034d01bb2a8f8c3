// Read: a variant file (YAML) becomes a typed VariantSpec that passed every rule of the language,
// or every problem in it as located diagnostics — never an exception for a user mistake. Phases:
// read → parse (yaml, with node ranges; unsafe input refused) → validate (schema) → resolve
// `extends` (merge) → semantic checks (size-checks.ts, then spec-rules.ts). The rules about the
// compiled plan run in the stage above (plan-checks/load.ts), which compiles the spec once.
//
// What the loader reads (a site that validates uploaded specs must be able to trust this): the
// file it is given and the files that file `extends`, all inside a root folder (default: the
// folder of the file given), plus the bundled variants in variants/. `extends` is a variant name
// (a sibling file <name>.yaml inside the root, else the bundled variant of that name) or a
// relative path ending in .yaml that stays inside the root after following symbolic links; an
// absolute path is refused. A file that is not a variant file (see `notVariantFile`) is refused
// without a word about its content.
import { basename, dirname, resolve } from 'node:path';
import { clip, quote } from '../schema/quote.ts';
import { sortDiagnostics, type Diagnostic, type Locate, type Location } from '../schema/diagnostic.ts';
import type { VariantSpec } from '../schema/spec-types.ts';
import { resolveLayer } from './extends.ts';
import type { Layer } from './merge.ts';
import { notPlainData } from './plain-data.ts';
import { isInside, readText } from './read-file.ts';
import { applyRules } from './rule.ts';
import { SIZE_RULES } from './size-checks.ts';
import { RULES } from './spec-rules.ts';
import { validateSpecData } from './validate.ts';
import { yaml } from './yaml-layer.ts';

/**
 * A spec read and checked against the language (with where its `name` is written, for messages
 * about the name, and the locator of its merged document, for the rules above), or its problems.
 * `inherited`: the rules the spec inherits unchanged through `extends`, by top-level key or
 * `piece:<name>`, each with the variant it comes from.
 */
export type ReadResult =
  | { ok: true; spec: VariantSpec; file: string; nameAt: Location; locate: Locate; inherited: Readonly<Record<string, string>> }
  | { ok: false; diagnostics: Diagnostic[]; ruled?: RuledSpec };

/**
 * A schema-valid spec that broke rules of the language: the stage above adds the findings of its
 * own rules about the spec (castling resolved against the start position) to the same report.
 */
export interface RuledSpec {
  spec: VariantSpec;
  file: string;
  locate: Locate;
}

export interface LoadOptions {
  /**
   * The folder outside which the loader reads nothing (the bundled variants excepted); default:
   * the folder of the file loaded. When it is given, the file loaded must be inside it too
   * (symbolic links followed); by default the file given is read wherever its link points.
   */
  root?: string;
  /**
   * The variant's `name` must be its file name without .yaml. Asked for by the commands that
   * write a file per name or vouch for a folder (generate, validate), so that a file cannot pass
   * for another variant; off for in-memory text and for callers that load a file under any name.
   */
  nameFromFile?: boolean;
  /** The folder a relative `extends` of the text given is read from (default: the folder of its file); the files it extends anchor their own. */
  dir?: string;
}

/** Reads and checks the variant file at `path` (and the files it extends, inside `options.root`). */
export function readSpecFile(path: string, options: LoadOptions = {}): ReadResult {
  const root = options.root ?? dirname(path);
  // the file given is read wherever a symbolic link takes it, unless a root was set explicitly
  if (options.root !== undefined && !isInside(path, root)) {
    const message = 'the variant file is outside the folder the loader may read (the root it was given)';
    return { ok: false, diagnostics: [{ file: path, line: 1, col: 1, code: 'outside-root', message }] };
  }
  const text = readText(path);
  if (typeof text !== 'string') return { ok: false, diagnostics: [text] };
  return readSpecText(text, path, { ...options, root });
}

/**
 * Reads and checks variant source `text`; `file` names it in diagnostics and anchors relative
 * `extends` (which must stay inside `options.root`, default: the folder of `file`).
 */
export function readSpecText(text: string, file: string, options: LoadOptions = {}): ReadResult {
  const dir = options.dir ?? dirname(file);
  const resolved = resolveLayer(text, file, [], options.root ?? dir, dir);
  if (!resolved.layer) return { ok: false, diagnostics: sortDiagnostics(resolved.diagnostics, [file]) };
  const { data, locate } = resolved.layer;
  const diagnostics = [...resolved.diagnostics, ...validateSpecData(data, locate), ...mergedProblems(resolved.layer, resolved.extended, file, options)];
  if (diagnostics.length > 0) return { ok: false, diagnostics: sortDiagnostics(diagnostics, [file]) };
  const spec = data as unknown as VariantSpec;
  // the size first: the other rules expand every move, and compiling takes time that grows with the spec
  const size = applyRules(SIZE_RULES, spec, locate);
  if (size.length > 0) return { ok: false, diagnostics: sortDiagnostics(size, [file]) };
  const broken = applyRules(RULES, spec, locate);
  if (broken.length > 0) return { ok: false, diagnostics: sortDiagnostics(broken, [file]), ruled: { spec, file, locate } };
  return { ok: true, spec, file, nameAt: locate(['name']), locate, inherited: resolved.layer.inherited };
}

/** What is wrong with the merged file as a whole: a removal without `extends`, a required key missing or removed, a name that is not its file's. */
function mergedProblems(layer: Layer, extended: boolean, file: string, options: LoadOptions): Diagnostic[] {
  const { data, locate } = layer;
  const diagnostics: Diagnostic[] = [];
  if (!extended && data.removePieces !== undefined) {
    const message = 'removePieces only applies to a variant that extends another one';
    diagnostics.push({ ...locate(['removePieces'], { key: true }), code: 'remove-without-extends', message });
  }
  for (const key of ['board', 'pieces', 'start'] as const) {
    const removal = layer.removed.find((r) => r.path.length === 1 && r.path[0] === key);
    if (data[key] === undefined && removal) {
      diagnostics.push({ ...removal.at, code: 'remove-required', message: `${key}: null removes the inherited ${key}, but a variant needs one` });
    } else if (data[key] === undefined) {
      const how = extended ? ' (neither here nor inherited)' : '';
      diagnostics.push({ ...locate([]), code: 'missing-key', message: `missing required key '${key}' in the variant${how}` });
    }
  }
  const fileName = basename(file).replace(/\.ya?ml$/, '');
  if (options.nameFromFile && typeof data.name === 'string' && data.name !== fileName) {
    const message = `the variant is named ${quote(data.name)} but its file is ${quote(basename(file))}: a variant's name is its file name (rename one of them)`;
    diagnostics.push({ ...locate(['name']), code: 'name-file', message });
  }
  return diagnostics;
}

/**
 * Reads and checks a variant given as data (the parsed YAML as a plain object), as a program
 * builds it. The data is written out as YAML and loaded as text named `file`, so it passes the
 * same limits, schema, `extends` and checks as a file, and each diagnostic's line and column
 * point into that YAML rendering (`yaml`'s `stringify(data)`). Anything that is not JSON-like
 * data (functions, class instances, cycles, non-finite numbers) is refused with a diagnostic.
 */
export function readSpecData(data: unknown, file: string, options: LoadOptions = {}): ReadResult {
  const problem = notPlainData(data);
  if (problem !== undefined) return { ok: false, diagnostics: [{ file, line: 1, col: 1, code: 'not-plain-data', message: problem }] };
  return readSpecText(yaml().stringify(data, { aliasDuplicateObjects: false }), file, options);
}

/**
 * One diagnostic per loaded file whose variant name an earlier, different file already uses:
 * one name is one engine and one generated file. The same file given twice is no clash.
 */
export function nameClashes(loads: readonly ReadResult[]): Diagnostic[] {
  const first = new Map<string, string>();
  const out: Diagnostic[] = [];
  for (const load of loads) {
    if (!load.ok) continue;
    const other = first.get(load.spec.name);
    if (other === undefined) first.set(load.spec.name, load.file);
    else if (resolve(other) !== resolve(load.file)) {
      const message = `the variant name ${quote(load.spec.name)} is also the name of ${clip(other, 200)}: two variants cannot share a name (one engine, one generated file each)`;
      out.push({ ...load.nameAt, code: 'name-clash', message });
    }
  }
  return out;
}


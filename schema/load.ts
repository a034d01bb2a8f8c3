// Load: a variant file (YAML) becomes a typed VariantSpec, or every problem in it as located
// diagnostics — never an exception for a user mistake. Phases: read → parse (yaml, with node
// ranges; unsafe input refused) → validate (schema) → resolve `extends` (merge) → semantic checks.
//
// What the loader reads (a site that validates uploaded specs must be able to trust this): the
// file it is given and the files that file `extends`, all inside a root folder (default: the
// folder of the file given), plus the bundled variants in variants/. `extends` is a variant name
// (a sibling file <name>.yaml inside the root, else the bundled variant of that name) or a
// relative path ending in .yaml that stays inside the root after following symbolic links; an
// absolute path is refused. A file that is not a variant file (see `notVariantFile`) is refused
// without a word about its content.
import { existsSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, isAbsolute, join, relative, resolve } from 'node:path';
import { clip, quote } from '../runtime/state/quote.ts';
import type * as Yaml from 'yaml';
import type { Document, Node } from 'yaml';
import { PACKAGE_ROOT } from './package-root.ts';
import { runChecks } from './checks.ts';
import { sortDiagnostics, type Diagnostic, type Locate, type Location, type SpecPath } from './diagnostic.ts';
import type { VariantFile, VariantSpec } from './spec-types.ts';
import { validateSpecData, VARIANT_FILE_KEYS } from './validate.ts';
import { mergeLayers, type Layer } from './merge.ts';
import { splitNulls } from './removals.ts';

/** A loaded spec (with where its `name` is written, for messages about the name), or its problems. */
/** `inherited`: the rules the spec inherits unchanged through `extends`, by top-level key or `piece:<name>`, each with the variant it comes from. */
export type LoadResult =
  | { ok: true; spec: VariantSpec; file: string; nameAt: Location; inherited: Readonly<Record<string, string>> }
  | { ok: false; diagnostics: Diagnostic[] };

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

/** The bundled variants: `extends: <name>` finds them from any folder. */
export const BUNDLED_VARIANTS_DIR = join(PACKAGE_ROOT, 'variants');

/** What `extends` may name without a path: the variant-name pattern of the schema. */
const VARIANT_NAME = /^[a-z][a-z0-9_-]*$/;

/** Top-level keys one of which every variant file has (`name`, and `extends` or the three it would inherit). */
const VARIANT_KEYS = ['name', 'extends', 'board', 'pieces', 'start'] as const;

/** Limits that keep hostile input from hanging or crashing the loader. */
export const LIMITS = { bytes: 1024 * 1024, depth: 64, aliases: 100 } as const;

let yamlModule: typeof Yaml | undefined;
/** yaml, required on first parse: it costs about 0.1 s of start-up, and a bundled variant read from the build's snapshot (lib/bundled-snapshot.ts) is never parsed. */
function yaml(): typeof Yaml {
  yamlModule ??= createRequire(import.meta.url)('yaml') as typeof Yaml;
  return yamlModule;
}
const isAlias = ((node: unknown) => yaml().isAlias(node)) as typeof Yaml.isAlias;
const isMap = ((node: unknown) => yaml().isMap(node)) as typeof Yaml.isMap;
const isScalar = ((node: unknown) => yaml().isScalar(node)) as typeof Yaml.isScalar;
const isSeq = ((node: unknown) => yaml().isSeq(node)) as typeof Yaml.isSeq;

/** Loads and checks the variant file at `path` (and the files it extends, inside `options.root`). */
export function loadSpecFile(path: string, options: LoadOptions = {}): LoadResult {
  const root = options.root ?? dirname(path);
  // the file given is read wherever a symbolic link takes it, unless a root was set explicitly
  if (options.root !== undefined && !isInside(path, root)) {
    const message = 'the variant file is outside the folder the loader may read (the root it was given)';
    return { ok: false, diagnostics: [{ file: path, line: 1, col: 1, code: 'outside-root', message }] };
  }
  const text = readText(path);
  if (typeof text !== 'string') return { ok: false, diagnostics: [text] };
  return loadSpecText(text, path, { ...options, root });
}

/**
 * Loads and checks variant source `text`; `file` names it in diagnostics and anchors relative
 * `extends` (which must stay inside `options.root`, default: the folder of `file`).
 */
export function loadSpecText(text: string, file: string, options: LoadOptions = {}): LoadResult {
  const dir = options.dir ?? dirname(file);
  const resolved = resolveLayer(text, file, [], options.root ?? dir, dir);
  if (!resolved.layer) return { ok: false, diagnostics: sortDiagnostics(resolved.diagnostics, [file]) };
  const { data, locate } = resolved.layer;
  const diagnostics = [...resolved.diagnostics, ...validateSpecData(data, locate)];
  if (!resolved.extended && data.removePieces !== undefined) {
    const message = 'removePieces only applies to a variant that extends another one';
    diagnostics.push({ ...locate(['removePieces'], { key: true }), code: 'remove-without-extends', message });
  }
  for (const key of ['board', 'pieces', 'start'] as const) {
    const removal = resolved.layer.removed.find((r) => r.path.length === 1 && r.path[0] === key);
    if (data[key] === undefined && removal) {
      diagnostics.push({ ...removal.at, code: 'remove-required', message: `${key}: null removes the inherited ${key}, but a variant needs one` });
    } else if (data[key] === undefined) {
      const how = resolved.extended ? ' (neither here nor inherited)' : '';
      diagnostics.push({ ...locate([]), code: 'missing-key', message: `missing required key '${key}' in the variant${how}` });
    }
  }
  const fileName = basename(file).replace(/\.ya?ml$/, '');
  if (options.nameFromFile && typeof data.name === 'string' && data.name !== fileName) {
    const message = `the variant is named ${quote(data.name)} but its file is ${quote(basename(file))}: a variant's name is its file name (rename one of them)`;
    diagnostics.push({ ...locate(['name']), code: 'name-file', message });
  }
  if (diagnostics.length === 0) diagnostics.push(...runChecks(data as unknown as VariantSpec, locate));
  if (diagnostics.length > 0) return { ok: false, diagnostics: sortDiagnostics(diagnostics, [file]) };
  return { ok: true, spec: data as unknown as VariantSpec, file, nameAt: locate(['name']), inherited: resolved.layer.inherited };
}

/**
 * Loads and checks a variant given as data (the parsed YAML as a plain object), as a program
 * builds it. The data is written out as YAML and loaded as text named `file`, so it passes the
 * same limits, schema, `extends` and checks as a file, and each diagnostic's line and column
 * point into that YAML rendering (`yaml`'s `stringify(data)`). Anything that is not JSON-like
 * data (functions, class instances, cycles, non-finite numbers) is refused with a diagnostic.
 */
export function loadSpecData(data: unknown, file: string, options: LoadOptions = {}): LoadResult {
  const problem = notPlainData(data);
  if (problem !== undefined) return { ok: false, diagnostics: [{ file, line: 1, col: 1, code: 'not-plain-data', message: problem }] };
  return loadSpecText(yaml().stringify(data, { aliasDuplicateObjects: false }), file, options);
}

/** Why `value` is not JSON-like data (null, booleans, finite numbers, strings, arrays, plain objects), or undefined. */
function notPlainData(value: unknown, path = 'the spec', depth = 0, open = new Set<object>()): string | undefined {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return undefined;
  if (typeof value === 'number') return Number.isFinite(value) ? undefined : `${path} is ${value}, but a spec holds only finite numbers`;
  if (typeof value !== 'object') return `${path} is ${typeof value === 'undefined' ? 'undefined' : `a ${typeof value}`}, but a spec holds only plain data (objects, arrays, strings, numbers, booleans, null)`;
  if (depth > LIMITS.depth) return `${path}: nesting deeper than ${LIMITS.depth} levels; refusing it`;
  const proto: unknown = Object.getPrototypeOf(value);
  if (!Array.isArray(value) && proto !== Object.prototype && proto !== null) return `${path} is a ${value.constructor?.name ?? 'non-plain'} object, but a spec holds only plain objects`;
  if (open.has(value)) return `${path} refers back to an object that contains it (a cycle)`;
  open.add(value);
  const entries: [string, unknown][] = Array.isArray(value) ? value.map((v, i) => [`[${i}]`, v]) : Object.entries(value).map(([k, v]) => [keyText(k), v]);
  for (const [key, child] of entries) {
    if (child === undefined && !Array.isArray(value)) continue; // an absent key, as JSON.stringify drops it
    const problem = notPlainData(child, shortPath(`${path}${key}`), depth + 1, open);
    if (problem !== undefined) return problem;
  }
  open.delete(value);
  return undefined;
}

/** A path cut to its last 80 characters, so that a deep one keeps the message short. */
function shortPath(path: string): string {
  return path.length > 90 ? `the spec…${path.slice(-80)}` : path;
}

/** A key as written in a path: `.name`, or quoted and cut short when it is not a plain word. */
function keyText(key: string): string {
  return /^[A-Za-z_$][\w$]{0,40}$/.test(key) ? `.${key}` : `[${JSON.stringify(key.length > 40 ? `${key.slice(0, 40)}…` : key)}]`;
}

/** Whether `file` lies in the folder `root` (or below it), after following symbolic links. */
export function isInside(file: string, root: string): boolean {
  const rel = relative(realPath(root), realPath(file));
  return rel !== '' && !rel.startsWith('..') && !isAbsolute(rel);
}

/** The path with symbolic links followed, or just resolved when it does not exist. */
function realPath(path: string): string {
  try {
    return realpathSync(path);
  } catch {
    return resolve(path);
  }
}

/**
 * One diagnostic per loaded file whose variant name an earlier, different file already uses:
 * one name is one engine and one generated file. The same file given twice is no clash.
 */
export function nameClashes(loads: readonly LoadResult[]): Diagnostic[] {
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

/** Why a file cannot be read, in words (never an errno code alone). */
const READ_ERRORS: Partial<Record<string, string>> = {
  ENOENT: 'no such file',
  EACCES: 'permission denied',
  EPERM: 'permission denied',
  EISDIR: 'it is a directory',
  ENOTDIR: 'a folder on its path is not a directory',
  ELOOP: 'too many symbolic links',
  ENAMETOOLONG: 'the name is too long',
};

/**
 * The text of a variant file. Only a regular file of at most LIMITS.bytes is read: a device
 * (/dev/zero), a FIFO or a huge file would hang the loader or fill its memory before any check.
 */
function readText(path: string): string | Diagnostic {
  const fail = (code: string, message: string): Diagnostic => ({ file: path, line: 1, col: 1, code, message });
  try {
    const stat = statSync(path);
    if (stat.isDirectory()) return fail('read-error', 'cannot read variant file: it is a directory');
    if (!stat.isFile()) return fail('read-error', 'cannot read variant file: it is not a regular file (a device, a pipe or a socket)');
    if (stat.size > LIMITS.bytes) return fail('yaml-too-large', `file is larger than 1 MB (${stat.size} bytes); refusing to parse it`);
    return readFileSync(path, 'utf8');
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code ?? '';
    return fail('read-error', `cannot read variant file: ${READ_ERRORS[code] ?? `the system refused (${code || 'unknown error'})`}`);
  }
}

interface Resolved {
  layer?: Layer;
  extended: boolean;
  diagnostics: Diagnostic[];
}

/** The file `extends: <value>` stands for, read from the folder `dir`, and the root its own `extends` are read in; or why it is refused. */
function parentOf(value: string, dir: string, root: string): { file: string; root: string } | { error: string; code: string } {
  const shown = quote(value);
  if (isAbsolute(value) || /^[A-Za-z]:[\\/]/.test(value)) {
    return { code: 'extends-absolute', error: `extends ${shown}: an absolute path is not allowed; name a bundled variant (e.g. chess) or a file relative to this one` };
  }
  if (value.endsWith('.yaml')) {
    const target = resolve(dir, value);
    if (isInside(target, BUNDLED_VARIANTS_DIR)) return { file: target, root: BUNDLED_VARIANTS_DIR };
    if (!isInside(target, root)) return { code: 'extends-outside', error: `extends ${shown} leads outside the folder the loader may read (the variant's folder, or the root it was given)` };
    return { file: target, root };
  }
  if (!VARIANT_NAME.test(value)) {
    return { code: 'extends-name', error: `extends ${shown} is neither a variant name (like chess) nor a relative path ending in .yaml` };
  }
  const sibling = resolve(dir, `${value}.yaml`);
  if (existsSync(sibling)) {
    if (isInside(sibling, root)) return { file: sibling, root };
    return { code: 'extends-outside', error: `extends ${shown}: ${value}.yaml next to this file leads outside the folder the loader may read` };
  }
  const bundled = join(BUNDLED_VARIANTS_DIR, `${value}.yaml`);
  if (existsSync(bundled)) return { file: bundled, root: BUNDLED_VARIANTS_DIR };
  return { code: 'extends-missing', error: `extends ${shown}: there is no ${value}.yaml next to this file and no bundled variant of that name` };
}

/** Parses and schema-checks one file, then loads and merges what it extends. `chain` holds the files above it. */
function resolveLayer(text: string, file: string, chain: readonly Layer[], root: string, dir = dirname(file)): Resolved {
  const parsed = parseLayer(text, file);
  if (!parsed.layer) return { extended: false, diagnostics: parsed.diagnostics };
  const problems = validateSpecData(parsed.layer.data, parsed.layer.locate);
  if (problems.length > 0) return { extended: false, diagnostics: problems };
  const split = splitNulls(parsed.layer.data);
  const removed = split.removed.map((path) => ({ path, at: parsed.layer!.locate(path) }));
  const layer: Layer = { ...parsed.layer, data: split.data as Layer['data'], removed };
  const parentName = layer.data.extends;
  if (typeof parentName !== 'string') return { layer, extended: false, diagnostics: [] };
  const at = { ...layer.locate(['extends']) };
  const parent = parentOf(parentName, dir, root);
  if ('error' in parent) return { extended: true, diagnostics: [{ ...at, code: parent.code, message: parent.error }] };
  const parentFile = parent.file;
  const seen = [...chain, layer];
  const loop = seen.findIndex((l) => resolve(l.file) === parentFile);
  if (loop >= 0) {
    const names = [...seen.slice(loop), seen[loop]].map((l) => basename(l.file, '.yaml'));
    const where = seen[loop].locate(['extends']);
    return { extended: true, diagnostics: [{ ...where, code: 'extends-cycle', message: `extends cycle: ${names.join(' → ')}` }] };
  }
  const parentText = readText(parentFile);
  if (typeof parentText !== 'string') {
    const missing = parentText.message === 'cannot read variant file: no such file';
    const message = `extends ${quote(parentName)}: ${missing ? `there is no ${quote(basename(parentFile))} next to this file` : parentText.message}`;
    return { extended: true, diagnostics: [{ ...at, code: 'extends-missing', message }] };
  }
  const resolvedParent = resolveLayer(parentText, parentFile, seen, parent.root);
  if (!resolvedParent.layer) return { extended: true, diagnostics: resolvedParent.diagnostics };
  const merged = mergeLayers(resolvedParent.layer, layer);
  return { layer: merged.layer, extended: true, diagnostics: merged.diagnostics };
}

/** YAML → plain data plus a locator, refusing unsafe input. */
function parseLayer(text: string, file: string): { layer?: Layer; diagnostics: Diagnostic[] } {
  const fail = (line: number, col: number, code: string, message: string) => ({
    diagnostics: [{ file, line, col, code, message }],
  });
  const bytes = Buffer.byteLength(text, 'utf8');
  if (bytes > LIMITS.bytes) return fail(1, 1, 'yaml-too-large', `file is larger than 1 MB (${bytes} bytes); refusing to parse it`);
  const deep = scanDepth(text);
  if (deep) return fail(deep.line, deep.col, 'yaml-too-deep', `nesting deeper than ${LIMITS.depth} levels; refusing to parse it`);
  const lineCounter = new (yaml().LineCounter)();
  // resolveKnownTags off: YAML 1.1's !!binary, !!set, !!omap, !!pairs and !!timestamp would give
  // a Buffer, a Set, a Map or a Date, data no spec holds (a Buffer's methods became keys)
  const doc = yaml().parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true, strict: true, resolveKnownTags: false });
  const pos = (offset: number): { line: number; col: number } => lineCounter.linePos(offset);
  const yamlProblems = [...doc.errors, ...doc.warnings];
  if (yamlProblems.length > 0) {
    const byLine = new Map<number, Diagnostic>();
    for (const e of yamlProblems) {
      const p = pos(e.pos[0]);
      // yaml's own messages may quote the source (a tag, an anchor): escaped and cut
      const message = `YAML: ${yamlMessage(e.code, e.message)}`;
      if (!byLine.has(p.line)) byLine.set(p.line, { file, ...p, code: `yaml-${e.code.toLowerCase()}`, message });
    }
    return { diagnostics: [...byLine.values()] };
  }
  if (doc.contents === null) {
    return fail(1, 1, 'empty-file', 'the file is empty: a variant is a map with at least name, board, pieces and start');
  }
  const tooDeep = deepNode(doc.contents);
  if (tooDeep) {
    const p = pos(tooDeep.range?.[0] ?? 0);
    return fail(p.line, p.col, 'yaml-too-deep', `nesting deeper than ${LIMITS.depth} levels; refusing it`);
  }
  let data: unknown;
  try {
    data = doc.toJS({ maxAliasCount: LIMITS.aliases });
  } catch {
    const unresolved = unresolvedAlias(doc);
    if (unresolved) {
      const p = pos(unresolved.offset);
      return fail(p.line, p.col, 'yaml-unresolved-alias', `YAML alias ${quote(`*${unresolved.name}`)} has no anchor ${quote(`&${unresolved.name}`)} before it`);
    }
    const p = pos(firstAlias(doc));
    return fail(p.line, p.col, 'yaml-alias-bomb', `more than ${LIMITS.aliases} YAML alias expansions; refusing a possible alias bomb`);
  }
  const locate = locator(doc, file, pos);
  const foreign = notVariantFile(data);
  if (foreign) return { diagnostics: [{ ...locate([]), code: 'not-a-variant', message: foreign }] };
  return { layer: { file, data: data as VariantFile & Record<string, unknown>, locate, removed: [], inherited: {} }, diagnostics: [] };
}

/**
 * Why `data` is not a variant file, or undefined: a variant file is a YAML mapping with at least
 * one of the keys every variant has (name, extends, board, pieces, start), and at least as many
 * keys of the variant schema as other keys (so a variant with a few misspelled keys still gets
 * its "did you mean" hints, while package.json, a CI workflow or a compose file, which may have
 * a `name`, do not). Anything else (a list, a text, a password file, someone's config) is
 * refused with this one line, which names nothing of its content: a loader that validates
 * uploaded specs must not echo other files.
 */
function notVariantFile(data: unknown): string | undefined {
  const expected = 'not a fairyforge variant file (expected a YAML mapping with name, board, pieces…)';
  if (data === null || typeof data !== 'object' || Array.isArray(data)) {
    const what = Array.isArray(data) ? 'a list' : data === null ? 'nothing' : `a ${typeof data === 'string' ? 'text' : typeof data}`;
    return `${expected}; this file holds ${what}`;
  }
  const keys = Object.keys(data);
  if (!VARIANT_KEYS.some((k) => keys.includes(k))) return `${expected}; this file has none of the keys ${VARIANT_KEYS.join(', ')}`;
  const known = keys.filter((k) => VARIANT_FILE_KEYS.has(k)).length;
  return known >= keys.length - known ? undefined : `${expected}; most of its top-level keys are not keys of a variant`;
}

/** yaml's messages reworded for variant authors, where they name its API. */
const YAML_MESSAGES: Partial<Record<string, string>> = {
  MULTIPLE_DOCS: "a variant file holds one YAML document, but there is a second one after '---'",
  DUPLICATE_KEY: 'this key appears twice in the same map',
};

/** yaml's message for a problem, reworded where it names its API or a tag's long form (escaped and cut: it may quote the source). */
function yamlMessage(code: string, message: string): string {
  const known = YAML_MESSAGES[code];
  if (known) return known;
  const tag = code === 'TAG_RESOLVE_FAILED' ? /Unresolved tag: (\S+)/.exec(message)?.[1] : undefined;
  if (tag) return `the tag ${quote(tag.replace(/^tag:yaml\.org,2002:/, '!!'))} is not allowed: a variant file holds only maps, lists, strings, numbers, true/false and null`;
  return clip(message.split('\n')[0].replace(/\.$/, ''), 200);
}

/** A cheap textual pre-scan, so that pathological nesting never reaches the parser. */
function scanDepth(text: string): { line: number; col: number } | undefined {
  let depth = 0;
  let line = 1;
  let lineStart = 0;
  let quote = '';
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '\n') {
      line++;
      lineStart = i + 1;
      const indent = /^[ \-?:]*/.exec(text.slice(i + 1, i + 1 + 4 * LIMITS.depth + 1))![0].length;
      if (indent > 4 * LIMITS.depth) return { line, col: 1 };
      continue;
    }
    if (quote) {
      if (c === quote) quote = '';
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '#' && (i === 0 || /\s/.test(text[i - 1]))) {
      const end = text.indexOf('\n', i);
      i = (end < 0 ? text.length : end) - 1;
    } else if (c === '[' || c === '{') {
      if (++depth > LIMITS.depth) return { line, col: i - lineStart + 1 };
    } else if (c === ']' || c === '}') depth = Math.max(0, depth - 1);
  }
  const first = /^[ \-?:]*/.exec(text.slice(0, 4 * LIMITS.depth + 1))![0].length;
  return first > 4 * LIMITS.depth ? { line: 1, col: 1 } : undefined;
}

/** The first collection nested deeper than the limit. */
function deepNode(root: Node): Node | undefined {
  const stack: { node: Node; depth: number }[] = [{ node: root, depth: 1 }];
  while (stack.length > 0) {
    const { node, depth } = stack.pop()!;
    if (!isMap(node) && !isSeq(node)) continue;
    if (depth > LIMITS.depth) return node;
    for (const item of node.items) {
      const children = isMap(node) ? [(item as { value: unknown }).value] : [item];
      for (const child of children) if (child && typeof child === 'object') stack.push({ node: child as Node, depth: depth + 1 });
    }
  }
  return undefined;
}

/** The first alias whose anchor is not defined before it (yaml throws on it when converting). */
function unresolvedAlias(doc: Document): { name: string; offset: number } | undefined {
  let found: { name: string; offset: number } | undefined;
  yaml().visit(doc, {
    Alias(_, node) {
      if (node.resolve(doc) !== undefined) return undefined;
      found = { name: node.source, offset: node.range?.[0] ?? 0 };
      return yaml().visit.BREAK;
    },
  });
  return found;
}

function firstAlias(doc: Document): number {
  let offset = 0;
  yaml().visit(doc, {
    Alias(_, node) {
      offset = node.range?.[0] ?? 0;
      return yaml().visit.BREAK;
    },
  });
  return offset;
}

/** Finds nodes by path, following aliases, falling back to the nearest ancestor. */
function locator(doc: Document, file: string, pos: (offset: number) => { line: number; col: number }): Locate {
  return (path: SpecPath, options = {}): Location => {
    let node: unknown = doc.contents;
    let target: unknown = node;
    for (let i = 0; i < path.length; i++) {
      if (isAlias(node)) node = node.resolve(doc);
      const seg = path[i];
      if (isMap(node)) {
        const pair = node.items.find((p) => isScalar(p.key) && String(p.key.value) === String(seg));
        if (!pair) break;
        node = pair.value;
        target = options.key && i === path.length - 1 ? pair.key : pair.value ?? pair.key;
      } else if (isSeq(node) && typeof seg === 'number' && node.items[seg]) {
        node = node.items[seg];
        target = node;
      } else break;
    }
    const range = (target as Node | null)?.range;
    let offset = range?.[0] ?? 0;
    if (options.offset !== undefined && isScalar(target) && typeof target.value === 'string') {
      const quoted = target.type === 'QUOTE_DOUBLE' || target.type === 'QUOTE_SINGLE';
      offset += options.offset + (quoted ? 1 : 0);
    }
    return { file, ...pos(offset) };
  };
}

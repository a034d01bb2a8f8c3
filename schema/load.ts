// Load: a variant file (YAML) becomes a typed VariantSpec, or every problem in it as located
// diagnostics — never an exception for a user mistake. Phases: read → parse (yaml, with node
// ranges; unsafe input refused) → validate (schema) → resolve `extends` (merge) → semantic checks.
import { readFileSync, realpathSync } from 'node:fs';
import { basename, dirname, isAbsolute, relative, resolve } from 'node:path';
import { createRequire } from 'node:module';
import type * as Yaml from 'yaml';
import type { Document, Node } from 'yaml';
import { runChecks } from './checks.ts';
import { sortDiagnostics, type Diagnostic, type Locate, type Location, type SpecPath } from './diagnostic.ts';
import type { VariantFile, VariantSpec } from './spec-types.ts';
import { validateSpecData } from './validate.ts';
import { mergeLayers, type Layer } from './merge.ts';

export type LoadResult = { ok: true; spec: VariantSpec; file: string } | { ok: false; diagnostics: Diagnostic[] };

/** Limits that keep hostile input from hanging or crashing the loader. */
export const LIMITS = { bytes: 1024 * 1024, depth: 64, aliases: 100 } as const;

export interface LoadOptions {
  /** A folder outside which no file is read: an `extends` that leads out of it is an error. */
  readonly root?: string;
  /** The folder a relative `extends` of the text is read from (default: the folder of `file`). */
  readonly dir?: string;
}

let yamlModule: typeof Yaml | undefined;
/** yaml, required on first parse: it costs about 0.1 s of start-up, and a bundled variant read from the build's snapshot (cli/bundled-snapshot.ts) is never parsed. */
function yaml(): typeof Yaml {
  yamlModule ??= createRequire(import.meta.url)('yaml') as typeof Yaml;
  return yamlModule;
}
const isAlias = ((node: unknown) => yaml().isAlias(node)) as typeof Yaml.isAlias;
const isMap = ((node: unknown) => yaml().isMap(node)) as typeof Yaml.isMap;
const isScalar = ((node: unknown) => yaml().isScalar(node)) as typeof Yaml.isScalar;
const isSeq = ((node: unknown) => yaml().isSeq(node)) as typeof Yaml.isSeq;

/** Loads and checks the variant file at `path` (and the files it extends). */
export function loadSpecFile(path: string, options: LoadOptions = {}): LoadResult {
  const text = readText(path);
  if (typeof text !== 'string') return { ok: false, diagnostics: [text] };
  return loadSpecText(text, path, options);
}

/** Loads and checks variant source `text`; `file` names it in diagnostics and anchors relative `extends`. */
export function loadSpecText(text: string, file: string, options: LoadOptions = {}): LoadResult {
  const resolved = resolveLayer(text, file, [], options);
  if (!resolved.layer) return { ok: false, diagnostics: sortDiagnostics(resolved.diagnostics, [file]) };
  const { data, locate } = resolved.layer;
  const diagnostics = [...resolved.diagnostics, ...validateSpecData(data, locate)];
  if (!resolved.extended && data.removePieces !== undefined) {
    const message = 'removePieces only applies to a variant that extends another one';
    diagnostics.push({ ...locate(['removePieces'], { key: true }), code: 'remove-without-extends', message });
  }
  for (const key of ['board', 'pieces', 'start'] as const) {
    if (data[key] === undefined) {
      const how = resolved.extended ? ' (neither here nor inherited)' : '';
      diagnostics.push({ ...locate([]), code: 'missing-key', message: `missing required key '${key}' in the variant${how}` });
    }
  }
  if (diagnostics.length === 0) diagnostics.push(...runChecks(data as unknown as VariantSpec, locate));
  if (diagnostics.length > 0) return { ok: false, diagnostics: sortDiagnostics(diagnostics, [file]) };
  return { ok: true, spec: data as unknown as VariantSpec, file };
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

function readText(path: string): string | Diagnostic {
  try {
    return readFileSync(path, 'utf8');
  } catch (e) {
    const reason = (e as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : (e as Error).message;
    return { file: path, line: 1, col: 1, code: 'read-error', message: `cannot read variant file: ${reason}` };
  }
}

interface Resolved {
  layer?: Layer;
  extended: boolean;
  diagnostics: Diagnostic[];
}

/** Parses and schema-checks one file, then loads and merges what it extends. `chain` holds the files above it. */
function resolveLayer(text: string, file: string, chain: readonly Layer[], options: LoadOptions): Resolved {
  const parsed = parseLayer(text, file);
  if (!parsed.layer) return { extended: false, diagnostics: parsed.diagnostics };
  const layer = parsed.layer;
  const problems = validateSpecData(layer.data, layer.locate);
  if (problems.length > 0) return { extended: false, diagnostics: problems };
  const parentName = layer.data.extends;
  if (typeof parentName !== 'string') return { layer, extended: false, diagnostics: [] };
  const at = { ...layer.locate(['extends']) };
  // only the text given first may have its folder set by the caller; the files it extends are real files
  const dir = chain.length === 0 && options.dir !== undefined ? options.dir : dirname(file);
  const parentFile = parentName.endsWith('.yaml') ? resolve(dir, parentName) : resolve(dir, `${parentName}.yaml`);
  if (options.root !== undefined && !isInside(parentFile, options.root)) {
    const message = `extends '${parentName}': the file is outside the folder this variant may read from`;
    return { extended: true, diagnostics: [{ ...at, code: 'extends-outside-root', message }] };
  }
  const seen = [...chain, layer];
  const loop = seen.findIndex((l) => resolve(l.file) === parentFile);
  if (loop >= 0) {
    const names = [...seen.slice(loop), seen[loop]].map((l) => basename(l.file, '.yaml'));
    const where = seen[loop].locate(['extends']);
    return { extended: true, diagnostics: [{ ...where, code: 'extends-cycle', message: `extends cycle: ${names.join(' → ')}` }] };
  }
  const parentText = readText(parentFile);
  if (typeof parentText !== 'string') {
    const message = `extends '${parentName}': there is no ${basename(parentFile)} next to this file`;
    return { extended: true, diagnostics: [{ ...at, code: 'extends-missing', message }] };
  }
  const parent = resolveLayer(parentText, parentFile, seen, options);
  if (!parent.layer) return { extended: true, diagnostics: parent.diagnostics };
  const merged = mergeLayers(parent.layer, layer);
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
  const doc = yaml().parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true, strict: true });
  const pos = (offset: number): { line: number; col: number } => lineCounter.linePos(offset);
  const yamlProblems = [...doc.errors, ...doc.warnings];
  if (yamlProblems.length > 0) {
    const byLine = new Map<number, Diagnostic>();
    for (const e of yamlProblems) {
      const p = pos(e.pos[0]);
      const message = `YAML: ${YAML_MESSAGES[e.code] ?? e.message.split('\n')[0].replace(/\.$/, '')}`;
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
      return fail(p.line, p.col, 'yaml-unresolved-alias', `YAML alias '*${unresolved.name}' has no anchor '&${unresolved.name}' before it`);
    }
    const p = pos(firstAlias(doc));
    return fail(p.line, p.col, 'yaml-alias-bomb', `more than ${LIMITS.aliases} YAML alias expansions; refusing a possible alias bomb`);
  }
  const locate = locator(doc, file, pos);
  if (data === null || typeof data !== 'object' || Array.isArray(data)) {
    return { diagnostics: validateSpecData(data, locate) };
  }
  return { layer: { file, data: data as VariantFile & Record<string, unknown>, locate }, diagnostics: [] };
}

/** yaml's messages reworded for variant authors, where they name its API. */
const YAML_MESSAGES: Partial<Record<string, string>> = {
  MULTIPLE_DOCS: "a variant file holds one YAML document, but there is a second one after '---'",
  DUPLICATE_KEY: 'this key appears twice in the same map',
};

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

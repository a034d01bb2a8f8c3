// One variant file's YAML as plain data and a locator (file, line and column of every node),
// refusing what would hang or crash the parser (huge, deep, alias bombs) and what is not a
// variant file at all (named without a word of its content).
import { createRequire } from 'node:module';
import type * as Yaml from 'yaml';
import type { Document, Node } from 'yaml';
import { clip, quote } from '../schema/quote.ts';
import type { Diagnostic, Locate, Location, SpecPath } from '../schema/diagnostic.ts';
import type { VariantFile } from '../schema/spec-types.ts';
import type { Layer } from './merge.ts';
import { LIMITS } from './limits.ts';
import { VARIANT_FILE_KEYS } from './validate.ts';

/** Top-level keys one of which every variant file has (`name`, and `extends` or the three it would inherit). */
const VARIANT_KEYS = ['name', 'extends', 'board', 'pieces', 'start'] as const;

let yamlModule: typeof Yaml | undefined;
/** yaml, required on first parse: it costs about 0.1 s of start-up, and a bundled variant read from the build's snapshot (lib/bundled-snapshot.ts) is never parsed. */
function yaml(): typeof Yaml {
  yamlModule ??= createRequire(import.meta.url)('yaml') as typeof Yaml;
  return yamlModule;
}
export { yaml };

const isAlias = ((node: unknown) => yaml().isAlias(node)) as typeof Yaml.isAlias;
const isMap = ((node: unknown) => yaml().isMap(node)) as typeof Yaml.isMap;
const isScalar = ((node: unknown) => yaml().isScalar(node)) as typeof Yaml.isScalar;
const isSeq = ((node: unknown) => yaml().isSeq(node)) as typeof Yaml.isSeq;

/** YAML → plain data plus a locator, refusing unsafe input. */
export function parseLayer(text: string, file: string): { layer?: Layer; diagnostics: Diagnostic[] } {
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

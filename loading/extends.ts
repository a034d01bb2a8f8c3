// `extends`: a file names the variant it builds on, which is read, checked against the schema and
// merged under it (merge.ts), recursively. What it may name is limited to the root folder and the
// bundled variants, and a cycle is refused with its chain of names.
import { existsSync } from 'node:fs';
import { basename, dirname, isAbsolute, join, resolve } from 'node:path';
import { quote } from '../schema/quote.ts';
import type { Diagnostic } from '../schema/diagnostic.ts';
import { mergeLayers, type Layer } from './merge.ts';
import { PACKAGE_ROOT } from './package-root.ts';
import { isInside, readText } from './read-file.ts';
import { splitNulls } from './removals.ts';
import { validateSpecData } from './validate.ts';
import { parseLayer } from './yaml-layer.ts';

/** The bundled variants: `extends: <name>` finds them from any folder. */
export const BUNDLED_VARIANTS_DIR = join(PACKAGE_ROOT, 'variants');

/** What `extends` may name without a path: the variant-name pattern of the schema. */
const VARIANT_NAME = /^[a-z][a-z0-9_-]*$/;

export interface Resolved {
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
export function resolveLayer(text: string, file: string, chain: readonly Layer[], root: string, dir = dirname(file)): Resolved {
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

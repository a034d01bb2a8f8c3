// Validate: a parsed variant file against schema/variant.schema.json (ajv, allErrors, strict),
// with every error located at its YAML node and worded in variant terms. Redundant ajv errors are
// pruned the better-ajv-errors way: a failed oneOf is replaced by the errors of the branch that
// matched best (re-validated on its own), so one mistake gives one message.
import type { Ajv, ErrorObject, ValidateFunction } from 'ajv';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { quote } from '../schema/quote.ts';
import { closest, didYouMean, type Diagnostic, type Locate, type SpecPath } from '../schema/diagnostic.ts';
import { samePath, splitNulls } from './removals.ts';

const schema = JSON.parse(readFileSync(new URL('../schema/variant.schema.json', import.meta.url), 'utf8')) as {
  $id: string;
  properties: Record<string, unknown>;
};

/** The top-level keys a variant file may have. */
export const VARIANT_FILE_KEYS: ReadonlySet<string> = new Set(Object.keys(schema.properties));

let compiled: { ajv: Ajv; validateRoot: ValidateFunction } | undefined;

/**
 * ajv with the schema compiled, made on first validation: together they cost about 0.3 s of
 * start-up, and a bundled variant read from the build's snapshot (lib/bundled-snapshot.ts) is
 * never validated.
 */
function validator(): { ajv: Ajv; validateRoot: ValidateFunction } {
  if (compiled) return compiled;
  const { Ajv: AjvClass } = createRequire(import.meta.url)('ajv') as typeof import('ajv');
  const ajv = new AjvClass({ allErrors: true, strict: true, discriminator: true, verbose: true });
  ajv.addKeyword({ keyword: 'tsType', schemaType: 'string' }); // annotation for json-schema-to-typescript
  compiled = { ajv, validateRoot: ajv.compile(schema) };
  return compiled;
}

/**
 * Schema-validates `data`; returns located diagnostics (empty when valid). A `key: null` is a
 * removal (schema/removals.ts): the data is checked without it, and the null refused only where
 * the key is unknown or required.
 */
export function validateSpecData(data: unknown, locate: Locate): Diagnostic[] {
  const split = splitNulls(data);
  const errors = explain(split.data, validator().validateRoot, '');
  if (split.removed.length > 0) errors.push(...unknownRemovals(data, split.removed));
  const seen = new Set<string>();
  const out: Diagnostic[] = [];
  for (const e of withoutMisspelledRequired(errors)) {
    const d = toDiagnostic(e, split.data, locate, split.removed);
    const key = `${d.line}:${d.col}:${d.message}`;
    if (!seen.has(key)) out.push(d);
    seen.add(key);
  }
  return out;
}

/** The errors for `key: null` where the schema knows no such key (the raw data's unknown-key errors at a null). */
function unknownRemovals(data: unknown, removed: readonly SpecPath[]): ErrorObject[] {
  return explain(data, validator().validateRoot, '').filter(
    (e) => e.keyword === 'additionalProperties' && removed.some((r) => samePath(r, [...toPath(e.instancePath), String(e.params.additionalProperty)])),
  );
}

/** Drops "missing key x" when the same object has an unknown key that is a misspelling of x. */
function withoutMisspelledRequired(errors: ErrorObject[]): ErrorObject[] {
  const misspelled = new Set(
    errors
      .filter((e) => e.keyword === 'additionalProperties')
      .flatMap((e) => {
        const allowed = Object.keys((e.parentSchema as { properties?: object }).properties ?? {});
        const meant = closest(String(e.params.additionalProperty), allowed);
        return meant === undefined ? [] : [`${e.instancePath}/${meant}`];
      }),
  );
  return errors.filter((e) => !(e.keyword === 'required' && misspelled.has(`${e.instancePath}/${String(e.params.missingProperty)}`)));
}

/** The errors of `validate` on `data`, paths prefixed, each failed oneOf replaced by its best branch. */
function explain(data: unknown, validate: ValidateFunction, prefix: string): ErrorObject[] {
  if (validate(data)) return [];
  let errors = (validate.errors ?? []).map((e) => ({ ...e, instancePath: prefix + e.instancePath }));
  const oneOfs = errors
    .filter((e) => e.keyword === 'oneOf' && e.params.passingSchemas === null)
    .sort((a, b) => a.instancePath.length - b.instancePath.length);
  const done: string[] = [];
  for (const failed of oneOfs) {
    if (done.some((p) => within(failed.instancePath, p))) continue;
    done.push(failed.instancePath);
    errors = errors.filter((e) => !within(e.instancePath, failed.instancePath));
    errors.push(...bestBranch(failed));
  }
  return errors;
}

function within(path: string, ancestor: string): boolean {
  return path === ancestor || path.startsWith(`${ancestor}/`);
}

function bestBranch(failed: ErrorObject): ErrorObject[] {
  const branches = (failed.schema as { $ref: string }[]).map((b) => {
    const v = validator().ajv.getSchema(`${schema.$id}${b.$ref}`);
    if (!v) throw new Error(`bug: schema has no ${b.$ref}`);
    const errors = explain(failed.data, v, failed.instancePath);
    const wrongType = errors.some((e) => e.keyword === 'type' && e.instancePath === failed.instancePath);
    return { errors, wrongType, types: errors.filter((e) => e.keyword === 'type').map((e) => e.params.type) };
  });
  if (branches.every((b) => b.wrongType)) {
    const types = [...new Set(branches.flatMap((b) => b.types))].join(' or ');
    return [{ ...failed, keyword: 'type', params: { type: types } }];
  }
  branches.sort((a, b) => Number(a.wrongType) - Number(b.wrongType) || a.errors.length - b.errors.length);
  return branches[0].errors;
}

function toPath(pointer: string): (string | number)[] {
  if (pointer === '') return [];
  return pointer
    .slice(1)
    .split('/')
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((s) => (/^\d+$/.test(s) ? Number(s) : s));
}

function at(data: unknown, path: SpecPath): unknown {
  let v = data;
  for (const seg of path) v = v !== null && typeof v === 'object' ? (v as Record<string, unknown>)[seg] : undefined;
  return v;
}

/** `move 2 of piece 'pawn'`, `board`, `the variant`. */
function describe(path: SpecPath, data: unknown): string {
  const parts: string[] = [];
  for (let i = 0; i < path.length; i++) {
    const seg = path[i];
    const next = path[i + 1];
    if (typeof seg === 'number') continue;
    if (typeof next === 'number') {
      const name = at(data, [...path.slice(0, i + 2), 'name']);
      parts.push(typeof name === 'string' ? `${singular(seg)} ${quote(name)}` : `${singular(seg)} ${next + 1}`);
    } else parts.push(seg);
  }
  return parts.length === 0 ? 'the variant' : parts.reverse().join(' of ');
}

function singular(key: string): string {
  return key === 'removePieces' ? 'removed piece' : key.replace(/ies$/, 'y').replace(/s$/, '');
}

/** The word for a node: its key, or for an array item the singular of the array's key. */
function label(path: SpecPath): string {
  const last = path[path.length - 1];
  if (typeof last === 'string') return last;
  const parent = path[path.length - 2];
  return typeof parent === 'string' ? singular(parent) : 'value';
}

function show(v: unknown): string {
  if (typeof v === 'string') return quote(v);
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'a list';
  if (typeof v === 'object') return 'a map';
  return String(v);
}

function kind(v: unknown): string {
  if (v === null) return 'nothing (null)';
  if (Array.isArray(v)) return 'a list';
  if (typeof v === 'object') return 'a map';
  if (typeof v === 'number') return `the number ${v}`;
  return `${typeof v} ${show(v)}`;
}

const TYPE_WORDS: Record<string, string> = {
  object: 'a map', array: 'a list', string: 'a string', integer: 'an integer', number: 'a number', boolean: 'true or false',
};
/** The schema's patterns for free text (title, caption; note also allows line breaks and tabs). */
const TEXT_PATTERN = '^[^\\u0000-\\u001f\\u007f-\\u009f\\u2028\\u2029\\u202a-\\u202e\\u2066-\\u2069]*$';
const NOTE_PATTERN = '^[^\\u0000-\\u0008\\u000b-\\u001f\\u007f-\\u009f\\u2028\\u2029\\u202a-\\u202e\\u2066-\\u2069]*$';
const PATTERN_HINTS: Record<string, string> = {
  '^[a-z][a-z0-9_-]*$': "must be lowercase letters, digits, '_' or '-', starting with a letter",
  '^[a-z][a-z0-9_]*$': "must be lowercase letters, digits or '_', starting with a letter",
  '^[a-z]$': 'must be a single lowercase ASCII letter (White uses the uppercase letter in FENs)',
  '^[a-p](1[0-6]|[1-9])$': 'is not a square like e4 (files a-p, ranks 1-16)',
  [TEXT_PATTERN]: 'must not contain control characters, line breaks or bidi controls (it is shown in terminals and reports)',
  [NOTE_PATTERN]: 'must not contain control characters other than line breaks and tabs, nor bidi controls (it is shown in terminals and reports)',
};

function message(e: ErrorObject, path: SpecPath, data: unknown, removed: readonly SpecPath[]): { text: string; path: SpecPath; key?: boolean } {
  const name = label(path);
  const p = e.params as Record<string, unknown>;
  const missing = e.keyword === 'required' ? String(p.missingProperty) : e.keyword === 'discriminator' && p.error !== 'mapping' ? String(p.tag) : undefined;
  if (missing !== undefined && removed.some((r) => samePath(r, [...path, missing]))) {
    const text = `${missing}: null removes a key, but ${quote(missing)} is required in ${describe(path, data)}`;
    return { text, path: [...path, missing] };
  }
  switch (e.keyword) {
    case 'additionalProperties': {
      const key = String(p.additionalProperty);
      const allowed = Object.keys((e.parentSchema as { properties?: object }).properties ?? {});
      return { text: `unknown key ${quote(key)} in ${describe(path, data)}${didYouMean(key, allowed)}`, path: [...path, key], key: true };
    }
    case 'required':
      return { text: `missing required key ${quote(p.missingProperty)} in ${describe(path, data)}`, path, key: true };
    case 'type':
      if (path.length === 0) {
        return { text: `a variant file must be a map of keys (name, board, pieces, start, ...), got ${kind(e.data)}`, path };
      }
      return { text: `${name} must be ${String(p.type).split(' or ').map((t) => TYPE_WORDS[t] ?? t).join(' or ')}, got ${kind(e.data)}`, path };
    case 'enum': {
      const allowed = (p.allowedValues as unknown[]).map(String);
      return { text: `${name} ${show(e.data)} is not one of ${allowed.join(', ')}${didYouMean(String(e.data), allowed)}`, path };
    }
    case 'const':
      return { text: `${name} must be ${show(p.allowedValue)}`, path };
    case 'discriminator': {
      if (p.error !== 'mapping') return { text: `missing required key ${quote(p.tag)} in ${describe(path, data)}`, path, key: true };
      const allowed = goalTypes(e.parentSchema, String(p.tag));
      const value = String(p.tagValue);
      return { text: `${describe(path, data)} ${String(p.tag)} ${quote(value)} is not one of ${allowed.join(', ')}${didYouMean(value, allowed)}`, path: [...path, String(p.tag)] };
    }
    case 'pattern':
      return { text: `${name} ${show(e.data)} ${PATTERN_HINTS[String(p.pattern)] ?? `must match ${String(p.pattern)}`}`, path };
    case 'minimum':
    case 'maximum':
      return { text: `${name} must be ${e.keyword === 'minimum' ? 'at least' : 'at most'} ${String(p.limit)}, got ${show(e.data)}`, path };
    case 'minItems':
    case 'maxItems': {
      const ps = e.parentSchema as { minItems?: number; maxItems?: number };
      if (ps.minItems === ps.maxItems) return { text: `${name} must be a list of exactly ${String(p.limit)} numbers`, path };
      if (e.keyword === 'maxItems' && path.length === 1 && path[0] === 'pieces') {
        return { text: `a variant has at most ${String(p.limit)} piece types (one per letter), this one has ${(e.data as unknown[]).length}`, path, key: true };
      }
      return { text: `${name} must have ${e.keyword === 'minItems' ? 'at least' : 'at most'} ${String(p.limit)} item(s)`, path };
    }
    case 'minLength':
      return { text: `${name} must not be empty`, path };
    case 'maxLength':
      return { text: `${name} must be at most ${String(p.limit)} characters long`, path };
    case 'uniqueItems': {
      const items = e.data as unknown[];
      return { text: `${name} lists ${show(items[Number(p.j)])} twice`, path: [...path, Number(p.i)] };
    }
    case 'not':
      return { text: `${name} must not be ${show((e.schema as { const?: unknown }).const)}`, path };
    default:
      return { text: `${name} ${e.message ?? 'is invalid'}`, path };
  }
}

/** The tag values a discriminated union accepts, read from its branches. */
function goalTypes(parentSchema: unknown, tag: string): string[] {
  const branches = (parentSchema as { oneOf?: { $ref: string }[] }).oneOf ?? [];
  return branches.map((b) => {
    const s = validator().ajv.getSchema(`${schema.$id}${b.$ref}`)?.schema as { properties?: Record<string, { const?: unknown }> };
    return String(s?.properties?.[tag]?.const);
  });
}

function toDiagnostic(e: ErrorObject, data: unknown, locate: Locate, removed: readonly SpecPath[]): Diagnostic {
  const m = message(e, toPath(e.instancePath), data, removed);
  return { ...locate(m.path, { key: m.key }), code: `schema-${e.keyword}`, message: m.text };
}

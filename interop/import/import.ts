// importIni: a variants.ini text to one YAML spec per section, each stated as its differences to
// its parent (a bundled variant, or the spec of the section it names), with every option that
// cannot be said listed at its line. Errors are data: malformed ini gives located diagnostics
// and no files. Nothing here prints or writes; the CLI does.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { parse, stringify } from 'yaml';
import type { Diagnostic } from '../../schema/diagnostic.ts';
import { oneLine, quote } from '../../schema/quote.ts';
import { BUNDLED_VARIANTS_DIR } from '../../loading/extends.ts';
import { readIni, type IniSection } from '../ini/read.ts';
import { BUILTIN_BASES } from './fsf-builtins.ts';
import { optionEntry } from './options.ts';
import { applyLayer, defaultState, type FsfState, type Layer, type Located } from './state.ts';
import { buildSpec, type Refusal, type Spec } from './build.ts';
import { specDiff } from './diff.ts';

export interface ImportOptions {
  /** The name diagnostics and comments give the file (default `variants.ini`). */
  readonly file?: string;
  /** Only these sections (their parents are read, not written). */
  readonly variants?: readonly string[];
}

/** One section's spec. `complete`: every option it uses is said; otherwise `explanations` say what is not. */
export interface ImportedSpec {
  readonly section: string;
  readonly fileName: string;
  readonly yaml: string;
  readonly complete: boolean;
  readonly explanations: readonly string[];
  /** What the reader noticed and resolved as FSF does (an option set twice: the last value holds; a leap that never lands on the board, left out). */
  readonly notes: readonly string[];
}

export type ImportResult = { ok: true; specs: ImportedSpec[] } | { ok: false; diagnostics: Diagnostic[] };

const VARIANT_NAME = /^[a-z][a-z0-9_-]{0,39}$/;
const KEY_ORDER = ['extends', 'name', 'board', 'leftRight', 'regions', 'pieces', 'removePieces', 'castling', 'promotion', 'hand', 'goal', 'draws', 'captureRules', 'explosion', 'pass', 'start'];

interface Built {
  readonly state: FsfState;
  readonly spec: Spec;
  /** Piece names of the merged spec, by letter (the parent's for inherited letters). */
  readonly names: Map<string, string>;
  readonly refusals: Refusal[];
  readonly fileName: string;
  /** The built-in with a bundled twin it comes from, while its board is the twin's. */
  readonly builtin?: string;
}

export function importIni(text: string, options: ImportOptions = {}): ImportResult {
  const file = options.file ?? 'variants.ini';
  const read = readIni(text, file);
  if (!read.ok) return read;
  const diagnostics = checkSections(read.sections, file, options.variants ?? []);
  if (diagnostics.length > 0) return { ok: false, diagnostics };
  const built = new Map<string, Built>();
  const usedNames = new Set<string>();
  const specs: ImportedSpec[] = [];
  const wanted = options.variants && options.variants.length > 0 ? new Set(options.variants) : undefined;
  for (const section of read.sections) {
    const fileName = uniqueName(section.name, usedNames);
    const layer: Layer = section.entries.map((e) => ({ ...e, where: section.name }));
    let parent = parentOf(section, built);
    const problems: { at: Located; reason: string }[] = [];
    const state = applyLayer(parent.state, layer, problems);
    const { spec, refusals: all, notes: fitted } = buildSpec(state);
    // a bundled twin's regions fit only its own board: on another, the section says the built-in's rules itself
    if (parent.builtin && !isDeepStrictEqual(spec.board, parent.spec.board) && bundledHasRegions(BUILTIN_BASES[parent.builtin]!.bundled!)) parent = onChess(parent);
    let diff = specDiff(spec, parent.spec, parent.names);
    const refusals = parent.builtin ? all.filter((r) => !saidByTwin(r, parent.builtin!, diff, parent.names)) : all;
    refusals.push(...problems, ...parent.inheritedRefusals);
    const names = new Map<string, string>();
    const stated = new Set(((diff.pieces ?? []) as Spec[]).map((p) => String(p.letter)));
    // a type the twin says as a promoted form (minishogi's horse) is no piece of the merged spec
    for (const p of spec.pieces as Spec[]) if (parent.names.has(String(p.letter)) || stated.has(String(p.letter))) names.set(String(p.letter), parent.names.get(String(p.letter)) ?? String(p.name));
    built.set(section.name, { state, spec, names, refusals, fileName, ...(parent.builtin ? { builtin: parent.builtin } : {}) });
    if (wanted && !wanted.has(section.name)) continue;
    diff = specDiff(spec, parent.spec, parent.names);
    statePawn(spec, diff, parent.names);
    if (parent.builtin) stateLimitsBesideHand(spec, diff, BUILTIN_BASES[parent.builtin]!.bundled!);
    restateRegionUsers(spec, parent.spec, diff, parent.names);
    keepNamedRegions(diff);
    keepPieceLetters(diff, parent.names);
    specs.push(render(section, fileName, parent.extendsName, diff, dedupe(refusals), file, fitted));
  }
  return { ok: true, specs };
}

/** Unknown options, unknown --variant names and parents named before they are defined: errors. */
function checkSections(sections: readonly IniSection[], file: string, variants: readonly string[]): Diagnostic[] {
  const out: Diagnostic[] = [];
  const seen = new Set<string>();
  for (const s of sections) {
    if (s.parent !== undefined && !seen.has(s.parent) && !Object.hasOwn(BUILTIN_BASES, s.parent) && sections.some((o) => o.name === s.parent)) {
      out.push({ file, line: s.line, col: 2, code: 'ini-parent-later', message: `section ${quote(s.name)} names ${quote(s.parent)} as its parent, which is defined further down (a parent must come first, so parents cannot form a cycle)` });
    }
    seen.add(s.name);
    for (const e of s.entries) {
      if (!optionEntry(e.key)) out.push({ file, line: e.line, col: e.col, code: 'ini-unknown-option', message: `unknown option ${quote(e.key)} in section ${quote(s.name)}` });
    }
  }
  for (const v of variants) {
    if (!seen.has(v)) out.push({ file, line: 1, col: 1, code: 'ini-unknown-section', message: `no section ${quote(v)} in the file` });
  }
  return out;
}

interface ParentInfo {
  /** The built-in variant it is, when it is one with a bundled twin. */
  readonly builtin?: string;
  readonly state: FsfState;
  readonly spec: Spec;
  readonly names: Map<string, string>;
  readonly extendsName: string;
  readonly inheritedRefusals: Refusal[];
}

const builtinCache = new Map<string, ParentInfo>();

function parentOf(section: IniSection, built: ReadonlyMap<string, Built>): ParentInfo {
  // a section without parent starts from FSF's default rules (orthodox chess's) with no pieces at all
  if (section.parent === undefined) return { ...builtin('chess'), state: { options: new Map(), pieces: [] } };
  const name = section.parent;
  const own = built.get(name);
  if (own) return { ...(own.builtin ? { builtin: own.builtin } : {}), state: own.state, spec: own.spec, names: own.names, extendsName: own.fileName, inheritedRefusals: own.refusals };
  if (Object.hasOwn(BUILTIN_BASES, name)) return builtin(name);
  const chess = builtin('chess');
  const at: Located = { key: 'parent', value: name, line: section.line, col: 2, where: section.name };
  return { ...chess, inheritedRefusals: [{ at, reason: `not expressible yet: the built-in variant ${name} is not known to the importer` }] };
}

function builtin(name: string): ParentInfo {
  const cached = builtinCache.get(name);
  if (cached) return cached;
  const base = BUILTIN_BASES[name]!;
  const above = base.parent ? builtin(base.parent).state : defaultState();
  const layer: Layer = Object.entries(base.options).map(([key, value]) => ({ key, value, line: 0, col: 0, where: name }));
  const state = applyLayer(above, layer, []);
  // a built-in with no bundled twin: its sections extend chess and state the built-in's rules too
  const bundled = base.bundled ?? 'chess';
  const spec = buildSpec(base.bundled ? state : defaultState()).spec;
  const info: ParentInfo = { ...(base.bundled ? { builtin: name } : {}), state, spec, names: bundledNames(bundled), extendsName: bundled, inheritedRefusals: [] };
  builtinCache.set(name, info);
  return info;
}

/** The same parent rules, for a section that extends chess and states all of them. */
function onChess(parent: ParentInfo): ParentInfo {
  const chess = builtin('chess');
  return { state: parent.state, spec: chess.spec, names: chess.names, extendsName: 'chess', inheritedRefusals: parent.inheritedRefusals };
}

/**
 * Whether a refusal is of an option the built-in's bundled twin says (twinSays) and the section
 * leaves the spec keys it decides as inherited ('pieces': no inherited piece restated or removed).
 */
function saidByTwin(r: Refusal, name: string, diff: Spec, parentNames: ReadonlyMap<string, string>): boolean {
  if (r.at.line !== 0) return false;
  const keys = twinSays(name)[r.at.key];
  if (!keys) return false;
  const inherited = new Set(parentNames.values());
  return keys.every((k) => k === 'pieces'
    ? !((diff.pieces ?? []) as Spec[]).some((p) => inherited.has(String(p.name))) && diff.removePieces === undefined
    : !(k in diff));
}

/** The twinSays of a built-in and of the built-ins it comes from. */
function twinSays(name: string): Readonly<Record<string, readonly string[]>> {
  const base = BUILTIN_BASES[name]!;
  return { ...(base.parent ? twinSays(base.parent) : {}), ...base.twinSays };
}

/**
 * A bundled twin may say FSF's promotion limits as promotion from captured pieces (grand's
 * fromCaptured: the same while nothing but promotion adds pieces); beside a hand the two differ
 * and cannot be combined, so a section with a hand states its limits and turns the pool off.
 */
function stateLimitsBesideHand(spec: Spec, diff: Spec, bundled: string): void {
  const promotion = spec.promotion as Spec | undefined;
  if (!promotion?.limits || spec.hand === undefined || !bundledPool(bundled)) return;
  diff.promotion = { ...promotion, ...((diff.promotion ?? {}) as Spec), fromCaptured: false };
}

/** Whether a bundled variant (or one it extends) promotes from captured pieces. */
function bundledPool(file: string): boolean {
  const doc = parse(readFileSync(join(BUNDLED_VARIANTS_DIR, `${file}.yaml`), 'utf8')) as { extends?: string; promotion?: { fromCaptured?: boolean } };
  return doc.promotion?.fromCaptured ?? (doc.extends !== undefined && bundledPool(doc.extends));
}

/** Whether a bundled variant (or one it extends) declares regions, which name squares of its board. */
function bundledHasRegions(file: string): boolean {
  const doc = parse(readFileSync(join(BUNDLED_VARIANTS_DIR, `${file}.yaml`), 'utf8')) as { extends?: string; regions?: unknown };
  return doc.regions !== undefined || (doc.extends !== undefined && bundledHasRegions(doc.extends));
}

/** The piece names of a bundled variant by letter, its parents' included. */
function bundledNames(file: string): Map<string, string> {
  const doc = parse(readFileSync(join(BUNDLED_VARIANTS_DIR, `${file}.yaml`), 'utf8')) as { extends?: string; pieces?: { name: string; letter: string }[]; removePieces?: string[] };
  const names = doc.extends ? bundledNames(doc.extends) : new Map<string, string>();
  for (const [letter, n] of [...names]) if (doc.removePieces?.includes(n)) names.delete(letter);
  for (const p of doc.pieces ?? []) {
    for (const [letter, n] of [...names]) if (n === p.name) names.delete(letter);
    names.set(p.letter, p.name);
  }
  return names;
}

/**
 * The bundled pawn double-steps from its start squares (ifmnD), FSF's from the double-step ranks:
 * the same only while every pawn starts on those ranks and none is dropped. Otherwise the pawn is
 * stated, with its ranks.
 */
function statePawn(spec: Spec, diff: Spec, names: ReadonlyMap<string, string>): void {
  const pawn = (spec.pieces as Spec[]).find((p) => p.pawn === true && Array.isArray(p.moves));
  if (!pawn || !names.has(String(pawn.letter))) return;
  const stated = ((diff.pieces ?? []) as Spec[]).some((p) => p.letter === pawn.letter);
  if (stated) return;
  const ranks = ((pawn.moves as Spec[])[0]?.ranks ?? []) as number[];
  const rows = String(spec.start).split(/[\s[]/)[0]!.split('/');
  const height = rows.length;
  const letter = String(pawn.letter);
  let same = spec.hand === undefined;
  rows.forEach((row, i) => {
    const rank = height - i;
    if (row.includes(letter.toUpperCase()) && !ranks.includes(rank)) same = false;
    if (row.includes(letter) && !ranks.includes(height + 1 - rank)) same = false;
  });
  if (same) return;
  diff.pieces = [...((diff.pieces ?? []) as Spec[]), { ...pawn, name: names.get(letter) }];
}

/** The region names a value names (a piece's confined, a move's from and to, a rule's region). */
function regionNames(v: unknown, out = new Set<string>()): Set<string> {
  if (Array.isArray(v)) for (const x of v) regionNames(x, out);
  else if (typeof v === 'object' && v !== null) {
    for (const [k, x] of Object.entries(v)) {
      if (typeof x === 'string' && ['region', 'confined', 'from', 'to'].includes(k)) out.add(x);
      else regionNames(x, out);
    }
  }
  return out;
}

/**
 * Pieces and rules that name a region whose squares differ from the parent's are stated again:
 * the parent's file names its regions its own way, so only a restated user reaches the new squares.
 */
function restateRegionUsers(spec: Spec, parent: Spec, diff: Spec, names: ReadonlyMap<string, string>): void {
  const mine = (spec.regions ?? {}) as Spec;
  const theirs = (parent.regions ?? {}) as Spec;
  const changed = new Set(Object.keys(mine).filter((r) => !isDeepStrictEqual(mine[r], theirs[r])));
  if (changed.size === 0) return;
  const named = (v: unknown): boolean => [...regionNames(v)].some((r) => changed.has(r));
  const stated = (diff.pieces ?? []) as Spec[];
  for (const p of spec.pieces as Spec[]) {
    if (!named(p) || stated.some((x) => x.letter === p.letter)) continue;
    const name = names.get(String(p.letter));
    stated.push(name !== undefined ? { ...p, name } : p);
  }
  if (stated.length > 0) diff.pieces = stated;
  for (const key of Object.keys(spec)) if (key !== 'pieces' && key !== 'regions' && !(key in diff) && named(spec[key])) diff[key] = spec[key];
}

/** The diff's regions, only those it names (the parent's own pieces and rules name theirs in the parent). */
function keepNamedRegions(diff: Spec): void {
  const regions = diff.regions as Spec | null | undefined;
  if (!regions) return;
  const named = regionNames({ ...diff, regions: undefined });
  for (const name of Object.keys(regions)) if (!named.has(name)) delete regions[name];
  if (Object.keys(regions).length === 0) delete diff.regions;
}

/**
 * A restated hand's drop rules name the section's piece types; a bundled twin says some of FSF's
 * types as promoted forms of its pieces (shogi's horse and dragon, tori shogi's goose), never in
 * hand: the rules leave them out, as the merged spec has only the twin's pieces and the stated ones.
 */
function keepPieceLetters(diff: Spec, names: ReadonlyMap<string, string>): void {
  const hand = diff.hand as Spec | null | undefined;
  if (!hand || !Array.isArray(hand.drops)) return;
  const known = new Set([...names.keys(), ...((diff.pieces ?? []) as Spec[]).map((p) => String(p.letter))]);
  hand.drops = (hand.drops as Spec[]).flatMap((rule) => {
    if (!Array.isArray(rule.pieces)) return [rule];
    const pieces = (rule.pieces as string[]).filter((l) => known.has(l));
    return pieces.length > 0 ? [{ ...rule, pieces }] : [];
  });
}

function uniqueName(section: string, used: Set<string>): string {
  let base = section.toLowerCase().replace(/[^a-z0-9_-]/g, '-');
  if (!/^[a-z]/.test(base)) base = `v${base}`;
  base = base.slice(0, 36);
  let name = base;
  for (let i = 2; used.has(name); i++) name = `${base}-${i}`;
  used.add(name);
  return name;
}

function dedupe(refusals: readonly Refusal[]): Refusal[] {
  const seen = new Set<string>();
  return refusals.filter((r) => {
    const key = `${r.at.where}:${r.at.line}:${r.at.key}:${r.reason}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function explain(r: Refusal, file: string): string {
  const where = r.at.line > 0 ? `${file}:${r.at.line}` : `built-in ${r.at.where}`;
  const reason = r.reason.startsWith('not expressible yet') ? r.reason : `not expressible yet: ${r.reason}`;
  return oneLine(`${where}: ${r.at.key} = ${r.at.value}: ${reason}`);
}

function render(section: IniSection, fileName: string, extendsName: string, diff: Spec, refusals: readonly Refusal[], file: string, fitted: readonly string[]): ImportedSpec {
  const explanations = refusals.map((r) => explain(r, file));
  const notes = section.repeated.map((r) => `${file}:${r.line}: ${r.key} is set again (first on line ${r.first}): the last value holds, as in Fairy-Stockfish`);
  notes.push(...fitted.map((n) => `${file}:${section.line}: ${n}`));
  const doc: Spec = { extends: extendsName, name: fileName, ...diff };
  const ordered: Spec = {};
  for (const k of KEY_ORDER) if (k in doc) ordered[k] = doc[k];
  for (const k of Object.keys(doc)) if (!(k in ordered)) ordered[k] = doc[k];
  const head = [`# Imported from ${file}, section [${section.name}${section.parent ? `:${section.parent}` : ''}], by fairyforge import.`];
  if (!VARIANT_NAME.test(section.name) || fileName !== section.name) head.push(`# ffish: ${section.name}`);
  for (const e of [...explanations, ...notes]) head.push(`# ${e}`);
  const yaml = `${head.join('\n')}\n${stringify(ordered, { lineWidth: 0, flowCollectionPadding: true })}`;
  return { section: section.name, fileName, yaml, complete: explanations.length === 0, explanations, notes };
}

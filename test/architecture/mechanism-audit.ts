// The audit behind test/architecture/mechanism-registry.test.ts: what the plan's keys are (read from the plan's
// interfaces with the TypeScript parser, so a new field is seen the day it is written), which of
// them a plan holds, and every way a registry table can fall short of complete.

import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { CONDITION_KINDS } from '../../runtime/plan/goal.ts';
import { EXTINCTION_DEFAULTS, REGION_CONDITION_DEFAULTS, type PlanPartName } from '../../runtime/plan/defaults.ts';
import { atDefault } from '../../runtime/plan/canonical.ts';
import { MOVE_NODE_KINDS } from '../../runtime/plan/moves.ts';
import type { VariantPlan } from '../../runtime/plan/variant.ts';
import { NONE, type Mechanism, type Site } from '../../mechanisms/mechanism.ts';
import { ROOT } from '../cli-run.ts';

/** The plan interfaces whose every field is a key, by the prefix the registry writes them with. */
const ALL_FIELDS: Record<string, string> = {
  VariantPlan: 'VariantPlan',
  GoalPlan: 'GoalPlan',
  PiecePlan: 'PiecePlan',
  HandPlan: 'HandPlan',
  PromotionPlan: 'PromotionPlan',
  MoveNodeBase: 'MoveNode',
  LeapNode: 'MoveNode',
  RideNode: 'MoveNode',
  RemoveNode: 'MoveNode',
  HopNode: 'MoveNode',
};
/** The condition interfaces: their fields with a default are keys (the others say what the kind is). */
const DEFAULTED_FIELDS: Readonly<Record<string, Readonly<Record<string, unknown>>>> = {
  RegionCondition: REGION_CONDITION_DEFAULTS,
  ExtinctionCondition: EXTINCTION_DEFAULTS,
};
const OPTIONAL_FIELDS = Object.keys(DEFAULTED_FIELDS);

/** The plan's source files: runtime/plan.ts, or the folder it is split into. */
function planFiles(): string[] {
  const files: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(join(ROOT, dir), { withFileTypes: true })) {
      const path = `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.ts')) files.push(path);
    }
  };
  if (existsSync(join(ROOT, 'runtime/plan.ts'))) files.push('runtime/plan.ts');
  if (existsSync(join(ROOT, 'runtime/plan'))) walk('runtime/plan');
  return files;
}

/** Every plan key: the fields of the plan's interfaces, and the kinds of its nodes and conditions. */
export function planKeys(): Set<string> {
  const keys = new Set<string>();
  const seen = new Set<string>();
  for (const file of planFiles()) {
    const source = ts.createSourceFile(file, readFileSync(join(ROOT, file), 'utf8'), ts.ScriptTarget.Latest, true);
    for (const node of source.statements) {
      if (!ts.isInterfaceDeclaration(node)) continue;
      const name = node.name.text;
      const all = ALL_FIELDS[name];
      if (all === undefined && !OPTIONAL_FIELDS.includes(name)) continue;
      seen.add(name);
      for (const member of node.members) {
        if (!ts.isPropertySignature(member) || !ts.isIdentifier(member.name)) continue;
        if (all !== undefined) keys.add(`${all}.${member.name.text}`);
        else if (member.name.text in DEFAULTED_FIELDS[name]) keys.add(`${name}.${member.name.text}`);
      }
    }
  }
  const missing = [...Object.keys(ALL_FIELDS), ...OPTIONAL_FIELDS].filter((n) => !seen.has(n));
  if (missing.length > 0) throw new Error(`plan interfaces not found in ${planFiles().join(', ')}: ${missing.join(', ')}`);
  for (const kind of MOVE_NODE_KINDS) keys.add(`node.${kind}`);
  for (const kind of CONDITION_KINDS) keys.add(`condition.${kind}`);
  return keys;
}

/** The keys `plan` uses: its fields that hold something other than their default (runtime/plan/defaults.ts), in every piece, node, hand and condition. */
export function presentKeys(plan: VariantPlan): Set<string> {
  const keys = new Set<string>();
  const add = (prefix: string, object: object | null, part: PlanPartName): void => {
    const fields = (object ?? {}) as Record<string, unknown>;
    for (const [k, v] of Object.entries(fields)) if (v !== null && !atDefault(part, fields, k)) keys.add(`${prefix}.${k}`);
  };
  add('VariantPlan', plan, 'variant');
  add('GoalPlan', plan.goal, 'goal');
  add('HandPlan', plan.hand, 'hand');
  add('PromotionPlan', plan.promotion, 'promotion');
  for (const piece of plan.pieces) {
    add('PiecePlan', piece, 'piece');
    for (const node of piece.moves) {
      add('MoveNode', node, 'move');
      keys.add(`node.${node.kind}`);
    }
  }
  for (const c of plan.goal.conditions) {
    keys.add(`condition.${c.kind}`);
    add(c.kind === 'region' ? 'RegionCondition' : c.kind === 'extinction' ? 'ExtinctionCondition' : 'OtherCondition', c, 'condition');
  }
  return keys;
}

/** What the audit checks names against: the schema, the rule codes and the legality steps. */
export interface AuditFacts {
  readonly keys: ReadonlySet<string>;
  readonly schema: unknown;
  readonly ruleCodes: ReadonlySet<string>;
  /** The runtime's legality steps: each step's name and the mechanisms it serves. */
  readonly steps: readonly { readonly name: string; readonly mechanisms: readonly string[] }[];
  /** The runtime's mechanism table builders (runtime/tables/mechanism-tables.ts): the mechanisms each serves. */
  readonly tableBuilders: readonly { readonly field: string; readonly mechanisms: readonly string[] }[];
}

/** Where the runtime's mechanism table builders live: an entry's tables part points there when a builder serves it. */
export const TABLE_BUILDERS_FILE = 'runtime/tables/mechanism-tables.ts';

/** The value a JSON pointer (RFC 6901) points at, or undefined. */
function resolvePointer(document: unknown, pointer: string): unknown {
  if (!pointer.startsWith('/')) return undefined;
  let at: unknown = document;
  for (const raw of pointer.slice(1).split('/')) {
    const part = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (at === null || typeof at !== 'object' || !Object.hasOwn(at, part)) return undefined;
    at = (at as Record<string, unknown>)[part];
  }
  return at;
}

const isFile = (path: string): boolean => existsSync(join(ROOT, path)) && statSync(join(ROOT, path)).isFile();

/** Problems of one site: a missing part, a file that is not there, a name not in it. */
function siteProblems(where: string, part: Site | typeof NONE | undefined): string[] {
  if (part === undefined) return [`${where}: missing (give the site or '${NONE}')`];
  if (part === NONE) return [];
  if (!isFile(part.file)) return [`${where}: ${part.file} does not exist`];
  return readFileSync(join(ROOT, part.file), 'utf8').includes(part.name) ? [] : [`${where}: ${part.file} does not contain "${part.name}"`];
}

const RUNTIME_PARTS = ['tables', 'make', 'fen', 'result'] as const;
const CLAIMS = ['keeps', 'breaks', 'checked'];

/** Every way one entry falls short: a part absent, a path, pointer, code or step that does not exist. */
function entryProblems(key: string, m: Partial<Mechanism>, facts: AuditFacts): string[] {
  const out: string[] = [];
  const at = (part: string): string => `${key}.${part}`;
  if (!m.summary) out.push(`${at('summary')}: missing`);
  if (!m.schema || m.schema.length === 0) out.push(`${at('schema')}: missing (its JSON pointers)`);
  for (const pointer of m.schema ?? []) if (resolvePointer(facts.schema, pointer) === undefined) out.push(`${at('schema')}: ${pointer} is not in schema/variant.schema.json`);
  if (m.rules === undefined) out.push(`${at('rules')}: missing (its rule codes or '${NONE}')`);
  else if (m.rules !== NONE) for (const code of m.rules) if (!facts.ruleCodes.has(code)) out.push(`${at('rules')}: no rule has the code '${code}'`);
  out.push(...siteProblems(at('compile'), m.compile));
  if (!m.plan || !Array.isArray(m.plan.keys) || typeof m.plan.uses !== 'function') out.push(`${at('plan')}: missing (its keys and uses)`);
  for (const k of m.plan?.keys ?? []) if (!facts.keys.has(k)) out.push(`${at('plan')}: '${k}' is not a plan key`);
  const runtime = m.runtime;
  if (runtime === undefined) out.push(`${at('runtime')}: missing`);
  else {
    if (runtime.module === undefined) out.push(`${at('runtime.module')}: missing (its module or '${NONE}')`);
    else if (runtime.module !== NONE && !isFile(runtime.module)) out.push(`${at('runtime.module')}: ${runtime.module} does not exist`);
    for (const part of RUNTIME_PARTS) out.push(...siteProblems(at(`runtime.${part}`), runtime[part]));
    out.push(...stepProblems(key, runtime.legal, facts));
    out.push(...tableProblems(key, runtime.tables, facts));
  }
  out.push(...siteProblems(at('emit'), m.emit));
  out.push(...siteProblems(at('describe'), m.describe));
  if (!m.colourKeeping || !CLAIMS.includes(m.colourKeeping.claim) || !m.colourKeeping.why) out.push(`${at('colourKeeping')}: missing (a claim, ${CLAIMS.join(' / ')}, and why)`);
  if (!m.tests || m.tests.length === 0) out.push(`${at('tests')}: missing (its test files)`);
  for (const file of m.tests ?? []) if (!isFile(file)) out.push(`${at('tests')}: ${file} does not exist`);
  return out;
}

/** The entry's legality steps against the runtime's: each named step exists and serves the mechanism. */
function stepProblems(key: string, legal: readonly string[] | typeof NONE | undefined, facts: AuditFacts): string[] {
  if (legal === undefined) return [`${key}.runtime.legal: missing (its legality steps or '${NONE}')`];
  const named = legal === NONE ? [] : legal;
  const out: string[] = [];
  for (const name of named) {
    const step = facts.steps.find((s) => s.name === name);
    if (step === undefined) out.push(`${key}.runtime.legal: no legality step '${name}' in runtime/legal/steps.ts`);
    else if (!step.mechanisms.includes(key)) out.push(`${key}.runtime.legal: step '${name}' does not list '${key}' among its mechanisms`);
  }
  for (const step of facts.steps) if (step.mechanisms.includes(key) && !named.includes(step.name)) out.push(`${key}.runtime.legal: step '${step.name}' serves it but the entry does not name it`);
  return out;
}

/** The entry's tables against the runtime's builders: built by one exactly when its tables part points at the builders. */
function tableProblems(key: string, tables: Site | typeof NONE | undefined, facts: AuditFacts): string[] {
  const built = facts.tableBuilders.filter((b) => b.mechanisms.includes(key)).map((b) => b.field);
  const pointed = tables !== undefined && tables !== NONE && tables.file === TABLE_BUILDERS_FILE;
  if (built.length > 0 && !pointed) return [`${key}.runtime.tables: the builder of '${built.join(', ')}' serves it, so its tables part must point at ${TABLE_BUILDERS_FILE}`];
  if (built.length === 0 && pointed) return [`${key}.runtime.tables: points at ${TABLE_BUILDERS_FILE}, but no builder there lists '${key}'`];
  return [];
}

/** Every problem of a registry table: plan keys owned by nobody or twice, and each entry's shortfalls. */
export function registryProblems(table: Readonly<Record<string, Partial<Mechanism>>>, core: readonly string[], keys: readonly string[], facts: AuditFacts): string[] {
  const out: string[] = [];
  const owners = new Map<string, string[]>();
  const own = (k: string, owner: string): void => void owners.set(k, [...(owners.get(k) ?? []), owner]);
  for (const k of core) own(k, 'core');
  for (const [key, m] of Object.entries(table)) for (const k of m.plan?.keys ?? []) own(k, key);
  for (const k of facts.keys) {
    const by = owners.get(k) ?? [];
    if (by.length === 0) out.push(`plan key ${k} belongs to no mechanism and is not core`);
    if (by.length > 1) out.push(`plan key ${k} belongs to ${by.join(' and ')}`);
  }
  for (const k of core) if (!facts.keys.has(k)) out.push(`core key ${k} is not a plan key`);
  for (const key of keys) if (!(key in table)) out.push(`mechanism ${key} has no entry`);
  for (const [key, m] of Object.entries(table)) out.push(...entryProblems(key, m, facts));
  return out;
}


// The canonical form of a plan, the text its fingerprint hashes: keys in sorted order, and every
// field that holds its default (./defaults.ts) left out. Two plans that mean the same thing have
// one canonical form, whether a field is written at its default or not written at all.

import { PLAN_PARTS, type PlanPartName } from './defaults.ts';
import type { VariantPlan } from './variant.ts';

/** The plan's canonical JSON text. */
export function canonicalPlanText(plan: VariantPlan): string {
  return JSON.stringify(canonical(plan, 'variant'));
}

/**
 * Whether field `key` of `fields`, an object of plan part `part`, holds its default: the part's own,
 * its kind's (move nodes, conditions, drop rules), or the field it defaults to (`sameAs`).
 */
export function atDefault(part: PlanPartName, fields: Readonly<Record<string, unknown>>, key: string): boolean {
  const shape = PLAN_PARTS[part];
  const kind = typeof fields.kind === 'string' ? fields.kind : '';
  const defaults: Record<string, unknown> = { ...shape.defaults, ...shape.byKind?.[kind] };
  if (key in defaults && sameValue(fields[key], defaults[key])) return true;
  const other = shape.sameAs?.[key];
  return other !== undefined && sameValue(fields[key], fields[other]);
}

function canonical(value: unknown, part: PlanPartName | undefined): unknown {
  if (Array.isArray(value)) return value.map((v: unknown) => canonical(v, part));
  if (value === null || typeof value !== 'object') return value;
  const fields = value as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(fields).sort()) {
    const v = fields[key];
    if (v === undefined) continue;
    if (part !== undefined && atDefault(part, fields, key)) continue;
    out[key] = canonical(v, part === undefined ? undefined : PLAN_PARTS[part].children?.[key]);
  }
  return out;
}

function sameValue(a: unknown, b: unknown): boolean {
  return a === b || JSON.stringify(canonical(a, undefined)) === JSON.stringify(canonical(b, undefined));
}

// Load: a variant file becomes a checked spec and its plan, or every problem in it as located
// diagnostics — never an exception for a user mistake. Reading checks the spec against the
// language (loading/load.ts); this stage resolves castling against the start position, compiles
// the spec once, runs the rules about the compiled variant on that plan and hands the plan on, so
// that nothing above compiles the spec again.
import { compileSpec } from '../compiler/compile.ts';
import { readSpecData, readSpecFile, readSpecText, type LoadOptions, type ReadResult, type RuledSpec } from '../loading/load.ts';
import { applyRules } from '../loading/rule.ts';
import type { VariantPlan } from '../runtime/plan/variant.ts';
import { VariantTables } from '../runtime/tables/tables.ts';
import { sortDiagnostics, type Diagnostic } from '../schema/diagnostic.ts';
import { CASTLING_RULES } from './castling-rules.ts';
import { PLAN_RULES } from './plan-rules.ts';

/** A checked spec with its plan (and where its `name` is written, for messages about the name), or its problems. */
export type LoadResult = (Extract<ReadResult, { ok: true }> & { plan: VariantPlan }) | { ok: false; diagnostics: Diagnostic[] };

/** Loads, checks and compiles the variant file at `path` (and the files it extends, inside `options.root`). */
export function loadSpecFile(path: string, options: LoadOptions = {}): LoadResult {
  return compiled(readSpecFile(path, options));
}

/** Loads, checks and compiles variant source `text`, named `file` in diagnostics (loading/load.ts's readSpecText). */
export function loadSpecText(text: string, file: string, options: LoadOptions = {}): LoadResult {
  return compiled(readSpecText(text, file, options));
}

/** Loads, checks and compiles a variant given as data, as a program builds it (loading/load.ts's readSpecData). */
export function loadSpecData(data: unknown, file: string, options: LoadOptions = {}): LoadResult {
  return compiled(readSpecData(data, file, options));
}

/** The spec read, its castling resolved, compiled once and checked by the plan's rules. */
function compiled(read: ReadResult): LoadResult {
  if (!read.ok) return read.ruled ? { ok: false, diagnostics: withCastling(read.ruled, read.diagnostics) } : read;
  const { spec, locate, file } = read;
  // castling first: a right that does not resolve is the spec's problem, and the plan would lack it
  const castling = withCastling(read, []);
  if (castling.length > 0) return { ok: false, diagnostics: castling };
  const plan = compileSpec(spec);
  const found = applyRules(PLAN_RULES, { spec, plan, tables: new VariantTables(plan) }, locate);
  return found.length > 0 ? { ok: false, diagnostics: sortDiagnostics(found, [file]) } : { ...read, plan };
}

/**
 * The castling rules' findings with the language's (`others`), in one report, as when they were
 * rules of one table: castling's come first among findings at the same place, as its rules came
 * before the others that report there.
 */
function withCastling({ spec, locate, file }: RuledSpec, others: readonly Diagnostic[]): Diagnostic[] {
  return sortDiagnostics([...applyRules(CASTLING_RULES, spec, locate), ...others], [file]);
}

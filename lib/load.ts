// loadVariant's body: a source becomes a checked spec with its plan (lib/source.ts; loading
// compiled it once), the plan an Engine on the move generator asked for. Kept apart from
// lib/index.ts so that importing the package loads none of this until a variant is loaded.

import { compileSpec } from '../compiler/compile.ts';
import { planFingerprint } from '../generator/fingerprint.ts';
import { checkDeadline } from '../runtime/use/deadline.ts';
import { Engine } from '../runtime/use/engine.ts';
import type { MoveGenerator } from '../runtime/generate/generator.ts';
import type { VariantPlan } from '../runtime/plan/variant.ts';
import type { VariantTables } from '../runtime/tables/tables.ts';
import { quote, VariantError } from './errors.ts';
import { loadSource, type LoadedSpec, type VariantSource } from './source.ts';
import type { Variant } from './variant.ts';
import type { VariantSpec } from '../schema/spec-types.ts';

/** A module written by `fairyforge generate`, as `import * as m from './engines/x.js'` gives it. */
export interface GeneratedEngineModule {
  /** The fingerprint of the plan the engine was generated from. */
  readonly PLAN_FINGERPRINT: string;
  /** Builds the engine's move generator over the variant's tables. */
  readonly createGenerator: (tables: VariantTables) => MoveGenerator;
}

/** How loadVariant builds the variant's engine and where it may read files. */
export interface LoadVariantOptions {
  /**
   * The move generator: `generated` (the default) is the generated engine (the committed one
   * of a bundled variant, else one generated for the spec), `interpreted` walks the plan.
   */
  readonly engine?: EngineKind;
  /** A generated engine module to run; its PLAN_FINGERPRINT must match the spec's plan. */
  readonly generated?: GeneratedEngineModule;
  /** A folder outside which no file is read (a relative path is taken relative to it). */
  readonly root?: string;
}

type Factory = (t: VariantTables) => MoveGenerator;

/** The move generators a variant can run on; the first is the default. */
export const ENGINE_KINDS = ['generated', 'interpreted'] as const;
/** Which move generator a variant runs on. */
export type EngineKind = (typeof ENGINE_KINDS)[number];

/** A checked spec with its plan and an engine on the chosen move generator (what a Variant wraps, and what the CLI runs). */
export interface LoadedEngine {
  /** Where the spec came from: a file path, `<text>` or `<object>`. */
  readonly file: string;
  readonly spec: VariantSpec;
  readonly plan: VariantPlan;
  readonly engine: Engine;
  readonly engineKind: EngineKind;
  /** What the spec inherits unchanged through `extends` (LoadedSpec's `inherited`); `describe` marks those rules. */
  readonly inherited: Readonly<Record<string, string>>;
}

export async function loadVariantNow(source: VariantSource, options: LoadVariantOptions = {}): Promise<Variant> {
  if (options === null || typeof options !== 'object') throw new VariantError('invalid-option', 'the options are an object, e.g. { engine: "interpreted" }');
  const kind = engineKindOf(options);
  const { file, spec, engine, engineKind, inherited } = await buildEngine(loadSource(source, { root: options.root }), kind, options.generated);
  // imported here: the CLI builds engines through this module without the Variant class
  const { Variant } = await import('./variant.ts');
  return new Variant(file, spec, engine, engineKind, inherited);
}

/**
 * Compiles a checked spec (unless loading handed its plan on) and builds its engine on the move generator of `kind` (a given module
 * for 'generated'). A `deadline` (a `performance.now()` time) is checked before each stage and
 * bounds an engine's emission: past it, DeadlinePassed (runtime/use/deadline.ts).
 */
export async function buildEngine(loaded: LoadedSpec, kind: EngineKind, module?: GeneratedEngineModule, deadline?: number): Promise<LoadedEngine> {
  const { file, spec, inherited = {} } = loaded;
  checkDeadline(deadline, 'while checking the variant');
  // loading compiled the spec once already (plan-checks/load.ts); only a bundled snapshot comes without its plan
  const plan = loaded.plan ?? compileSpec(spec);
  checkDeadline(deadline, 'while compiling the variant');
  const factory = await generatorFactory(kind, plan, file, module, deadline);
  return { file, spec, plan, engine: new Engine(plan, factory), engineKind: kind, inherited };
}

/** The engine kind a text names (an `--engine` value, an `engine` option), or a VariantError ('invalid-option'). */
export function parseEngineKind(text: unknown): EngineKind {
  const kind = ENGINE_KINDS.find((k) => k === text);
  if (kind === undefined) throw new VariantError('invalid-option', `unknown engine ${quote(text)} (expected ${ENGINE_KINDS.join(' or ')})`);
  return kind;
}

function engineKindOf(options: LoadVariantOptions): EngineKind {
  const kind = options.engine === undefined ? 'generated' : parseEngineKind(options.engine);
  if (options.generated !== undefined && kind === 'interpreted') {
    throw new VariantError('invalid-option', 'a generated engine module was given with engine: "interpreted"; give one or the other');
  }
  return kind;
}

/** The move generator of the chosen kind: the interpreter, the module given, or the generated engine for the plan. */
async function generatorFactory(kind: EngineKind, plan: VariantPlan, file: string, module: GeneratedEngineModule | undefined, deadline?: number): Promise<Factory> {
  if (kind === 'interpreted') {
    const { Interpreter } = await import('../runtime/generate/interpreter.ts');
    return (t) => new Interpreter(t);
  }
  if (module !== undefined) return checkedModule(module, plan);
  const { EngineCacheUnwritable, loadGeneratedFactory } = await import('../generator/engine-cache.ts');
  try {
    return await loadGeneratedFactory(plan, file, { deadline });
  } catch (e) {
    if (e instanceof EngineCacheUnwritable) throw new VariantError('engine-cache', e.message);
    throw e;
  }
}

/** The factory of a user-supplied engine module, after checking it was generated from this very plan. */
function checkedModule(module: GeneratedEngineModule, plan: VariantPlan): Factory {
  const m = module as Partial<GeneratedEngineModule> | null;
  if (m === null || typeof m !== 'object' || typeof m.PLAN_FINGERPRINT !== 'string' || typeof m.createGenerator !== 'function') {
    throw new VariantError('invalid-engine-module', 'the generated option is not an engine module: it needs PLAN_FINGERPRINT and createGenerator (written by `fairyforge generate`)');
  }
  const expected = planFingerprint(plan);
  if (m.PLAN_FINGERPRINT !== expected) {
    const message = `the generated engine does not match the spec of ${quote(plan.name)} (its fingerprint is ${quote(m.PLAN_FINGERPRINT)}, the spec's plan has ${quote(expected)}); run \`fairyforge generate\` again`;
    throw new VariantError('fingerprint-mismatch', message);
  }
  return m.createGenerator;
}

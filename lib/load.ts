// loadVariant's body: a source becomes a checked spec (lib/source.ts), the spec a plan
// (compiler/compile.ts), the plan an Engine on the move generator asked for. Kept apart from
// lib/index.ts so that importing the package loads none of this until a variant is loaded.

import { compileSpec } from '../compiler/compile.ts';
import { planFingerprint } from '../generator/fingerprint.ts';
import { Engine } from '../runtime/engine.ts';
import type { MoveGenerator } from '../runtime/generator.ts';
import type { VariantPlan } from '../runtime/plan.ts';
import type { VariantTables } from '../runtime/tables.ts';
import { quote, VariantError } from './errors.ts';
import { loadSource, type VariantSource } from './source.ts';
import { Variant, type EngineKind } from './variant.ts';

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

const ENGINE_KINDS: readonly EngineKind[] = ['generated', 'interpreted'];
type Factory = (t: VariantTables) => MoveGenerator;

export async function loadVariantNow(source: VariantSource, options: LoadVariantOptions = {}): Promise<Variant> {
  if (options === null || typeof options !== 'object') throw new VariantError('invalid-option', 'the options are an object, e.g. { engine: "interpreted" }');
  const kind = engineKindOf(options);
  const { file, spec } = loadSource(source, { root: options.root });
  const plan = compileSpec(spec);
  const factory = await generatorFactory(kind, plan, file, options.generated);
  return new Variant(file, spec, new Engine(plan, factory), kind);
}

function engineKindOf(options: LoadVariantOptions): EngineKind {
  const kind = options.engine === undefined ? 'generated' : options.engine;
  if (!ENGINE_KINDS.includes(kind)) throw new VariantError('invalid-option', `unknown engine ${quote(kind)} (expected ${ENGINE_KINDS.join(' or ')})`);
  if (options.generated !== undefined && kind === 'interpreted') {
    throw new VariantError('invalid-option', 'a generated engine module was given with engine: "interpreted"; give one or the other');
  }
  return kind;
}

/** The move generator of the chosen kind: the interpreter, the module given, or the generated engine for the plan. */
async function generatorFactory(kind: EngineKind, plan: VariantPlan, file: string, module: GeneratedEngineModule | undefined): Promise<Factory> {
  if (kind === 'interpreted') {
    const { Interpreter } = await import('../runtime/interpreter.ts');
    return (t) => new Interpreter(t);
  }
  if (module !== undefined) return checkedModule(module, plan);
  const { loadGeneratedFactory } = await import('../generator/engine-cache.ts');
  return loadGeneratedFactory(plan, file);
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

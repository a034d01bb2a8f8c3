// An engine as JavaScript: the plan's emitted TypeScript (emit/engine.ts), transpiled by ts-morph's
// TypeScript. Imported lazily: it loads ts-morph.
import type { VariantPlan } from '../runtime/plan/variant.ts';

/** The JavaScript of the engine for `plan`; `source` is the spec's file name, quoted in its header. */
export async function engineJavaScript(plan: VariantPlan, source: string): Promise<string> {
  const [{ emitEngine }, { ts }] = await Promise.all([import('./emit/engine.ts'), import('ts-morph')]);
  const text = emitEngine(plan, { source });
  return ts.transpileModule(text, {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
    fileName: `${plan.name}.ts`,
  }).outputText;
}

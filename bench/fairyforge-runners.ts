// fairyforge's own engines (plan interpreter and generated code) as perft runners, one pair
// per bundled variant, for the benchmark to run beside the peers.
import { basename } from 'node:path';
import { compileSpec } from '../compiler/compile.ts';
import { bundledSpecFiles, loadGeneratedFactory } from '../generator/generate.ts';
import { Engine } from '../runtime/engine.ts';
import { loadSpecFile } from '../schema/load.ts';
import type { Runner } from './harness.ts';

export const INTERPRETED = 'fairyforge interpreted';
export const GENERATED = 'fairyforge generated';

function runner(name: string, variant: string, engine: Engine): Runner {
  return {
    name,
    variant,
    perft(fen: string, depth: number): number {
      const r = engine.parseFen(fen);
      if (!r.ok) throw new Error(r.error.message);
      return engine.perft(r.pos, depth);
    },
  };
}

/** An interpreted and a generated runner for every bundled variant. */
export async function fairyforgeRunners(): Promise<Runner[]> {
  const runners: Runner[] = [];
  for (const file of bundledSpecFiles()) {
    const loaded = loadSpecFile(file);
    if (!loaded.ok) throw new Error(`${basename(file)} does not validate`);
    const plan = compileSpec(loaded.spec);
    runners.push(runner(INTERPRETED, plan.name, new Engine(plan)));
    runners.push(runner(GENERATED, plan.name, new Engine(plan, await loadGeneratedFactory(plan, file))));
  }
  return runners;
}

/** Start positions of the bundled variants, for the generated/interpreted rows. */
export function bundledStarts(): { variant: string; fen: string }[] {
  return bundledSpecFiles().map((file) => {
    const loaded = loadSpecFile(file);
    if (!loaded.ok) throw new Error(`${basename(file)} does not validate`);
    return { variant: loaded.spec.name, fen: loaded.spec.start };
  });
}

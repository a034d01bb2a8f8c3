// fairyforge's own engines (plan interpreter and generated code) as perft runners, one pair
// per bundled variant, for the benchmark to run beside the peers. Each runner's engine lives in
// a worker thread of its own (bench/engine-worker.ts), started on its first count and ended by
// `close`: one V8 isolate per engine, whose JIT has seen that engine only — as in a process that
// runs one variant, and as the native peer runs in its own process. (Engines run side by side
// in one isolate share the runtime's functions and their type feedback: bench/loaded.bench.ts.)
import { basename } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { EngineKind } from '../lib/load.ts';
import { bundledSpecFiles } from '../generator/generate.ts';
import { loadSpecFile } from '../plan-checks/load.ts';
import type { EngineWorkerData, PerftReply, PerftRequest } from './engine-worker.ts';
import type { Runner } from './harness.ts';

export const INTERPRETED = 'fairyforge interpreted';
export const GENERATED = 'fairyforge generated';

/** A runner whose engine is in a worker thread: counts are timed there, by wall clock and CPU. */
export interface IsolatedRunner extends Runner {
  /** Ends the worker; the next count starts a fresh one. */
  close(): Promise<void>;
}

function isolatedRunner(name: string, variant: string, data: EngineWorkerData): IsolatedRunner {
  let worker: Worker | null = null;
  const start = (): Worker => {
    worker ??= new Worker(new URL('./engine-worker.mjs', import.meta.url), { workerData: data });
    return worker;
  };
  const ask = (request: PerftRequest): Promise<{ nodes: number; ms: number; cpuMs: number }> =>
    new Promise((resolve, reject) => {
      const w = start();
      const cleanup = (): void => {
        w.off('message', onMessage);
        w.off('error', onError);
      };
      const onMessage = (reply: PerftReply): void => {
        cleanup();
        if ('error' in reply) reject(new Error(reply.error));
        else resolve(reply);
      };
      const onError = (e: Error): void => {
        cleanup();
        worker = null;
        reject(e);
      };
      w.on('message', onMessage);
      w.on('error', onError);
      w.postMessage(request);
    });
  return {
    name,
    variant,
    timedPerft: (fen, depth) => ask({ fen, depth }),
    perft: async (fen, depth) => (await ask({ fen, depth })).nodes,
    async close() {
      const w = worker;
      worker = null;
      if (w) await w.terminate();
    },
  };
}

/** An interpreted and a generated runner for every bundled variant. */
export function fairyforgeRunners(): IsolatedRunner[] {
  return bundledSpecFiles().flatMap((file) => {
    const variant = variantOf(file).variant;
    return (['interpreted', 'generated'] as const satisfies readonly EngineKind[]).map((kind) =>
      isolatedRunner(kind === 'generated' ? GENERATED : INTERPRETED, variant, { file, kind }),
    );
  });
}

function variantOf(file: string): { variant: string; fen: string } {
  const loaded = loadSpecFile(file);
  if (!loaded.ok) throw new Error(`${basename(file)} does not validate`);
  return { variant: loaded.spec.name, fen: loaded.spec.start };
}

/** Start positions of the bundled variants, for the generated/interpreted rows. */
export function bundledStarts(): { variant: string; fen: string }[] {
  return bundledSpecFiles().map(variantOf);
}

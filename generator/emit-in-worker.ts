// Engine emission that honours a deadline. Emitting a big variant (hundreds of long riders) takes
// ts-morph most of a minute and half a gigabyte, synchronously: under a deadline it runs in a
// worker thread that is ended when the deadline passes (DeadlinePassed), so --timeout bounds it.
// Without a deadline it runs here, which spares a thread's start-up.
import { Worker } from 'node:worker_threads';
import { DeadlinePassed } from '../runtime/use/deadline.ts';
import type { VariantPlan } from '../runtime/plan/variant.ts';
import { engineJavaScript } from './engine-js.ts';

const STAGE = 'while emitting the engine';

/** The engine's JavaScript, emitted before `deadline` (a `performance.now()` time) or DeadlinePassed. */
export function emitBefore(plan: VariantPlan, source: string, deadline = Infinity): Promise<string> {
  if (deadline === Infinity) return engineJavaScript(plan, source);
  if (performance.now() >= deadline) return Promise.reject(new DeadlinePassed(STAGE));
  // from the sources a .mjs shim registers tsx in the worker; the build runs the compiled worker
  const script = import.meta.url.endsWith('.ts') ? './emit-worker.mjs' : './emit-worker.js';
  const worker = new Worker(new URL(script, import.meta.url), { workerData: { plan, source } });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void worker.terminate();
      reject(new DeadlinePassed(STAGE));
    }, deadline - performance.now());
    worker.once('message', (js: string) => {
      clearTimeout(timer);
      void worker.terminate();
      resolve(js);
    });
    worker.once('error', (e) => {
      clearTimeout(timer);
      reject(e);
    });
  });
}

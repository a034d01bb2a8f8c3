// The worker side of an engine's emission under a deadline (generator/emit-in-worker.ts): emits
// and transpiles the plan's engine and posts the JavaScript back. ts-morph is synchronous, so
// only a worker can be ended when the deadline passes in the middle of a big variant's emission.
import { parentPort, workerData } from 'node:worker_threads';
import { engineJavaScript } from './engine-js.ts';
import type { VariantPlan } from '../runtime/plan/variant.ts';

const { plan, source } = workerData as { plan: VariantPlan; source: string };
parentPort!.postMessage(await engineJavaScript(plan, source));

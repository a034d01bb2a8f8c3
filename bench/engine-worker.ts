// One fairyforge engine in a worker thread of its own, for the bench (bench/fairyforge-runners.ts):
// builds the engine of one variant (interpreted or generated) and answers perft requests with the
// count and its time, measured here. Its own thread means its own V8 isolate, so the JIT has seen
// only this engine, as in a process that runs one variant (the CLI, a UCI engine); the native peer
// runs in a process of its own too.

import { parentPort, workerData } from 'node:worker_threads';
import { buildEngine, type EngineKind } from '../lib/load.ts';
import { loadSpecFile } from '../plan-checks/load.ts';

export interface EngineWorkerData {
  readonly file: string;
  readonly kind: EngineKind;
}

export type PerftRequest = { fen: string; depth: number };
export type PerftReply = { nodes: number; ms: number; cpuMs: number } | { error: string };

const { file, kind } = workerData as EngineWorkerData;
const port = parentPort!;
const loaded = loadSpecFile(file);
if (!loaded.ok) throw new Error(`${file} does not validate`);
const { engine } = await buildEngine(loaded, kind);

function count({ fen, depth }: PerftRequest): PerftReply {
  const parsed = engine.parseFen(fen);
  if (!parsed.ok) return { error: parsed.error.message };
  // the main thread only waits meanwhile, so the process's CPU time is this thread's
  const cpu = process.cpuUsage();
  const t0 = performance.now();
  const nodes = engine.perft(parsed.pos, depth);
  const ms = performance.now() - t0;
  const used = process.cpuUsage(cpu);
  return { nodes, ms, cpuMs: (used.user + used.system) / 1000 };
}

port.on('message', (request: PerftRequest) => {
  try {
    port.postMessage(count(request));
  } catch (e) {
    port.postMessage({ error: e instanceof Error ? e.message : String(e) });
  }
});

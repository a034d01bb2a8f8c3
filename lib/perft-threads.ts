// Perft on several cores: the count is split at the root, or one ply deeper when the root has
// few moves (runtime/use/perft-split.ts), and the pieces are handed out one at a time to worker
// threads (lib/perft-worker.ts), each with its own engine built from the same checked spec, so
// a thread that finishes early takes the next piece. The counts are those of one thread: the
// same leaves, summed per root move in root order. A count stopped early reports the leaves
// every thread counted (lib/perft-tally.ts), the pieces cut short included. Used by the library's perft and divide
// (`threads` option) and by `fairyforge perft --threads`.

import { Worker } from 'node:worker_threads';
import { ChainLimitExceeded } from '../runtime/rules/chain-states.ts';
import type { Engine } from '../runtime/use/engine.ts';
import { budgetExceeded, type PerftBudget, type PerftStop } from '../runtime/use/perft-budget.ts';
import type { RootCount } from '../runtime/use/perft.ts';
import { splitPerft } from '../runtime/use/perft-split.ts';
import type { Position } from '../runtime/state/position.ts';
import type { VariantSpec } from '../schema/spec-types.ts';
import type { EngineKind } from './load.ts';
import { newTally, stopTally, tallyNodes } from './perft-tally.ts';
import { threadsToUse } from './thread-count.ts';

/** What a worker needs to build the engine and the position: plain data, copied to each thread. */
export interface PerftJob {
  readonly file: string;
  readonly spec: VariantSpec;
  readonly engineKind: EngineKind;
  readonly fen: string;
  readonly depth: number;
}

/** What each worker is started with: the job, the shared tally and the leaves all threads may count. */
export interface WorkerJob extends PerftJob {
  readonly tally: SharedArrayBuffer;
  readonly maxNodes: number;
}

/** A worker's message: ready for pieces, a piece's count, or a piece that ran past the chain limit. */
export type WorkerReply =
  | { ready: true }
  | { id: number; nodes: number }
  | { id: number; stopped: true }
  | { id: number; chainLimit: { square: string; fen: string } };

/**
 * The result of a threaded count: the total and the count below each root move; when stopped,
 * the leaves all threads counted and the root moves finished.
 */
export interface ThreadedPerft {
  nodes: number;
  divide: [string, number][];
  stopped?: PerftStop;
}

/** How often the main thread looks at the budget's clock and interrupt flag while the workers count. */
const POLL_MS = 25;

/**
 * Perft of `depth` from `pos` in `threads` worker threads. `job` names the spec and engine kind
 * the workers build, and the FEN of `pos`; `engine` (the caller's, on this thread) lists the
 * root moves. `onRoot` sees each root move's count in root order as soon as it and the moves
 * before it are done. The budget's deadline, interrupt flag and node cap (the leaves of all
 * threads together) stop the count; the result then holds the leaves counted by every thread
 * and the root moves finished.
 */
export async function perftInThreads(
  engine: Engine,
  pos: Position,
  job: PerftJob,
  threads: number,
  options: { budget?: PerftBudget; onRoot?: (c: RootCount) => void } = {},
): Promise<ThreadedPerft> {
  const depth = job.depth;
  if (depth === 0) return { nodes: 1, divide: [] };
  const split = splitPerft(pos, engine.gen, engine.buf, depth, threadsToUse(threads));
  const moves = split.rootMoves;
  if (depth === 1) {
    const divide = moves.map((uci): [string, number] => [uci, 1]);
    divide.forEach(([uci, nodes], index) => options.onRoot?.({ uci, nodes, index, moves: moves.length }));
    return { nodes: moves.length, divide };
  }
  return new Promise((resolve, reject) => {
    const counts = new Array<number>(moves.length).fill(0);
    const left = new Array<number>(moves.length).fill(0);
    for (const p of split.pieces) left[p.root]++;
    const divide: [string, number][] = [];
    let reported = 0;
    let next = 0;
    let settled = false;
    const workers: Worker[] = [];
    const tally = newTally();
    // root moves with no piece (no replies) are complete from the start
    const report = (): void => {
      while (reported < moves.length && left[reported] === 0) {
        const c: RootCount = { uci: moves[reported], nodes: counts[reported], index: reported, moves: moves.length };
        divide.push([c.uci, c.nodes]);
        options.onRoot?.(c);
        reported++;
      }
      if (reported === moves.length) finish();
    };
    const finish = (stopped?: PerftStop, error?: unknown): void => {
      if (settled) return;
      settled = true;
      clearInterval(poll);
      stopTally(tally);
      for (const w of workers) void w.terminate();
      if (error !== undefined) return reject(error);
      if (!stopped) return resolve({ nodes: divide.reduce((sum, [, n]) => sum + n, 0), divide });
      const nodes = tallyNodes(tally);
      if (options.budget) options.budget.nodes = nodes;
      resolve({ nodes, divide, stopped });
    };
    const budgetStop = (): PerftStop | null => {
      if (!options.budget) return null;
      options.budget.nodes = tallyNodes(tally);
      return budgetExceeded(options.budget);
    };
    const poll = setInterval(() => {
      const reason = budgetStop();
      if (reason !== null) finish(reason);
    }, POLL_MS);
    const feed = (w: Worker): void => {
      if (next < split.pieces.length) {
        w.postMessage({ id: next, path: split.pieces[next].path });
        next++;
      }
    };
    const onReply = (w: Worker, m: WorkerReply): void => {
      if (settled) return;
      if ('chainLimit' in m) return finish(undefined, new ChainLimitExceeded(m.chainLimit.square, m.chainLimit.fen));
      // a worker stops by itself only when all the threads together reached the node cap
      if ('stopped' in m) return finish(budgetStop() ?? 'max-nodes');
      if ('nodes' in m) {
        const root = split.pieces[m.id].root;
        counts[root] += m.nodes;
        left[root]--;
        report();
      }
      feed(w);
    };
    report();
    if (settled) return;
    const script = import.meta.url.endsWith('.ts') ? './perft-worker.mjs' : './perft-worker.js';
    // from the sources, the workers resolve `fairyforge/runtime` to the sources too: one runtime per thread
    const execArgv = import.meta.url.endsWith('.ts') ? [...process.execArgv, '--conditions=fairyforge-source'] : process.execArgv;
    for (let i = 0; i < Math.min(threadsToUse(threads), split.pieces.length); i++) {
      const workerData: WorkerJob = { ...job, tally, maxNodes: options.budget?.maxNodes ?? Infinity };
      const w = new Worker(new URL(script, import.meta.url), { workerData, execArgv });
      workers.push(w);
      w.on('message', (m: WorkerReply) => onReply(w, m));
      w.on('error', (e) => finish(undefined, e));
      w.on('exit', (code) => {
        if (code !== 0 && !settled) finish(undefined, new Error(`a perft worker thread exited with code ${code}`));
      });
    }
  });
}

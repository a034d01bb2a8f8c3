// A perft count as perft and start run it: split at the root, in slices (so that Ctrl-C is seen)
// or in worker threads, with a progress bar, stopped by a budget (node cap, clock, Ctrl-C).

import { performance } from 'node:perf_hooks';
import type { Engine } from '../runtime/use/engine.ts';
import { PerftAborted, type PerftBudget, type PerftStop } from '../runtime/use/perft-budget.ts';
import type { Position } from '../runtime/state/position.ts';
import type { PerftJob } from '../lib/perft-threads.ts';
import { terminalProgress } from './progress.ts';

export interface PerftRun {
  nodes: number;
  /** Nodes per root move, in move order; only filled when asked for. */
  divide: [string, number][];
  ms: number;
  nps: number;
  /** Why the count stopped early (then `nodes` is what was counted so far). */
  stopped?: PerftStop;
}

/**
 * Perft split at the root (the runtime's one divide), run in slices so that Ctrl-C is seen
 * while it counts, with a progress bar after each root move and optional per-move counts.
 */
export async function runPerft(
  engine: Engine,
  pos: Position,
  depth: number,
  divide: boolean,
  options: { label?: string; onMove?: (uci: string, nodes: number) => void; budget?: PerftBudget } = {},
): Promise<PerftRun> {
  const { countInSlices } = await import('../runtime/use/perft.ts');
  const label = options.label ?? 'perft';
  const progress = terminalProgress();
  const perMove: [string, number][] = [];
  let counted = 0;
  let nodes: number;
  let stopped: PerftStop | undefined;
  const t0 = performance.now();
  try {
    nodes = await countInSlices(engine.divideSteps(pos, depth, options.budget), options.budget, (c) => {
      counted += c.nodes;
      if (divide) perMove.push([c.uci, c.nodes]);
      if (options.onMove) {
        progress.done();
        options.onMove(c.uci, c.nodes);
      }
      progress.update(c.index + 1, c.moves, `${label}: ${c.index + 1}/${c.moves} moves, ${counted} nodes`);
    });
  } catch (e) {
    if (!(e instanceof PerftAborted)) throw e;
    stopped = e.reason;
    nodes = e.nodes;
  }
  progress.done();
  const elapsed = performance.now() - t0;
  const run: PerftRun = { nodes, divide: perMove, ms: Math.round(elapsed), nps: elapsed > 0 ? Math.round((nodes * 1000) / elapsed) : 0 };
  return stopped ? { ...run, stopped } : run;
}

/**
 * runPerft's count in worker threads (lib/perft-threads.ts): the same counts, root moves
 * reported in move order; the budget's clock, node cap and Ctrl-C stop it.
 */
export async function runPerftInThreads(
  engine: Engine,
  pos: Position,
  job: PerftJob,
  threads: number,
  divide: boolean,
  options: { onMove?: (uci: string, nodes: number) => void; budget?: PerftBudget },
): Promise<PerftRun> {
  const { perftInThreads } = await import('../lib/perft-threads.ts');
  const progress = terminalProgress();
  let counted = 0;
  const t0 = performance.now();
  const result = await perftInThreads(engine, pos, job, threads, {
    budget: options.budget,
    onRoot: (c) => {
      counted += c.nodes;
      if (options.onMove) {
        progress.done();
        options.onMove(c.uci, c.nodes);
      }
      progress.update(c.index + 1, c.moves, `perft: ${c.index + 1}/${c.moves} moves, ${counted} nodes (${threads} threads)`);
    },
  });
  progress.done();
  const elapsed = performance.now() - t0;
  const run: PerftRun = { nodes: result.nodes, divide: divide ? result.divide : [], ms: Math.round(elapsed), nps: elapsed > 0 ? Math.round((result.nodes * 1000) / elapsed) : 0 };
  return result.stopped ? { ...run, stopped: result.stopped } : run;
}

/**
 * Runs a count with Ctrl-C (SIGINT) setting the budget's interrupt flag, so that the count
 * stops cleanly and reports what it counted. Only around the count: before it, Node's
 * default ends the process at once (exit status 130), even inside a synchronous engine
 * emission, which no JavaScript handler could interrupt.
 */
export async function interruptible<T>(budget: PerftBudget, count: () => Promise<T>): Promise<T> {
  const onSigint = (): void => {
    budget.interrupted = true;
  };
  process.on('SIGINT', onSigint);
  try {
    return await count();
  } finally {
    process.off('SIGINT', onSigint);
  }
}

/** What stopped a count, as the option or key that did: Ctrl-C, --max-nodes, --timeout. */
export function stopText(reason: PerftStop): string {
  return reason === 'interrupted' ? 'Ctrl-C' : reason === 'max-nodes' ? '--max-nodes' : '--timeout';
}

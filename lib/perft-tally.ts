// The leaves counted by every worker of a threaded perft, in memory the threads share: each
// worker adds what it counted every few thousand leaves (from its budget's tick), so that a
// count stopped by a deadline, a node cap or Ctrl-C reports what all the threads counted, not
// only the root moves that had finished; a stop flag in the same memory tells the workers to
// stop at their next tick.

import type { PerftBudget } from '../runtime/use/perft-budget.ts';

const TOTAL = 0;
const STOP = 1;

/** The shared memory of one threaded count: [leaves counted, stop flag]. */
export function newTally(): SharedArrayBuffer {
  return new SharedArrayBuffer(2 * BigInt64Array.BYTES_PER_ELEMENT);
}

/** The leaves the workers have published so far. */
export function tallyNodes(tally: SharedArrayBuffer): number {
  return Number(Atomics.load(new BigInt64Array(tally), TOTAL));
}

/** Tells every worker to stop at its next tick. */
export function stopTally(tally: SharedArrayBuffer): void {
  Atomics.store(new BigInt64Array(tally), STOP, 1n);
}

/**
 * A worker's budget: it publishes its leaves into `tally` at each tick and stops (as
 * 'interrupted') when the tally's flag is set or every thread together reached `maxNodes`.
 * `publish` adds what was counted since the last tick (call it when a piece is done).
 */
export function workerBudget(tally: SharedArrayBuffer, maxNodes: number): { budget: PerftBudget; publish: () => void } {
  const cells = new BigInt64Array(tally);
  let published = 0;
  const publish = (): number => {
    const delta = budget.nodes - published;
    published = budget.nodes;
    return Number(Atomics.add(cells, TOTAL, BigInt(delta))) + delta;
  };
  const budget: PerftBudget = {
    nodes: 0,
    maxNodes: Infinity,
    deadline: Infinity,
    interrupted: false,
    tick: (b) => {
      const total = publish();
      if (total >= maxNodes || Atomics.load(cells, STOP) !== 0n) b.interrupted = true;
    },
  };
  return { budget, publish: () => void publish() };
}

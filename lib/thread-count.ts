// How many worker threads a count or a set of games may start. Each thread builds its own
// engine and counts on its own core: past the cores there is nothing to gain and a few MB of
// memory and tens of ms of start-up to lose per thread (256 threads took 35 s and 1.9 GB for a
// 9,000-leaf perft), so the threads asked for are capped at a small multiple of the cores.

import { availableParallelism } from 'node:os';

/** Threads per core a count may use: a little above one covers cores the OS reports low. */
const THREADS_PER_CORE = 2;

/** The most threads worth starting on this machine. */
export function usefulThreads(): number {
  return Math.max(2, availableParallelism() * THREADS_PER_CORE);
}

/** The threads to start for `asked`: at most usefulThreads(). */
export function threadsToUse(asked: number): number {
  return Math.min(asked, usefulThreads());
}

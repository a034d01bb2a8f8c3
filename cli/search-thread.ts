// The engine's thinking for `play --vs engine`, on a worker thread (cli/search-worker.ts) that
// loads the variant once and searches each position it is sent. The main thread only awaits the
// answer, so Ctrl-C is handled the moment it is pressed, and terminating the thread ends the
// search at once.

import { Worker } from 'node:worker_threads';
import type { SearchAnswer, SearchJob } from './search-worker.ts';

export class SearchThread {
  private readonly worker: Worker;
  private failure: Error | undefined;
  private pending: { resolve: (a: SearchAnswer) => void; reject: (e: Error) => void } | undefined;

  /** Starts the thread, which loads `variant` (a name or path, as given on the command line). */
  constructor(variant: string) {
    // from the sources a .mjs shim registers tsx in the worker; the build runs the compiled worker
    const script = import.meta.url.endsWith('.ts') ? './search-worker.mjs' : './search-worker.js';
    this.worker = new Worker(new URL(script, import.meta.url), { workerData: { variant } });
    this.worker.on('message', (answer: SearchAnswer) => {
      const p = this.pending;
      this.pending = undefined;
      p?.resolve(answer);
    });
    this.worker.on('error', (e) => this.fail(e));
    this.worker.on('exit', (code) => this.fail(new Error(`bug: the search thread exited (code ${code})`)));
  }

  /** Searches the position reached by `job.moves` from `job.fen` for `job.movetime` ms. */
  think(job: SearchJob): Promise<SearchAnswer> {
    if (this.failure) return Promise.reject(this.failure);
    return new Promise((resolve, reject) => {
      this.pending = { resolve, reject };
      this.worker.postMessage(job);
    });
  }

  /** Ends the thread, and with it any search running. */
  close(): Promise<number> {
    this.worker.removeAllListeners('exit');
    return this.worker.terminate();
  }

  private fail(e: Error): void {
    this.failure ??= e;
    const p = this.pending;
    this.pending = undefined;
    p?.reject(this.failure);
  }
}

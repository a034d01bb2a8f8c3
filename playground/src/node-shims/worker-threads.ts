// node:worker_threads for the browser: none. Perft with `threads` > 1 says so; the playground's
// own engine worker (playground/src/engine/) is a Web Worker and does not go through here.
import { unavailable } from './unavailable.ts';

export class Worker {
  constructor() {
    throw unavailable('perft in worker threads (threads > 1)');
  }
}

export const parentPort = null;
export const workerData = undefined;
export const isMainThread = true;

export default { Worker, parentPort, workerData, isMainThread };

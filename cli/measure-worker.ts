// The worker side of `compare`'s measurement: loads the variants, measures them, and posts
// progress and the finished comparison (plain data) to the CLI's thread.
import { parentPort, workerData } from 'node:worker_threads';
import { ChainLimitExceeded } from '../runtime/rules/chain-states.ts';
import { comparison } from './commands/compare.ts';

interface Job {
  readonly variants: string[];
  readonly games: number;
  readonly engine?: string;
}

const job = workerData as Job;
const port = parentPort!;
try {
  const result = await comparison(job.variants, job.games, job.engine, {
    update: (done, total, label) => port.postMessage({ type: 'progress', done, total, label }),
    done: () => {},
  });
  port.postMessage({ type: 'result', comparison: result });
} catch (e) {
  // a variant whose positions exceed the runtime's limits: the CLI reports it as a user error
  if (!(e instanceof ChainLimitExceeded)) throw e;
  port.postMessage({ type: 'limit', message: e.message });
}

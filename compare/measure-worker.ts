// The worker side of `compare`'s measurement: loads the variants, measures them, and posts
// progress and the finished comparison (plain data) to the CLI's thread.
import { parentPort, workerData } from 'node:worker_threads';
import { comparison } from './commands.ts';

interface Job {
  readonly variants: string[];
  readonly games: number;
  readonly engine?: string;
}

const job = workerData as Job;
const port = parentPort!;
const result = await comparison(job.variants, job.games, job.engine, {
  update: (done, total, label) => port.postMessage({ type: 'progress', done, total, label }),
  done: () => {},
});
port.postMessage({ type: 'result', comparison: result });

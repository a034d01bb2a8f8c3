// The worker side of a perft counted in threads (lib/perft-threads.ts): builds the variant's
// engine once from the checked spec, reads the FEN, then counts each piece it is sent (the move
// records of a path from the root, runtime/use/perft-split.ts) and posts the count back. What it
// counts is also added to the shared tally (lib/perft-tally.ts) as it goes, so that a stopped
// count knows the leaves of the pieces cut short; the tally's stop flag ends a piece early.

import { parentPort, workerData } from 'node:worker_threads';
import { ChainLimitExceeded } from '../runtime/rules/chain-states.ts';
import { PerftAborted } from '../runtime/use/perft-budget.ts';
import { countPiece } from '../runtime/use/perft-split.ts';
import { buildEngine } from './load.ts';
import { workerBudget } from './perft-tally.ts';
import type { WorkerJob, WorkerReply } from './perft-threads.ts';

const job = workerData as WorkerJob;
const port = parentPort!;
const { engine } = await buildEngine({ file: job.file, spec: job.spec }, job.engineKind);
const parsed = engine.parseFen(job.fen);
if (!parsed.ok) throw new Error(`bug: the FEN of a split perft does not read in its worker: ${parsed.error.message}`);
const pos = parsed.pos;
const post = (reply: WorkerReply): void => port.postMessage(reply);
const { budget, publish } = workerBudget(job.tally, job.maxNodes);
port.on('message', (piece: { id: number; path: Int32Array[] }) => {
  try {
    const nodes = countPiece(pos, engine.gen, engine.buf, job.depth, piece.path, budget);
    publish();
    post({ id: piece.id, nodes });
  } catch (e) {
    publish();
    // the position is left mid-tree: this worker counts nothing more
    if (e instanceof PerftAborted) return post({ id: piece.id, stopped: true });
    if (!(e instanceof ChainLimitExceeded)) throw e;
    post({ id: piece.id, chainLimit: { square: e.square, fen: e.fen } });
  }
});
post({ ready: true });

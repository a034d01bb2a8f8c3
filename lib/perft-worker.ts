// The worker side of a perft counted in threads (lib/perft-threads.ts): builds the variant's
// engine once from the checked spec, reads the FEN, then counts each piece it is sent (the move
// records of a path from the root, runtime/perft-split.ts) and posts the count back.

import { parentPort, workerData } from 'node:worker_threads';
import { ChainLimitExceeded } from '../runtime/chain-states.ts';
import { countPiece } from '../runtime/perft-split.ts';
import { buildEngine } from './load.ts';
import type { PerftJob, WorkerReply } from './perft-threads.ts';

const job = workerData as PerftJob;
const port = parentPort!;
const { engine } = await buildEngine({ file: job.file, spec: job.spec }, job.engineKind);
const parsed = engine.parseFen(job.fen);
if (!parsed.ok) throw new Error(`bug: the FEN of a split perft does not read in its worker: ${parsed.error.message}`);
const pos = parsed.pos;
const post = (reply: WorkerReply): void => port.postMessage(reply);
port.on('message', (piece: { id: number; path: Int32Array[] }) => {
  try {
    post({ id: piece.id, nodes: countPiece(pos, engine.gen, engine.buf, job.depth, piece.path) });
  } catch (e) {
    if (!(e instanceof ChainLimitExceeded)) throw e;
    post({ id: piece.id, chainLimit: { square: e.square, fen: e.fen } });
  }
});
post({ ready: true });

// The worker side of `play --vs engine`: loads the variant once, then searches each position it
// is sent (the start FEN and the moves played since, so repetitions count) and posts the move
// back. The search runs here, not on the main thread, so that the main thread hears Ctrl-C at
// once while the engine thinks (a synchronous search would hold the signal until it had moved).
import { parentPort, workerData } from 'node:worker_threads';
import { Search } from '../search/search.ts';
import { loadEngine } from './variant-source.ts';

export interface SearchJob {
  readonly fen: string;
  readonly moves: readonly string[];
  readonly movetime: number;
}

export interface SearchAnswer {
  /** The move chosen, as UCI-like text; null when there is none. */
  readonly move: string | null;
  readonly score: number;
  readonly depth: number;
}

const { variant } = workerData as { variant: string };
const port = parentPort!;
const { engine } = await loadEngine(variant);
const search = new Search(engine);
port.on('message', (job: SearchJob) => {
  const parsed = engine.parseFen(job.fen);
  if (!parsed.ok) throw new Error(`bug: the game's own FEN ${job.fen} does not parse`);
  const pos = parsed.pos;
  for (const uci of job.moves) {
    const move = engine.moves(pos).find((m) => m.uci === uci);
    if (!move) throw new Error(`bug: ${uci} is not legal in ${engine.fen(pos)}`);
    engine.play(pos, move);
  }
  const r = search.run(pos, { movetime: job.movetime });
  const answer: SearchAnswer = { move: r.move, score: r.score, depth: r.depth };
  port.postMessage(answer);
});

// The worker side of `selfplay`: loads the variant once, then plays each game it is sent and
// posts the game's figures back (plain data).
import { parentPort, workerData } from 'node:worker_threads';
import { playSelfGame, type SelfplayOptions } from '../selfplay/game.ts';
import { loadEngine } from './variant-source.ts';

interface Job {
  readonly variant: string;
  readonly engine?: string;
  readonly options: Omit<SelfplayOptions, 'seed'>;
}

const job = workerData as Job;
const port = parentPort!;
const { engine } = await loadEngine(job.variant, job.engine);
port.on('message', (index: number) => {
  const game = playSelfGame(engine, { ...job.options, seed: 0x5eed + index });
  port.postMessage({ index, game });
});
port.postMessage({ ready: true });

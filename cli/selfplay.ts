// `fairyforge selfplay <variant>`: engine-against-engine games in worker threads, and the balance
// figures they give (selfplay/balance.ts): White/Black/draw percentages with 95% confidence
// intervals, the Elo difference White's score implies, game lengths and how games ended. A
// progress bar runs on stderr (a terminal only); Ctrl-C stops the games and reports those finished.

import { Worker } from 'node:worker_threads';
import { threadsToUse } from '../lib/thread-count.ts';
import { balanceOf, type Balance, type Share } from '../selfplay/balance.ts';
import type { SelfplayGame } from '../selfplay/game.ts';
import { EXIT_INTERRUPTED } from './errors.ts';
import { terminalProgress } from './progress.ts';
import { loadEngine, resolveVariant } from './variant-source.ts';

export interface SelfplayCommandOptions {
  games: number;
  movetime?: number;
  depth?: number;
  threads: number;
  randomPlies: number;
  maxPlies: number;
  json?: boolean;
  engine?: string;
}

interface Played {
  readonly games: SelfplayGame[];
  readonly interrupted: boolean;
  /** The deadline passed before every game was played. */
  readonly timedOut?: boolean;
}

/**
 * Plays `opts.games` games of the variant in `file` on worker threads; Ctrl-C ends them early
 * (`interrupted`), and so does `opts.deadline` (a `performance.now()` time: `timedOut`).
 */
export function playInWorkers(file: string, opts: Omit<SelfplayCommandOptions, 'json'> & { deadline?: number }, onGame: (done: number) => void): Promise<Played> {
  const script = import.meta.url.endsWith('.ts') ? './selfplay-worker.mjs' : './selfplay-worker.js';
  const limits = opts.depth !== undefined ? { depth: opts.depth } : { movetime: opts.movetime ?? 100 };
  const workerData = { variant: file, engine: opts.engine, options: { limits, randomPlies: opts.randomPlies, maxPlies: opts.maxPlies } };
  const threads = Math.max(1, Math.min(threadsToUse(opts.threads), opts.games));
  const games: SelfplayGame[] = [];
  let next = 0;
  return new Promise((resolve, reject) => {
    const workers: Worker[] = [];
    const deadline = opts.deadline ?? Infinity;
    const timer = deadline === Infinity ? undefined : setTimeout(() => finish(false, true), Math.max(0, deadline - performance.now()));
    const finish = (interrupted: boolean, timedOut = false): void => {
      process.off('SIGINT', onInterrupt);
      clearTimeout(timer);
      for (const w of workers) void w.terminate();
      resolve({ games, interrupted, timedOut });
    };
    const onInterrupt = (): void => finish(true);
    process.on('SIGINT', onInterrupt);
    const feed = (w: Worker): void => {
      if (next < opts.games) w.postMessage(next++);
    };
    for (let i = 0; i < threads; i++) {
      const w = new Worker(new URL(script, import.meta.url), { workerData });
      workers.push(w);
      w.on('message', (m: { ready: true } | { index: number; game: SelfplayGame }) => {
        if ('game' in m) {
          games.push(m.game);
          onGame(games.length);
          if (games.length === opts.games) return finish(false);
        }
        feed(w);
      });
      w.on('error', (e) => {
        process.off('SIGINT', onInterrupt);
        clearTimeout(timer);
        for (const other of workers) void other.terminate();
        reject(e);
      });
    }
  });
}

const pct = (s: Share): string => `${s.percent.toFixed(1)}% (95%: ${s.low.toFixed(1)}–${s.high.toFixed(1)})`;
const elo = (x: number): string => (Number.isFinite(x) ? `${x >= 0 ? '+' : ''}${Math.round(x)}` : x > 0 ? '+inf' : '-inf');

export function balanceText(variant: string, b: Balance, partial: boolean): string[] {
  return [
    `${variant}: ${b.games} games${partial ? ' (partial: stopped by Ctrl-C)' : ''}`,
    `White wins  ${pct(b.white)}`,
    `Black wins  ${pct(b.black)}`,
    `draws       ${pct(b.draws)}`,
    `White's score ${pct(b.whiteScore)}: Elo difference ${elo(b.elo)} (95%: ${elo(b.eloLow)} to ${elo(b.eloHigh)})`,
    `game length ${b.meanPlies.toFixed(1)} plies on average (${b.minPlies} to ${b.maxPlies})`,
    `endings     ${b.endings.map(([why, n]) => `${why} ${n}`).join(', ')}`,
  ];
}

export async function selfplayCommand(variant: string, opts: SelfplayCommandOptions): Promise<number> {
  // loaded here once, so that a bad variant is one error line before any thread starts
  const file = await resolveVariant(variant);
  const { plan } = await loadEngine(variant, opts.engine);
  const progress = terminalProgress();
  const played = await playInWorkers(file, opts, (done) => progress.update(done, opts.games, `selfplay ${plan.name}: ${done}/${opts.games} games`));
  progress.done();
  const balance = balanceOf(played.games);
  if (opts.json) process.stdout.write(`${JSON.stringify({ variant: plan.name, ...(played.interrupted && { partial: true }), balance, games: played.games })}\n`);
  else if (balance === null) process.stdout.write(`${plan.name}: no game finished\n`);
  else process.stdout.write(`${balanceText(plan.name, balance, played.interrupted).join('\n')}\n`);
  return played.interrupted ? EXIT_INTERRUPTED : 0;
}

// `fairyforge compare`: two or more variants side by side (compare/compare.ts), measured in a
// worker thread so that Ctrl-C and --timeout are seen while it runs, with optional self-play
// games; text, Markdown, HTML or JSON on stdout or in the file of --out.

import { Worker } from 'node:worker_threads';
import { performance } from 'node:perf_hooks';
import { compareVariants, type Comparison } from '../../compare/compare.ts';
import { formatComparison } from '../../compare/format.ts';
import { comparisonHtml } from '../../compare/html.ts';
import { DEFAULT_GAMES, PLY_CAP } from '../../compare/measure.ts';
import type { CompareFormat } from '../../compare/options.ts';
import type { ProgressSink } from '../../compare/progress.ts';
import { selfplayRows, type SelfplaySection } from '../../compare/selfplay-rows.ts';
import { checkNotInput } from '../../generator/write.ts';
import { clip, oneLine } from '../../schema/quote.ts';
import { balanceOf, type Balance } from '../../selfplay/balance.ts';
import { EXIT_INTERRUPTED, EXIT_LIMIT, StoppedByTimeout, throwIfWriteFailed, UserError } from '../errors.ts';
import { checkOut, emit } from '../output-file.ts';
import { terminalProgress } from '../progress.ts';
import { playInWorkers } from '../selfplay.ts';
import { loadEngine, type LoadedVariant } from '../variant-source.ts';

export interface CompareOptions {
  format?: CompareFormat;
  out?: string;
  games?: number;
  engine?: string;
  /** Stop measuring after this many seconds (exit code 3, nothing but the steps done is printed). */
  timeout?: number;
  /** Self-play games per variant (none when absent), at this search depth, on this many threads. */
  selfplay?: number;
  selfplayDepth?: number;
  threads?: number;
}

const SELFPLAY_DEPTH = 2;
const SELFPLAY_RANDOM_PLIES = 4;
const SELFPLAY_MAX_PLIES = 300;

/** The self-play section: each variant's games in worker threads; how they were stopped when Ctrl-C or the deadline did. */
async function selfplaySection(loaded: readonly LoadedVariant[], opts: CompareOptions): Promise<SelfplaySection | 'interrupted' | 'timeout'> {
  const games = opts.selfplay!;
  const depth = opts.selfplayDepth ?? SELFPLAY_DEPTH;
  const settings = { games, depth, threads: opts.threads ?? 1, randomPlies: SELFPLAY_RANDOM_PLIES, maxPlies: SELFPLAY_MAX_PLIES, engine: opts.engine, deadline: deadlineOf(opts.timeout) };
  const progress = terminalProgress();
  const balances: (Balance | null)[] = [];
  try {
    for (const [i, v] of loaded.entries()) {
      const played = await playInWorkers(v.file, settings, (done) => progress.update(i * games + done, loaded.length * games, `selfplay ${v.plan.name}: ${done}/${games} games`));
      if (played.interrupted) return 'interrupted';
      if (played.timedOut) return 'timeout';
      balances.push(balanceOf(played.games));
    }
  } finally {
    progress.done();
  }
  return { rows: selfplayRows(balances), games, depth, randomPlies: SELFPLAY_RANDOM_PLIES, maxPlies: SELFPLAY_MAX_PLIES };
}

/** Loads the variants and measures them (a progress bar on a terminal's stderr). */
export async function comparison(variants: readonly string[], games: number, engine?: string, progress: ProgressSink = terminalProgress()): Promise<Comparison> {
  const loaded: LoadedVariant[] = [];
  for (const v of variants) loaded.push(await loadEngine(v, engine));
  return compareVariants(loaded, { games, plyCap: PLY_CAP }, progress);
}

/** Thrown by the deadline's progress sink: how far the measurement got. */
class MeasurementStopped extends Error {
  constructor(
    readonly done: number,
    readonly total: number,
    readonly step: string,
    by = '--timeout',
  ) {
    super(`compare stopped by ${by}`);
  }
}

/**
 * A progress sink that also enforces a deadline, checked at every measurement step (a perft
 * depth, a random game). The deadline counts from the process's start (performance.now() is 0
 * there), as perft's: --timeout bounds the whole command, loading the variants included.
 */
function withDeadline(sink: ProgressSink, seconds: number | undefined): ProgressSink {
  if (seconds === undefined) return sink;
  const deadline = deadlineOf(seconds);
  return {
    update(done, total, label) {
      if (performance.now() >= deadline) throw new MeasurementStopped(done, total, label);
      sink.update(done, total, label);
    },
    done: () => sink.done(),
  };
}

/** The `performance.now()` time at which --timeout's seconds are up (counted from the process's start), or Infinity. */
function deadlineOf(seconds: number | undefined): number {
  return seconds === undefined ? Infinity : seconds * 1000;
}

/** What the measuring worker posts: progress, the finished comparison, or a position past the runtime's limits. */
type WorkerMessage =
  | { type: 'progress'; done: number; total: number; label: string }
  | { type: 'result'; comparison: Comparison }
  | { type: 'limit'; message: string };

type Measured = { ok: true; comparison: Comparison } | { ok: false; stopped: MeasurementStopped };

/**
 * Measures in a worker thread, so this thread can see Ctrl-C (SIGINT) while the synchronous
 * perft and random games run; progress is handled here as steps arrive. The deadline is a timer
 * here too, which ends the worker wherever it is: a single step (one perft depth of a big
 * variant, its engine's emission) may take far longer than the whole --timeout.
 */
function measureInWorker(variants: string[], games: number, engine: string | undefined, sink: ProgressSink, deadline = Infinity): Promise<Measured> {
  // from the sources a .mjs shim registers tsx in the worker; the build runs the compiled worker
  const script = import.meta.url.endsWith('.ts') ? '../measure-worker.mjs' : '../measure-worker.js';
  const worker = new Worker(new URL(script, import.meta.url), { workerData: { variants, games, engine } });
  let last = { done: 0, total: 0, label: 'loading' };
  return new Promise((resolve, reject) => {
    const timer = deadline === Infinity ? undefined : setTimeout(() => stop(new MeasurementStopped(last.done, last.total, last.label)), Math.max(0, deadline - performance.now()));
    const settle = (): void => {
      process.off('SIGINT', onInterrupt);
      clearTimeout(timer);
      void worker.terminate();
    };
    const stop = (stopped: MeasurementStopped): void => {
      settle();
      resolve({ ok: false, stopped });
    };
    const onInterrupt = (): void => stop(new MeasurementStopped(last.done, last.total, last.label, 'Ctrl-C'));
    process.on('SIGINT', onInterrupt);
    worker.on('message', (m: WorkerMessage) => {
      if (m.type === 'limit') {
        settle();
        reject(new UserError(`compare stopped (${last.label}): ${m.message}`));
        return;
      }
      if (m.type === 'result') {
        settle();
        resolve({ ok: true, comparison: m.comparison });
        return;
      }
      last = m;
      try {
        sink.update(m.done, m.total, m.label);
      } catch (e) {
        if (e instanceof MeasurementStopped) stop(e);
        else reject(e);
      }
    });
    worker.on('error', (e) => {
      settle();
      reject(e);
    });
  });
}

export async function compareCommand(variants: string[], opts: CompareOptions): Promise<number> {
  if (variants.length < 2) throw UserError.usage('compare needs at least two variants');
  // the measurement takes minutes: a destination that cannot be written fails before it
  checkOut(opts.out);
  const progress = terminalProgress();
  // load here first, so that a bad variant is reported as usual before measuring starts
  const loaded: LoadedVariant[] = [];
  // under the deadline too: a big variant's checks and engine emission may take longer than --timeout
  for (const v of variants) {
    const engine = await loadEngine(v, opts.engine, deadlineOf(opts.timeout)).catch((e: unknown) => {
      if (e instanceof StoppedByTimeout) return e;
      throw e;
    });
    if (engine instanceof StoppedByTimeout) {
      process.stderr.write(`fairyforge: compare stopped by --timeout after 0 of 0 measurement steps (at loading ${oneLine(clip(v, 80))}, ${engine.stage}); partial, no report written\n`);
      return EXIT_LIMIT;
    }
    loaded.push(engine);
  }
  // and an --out onto one of their spec files is refused before the minutes of measuring
  if (opts.out !== undefined) throwIfWriteFailed(checkNotInput(opts.out, loaded.map((v) => v.file)));
  const outcome = await measureInWorker(variants, opts.games ?? DEFAULT_GAMES, opts.engine, withDeadline(progress, opts.timeout), deadlineOf(opts.timeout)).catch(
    (e: unknown) => {
      progress.done();
      throw e;
    },
  );
  if (!outcome.ok) {
    const e = outcome.stopped;
    progress.done();
    process.stderr.write(`fairyforge: compare stopped by ${e.message.replace('compare stopped by ', '')} after ${e.done} of ${e.total} measurement steps (at ${e.step}); partial, no report written\n`);
    return e.message.includes('Ctrl-C') ? EXIT_INTERRUPTED : EXIT_LIMIT;
  }
  let c = outcome.comparison;
  if (opts.selfplay !== undefined) {
    const selfplay = await selfplaySection(loaded, opts);
    if (typeof selfplay === 'string') {
      process.stderr.write(`fairyforge: compare stopped by ${selfplay === 'interrupted' ? 'Ctrl-C' : '--timeout'} during self-play; partial, no report written\n`);
      return selfplay === 'interrupted' ? EXIT_INTERRUPTED : EXIT_LIMIT;
    }
    c = { ...c, selfplay };
  }
  const format = opts.format ?? 'text';
  emit(format === 'html' ? comparisonHtml(c) : formatComparison(c, format), opts.out, loaded);
  return 0;
}

// `fairyforge perft`: counts the leaves of the legal-move tree to a depth, optionally per root
// move (--divide), in worker threads (--threads), bounded by --max-nodes and --timeout.

import { performance } from 'node:perf_hooks';
import { perftBudget } from '../../runtime/use/perft-budget.ts';
import { EXIT_INTERRUPTED, EXIT_LIMIT, StoppedByTimeout } from '../errors.ts';
import { out } from '../output.ts';
import { interruptible, runPerft, runPerftInThreads, stopText } from '../perft-run.ts';
import { loadOrThrow, positionOf } from '../variant-loading.ts';

export async function perftCommand(
  variant: string,
  opts: { fen?: string; depth: number; divide?: boolean; json?: boolean; engine?: string; maxNodes?: number; timeout?: number; threads?: number },
): Promise<number> {
  // --timeout bounds the whole command: its deadline counts from the process's start
  // (performance.now() is 0 there), so loading and emitting the engine count too
  const budget = perftBudget({ maxNodes: opts.maxNodes, timeoutMs: opts.timeout === undefined ? undefined : opts.timeout * 1000, since: 0 });
  const loaded = await loadOrThrow(variant, opts.engine, budget.deadline).catch((e: unknown) => {
    if (e instanceof StoppedByTimeout) return e;
    throw e;
  });
  if (loaded instanceof StoppedByTimeout) return perftStoppedBeforeCount(variant, opts, loaded.stage);
  const { engine, plan } = loaded;
  const pos = await positionOf(engine, opts.fen);
  const fen = engine.fen(pos);
  // text --divide streams a line per root move as it is counted
  const onMove = opts.divide && !opts.json ? (uci: string, n: number) => out(`${uci}: ${n}`) : undefined;
  const threads = opts.threads ?? 1;
  const job = { file: loaded.file, spec: loaded.spec, engineKind: loaded.engineKind, fen, depth: opts.depth };
  const run = await interruptible(budget, () =>
    threads > 1 ? runPerftInThreads(engine, pos, job, threads, opts.divide === true, { onMove, budget }) : runPerft(engine, pos, opts.depth, opts.divide === true, { onMove, budget }),
  );
  const code = run.stopped === undefined ? 0 : run.stopped === 'interrupted' ? EXIT_INTERRUPTED : EXIT_LIMIT;
  if (opts.json) {
    const result: Record<string, unknown> = { variant: plan.name, fen, depth: opts.depth, nodes: run.nodes, ms: run.ms, nps: run.nps };
    if (opts.divide) result.divide = Object.fromEntries(run.divide);
    if (run.stopped) Object.assign(result, { partial: true, stopped: run.stopped });
    out(JSON.stringify(result));
    return code;
  }
  if (opts.divide) out();
  out(run.stopped ? `nodes ${run.nodes} (partial: stopped by ${stopText(run.stopped)})` : `nodes ${run.nodes}`);
  out(`time ${run.ms} ms`);
  out(`nps ${run.nps}`);
  return code;
}

/** perft's answer when --timeout passed before the count began (at `stage`): nodes 0, partial, exit code 3. */
function perftStoppedBeforeCount(variant: string, opts: { depth: number; json?: boolean }, stage: string): number {
  const ms = Math.round(performance.now());
  if (opts.json) out(JSON.stringify({ variant, depth: opts.depth, nodes: 0, ms, nps: 0, partial: true, stopped: 'timeout', at: stage }));
  else [`nodes 0 (partial: stopped by --timeout ${stage})`, `time ${ms} ms`, 'nps 0'].forEach((line) => out(line));
  return EXIT_LIMIT;
}

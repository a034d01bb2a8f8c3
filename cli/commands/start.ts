// `fairyforge start` (what `npm start` runs): validates every variant in variants/ (or --dir),
// prints a perft table to --depth, and writes the bundled comparison report when all passed.
// --timeout and Ctrl-C stop the counting; the table then marks what was partial or not counted.

import { existsSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { budgetExceeded, perftBudget, type PerftBudget, type PerftStop } from '../../runtime/use/perft-budget.ts';
import { formatDiagnostic, type Diagnostic } from '../../schema/diagnostic.ts';
import { EXIT_BUG, EXIT_FAILURE, EXIT_INTERRUPTED, EXIT_LIMIT, reportError, StoppedByTimeout, UserError } from '../errors.ts';
import { out, printJson } from '../output.ts';
import { interruptible, runPerft, stopText } from '../perft-run.ts';
import { engineKind, variants } from '../variant-loading.ts';
import type { EngineKind } from '../variant-source.ts';

/** A variant file of the folder, as listVariantFiles gives it. */
type VariantFile = { name: string; file: string };

/** The bundled report (cli/bundled-report.ts), imported on first use: it loads every variant. */
const bundledReport = () => import('../bundled-report.ts');

export interface StartOptions {
  depth: number;
  json?: boolean;
  engine?: string;
  dir?: string;
  timeout?: number;
}

/** One variant's row of the table (and of the JSON report). */
interface StartRow {
  name: string;
  file: string;
  board?: string;
  pieces?: string;
  perft?: number[];
  ms?: number;
  /** The last count in `perft` was stopped (by --timeout or Ctrl-C) and is partial. */
  partial?: true;
  /** Not counted: the command was stopped before this variant. */
  notCounted?: true;
  diagnostics?: Diagnostic[];
  error?: string;
}

/** Why and where the counting stopped early. */
interface StartStop {
  reason: PerftStop;
  at: string;
}

/** What one variant's counting needs besides the variant. */
interface CountContext {
  engineKind: EngineKind;
  depths: readonly number[];
  budget: PerftBudget;
  /** Errors that are bugs, reported after the table. */
  bugs: unknown[];
}

export async function startCommand(opts: StartOptions): Promise<number> {
  // as perft's: --timeout bounds the whole command, counted from the process's start
  const budget = perftBudget({ timeoutMs: opts.timeout === undefined ? undefined : opts.timeout * 1000, since: 0 });
  if (opts.dir !== undefined && !existsSync(opts.dir)) throw new UserError(`no such directory: ${opts.dir}`);
  // the report at the end is checked before the perft runs
  const writesReport = !opts.json && opts.dir === undefined;
  if (writesReport) (await bundledReport()).checkBundledReport();
  const context: CountContext = { engineKind: await engineKind(opts.engine), depths: Array.from({ length: opts.depth }, (_, i) => i + 1), budget, bugs: [] };
  const { listVariantFiles } = await variants();
  // loaded one by one in the loop below, after the deadline's check: loading every variant first
  // could spend the whole --timeout before the first count
  const entries = listVariantFiles(opts.dir);
  if (entries.length === 0) throw new UserError(`no .yaml files in ${opts.dir ?? 'variants/'}`);
  const rows: StartRow[] = [];
  let stop: StartStop | undefined;
  for (const v of entries) {
    const before = stop === undefined ? budgetExceeded(budget) : null;
    if (before !== null) stop = { reason: before, at: `before ${v.name}` };
    if (stop !== undefined) {
      rows.push({ name: v.name, file: v.file, notCounted: true });
      continue;
    }
    const counted = await countVariant(v, context);
    rows.push(counted.row);
    stop = counted.stop;
  }
  const failed = rows.some((r) => r.diagnostics || r.error);
  if (opts.json) printJson({ ok: !failed, variants: rows, ...(stop && { partial: true, stopped: stop.reason }) });
  else await printTable(rows, stop);
  printProblems(rows, stop, context.bugs);
  if (!failed && context.bugs.length === 0 && writesReport && !stop) {
    const { writeBundledReport } = await bundledReport();
    out(`comparison of the bundled variants: ${await writeBundledReport()}`);
  }
  if (context.bugs.length > 0) return EXIT_BUG;
  if (stop) return stop.reason === 'interrupted' ? EXIT_INTERRUPTED : EXIT_LIMIT;
  return failed ? EXIT_FAILURE : 0;
}

/** Loads one variant and counts perft 1 to the deepest depth, until the budget stops it. */
async function countVariant(v: VariantFile, context: CountContext): Promise<{ row: StartRow; stop?: StartStop }> {
  const { loadSpecFile } = await import('../../plan-checks/load.ts');
  const load = loadSpecFile(v.file);
  if (!load.ok) return { row: { name: v.name, file: v.file, diagnostics: load.diagnostics } };
  const spec = load.spec;
  const row: StartRow = {
    name: v.name,
    file: v.file,
    board: `${spec.board.files}x${spec.board.ranks}`,
    pieces: (spec.pieces ?? []).map((p) => p.letter).join(''),
  };
  const { budget } = context;
  let stop: StartStop | undefined;
  try {
    // from the spec and plan just loaded: a big spec is neither checked nor compiled twice, and the deadline bounds the rest
    const { engine } = await (await variants()).engineOfSpec(v.file, load, context.engineKind, budget.deadline);
    const t0 = performance.now();
    row.perft = [];
    for (const d of context.depths) {
      const label = `${v.name}: perft ${d}`;
      const run = await interruptible(budget, () => runPerft(engine, engine.start(), d, false, { label, budget }));
      row.perft.push(run.nodes);
      if (run.stopped === undefined) continue;
      row.partial = true;
      stop = { reason: run.stopped, at: `in ${v.name}, perft ${d}` };
      break;
    }
    row.ms = Math.round(performance.now() - t0);
  } catch (e) {
    // the deadline passed while checking or emitting: perft 1 stopped before it counted, as perft says
    if (e instanceof StoppedByTimeout) return { row: { ...row, perft: [0], partial: true, ms: 0 }, stop: { reason: 'timeout', at: `in ${v.name}, perft 1` } };
    if (e instanceof UserError && e.diagnostics.length > 0) row.diagnostics = [...e.diagnostics];
    else if (e instanceof UserError) row.error = e.message;
    else {
      row.error = 'internal error (see below)';
      context.bugs.push(e);
    }
  }
  return stop ? { row, stop } : { row };
}

/** The text table (cli/start-table.ts): counts, or why a variant has none. */
async function printTable(rows: readonly StartRow[], stop: StartStop | undefined): Promise<void> {
  const { startTable } = await import('../start-table.ts');
  out(
    startTable(
      rows.map((r) => {
        if (r.perft) return r;
        const why = r.diagnostics ? `invalid: ${r.diagnostics.length} problem(s), listed below` : r.notCounted ? `not counted: stopped by ${stopText(stop!.reason)}` : (r.error ?? '');
        return { name: r.name, why };
      }),
    ),
  );
}

/** On stderr, after the table: the stop, each variant's problems, then the bugs. */
function printProblems(rows: readonly StartRow[], stop: StartStop | undefined, bugs: readonly unknown[]): void {
  if (stop) process.stderr.write(`fairyforge: start stopped by ${stopText(stop.reason)} ${stop.at}; partial counts, no report written\n`);
  for (const r of rows) {
    for (const d of r.diagnostics ?? []) process.stderr.write(`${formatDiagnostic(d)}\n`);
    if (r.error && !r.error.startsWith('internal')) process.stderr.write(`fairyforge: ${r.file}: ${r.error}\n`);
  }
  for (const e of bugs) reportError(e);
}

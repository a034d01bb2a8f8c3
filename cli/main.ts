// The `fairyforge` command line: list, validate, perft, moves, play, describe, diagram,
// compare (cli/compare-command.ts) and start (the summary `npm start` prints). Output for people
// on stdout, `--json` for programs; errors on stderr, one line each, through runCli
// (cli/errors.ts). Variants are resolved in cli/variant-source.ts.

import { existsSync, readdirSync, statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { Command, InvalidArgumentError, Option, type CommanderError } from 'commander';
import type Table from 'cli-table3';
import { createRequire } from 'node:module';
import type { Engine } from '../runtime/use/engine.ts';
import { budgetExceeded, MAX_PERFT_DEPTH, MAX_PERFT_THREADS, PerftAborted, perftBudget, perftDepthProblem, perftThreadsProblem, type PerftBudget, type PerftStop } from '../runtime/use/perft-budget.ts';
import { resultJson, resultScore, resultText } from '../runtime/outcome/result.ts';
import type { Position } from '../runtime/state/position.ts';
import { clip, oneLine } from '../schema/quote.ts';
import { formatDiagnostic, type Diagnostic } from '../schema/diagnostic.ts';
import type { CompareOptions, DescribeOptions, DiagramOptions } from './compare-command.ts';
import { terminalProgress } from './progress.ts';
import { COMPARE_FORMATS, DESCRIBE_FORMATS, parseCompareFormat, parseDescribeFormat, parsePositive } from '../compare/options.ts';
import { moveJson } from '../lib/json.ts';
import { EXIT_BUG, EXIT_FAILURE, EXIT_INTERRUPTED, EXIT_LIMIT, reportError, runCli, StoppedByTimeout, tagCommanderError, throwIfWriteFailed, UserError } from './errors.ts';
import { PACKAGE_VERSION } from '../loading/package-root.ts';
import type { EngineKind, LoadedVariant } from './variant-source.ts';
import type { PerftJob } from '../lib/perft-threads.ts';
import { threadsToUse, usefulThreads } from '../lib/thread-count.ts';
import { moveTokens } from './move-tokens.ts';

/**
 * Everything that loads variants (the schema compiler, the runtime), imported on first use so
 * that --help, --version and usage errors answer at once.
 */
const variants = () => import('./variant-source.ts');
/** describe, diagram and compare (cli/compare-command.ts), imported on first use like the variants. */
const compare = () => import('./compare-command.ts');

const VERSION = PACKAGE_VERSION;

// ---------------------------------------------------------------------------------------
// Shared helpers

function out(line = ''): void {
  process.stdout.write(`${line}\n`);
}

function printJson(value: unknown): void {
  out(JSON.stringify(value, null, 2));
}

/**
 * Commander argument parser for --out, the same in every command: an empty or blank path is a
 * usage error (rather than a file named '' or the current folder).
 */
function parseOutPath(text: string): string {
  if (text.trim() === '') throw new InvalidArgumentError('the output path is empty; give a file or folder name.');
  return text;
}

/** Commander argument parser for a perft depth: a whole number from 0 to MAX_PERFT_DEPTH. */
function parseDepth(text: string): number {
  if (!/^\d+$/.test(text.trim())) throw new InvalidArgumentError(`the depth must be a non-negative integer, got '${text}'.`);
  const n = Number(text);
  const problem = perftDepthProblem(n, text.trim());
  if (problem !== null) throw new InvalidArgumentError(`${problem}.`);
  return n;
}

function engineOption(): Option {
  // the kinds are checked by parseEngineKind in cli/variant-source.ts, which knows them
  return new Option('--engine <kind>', 'move generator: generated (the default) or interpreted');
}

/** The engine kind of an --engine value (a usage error when unknown). */
async function engineKind(text: string | undefined): Promise<EngineKind> {
  return (await variants()).parseEngineKind(text);
}

function fenOption(): Option {
  return new Option('--fen <fen>', 'position to start from (default: the variant\'s start position)');
}

async function loadOrThrow(variant: string, engineOption?: string, deadline?: number): Promise<LoadedVariant> {
  return (await variants()).loadEngine(variant, engineOption, deadline);
}

/** The position of `--fen`, or the start position. A bad FEN is a user error naming its field. */
async function positionOf(engine: Engine, fen: string | undefined): Promise<Position> {
  if (fen === undefined) return engine.start();
  const { formatFenError } = await import('../runtime/state/fen.ts');
  const parsed = engine.parseFen(fen);
  if (!parsed.ok) throw new UserError(formatFenError(parsed.error));
  return parsed.pos;
}

function newTable(head: string[], aligns: ('left' | 'right')[]): Table.Table {
  // required here, not imported: only the commands that print a table pay for loading it
  const TableClass = createRequire(import.meta.url)('cli-table3') as typeof Table;
  // No colours: the table is also read from logs and pipes.
  return new TableClass({ head, colAligns: aligns, style: { head: [], border: [], compact: true } });
}

interface PerftRun {
  nodes: number;
  /** Nodes per root move, in move order; only filled when asked for. */
  divide: [string, number][];
  ms: number;
  nps: number;
  /** Why the count stopped early (then `nodes` is what was counted so far). */
  stopped?: PerftStop;
}

/**
 * Perft split at the root (the runtime's one divide), run in slices so that Ctrl-C is seen
 * while it counts, with a progress bar after each root move and optional per-move counts.
 */
async function runPerft(
  engine: Engine,
  pos: Position,
  depth: number,
  divide: boolean,
  options: { label?: string; onMove?: (uci: string, nodes: number) => void; budget?: PerftBudget } = {},
): Promise<PerftRun> {
  const { countInSlices } = await import('../runtime/use/perft.ts');
  const label = options.label ?? 'perft';
  const progress = terminalProgress();
  const perMove: [string, number][] = [];
  let counted = 0;
  let nodes: number;
  let stopped: PerftStop | undefined;
  const t0 = performance.now();
  try {
    nodes = await countInSlices(engine.divideSteps(pos, depth, options.budget), options.budget, (c) => {
      counted += c.nodes;
      if (divide) perMove.push([c.uci, c.nodes]);
      if (options.onMove) {
        progress.done();
        options.onMove(c.uci, c.nodes);
      }
      progress.update(c.index + 1, c.moves, `${label}: ${c.index + 1}/${c.moves} moves, ${counted} nodes`);
    });
  } catch (e) {
    if (!(e instanceof PerftAborted)) throw e;
    stopped = e.reason;
    nodes = e.nodes;
  }
  progress.done();
  const elapsed = performance.now() - t0;
  const run: PerftRun = { nodes, divide: perMove, ms: Math.round(elapsed), nps: elapsed > 0 ? Math.round((nodes * 1000) / elapsed) : 0 };
  return stopped ? { ...run, stopped } : run;
}

/**
 * runPerft's count in worker threads (lib/perft-threads.ts): the same counts, root moves
 * reported in move order; the budget's clock, node cap and Ctrl-C stop it.
 */
async function runPerftInThreads(
  engine: Engine,
  pos: Position,
  job: PerftJob,
  threads: number,
  divide: boolean,
  options: { onMove?: (uci: string, nodes: number) => void; budget?: PerftBudget },
): Promise<PerftRun> {
  const { perftInThreads } = await import('../lib/perft-threads.ts');
  const progress = terminalProgress();
  let counted = 0;
  const t0 = performance.now();
  const result = await perftInThreads(engine, pos, job, threads, {
    budget: options.budget,
    onRoot: (c) => {
      counted += c.nodes;
      if (options.onMove) {
        progress.done();
        options.onMove(c.uci, c.nodes);
      }
      progress.update(c.index + 1, c.moves, `perft: ${c.index + 1}/${c.moves} moves, ${counted} nodes (${threads} threads)`);
    },
  });
  progress.done();
  const elapsed = performance.now() - t0;
  const run: PerftRun = { nodes: result.nodes, divide: divide ? result.divide : [], ms: Math.round(elapsed), nps: elapsed > 0 ? Math.round((result.nodes * 1000) / elapsed) : 0 };
  return result.stopped ? { ...run, stopped: result.stopped } : run;
}

/**
 * Commander argument parser for --threads (perft, selfplay, compare): a whole number of worker
 * threads, capped at what this machine gains from (lib/thread-count.ts), with a note saying so.
 */
function parseThreads(text: string): number {
  const n = Number(text);
  const problem = /^\d+$/.test(text.trim()) ? perftThreadsProblem(n) : perftThreadsProblem(NaN);
  if (problem !== null) throw new InvalidArgumentError(`${problem}, got '${text}'.`);
  const used = threadsToUse(n);
  if (used < n) process.stderr.write(`fairyforge: --threads ${n} is more than this machine's ${availableParallelism()} cores gain from; using ${used} threads\n`);
  return used;
}

/**
 * Runs a count with Ctrl-C (SIGINT) setting the budget's interrupt flag, so that the count
 * stops cleanly and reports what it counted. Only around the count: before it, Node's
 * default ends the process at once (exit status 130), even inside a synchronous engine
 * emission, which no JavaScript handler could interrupt.
 */
async function interruptible<T>(budget: PerftBudget, count: () => Promise<T>): Promise<T> {
  const onSigint = (): void => {
    budget.interrupted = true;
  };
  process.on('SIGINT', onSigint);
  try {
    return await count();
  } finally {
    process.off('SIGINT', onSigint);
  }
}

/** Commander argument parser for --timeout: a positive number of seconds. */
function parseSeconds(text: string): number {
  const n = Number(text);
  if (!/^\d+(\.\d+)?$/.test(text.trim()) || !(n > 0)) throw new InvalidArgumentError(`the timeout must be a positive number of seconds, got '${text}'.`);
  return n;
}

/** Commander argument parser for a count that may be 0. */
function parseCount(text: string): number {
  if (!/^\d+$/.test(text.trim()) || !Number.isSafeInteger(Number(text))) throw new InvalidArgumentError(`expected a whole number, got '${text}'.`);
  return Number(text);
}

/** Commander argument parser for --max-nodes: a positive whole number. */
function parseMaxNodes(text: string): number {
  const n = Number(text);
  if (!/^\d+$/.test(text.trim()) || !Number.isSafeInteger(n) || n < 1) throw new InvalidArgumentError(`the node limit must be a positive integer, got '${text}'.`);
  return n;
}

/**
 * The `*.yaml` files a validate argument stands for: a variant name (as in every command; a bare
 * name that is not a directory), a file, or every .yaml in a directory.
 */
async function expandPath(arg: string): Promise<{ files: string[] } | { error: string }> {
  const { isVariantName, resolveVariant } = await variants();
  if (isVariantName(arg) && !(existsSync(arg) && statSync(arg).isDirectory())) {
    try {
      return { files: [await resolveVariant(arg)] };
    } catch (e) {
      if (e instanceof UserError) return { error: e.message };
      throw e;
    }
  }
  let stat;
  try {
    stat = statSync(arg);
  } catch {
    return { error: `no such file or directory: ${clip(arg, 200)}` };
  }
  if (!stat.isDirectory()) return { files: [arg] };
  const files = readdirSync(arg)
    .filter((f) => f.endsWith('.yaml'))
    .sort()
    .map((f) => join(arg, f));
  if (files.length === 0) return { error: `no .yaml files in directory ${clip(arg, 200)}` };
  return { files };
}

// ---------------------------------------------------------------------------------------
// Commands

async function listCommand(opts: { json?: boolean }): Promise<number> {
  const { listVariants } = await variants();
  const rows = listVariants().map((v) => {
    const spec = v.load.ok ? v.load.spec : undefined;
    return {
      name: v.name,
      title: v.title,
      file: v.file,
      valid: v.load.ok,
      board: spec ? `${spec.board.files}x${spec.board.ranks}` : null,
      pieces: spec ? (spec.pieces ?? []).length : null,
      letters: spec ? (spec.pieces ?? []).map((p) => p.letter).join('') : null,
      problems: v.load.ok ? 0 : v.load.diagnostics.length,
    };
  });
  if (opts.json) {
    printJson(rows.map(({ problems: _problems, ...r }) => r));
    return 0;
  }
  if (rows.length === 0) {
    out('no variants in variants/');
    return 0;
  }
  const table = newTable(['name', 'title', 'board', 'pieces'], ['left', 'left', 'left', 'right']);
  for (const r of rows) {
    if (r.valid) table.push([r.name, r.title, r.board ?? '', `${r.pieces} (${r.letters})`]);
    else table.push([r.name, `invalid: ${r.problems} problem(s), see 'fairyforge validate ${r.file}'`, '', '']);
  }
  out(table.toString());
  return 0;
}

async function validateCommand(paths: string[], opts: { json?: boolean }): Promise<number> {
  const [{ loadSpecFile }, { nameClashes }] = await Promise.all([import('../plan-checks/load.ts'), import('../loading/load.ts')]);
  const report: { file: string; ok: boolean; diagnostics: Diagnostic[] }[] = [];
  const errors: string[] = [];
  const loads = [];
  for (const p of paths) {
    const expanded = await expandPath(p);
    if ('error' in expanded) {
      errors.push(expanded.error);
      continue;
    }
    // a file that passes validation can be generated: its name is its file name
    for (const file of expanded.files) {
      const load = loadSpecFile(file, { nameFromFile: true });
      loads.push(load);
      report.push({ file, ok: load.ok, diagnostics: load.ok ? [] : load.diagnostics });
    }
  }
  for (const clash of nameClashes(loads)) {
    const entry = report.find((r) => r.ok && r.file === clash.file)!;
    entry.ok = false;
    entry.diagnostics.push(clash);
  }
  const failed = errors.length > 0 || report.some((r) => !r.ok);
  if (opts.json) {
    printJson({ ok: !failed, files: report, errors });
  } else {
    for (const r of report) {
      // a file name in a directory can hold anything, terminal escapes included
      if (r.ok) out(`ok ${oneLine(r.file)}`);
      else for (const d of r.diagnostics) process.stderr.write(`${formatDiagnostic(d)}\n`);
    }
    for (const e of errors) process.stderr.write(`fairyforge: ${oneLine(e)}\n`);
  }
  return failed ? EXIT_FAILURE : 0;
}

async function perftCommand(
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

function stopText(reason: PerftStop): string {
  return reason === 'interrupted' ? 'Ctrl-C' : reason === 'max-nodes' ? '--max-nodes' : '--timeout';
}

/**
 * The moves `play` would accept here. On a finished position (any ending, the draw rules
 * included) there are none: the text says the result instead, the JSON has an empty list and
 * the result. Asking is not a mistake, so the exit code is 0 either way.
 */
async function movesCommand(variant: string, opts: { fen?: string; json?: boolean; engine?: string }): Promise<number> {
  const { engine, plan } = await loadOrThrow(variant, opts.engine);
  const pos = await positionOf(engine, opts.fen);
  const result = engine.result(pos);
  const moves = result.over ? [] : engine.moves(pos);
  if (opts.json) {
    printJson({ variant: plan.name, fen: engine.fen(pos), moves: moves.map(moveJson), result: resultJson(result, plan) });
    return 0;
  }
  if (result.over) {
    out(`no moves: the game is over, ${resultText(result, plan)}`);
    return 0;
  }
  const width = Math.max(0, ...moves.map((m) => m.uci.length));
  for (const m of moves) out(`${m.uci.padEnd(width)}  ${m.san}`);
  return 0;
}

interface PlayOptions {
  fen?: string;
  json?: boolean;
  vs?: string;
  movetime?: number;
  color?: string;
  ascii?: boolean;
}

async function playCommand(variant: string, args: string[], opts: PlayOptions): Promise<number> {
  if (opts.vs !== undefined) return interactiveGame(variant, args, opts);
  // a malformed move list is a usage error before the variant is loaded
  const { moves, termination } = moveTokens(args);
  const { engine, plan } = await loadOrThrow(variant);
  const pos = await positionOf(engine, opts.fen);
  const played: { uci: string; san: string }[] = [];
  for (const [i, text] of moves.entries()) {
    const found = engine.playMoveText(pos, text);
    if (!found.ok) throw new UserError(`move ${i + 1}: ${found.error}`);
    played.push({ uci: found.move.uci, san: found.move.san });
  }
  const fen = engine.fen(pos);
  const result = engine.result(pos);
  // a marker may record a resignation (the game goes on here), but never another ending than the moves reach
  if (termination !== undefined && result.over && resultScore(result) !== termination) {
    throw new UserError(`the moves end the game ${resultText(result, plan)}, but the text says ${termination}`);
  }
  if (opts.json) {
    printJson({ variant: plan.name, moves: played, fen, result: resultJson(result, plan) });
    return 0;
  }
  out(fen);
  out(`result ${resultText(result, plan)}`);
  return 0;
}

/** `play <variant> --vs engine`: a game at the terminal against the search (cli/terminal-game.ts). */
async function interactiveGame(variant: string, args: string[], opts: PlayOptions): Promise<number> {
  if (opts.vs !== 'engine') throw UserError.usage(`--vs takes 'engine', got '${clip(opts.vs ?? '')}'`);
  if (args.length > 0) throw UserError.usage('with --vs, give no moves: they are typed during the game (use --fen for a position)');
  if (opts.json) throw UserError.usage('--json is not for a game at the terminal');
  const color = opts.color ?? 'white';
  if (color !== 'white' && color !== 'black') throw UserError.usage(`--color takes white or black, got '${clip(color)}'`);
  const { engine } = await loadOrThrow(variant);
  const pos = await positionOf(engine, opts.fen);
  const { terminalGame } = await import('./terminal-game.ts');
  return terminalGame(engine, pos, { variant, color: color === 'white' ? 0 : 1, movetime: opts.movetime ?? 1000, unicode: opts.ascii !== true });
}

async function generateCommand(names: string[], opts: { out?: string }): Promise<number> {
  const { bundledSpecFiles, generateModules, writeModules, GENERATED_DIR } = await import('../generator/generate.ts');
  const { checkDestination } = await import('../generator/write.ts');
  const { resolveVariant } = await variants();
  const files: string[] = [];
  for (const name of names) files.push(await resolveVariant(name));
  const outDir = opts.out ?? GENERATED_DIR;
  // a folder that cannot be written fails before any engine is emitted
  throwIfWriteFailed(checkDestination(outDir, 'folder'));
  const started = performance.now();
  const result = generateModules(files.length ? files : bundledSpecFiles(), outDir);
  if (!result.ok) throw new UserError('', { diagnostics: result.diagnostics });
  throwIfWriteFailed(writeModules(result.modules));
  for (const m of result.modules) out(`wrote ${m.file}`);
  out(`generated ${result.modules.length} engine(s) in ${Math.round(performance.now() - started)} ms`);
  return 0;
}

async function startCommand(opts: { depth: number; json?: boolean; engine?: string; dir?: string; timeout?: number }): Promise<number> {
  // as perft's: --timeout bounds the whole command, counted from the process's start
  const budget = perftBudget({ timeoutMs: opts.timeout === undefined ? undefined : opts.timeout * 1000, since: 0 });
  if (opts.dir !== undefined && !existsSync(opts.dir)) throw new UserError(`no such directory: ${opts.dir}`);
  // the report at the end is checked before the perft runs
  const writesReport = !opts.json && opts.dir === undefined;
  if (writesReport) (await compare()).checkBundledReport();
  const engineKindOpt = await engineKind(opts.engine);
  const { listVariantFiles, engineOfSpec } = await variants();
  const { loadSpecFile } = await import('../plan-checks/load.ts');
  // loaded one by one in the loop below, after the deadline's check: loading every variant first
  // could spend the whole --timeout before the first count
  const entries = listVariantFiles(opts.dir);
  if (entries.length === 0) throw new UserError(`no .yaml files in ${opts.dir ?? 'variants/'}`);
  const depths = Array.from({ length: opts.depth }, (_, i) => i + 1);
  interface Row {
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
  const rows: Row[] = [];
  const bugs: unknown[] = [];
  /** Why and where the counting stopped early, once it has. */
  let stop: { reason: PerftStop; at: string } | undefined;
  for (const v of entries) {
    const before = stop === undefined ? budgetExceeded(budget) : null;
    if (before !== null) stop = { reason: before, at: `before ${v.name}` };
    if (stop !== undefined) {
      rows.push({ name: v.name, file: v.file, notCounted: true });
      continue;
    }
    const load = loadSpecFile(v.file);
    if (!load.ok) {
      rows.push({ name: v.name, file: v.file, diagnostics: load.diagnostics });
      continue;
    }
    const spec = load.spec;
    const row: Row = {
      name: v.name,
      file: v.file,
      board: `${spec.board.files}x${spec.board.ranks}`,
      pieces: (spec.pieces ?? []).map((p) => p.letter).join(''),
    };
    try {
      // from the spec just loaded: a big spec's checks are not run twice, and the deadline bounds the rest
      const { engine } = await engineOfSpec(v.file, load, engineKindOpt, budget.deadline);
      const t0 = performance.now();
      row.perft = [];
      for (const d of depths) {
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
      if (e instanceof StoppedByTimeout) {
        stop = { reason: 'timeout', at: `in ${v.name}, perft 1` };
        rows.push({ ...row, perft: [0], partial: true, ms: 0 });
        continue;
      }
      if (e instanceof UserError && e.diagnostics.length > 0) row.diagnostics = [...e.diagnostics];
      else if (e instanceof UserError) row.error = e.message;
      else {
        row.error = 'internal error (see below)';
        bugs.push(e);
      }
    }
    rows.push(row);
  }
  const failed = rows.some((r) => r.diagnostics || r.error);
  if (opts.json) {
    printJson({ ok: !failed, variants: rows, ...(stop && { partial: true, stopped: stop.reason }) });
  } else {
    const { startTable } = await import('./start-table.ts');
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
  if (stop) process.stderr.write(`fairyforge: start stopped by ${stopText(stop.reason)} ${stop.at}; partial counts, no report written\n`);
  for (const r of rows) {
    for (const d of r.diagnostics ?? []) process.stderr.write(`${formatDiagnostic(d)}\n`);
    if (r.error && !r.error.startsWith('internal')) process.stderr.write(`fairyforge: ${r.file}: ${r.error}\n`);
  }
  for (const e of bugs) reportError(e);
  if (!failed && bugs.length === 0 && writesReport && !stop) {
    const { writeBundledReport } = await compare();
    out(`comparison of the bundled variants: ${await writeBundledReport()}`);
  }
  if (bugs.length > 0) return EXIT_BUG;
  if (stop) return stop.reason === 'interrupted' ? EXIT_INTERRUPTED : EXIT_LIMIT;
  return failed ? EXIT_FAILURE : 0;
}


// ---------------------------------------------------------------------------------------
// The program

/** The exit code the command that ran asked for (Commander actions return nothing). */
let commandExitCode = 0;

/** Wraps a command function so that its returned exit code reaches runCli. */
function act<A extends unknown[]>(f: (...args: A) => number | Promise<number>): (...args: A) => Promise<void> {
  return async (...args: A) => {
    commandExitCode = await f(...args);
  };
}

export function buildProgram(): Command {
  const program = new Command('fairyforge')
    .description('chess variants declared in YAML: check them, count their moves, play them')
    .version(VERSION, '-V, --version')
    .exitOverride()
    // Commander's own error text is printed by runCli as one `fairyforge: ...` line.
    .configureOutput({ outputError: () => {} })
    .showSuggestionAfterError(true);

  program
    .command('list')
    .description('list the variants in variants/ (name, title, board size, pieces)')
    .option('--json', 'print a JSON array')
    .action(act((opts: { json?: boolean }) => listCommand(opts)));

  program
    .command('validate')
    .description('check variant files (a directory means every *.yaml in it); problems as file:line:col: message')
    .argument('<paths...>', 'variant files or directories')
    .option('--json', 'print a JSON report')
    .action(act((paths: string[], opts: { json?: boolean }) => validateCommand(paths, opts)));

  program
    .command('perft')
    .description('count the leaves of the legal-move tree to a depth')
    .argument('<variant>', 'a variant name from variants/ or a path to a .yaml file')
    .addOption(fenOption())
    .requiredOption('-d, --depth <n>', `depth in plies, 0 to ${MAX_PERFT_DEPTH}`, parseDepth)
    .option('--divide', 'also print the count below each legal move')
    .option('--json', 'print one JSON object')
    .option('--max-nodes <n>', 'stop after counting n nodes and print the partial count (exit code 3)', parseMaxNodes)
    .option('--timeout <seconds>', 'stop when the command has run this long, engine loading included, and print the partial count (exit code 3)', parseSeconds)
    .option('--threads <n>', `count in n worker threads, 1 to ${MAX_PERFT_THREADS} (this machine has ${availableParallelism()} cores, more than ${usefulThreads()} are not started); the same counts as one thread`, parseThreads)
    .addOption(engineOption())
    .addHelpText(
      'after',
      [
        '',
        `Depths above ${MAX_PERFT_DEPTH} are refused: counts grow exponentially (chess has about 2e21 leaves at depth 15).`,
        'Ctrl-C while counting stops the count and prints it, marked partial (exit code 130); before the',
        'count starts (loading, or emitting the engine of a variant given as a path) it ends the command at once.',
        'A --timeout that passes before the count starts (checking the variant, emitting its engine) ends the command then, with nothing counted (exit code 3).',
      ].join('\n'),
    )
    .action(act(perftCommand));

  program
    .command('moves')
    .description('list the legal moves of a position (uci-like text and SAN); none once the game is over, which it says')
    .argument('<variant>', 'a variant name from variants/ or a path to a .yaml file')
    .addOption(fenOption())
    .option('--json', 'print a JSON object: the moves and the result')
    .addOption(engineOption())
    .action(act(movesCommand));

  program
    .command('play')
    .description('play moves (uci-like text or SAN, as PGN writes it) and print the resulting FEN and game result; no move is accepted after the game ends. With --vs engine: a game at the terminal against fairyforge')
    .argument('<variant>', 'a variant name from variants/ or a path to a .yaml file')
    .argument('[moves...]', 'the moves, e.g. e2e4 e7e5 or "1. e4 e5 2. Nf3" (none with --vs)')
    .addOption(fenOption())
    .option('--json', 'print a JSON object')
    .option('--vs <opponent>', "play a game at the terminal against 'engine' (the moves are typed as you go)")
    .option('--movetime <ms>', 'with --vs: the engine\'s time per move in milliseconds (default 1000)', parsePositive)
    .option('--color <side>', 'with --vs: the side you play, white (default) or black')
    .option('--ascii', 'with --vs: draw the pieces as letters, not chess symbols')
    .action(act(playCommand));

  program
    .command('generate')
    .description('emit a typed engine module for each variant (default: every file in variants/ into generated/)')
    .argument('[variants...]', 'variant names from variants/ or paths to .yaml files')
    .option('--out <dir>', 'output folder (made when missing; default: generated/)', parseOutPath)
    .action(act(generateCommand));

  program
    .command('start')
    .description('validate every variant in variants/ and print a perft summary table')
    .option('-d, --depth <n>', `deepest perft in the table, 0 to ${MAX_PERFT_DEPTH}`, parseDepth, 3)
    .option('--dir <dir>', 'folder of variant files to check instead of variants/')
    .option('--json', 'print a JSON report')
    .option('--timeout <seconds>', 'stop counting when the command has run this long, loading included; prints the partial table (exit code 3)', parseSeconds)
    .addOption(engineOption())
    .addHelpText('after', '\nCtrl-C while counting stops the same way (exit code 130); no report is written after a stop.')
    .action(act(startCommand));

  program
    .command('describe')
    .description('the rules of a variant in plain English, generated from its plan')
    .argument('<variant>', 'a variant name from variants/ or a path to a .yaml file')
    .option('--format <format>', `output format: ${DESCRIBE_FORMATS.join(', ')}`, parseDescribeFormat, 'text')
    .option('--json', 'same as --format json')
    .option('--out <file>', 'write to a file instead of stdout', parseOutPath)
    .action(act(async (variant: string, opts: DescribeOptions) => (await compare()).describeCommand(variant, opts)));

  program
    .command('diagram')
    .description("an SVG rule diagram: a piece's moves (dots) and captures (rings), or a spec's example")
    .argument('<variant>', 'a variant name from variants/ or a path to a .yaml file')
    .option('--piece <letter>', 'the piece to show (alone near the centre of an empty board unless --fen)')
    .option('--square <square>', 'where the piece stands (default: a central square, or the first such piece in --fen)')
    .addOption(fenOption())
    .option('--example <n>', "the spec's n-th example diagram (from 1)", parsePositive)
    .option('--json', 'print the diagram as JSON (squares) instead of SVG')
    .option('--out <file>', 'write to a file (e.g. piece.svg) instead of stdout', parseOutPath)
    .action(act(async (variant: string, opts: DiagramOptions) => (await compare()).diagramCommand(variant, opts)));

  program
    .command('compare')
    .description('compare variants side by side: rules, measured behaviour (perft, random games, mobility), piece diagrams')
    .argument('<variants...>', 'two or more variant names from variants/ or paths to .yaml files')
    .option('--format <format>', `output format: ${COMPARE_FORMATS.join(', ')}`, parseCompareFormat, 'text')
    .option('--out <file>', 'write to a file instead of stdout', parseOutPath)
    .option('--games <n>', 'random games per variant', parsePositive, 200)
    .option('--timeout <seconds>', 'stop when the command has run this long, loading included; prints how far it got (exit code 3)', parseSeconds)
    .option('--selfplay <n>', 'also play n engine-against-engine games per variant: White/Black/draw shares with 95% intervals, Elo, game lengths, endings', parsePositive)
    .option('--selfplay-depth <n>', 'search depth per move in those games (default 2)', parsePositive)
    .option('--threads <n>', `worker threads playing the self-play games, 1 to ${MAX_PERFT_THREADS}`, parseThreads, 1)
    .addOption(engineOption())
    .action(act(async (names: string[], opts: CompareOptions) => (await compare()).compareCommand(names, opts)));

  program
    .command('uci')
    .description('play over UCI on stdin/stdout, as Fairy-Stockfish does for variants (UCI_Variant, VariantPath for a YAML file)')
    .action(act(async () => (await import('./uci.ts')).uciCommand()));

  program
    .command('xboard')
    .description('play over the XBoard/WinBoard protocol (CECP v2) on stdin/stdout: the bundled variants by their CECP names (normal = chess)')
    .action(act(async () => (await import('./xboard.ts')).xboardCommand()));

  program
    .command('selfplay')
    .description('engine-against-engine games in worker threads: White/Black/draw shares with 95% intervals, the Elo difference, game lengths and endings')
    .argument('<variant>', 'a variant name from variants/ or a path to a .yaml file')
    .option('--games <n>', 'games to play', parsePositive, 20)
    .option('--movetime <ms>', 'time per move in milliseconds (default 100)', parsePositive)
    .option('--depth <n>', 'search depth per move instead of a time (reproducible figures)', parsePositive)
    .option('--threads <n>', `worker threads playing games at once, 1 to ${MAX_PERFT_THREADS}`, parseThreads, 1)
    .option('--random-plies <n>', 'random plies at the start of each game, for variety', parseCount, 4)
    .option('--max-plies <n>', 'a game this long is adjudicated a draw', parsePositive, 400)
    .option('--json', 'print one JSON object')
    .addOption(engineOption())
    .addHelpText('after', '\nCtrl-C stops the games and prints the figures of those finished (exit code 130).')
    .action(act(async (variant: string, opts: import('./selfplay.ts').SelfplayCommandOptions) => (await import('./selfplay.ts')).selfplayCommand(variant, opts)));

  // Let Commander's errors (unknown option, missing argument) name the command whose help to read.
  for (const cmd of program.commands) {
    cmd.exitOverride((err: CommanderError) => {
      throw tagCommanderError(err, cmd.name());
    });
  }
  return program;
}

await runCli(async () => {
  await buildProgram().parseAsync(process.argv);
  return commandExitCode;
});

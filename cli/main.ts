// The `fairyforge` command line: list, validate, perft, moves, play, describe, diagram,
// compare (compare/commands.ts) and start (the summary `npm start` prints). Output for people
// on stdout, `--json` for programs; errors on stderr, one line each, through runCli
// (cli/errors.ts). Variants are resolved in cli/variant-source.ts.

import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { Command, InvalidArgumentError, Option, type CommanderError } from 'commander';
import Table from 'cli-table3';
import type { Engine } from '../runtime/engine.ts';
import type { PerftBudget, PerftStop } from '../runtime/perft.ts';
import type { GameResult } from '../runtime/legal.ts';
import { findMove } from '../runtime/notation.ts';
import type { Position } from '../runtime/position.ts';
import { clip, oneLine } from '../runtime/quote.ts';
import { formatDiagnostic, type Diagnostic } from '../schema/diagnostic.ts';
import type { CompareOptions, DescribeOptions, DiagramOptions } from '../compare/commands.ts';
import { COMPARE_FORMATS, DESCRIBE_FORMATS, parseCompareFormat, parseDescribeFormat, parsePositive } from '../compare/options.ts';
import { reportError, runCli, tagCommanderError, UserError } from './errors.ts';
import type { EngineKind, LoadedVariant } from './variant-source.ts';

/**
 * Everything that loads variants (the schema compiler, the runtime), imported on first use so
 * that --help, --version and usage errors answer at once.
 */
const variants = () => import('./variant-source.ts');
/** describe, diagram and compare (compare/commands.ts), imported on first use like the variants. */
const compare = () => import('../compare/commands.ts');

const VERSION = (JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }).version;

// ---------------------------------------------------------------------------------------
// Shared helpers

function out(line = ''): void {
  process.stdout.write(`${line}\n`);
}

function printJson(value: unknown): void {
  out(JSON.stringify(value, null, 2));
}

/** Commander argument parser for a depth: a non-negative whole number. */
function parseDepth(text: string): number {
  if (!/^\d+$/.test(text.trim())) throw new InvalidArgumentError(`the depth must be a non-negative integer, got '${text}'.`);
  const n = Number(text);
  if (!Number.isSafeInteger(n)) throw new InvalidArgumentError(`the depth is too large: '${text}'.`);
  return n;
}

function engineOption(): Option {
  // the kinds are checked by parseEngineKind in cli/variant-source.ts, which knows them
  return new Option('--engine <kind>', 'move generator: generated (the default) or interpreted');
}

/** The engine kind of an --engine value (a usage error when unknown). */
async function engineKind(text: string | undefined): Promise<EngineKind> {
  const { DEFAULT_ENGINE, parseEngineKind } = await variants();
  if (text === undefined) return DEFAULT_ENGINE;
  const kind = parseEngineKind(text);
  if (!kind.ok) throw kind.error;
  return kind.value;
}

function fenOption(): Option {
  return new Option('--fen <fen>', 'position to start from (default: the variant\'s start position)');
}

async function loadOrThrow(variant: string, engineOption?: string): Promise<LoadedVariant> {
  const engine = await engineKind(engineOption);
  const { loadEngine } = await variants();
  const loaded = await loadEngine(variant, { engine });
  if (!loaded.ok) throw loaded.error;
  return loaded.value;
}

/** The position of `--fen`, or the start position. A bad FEN is a user error naming its field. */
async function positionOf(engine: Engine, fen: string | undefined): Promise<Position> {
  if (fen === undefined) return engine.start();
  const { formatFenError } = await import('../runtime/fen.ts');
  const parsed = engine.parseFen(fen);
  if (!parsed.ok) throw new UserError(formatFenError(parsed.error));
  return parsed.pos;
}

function resultText(r: GameResult): string {
  if (!r.over) return '* (game in progress)';
  const score = r.winner === 0 ? '1-0' : r.winner === 1 ? '0-1' : '1/2-1/2';
  const who = r.winner === 0 ? 'White wins' : r.winner === 1 ? 'Black wins' : 'draw';
  return `${score} (${who} by ${r.reason})`;
}

function newTable(head: string[], aligns: ('left' | 'right')[]): Table.Table {
  // No colours: the table is also read from logs and pipes.
  return new Table({ head, colAligns: aligns, style: { head: [], border: [], compact: true } });
}

/**
 * A one-line progress report on stderr for long runs: only on a terminal, only after half a
 * second, overwritten in place and erased when done.
 */
class Progress {
  private readonly start = performance.now();
  private shown = false;
  private readonly enabled = process.stderr.isTTY === true;

  update(text: string): void {
    if (!this.enabled || performance.now() - this.start < 500) return;
    process.stderr.write(`\r\x1b[K${text}`);
    this.shown = true;
  }

  done(): void {
    if (this.shown) process.stderr.write('\r\x1b[K');
    this.shown = false;
  }
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

/** Depth of the synchronous chunks of a CLI perft: perft(5) of chess is about 5 million nodes, a fraction of a second. */
const CHUNK_DEPTH = 5;

/** Yields to the event loop, so that a Ctrl-C handler can run between chunks of a count. */
const yieldToEvents = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/**
 * Perft split at the root: the same count as Engine.perft (which is used below the root),
 * with a progress line after each root move and optional per-move counts. Asynchronous per
 * root move and per subtree deeper than CHUNK_DEPTH, so that the budget's interrupt flag (set
 * on SIGINT) is seen between chunks; the node cap and deadline are also checked inside them.
 */
async function runPerft(
  engine: Engine,
  pos: Position,
  depth: number,
  divide: boolean,
  options: { label?: string; onMove?: (uci: string, nodes: number) => void; budget?: PerftBudget } = {},
): Promise<PerftRun> {
  const { PerftAborted } = await import('../runtime/perft.ts');
  const label = options.label ?? 'perft';
  const budget = options.budget;
  const progress = new Progress();
  const t0 = performance.now();
  let nodes = 0;
  let stopped: PerftStop | undefined;
  const perMove: [string, number][] = [];
  /**
   * Counts below the current position to `d` plies; subtrees deeper than CHUNK_DEPTH are split
   * by reply, yielding between them (so a chunk is at most a perft(CHUNK_DEPTH)).
   */
  const below = async (d: number): Promise<number> => {
    if (d <= CHUNK_DEPTH) return engine.perft(pos, d, budget);
    let n = 0;
    for (const reply of engine.moves(pos)) {
      await yieldToEvents();
      if (budget?.interrupted) throw new PerftAborted('interrupted', budget.nodes);
      engine.play(pos, reply);
      n += await below(d - 1);
      engine.undo(pos);
    }
    return n;
  };
  try {
    if (depth === 0 || (depth === 1 && !divide)) {
      nodes = engine.perft(pos, depth, budget);
    } else {
      const moves = engine.moves(pos);
      for (const [i, m] of moves.entries()) {
        let n = 1;
        if (depth > 1) {
          engine.play(pos, m);
          n = await below(depth - 1);
          engine.undo(pos);
        } else if (budget) budget.nodes++;
        nodes += n;
        if (divide) perMove.push([m.uci, n]);
        if (options.onMove) {
          progress.done();
          options.onMove(m.uci, n);
        }
        progress.update(`${label}: ${i + 1}/${moves.length} moves, ${nodes} nodes`);
        await yieldToEvents();
        if (budget?.interrupted) throw new PerftAborted('interrupted', budget.nodes);
      }
    }
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

/** Exit code of a count stopped by Ctrl-C (128 + SIGINT, the shell's convention). */
export const EXIT_INTERRUPTED = 130;
/** Exit code of a count stopped by --max-nodes or --timeout. */
export const EXIT_LIMIT = 3;

/** A perft budget from --max-nodes / --timeout that Ctrl-C interrupts; `release` removes the handler. */
async function interruptibleBudget(opts: { maxNodes?: number; timeout?: number }): Promise<{ budget: PerftBudget; release: () => void }> {
  const { perftBudget } = await import('../runtime/perft.ts');
  const budget = perftBudget({ maxNodes: opts.maxNodes, timeoutMs: opts.timeout === undefined ? undefined : opts.timeout * 1000 });
  const onSigint = (): void => {
    budget.interrupted = true;
  };
  process.on('SIGINT', onSigint);
  return { budget, release: () => process.off('SIGINT', onSigint) };
}

/** Commander argument parser for --timeout: a positive number of seconds. */
function parseSeconds(text: string): number {
  const n = Number(text);
  if (!/^\d+(\.\d+)?$/.test(text.trim()) || !(n > 0)) throw new InvalidArgumentError(`the timeout must be a positive number of seconds, got '${text}'.`);
  return n;
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
    const resolved = resolveVariant(arg);
    return resolved.ok ? { files: [resolved.value] } : { error: resolved.error.message };
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
  const { loadSpecFile, nameClashes } = await import('../schema/load.ts');
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
  return failed ? 1 : 0;
}

async function perftCommand(
  variant: string,
  opts: { fen?: string; depth: number; divide?: boolean; json?: boolean; engine?: string; maxNodes?: number; timeout?: number },
): Promise<number> {
  // Ctrl-C is caught from here on: during loading it stops the count before it starts
  const { budget, release } = await interruptibleBudget(opts);
  try {
    return await perftWithin(variant, opts, budget);
  } finally {
    release();
  }
}

async function perftWithin(
  variant: string,
  opts: { fen?: string; depth: number; divide?: boolean; json?: boolean; engine?: string },
  budget: PerftBudget,
): Promise<number> {
  const { engine, plan } = await loadOrThrow(variant, opts.engine);
  const pos = await positionOf(engine, opts.fen);
  const fen = engine.fen(pos);
  // text --divide streams a line per root move as it is counted
  const onMove = opts.divide && !opts.json ? (uci: string, n: number) => out(`${uci}: ${n}`) : undefined;
  const run = await runPerft(engine, pos, opts.depth, opts.divide === true, { onMove, budget });
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

function stopText(reason: PerftStop): string {
  return reason === 'interrupted' ? 'Ctrl-C' : reason === 'max-nodes' ? '--max-nodes' : '--timeout';
}

async function movesCommand(variant: string, opts: { fen?: string; json?: boolean; engine?: string }): Promise<number> {
  const { engine } = await loadOrThrow(variant, opts.engine);
  const pos = await positionOf(engine, opts.fen);
  const moves = engine.moves(pos);
  if (opts.json) {
    printJson(
      moves.map((m) => ({ uci: m.uci, from: m.from, to: m.to, piece: m.piece, captures: m.captures, promotion: m.promotion, san: m.san })),
    );
    return 0;
  }
  const width = Math.max(0, ...moves.map((m) => m.uci.length));
  for (const m of moves) out(`${m.uci.padEnd(width)}  ${m.san}`);
  return 0;
}

/** Splits move arguments into moves, allowing them quoted together and with move numbers (`1. e4 e5 2.Nf3`). */
function moveTokens(args: string[]): string[] {
  return args
    .flatMap((a) => a.split(/\s+/))
    .map((t) => t.replace(/^\d+\.+/, ''))
    .filter((t) => t !== '');
}

async function playCommand(variant: string, moves: string[], opts: { fen?: string; json?: boolean }): Promise<number> {
  const { engine, plan } = await loadOrThrow(variant);
  const pos = await positionOf(engine, opts.fen);
  const played: { uci: string; san: string }[] = [];
  const tokens = moveTokens(moves);
  for (const [i, text] of tokens.entries()) {
    const before = engine.result(pos, false);
    if (before.over) throw new UserError(`move ${i + 1} "${clip(text)}": the game is already over, ${resultText(before)}`);
    // the move as playText will find it, to report it in both notations
    const move = findMove(engine.moves(pos), text);
    const error = engine.playText(pos, text);
    if (error !== null) throw new UserError(`move ${i + 1}: ${error}`);
    played.push({ uci: move?.uci ?? text, san: move?.san ?? text });
  }
  const fen = engine.fen(pos);
  const result = engine.result(pos);
  if (opts.json) {
    printJson({ variant: plan.name, moves: played, fen, result });
    return 0;
  }
  out(fen);
  out(`result ${resultText(result)}`);
  return 0;
}

async function generateCommand(names: string[], opts: { out?: string }): Promise<number> {
  const { bundledSpecFiles, generateModules, writeModules, GENERATED_DIR } = await import('../generator/generate.ts');
  const { resolveVariant } = await variants();
  const files: string[] = [];
  for (const name of names) {
    const file = resolveVariant(name);
    if (!file.ok) throw file.error;
    files.push(file.value);
  }
  const started = performance.now();
  const result = generateModules(files.length ? files : bundledSpecFiles(), opts.out ?? GENERATED_DIR);
  if (!result.ok) throw new UserError('', { diagnostics: result.diagnostics });
  writeModules(result.modules);
  for (const m of result.modules) out(`wrote ${m.file}`);
  out(`generated ${result.modules.length} engine(s) in ${Math.round(performance.now() - started)} ms`);
  return 0;
}

async function startCommand(opts: { depth: number; json?: boolean; engine?: string; dir?: string }): Promise<number> {
  if (opts.dir !== undefined && !existsSync(opts.dir)) throw new UserError(`no such directory: ${opts.dir}`);
  const engineKindOpt = await engineKind(opts.engine);
  const { listVariants, loadEngine } = await variants();
  const entries = listVariants(opts.dir);
  if (entries.length === 0) throw new UserError(`no .yaml files in ${opts.dir ?? 'variants/'}`);
  const depths = Array.from({ length: opts.depth }, (_, i) => i + 1);
  interface Row {
    name: string;
    file: string;
    board?: string;
    pieces?: string;
    perft?: number[];
    ms?: number;
    diagnostics?: Diagnostic[];
    error?: string;
  }
  const rows: Row[] = [];
  const bugs: unknown[] = [];
  for (const v of entries) {
    if (!v.load.ok) {
      rows.push({ name: v.name, file: v.file, diagnostics: v.load.diagnostics });
      continue;
    }
    const spec = v.load.spec;
    const row: Row = {
      name: v.name,
      file: v.file,
      board: `${spec.board.files}x${spec.board.ranks}`,
      pieces: (spec.pieces ?? []).map((p) => p.letter).join(''),
    };
    try {
      const loaded = await loadEngine(v.file, { engine: engineKindOpt });
      if (!loaded.ok) {
        if (loaded.error.diagnostics.length > 0) row.diagnostics = [...loaded.error.diagnostics];
        else row.error = loaded.error.message;
      } else {
        const { engine } = loaded.value;
        const t0 = performance.now();
        row.perft = [];
        for (const d of depths) row.perft.push((await runPerft(engine, engine.start(), d, false, { label: `${v.name}: perft ${d}` })).nodes);
        row.ms = Math.round(performance.now() - t0);
      }
    } catch (e) {
      row.error = 'internal error (see below)';
      bugs.push(e);
    }
    rows.push(row);
  }
  const failed = rows.some((r) => r.diagnostics || r.error);
  if (opts.json) {
    printJson({ ok: !failed, variants: rows });
  } else {
    const head = ['variant', 'board', 'pieces', ...depths.map((d) => `perft ${d}`), 'ms'];
    const table = newTable(head, ['left', 'left', 'left', ...depths.map((): 'right' => 'right'), 'right']);
    for (const r of rows) {
      if (r.perft) table.push([r.name, r.board ?? '', r.pieces ?? '', ...r.perft.map(String), String(r.ms)]);
      else {
        const why = r.diagnostics ? `invalid: ${r.diagnostics.length} problem(s), listed below` : (r.error ?? '');
        table.push([r.name, { colSpan: head.length - 1, content: why }]);
      }
    }
    out(table.toString());
  }
  for (const r of rows) {
    for (const d of r.diagnostics ?? []) process.stderr.write(`${formatDiagnostic(d)}\n`);
    if (r.error && !r.error.startsWith('internal')) process.stderr.write(`fairyforge: ${r.file}: ${r.error}\n`);
  }
  for (const e of bugs) reportError(e);
  if (!failed && bugs.length === 0 && !opts.json && opts.dir === undefined) {
    const { writeBundledReport } = await compare();
    out(`comparison of the bundled variants: ${await writeBundledReport()}`);
  }
  return bugs.length > 0 ? 70 : failed ? 1 : 0;
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
    .requiredOption('-d, --depth <n>', 'depth in plies (a non-negative integer)', parseDepth)
    .option('--divide', 'also print the count below each legal move')
    .option('--json', 'print one JSON object')
    .option('--max-nodes <n>', 'stop after counting n nodes and print the partial count (exit code 3)', parseMaxNodes)
    .option('--timeout <seconds>', 'stop after this many seconds and print the partial count (exit code 3)', parseSeconds)
    .addOption(engineOption())
    .action(act(perftCommand));

  program
    .command('moves')
    .description('list the legal moves of a position (uci-like text and SAN)')
    .argument('<variant>', 'a variant name from variants/ or a path to a .yaml file')
    .addOption(fenOption())
    .option('--json', 'print a JSON array')
    .addOption(engineOption())
    .action(act(movesCommand));

  program
    .command('play')
    .description('play moves (uci-like text or SAN) and print the resulting FEN and game result')
    .argument('<variant>', 'a variant name from variants/ or a path to a .yaml file')
    .argument('<moves...>', 'the moves, e.g. e2e4 e7e5 or e4 e5 Nf3')
    .addOption(fenOption())
    .option('--json', 'print a JSON object')
    .action(act(playCommand));

  program
    .command('generate')
    .description('emit a typed engine module for each variant (default: every file in variants/ into generated/)')
    .argument('[variants...]', 'variant names from variants/ or paths to .yaml files')
    .option('--out <dir>', 'output folder', undefined)
    .action(act(generateCommand));

  program
    .command('start')
    .description('validate every variant in variants/ and print a perft summary table')
    .option('-d, --depth <n>', 'deepest perft in the table', parseDepth, 3)
    .option('--dir <dir>', 'folder of variant files to check instead of variants/')
    .option('--json', 'print a JSON report')
    .addOption(engineOption())
    .action(act(startCommand));

  program
    .command('describe')
    .description('the rules of a variant in plain English, generated from its plan')
    .argument('<variant>', 'a variant name from variants/ or a path to a .yaml file')
    .option('--format <format>', `output format: ${DESCRIBE_FORMATS.join(', ')}`, parseDescribeFormat, 'text')
    .option('--json', 'same as --format json')
    .option('--out <file>', 'write to a file instead of stdout')
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
    .option('--out <file>', 'write to a file (e.g. piece.svg) instead of stdout')
    .action(act(async (variant: string, opts: DiagramOptions) => (await compare()).diagramCommand(variant, opts)));

  program
    .command('compare')
    .description('compare variants side by side: rules, measured behaviour (perft, random games, mobility), piece diagrams')
    .argument('<variants...>', 'two or more variant names from variants/ or paths to .yaml files')
    .option('--format <format>', `output format: ${COMPARE_FORMATS.join(', ')}`, parseCompareFormat, 'text')
    .option('--out <file>', 'write to a file instead of stdout')
    .option('--games <n>', 'random games per variant', parsePositive, 200)
    .option('--timeout <seconds>', 'stop measuring after this many seconds; prints how far it got (exit code 3)', parseSeconds)
    .addOption(engineOption())
    .action(act(async (names: string[], opts: CompareOptions) => (await compare()).compareCommand(names, opts)));

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

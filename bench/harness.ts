// Timing and reporting for perft benchmarks: one Runner contract, medians of repeated runs with their spread, a cli-table3 table and JSON output.
import Table from 'cli-table3';

/** Anything that can count perft nodes from a FEN. Every runner bulk-counts the last ply. */
export interface Runner {
  name: string;
  /** The variant this runner plays (ffish's naming, e.g. 'chess', 'berolina'); 'chess' when absent. */
  variant?: string;
  perft(fen: string, depth: number): number | Promise<number>;
  /** A run timed by the runner itself (an engine in another process times its own command); else the bench's clock around perft. */
  timedPerft?(fen: string, depth: number): Promise<{ nodes: number; ms: number; cpuMs?: number }>;
  /** Frees what the runner holds between counts (a worker thread); a later count may start it again. */
  close?(): Promise<void>;
}

export interface Measurement {
  nodes: number;
  /** Milliseconds of the median run. */
  ms: number;
  /** The fastest and the slowest run, in milliseconds: the spread. */
  minMs: number;
  maxMs: number;
  /** nodes / median run, per second. */
  nps: number;
  /**
   * Median CPU time of a run (user + system) in ms: the process's own for an engine in this
   * process, the engine process's for one outside. On a loaded machine it is the steadier figure.
   */
  cpuMs?: number;
  /** nodes / median CPU time, per second. */
  cpuNps?: number;
  /** How many runs were timed. */
  runs: number;
}

export interface Row extends Measurement {
  engine: string;
  position: string;
  depth: number;
}

export interface RatedRow extends Row {
  /** nps divided by the baseline engine's nps on the same position; undefined when no baseline row exists. */
  ratio: number | undefined;
  /** The same by CPU time. */
  cpuRatio: number | undefined;
  baseline: string;
}

/** Which engine is the baseline: one name for every position, or chosen per position. */
export type Baseline = string | ((position: string) => string);

async function timedRun(runner: Runner, fen: string, depth: number): Promise<{ nodes: number; ms: number; cpuMs?: number }> {
  if (runner.timedPerft) return runner.timedPerft(fen, depth);
  const cpu = process.cpuUsage();
  const t0 = performance.now();
  const nodes = await runner.perft(fen, depth);
  const ms = performance.now() - t0;
  const used = process.cpuUsage(cpu);
  return { nodes, ms, cpuMs: (used.user + used.system) / 1000 };
}

/** The median of a non-empty list. */
export function median(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 === 1 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}

/**
 * How long the warm-up runs after its first run (which may include starting a worker): a JIT that
 * starts cold, as an engine in a fresh worker does, is warm after about this (capablanca perft(3),
 * 25 k leaves: 29 ms in the first run, 2 ms from the seventh).
 */
const WARM_UP_MS = 400;

/**
 * Warm-up runs (at `depth`, or one ply less from depth 5, where a run takes seconds): one, then
 * more until WARM_UP_MS have passed; then `runs` timed runs of `runner.perft(fen, depth)`: the
 * median and the spread (fastest, slowest). Throws if two runs disagree on the node count.
 */
export async function measure(runner: Runner, fen: string, depth: number, runs = 3): Promise<Measurement> {
  const warmDepth = depth >= 5 ? depth - 1 : depth;
  await runner.perft(fen, warmDepth);
  const warmUntil = performance.now() + WARM_UP_MS;
  do await runner.perft(fen, warmDepth);
  while (performance.now() < warmUntil);
  const times: number[] = [];
  const cpu: number[] = [];
  let nodes: number | undefined;
  for (let i = 0; i < runs; i++) {
    const run = await timedRun(runner, fen, depth);
    if (nodes !== undefined && run.nodes !== nodes) {
      throw new Error(`${runner.name}: perft(${depth}) gave ${run.nodes} after ${nodes} on ${fen}`);
    }
    nodes = run.nodes;
    times.push(run.ms);
    if (run.cpuMs !== undefined) cpu.push(run.cpuMs);
  }
  const ms = median(times);
  const m: Measurement = { nodes: nodes!, ms, minMs: Math.min(...times), maxMs: Math.max(...times), nps: (nodes! / ms) * 1000, runs };
  if (cpu.length === runs) {
    m.cpuMs = median(cpu);
    m.cpuNps = m.cpuMs > 0 ? (nodes! / m.cpuMs) * 1000 : undefined;
  }
  return m;
}

/** Attach to every row its nodes/s ratio against the baseline engine's row for the same position. */
export function withRatios(rows: readonly Row[], baseline: Baseline): RatedRow[] {
  return rows.map((row) => {
    const name = typeof baseline === 'string' ? baseline : baseline(row.position);
    const base = rows.find((r) => r.position === row.position && r.engine === name);
    const cpuRatio = base?.cpuNps !== undefined && row.cpuNps !== undefined ? row.cpuNps / base.cpuNps : undefined;
    return { ...row, baseline: name, ratio: base ? row.nps / base.nps : undefined, cpuRatio };
  });
}

/** Print rows as a table: engine, position, depth, nodes, median ms, spread, nodes/s, ratio vs the baseline. */
export function printTable(rows: readonly Row[], baseline: Baseline, out: (s: string) => void = console.log): void {
  const heading = typeof baseline === 'string' ? `vs ${baseline}` : 'vs baseline';
  const table = new Table({
    head: ['engine', 'position', 'depth', 'nodes', 'ms (median)', 'spread ms', 'nodes/s', heading, 'CPU ms', 'nodes/CPU s', `${heading} (CPU)`],
    colAligns: ['left', 'left', 'right', 'right', 'right', 'right', 'right', 'right', 'right', 'right', 'right'],
    // No row separators; colours only on a terminal, so redirected output stays plain text.
    style: process.stdout.isTTY ? { compact: true } : { compact: true, head: [], border: [] },
  });
  for (const r of withRatios(rows, baseline)) {
    const ratio = r.ratio === undefined ? '-' : `${r.ratio.toFixed(2)}x`;
    table.push([
      r.engine,
      r.position,
      r.depth,
      r.nodes.toLocaleString('en-US'),
      r.ms.toFixed(1),
      `${r.minMs.toFixed(1)}-${r.maxMs.toFixed(1)}`,
      Math.round(r.nps).toLocaleString('en-US'),
      typeof baseline === 'string' ? ratio : `${ratio} (${r.baseline})`,
      r.cpuMs === undefined ? '-' : r.cpuMs.toFixed(1),
      r.cpuNps === undefined ? '-' : Math.round(r.cpuNps).toLocaleString('en-US'),
      r.cpuRatio === undefined ? '-' : `${r.cpuRatio.toFixed(2)}x`,
    ]);
  }
  out(table.toString());
}

/** Whether the command line asks for JSON output (`--json`). */
export function wantsJson(argv: readonly string[] = process.argv.slice(2)): boolean {
  return argv.includes('--json');
}

/** The rows (with ratios) as a JSON document, for CI or for comparing runs. */
export function toJson(rows: readonly Row[], baseline: Baseline, extra: Record<string, unknown> = {}): string {
  return JSON.stringify({ node: process.version, date: new Date().toISOString(), ...extra, rows: withRatios(rows, baseline) }, null, 2);
}

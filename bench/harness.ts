// Timing and reporting for perft benchmarks: one Runner contract, repeated measurement, a cli-table3 table and JSON output.
import Table from 'cli-table3';

/** Anything that can count perft nodes from a FEN. Every runner bulk-counts the last ply. */
export interface Runner {
  name: string;
  /** The variant this runner plays (ffish's naming, e.g. 'chess', 'berolina'); 'chess' when absent. */
  variant?: string;
  perft(fen: string, depth: number): number;
}

export interface Measurement {
  nodes: number;
  /** Milliseconds of the fastest run. */
  ms: number;
  /** nodes / fastest run, per second. */
  nps: number;
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
  baseline: string;
}

/** Which engine is the baseline: one name for every position, or chosen per position. */
export type Baseline = string | ((position: string) => string);

/**
 * Run `runner.perft(fen, depth)` repeatedly until at least `minMs` of wall time has passed
 * (always at least once) and report the BEST (fastest) run: the minimum is the least noisy
 * estimate for CPU-bound work, and it discards the first, JIT-cold run of a fast engine.
 * Throws if two runs disagree on the node count.
 */
export function measure(runner: Runner, fen: string, depth: number, minMs = 1000): Measurement {
  let best = Infinity;
  let nodes: number | undefined;
  let runs = 0;
  const start = performance.now();
  do {
    const t0 = performance.now();
    const n = runner.perft(fen, depth);
    const ms = performance.now() - t0;
    if (nodes !== undefined && n !== nodes) {
      throw new Error(`${runner.name}: perft(${depth}) gave ${n} after ${nodes} on ${fen}`);
    }
    nodes = n;
    best = Math.min(best, ms);
    runs++;
  } while (performance.now() - start < minMs);
  return { nodes, ms: best, nps: (nodes / best) * 1000, runs };
}

/** Attach to every row its nodes/s ratio against the baseline engine's row for the same position. */
export function withRatios(rows: readonly Row[], baseline: Baseline): RatedRow[] {
  return rows.map((row) => {
    const name = typeof baseline === 'string' ? baseline : baseline(row.position);
    const base = rows.find((r) => r.position === row.position && r.engine === name);
    return { ...row, baseline: name, ratio: base ? row.nps / base.nps : undefined };
  });
}

/** Print rows as a table: engine, position, depth, nodes, ms, nodes/s, ratio vs the baseline. */
export function printTable(rows: readonly Row[], baseline: Baseline, out: (s: string) => void = console.log): void {
  const heading = typeof baseline === 'string' ? `vs ${baseline}` : 'vs baseline';
  const table = new Table({
    head: ['engine', 'position', 'depth', 'nodes', 'ms', 'nodes/s', heading],
    colAligns: ['left', 'left', 'right', 'right', 'right', 'right', 'right'],
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
      Math.round(r.nps).toLocaleString('en-US'),
      typeof baseline === 'string' ? ratio : `${ratio} (${r.baseline})`,
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

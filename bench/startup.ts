// Start-up: wall time of the built CLI (`node bin/fairyforge.js …`, as a user runs it) for a few
// commands, as a ratio to a bare `node -e 0` measured in the same run. Median of RUNS runs each,
// interleaved so that a change in the machine's load affects every command alike.
// Usage (after `npm run build`): node --import tsx bench/startup.ts [--json]
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { PACKAGE_ROOT } from '../loading/package-root.ts';

const RUNS = 5;
const BIN = join(PACKAGE_ROOT, 'bin', 'fairyforge.js');

export interface StartupCase {
  readonly label: string;
  readonly args: readonly string[];
  /** The ratio to `node -e 0` the command should stay within. */
  readonly target: number;
}

export const STARTUP_CASES: readonly StartupCase[] = [
  { label: 'fairyforge --help', args: [BIN, '--help'], target: 4 },
  { label: 'fairyforge moves chess --json', args: [BIN, 'moves', 'chess', '--json'], target: 6 },
  { label: 'fairyforge perft chess --depth 1 --json', args: [BIN, 'perft', 'chess', '--depth', '1', '--json'], target: 6 },
];

export interface StartupRow {
  readonly command: string;
  readonly medianMs: number;
  readonly ratio: number;
  readonly target: number;
}

export interface Startup {
  readonly nodeMs: number;
  readonly rows: StartupRow[];
}

/** Wall time of one run, in ms; a failing command is an error (a fast failure is no start-up figure). */
function timeRun(args: readonly string[]): number {
  const started = performance.now();
  // no inherited loader or condition (NODE_OPTIONS): the command as a user's shell runs it
  const r = spawnSync(process.execPath, args, { encoding: 'utf8', env: { ...process.env, NODE_OPTIONS: '' } });
  const ms = performance.now() - started;
  if (r.status !== 0) throw new Error(`node ${args.join(' ')} exited with ${r.status}: ${r.stderr.trim()}`);
  return ms;
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

export function measureStartup(cases: readonly StartupCase[] = STARTUP_CASES): Startup {
  const base = ['-e', '0'];
  const all = [base, ...cases.map((c) => c.args)];
  for (const args of all) timeRun(args); // warm the file system cache once
  const times = all.map((): number[] => []);
  for (let run = 0; run < RUNS; run++) all.forEach((args, i) => times[i].push(timeRun(args)));
  const nodeMs = median(times[0]);
  const rows = cases.map((c, i) => {
    const medianMs = median(times[i + 1]);
    return { command: c.label, medianMs, ratio: medianMs / nodeMs, target: c.target };
  });
  return { nodeMs, rows };
}

export function printStartup({ nodeMs, rows }: Startup): void {
  console.log(`\nStart-up (built CLI, median of ${RUNS} runs; node -e 0 = ${nodeMs.toFixed(0)} ms)`);
  const width = Math.max(...rows.map((r) => r.command.length));
  for (const r of rows) {
    const verdict = r.ratio <= r.target ? 'ok' : 'OVER TARGET';
    console.log(`  ${r.command.padEnd(width)}  ${r.medianMs.toFixed(0).padStart(5)} ms  ${r.ratio.toFixed(1).padStart(4)}x  (target ≤ ${r.target}x: ${verdict})`);
  }
}

export function startupJson({ nodeMs, rows }: Startup): Record<string, unknown> {
  return {
    nodeMs: Math.round(nodeMs),
    runs: RUNS,
    commands: rows.map((r) => ({ command: r.command, ms: Math.round(r.medianMs), ratio: Number(r.ratio.toFixed(2)), target: r.target })),
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const startup = measureStartup();
  if (process.argv.includes('--json')) console.log(JSON.stringify(startupJson(startup), null, 2));
  else printStartup(startup);
}

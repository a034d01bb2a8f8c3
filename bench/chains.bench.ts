// Capture chains and fission (issue #17): perft of Interweave, Fusion and Berolina from their
// start positions with the interpreted and the generated engine, several timed runs each, the
// median and the best reported. Run it alternately against an older tree to compare on a loaded
// machine: one process per engine and variant keeps the JIT of one from helping the other.
// Usage: node --conditions=fairyforge-source --import tsx bench/chains.bench.ts [variant] [depth] [interpreted|generated] [--runs=N] [--json]
import { join } from 'node:path';
import { PerformanceObserver } from 'node:perf_hooks';
import { loadGeneratedFactory } from '../generator/generate.ts';
import { Engine } from '../runtime/use/engine.ts';
import { loadSpecFile } from '../plan-checks/load.ts';
import { PACKAGE_ROOT } from '../loading/package-root.ts';

interface Timing {
  variant: string;
  engine: string;
  depth: number;
  nodes: number;
  runs: number;
  /** CPU milliseconds of the median and of the fastest run. */
  medianMs: number;
  bestMs: number;
  /** Nodes per second of the median run. */
  nps: number;
  /** Garbage collections during the timed runs (minor and major), per run. */
  gcPerRun: number;
}

/** Counts garbage collections while `counting` is on (the timed runs only). */
let gcs = 0;
let counting = false;
new PerformanceObserver((list) => {
  if (counting) gcs += list.getEntries().length;
}).observe({ entryTypes: ['gc'] });

async function engineFor(variant: string, kind: string): Promise<Engine> {
  const file = join(PACKAGE_ROOT, 'variants', `${variant}.yaml`);
  const loaded = loadSpecFile(file);
  if (!loaded.ok) throw new Error(`${variant}.yaml does not validate`);
  const plan = loaded.plan;
  return kind === 'generated' ? new Engine(plan, await loadGeneratedFactory(plan, file)) : new Engine(plan);
}

async function time(variant: string, kind: string, depth: number, runs: number): Promise<Timing> {
  const engine = await engineFor(variant, kind);
  const pos = engine.start();
  // one untimed run warms the JIT
  const nodes = engine.perft(pos, depth);
  const ms: number[] = [];
  // with --marks, lines that bracket the timed runs in `node --trace-gc` output
  if (args.includes('--marks')) console.log('-- timed runs start');
  gcs = 0;
  counting = true;
  for (let i = 0; i < runs; i++) {
    // CPU time of this process: on a machine shared with other jobs, wall time counts their turns too
    const t0 = process.cpuUsage();
    const n = engine.perft(pos, depth);
    const used = process.cpuUsage(t0);
    ms.push((used.user + used.system) / 1000);
    if (n !== nodes) throw new Error(`${variant} ${kind}: perft(${depth}) gave ${n} after ${nodes}`);
  }
  // the observer reports asynchronously: let it deliver before reading the count
  await new Promise((resolve) => setTimeout(resolve, 10));
  counting = false;
  if (args.includes('--marks')) console.log('-- timed runs end');
  ms.sort((a, b) => a - b);
  const medianMs = ms[Math.floor(ms.length / 2)];
  return { variant, engine: kind, depth, nodes, runs, medianMs, bestMs: ms[0], nps: (nodes / medianMs) * 1000, gcPerRun: gcs / runs };
}

const args = process.argv.slice(2);
const positional = args.filter((a) => !a.startsWith('--'));
const runsArg = args.find((a) => a.startsWith('--runs='));
const runs = runsArg ? Number(runsArg.slice('--runs='.length)) : 5;
const variants = positional[0] ? [positional[0]] : ['interweave', 'fusion', 'berolina'];
const depth = positional[1] ? Number(positional[1]) : 4;
const kinds = positional[2] ? [positional[2]] : ['interpreted', 'generated'];
for (const variant of variants) {
  for (const kind of kinds) {
    const r = await time(variant, kind, depth, runs);
    if (args.includes('--json')) console.log(JSON.stringify(r));
    else {
      const nps = Math.round(r.nps).toLocaleString('en-US');
      console.log(`${r.variant} ${r.engine} perft(${r.depth}) ${r.nodes} nodes: CPU median ${r.medianMs.toFixed(0)} ms, best ${r.bestMs.toFixed(0)} ms (${r.runs} runs), ${nps} nodes/s, ${r.gcPerRun.toFixed(1)} GCs/run`);
    }
  }
}

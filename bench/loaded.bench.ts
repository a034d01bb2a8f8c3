// A generated engine's speed in a process that has loaded many variants (issue #17): chess perft
// with the generated engine, in a fresh process that first loads nothing else (`alone`), builds
// every bundled variant's interpreted and generated engines (`all`, as bench/fairyforge-runners.ts
// does), or also runs each of them a little (`run-all`: perft 2 from its start position). Code
// shared by the variants (legality, move writers, make/unmake) sees every variant's objects in
// the last two; they stay near the first as long as that code's property reads and calls see
// objects of one or two hidden classes. One mode per process, CPU time; alternate the modes
// (and trees) on a loaded machine.
// Usage: node --conditions=fairyforge-source --import tsx bench/loaded.bench.ts [alone|all|run-all] [depth] [--runs=N]
import { basename, join } from 'node:path';
import { bundledSpecFiles, loadGeneratedFactory } from '../generator/generate.ts';
import { Engine } from '../runtime/use/engine.ts';
import { loadSpecFile } from '../plan-checks/load.ts';
import { PACKAGE_ROOT } from '../loading/package-root.ts';

async function engines(file: string): Promise<Engine[]> {
  const loaded = loadSpecFile(file);
  if (!loaded.ok) throw new Error(`${basename(file)} does not validate`);
  const plan = loaded.plan;
  return [new Engine(plan), new Engine(plan, await loadGeneratedFactory(plan, file))];
}

const args = process.argv.slice(2);
const positional = args.filter((a) => !a.startsWith('--'));
const mode = positional[0] ?? 'alone';
const depth = Number(positional[1] ?? 5);
const runsArg = args.find((a) => a.startsWith('--runs='));
const runs = runsArg ? Number(runsArg.slice('--runs='.length)) : 5;
if (!['alone', 'all', 'run-all'].includes(mode)) throw new Error(`unknown mode ${mode} (alone, all or run-all)`);

const others: Engine[] = [];
if (mode !== 'alone') for (const file of bundledSpecFiles()) others.push(...(await engines(file)));
if (mode === 'run-all') for (const e of others) e.perft(e.start(), 2);

const chess = (await engines(join(PACKAGE_ROOT, 'variants', 'chess.yaml')))[1];
const pos = chess.start();
// one untimed run warms the JIT
const nodes = chess.perft(pos, depth);
const ms: number[] = [];
for (let i = 0; i < runs; i++) {
  const t0 = process.cpuUsage();
  if (chess.perft(pos, depth) !== nodes) throw new Error('perft changed between runs');
  const used = process.cpuUsage(t0);
  ms.push((used.user + used.system) / 1000);
}
ms.sort((a, b) => a - b);
const median = ms[Math.floor(ms.length / 2)];
console.log(`chess generated perft(${depth}) ${mode} (${others.length} engines built first): median ${median.toFixed(0)} ms CPU, ${(nodes / median / 1000).toFixed(2)} M nodes/s, best ${(nodes / ms[0] / 1000).toFixed(2)} M nodes/s`);

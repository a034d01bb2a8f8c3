// The speed-up of `fairyforge perft --threads 2` over one thread: the built CLI's own count time
// (its JSON `ms`: the count, worker start-up included, not the process's), median of RUNS runs of
// each, interleaved so that a change in the machine's load affects both alike.
// Usage (after `npm run build`): node --import tsx bench/threads.ts [variant] [depth]

import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { PACKAGE_ROOT } from '../loading/package-root.ts';
import { median } from './harness.ts';

const BIN = join(PACKAGE_ROOT, 'bin', 'fairyforge.js');
const RUNS = 3;

export interface ThreadSpeedup {
  readonly variant: string;
  readonly depth: number;
  readonly nodes: number;
  /** Median ms (and spread) of the count in one thread and in two. */
  readonly one: { ms: number; minMs: number; maxMs: number };
  readonly two: { ms: number; minMs: number; maxMs: number };
  readonly speedup: number;
}

function countMs(variant: string, depth: number, threads: number): { nodes: number; ms: number } {
  const r = spawnSync(process.execPath, [BIN, 'perft', variant, '--depth', String(depth), '--threads', String(threads), '--json'], {
    encoding: 'utf8',
    env: { ...process.env, NODE_OPTIONS: '' },
  });
  if (r.status !== 0) throw new Error(`perft ${variant} --threads ${threads} failed: ${r.stderr.trim()}`);
  const out = JSON.parse(r.stdout) as { nodes: number; ms: number };
  return { nodes: out.nodes, ms: out.ms };
}

const spread = (xs: number[]) => ({ ms: median(xs), minMs: Math.min(...xs), maxMs: Math.max(...xs) });

export function measureThreads(variant = 'chess', depth = 6): ThreadSpeedup {
  const one: number[] = [];
  const two: number[] = [];
  let nodes = -1;
  for (let i = 0; i < RUNS; i++) {
    for (const [threads, times] of [[1, one], [2, two]] as const) {
      const r = countMs(variant, depth, threads);
      if (nodes >= 0 && r.nodes !== nodes) throw new Error(`perft ${variant} ${depth}: ${r.nodes} nodes in ${threads} threads, ${nodes} before`);
      nodes = r.nodes;
      times.push(r.ms);
    }
  }
  const a = spread(one);
  const b = spread(two);
  return { variant, depth, nodes, one: a, two: b, speedup: a.ms / b.ms };
}

export function printThreads(t: ThreadSpeedup): void {
  console.log(`\nperft ${t.variant} ${t.depth} by the CLI (${t.nodes.toLocaleString('en-US')} nodes), median of ${RUNS} runs (spread):`);
  console.log(`  1 thread   ${t.one.ms.toFixed(0)} ms (${t.one.minMs}-${t.one.maxMs})`);
  console.log(`  2 threads  ${t.two.ms.toFixed(0)} ms (${t.two.minMs}-${t.two.maxMs})`);
  console.log(`  speed-up   ${t.speedup.toFixed(2)}x (target ≥ 1.7x on 2 cores; a loaded machine lowers it)`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  printThreads(measureThreads(process.argv[2] ?? 'chess', Number(process.argv[3] ?? 6)));
}

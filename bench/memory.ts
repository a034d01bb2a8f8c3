// Memory of a count: garbage collections during perft (none should happen: move generation
// writes into preallocated typed arrays, make/unmake works in place) and the peak resident set
// of a deep count by the CLI. Runs the build (dist/), as a user does.
// Usage (after `npm run build`): node --import tsx bench/memory.ts [--json] [variant:depth ...]

import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { PACKAGE_ROOT } from '../loading/package-root.ts';

const LIB = pathToFileURL(join(PACKAGE_ROOT, 'dist', 'lib', 'index.js')).href;
const BIN = join(PACKAGE_ROOT, 'bin', 'fairyforge.js');
const START = '@@counted part starts@@';
const END = '@@counted part ends@@';

/** The collections V8 reported (`--trace-gc`) while one perft ran, after a warm-up count. */
export interface GcCount {
  readonly variant: string;
  readonly depth: number;
  readonly nodes: number;
  readonly scavenges: number;
  /** Mark-compact (full) collections, incremental marking steps included. */
  readonly markCompacts: number;
}

/** The variants and depths the GC check counts by default: one of each move-generation family. */
export const GC_CASES: readonly (readonly [string, number])[] = [
  ['chess', 5], // replacement captures, castling, en passant, promotion
  ['crazyhouse', 4], // drops from a hand
  ['xiangqi', 4], // hoppers, confinement, flying general
  ['interweave', 4], // capture chains, approach, custodian, jump, remove
  ['fusion', 4], // fusion and fission
  ['atomic', 4], // explosions: legality by replies
  ['janggi', 4], // passing, lame leaps, counting
  ['grand', 4], // 10x10, promotion per region
];

/** Runs one perft of `variant` at `depth` in a child node with --trace-gc and counts the collections during it. */
export function countGc(variant: string, depth: number): GcCount {
  const code = [
    `const { loadVariant } = await import(${JSON.stringify(LIB)});`,
    `const v = await loadVariant(${JSON.stringify(variant)});`,
    // warm-up: the JIT compiles the hot path (and allocates while it does) before the counted part
    `v.perft(${depth - 1}); v.perft(${depth - 1});`,
    `process.stdout.write(${JSON.stringify(`${START}\n`)});`,
    `const nodes = v.perft(${depth});`,
    `process.stdout.write(${JSON.stringify(END)} + ' ' + nodes + '\\n');`,
  ].join('\n');
  const r = spawnSync(process.execPath, ['--trace-gc', '--input-type=module', '-e', code], { encoding: 'utf8', maxBuffer: 1 << 26, env: { ...process.env, NODE_OPTIONS: '' } });
  if (r.status !== 0) throw new Error(`GC count of ${variant} failed: ${r.stderr.trim()}`);
  const lines = r.stdout.split('\n');
  const from = lines.findIndex((l) => l.includes(START));
  const to = lines.findIndex((l) => l.includes(END));
  if (from < 0 || to < from) throw new Error(`GC count of ${variant}: markers not found`);
  const counted = lines.slice(from + 1, to);
  return {
    variant,
    depth,
    nodes: Number(lines[to].split(' ').pop()),
    scavenges: counted.filter((l) => /Scavenge|Minor/.test(l)).length,
    markCompacts: counted.filter((l) => /Mark-Compact|Mark-sweep|Mark-Sweep/.test(l)).length,
  };
}

/** Peak resident set of `fairyforge perft <variant> --depth N` (from /usr/bin/time -v), with its time. */
export interface PeakRss {
  readonly command: string;
  readonly maxRssMb: number;
  readonly seconds: number;
}

/** The peak RSS of a CLI perft, or a sentence saying why it was not measured. */
export function peakRss(variant: string, depth: number, extra: readonly string[] = []): PeakRss | string {
  if (!existsSync('/usr/bin/time')) return '/usr/bin/time is not installed: peak RSS not measured';
  const args = [BIN, 'perft', variant, '--depth', String(depth), ...extra];
  const r = spawnSync('/usr/bin/time', ['-v', process.execPath, ...args], { encoding: 'utf8', env: { ...process.env, NODE_OPTIONS: '' } });
  if (r.status !== 0) return `perft ${variant} --depth ${depth} failed: ${r.stderr.trim().split('\n')[0]}`;
  const kb = /Maximum resident set size \(kbytes\): (\d+)/.exec(r.stderr);
  const wall = /Elapsed \(wall clock\) time \(h:mm:ss or m:ss\): (?:(\d+):)?(\d+):([\d.]+)/.exec(r.stderr);
  if (!kb || !wall) return 'could not read /usr/bin/time -v output';
  const seconds = Number(wall[1] ?? 0) * 3600 + Number(wall[2]) * 60 + Number(wall[3]);
  return { command: `fairyforge perft ${variant} --depth ${depth}${extra.length ? ` ${extra.join(' ')}` : ''}`, maxRssMb: Number(kb[1]) / 1024, seconds };
}

export function printGc(rows: readonly GcCount[]): void {
  console.log('Garbage collections during one perft (node --trace-gc, after a warm-up; 0 = no allocation per node):');
  for (const r of rows) {
    console.log(`  ${r.variant} perft(${r.depth}) ${r.nodes.toLocaleString('en-US')} nodes: ${r.scavenges} scavenges, ${r.markCompacts} mark-compacts`);
  }
}

export function printRss(rows: readonly (PeakRss | string)[]): void {
  console.log('Peak resident set (/usr/bin/time -v):');
  for (const r of rows) console.log(typeof r === 'string' ? `  ${r}` : `  ${r.command}: ${r.maxRssMb.toFixed(1)} MB in ${r.seconds.toFixed(1)} s`);
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const args = process.argv.slice(2).filter((a) => a !== '--json');
  const cases = args.length > 0 ? args.map((a) => [a.split(':')[0], Number(a.split(':')[1] ?? 4)] as const) : GC_CASES;
  const gc = cases.map(([v, d]) => countGc(v, d));
  const rss = [peakRss('chess', 1), peakRss('chess', 5)];
  if (process.argv.includes('--json')) console.log(JSON.stringify({ gc, rss }, null, 2));
  else {
    printGc(gc);
    printRss(rss);
  }
}

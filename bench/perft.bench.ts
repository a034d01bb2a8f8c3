// Entry point of `npm run bench`: perft speed of the peers and of fairyforge's engines, node
// counts cross-checked, then the two-thread speed-up, memory (collections during a count, peak
// resident set of a deep count) and the built CLI's start-up. Each row is the median of 3 timed
// runs after a warm-up, with the spread (fastest-slowest). The rows:
//   chessops, chess.js   JavaScript chess libraries, through their own perft / public API;
//   ffish                Fairy-Stockfish's WebAssembly build driven from JavaScript: a JS-side
//                        recursion with JS↔WASM calls at every node (push, pop, legal-move
//                        count), so it measures the binding more than Fairy-Stockfish;
//   fairy-stockfish      Debian's native build (bench/native.ts): the honest peer, timed by the
//   (native)             wall clock of its `go perft` command alone; skipped when not installed;
//   fairyforge           the plan interpreter and the generated engine of each bundled variant,
//                        each in a worker thread of its own, started afresh for each position.
// Usage: node --conditions=fairyforge-source --import tsx bench/perft.bench.ts [--json] [--quick] [--runs=N] [--sections=a,b]
//   --quick leaves out the deep rows (chess perft 6 and 7, the thread speed-up);
//   --sections= runs only some of: startup, peers, deep, variants, threads, memory (default all).
import { bundledStarts, fairyforgeRunners, GENERATED, INTERPRETED } from './fairyforge-runners.ts';
import { measure, printTable, toJson, wantsJson, type Row, type Runner } from './harness.ts';
import { countGc, GC_CASES, peakRss, printGc, printRss, type GcCount, type PeakRss } from './memory.ts';
import { NATIVE, startNative, type NativeEngine } from './native.ts';
import { loadPeers } from './peers.ts';
import { measureStartup, printStartup, startupJson } from './startup.ts';
import { measureThreads, printThreads, type ThreadSpeedup } from './threads.ts';
import { bundledSpecFiles, generateModules } from '../generator/generate.ts';

interface Case {
  position: string;
  variant: string;
  fen: string;
  depth: number;
  /** Known-correct node count (from outside: published tables, Fairy-Stockfish); undefined: the interpreter's count. */
  expected?: number;
  /** Engine whose nodes/s is the 1.00x reference for this position. */
  baseline: string;
  /** Only these engines (default: every runner of the variant). */
  engines?: readonly string[];
}

const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
const KIWIPETE = 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1';

// positions are row keys: the peer cases' names differ from the per-variant rows' (`<variant> start`)
const PEER_CASES: Case[] = [
  { position: 'chess start, peers', variant: 'chess', fen: START, depth: 4, expected: 197281, baseline: 'chessops' },
  { position: 'kiwipete', variant: 'chess', fen: KIWIPETE, depth: 3, expected: 97862, baseline: 'chessops' },
  { position: 'berolina start, peers', variant: 'berolina', fen: START, depth: 3, expected: 28328, baseline: 'ffish' },
  // pieces in hand on both sides: drops to every empty square (count from Debian's native Fairy-Stockfish, go perft 3)
  { position: 'crazyhouse middle game', variant: 'crazyhouse', fen: 'r1bqk2r/pppp1ppp/2n2n2/2b1p3/2B1P3/2N2N2/PPPP1PPP/R1BQK2R[Pp] w KQkq - 4 5', depth: 3, expected: 185250, baseline: 'ffish' },
  // shogi after the bishops are exchanged, a bishop in each hand (count from Debian's native Fairy-Stockfish and ffish, go perft 3)
  { position: 'shogi bishops in hand', variant: 'shogi', fen: 'lnsgkg1nl/1r5s1/p1pppp1pp/1p4p2/9/2P4P1/PP1PPPP1P/7R1/LNSGKGSNL[Bb] w - - 2 4', depth: 3, expected: 297045, baseline: 'ffish' },
];

/** The deep chess row: the published perft(6), the peers that finish it in seconds. */
const DEEP_CASE: Case = { position: 'chess start d6', variant: 'chess', fen: START, depth: 6, expected: 119060324, baseline: NATIVE, engines: [GENERATED, NATIVE, 'chessops'] };

/** Each bundled variant is counted from its start at the deepest depth (2 to 6) with at most this many leaves. */
const VARIANT_NODES = 1_000_000;

/** The ffish the comparison tests run (package.json). */
const FFISH_VERSION = '0.7.10';

const SECTIONS = ['startup', 'peers', 'deep', 'variants', 'threads', 'memory'] as const;
type Section = (typeof SECTIONS)[number];

function parseSections(argv: readonly string[]): Set<Section> {
  const arg = argv.find((a) => a.startsWith('--sections='));
  if (!arg) return new Set(SECTIONS);
  const names = arg.slice('--sections='.length).split(',');
  const bad = names.filter((n) => !SECTIONS.includes(n as Section));
  if (bad.length > 0) throw new Error(`unknown section ${bad.join(', ')} (expected ${SECTIONS.join(', ')})`);
  return new Set(names as Section[]);
}

function parseRuns(argv: readonly string[]): number {
  const arg = argv.find((a) => a.startsWith('--runs='));
  const value = arg ? Number(arg.slice('--runs='.length)) : 3;
  if (!Number.isSafeInteger(value) || value < 1) throw new Error(`bad ${arg}`);
  return value;
}

/** Time to load, check, compile and emit (in memory) every bundled variant, as `npm run gen` does. */
function timeGeneration(): { variants: number; ms: number } {
  const files = bundledSpecFiles();
  const started = performance.now();
  const result = generateModules(files);
  if (!result.ok) throw new Error('a bundled variant does not validate');
  return { variants: files.length, ms: performance.now() - started };
}

/**
 * The deepest depth from 2 to 6 whose count stays within VARIANT_NODES: counted by the generated
 * engine up to the last depth whose count, times the branching factor seen so far, is predicted
 * to stay within it (so the probe never counts far past the budget).
 */
async function variantDepth(generated: Runner, fen: string): Promise<number> {
  let depth = 2;
  let before = await generated.perft(fen, 1);
  let last = await generated.perft(fen, 2);
  while (depth < 6 && before > 0 && last * (last / before) <= VARIANT_NODES) {
    const next = await generated.perft(fen, depth + 1);
    if (next > VARIANT_NODES) break;
    [before, last] = [last, next];
    depth++;
  }
  return depth;
}

async function runCases(cases: readonly Case[], runners: readonly Runner[], runs: number, rows: Row[], warnings: string[], notes: string[]): Promise<void> {
  for (const c of cases) {
    const mine = runners.filter((r) => (r.variant ?? 'chess') === c.variant && (!c.engines || c.engines.includes(r.name)));
    for (const runner of mine) {
      process.stderr.write(`${runner.name} · ${c.position} · depth ${c.depth} ...\n`);
      try {
        rows.push({ engine: runner.name, position: c.position, depth: c.depth, ...(await measure(runner, c.fen, c.depth, runs)) });
      } catch (e) {
        warnings.push(`WARNING: ${runner.name} failed on ${c.position}: ${e instanceof Error ? e.message : String(e)}`);
      }
    }
    // each case starts fairyforge's engines afresh (bench/fairyforge-runners.ts)
    await Promise.all(mine.map((r) => r.close?.()));
    const expected = c.expected ?? rows.find((r) => r.position === c.position && r.engine === INTERPRETED)?.nodes;
    for (const r of rows.filter((row) => row.position === c.position && row.nodes !== expected)) {
      // Debian's build may be older than the ffish the tests compare with: a rule that changed since is a note, not a failure
      const older = r.engine === NATIVE && c.expected === undefined;
      const text = `${r.engine} counts ${r.nodes} nodes on ${c.position} depth ${c.depth}; expected ${expected}`;
      if (older) notes.push(`NOTE: ${text} (the tests match ffish ${FFISH_VERSION}; the native build may play an older rule)`);
      else warnings.push(`WARNING: ${text}`);
    }
  }
}

/** nodes/s of `engine` over nodes/s of `base` on `position` (by wall clock, or by CPU time), when both rows exist and agree on the count. */
function ratio(rows: readonly Row[], position: string, engine: string, base: string, cpu: boolean): number | undefined {
  const a = rows.find((r) => r.position === position && r.engine === engine);
  const b = rows.find((r) => r.position === position && r.engine === base);
  if (!a || !b || a.nodes !== b.nodes) return undefined;
  if (!cpu) return a.nps / b.nps;
  return a.cpuNps !== undefined && b.cpuNps !== undefined ? a.cpuNps / b.cpuNps : undefined;
}

interface Ratios {
  chessD6VsNative?: number;
  chessD6VsChessops?: number;
  vsNative: { variant: string; ratio: number }[];
  vsInterpreted: { variant: string; ratio: number }[];
}

interface Summary {
  wall: Ratios;
  cpu: Ratios;
  nativeDisagrees: string[];
}

function ratios(rows: readonly Row[], variantCases: readonly Case[], cpu: boolean): Ratios {
  const vsNative: Ratios['vsNative'] = [];
  const vsInterpreted: Ratios['vsInterpreted'] = [];
  for (const c of variantCases) {
    const n = ratio(rows, c.position, GENERATED, NATIVE, cpu);
    if (n !== undefined) vsNative.push({ variant: c.variant, ratio: n });
    const i = ratio(rows, c.position, GENERATED, INTERPRETED, cpu);
    if (i !== undefined) vsInterpreted.push({ variant: c.variant, ratio: i });
  }
  return {
    chessD6VsNative: ratio(rows, DEEP_CASE.position, GENERATED, NATIVE, cpu),
    chessD6VsChessops: ratio(rows, DEEP_CASE.position, GENERATED, 'chessops', cpu),
    vsNative,
    vsInterpreted,
  };
}

function summarize(rows: readonly Row[], variantCases: readonly Case[]): Summary {
  const nativeDisagrees = variantCases
    .filter((c) => ratio(rows, c.position, GENERATED, NATIVE, false) === undefined && rows.some((r) => r.position === c.position && r.engine === NATIVE))
    .map((c) => c.variant);
  return { wall: ratios(rows, variantCases, false), cpu: ratios(rows, variantCases, true), nativeDisagrees };
}

const x = (r: number | undefined): string => (r === undefined ? '-' : `${r.toFixed(2)}x`);
const verdict = (r: number | undefined, target: number): string => (r === undefined ? 'not measured' : r >= target ? 'met' : 'NOT MET');

function printRatios(label: string, s: Ratios): void {
  console.log(`\nRatios by ${label} (nodes/s, medians; targets from issue #17):`);
  console.log(`  chess perft(6), generated vs native Fairy-Stockfish: ${x(s.chessD6VsNative)} (target ≥ 1.5x: ${verdict(s.chessD6VsNative, 1.5)})`);
  console.log(`  chess perft(6), generated vs chessops: ${x(s.chessD6VsChessops)} (target ≥ 3x: ${verdict(s.chessD6VsChessops, 3)})`);
  const list = (xs: { variant: string; ratio: number }[]) => xs.map((v) => `${v.variant} ${x(v.ratio)}`).join(', ');
  const below = (xs: { variant: string; ratio: number }[], t: number) => xs.filter((v) => v.ratio < t).map((v) => v.variant);
  console.log(`  generated vs native, every variant native knows (target ≥ 1x; below: ${below(s.vsNative, 1).join(', ') || 'none'}):`);
  console.log(`    ${list(s.vsNative)}`);
  console.log(`  generated vs interpreted, every bundled variant (target ≥ 3x; below: ${below(s.vsInterpreted, 3).join(', ') || 'none'}):`);
  console.log(`    ${list(s.vsInterpreted)}`);
}

function printSummary(s: Summary): void {
  printRatios('wall clock', s.wall);
  printRatios('CPU time', s.cpu);
  if (s.nativeDisagrees.length > 0) console.log(`  native counts differ from ours (no ratio): ${s.nativeDisagrees.join(', ')}`);
}

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  const json = wantsJson(argv);
  const quick = argv.includes('--quick');
  const runs = parseRuns(argv);
  const sections = parseSections(argv);
  const on = (name: Section): boolean => sections.has(name) && !(quick && (name === 'deep' || name === 'threads'));
  // first, while nothing else of this run has warmed or loaded the machine
  const startup = on('startup') ? measureStartup() : null;
  const generation = on('startup') ? timeGeneration() : null;
  const native = await startNative();
  const notes: string[] = [];
  if (typeof native === 'string') notes.push(native);
  const nativeEngine: NativeEngine | null = typeof native === 'string' ? null : native;
  if (nativeEngine) notes.push(`native peer: ${nativeEngine.version}, ${nativeEngine.variants.size} variants`);

  const starts = bundledStarts();
  const runners: Runner[] = [...(await loadPeers(['berolina', 'crazyhouse'])), ...fairyforgeRunners()];
  for (const { variant, fen } of starts) if (nativeEngine?.variants.has(variant)) runners.push(nativeEngine.runner(variant, fen));

  const rows: Row[] = [];
  const warnings: string[] = [];
  await runCases([...(on('peers') ? PEER_CASES : []), ...(on('deep') ? [DEEP_CASE] : [])], runners, runs, rows, warnings, notes);

  const variantCases: Case[] = [];
  for (const { variant, fen } of on('variants') ? starts : []) {
    const generated = runners.find((r) => r.name === GENERATED && r.variant === variant);
    if (!generated) continue;
    const depth = await variantDepth(generated, fen);
    await generated.close?.();
    variantCases.push({ position: `${variant} start`, variant, fen, depth, baseline: INTERPRETED, engines: [INTERPRETED, GENERATED, NATIVE] });
  }
  await runCases(variantCases, runners, runs, rows, warnings, notes);
  nativeEngine?.close();

  const threads: ThreadSpeedup | null = on('threads') ? measureThreads('chess', 6) : null;
  const gc: GcCount[] = on('memory') ? GC_CASES.map(([v, d]) => countGc(v, d)) : [];
  const rss: (PeakRss | string)[] = !on('memory') ? [] : quick ? [peakRss('chess', 5)] : [peakRss('chess', 7)];

  const baselineOf = (position: string): string => [...PEER_CASES, DEEP_CASE, ...variantCases].find((c) => c.position === position)?.baseline ?? 'chessops';
  const summary = summarize(rows, variantCases);
  if (json) {
    const extra = { runs, notes, warnings, generationMs: generation && Math.round(generation.ms), startup: startup && startupJson(startup), summary, threads, gc, rss };
    console.log(toJson(rows, baselineOf, extra));
  } else {
    for (const n of notes) console.log(n);
    printTable(rows, baselineOf);
    printSummary(summary);
    if (threads) printThreads(threads);
    if (gc.length > 0) {
      console.log();
      printGc(gc);
      printRss(rss);
    }
    if (generation) console.log(`\nvalidate + generate every bundled variant (${generation.variants}): ${Math.round(generation.ms)} ms`);
    if (startup) printStartup(startup);
  }
  for (const w of warnings) console.error(w);
  if (warnings.length > 0) process.exitCode = 1;
}

await main();

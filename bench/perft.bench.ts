// Entry point of `npm run bench`: perft speed of the peers and of fairyforge's engines, with node counts cross-checked,
// and the built CLI's start-up (bench/startup.ts; `npm run bench` builds first).
// Usage: node --conditions=fairyforge-source --import tsx bench/perft.bench.ts [--json] [--min-ms=N]
import { bundledStarts, fairyforgeRunners, INTERPRETED } from './fairyforge-runners.ts';
import { measure, printTable, toJson, wantsJson, type Row, type Runner } from './harness.ts';
import { loadPeers } from './peers.ts';
import { measureStartup, printStartup, startupJson } from './startup.ts';
import { bundledSpecFiles, generateModules } from '../generator/generate.ts';

interface Case {
  position: string;
  variant: string;
  fen: string;
  depth: number;
  /** Known-correct node count; every engine must match it. */
  expected: number;
  /** Engine whose nodes/s is the 1.00x reference for this position. */
  baseline: string;
}

const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
const KIWIPETE = 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1';

const CASES: Case[] = [
  { position: 'chess start', variant: 'chess', fen: START, depth: 4, expected: 197281, baseline: 'chessops' },
  { position: 'kiwipete', variant: 'chess', fen: KIWIPETE, depth: 3, expected: 97862, baseline: 'chessops' },
  { position: 'berolina start', variant: 'berolina', fen: START, depth: 3, expected: 28328, baseline: 'ffish' },
  // pieces in hand on both sides: drops to every empty square (count from Debian's native Fairy-Stockfish, go perft 3)
  { position: 'crazyhouse middle game', variant: 'crazyhouse', fen: 'r1bqk2r/pppp1ppp/2n2n2/2b1p3/2B1P3/2N2N2/PPPP1PPP/R1BQK2R[Pp] w KQkq - 4 5', depth: 3, expected: 185250, baseline: 'ffish' },
];

/** Variants no peer plays: generated against interpreted from the start position. */
const OWN_DEPTH = 3;

function parseMinMs(argv: readonly string[]): number {
  const arg = argv.find((a) => a.startsWith('--min-ms='));
  const value = arg ? Number(arg.slice('--min-ms='.length)) : 1000;
  if (!Number.isFinite(value) || value < 0) throw new Error(`bad ${arg}`);
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

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  const json = wantsJson(argv);
  const minMs = parseMinMs(argv);
  // first, while nothing else of this run has warmed or loaded the machine
  const startup = measureStartup();
  const generation = timeGeneration();
  const runners: Runner[] = [...(await loadPeers(['berolina', 'crazyhouse'])), ...(await fairyforgeRunners())];
  for (const { variant, fen } of bundledStarts()) {
    if (CASES.some((c) => c.variant === variant)) continue;
    const reference = runners.find((r) => r.name === INTERPRETED && r.variant === variant);
    if (!reference) continue;
    const expected = reference.perft(fen, OWN_DEPTH);
    CASES.push({ position: `${variant} start`, variant, fen, depth: OWN_DEPTH, expected, baseline: INTERPRETED });
  }

  const rows: Row[] = [];
  const warnings: string[] = [];
  for (const c of CASES) {
    for (const runner of runners.filter((r) => (r.variant ?? 'chess') === c.variant)) {
      process.stderr.write(`${runner.name} · ${c.position} · depth ${c.depth} ...\n`);
      try {
        rows.push({ engine: runner.name, position: c.position, depth: c.depth, ...measure(runner, c.fen, c.depth, minMs) });
      } catch (e) {
        warnings.push(`WARNING: ${runner.name} failed on ${c.position}: ${e instanceof Error ? e.message : String(e)}`);
      }
    }
    for (const r of rows.filter((row) => row.position === c.position && row.nodes !== c.expected)) {
      warnings.push(`WARNING: ${r.engine} counts ${r.nodes} nodes on ${c.position} depth ${c.depth}; expected ${c.expected}`);
    }
  }

  const baselineOf = (position: string): string => CASES.find((c) => c.position === position)?.baseline ?? 'chessops';
  if (json) {
    console.log(toJson(rows, baselineOf, { minMs, warnings, generationMs: Math.round(generation.ms), startup: startupJson(startup) }));
  } else {
    printTable(rows, baselineOf);
    console.log(`validate + generate every bundled variant (${generation.variants}): ${Math.round(generation.ms)} ms`);
    printStartup(startup);
  }
  for (const w of warnings) console.error(w);
  if (warnings.length > 0) process.exitCode = 1;
}

await main();

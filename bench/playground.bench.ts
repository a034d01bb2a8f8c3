// The playground's figures, run by hand: builds the page (playground/vite.config.ts, into a
// temporary folder), then reports
//   bundle size    gzip of the page's entry chunk, of the engine worker's entry chunk, of what the
//                  worker loads before it answers (its static imports), and of every asset;
//   first paint    first paint and first contentful paint of the built page in headless
//                  chromium (Debian's /usr/bin/chromium), median of fresh loads;
//   engine reply   on the engine harness page (test/playground/engine-page.ts): the time a
//                  variant takes to load in the worker, and to a best move at a fixed depth
//                  (chess, shogi), request to answer through the client, median of runs, each on
//                  a freshly loaded variant (an empty transposition table).
// Usage: node --conditions=fairyforge-source --import tsx bench/playground.bench.ts [--runs=N]
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from 'playwright-core';
import { build } from 'vite';
import { servePlayground } from '../cli/commands/playground.ts';
import { REPO_ROOT } from '../generator/generate.ts';
import { loadVariant } from '../lib/index.ts';
import type { EngineClient } from '../playground/src/engine/client.ts';
import { buildHarness } from '../test/playground/engine-page.ts';

const CHROMIUM = '/usr/bin/chromium';
const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const RUNS = Number(/^--runs=(\d+)$/.exec(process.argv.find((a) => a.startsWith('--runs=')) ?? '')?.[1] ?? 5);
/** The fixed-depth replies: a position a few moves in (SAN, or `first` legal moves in generation order), so the search has something to do. */
const REPLIES = [
  { variant: 'chess', moves: ['e4', 'e5', 'Nf3', 'Nc6'], depth: 6 },
  { variant: 'shogi', moves: ['first', 'first'], depth: 4 },
] as const;

/** The FEN a reply is searched from. */
async function replyFen(variant: string, moves: readonly string[]): Promise<string> {
  const v = await loadVariant(variant);
  let fen = v.startFen;
  for (const m of moves) fen = v.play([m === 'first' ? v.moves(fen)[0].uci : m], fen).fen;
  return fen;
}

type HarnessWindow = Window & { engineHarness: { client: EngineClient } };

const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KiB`;
const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const gz = (file: string): number => gzipSync(readFileSync(file), { level: 9 }).length;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((f) => join(dir, f))
    .filter((f) => statSync(f).isFile());
}

/** A built chunk and every chunk it imports statically (`import … from "./x.js"`, `import "./x.js"`), transitively. */
function withStaticImports(entry: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string): void => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    for (const m of code.matchAll(/(?:\bfrom\s*|\bimport\s*)["'](\.\/[^"']+\.js)["']/g)) visit(join(file, '..', m[1]));
  };
  visit(entry);
  return [...seen];
}

interface WorkerFigures {
  /** Where the worker was measured: the page's build, or the harness's when the page has none yet. */
  from: string;
  worker: number;
  workerLoaded: number;
}

interface BundleFigures {
  main: number;
  total: number;
  worker: WorkerFigures | undefined;
}

/** The engine worker's chunk in a build (assets/worker-*.js), if it has one. */
function workerFigures(dir: string, from: string): WorkerFigures | undefined {
  const worker = filesUnder(dir).find((f) => /^assets\/worker-[^/]*\.js$/.test(relative(dir, f)));
  if (worker === undefined) return undefined;
  return { from, worker: gz(worker), workerLoaded: withStaticImports(worker).reduce((sum, f) => sum + gz(f), 0) };
}

async function bundle(dir: string): Promise<BundleFigures> {
  await build({ configFile: join(REPO_ROOT, 'playground', 'vite.config.ts'), logLevel: 'warn', build: { outDir: dir, emptyOutDir: true } });
  const html = readFileSync(join(dir, 'index.html'), 'utf8');
  const main = join(dir, /<script type="module"[^>]*src="\.?\/?([^"]+)"/.exec(html)![1]);
  return { main: gz(main), total: filesUnder(dir).reduce((sum, f) => sum + gz(f), 0), worker: workerFigures(dir, 'the page') };
}

async function paints(browser: Browser, dir: string): Promise<{ fp: number; fcp: number }> {
  const server = await servePlayground(dir, 0, '127.0.0.1');
  const fp: number[] = [];
  const fcp: number[] = [];
  try {
    for (let i = 0; i < RUNS; i++) {
      const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
      const page = await context.newPage();
      await page.goto(server.url, { waitUntil: 'load' });
      await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
      const got = await page.evaluate(() => Object.fromEntries(performance.getEntriesByType('paint').map((e) => [e.name, e.startTime])));
      fp.push(got['first-paint']);
      fcp.push(got['first-contentful-paint']);
      await context.close();
    }
  } finally {
    await server.close();
  }
  return { fp: median(fp), fcp: median(fcp) };
}

interface Reply {
  variant: string;
  depth: number;
  loadMs: number;
  replyMs: number;
  spread: string;
  nodes: number;
}

async function replies(browser: Browser): Promise<{ replies: Reply[]; harnessWorker: WorkerFigures | undefined }> {
  const site = await buildHarness();
  const harnessWorker = workerFigures(site.dir, 'the engine harness page');
  const page = await browser.newPage();
  const out: Reply[] = [];
  try {
    await page.goto(site.url);
    await page.waitForFunction(() => 'engineHarness' in window);
    for (const reply of REPLIES) {
      const r = { variant: reply.variant, depth: reply.depth, fen: await replyFen(reply.variant, reply.moves) };
      const loads: number[] = [];
      const times: number[] = [];
      let nodes = 0;
      for (let i = 0; i < RUNS; i++) {
        const run = await page.evaluate(async (job) => {
          const { client } = (window as unknown as HarnessWindow).engineHarness;
          const t0 = performance.now();
          const loaded = await client.load(job.variant);
          const t1 = performance.now();
          const best = await client.bestMove({ fen: job.fen, depth: job.depth, movetimeMs: 60_000 });
          const t2 = performance.now();
          if (!loaded.ok || !best.ok) throw new Error(loaded.ok ? (best.ok ? '' : best.message) : loaded.message);
          return { load: t1 - t0, reply: t2 - t1, nodes: best.nodes, depth: best.depth };
        }, r);
        if (run.depth < r.depth) throw new Error(`${r.variant}: the search stopped at depth ${run.depth}`);
        loads.push(run.load);
        times.push(run.reply);
        nodes = run.nodes;
      }
      out.push({ variant: r.variant, depth: r.depth, loadMs: median(loads), replyMs: median(times), spread: `${Math.round(Math.min(...times))}-${Math.round(Math.max(...times))}`, nodes });
    }
  } finally {
    await page.close();
    await site.close();
  }
  return { replies: out, harnessWorker };
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'ff-playground-bench-'));
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
  try {
    const size = await bundle(dir);
    const paint = await paints(browser, dir);
    const { replies: engine, harnessWorker } = await replies(browser);
    const worker = size.worker ?? harnessWorker;
    console.log(`playground figures, ${new Date().toISOString()}, ${RUNS} runs each (medians)`);
    console.log('');
    console.log('| bundle (gzip) | size |');
    console.log('|---|---|');
    console.log(`| page entry chunk | ${kb(size.main)} |`);
    if (worker !== undefined) {
      console.log(`| engine worker chunk (in ${worker.from}) | ${kb(worker.worker)} |`);
      console.log(`| worker with its static imports | ${kb(worker.workerLoaded)} |`);
    }
    console.log(`| every asset | ${kb(size.total)} |`);
    console.log('');
    console.log(`| page load, 1400 px | first paint ${paint.fp.toFixed(0)} ms | first contentful paint ${paint.fcp.toFixed(0)} ms |`);
    console.log('');
    console.log('| engine reply | depth | load in worker ms | best move ms (median) | spread ms | nodes |');
    console.log('|---|---|---|---|---|---|');
    for (const e of engine) console.log(`| ${e.variant} | ${e.depth} | ${e.loadMs.toFixed(0)} | ${e.replyMs.toFixed(0)} | ${e.spread} | ${e.nodes.toLocaleString('en-US')} |`);
  } finally {
    await browser.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();

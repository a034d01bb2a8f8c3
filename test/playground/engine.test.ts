// The playground's engine in a real browser (Debian's chromium, headless, driven by
// playwright-core) on the engine harness page, built with the playground's vite config: the
// engine worker answers a legal move within its time, an analysis streams iterations and stops,
// the perft box counts as the library does (chess and crazyhouse, depth 3) and can be cancelled,
// mistakes come back as the library's located messages, and while the engine thinks for two
// seconds the page's main thread has no long task above LONG_TASK_BOUND_MS and keeps painting
// frames. Screenshots go to test-artifacts/ (gitignored). Skipped, with the reason in the test's
// name, only when /usr/bin/chromium is absent.

import { existsSync, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadVariant } from '../../lib/index.ts';
import type { EngineClient } from '../../playground/src/engine/client.ts';
import { buildHarness, type HarnessSite } from './engine-page.ts';

const CHROMIUM = '/usr/bin/chromium';
const HAVE_CHROMIUM = existsSync(CHROMIUM);
const ARTIFACTS = fileURLToPath(new URL('../../test-artifacts/', import.meta.url));
const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
/** No main-thread task while the engine thinks may last longer than this (a frame drop a person notices is ~100 ms; 200 leaves room for a loaded machine). */
const LONG_TASK_BOUND_MS = 200;

type HarnessWindow = Window & { engineHarness: { client: EngineClient } };

describe.skipIf(!HAVE_CHROMIUM)(HAVE_CHROMIUM ? 'the engine worker in chromium' : `the engine worker in chromium (skipped: no ${CHROMIUM})`, () => {
  let site: HarnessSite;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    mkdirSync(ARTIFACTS, { recursive: true });
    site = await buildHarness();
    browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
    page = await browser.newPage({ viewport: { width: 420, height: 900 } });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(site.url);
    await page.waitForFunction(() => 'engineHarness' in window);
    expect(errors).toEqual([]);
  });

  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  test('the engine loads a variant and answers a legal move within its move time', async () => {
    const loaded = await page.evaluate(() => (window as unknown as HarnessWindow).engineHarness.client.load('chess'));
    expect(loaded).toMatchObject({ ok: true, name: 'chess', startFen: START });
    const fen = (await loadVariant('chess')).play(['e4', 'c5']).fen;
    const { out, ms } = await page.evaluate(async (f) => {
      const started = performance.now();
      const answer = await (window as unknown as HarnessWindow).engineHarness.client.bestMove({ fen: f, movetimeMs: 500 });
      return { out: answer, ms: performance.now() - started };
    }, fen);
    expect(out.ok).toBe(true);
    if (out.ok) expect((await loadVariant('chess')).moves(fen).map((m) => m.uci)).toContain(out.uci);
    // the move time plus a margin for a loaded machine: the search stops at its time
    expect(ms).toBeLessThan(500 + 1000);
  });

  test('an analysis streams at least two iterations and stops when told', async () => {
    const result = await page.evaluate(async (fen) => {
      const { client } = (window as unknown as HarnessWindow).engineHarness;
      const depths: number[] = [];
      let heardTwo!: () => void;
      const two = new Promise<void>((resolve) => (heardTwo = resolve));
      const analysis = client.analyse({ fen }, (info) => {
        depths.push(info.depth);
        if (depths.length === 2) heardTwo();
      });
      await two;
      client.stop();
      const out = await analysis;
      return { depths, out, busy: client.busy };
    }, START);
    expect(result.depths.length).toBeGreaterThanOrEqual(2);
    expect(result.depths[1]).toBeGreaterThan(result.depths[0]);
    expect(result.out).toMatchObject({ ok: true, depth: result.depths.at(-1) });
    expect(result.busy).toBe(false);
  });

  test('while the engine thinks for 2 s, no main-thread task is longer than the bound and frames keep coming', async () => {
    const measured = await page.evaluate(async (fen) => {
      const longTasks: number[] = [];
      const observer = new PerformanceObserver((list) => list.getEntries().forEach((e) => longTasks.push(e.duration)));
      observer.observe({ type: 'longtask', buffered: false });
      let frames = 0;
      let thinking = true;
      const frame = (): void => {
        frames++;
        if (thinking) requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
      const out = await (window as unknown as HarnessWindow).engineHarness.client.bestMove({ fen, movetimeMs: 2000 });
      thinking = false;
      // a long task is reported after it ends: give the observer a moment
      await new Promise((resolve) => setTimeout(resolve, 100));
      observer.disconnect();
      return { longTasks, frames, ok: out.ok };
    }, START);
    expect(measured.ok).toBe(true);
    expect(measured.longTasks.filter((d) => d > LONG_TASK_BOUND_MS)).toEqual([]);
    // a page whose thread the search held would paint no frame in those two seconds
    expect(measured.frames).toBeGreaterThan(10);
  });

  test('the perft box counts chess and crazyhouse to depth 3 as the library does, with the divide', async () => {
    for (const [name, fen] of [
      ['chess', START],
      ['crazyhouse', (await loadVariant('crazyhouse')).startFen],
    ] as const) {
      await page.evaluate((n) => (window as unknown as HarnessWindow).engineHarness.client.load(n), name);
      const library = await loadVariant(name);
      await page.fill('[data-testid=harness-fen]', fen);
      await page.fill('[data-testid=perft-depth]', '3');
      await page.click('[data-testid=perft-count]');
      await page.waitForSelector('[data-testid=perft-result][data-nodes]');
      const nodes = await page.getAttribute('[data-testid=perft-result]', 'data-nodes');
      expect(Number(nodes), name).toBe(library.perft(3));
      expect(await page.locator('[data-testid=perft-divide] li').count(), name).toBe(library.moves().length);
      await page.evaluate(() => document.querySelector('[data-testid=perft-result]')?.removeAttribute('data-nodes'));
    }
    expect(await loadVariant('chess').then((v) => v.perft(3))).toBe(8902);
    await page.screenshot({ path: `${ARTIFACTS}engine-perft-420.png`, fullPage: true });
  });

  test('a long count is cancelled, and the next one runs on a fresh worker with the variant given again', async () => {
    await page.evaluate(() => (window as unknown as HarnessWindow).engineHarness.client.load('chess'));
    await page.fill('[data-testid=harness-fen]', START);
    await page.fill('[data-testid=perft-depth]', '7');
    await page.click('[data-testid=perft-count]');
    await page.click('[data-testid=perft-cancel]');
    await page.waitForFunction(() => document.querySelector('[data-testid=perft-result]')?.textContent === 'cancelled');
    await page.fill('[data-testid=perft-depth]', '2');
    await page.click('[data-testid=perft-count]');
    await page.waitForSelector('[data-testid=perft-result][data-nodes="400"]');
  });

  test('the analysis panel shows the score and the principal variation, and stops', async () => {
    await page.fill('[data-testid=harness-fen]', START);
    await page.click('[data-testid=analysis-toggle]');
    await page.waitForFunction(() => Number(document.querySelector<HTMLElement>('[data-testid=analysis-score]')?.dataset.depth) >= 3);
    await page.click('[data-testid=analysis-toggle]');
    expect(await page.textContent('[data-testid=analysis-toggle]')).toBe('Analyse');
    expect(await page.textContent('[data-testid=analysis-score]')).toMatch(/depth \d+ · [+-](\d+\.\d\d|#\d+)/);
    expect((await page.textContent('[data-testid=analysis-pv]'))?.split(' ').length).toBeGreaterThanOrEqual(3);
    await page.screenshot({ path: `${ARTIFACTS}engine-analysis-420.png`, fullPage: true });
  });

  test("mistakes come back as the library's messages: a spec's line:col, a FEN's field", async () => {
    const bad = await page.evaluate(() => (window as unknown as HarnessWindow).engineHarness.client.load('name: x\nboard: nonsense\n'));
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.problems[0]).toMatch(/^<text>:2:8: /);
    await page.fill('[data-testid=harness-fen]', 'rnbqkbnr/8 w');
    await page.fill('[data-testid=perft-depth]', '1');
    await page.click('[data-testid=perft-count]');
    await page.waitForFunction(() => /invalid FEN/.test(document.querySelector('[data-testid=perft-result]')?.textContent ?? ''));
  });
});

// The library in a Web Worker, built by the playground's own Vite configuration (its node:
// stand-ins, its import.meta.url rewrite, which Vite applies to a worker's bundle only through
// `worker.plugins`): a page of test/playground/worker-page/ is built into a temporary folder,
// served, and its worker loads a spec extending crazyhouse (which extends chess) and counts perft
// 2, checked against the library in Node. Skipped, with the reason in the test's name, only when
// /usr/bin/chromium is absent.

import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { build, mergeConfig } from 'vite';
import { afterAll, describe, expect, test } from 'vitest';
import { servePlayground } from '../../cli/commands/playground.ts';
import { REPO_ROOT } from '../../generator/generate.ts';
import { loadVariant } from '../../lib/index.ts';
import playgroundConfig from '../../playground/vite.config.ts';

const CHROMIUM = '/usr/bin/chromium';
const HAVE_CHROMIUM = existsSync(CHROMIUM);
const title = (what: string): string => (HAVE_CHROMIUM ? what : `${what} (SKIPPED: ${CHROMIUM} is absent; install it with apt-get install -y chromium)`);

describe.skipIf(!HAVE_CHROMIUM)('the library in a Web Worker', () => {
  const out = mkdtempSync(join(tmpdir(), 'ff-worker-page-'));
  afterAll(() => rmSync(out, { recursive: true, force: true }));

  test(title('loads a spec that extends a bundled variant and counts perft as in Node'), async () => {
    const page = join(REPO_ROOT, 'test', 'playground', 'worker-page');
    await build(mergeConfig(playgroundConfig, { root: page, logLevel: 'warn', build: { outDir: out, emptyOutDir: true, rollupOptions: { input: join(page, 'index.html') } } }));
    const server = await servePlayground(out, 0, '127.0.0.1');
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--headless', '--no-sandbox', '--disable-gpu'] });
    try {
      const tab = await browser.newPage();
      await tab.goto(server.url);
      await tab.waitForFunction(() => document.getElementById('out')!.textContent !== 'waiting', null, { timeout: 30_000 });
      const answer = (await tab.textContent('#out'))!;
      expect(answer).not.toMatch(/^error/);
      const node = await loadVariant('name: mine\nextends: crazyhouse\ntitle: In a worker\n', { engine: 'interpreted' });
      expect(JSON.parse(answer)).toEqual({ title: 'In a worker', start: node.startFen, perft2: node.perft(2) });
    } finally {
      await browser.close();
      await server.close();
    }
  });
});

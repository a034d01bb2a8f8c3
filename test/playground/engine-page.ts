// The engine harness page (playground/src/engine/harness.html) built with the playground's own
// vite config into a temporary folder and served by `fairyforge playground`'s server: what the
// engine's browser test and the playground benchmark open. Vite is imported only here.

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { servePlayground, type RunningServer } from '../../cli/commands/playground.ts';
import { REPO_ROOT } from '../../generator/generate.ts';

export interface HarnessSite {
  /** The harness page's URL. */
  readonly url: string;
  readonly dir: string;
  close(): Promise<void>;
}

export async function buildHarness(): Promise<HarnessSite> {
  const { build } = await import('vite');
  const dir = mkdtempSync(join(tmpdir(), 'ff-engine-harness-'));
  await build({
    configFile: join(REPO_ROOT, 'playground', 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir: dir, emptyOutDir: true, rollupOptions: { input: join(REPO_ROOT, 'playground', 'src', 'engine', 'harness.html') } },
  });
  const server: RunningServer = await servePlayground(dir, 0, '127.0.0.1');
  return {
    url: `${server.url}src/engine/harness.html`,
    dir,
    async close() {
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

// The built playground (dist/playground/, which the tests' global setup builds) served over
// HTTP on a free port — module scripts do not run from file: URLs — and opened in Debian's
// chromium through playwright-core, for the board's browser tests.

import { existsSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';

export const CHROMIUM = '/usr/bin/chromium';
export const HAVE_CHROMIUM = existsSync(CHROMIUM);
const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
export const SITE = fileURLToPath(new URL('../../dist/playground/', import.meta.url));
export const ARTIFACTS = fileURLToPath(new URL('../../test-artifacts/playground/', import.meta.url));

const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.wasm': 'application/wasm',
};

/** Serves SITE on 127.0.0.1; resolves to the server and its URL. */
export function serveSite(): Promise<{ server: Server; url: string }> {
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
    const file = join(SITE, path.endsWith('/') ? `${path}index.html` : path);
    if (!file.startsWith(SITE) || !existsSync(file)) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(readFileSync(file));
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      resolve({ server, url: `http://127.0.0.1:${port}/` });
    });
  });
}

export function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: ARGS });
}

/** The FEN the panel shows. */
export function fenOf(page: Page): Promise<string> {
  return page.locator('[data-testid=fen]').inputValue();
}

/** Picks a bundled variant and waits until the board shows its `files × ranks` squares and a new FEN. */
export async function pickVariant(page: Page, name: string, squares: number): Promise<void> {
  const before = await fenOf(page);
  await page.locator('[data-testid=variant-select]').selectOption(name);
  await page.waitForFunction(
    ([n, old]) => document.querySelectorAll('[data-testid=board] [data-square]').length === n && (document.querySelector('[data-testid=fen]') as HTMLInputElement).value !== old,
    [squares, before] as const,
  );
}

/** Types a FEN into the FEN field and presses Enter. */
export async function typeFen(page: Page, fen: string): Promise<void> {
  const input = page.locator('[data-testid=fen]');
  await input.fill(fen);
  await input.press('Enter');
}

export const square = (page: Page, name: string) => page.locator(`[data-testid=board] [data-square="${name}"]`);

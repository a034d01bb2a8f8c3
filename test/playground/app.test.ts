// The playground page in a real browser (Debian's chromium, headless, playwright-core), built by
// `npm run build` (the test run's global setup) and served by `fairyforge playground`'s server:
// at 1400 px and 420 px wide it loads chess, a variant picked in the select changes the board, a
// spec error shows the library's own diagnostic (line:col and message), fixing it updates the
// board, a share link opened in a new page restores the editor text and the FEN, a damaged link
// is said so, spec text never reaches the page as HTML, and a wrong example is marked. First
// paint is recorded and screenshots kept in test-artifacts/playground/ (gitignored). Skipped,
// with the reason in the test's name, only when /usr/bin/chromium is absent.

import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { PLAYGROUND_DIR, servePlayground, type RunningServer } from '../../cli/commands/playground.ts';
import { REPO_ROOT } from '../../generator/generate.ts';
import { loadVariant, VariantError } from '../../lib/index.ts';

const CHROMIUM = '/usr/bin/chromium';
const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const HAVE_CHROMIUM = existsSync(CHROMIUM);
const ARTIFACTS = join(REPO_ROOT, 'test-artifacts', 'playground');
const title = (what: string): string => (HAVE_CHROMIUM ? what : `${what} (SKIPPED: ${CHROMIUM} is absent; install it with apt-get install -y chromium)`);

const CHESS_START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
const BROKEN = 'name: mine\nextends: chess\nboard: { files: 8, ranks: 99 }\n';
const FIXED = 'name: mine\nextends: chess\nstart: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN1 w Qkq - 0 1"\n';

/** What the library (and so `fairyforge validate`) says about `text`: `line:col: message` of each problem. */
async function libraryDiagnostics(text: string): Promise<string[]> {
  try {
    await loadVariant(text, { engine: 'interpreted' });
    return [];
  } catch (e) {
    if (!(e instanceof VariantError)) throw e;
    return e.diagnostics.map((d) => `${d.line}:${d.col}: ${d.message}`);
  }
}

const fen = (page: Page): Promise<string> => page.locator('[data-testid=fen]').inputValue();
const settled = (page: Page, state: 'ok' | 'error'): Promise<unknown> => page.waitForSelector(`[data-testid=diagnostics][data-state=${state}]`);

/** Replaces the editor's whole text as a user would: select all, then type (insert) the new text. */
async function typeSpec(page: Page, text: string): Promise<void> {
  await page.click('[data-testid=spec-editor]');
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(text);
}

/** The editor's text, as "Export YAML" downloads it. */
async function exportedYaml(page: Page): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('text=Export YAML')]);
  return readFileSync(await download.path(), 'utf8');
}

async function shareLink(page: Page): Promise<string> {
  await page.waitForSelector('[data-testid=share-link]:not([data-pending])');
  return (await page.getAttribute('[data-testid=share-link]', 'href'))!;
}

describe('the built page', () => {
  const assets = join(PLAYGROUND_DIR, 'assets');
  const scripts = existsSync(assets) ? readdirSync(assets).filter((f) => f.endsWith('.js')) : [];

  test('holds no code generator: ts-morph and the TypeScript compiler stay out of the bundle', () => {
    expect(scripts.length).toBeGreaterThan(0);
    for (const file of scripts) {
      const text = readFileSync(join(assets, file), 'utf8');
      expect(text, file).not.toMatch(/createWrappedNode|createSourceFile|ts-morph/);
    }
  });

  test('its entry script loads with relative URLs only (any static host, any folder)', () => {
    const html = readFileSync(join(PLAYGROUND_DIR, 'index.html'), 'utf8');
    const urls = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]).filter((u) => !u.startsWith('data:'));
    expect(urls.length).toBeGreaterThan(0);
    for (const url of urls) expect(url, url).toMatch(/^\.\//);
    mkdirSync(ARTIFACTS, { recursive: true });
    const sizes = Object.fromEntries(scripts.map((f) => [f, { bytes: readFileSync(join(assets, f)).length, gzip: gzipSync(readFileSync(join(assets, f))).length }]));
    writeFileSync(join(ARTIFACTS, 'bundle-sizes.json'), `${JSON.stringify(sizes, null, 2)}\n`);
  });
});

describe.skipIf(!HAVE_CHROMIUM)('the playground in a browser', () => {
  let browser: Browser;
  let server: RunningServer;
  const figures: Record<string, number> = {};

  beforeAll(async () => {
    expect(existsSync(join(PLAYGROUND_DIR, 'index.html')), 'dist/playground/ is built by npm run build').toBe(true);
    mkdirSync(ARTIFACTS, { recursive: true });
    server = await servePlayground(PLAYGROUND_DIR, 0, '127.0.0.1');
    browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
  });

  afterAll(async () => {
    writeFileSync(join(ARTIFACTS, 'figures.json'), `${JSON.stringify(figures, null, 2)}\n`);
    await browser?.close();
    await server?.close();
  });

  describe.each([1400, 420])('%i px wide', (width) => {
    let context: BrowserContext;
    let page: Page;
    const errors: string[] = [];

    beforeAll(async () => {
      context = await browser.newContext({ viewport: { width, height: 900 }, acceptDownloads: true });
      page = await context.newPage();
      page.on('pageerror', (e) => errors.push(e.message));
    });
    afterAll(async () => {
      await context?.close();
    });

    test(title('loads chess with every part of the test contract, nothing wider than the screen'), async () => {
      await page.goto(server.url);
      await settled(page, 'ok');
      figures[`chessOnBoardMs@${width}`] = await page.evaluate(() => Math.round(performance.now()));
      figures[`firstPaintMs@${width}`] = await page.evaluate(() => Math.round(performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1));
      expect(await fen(page)).toBe(CHESS_START);
      expect(await page.locator('[data-testid=board] [data-square]').count()).toBe(64);
      expect(await page.locator('[data-testid=board] [data-square=e2]').textContent()).toBe('e2: White pawn');
      for (const id of ['spec-editor', 'variant-select', 'diagnostics', 'fen', 'engine-toggle', 'result', 'share-link']) {
        expect(await page.locator(`[data-testid=${id}]`).count(), id).toBe(1);
      }
      const options = await page.locator('[data-testid=variant-select] option:not([disabled])').allTextContents();
      expect(options).toContain('xiangqi');
      expect(options).toEqual(readdirSync(join(REPO_ROOT, 'variants')).filter((f) => f.endsWith('.yaml')).map((f) => f.slice(0, -5)).sort());
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await page.screenshot({ path: join(ARTIFACTS, `load-${width}.png`), fullPage: true });
      expect(errors).toEqual([]);
    });

    test(title('a variant picked in the select is on the board, and so is the template'), async () => {
      await page.selectOption('[data-testid=variant-select]', 'xiangqi');
      await page.waitForFunction(() => document.querySelector<HTMLInputElement>('[data-testid=fen]')!.value.startsWith('rnbakabnr/'));
      expect(await page.locator('[data-testid=board] [data-square]').count()).toBe(90);
      expect(await page.locator('[data-testid=board] [data-square=e1]').textContent()).toBe('e1: White general');
      await page.click('text=New from template');
      await page.waitForFunction(() => document.querySelector<HTMLInputElement>('[data-testid=fen]')!.value.startsWith('rnk1nr/'));
      expect(await page.locator('[data-testid=diagnostics] > *').count()).toBe(0);
      expect(await page.locator('[data-testid=board] [data-square]').count()).toBe(36);
    });

    test(title("a spec error is listed with the library's line:col and message; the board stays; fixing it updates the board"), async () => {
      const before = await fen(page);
      await typeSpec(page, BROKEN);
      await settled(page, 'error');
      const expected = await libraryDiagnostics(BROKEN);
      expect(expected[0]).toMatch(/^3:\d+: /);
      expect(await page.locator('[data-testid=diagnostics] > *').allTextContents()).toEqual(expected);
      expect(await page.locator('.cm-lintRange-error').count()).toBeGreaterThan(0);
      expect(await fen(page)).toBe(before);
      await page.screenshot({ path: join(ARTIFACTS, `error-${width}.png`) });
      await typeSpec(page, FIXED);
      await settled(page, 'ok');
      expect(await page.locator('[data-testid=diagnostics] > *').count()).toBe(0);
      expect(await fen(page)).toBe('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN1 w Qkq - 0 1');
      expect(await page.locator('[data-testid=board] [data-square=h1]').textContent()).not.toMatch(/White|Black/);
    });

    test(title("the page's perft box counts the position on the board, in its own engine"), async () => {
      // the spec on the board is the fixed one above (chess without the h1 rook): perft(2) from the library
      const expected = (await loadVariant(FIXED)).perft(2);
      await page.fill('[data-testid=perft-depth]', '2');
      await page.click('[data-testid=perft-panel] button:has-text("Count")');
      await page.waitForSelector(`[data-testid=perft-result][data-nodes="${expected}"]`);
    });
  });

  describe('sharing', () => {
    let context: BrowserContext;
    beforeAll(async () => {
      context = await browser.newContext({ viewport: { width: 1400, height: 900 }, acceptDownloads: true });
    });
    afterAll(async () => {
      await context?.close();
    });

    test(title('a share link opened in a new page restores the editor text and the FEN'), async () => {
      const page = await context.newPage();
      await page.goto(server.url);
      await settled(page, 'ok');
      await page.selectOption('[data-testid=variant-select]', 'crazyhouse');
      await page.waitForFunction(() => document.querySelector<HTMLInputElement>('[data-testid=fen]')!.value.includes('['));
      await typeSpec(page, `# shared\n${readFileSync(join(REPO_ROOT, 'variants', 'crazyhouse.yaml'), 'utf8')}`);
      await settled(page, 'ok');
      const position = 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR[] b KQkq - 0 1';
      await page.fill('[data-testid=fen]', position);
      await page.press('[data-testid=fen]', 'Enter');
      expect(await fen(page)).toBe(position);
      const text = await exportedYaml(page);
      const link = await shareLink(page);
      expect(link.startsWith(server.url)).toBe(true);

      const opened = await context.newPage();
      await opened.goto(link);
      await settled(opened, 'ok');
      expect(await fen(opened)).toBe(position);
      expect(await exportedYaml(opened)).toBe(text);
      expect(text.startsWith('# shared\n')).toBe(true);
      await opened.screenshot({ path: join(ARTIFACTS, 'shared-1400.png') });
    });

    test(title('a damaged, cut or foreign link is said so and the page opens chess (on load and on a changed fragment)'), async () => {
      const page = await context.newPage();
      const cases: [string, RegExp][] = [
        ['s1.AAAA', /compressed data is damaged/],
        ['s1.!!', /not base64url/],
        ['s9.abc', /another version of the playground/],
      ];
      for (const [fragment, message] of cases) {
        // the first is a fresh load; the others change only the fragment of the open page
        await page.goto(`${server.url}#${fragment}`);
        await page.waitForFunction((m) => new RegExp(m).test(document.querySelector('[data-testid=notice]:not([hidden])')?.textContent ?? ''), message.source);
        await settled(page, 'ok');
        expect(await fen(page)).toBe(CHESS_START);
      }
      await page.close();
    });
  });

  test(title("the editor completes the schema's keys and shows their descriptions; spec text never reaches the page as markup; a wrong example is marked"), async () => {
    const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
    const page = await context.newPage();
    await page.goto(server.url);
    await settled(page, 'ok');
    // completion and hover from the schema
    const line = await page.locator('.cm-line', { hasText: 'board:' }).first().boundingBox();
    await page.mouse.move(line!.x + 15, line!.y + line!.height / 2);
    await page.waitForSelector('.cm-tooltip-hover');
    expect(await page.locator('.cm-tooltip-hover').textContent()).toContain('Board size.');
    await typeSpec(page, 'name: mine\nextends: chess\ncas');
    await page.keyboard.press('Control+Space');
    await page.waitForSelector('.cm-tooltip-autocomplete li');
    expect(await page.locator('.cm-tooltip-autocomplete li').allTextContents()).toEqual(['castling']);
    await page.keyboard.press('Escape');
    const hostile = '<img src=x onerror="window.pwned=1">';
    await typeSpec(
      page,
      `name: mine\nextends: chess\ntitle: '${hostile}'\nexamples:\n  - fen: "8/8/8/8/3N4/8/8/8"\n    square: d4\n    moves: [b3, b5, c2]\n    caption: '${hostile}'\n`,
    );
    await settled(page, 'ok');
    await page.click('[data-testid=examples] summary');
    await page.click('[data-testid=compare] summary');
    await page.waitForSelector('.compare-rules');
    expect(await page.locator('[data-testid=rules]').textContent()).toContain(hostile);
    expect(await page.locator('[data-testid=examples] figcaption').first().textContent()).toBe(hostile);
    expect(await page.locator('img').count()).toBe(0);
    expect(await page.evaluate(() => (window as { pwned?: number }).pwned)).toBeUndefined();
    const verdict = page.locator('[data-testid=examples] .example');
    expect(await verdict.getAttribute('data-verdict')).toBe('fails');
    expect(await verdict.locator('.verdict').textContent()).toBe('does not hold: it also finds c6 e2 e6 f3 f5');
    await page.screenshot({ path: join(ARTIFACTS, 'understand-1400.png'), fullPage: true });
    await context.close();
  });
});

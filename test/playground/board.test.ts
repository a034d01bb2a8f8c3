// The play panel in a real browser (Debian's chromium through playwright-core), on the built
// page: moves by click and by drag change the FEN as the library says they should; a
// promotion goes through the chooser; a crazyhouse drop from the hand; an Interweave chain by
// clicks landing by landing, with its captured pieces gone; undo and redo; a bad FEN refused
// with the library's message; a fission through the chooser; SVG and PGN downloads; a 16×16
// board's layout time; the engine's reply with the toggle on; at 1400 and 420 px wide. Screenshots go to
// test-artifacts/playground/ (gitignored). Skipped, saying why, only without /usr/bin/chromium.

import { mkdirSync, readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadVariant, type Variant } from '../../lib/index.ts';
import { boardSvg } from '../../playground/src/board/board-svg.ts';
import { positionView } from '../../playground/src/game/position-view.ts';
import { ARTIFACTS, fenOf, HAVE_CHROMIUM, launch, pickVariant, serveSite, square, typeFen } from './board-page.ts';

const suite = HAVE_CHROMIUM ? describe : describe.skip;

suite(`the play panel in chromium${HAVE_CHROMIUM ? '' : ' (skipped: /usr/bin/chromium is absent)'}`, () => {
  let server: Server;
  let browser: Browser;
  let page: Page;
  let chess: Variant;
  /** The page's address without a fragment (the share link keeps the position in the fragment). */
  let site: string;
  const shot = (p: Page, name: string) => p.screenshot({ path: join(ARTIFACTS, `${name}.png`), fullPage: true });

  beforeAll(async () => {
    mkdirSync(ARTIFACTS, { recursive: true });
    const served = await serveSite();
    server = served.server;
    site = served.url;
    browser = await launch();
    page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
    page.on('pageerror', (e) => {
      throw e;
    });
    await page.goto(site);
    await page.waitForFunction(() => document.querySelectorAll('[data-testid=board] [data-square]').length === 64);
    chess = await loadVariant('chess');
  });

  afterAll(async () => {
    await browser?.close();
    server?.close();
  });

  test('click e2 then e4: the FEN is the library\'s after e4; undo and redo walk it back and forth', async () => {
    await square(page, 'e2').click();
    await expect.poll(() => page.locator('[data-target]').count()).toBe(2);
    await square(page, 'e4').click();
    const afterE4 = chess.play(['e4']).fen;
    expect(await fenOf(page)).toBe(afterE4);
    expect(await page.locator('[data-testid=move-list]').textContent()).toBe('e4');
    await page.locator('[data-testid=undo]').click();
    expect(await fenOf(page)).toBe(chess.startFen);
    await page.locator('[data-testid=redo]').click();
    expect(await fenOf(page)).toBe(afterE4);
    await shot(page, 'chess-e4-1400');
  });

  test('a drag from g8 to f6 plays Nf6', async () => {
    const from = await square(page, 'g8').boundingBox();
    const to = await square(page, 'f6').boundingBox();
    await page.mouse.move(from!.x + from!.width / 2, from!.y + from!.height / 2);
    await page.mouse.down();
    await page.mouse.move(to!.x + to!.width / 2, to!.y + to!.height / 2, { steps: 6 });
    await page.mouse.up();
    expect(await fenOf(page)).toBe(chess.play(['e4', 'Nf6']).fen);
  });

  test('moves typed as SAN and UCI play; a wrong one is refused with the library\'s message; the result shows at mate; flip turns the board', async () => {
    await typeFen(page, chess.startFen);
    const input = page.locator('[data-testid=move-input]');
    for (const move of ['f3', 'e7e5', 'g4', 'Ke3']) {
      await input.fill(move);
      await input.press('Enter');
    }
    expect(await page.locator('[data-testid=message]').textContent()).toContain('"Ke3" is not a legal move here');
    expect(await page.locator('[data-testid=result]').textContent()).toBe('');
    await input.fill('Qh4#');
    await input.press('Enter');
    expect(await fenOf(page)).toBe(chess.play(['f3', 'e5', 'g4', 'Qh4#']).fen);
    expect(await page.locator('[data-testid=result]').textContent()).toBe(chess.play(['f3', 'e5', 'g4', 'Qh4#']).result.text);
    expect(await page.locator('[data-testid=move-list] li').allTextContents()).toEqual(['f3 e5', 'g4 Qh4#']);
    const a1 = await square(page, 'a1').boundingBox();
    await page.locator('[data-testid=flip]').click();
    const h8 = await square(page, 'h8').boundingBox();
    expect([h8!.x, h8!.y]).toEqual([a1!.x, a1!.y]);
    await shot(page, 'fools-mate-flipped-1400');
    await page.locator('[data-testid=flip]').click();
  });

  test('a promotion goes through the chooser: a7-a8, then the Knight', async () => {
    const fen = '8/P6k/8/8/8/8/8/K7 w - - 0 1';
    await typeFen(page, fen);
    await square(page, 'a7').click();
    await square(page, 'a8').click();
    const chooser = page.locator('[data-testid=chooser]');
    await expect.poll(() => chooser.locator('[data-uci]').count()).toBe(4);
    await shot(page, 'promotion-chooser-1400');
    await chooser.locator('[data-uci=a7a8n]').click();
    expect(await fenOf(page)).toBe(chess.play(['a7a8n'], fen).fen);
  });

  test('an impossible FEN is refused with the library\'s message and the position stays', async () => {
    const before = await fenOf(page);
    await typeFen(page, 'rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1');
    expect(await page.locator('[data-testid=message]').textContent()).toBe('invalid FEN (board field): rank 6 has 9 squares, expected 8');
    expect(await page.locator('[data-testid=board] [data-piece]').count()).toBe(2 + 1);
    await typeFen(page, before);
    expect(await fenOf(page)).toBe(before);
  });

  test('crazyhouse: the Knight in hand is dropped on d5 by clicking it, then the square', async () => {
    await pickVariant(page, 'crazyhouse', 64);
    const crazyhouse = await loadVariant('crazyhouse');
    const fen = 'r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R[Nn] w KQkq - 0 1';
    await typeFen(page, fen);
    await page.locator('[data-testid=hand-bottom] [data-hand=N]').click();
    await square(page, 'd5').click();
    expect(await fenOf(page)).toBe(crazyhouse.play(['N@d5'], fen).fen);
    expect(await page.locator('[data-testid=hand-bottom] [data-hand]').count()).toBe(0);
    await shot(page, 'crazyhouse-drop-1400');
  });

  test('Interweave: the Leaper\'s chain h4-d4-b4 by clicks, landing by landing; c4 and e4 are emptied', async () => {
    await pickVariant(page, 'interweave', 64);
    const fen = '5k1k/8/8/8/2p1p2N/8/8/K1K5[] w - - 0 1';
    await typeFen(page, fen);
    const before = await fenOf(page);
    await square(page, 'h4').click();
    expect(await page.locator('[data-target]').evaluateAll((els) => els.map((e) => e.getAttribute('data-target')))).toEqual(['d4']);
    expect((await page.locator('[data-removes]').evaluateAll((els) => els.map((e) => e.getAttribute('data-removes')))).sort()).toEqual(['c4', 'e4']);
    await square(page, 'd4').click();
    expect(await page.locator('[data-landed=d4]').count()).toBe(1);
    expect(await page.locator('[data-piece=d4]').count(), 'the Leaper stands on its first landing').toBe(1);
    expect(await fenOf(page), 'a chain half entered plays nothing yet').toBe(before);
    await shot(page, 'interweave-chain-1400');
    await square(page, 'b4').click();
    expect(await fenOf(page)).toBe('5k1k/8/8/8/1N6/8/8/K1K5[] b - - 0 1');
    for (const sq of ['c4', 'e4', 'h4']) expect(await page.locator(`[data-piece=${sq}]`).count(), sq).toBe(0);
  });

  test('Fusion: the Paladin\'s leap to g5 asks which part moves; choosing the Knight leaves a Bishop on f3', async () => {
    await pickVariant(page, 'fusion', 64);
    const fusion = await loadVariant('fusion');
    const fen = 'r1bqkbm1/pp1ppppp/2n5/2p5/4P3/5D2/PPPP1PPP/RNBQK2R w KQq - 0 1';
    await typeFen(page, fen);
    await square(page, 'f3').click();
    await square(page, 'g5').click();
    const options = page.locator('[data-testid=chooser] [data-uci]');
    expect((await options.evaluateAll((els) => els.map((e) => e.getAttribute('data-uci')))).sort()).toEqual(['f3g5', 'f3g5n']);
    await shot(page, 'fusion-fission-1400');
    await page.locator('[data-testid=chooser] [data-uci=f3g5n]').click();
    expect(await fenOf(page)).toBe(fusion.play(['f3g5n'], fen).fen);
    expect(await square(page, 'f3').locator('title').textContent()).toBe('f3: White bishop');
  });

  test('the position downloads as an SVG with every square, the game as PGN with its moves', async () => {
    await pickVariant(page, 'chess', 64);
    await square(page, 'd2').click();
    await square(page, 'd4').click();
    const [svg] = await Promise.all([page.waitForEvent('download'), page.locator('[data-testid=export-svg]').click()]);
    const svgText = readFileSync((await svg.path())!, 'utf8');
    expect(svgText).toMatch(/^<\?xml/);
    expect([...svgText.matchAll(/data-square="/g)]).toHaveLength(64);
    expect(svg.suggestedFilename()).toBe('chess.svg');
    const [pgn] = await Promise.all([page.waitForEvent('download'), page.locator('[data-testid=export-pgn]').click()]);
    expect(readFileSync((await pgn.path())!, 'utf8')).toMatch(/\[Variant "Orthodox chess"\]\n\n1\. d4 \*\n$/);
  });

  test('a 16×16 board: its 256 squares are laid out in the page, and how long that takes', async () => {
    const big = await loadVariant(new URL('../fixtures/big-board.yaml', import.meta.url).pathname, { engine: 'interpreted' });
    const started = performance.now();
    const svg = boardSvg({ view: positionView(big, big.startFen), names: big.plan.pieces.map((p) => p.name), flipped: false });
    const build = performance.now() - started;
    const laidOut = await page.evaluate((text) => {
      const t0 = performance.now();
      const host = document.createElement('div');
      host.style.width = '640px';
      document.body.append(host);
      host.innerHTML = text;
      const boxes = [...host.querySelectorAll('[data-square]')].map((e) => e.getBoundingClientRect());
      const ms = performance.now() - t0;
      const outer = host.getBoundingClientRect();
      host.remove();
      return { ms, count: boxes.length, inside: boxes.every((b) => b.width > 30 && b.left >= outer.left && b.right <= outer.right + 0.5) };
    }, svg);
    expect(laidOut).toMatchObject({ count: 256, inside: true });
    console.log(`16×16 board: SVG text built in ${build.toFixed(1)} ms, laid out in the page in ${laidOut.ms.toFixed(1)} ms`);
  });

  test('with the engine toggle on, the engine answers 1.e4 with a legal move of Black\'s', async () => {
    await pickVariant(page, 'chess', 64);
    await page.locator('[data-testid=engine-time]').selectOption('200');
    await page.locator('[data-testid=engine-toggle]').check();
    await square(page, 'e2').click();
    await square(page, 'e4').click();
    const afterE4 = chess.play(['e4']).fen;
    await page.waitForFunction(() => document.querySelectorAll('[data-testid=move-list] li')[0]?.textContent?.split(' ').length === 2, undefined, { timeout: 30_000 });
    const fen = await fenOf(page);
    const replies = chess.moves(afterE4).filter((m) => chess.play([m.uci], afterE4).fen === fen);
    expect(replies, fen).toHaveLength(1);
    expect(await page.locator('[data-testid=move-list] li').allTextContents()).toEqual([`e4 ${replies[0].san}`]);
    await page.locator('[data-testid=engine-toggle]').uncheck();
  });

  test('at 420 px wide the board fits the screen and a click move still plays', async () => {
    const phone = await browser.newPage({ viewport: { width: 420, height: 900 } });
    try {
      await phone.goto(site);
      await phone.waitForFunction(() => document.querySelectorAll('[data-testid=board] [data-square]').length === 64);
      const board = await phone.locator('[data-testid=board]').boundingBox();
      expect(board!.x).toBeGreaterThanOrEqual(0);
      expect(board!.x + board!.width).toBeLessThanOrEqual(420);
      expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(420);
      await square(phone, 'g1').click();
      await square(phone, 'f3').click();
      expect(await fenOf(phone)).toBe(chess.play(['Nf3']).fen);
      await shot(phone, 'chess-nf3-420');
    } finally {
      await phone.close();
    }
  });
});

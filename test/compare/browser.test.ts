// The HTML comparison report in a real browser: Debian's chromium, headless, driven by
// playwright-core. The page must show one SVG per piece per variant, each actually laid out,
// and must not be blank (pixel statistics of a full-page screenshot, decoded here with
// node:zlib). It must read at phone width: no word of a table broken inside (each word's
// rendered line boxes), nothing wider than the screen, diagrams scaled whole, a bounded page
// height. A taken piece's letter is painted over its cross (hit-testing points of the letter),
// and on boards from 1x1 to 16x16 every element of a diagram lies inside its viewBox.
// Screenshots are kept in test-artifacts/ (gitignored). Skipped, with the reason in the test's
// name, only when /usr/bin/chromium is absent.

import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { inflateSync } from 'node:zlib';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadBundled } from '../../cli/bundled-report.ts';
import { comparisonOf, measureVariants } from '../../compare/compare.ts';
import { siteOf, sitePages, type SitePage } from '../../compare/site.ts';
import type { Diagram } from '../../compare/diagram.ts';
import { comparisonHtml } from '../../compare/html.ts';
import { diagramSvg } from '../../compare/svg.ts';
import { PLY_CAP } from '../../compare/measure.ts';

const CHROMIUM = '/usr/bin/chromium';
const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const ARTIFACTS = fileURLToPath(new URL('../../test-artifacts/', import.meta.url));
const HAVE_CHROMIUM = existsSync(CHROMIUM);
/** Where the test writes the bundled report's site: report.html and report/. */
const SITE = join(ARTIFACTS, 'site');

interface Image {
  width: number;
  height: number;
  /** RGBA, 4 bytes per pixel. */
  rgba: Uint8Array;
}

/** Decodes an 8-bit, non-interlaced RGB or RGBA PNG (what Chromium's screenshots are). */
function decodePng(png: Buffer): Image {
  let pos = 8;
  let width = 0;
  let height = 0;
  let channels = 0;
  const idat: Buffer[] = [];
  while (pos < png.length) {
    const length = png.readUInt32BE(pos);
    const type = png.toString('latin1', pos + 4, pos + 8);
    const data = png.subarray(pos + 8, pos + 8 + length);
    if (type === 'IHDR') {
      width = data.readUInt32BE(0);
      height = data.readUInt32BE(4);
      const [depth, colour, , , interlace] = data.subarray(8, 13);
      if (depth !== 8 || (colour !== 2 && colour !== 6) || interlace !== 0) throw new Error(`unsupported PNG: depth ${depth}, colour ${colour}`);
      channels = colour === 6 ? 4 : 3;
    } else if (type === 'IDAT') idat.push(data);
    pos += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(idat));
  const stride = width * channels;
  const out = new Uint8Array(width * height * 4);
  let prev = new Uint8Array(stride);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)];
    const line = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    const cur = new Uint8Array(stride);
    for (let i = 0; i < stride; i++) {
      const a = i >= channels ? cur[i - channels] : 0;
      const b = prev[i];
      const c = i >= channels ? prev[i - channels] : 0;
      const p = a + b - c;
      const paeth = Math.abs(p - a) <= Math.abs(p - b) && Math.abs(p - a) <= Math.abs(p - c) ? a : Math.abs(p - b) <= Math.abs(p - c) ? b : c;
      const predictor = [0, a, b, (a + b) >> 1, paeth][filter];
      if (predictor === undefined) throw new Error(`bad PNG filter ${filter}`);
      cur[i] = (line[i] + predictor) & 0xff;
    }
    for (let x = 0; x < width; x++) {
      for (let k = 0; k < 3; k++) out[(y * width + x) * 4 + k] = cur[x * channels + k];
      out[(y * width + x) * 4 + 3] = channels === 4 ? cur[x * channels + 3] : 255;
    }
    prev = cur;
  }
  return { width, height, rgba: out };
}

/** Share of pixels that are not near-white, and the number of distinct colours (quantised). */
function pixelStats(img: Image): { inked: number; colours: number; boardSquares: number } {
  let inked = 0;
  let boardSquares = 0;
  const colours = new Set<number>();
  const n = img.width * img.height;
  for (let i = 0; i < n; i++) {
    const [r, g, b] = [img.rgba[i * 4], img.rgba[i * 4 + 1], img.rgba[i * 4 + 2]];
    if (r < 235 || g < 235 || b < 235) inked++;
    colours.add(((r >> 4) << 8) | ((g >> 4) << 4) | (b >> 4));
    // the dark board squares, #b58863
    if (Math.abs(r - 0xb5) < 6 && Math.abs(g - 0x88) < 6 && Math.abs(b - 0x63) < 6) boardSquares++;
  }
  return { inked: inked / n, colours: colours.size, boardSquares: boardSquares / n };
}

/**
 * Every bundled variant measured once: their comparison on one page (`compare … --format html`)
 * and the bundled report's site (`npm start`) made from the same figures.
 */
async function bundledReport(): Promise<{ html: string; pieces: number; pages: SitePage[]; variants: number; widest: string[] }> {
  const variants = await loadBundled();
  const settings = { games: 2, plyCap: PLY_CAP };
  const figures = measureVariants(variants, settings);
  return {
    html: comparisonHtml(comparisonOf(variants, figures, settings)),
    pieces: variants.reduce((sum, v) => sum + v.plan.pieces.length, 0),
    pages: sitePages(siteOf(variants, figures, settings)),
    variants: variants.length,
    // the variants of the most files, whose pages have the widest pictures
    widest: [...variants].sort((a, b) => b.plan.files - a.plan.files).slice(0, 3).map((v) => v.plan.name),
  };
}

/**
 * The words of every table cell that the browser broke across lines (empty: none). A word ends
 * at a space, after a hyphen ("next-to-" / "last" is an ordinary break) and at a text node's
 * end (the report puts <wbr> after each '/' of a FEN).
 */
function splitWords(): string[] {
  const split: string[] = [];
  for (const cell of document.querySelectorAll('table th, table td')) {
    const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const m of (node.textContent ?? '').matchAll(/[^\s-]+-?/g)) {
        const range = document.createRange();
        range.setStart(node, m.index);
        range.setEnd(node, m.index + m[0].length);
        const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
        if (tops.size > 1) split.push(m[0]);
      }
    }
  }
  return split;
}

/**
 * For each crossed-out (taken) piece, what the browser finds on top at points of its letter:
 * the letter must be painted over the cross, so no point may hit the cross.
 */
function crossesOverLetters(): { marks: number; letters: number; covered: string[] } {
  const covered: string[] = [];
  let letters = 0;
  const marks = [...document.querySelectorAll('path.mark-captured')];
  for (const mark of marks) {
    mark.scrollIntoView({ block: 'center' });
    const square = mark.getBoundingClientRect();
    const svg = mark.closest('svg')!;
    for (const text of svg.querySelectorAll('g[class^="piece-"] text')) {
      const r = text.getBoundingClientRect();
      const [cx, cy] = [r.left + r.width / 2, r.top + r.height / 2];
      if (cx < square.left || cx > square.right || cy < square.top || cy > square.bottom) continue;
      letters++;
      for (const [fx, fy] of [[0.5, 0.5], [0.3, 0.3], [0.7, 0.3], [0.3, 0.7], [0.7, 0.7]]) {
        const hit = document.elementFromPoint(r.left + r.width * fx, r.top + r.height * fy);
        if (hit === mark) covered.push(`${svg.querySelector('title')?.textContent}: letter ${text.textContent}`);
      }
    }
  }
  return { marks: marks.length, letters, covered };
}

/** Every drawn element of every SVG on the page that reaches outside its SVG's viewBox. */
function outsideViewBox(): string[] {
  const out: string[] = [];
  for (const svg of document.querySelectorAll('svg')) {
    const vb = svg.viewBox.baseVal;
    for (const el of svg.querySelectorAll<SVGGraphicsElement>('text, circle, rect, path')) {
      const b = el.getBBox();
      if (b.x < vb.x || b.y < vb.y || b.x + b.width > vb.x + vb.width || b.y + b.height > vb.y + vb.height) {
        out.push(`${svg.getAttribute('data-board')}: <${el.tagName}> ${el.textContent ?? ''} at ${b.x.toFixed(1)},${b.y.toFixed(1)} ${b.width.toFixed(1)}x${b.height.toFixed(1)} outside ${vb.width}x${vb.height}`);
      }
    }
  }
  return out;
}

/** Diagrams of odd sizes, each with a taken piece and a caption with a long word. */
function oddBoards(): string {
  const sizes: [number, number][] = [[1, 1], [1, 8], [8, 1], [2, 2], [3, 1], [16, 16]];
  const svgs = sizes.map(([files, ranks]) => {
    const d: Diagram = {
      files,
      ranks,
      pieces: [{ square: 'a1', letter: 'Q' }],
      subject: 'a1',
      quiet: [],
      captures: [],
      captured: ['a1'],
      caption: `Cavalier-archbishop-dragon-king on a1 of a ${files}x${ranks} board: moves and captures`,
    };
    return diagramSvg(d).replace('<svg ', `<svg data-board="${files}x${ranks}" `);
  });
  return `<!DOCTYPE html><html><body>${svgs.join('\n')}</body></html>`;
}

const title = (what: string): string => (HAVE_CHROMIUM ? what : `${what} (SKIPPED: ${CHROMIUM} is absent; install it with apt-get install -y chromium)`);

/**
 * The phone-width page may be at most this many times as tall as the desktop page (1400 px).
 * Stacked, a rules row of n variant columns takes about n times its desktop height at about 1/n
 * of the width (the same area), while the diagrams go two to a row at half size, about as tall
 * as desktop's row of four: the bundled report comes to ~2.0x. The old layout, which split
 * words to squeeze every column in, came to 3.0x (35,649 px).
 */
const PHONE_HEIGHT_RATIO = 2.5;
const PHONE = 420;
const DESKTOP = 1400;

describe.skipIf(!HAVE_CHROMIUM)('compare report in a browser', () => {
  let browser: Browser;
  let page: string;
  let pieces: number;
  let site: { pages: SitePage[]; variants: number; widest: string[] };
  beforeAll(async () => {
    const report = await bundledReport();
    pieces = report.pieces;
    site = report;
    for (const p of report.pages) {
      mkdirSync(dirname(join(SITE, p.path)), { recursive: true });
      writeFileSync(join(SITE, p.path), p.html);
    }
    mkdirSync(ARTIFACTS, { recursive: true });
    page = pathToFileURL(join(ARTIFACTS, 'compare.html')).href;
    writeFileSync(join(ARTIFACTS, 'compare.html'), report.html);
    writeFileSync(join(ARTIFACTS, 'odd-boards.html'), oddBoards());
    browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
    // measuring every bundled variant and drawing its pages took 150 s beside other tests on a
    // loaded 2-core machine (about 40 s of CPU): more than the 120 s default
  }, 400_000);
  afterAll(async () => {
    await browser?.close();
  });

  async function open(width: number, url = page): Promise<Page> {
    const tab = await browser.newPage({ viewport: { width, height: 900 } });
    await tab.goto(url);
    return tab;
  }

  test(title('the bundled report renders in headless Chromium'), async () => {
    const tab = await open(DESKTOP);
    expect(await tab.locator('svg.piece').count()).toBe(pieces);
    // every diagram is laid out at least at the board grid's minimum column (9.5rem = 152px), not
    // collapsed
    const sizes = await tab.$$eval('svg.piece', (els) => els.map((e) => e.getBoundingClientRect()).map((r) => [r.width, r.height]));
    // (a board's longer side; the shorter follows its aspect: courier's 12x8 board is 1.5 times as wide as high)
    expect(sizes.filter(([w, h]) => Math.max(w, h) < 152 || Math.min(w, h) < 152 / 2)).toEqual([]);
    expect(await tab.locator('tr.differs').count()).toBeGreaterThan(0);
    // the first screen: a full-page capture of ~60 variants takes Chromium longer than its 30 s
    // screenshot limit on a loaded 2-core machine
    const png = await tab.screenshot();
    writeFileSync(join(ARTIFACTS, 'compare.png'), png);
    const stats = pixelStats(decodePng(png));
    expect(stats.inked).toBeGreaterThan(0.05);
    expect(stats.colours).toBeGreaterThan(20);
    // the diagrams lie far down a page of ~60 variants (below the first screen):
    // the board squares are measured on a capture of the first diagram itself
    const diagram = pixelStats(decodePng(await tab.locator('svg.piece').first().screenshot()));
    expect(diagram.boardSquares).toBeGreaterThan(0.1);
  });

  test.each([DESKTOP, 800, PHONE, 320])(title('at %i px no table word is broken across lines'), async (width) => {
    const tab = await open(width);
    expect(await tab.evaluate(splitWords)).toEqual([]);
  });

  test(title(`at ${PHONE} px: nothing wider than the screen, diagrams scaled whole, at most ${PHONE_HEIGHT_RATIO}x the desktop height`), async () => {
    const desktop = await open(DESKTOP);
    const desktopHeight = await desktop.evaluate(() => document.documentElement.scrollHeight);
    const tab = await open(PHONE);
    const [height, width] = await tab.evaluate(() => [document.documentElement.scrollHeight, document.documentElement.scrollWidth]);
    writeFileSync(join(ARTIFACTS, `compare-${PHONE}.png`), await tab.screenshot());
    expect(width).toBeLessThanOrEqual(PHONE);
    expect(height / desktopHeight).toBeLessThanOrEqual(PHONE_HEIGHT_RATIO);
    // two diagrams to a row, each drawn at its own aspect ratio
    const boxes = await tab.$$eval('svg.piece', (els) =>
      els.map((e) => ({ r: e.getBoundingClientRect(), vb: (e as SVGSVGElement).viewBox.baseVal })).map(({ r, vb }) => [r.width, r.height, (vb.height / vb.width) * r.width]),
    );
    expect(boxes.length).toBe(pieces);
    for (const [w, h, expected] of boxes) {
      // the longer side: a board taller than wide (dobutsu's 3x4) is as tall as the others are wide
      expect(Math.max(w, h)).toBeGreaterThan(140);
      expect(w).toBeLessThanOrEqual(PHONE / 2);
      expect(Math.abs(h - expected)).toBeLessThan(1);
    }
  });

  test(title('a taken piece keeps its letter on top of its cross'), async () => {
    const found = await (await open(DESKTOP)).evaluate(crossesOverLetters);
    // the bundled Interweave pieces capture by approach, jump and removal
    expect(found.marks).toBeGreaterThan(0);
    expect(found.letters).toBe(found.marks);
    expect(found.covered).toEqual([]);
  });

  test(title('the caption and legend fit inside the picture on any board size (1x1 to 16x16)'), async () => {
    const tab = await open(DESKTOP, pathToFileURL(join(ARTIFACTS, 'odd-boards.html')).href);
    expect(await tab.evaluate(outsideViewBox)).toEqual([]);
    expect(await tab.locator('svg g.legend').count()).toBe(6);
    const taken = await tab.evaluate(crossesOverLetters);
    expect([taken.letters, taken.covered]).toEqual([6, []]);
  });

  /** The index at 1400 px: the head (summary, contents, families) plus a row of three or more cards per three variants, each card at most this tall. */
  const INDEX_HEAD_PX = 1600;
  const DESKTOP_CARD_PX = 320;
  /** At 420 px one card a row: a thumbnail beside at most ~8 lines of text. */
  const PHONE_HEAD_PX = 2600;
  const PHONE_CARD_PX = 280;
  const MAX_PAGE_BYTES = 1.5e6;

  const sitePage = (path: string): string => pathToFileURL(join(SITE, path)).href;

  test(title(`the bundled report's index: a card per variant, at most ${INDEX_HEAD_PX} + ${DESKTOP_CARD_PX} px per three variants tall at ${DESKTOP} px, ${PHONE_HEAD_PX} + ${PHONE_CARD_PX} px per variant at ${PHONE} px, nothing wider than the phone`), async () => {
    const desktop = await open(DESKTOP, sitePage('report.html'));
    expect(await desktop.locator('.card svg.thumb').count()).toBe(site.variants);
    const [desktopHeight] = await desktop.evaluate(() => [document.documentElement.scrollHeight]);
    writeFileSync(join(ARTIFACTS, 'report-index.png'), await desktop.screenshot());
    const phone = await open(PHONE, sitePage('report.html'));
    const [phoneHeight, phoneWidth] = await phone.evaluate(() => [document.documentElement.scrollHeight, document.documentElement.scrollWidth]);
    writeFileSync(join(ARTIFACTS, `report-index-${PHONE}.png`), await phone.screenshot());
    // the summary and the contents come first, on the first screen
    const contents = await phone.locator('nav.contents').boundingBox();
    expect(contents!.y).toBeLessThan(900);
    expect(desktopHeight).toBeLessThanOrEqual(INDEX_HEAD_PX + DESKTOP_CARD_PX * Math.ceil(site.variants / 3));
    expect(phoneHeight).toBeLessThanOrEqual(PHONE_HEAD_PX + PHONE_CARD_PX * site.variants);
    expect(phoneWidth).toBeLessThanOrEqual(PHONE);
  });

  test(title(`every page of the bundled report at most 1.5 MB, its links to pages that exist`), () => {
    const paths = new Set(site.pages.map((p) => p.path));
    expect(site.pages.filter((p) => Buffer.byteLength(p.html) > MAX_PAGE_BYTES).map((p) => p.path)).toEqual([]);
    const broken: string[] = [];
    for (const page of site.pages) {
      for (const [, href] of page.html.matchAll(/href="([^"#]+)/g)) {
        const target = new URL(href, `file:///site/${page.path}`).pathname.slice('/site/'.length);
        if (!paths.has(target) || !existsSync(join(SITE, target))) broken.push(`${page.path} -> ${href}`);
      }
    }
    expect(broken).toEqual([]);
  });

  test(title(`at ${PHONE} px no page of the families, and no variant page of the widest boards, is wider than the screen`), async () => {
    const wide = site.widest.map((name) => `report/${name}.html`);
    const checked = [...site.pages.filter((p) => p.path.includes('family-')).map((p) => p.path), ...wide, 'report/chess.html'];
    const over: string[] = [];
    for (const path of checked) {
      const tab = await open(PHONE, sitePage(path));
      const width = await tab.evaluate(() => document.documentElement.scrollWidth);
      if (width > PHONE) over.push(`${path}: ${width} px`);
      await tab.close();
    }
    expect(over).toEqual([]);
  });
});

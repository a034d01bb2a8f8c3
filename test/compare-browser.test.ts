// The HTML comparison report in a real browser: Debian's chromium, headless, driven by
// playwright-core. The page must show one SVG per piece per variant, each actually laid out,
// and must not be blank (pixel statistics of a full-page screenshot, decoded here with
// node:zlib). The screenshot is kept in test-artifacts/compare.png (gitignored). Skipped, with
// the reason in the test's name, only when /usr/bin/chromium is absent.

import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { inflateSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { loadBundled } from '../compare/commands.ts';
import { compareVariants } from '../compare/compare.ts';
import { comparisonHtml } from '../compare/html.ts';
import { PLY_CAP } from '../compare/measure.ts';

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
const ARTIFACTS = fileURLToPath(new URL('../test-artifacts/', import.meta.url));
const HAVE_CHROMIUM = existsSync(CHROMIUM);

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

async function bundledReport(): Promise<{ html: string; pieces: number }> {
  const variants = await loadBundled();
  const c = compareVariants(variants, { games: 4, plyCap: PLY_CAP });
  return { html: comparisonHtml(c), pieces: variants.reduce((sum, v) => sum + v.plan.pieces.length, 0) };
}

const title = HAVE_CHROMIUM
  ? 'the bundled report renders in headless Chromium'
  : `the bundled report renders in headless Chromium (SKIPPED: ${CHROMIUM} is absent; install it with apt-get install -y chromium)`;

describe('compare report in a browser', () => {
  test.skipIf(!HAVE_CHROMIUM)(title, async () => {
    const { html, pieces } = await bundledReport();
    mkdirSync(ARTIFACTS, { recursive: true });
    const page = join(ARTIFACTS, 'compare.html');
    writeFileSync(page, html);
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
    try {
      const tab = await browser.newPage({ viewport: { width: 1400, height: 900 } });
      await tab.goto(pathToFileURL(page).href);
      expect(await tab.locator('svg.piece').count()).toBe(pieces);
      // every diagram is laid out at its size, not collapsed
      const sizes = await tab.$$eval('svg.piece', (els) => els.map((e) => e.getBoundingClientRect()).map((r) => [r.width, r.height]));
      expect(sizes.every(([w, h]) => w > 300 && h > 300)).toBe(true);
      expect(await tab.locator('tr.differs').count()).toBeGreaterThan(0);
      const png = await tab.screenshot({ fullPage: true });
      writeFileSync(join(ARTIFACTS, 'compare.png'), png);
      const stats = pixelStats(decodePng(png));
      expect(stats.inked).toBeGreaterThan(0.05);
      expect(stats.colours).toBeGreaterThan(20);
      expect(stats.boardSquares).toBeGreaterThan(0.01);
    } finally {
      await browser.close();
    }
  });
});

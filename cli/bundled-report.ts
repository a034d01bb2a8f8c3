// The bundled report `npm start` writes: report.html, the index of every bundled variant that
// loads, and their and their families' pages in report/ beside it (compare/site.ts). Here in cli/
// because it writes files: compare/ only computes the pages.

import { readdirSync, rmSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { DEFAULT_GAMES, PLY_CAP } from '../compare/measure.ts';
import { measureVariants } from '../compare/compare.ts';
import { siteOf, sitePages } from '../compare/site.ts';
import { PAGES_FOLDER } from '../compare/site-files.ts';
import { checkDestination, makeFolder, writeOutput } from '../generator/write.ts';
import { throwIfWriteFailed, UserError } from './errors.ts';
import { terminalProgress } from './progress.ts';
import { displayPath, loadEngine, REPO_ROOT, variantNames, type LoadedVariant } from './variant-source.ts';

/** Where `npm start` writes the index of the bundled report (gitignored; its pages go in report/ beside it). */
export const BUNDLED_REPORT = join(REPO_ROOT, 'report.html');

/** Every bundled variant that loads, orthodox chess first (the column the others are read against). */
export async function loadBundled(): Promise<LoadedVariant[]> {
  const loaded: LoadedVariant[] = [];
  for (const name of variantNames().sort((a, b) => Number(b === 'chess') - Number(a === 'chess'))) {
    // a bundled variant that does not load is left out of the report (`start` lists it as invalid)
    const v = await loadEngine(name).catch((e: unknown) => {
      if (e instanceof UserError) return undefined;
      throw e;
    });
    if (v) loaded.push(v);
  }
  return loaded;
}

/** The folder of the bundled report's other pages, beside the index. */
export function bundledPagesFolder(file = BUNDLED_REPORT): string {
  return join(dirname(file), PAGES_FOLDER);
}

/**
 * Writes the bundled report: the index of every bundled variant that loads as `file`
 * (report.html at the repository root) and the variants' and families' pages in report/ beside
 * it, removing pages there that this report no longer has; returns the index's path (as shown
 * to the user).
 */
export async function writeBundledReport(file = BUNDLED_REPORT, games = DEFAULT_GAMES): Promise<string> {
  checkBundledReport(file);
  const loaded = await loadBundled();
  const settings = { games, plyCap: PLY_CAP };
  const pages = sitePages(siteOf(loaded, measureVariants(loaded, settings, terminalProgress()), settings));
  const folder = bundledPagesFolder(file);
  throwIfWriteFailed(makeFolder(folder));
  for (const page of pages) {
    const path = page.path === 'report.html' ? file : join(dirname(file), page.path);
    throwIfWriteFailed(writeOutput(path, page.html));
  }
  const written = new Set(pages.map((p) => basename(p.path)));
  for (const stale of readdirSync(folder).filter((f) => f.endsWith('.html') && !written.has(f))) rmSync(join(folder, stale));
  return displayPath(file);
}

/** Fails (a UserError) when the bundled report cannot be written: `start` checks it before its perft runs. */
export function checkBundledReport(file = BUNDLED_REPORT): void {
  throwIfWriteFailed(checkDestination(file, 'file'));
  throwIfWriteFailed(checkDestination(bundledPagesFolder(file), 'folder'));
}

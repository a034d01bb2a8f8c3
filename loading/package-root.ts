// The package root: the nearest folder above this module whose package.json is named
// fairyforge. The same answer from the sources (loading/) and from the build (dist/loading/), so the
// data files read at run time (variants/, package.json, the engine cache) are found from both.

import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const PACKAGE_NAME = 'fairyforge';

/** The first folder at or above `start` holding a package.json named fairyforge. */
export function findPackageRoot(start: string): string {
  for (let dir = start; ; dir = dirname(dir)) {
    if (isPackageRoot(dir)) return dir;
    if (dirname(dir) === dir) throw new Error(`no package.json named '${PACKAGE_NAME}' above ${start}`);
  }
}

function isPackageRoot(dir: string): boolean {
  const file = join(dir, 'package.json');
  if (!existsSync(file)) return false;
  try {
    return (JSON.parse(readFileSync(file, 'utf8')) as { name?: unknown }).name === PACKAGE_NAME;
  } catch {
    return false;
  }
}

/** This package's root folder. */
export const PACKAGE_ROOT = findPackageRoot(dirname(fileURLToPath(import.meta.url)));

/** This package's version (package.json). */
export const PACKAGE_VERSION = (JSON.parse(readFileSync(join(PACKAGE_ROOT, 'package.json'), 'utf8')) as { version: string })
  .version;

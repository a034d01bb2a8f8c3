// Golden files for the describe, diagram and compare outputs: compared byte for byte, written
// afresh with UPDATE_GOLDEN=1.

import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';

const GOLDEN = fileURLToPath(new URL('./fixtures/golden/', import.meta.url));

/** Compares `actual` with the golden file `name` (or writes it with UPDATE_GOLDEN=1). */
export function expectGolden(name: string, actual: string): void {
  const file = join(GOLDEN, name);
  if (process.env.UPDATE_GOLDEN === '1') writeFileSync(file, actual);
  if (!existsSync(file)) throw new Error(`no golden file ${name}: run the test again with UPDATE_GOLDEN=1`);
  expect(actual).toBe(readFileSync(file, 'utf8'));
}

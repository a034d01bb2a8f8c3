// The build's snapshot of the bundled variants is used only while current: its hash covers
// every bundled spec file and the loader's code, so a change to either means a fresh load.
import { cpSync, mkdtempSync, rmSync, writeFileSync, appendFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { inputsHash } from '../../lib/bundled-snapshot.ts';
import { REPO_ROOT } from '../../generator/generate.ts';

const tmp = mkdtempSync(join(tmpdir(), 'fairyforge-snapshot-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

test('the inputs hash changes with a spec file, a new spec file, or the loader code', () => {
  const variants = join(tmp, 'variants');
  const loader = ['schema', 'loading', 'plan-checks'].map((d) => join(tmp, d));
  cpSync(join(REPO_ROOT, 'variants'), variants, { recursive: true });
  for (const d of ['schema', 'loading', 'plan-checks']) cpSync(join(REPO_ROOT, d), join(tmp, d), { recursive: true });
  const hashes = [inputsHash(variants, loader)];
  expect(inputsHash(variants, loader)).toBe(hashes[0]);
  appendFileSync(join(variants, 'chess.yaml'), '# a comment\n');
  hashes.push(inputsHash(variants, loader));
  writeFileSync(join(variants, 'zzz.yaml'), 'name: zzz\n');
  hashes.push(inputsHash(variants, loader));
  for (const file of ['schema/diagnostic.ts', 'loading/spec-rules.ts', 'plan-checks/plan-rules.ts']) {
    appendFileSync(join(tmp, file), '// a change\n');
    hashes.push(inputsHash(variants, loader));
  }
  expect(new Set(hashes).size).toBe(hashes.length);
});

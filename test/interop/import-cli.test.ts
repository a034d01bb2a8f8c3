// `fairyforge import`, run as users run it: specs written per section, a partial section
// explained at its line with exit code 1 (0 with --partial), malformed ini located with
// nothing written, and a file above the size bound refused from its size.

import { existsSync, mkdtempSync, readdirSync, readFileSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { fairyforge } from '../cli-run.ts';

const dir = mkdtempSync(join(tmpdir(), 'ff-import-cli-'));
const write = (name: string, text: string): string => {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
};

describe('fairyforge import', () => {
  test('writes one spec per section; a name that is no variant name gets a file name and a # ffish line', async () => {
    const ini = write('ok.ini', '[mini:chess]\nmaxRank = 6\nstartFen = rnbqkbnr/pppppppp/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\npromotionRegionWhite = *6\npromotionRegionBlack = *1\ndoubleStepRegionBlack = *5\n[Mini.Two:mini]\nnMoveRule = 20\n');
    const out = join(dir, 'ok');
    const r = await fairyforge('import', ini, '--out', out);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(readdirSync(out).sort()).toEqual(['mini-two.yaml', 'mini.yaml']);
    const two = readFileSync(join(out, 'mini-two.yaml'), 'utf8');
    expect(two).toContain('# ffish: Mini.Two');
    expect(two).toContain('extends: mini');
  }, 60_000);

  test('a section with an option we cannot say: written with the explanation, exit 1; --partial: exit 0', async () => {
    const ini = write('duck.ini', '[duckish:chess]\nwallingRule = duck\n');
    const r = await fairyforge('import', ini, '--out', join(dir, 'duck'));
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('duck.ini:2: wallingRule = duck: not expressible yet');
    expect(readFileSync(join(dir, 'duck', 'duckish.yaml'), 'utf8')).toContain('# duck.ini:2: wallingRule = duck: not expressible yet');
    expect((await fairyforge('import', ini, '--out', join(dir, 'duck2'), '--partial')).code).toBe(0);
  }, 60_000);

  test('malformed ini: the located error, nothing written', async () => {
    const ini = write('bad.ini', '[a]\nmaxRank = 6\n[b\n');
    const r = await fairyforge('import', ini, '--out', join(dir, 'bad'));
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/^bad\.ini:3:1: section header/);
    expect(existsSync(join(dir, 'bad'))).toBe(false);
  }, 60_000);

  test('a file above the size bound is refused from its size', async () => {
    const ini = write('huge.ini', '');
    truncateSync(ini, 100 * 1024 * 1024);
    const r = await fairyforge('import', ini, '--out', join(dir, 'huge'));
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('refused above');
    expect(existsSync(join(dir, 'huge'))).toBe(false);
  }, 60_000);
});

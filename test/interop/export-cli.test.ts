// `fairyforge export VARIANT --format fsf-ini` run as users run it (issue #26): the section on
// stdout or in --out, a refused variant's rules one line each with exit code 1 and nothing
// written, --lossy with its comments, bad input a one-line usage error; and the library's
// exportIni, whose refusals are data.

import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { EXIT_FAILURE, EXIT_USAGE } from '../../cli/errors.ts';
import { exportIni, loadVariant } from '../../lib/index.ts';
import { fairyforge } from '../cli-run.ts';
import { loadFfish } from '../oracle/ffish.ts';
import { REFUSED } from './export-refusals.ts';

const dir = mkdtempSync(join(tmpdir(), 'fairyforge-export-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const lines = (text: string): string[] => text.split('\n').filter((l) => l.trim() !== '');

describe('fairyforge export --format fsf-ini', () => {
  test('shogi to stdout: a section ffish loads and counts as we do', async () => {
    const r = await fairyforge('export', 'shogi', '--format', 'fsf-ini');
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain('[shogi-fairyforge]\n');
    expect(r.stdout).toContain('promotedPieceType = ');
    const ff = await loadFfish();
    ff.raw.loadVariantConfig(r.stdout);
    expect(ff.perft('shogi-fairyforge', ff.startFen('shogi-fairyforge'), 2)).toBe(900);
  }, 60_000);

  test('--out writes the file and says so; --section names the section', async () => {
    const out = join(dir, 'chess.ini');
    const r = await fairyforge('export', 'chess', '--format', 'fsf-ini', '--out', out, '--section', 'my-chess');
    expect(r.code, r.stderr).toBe(0);
    expect(lines(r.stdout)).toHaveLength(1);
    expect(readFileSync(out, 'utf8')).toContain('[my-chess]\n');
  }, 60_000);

  test('a variant FSF cannot play: every refused rule on its own line, exit code 1, no file written', async () => {
    const out = join(dir, 'cylinder.ini');
    const r = await fairyforge('export', 'cylinder', '--format', 'fsf-ini', '--out', out);
    expect(r.code).toBe(EXIT_FAILURE);
    expect(lines(r.stderr)).toEqual([
      ...REFUSED.cylinder.map((x) => `cylinder: ${x}`),
      'fairyforge: cylinder: not exported: Fairy-Stockfish cannot say 1 rule of it (listed above; --lossy writes the section without them)',
    ]);
    expect(r.stdout).toBe('');
    expect(existsSync(out)).toBe(false);
  }, 60_000);

  test('--lossy writes the section with a # comment per dropped rule, and says so on stderr', async () => {
    const r = await fairyforge('export', 'sittuyin', '--format', 'fsf-ini', '--lossy');
    expect(r.code, r.stderr).toBe(0);
    expect(lines(r.stdout).filter((l) => l.startsWith('# dropped: '))).toEqual(REFUSED.sittuyin.map((x) => `# dropped: ${x}`));
    expect(lines(r.stderr)).toEqual(['fairyforge: 2 rule(s) dropped; see the # comments in the section']);
  }, 60_000);

  test('bad input: an unknown format or section name is a usage error, an unknown variant a failure, one line each', async () => {
    const format = await fairyforge('export', 'chess', '--format', 'pgn');
    expect(format.code).toBe(EXIT_USAGE);
    expect(lines(format.stderr)).toEqual(['fairyforge: --format pgn: not an export format (fsf-ini)']);
    const section = await fairyforge('export', 'chess', '--format', 'fsf-ini', '--section', 'a]b');
    expect(section.code).toBe(EXIT_USAGE);
    expect(lines(section.stderr)).toHaveLength(1);
    const missing = await fairyforge('export', 'no-such-variant', '--format', 'fsf-ini');
    expect(missing.code).toBe(EXIT_FAILURE);
    expect(lines(missing.stderr)).toHaveLength(1);
    expect(missing.stdout).toBe('');
  }, 60_000);
});

describe('exportIni in the library', () => {
  test('a section as data, and a refusal as data (never thrown)', async () => {
    const chess = await exportIni(await loadVariant('chess', { engine: 'interpreted' }));
    expect(chess.ok && chess.section).toBe('chess-fairyforge');
    const fusion = await exportIni(await loadVariant('fusion', { engine: 'interpreted' }));
    expect(fusion.ok).toBe(false);
    if (!fusion.ok) expect(fusion.refused.map((x) => `${x.rule}: ${x.reason}`)).toEqual(REFUSED.fusion);
  });
});

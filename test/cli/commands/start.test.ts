// `fairyforge start` is bounded as perft is: --timeout bounds the whole command (loading
// included) and Ctrl-C while counting stops it; either way it prints the table counted so far,
// the stopped count marked partial and the variants not reached named, writes no report, and
// exits with code 3 (--timeout) or 130 (Ctrl-C). Run as users run it, in a child process.

import { describe, expect, test } from 'vitest';
import { MAX_WIDTH, startTable } from '../../../cli/start-table.ts';
import { fairyforge, fairyforgeInterrupted } from '../../cli-run.ts';

interface StartJson {
  ok: boolean;
  partial?: boolean;
  stopped?: string;
  variants: { name: string; perft?: number[]; partial?: boolean; notCounted?: boolean }[];
}

/** The rows of a stopped run: counted ones, then one partial, then the ones not reached. */
function expectStoppedRows(json: StartJson): void {
  const partial = json.variants.filter((v) => v.partial);
  expect(partial).toHaveLength(1);
  const at = json.variants.indexOf(partial[0]);
  expect(json.variants.slice(at + 1).every((v) => v.notCounted && v.perft === undefined)).toBe(true);
  expect(json.variants.slice(0, at).every((v) => v.perft !== undefined && !v.notCounted)).toBe(true);
}

describe('start limits (CLI)', () => {
  test('--timeout: the partial table, the variants not reached, one line on stderr, exit code 3', async () => {
    // the first variant's perft 7 takes minutes: before --timeout existed, only Ctrl-C ended this
    const t0 = performance.now();
    const r = await fairyforge('start', '--depth', '7', '--timeout', '1');
    expect(performance.now() - t0).toBeLessThan(60_000); // generous: the command ends, it does not run on
    expect(r.code).toBe(3);
    expect(r.stdout).toMatch(/^│ [a-z]+ +│ 8x8 .* \d+ \(partial\) │/m);
    expect(r.stdout).toMatch(/^│ [a-z]+ +│ not counted: stopped by --timeout/m);
    expect(r.stdout).not.toMatch(/comparison of the bundled variants/);
    expect(r.stderr).toMatch(/^fairyforge: start stopped by --timeout in [a-z]+, perft \d; partial counts, no report written\n$/);
  });

  test('--timeout with --json: "partial" and "stopped" at the top, the stopped row marked', async () => {
    const r = await fairyforge('start', '--depth', '7', '--timeout', '1', '--json');
    expect(r.code).toBe(3);
    const json = JSON.parse(r.stdout) as StartJson;
    expect(json).toMatchObject({ ok: true, partial: true, stopped: 'timeout' });
    expectStoppedRows(json);
  });

  test('a deadline that passes while loading stops before any count', async () => {
    const r = await fairyforge('start', '--depth', '1', '--timeout', '0.01', '--json');
    expect(r.code).toBe(3);
    const json = JSON.parse(r.stdout) as StartJson;
    expect(json).toMatchObject({ partial: true, stopped: 'timeout' });
    expect(json.variants.every((v) => v.notCounted || (v.partial && v.perft!.length === 1))).toBe(true);
  });

  test('without a limit the table is whole: no partial marks, exit code 0', async () => {
    const r = await fairyforge('start', '--depth', '2', '--json', '--timeout', '600');
    expect(r.code).toBe(0);
    const json = JSON.parse(r.stdout) as StartJson;
    expect(json.partial).toBeUndefined();
    expect(json.variants.map((v) => v.perft?.length)).toEqual(json.variants.map(() => 2));
  });

  test('bad limit values are usage errors', async () => {
    for (const args of [['--timeout', '0'], ['--timeout', 'soon'], ['--depth', '101']]) {
      const r = await fairyforge('start', ...args);
      expect(r.code).toBe(2);
      expect(r.stdout).toBe('');
      expect(r.stderr.trim().split('\n')).toHaveLength(1);
    }
  });

  test('Ctrl-C (SIGINT) while counting: the partial table and exit code 130', async () => {
    const { code, stdout, stderr } = await fairyforgeInterrupted(['start', '--depth', '9', '--json']);
    // before, Node's default killed the process by the signal, printing nothing
    expect(code).toBe(130);
    const json = JSON.parse(stdout) as StartJson;
    expect(json).toMatchObject({ partial: true, stopped: 'interrupted' });
    expectStoppedRows(json);
    expect(stderr).toMatch(/^fairyforge: start stopped by Ctrl-C in \w+, perft \d; partial counts, no report written$/m);
  });
});

describe('the start table is bounded in width', () => {
  const widest = (text: string): number => Math.max(...text.split('\n').map((line) => [...line].length));

  test('start -d 100 --timeout 2: no line wider than 120 characters (was 3,387: a column for every depth asked)', async () => {
    const r = await fairyforge('start', '-d', '100', '--timeout', '2');
    expect(r.code).toBe(3);
    expect(r.stdout).toMatch(/ perft 1 │/);
    expect(r.stdout).not.toMatch(/perft 100/);
    expect(widest(r.stdout)).toBeLessThanOrEqual(120);
  });

  test('counts too wide for 120 characters: the deepest columns are left out and a line says so', () => {
    const perft = Array.from({ length: 30 }, (_, i) => 20 * 30 ** i);
    const text = startTable([{ name: 'chess', board: '8x8', pieces: 'pnbrqk', perft, ms: 5 }, { name: 'bad', why: 'invalid: 1 problem(s), listed below' }]);
    expect(MAX_WIDTH).toBe(120);
    expect(widest(text)).toBeLessThanOrEqual(120);
    expect(text).toMatch(/│ +20 │ +600 │/);
    expect(text).toMatch(/^perft columns shown up to depth \d of the 30 counted, to fit 120 characters; --json gives every count$/m);
  });
});

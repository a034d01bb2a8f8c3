// perft stops cleanly: on --max-nodes and --timeout (exit code 3) and on Ctrl-C (SIGINT, exit
// code 130), printing the nodes counted so far, marked partial; compare stops on --timeout.
// Run as users run it, in a child process; the budget itself is also tested in-process.

import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { PerftAborted, perftBudget } from '../runtime/perft.ts';
import { fairyforge, ROOT } from './cli-run.ts';
import { enginePair } from './support.ts';

describe('perft budget (runtime)', () => {
  test('a node cap stops the count with what was counted; no cap counts as before', async () => {
    const { generated: engine } = await enginePair('chess');
    expect(engine.perft(engine.start(), 3, perftBudget())).toBe(8902);
    const budget = perftBudget({ maxNodes: 1000 });
    let error: unknown;
    try {
      engine.perft(engine.start(), 4, budget);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(PerftAborted);
    expect((error as PerftAborted).reason).toBe('max-nodes');
    expect((error as PerftAborted).nodes).toBe(budget.nodes);
    expect(budget.nodes).toBeGreaterThanOrEqual(1000);
    expect(budget.nodes).toBeLessThan(1100);
  });
});

describe('perft limits (CLI)', () => {
  test('--max-nodes: a partial JSON count and exit code 3, quickly', async () => {
    const t0 = performance.now();
    const r = await fairyforge('perft', 'chess', '--depth', '7', '--max-nodes', '100000', '--json');
    expect(performance.now() - t0).toBeLessThan(20_000);
    expect(r.code).toBe(3);
    const json = JSON.parse(r.stdout) as { nodes: number; partial: boolean; stopped: string };
    expect(json).toMatchObject({ partial: true, stopped: 'max-nodes' });
    expect(json.nodes).toBeGreaterThanOrEqual(100_000);
    expect(json.nodes).toBeLessThan(110_000);
  });

  test('--timeout: text output marked partial and exit code 3', async () => {
    const r = await fairyforge('perft', 'chess', '--depth', '8', '--timeout', '0.5');
    expect(r.code).toBe(3);
    expect(r.stdout).toMatch(/^nodes \d+ \(partial: stopped by --timeout\)$/m);
  });

  test('bad limit values are usage errors', async () => {
    const r = await fairyforge('perft', 'chess', '--depth', '1', '--max-nodes', '0');
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/node limit must be a positive integer/);
  });

  test('Ctrl-C (SIGINT) after eight seconds: the partial count and exit code 130', async () => {
    const child = spawn(process.execPath, [join(ROOT, 'bin', 'fairyforge.js'), 'perft', 'chess', '--depth', '9', '--json'], { cwd: ROOT });
    let stdout = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    const code = await new Promise<number | null>((resolve) => {
      setTimeout(() => child.kill('SIGINT'), 8000); // after start-up, even on a loaded machine
      child.on('close', (c) => resolve(c));
    });
    expect(code).toBe(130);
    const json = JSON.parse(stdout) as { nodes: number; partial: boolean; stopped: string };
    expect(json).toMatchObject({ partial: true, stopped: 'interrupted' });
    expect(json.nodes).toBeGreaterThan(0);
  });

  test('compare on Ctrl-C (SIGINT): stops measuring, says how far it got, exit code 130', async () => {
    const child = spawn(process.execPath, [join(ROOT, 'bin', 'fairyforge.js'), 'compare', 'chess', 'berolina', '--games', '100000'], { cwd: ROOT });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const code = await new Promise<number | null>((resolve) => {
      setTimeout(() => child.kill('SIGINT'), 8000); // after start-up, even on a loaded machine
      child.on('close', (c) => resolve(c));
    });
    expect(code).toBe(130);
    expect(stdout).toBe('');
    expect(stderr).toMatch(/^fairyforge: compare stopped by Ctrl-C after \d+ of \d+ measurement steps \(at .+\); partial, no report written$/m);
  });

  test('compare --timeout: stops measuring, says how far it got, exit code 3', async () => {
    const r = await fairyforge('compare', 'chess', 'berolina', '--timeout', '0.2');
    expect(r.code).toBe(3);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(/^fairyforge: compare stopped by --timeout after \d+ of \d+ measurement steps \(at .+\); partial, no report written$/m);
  });
});

// The engine protocols (cli/uci.ts, cli/xboard.ts) when their input ends or a `go` names no
// limit: the end of input stops a running search and the engine exits (an orphaned engine ran
// 21 minutes), and every `go` has a limit (a default move time), so a search always ends.

import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { DEFAULT_MOVE_MS } from '../../search/limits.ts';
import { ROOT } from '../cli-run.ts';

interface Ended {
  code: number | null;
  stdout: string;
  ms: number;
}

/**
 * Runs `fairyforge <protocol>`, writes `lines`, waits `holdMs` (a search is running then) and
 * closes its input; resolves when it exits, or after `killAfterMs` with code null (then killed).
 */
function endInput(protocol: string, lines: readonly string[], holdMs: number, killAfterMs = 20_000): Promise<Ended> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [join(ROOT, 'bin', 'fairyforge.js'), protocol], { cwd: ROOT });
    let stdout = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    const t0 = performance.now();
    child.stdin.write(lines.map((l) => `${l}\n`).join(''));
    setTimeout(() => child.stdin.end(), holdMs);
    const killer = setTimeout(() => child.kill('SIGKILL'), killAfterMs);
    child.on('exit', (code) => {
      clearTimeout(killer);
      resolve({ code, stdout, ms: performance.now() - t0 });
    });
  });
}

describe('the end of input during a search', () => {
  test('UCI go infinite: the search stops, its bestmove is sent, the engine exits 0', async () => {
    const r = await endInput('uci', ['uci', 'position startpos', 'go infinite'], 1500);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^bestmove [a-h][1-8][a-h][1-8]$/m);
    expect(r.ms).toBeLessThan(15_000);
  });

  test('XBoard st 100 and go: the search stops and the engine exits 0 well before 100 s', async () => {
    const r = await endInput('xboard', ['xboard', 'protover 2', 'new', 'st 100', 'go'], 1500);
    expect(r.code).toBe(0);
    expect(r.ms).toBeLessThan(15_000);
  });
});

describe('a go that names no limit gets the default move time', () => {
  test('XBoard go with no time control moves', async () => {
    const r = await endInput('xboard', ['xboard', 'protover 2', 'new', 'go'], DEFAULT_MOVE_MS + 4000);
    expect(r.stdout).toMatch(/^move [a-h][1-8][a-h][1-8]$/m);
  });

  test('UCI go with no words answers a bestmove', async () => {
    const r = await endInput('uci', ['uci', 'position startpos', 'go'], DEFAULT_MOVE_MS + 4000);
    expect(r.stdout).toMatch(/^bestmove [a-h][1-8][a-h][1-8]$/m);
  });
});

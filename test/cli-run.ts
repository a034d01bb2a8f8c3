// Runs the CLI as users do — `node bin/fairyforge.js ...` in a child process — for the tests
// that check stdout, stderr and the exit code.

import { execFile, spawn } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));
const BIN = join(ROOT, 'bin', 'fairyforge.js');

export interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

export function fairyforge(...args: string[]): Promise<Run> {
  return new Promise((resolve) => {
    execFile(process.execPath, [BIN, ...args], { cwd: ROOT, encoding: 'utf8' }, (error, stdout, stderr) => {
      const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
      resolve({ code, stdout, stderr });
    });
  });
}

/**
 * Runs the CLI killed (SIGKILL) after `ms`, with its wall time: a run that blocks or ignores its
 * limit (the defect under test) fails the test with code -1 instead of hanging it.
 */
export function fairyforgeWithin(ms: number, ...args: string[]): Promise<Run & { ms: number }> {
  const t0 = Date.now();
  return new Promise((resolve) => {
    execFile(process.execPath, [BIN, ...args], { cwd: ROOT, encoding: 'utf8', timeout: ms, killSignal: 'SIGKILL' }, (error, stdout, stderr) => {
      resolve({ code: error ? (typeof error.code === 'number' ? error.code : -1) : 0, stdout, stderr, ms: Date.now() - t0 });
    });
  });
}

/** Runs the CLI with its stdout written to `file` (as `> file` does), e.g. /dev/full. */
export function fairyforgeTo(file: string, ...args: string[]): Promise<Run> {
  return new Promise((resolve) => {
    const fd = openSync(file, 'w');
    const child = spawn(process.execPath, [BIN, ...args], { cwd: ROOT, stdio: ['ignore', fd, 'pipe'] });
    closeSync(fd);
    let stderr = '';
    child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('close', (code) => resolve({ code: code ?? 1, stdout: '', stderr }));
  });
}

/** How a run stopped by a signal ended: its exit code, or the signal that killed it (Node's default for SIGINT). */
export interface InterruptedRun extends Omit<Run, 'code'> {
  code: number | null;
  signal: NodeJS.Signals | null;
}

/**
 * Runs the CLI and sends it SIGINT (Ctrl-C) once it has used `cpuMs` of CPU (start-up is about
 * 0.3 s of it, so it is at work by then; a busy machine does not make that come early), or after
 * `afterMs` of wall time, whichever is first. A fixed 8 s wait kept a counting CLI busy on both
 * cores of a quiet machine for 8 s in each of these tests.
 */
export function fairyforgeInterrupted(args: readonly string[], afterMs = 8000, cpuMs = 3000): Promise<InterruptedRun> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [BIN, ...args], { cwd: ROOT });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    const interrupt = (): void => {
      clearTimeout(timer);
      clearInterval(poll);
      child.kill('SIGINT');
    };
    const timer = setTimeout(interrupt, afterMs);
    const poll = setInterval(() => {
      const used = cpuUsedMs(child.pid);
      if (used !== null && used >= cpuMs) interrupt();
    }, 50);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      clearInterval(poll);
      resolve({ code, signal, stdout, stderr });
    });
  });
}

/** Linux's USER_HZ: /proc counts CPU time in hundredths of a second. */
const CLOCK_TICKS = 100;

/** User and system CPU a process has used, all its threads, from /proc (Linux); null where that cannot be read. */
function cpuUsedMs(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    // the fields after the command name (in parentheses, which it may itself hold): utime and stime are the 12th and 13th
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(') ') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
  } catch {
    return null;
  }
}

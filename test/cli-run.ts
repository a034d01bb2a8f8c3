// Runs the CLI as users do — `node bin/fairyforge.js ...` in a child process — for the tests
// that check stdout, stderr and the exit code.

import { execFile, spawn } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';
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

/** Runs the CLI and sends it SIGINT (Ctrl-C) after `afterMs`: long enough for start-up on a loaded machine by default. */
export function fairyforgeInterrupted(args: readonly string[], afterMs = 8000): Promise<InterruptedRun> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [BIN, ...args], { cwd: ROOT });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    const timer = setTimeout(() => child.kill('SIGINT'), afterMs);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      resolve({ code, signal, stdout, stderr });
    });
  });
}

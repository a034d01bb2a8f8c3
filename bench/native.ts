// Debian's native Fairy-Stockfish (/usr/games/fairy-stockfish) as a perft peer: one engine
// process for the whole bench, spoken to in UCI (`setoption name UCI_Variant`, `position
// startpos|fen`, `go perft N`). It prints a count per root move and `Nodes searched: N`, but no
// time, so a run is timed by the wall clock from sending `go perft` to reading that line: the
// perft command alone, without the process's start-up or the variant's set-up. Perft in
// Fairy-Stockfish bulk-counts the last ply (the size of the legal-move list), as ours does.

import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import type { Runner } from './harness.ts';

export const NATIVE_PATH = '/usr/games/fairy-stockfish';
export const NATIVE = 'fairy-stockfish (native)';

/** A running native engine: its version line, the variants it knows, and a perft runner per variant. */
export interface NativeEngine {
  readonly version: string;
  readonly variants: ReadonlySet<string>;
  runner(variant: string, startFen: string): Runner;
  /** Ends the engine process. */
  close(): void;
}

/** Starts the native engine, or answers why it cannot (not installed). */
export async function startNative(path = NATIVE_PATH): Promise<NativeEngine | string> {
  if (!existsSync(path)) return `${path} is not installed (Debian: apt-get install fairy-stockfish); the native rows are skipped`;
  const child = spawn(path, [], { stdio: ['pipe', 'pipe', 'pipe'] });
  const lines = lineQueue(child);
  child.stdin.write('uci\n');
  let version = '';
  let variants: string[] = [];
  for (;;) {
    const line = await lines.next();
    if (line.startsWith('id name ')) version = line.slice('id name '.length);
    // option name UCI_Variant type combo default chess var 3check var 5check ...
    if (line.startsWith('option name UCI_Variant ')) variants = [...line.matchAll(/ var (\S+)/g)].map((m) => m[1]);
    if (line === 'uciok') break;
  }
  let current = '';
  const select = async (variant: string): Promise<void> => {
    if (variant === current) return;
    child.stdin.write(`setoption name UCI_Variant value ${variant}\nisready\n`);
    while ((await lines.next()) !== 'readyok');
    current = variant;
  };
  // one command at a time: the bench awaits each run
  const perft = async (variant: string, position: string, depth: number): Promise<{ nodes: number; ms: number; cpuMs?: number }> => {
    await select(variant);
    child.stdin.write(`position ${position}\nisready\n`);
    while ((await lines.next()) !== 'readyok');
    const cpu0 = cpuMsOf(child.pid);
    const t0 = performance.now();
    child.stdin.write(`go perft ${depth}\n`);
    for (;;) {
      const line = await lines.next();
      const m = /^Nodes searched: (\d+)/.exec(line);
      if (m) {
        const ms = performance.now() - t0;
        const cpu1 = cpuMsOf(child.pid);
        return cpu0 === undefined || cpu1 === undefined ? { nodes: Number(m[1]), ms } : { nodes: Number(m[1]), ms, cpuMs: cpu1 - cpu0 };
      }
    }
  };
  return {
    version,
    variants: new Set(variants),
    runner: (variant, startFen) => ({
      name: NATIVE,
      variant,
      async timedPerft(fen, depth) {
        return perft(variant, fen === startFen ? 'startpos' : `fen ${fen}`, depth);
      },
      async perft(fen, depth) {
        return (await this.timedPerft!(fen, depth)).nodes;
      },
    }),
    close: () => {
      child.stdin.end('quit\n');
      lines.close();
    },
  };
}

/**
 * CPU time (user + system) a process has used, in ms, from /proc (Linux; 10 ms ticks): the engine
 * idles between commands, so the difference over a command is that command's CPU time.
 */
function cpuMsOf(pid: number | undefined): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // fields after the command name (which may hold spaces) in parentheses; utime and stime are fields 14 and 15
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return undefined;
  }
}

/** The kernel's clock ticks per second for /proc times (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

/** The engine's output as lines to await one by one; an exit while a line is awaited rejects. */
function lineQueue(child: ChildProcessWithoutNullStreams): { next(): Promise<string>; close(): void } {
  const rl = createInterface({ input: child.stdout });
  const ready: string[] = [];
  let waiting: { resolve: (s: string) => void; reject: (e: Error) => void } | null = null;
  let ended = false;
  rl.on('line', (line) => {
    if (waiting) {
      const w = waiting;
      waiting = null;
      w.resolve(line.trim());
    } else ready.push(line.trim());
  });
  child.on('exit', (code) => {
    ended = true;
    waiting?.reject(new Error(`the native engine exited (code ${code})`));
  });
  return {
    next: () => {
      const line = ready.shift();
      if (line !== undefined) return Promise.resolve(line);
      if (ended) return Promise.reject(new Error('the native engine has exited'));
      return new Promise((resolve, reject) => (waiting = { resolve, reject }));
    },
    close: () => rl.close(),
  };
}

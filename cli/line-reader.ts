// Standard input, line by line, read on a thread of its own, so that an engine protocol (UCI)
// hears `stop` while its search runs on the main thread. The reader counts the `go` lines it
// has read and, when `stop` or `quit` arrives, records which `go` it stops (the search polls
// that): a `stop` sent right after `go` is never lost, and one read ahead of a later `go` (input
// piped all at once) stops that one only. It answers `isready` itself while the main thread is
// searching (UCI wants `readyok` at once), and passes every line on in order.

import { Worker } from 'node:worker_threads';

/** Indexes in the shared array: the number of the `go` a stop was read after, whether the main thread searches, `go` lines read. */
export const STOPPED_GO = 0;
export const BUSY = 1;
const GOES = 2;

/** The reader's thread, as plain JavaScript: it must run the same from the sources and from dist/. */
const READER = `
const fs = require('node:fs');
const net = require('node:net');
const tty = require('node:tty');
const { parentPort, workerData } = require('node:worker_threads');
const flags = new Int32Array(workerData.flags);
let pending = '';
const handle = (raw) => {
  const line = raw.trim();
  const word = line.split(/\\s+/)[0];
  if (word === 'go') Atomics.add(flags, ${GOES}, 1);
  if (word === 'stop' || word === 'quit') Atomics.store(flags, ${STOPPED_GO}, Atomics.load(flags, ${GOES}));
  if (word === 'isready' && Atomics.load(flags, ${BUSY}) === 1) {
    fs.writeSync(1, 'readyok\\n');
    return;
  }
  parentPort.postMessage(line);
};
// a stream of this thread's own event loop, chosen as Node chooses process.stdin's: the thread
// waits in its loop, never in a blocking read, so it ends with the process
let input;
if (tty.isatty(0)) input = new tty.ReadStream(0);
else {
  try {
    input = new net.Socket({ fd: 0, readable: true, writable: false });
  } catch {
    input = fs.createReadStream('', { fd: 0 });
  }
}
input.setEncoding('utf8');
input.on('data', (chunk) => {
  pending += chunk;
  for (let i = pending.indexOf('\\n'); i >= 0; i = pending.indexOf('\\n')) {
    handle(pending.slice(0, i));
    pending = pending.slice(i + 1);
  }
});
input.on('end', () => {
  if (pending.trim() !== '') handle(pending);
  parentPort.postMessage(null);
});
`;

export interface LineReader {
  /** Shared flags: STOPPED_GO (written by the reader) and BUSY (set by the main thread while it searches). */
  readonly flags: Int32Array;
  /** Whether a `stop` or `quit` was read after the `go` numbered `go` (from 1, in input order). */
  stopped(go: number): boolean;
  /** Calls `onLine` for each line in order, then `onEnd` at the end of input. */
  start(onLine: (line: string) => void, onEnd: () => void): void;
}

export function stdinLines(): LineReader {
  const flags = new Int32Array(new SharedArrayBuffer(12));
  return {
    flags,
    stopped: (go) => Atomics.load(flags, STOPPED_GO) === go,
    start(onLine, onEnd) {
      const worker = new Worker(READER, { eval: true, workerData: { flags: flags.buffer } });
      // the reader sits in a blocking read: it must not keep the process alive on its own
      worker.unref();
      worker.on('message', (line: string | null) => (line === null ? onEnd() : onLine(line)));
    },
  };
}
